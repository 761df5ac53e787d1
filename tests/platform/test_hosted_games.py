"""Every game engine in the registry, hosted through the common platform API.

Each game is created, played to the end through the HTTP API (a human seat
moving at random among its legal commands, the other seats bots moved by the
workers' path), scored by the platform, and audited.
"""

from __future__ import annotations

import logging
import random

import pytest

from shared.base.config import Config
from shared.domain.engine import Engine
from shared.domain.registry import available_games, load_engine
from shared.http.factory import create_app

# (game, players, options): one human seat, bots (and the Automa) for the others.
SETUPS = {
    "academic_society": ([("human", None), ("bot", "random"), ("bot", "heuristic")], {}),
    "royal_archeology": ([("human", None), ("bot", "random"), ("bot", "heuristic")], {"mode": "standard"}),
    "modern_society": ([("human", None), ("bot", "random"), ("bot", "heuristic")], {}),
}
AUTOMA_MODES = {
    "solo": ([("human", None), ("automa", "automa")], {"mode": "solo"}),
    "competitive": ([("human", None), ("bot", "heuristic"), ("automa", "automa")], {"mode": "competitive"}),
}
TWO_PLAYER = {"confrontation": ([("human", None), ("bot", "random")], {"mode": "confrontation"})}


def hosted():
    return [g for g in available_games() if g in SETUPS]


def play_over_http(client, game: str, seats, options, seed: int):
    players = [{"name": f"p{i}", "kind": kind, **({"policy": policy} if policy else {})}
               for i, (kind, policy) in enumerate(seats)]
    created = client.post("/v1/games", json={"players": players, "options": options, "seed": seed})
    assert created.status_code == 201, created.json
    game_id = created.json["game_id"]
    token = created.json["seats"][0]["token"]
    headers = {"Authorization": f"Bearer {token}"}
    rng = random.Random(seed)
    engine: Engine = load_engine(game)
    for _ in range(engine.max_decisions + 1):
        legal = client.get(f"/v1/games/{game_id}/legal", headers=headers).json
        if not legal["commands"]:
            break
        command = dict(legal["commands"][rng.randrange(len(legal["commands"]))], expected_version=legal["version"])
        response = client.post(f"/v1/games/{game_id}/commands", json=command, headers=headers)
        assert response.status_code == 201, (command, response.json)
    final = client.get(f"/v1/games/{game_id}", headers=headers).json
    return game_id, final


@pytest.mark.parametrize("game", hosted())
def test_game_is_played_scored_and_audited_through_the_api(game, fake_redis):
    client = create_app(game, Config(dispatch="inline"), redis=fake_redis).test_client()
    seats, options = SETUPS[game]
    game_id, final = play_over_http(client, game, seats, options, seed=101)
    assert final["status"] == "finished" and final["pending"] == []
    result = final["result"]
    assert result and sorted(result["ranking"]) == list(range(len(seats)))
    assert all(p["lines"] for p in result["players"])
    audit = client.get(f"/v1/games/{game_id}/audit").json
    assert audit["ok"], audit["checks"]
    assert not audit["checks"]["decisions"]["skipped"]


@pytest.mark.parametrize("mode", sorted(AUTOMA_MODES))
def test_automa_seat_is_played_by_the_platform(mode, fake_redis):
    """The Royal Society of Archeology's Automa (solo, and 2 players in Competitive mode) moves through
    the platform's automated-seat path."""
    game = "royal_archeology"
    client = create_app(game, Config(dispatch="inline"), redis=fake_redis).test_client()
    seats, options = AUTOMA_MODES[mode]
    game_id, final = play_over_http(client, game, seats, options, seed=7)
    assert final["status"] == "finished" and final["result"]
    automa = len(seats) - 1
    events = client.get(f"/v1/games/{game_id}/events").json["events"]
    assert any(e["actor"] == automa for e in events), "the Automa moved"
    assert client.get(f"/v1/games/{game_id}/audit").json["ok"]


@pytest.mark.parametrize("mode", sorted(TWO_PLAYER))
def test_two_player_confrontation_is_hosted(mode, fake_redis):
    client = create_app("royal_archeology", Config(dispatch="inline"), redis=fake_redis).test_client()
    seats, options = TWO_PLAYER[mode]
    game_id, final = play_over_http(client, "royal_archeology", seats, options, seed=5)
    assert final["status"] == "finished" and final["result"]
    assert client.get(f"/v1/games/{game_id}/audit").json["ok"]


@pytest.mark.parametrize("game", hosted())
def test_spectator_and_other_seats_never_see_the_seed(game, fake_redis, caplog):
    """DESIGN.md "Provable fairness": the seed is committed at creation and revealed only at the end;
    it must not leak through any view, history, legal list, or log line before that."""
    caplog.set_level(logging.DEBUG)
    client = create_app(game, Config(dispatch="inline"), redis=fake_redis).test_client()
    seats, options = SETUPS[game]
    players = [{"name": f"p{i}", "kind": "human"} for i in range(len(seats))]
    seed = 987654321987
    created = client.post("/v1/games", json={"players": players, "options": options, "seed": seed}).json
    game_id = created["game_id"]
    for seat in created["seats"]:
        headers = {"Authorization": f"Bearer {seat['token']}"}
        for path in ("", "/events", "/legal"):
            assert str(seed) not in client.get(f"/v1/games/{game_id}{path}", headers=headers).get_data(as_text=True)
    assert str(seed) not in client.get(f"/v1/games/{game_id}").get_data(as_text=True)
    assert str(seed) not in caplog.text
