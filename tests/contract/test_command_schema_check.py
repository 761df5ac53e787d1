"""Item 6: a command the game's schemas refuse gets 422 naming the field, before the rules see it."""

from __future__ import annotations

import pytest

from shared.base.config import Config
from shared.http.factory import create_app


@pytest.fixture
def game(fake_redis):
    client = create_app("academic_society", Config(dispatch="inline"), redis=fake_redis).test_client()
    created = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}]})
    game_id = created.json["game_id"]
    headers = {"Authorization": f"Bearer {created.json['seats'][0]['token']}"}
    return client, game_id, headers


def _refused(client, game_id, headers, body):
    version = client.get(f"/v1/games/{game_id}").json["version"]
    response = client.post(f"/v1/games/{game_id}/commands", json=body, headers=headers)
    assert response.status_code == 422, response.json
    assert response.json["error"]["code"] == "invalid_command"
    assert client.get(f"/v1/games/{game_id}").json["version"] == version  # nothing appended
    return response.json["error"]


@pytest.mark.parametrize("body, field", [
    ({"type": "teleport"}, "type"),
    ({"type": "declare", "tile": 7, "achieve": True}, "tile"),
    ({"type": "declare", "tile": "x", "achieve": "yes"}, "achieve"),
    ({"type": "declare", "tile": "x"}, "achieve"),
    ({"type": "declare", "tile": "x", "achieve": True, "seat": 1}, "seat"),
    ({"type": "place", "space": ["library"], "pawn": "scholar"}, "space"),
])
def test_a_command_the_schema_refuses_names_the_field(game, body, field):
    error = _refused(*game, body)
    assert error["details"]["field"] == field
    assert field in error["message"]


def test_an_unknown_type_lists_the_game_commands(game):
    error = _refused(*game, {"type": "teleport"})
    assert "declare" in error["details"]["allowed"] and "teleport" not in error["details"]["allowed"]


def test_a_well_formed_command_still_goes_to_the_rules(game):
    client, game_id, headers = game
    legal = client.get(f"/v1/games/{game_id}/legal", headers=headers).json["commands"]
    assert client.post(f"/v1/games/{game_id}/commands", json=legal[0], headers=headers).status_code == 201
