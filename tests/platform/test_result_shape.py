"""One result shape for every game (shared/domain/results.py; issue 9, item 4): over seeded random games of each game
and mode, every player's lines add up to its total, and the shared fields are there."""

from __future__ import annotations

import pytest

from shared.domain import registry
from shared.domain.simulation import play_random_game

BOT = {"kind": "bot", "policy": "random"}
AUTOMA = {"name": "Automa", "kind": "automa"}


def _bots(n):
    return [{"name": f"p{i}", **BOT} for i in range(n)]


SETUPS = [
    ("academic_society", _bots(2), {}), ("academic_society", _bots(3), {}), ("academic_society", _bots(4), {}),
    ("royal_archeology", _bots(3), {}), ("royal_archeology", _bots(4), {}),
    ("royal_archeology", _bots(2), {"mode": "confrontation"}),
    ("royal_archeology", _bots(2) + [AUTOMA], {"mode": "competitive"}),
    ("royal_archeology", _bots(1) + [AUTOMA], {"mode": "solo"}),
    ("modern_society", _bots(3), {}), ("modern_society", _bots(4), {}), ("modern_society", _bots(5), {}),
]
SEEDS = range(6)
HEURISTIC_SEEDS = (0, 1)


def _policies(players, seed):
    # a heuristic seat in some games, so scores are not all near zero (Archeology's random players rarely score)
    policies = {0: "heuristic"} if seed in HEURISTIC_SEEDS else {}
    policies.update({seat: "automa" for seat, p in enumerate(players) if p["kind"] == "automa"})
    return policies


@pytest.mark.parametrize("game, players, options", SETUPS,
                         ids=[f"{g}-{len(p)}-{o.get('mode', 'standard')}" for g, p, o in SETUPS])
def test_lines_add_up_to_the_total_and_the_shape_is_shared(game, players, options):
    engine = registry.load_engine(game)
    for seed in SEEDS:
        result = play_random_game(engine, players, options, seed, check=False,
                                  policies=_policies(players, seed)).result
        humans = [seat for seat, p in enumerate(players) if p["kind"] != "automa"]
        assert sorted(result["ranking"]) == humans
        assert set(result["winners"]) <= set(humans) and result["winners"]
        for player in result["players"]:
            assert {"seat", "name", "total", "lines", "notes", "tiebreak", "rank"} <= set(player)
            assert player["name"] == players[player["seat"]]["name"]
            assert sum(line["points"] for line in player["lines"]) == player["total"], (seed, player)
            assert all({"source", "points"} <= set(line) for line in player["lines"] + player["notes"])
            assert player["rank"] == (1 if player["seat"] in result["winners"]
                                      else result["ranking"].index(player["seat"]) + 1)


@pytest.mark.parametrize("mode, players", [("competitive", _bots(2) + [AUTOMA]), ("solo", _bots(1) + [AUTOMA])])
def test_archeology_automa_is_reported_beside_the_ranking(mode, players):
    """Competitive Mode is played 'with the Solo mode Automa as if you were playing a 3-player game', and the
    Automa 'simulates an additional virtual player in the action phases': it gains nothing and is not ranked.
    Its Society discs count for the Grand Gallery majorities ('The Automa's Society discs are counted at the end
    of the game when calculating collection points'), which is its score beside the ranking."""
    engine = registry.load_engine("royal_archeology")
    result = play_random_game(engine, players, {"mode": mode}, 1, check=False,
                              policies=_policies(players, 0)).result
    automa = result["automa"]
    assert automa["seat"] == len(players) - 1 and automa["name"] == "Automa" and automa["ranked"] is False
    assert automa["seat"] not in result["ranking"]
    assert sum(line["points"] for line in automa["lines"]) == automa["total"] >= 0
    assert ("title" in result) == (mode == "solo")
