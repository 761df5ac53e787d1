"""F - Preparation and Game End 1 (seasons per player count)."""

import random

import pytest

from services.modern_society.rules import ENGINE
from services.modern_society.rules.components import LAWS, TOPIC_IDS
from shared.domain.engine import IllegalMove

from .ms_helpers import new_state, players


@pytest.mark.parametrize("n,removed", [(5, {}), (4, {1: 1}), (3, {1: 1, 3: 1})])
def test_law_decks_thinned_by_player_count(n, removed):
    """Preparation 1: "For 4 players, remove one random 1vp card from each Law card deck. For 3 players,
    remove one random 1vp card and one random 3vp card from each Law card deck." """
    state, _ = new_state(n, seed=3)
    for v in range(4):
        gone = [lid for lid in state["removed"] if LAWS[lid]["value"] == v]
        counts = {}
        for lid in gone:
            counts[LAWS[lid]["vp"]] = counts.get(LAWS[lid]["vp"], 0) + 1
        assert counts == removed
    assert len(state["supply"]) == 40 - len(state["removed"])
    assert not set(state["supply"]) & set(state["removed"])


def test_removed_laws_are_random():
    """Preparation 1: "remove one random 1vp card" - different games remove different cards."""
    seen = {tuple(new_state(3, seed)[0]["removed"]) for seed in range(12)}
    assert len(seen) > 1


@pytest.mark.parametrize("n", [3, 4, 5])
def test_five_cards_dealt_and_deck_holds_the_rest(n):
    """Preparation 4: "Shuffle the Topic cards and deal 5 to each player. Place the deck face down"."""
    state, _ = new_state(n, seed=1)
    assert [len(h) for h in state["hands"]] == [5] * n
    in_hands = [c for h in state["hands"] for c in h]
    assert len(set(in_hands)) == 5 * n
    assert sorted(in_hands + state["deck"]) == sorted(TOPIC_IDS)


def test_start_player_is_random():
    """Preparation 5: "Randomly determine a Start Player"."""
    starts = {new_state(4, seed)[0]["first_start"] for seed in range(40)}
    assert starts == {0, 1, 2, 3}


@pytest.mark.parametrize("n,rounds", [(3, 12), (4, 12), (5, 9)])
def test_seasons_per_player_count(n, rounds):
    """Game End 1: "Each Season consists of three rounds ... For 3 or 4 players, the game ends after 4
    Seasons. For 5 players, the game ends after 3 Seasons." """
    state, _ = new_state(n)
    assert state["last_round"] == rounds and state["seasons"] * 3 == rounds


def test_markers_start_at_start_and_score_cards_empty():
    """B: "Place one Marker of each colour on the start position"; D: score cards start empty."""
    state, _ = new_state(4)
    assert state["track"] == [0, 0, 0, 0]
    assert state["inf"] == [[0, 0, 0, 0]] * 4
    assert state["round"] == 1 and state["season"] == 1


@pytest.mark.parametrize("bad", [players(2), players(6), [{"name": "a", "kind": "automa"}] * 3,
                                 [{"name": 1, "kind": "bot"}] * 3, "x"])
def test_setup_refuses_wrong_player_lists(bad):
    """Modern Society is for 3-5 players; seat kinds are human and bot."""
    with pytest.raises(IllegalMove) as err:
        ENGINE.validate_setup(bad, {})
    assert err.value.field == "players"


def test_setup_events_are_reproducible_from_the_rng():
    """DESIGN: randomness drawn from the rng and written into the setup events."""
    a = ENGINE.new_game(players(4), {}, random.Random(9))
    b = ENGINE.new_game(players(4), {}, random.Random(9))
    assert a == b
    assert a[0]["type"] == "game_started"
