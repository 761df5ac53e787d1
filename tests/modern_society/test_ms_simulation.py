"""Random simulation (shared.domain.simulation) over 3-5 players: 2,100 seeded games in all.

300 games run with check=True (every platform invariant at every step); the other 1,800 run fast and still
assert that the game ended properly, the score is well-formed and the components are conserved."""

import pytest

from services.modern_society.rules import ENGINE
from services.modern_society.rules.components import LAWS, TOPIC_IDS
from shared.domain.simulation import play_random_game

from .ms_helpers import players


def check_final(result, n):
    state = result.state
    assert ENGINE.is_over(state) and ENGINE.pending(state) == []
    assert state["end"]["reason"] in ("seasons", "anarchy")
    if state["end"]["reason"] == "seasons":
        assert state["round"] == state["last_round"]
    # every topic card is in exactly one place
    cards = [c for h in state["hands"] for c in h] + state["deck"] + state["discard"] + [c for _, c, _ in state["table"]]
    cards += [c for c in state["face_down"] if c]
    assert sorted(cards) == sorted(TOPIC_IDS)
    # laws: passed in sequence, one per value and level, all from the supply
    passed = []
    for seat in range(n):
        for v in range(4):
            vps = [LAWS[lid]["vp"] for lid in state["laws"][seat][v]]
            assert vps == [1, 3, 6, 11][:len(vps)]
            assert all(LAWS[lid]["value"] == v for lid in state["laws"][seat][v])
            passed += state["laws"][seat][v]
        assert all(x >= 0 for x in state["inf"][seat])
        assert all(len(h) <= 8 for h in state["hands"])
    assert len(set(passed)) == len(passed)
    assert not set(passed) & set(state["supply"]) and not set(passed) & set(state["removed"])
    res = result.result
    assert sorted(res["ranking"]) == list(range(n)) and res["winners"]
    assert set(res["winners"]) <= set(res["ranking"][:len(res["winners"])])
    for p in res["players"]:
        assert p["total"] == sum(line["points"] for line in p["lines"])


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("chunk", range(2))
def test_random_games_checked(n, chunk):
    """Issue: seeded random games across 3-5 players with every platform invariant checked at every step;
    Game End 1-2: each game ends after its Seasons or on XX."""
    for seed in range(chunk * 50, chunk * 50 + 50):
        result = play_random_game(ENGINE, players(n), seed=seed, check=True)
        check_final(result, n)


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("chunk", range(4))
def test_random_games_fast(n, chunk):
    """Issue: at least 2,000 seeded random games in all; these run unchecked per step but still assert the
    end, the score and the conservation of cards and Laws (C: Laws in sequence, one per value and level)."""
    for seed in range(1000 + chunk * 150, 1000 + chunk * 150 + 150):
        result = play_random_game(ENGINE, players(n), seed=seed, check=False)
        check_final(result, n)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_bot_games(n):
    """Whole games with the heuristic bot in every seat, and mixed with random seats, fully checked."""
    for seed in range(6):
        result = play_random_game(ENGINE, players(n), seed=seed, check=True,
                                  policies={s: "heuristic" for s in range(n)})
        check_final(result, n)
        result = play_random_game(ENGINE, players(n), seed=seed, check=True, policies={seed % n: "heuristic"})
        check_final(result, n)


def test_heuristic_beats_random():
    """Issue: the heuristic wins >= 70% of 4-player games against random (here a 40-seed sample)."""
    wins = 0
    for seed in range(40):
        result = play_random_game(ENGINE, players(4), seed=seed, check=False, policies={seed % 4: "heuristic"})
        wins += (seed % 4) in result.result["winners"]
    assert wins >= 28


def test_both_endings_occur():
    """Game End 1 and 2: games end after the last Season, and some end at once on XX."""
    reasons = set()
    for seed in range(600):
        reasons.add(play_random_game(ENGINE, players(5), seed=seed, check=False).state["end"]["reason"])
        if len(reasons) == 2:
            break
    assert reasons == {"seasons", "anarchy"}
