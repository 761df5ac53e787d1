"""Issue 25 point 3: each game's document declares what its creation form needs (GameSetup, GameOptions): the
player counts, the seat kinds with the policies each may name, and the options (Royal Archeology's modes and
simplified setup). A body the schema allows is a game the service creates; one it refuses, the service refuses."""

from __future__ import annotations

import jsonschema_rs
import pytest

from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.http.factory import create_app
from shared.http.openapi import json_schema

GAMES = ("academic_society", "royal_archeology", "modern_society")


def document(game: str, fake_redis) -> dict:
    app = create_app(game, Config(dispatch="inline"), redis=fake_redis)
    return app.test_client().get("/v1/openapi.json").get_json()


def validator(doc: dict):
    """GameSetup as plain JSON Schema, its GameOptions reference resolved inside the same document."""
    schemas = doc["components"]["schemas"]
    setup = json_schema(schemas["GameSetup"])
    setup["properties"]["options"] = json_schema(schemas["GameOptions"])
    return jsonschema_rs.validator_for(setup)


@pytest.mark.parametrize("game", GAMES)
def test_the_document_names_player_counts_kinds_and_policies_from_the_engine(game, fake_redis):
    engine = load_engine(game)
    setup = document(game, fake_redis)["components"]["schemas"]["GameSetup"]
    players = setup["properties"]["players"]
    assert players["minItems"] == engine.min_players and players["maxItems"] == engine.max_players
    kinds = {item["properties"]["kind"]["enum"][0]: item for item in players["items"]["oneOf"]}
    assert list(kinds) == list(engine.seat_kinds)
    assert "policy" not in kinds["human"]["properties"]
    bot_policies = kinds["bot"]["properties"]["policy"]["enum"]
    assert bot_policies and set(bot_policies) <= set(engine.bot_policies) and "automa" not in bot_policies


def test_royal_archeology_documents_its_modes_and_simplified_setup(fake_redis):
    from services.royal_archeology.rules.game_setup import MODES

    options = document("royal_archeology", fake_redis)["components"]["schemas"]["GameOptions"]
    assert options["properties"]["mode"]["enum"] == list(MODES)
    assert set(options["properties"]["mode"]["x-enum-descriptions"]) == set(MODES)
    assert options["properties"]["simplified_setup"]["type"] == "boolean"
    automa = {item["properties"]["kind"]["enum"][0]: item for item in
              document("royal_archeology", fake_redis)["components"]["schemas"]["GameSetup"]["properties"]["players"]
              ["items"]["oneOf"]}["automa"]
    assert automa["properties"]["policy"]["enum"] == ["automa"]


@pytest.mark.parametrize("game", ("academic_society", "modern_society"))
def test_a_game_without_options_documents_none(game, fake_redis):
    options = document(game, fake_redis)["components"]["schemas"]["GameOptions"]
    assert options["properties"] == {} and options["additionalProperties"] is False


BODIES = [
    ("academic_society", [("human", None), ("bot", "heuristic")], {}, True),
    ("academic_society", [("human", None)], {}, False),  # too few seats
    ("academic_society", [("human", None), ("bot", "heuristic")], {"mode": "solo"}, False),  # no options
    ("modern_society", [("human", None), ("bot", "random"), ("bot", "heuristic")], {}, True),
    ("modern_society", [("human", None), ("bot", "clever"), ("bot", "heuristic")], {}, False),  # unknown policy
    ("royal_archeology", [("human", None), ("automa", "automa")], {"mode": "solo", "simplified_setup": True}, True),
    ("royal_archeology", [("human", None), ("bot", "heuristic")], {"mode": "confrontation"}, True),
    ("royal_archeology", [("human", None), ("bot", "heuristic")], {"mode": "cooperative"}, False),
    ("royal_archeology", [("human", None), ("bot", "heuristic")], {"simplified_setup": "yes"}, False),
]


@pytest.mark.parametrize("game,seats,options,allowed", BODIES)
def test_the_schema_and_the_service_agree_on_a_creation_body(game, seats, options, allowed, fake_redis):
    app = create_app(game, Config(dispatch="inline"), redis=fake_redis)
    client = app.test_client()
    check = validator(client.get("/v1/openapi.json").get_json())
    players = [{"name": f"p{i}", "kind": kind, **({"policy": policy} if policy else {})}
               for i, (kind, policy) in enumerate(seats)]
    body = {"players": players, "options": options}
    assert check.is_valid(body) is allowed
    created = client.post("/v1/games", json=body)
    assert (created.status_code == 201) is allowed, created.get_json()
