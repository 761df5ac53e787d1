"""The `strong` bot's version 3 (services/modern_society/rules/strong_v3.py, issue 39): its estimate weighs the
influence gathered towards a Law by the seat's place in the race for that Law; new games play it, and versions
1 and 2 stay what recorded games were played with."""

from __future__ import annotations

import random

import pytest

from services.modern_society.rules import ENGINE, strong, strong_v3
from services.modern_society.rules.components import LAWS, LEVEL_IDS
from services.modern_society.rules.strong_v3 import (
    OUT_OF_REACH,
    ahead_in_race,
    look,
    next_levels,
    open_copies,
    race_value,
)
from shared.domain import policy_versions
from shared.domain.engine import detached, fold
from shared.domain.rules_versions import PRESENTATION
from shared.domain.simulation import play_random_game

from .ms_helpers import players
from .test_ms_strong import _decision_states

RED = 0


def _after_scoring(seed=7):
    """A 5-player position between a round's scoring and its end (exchange), where the estimate reads the
    score cards as they are."""
    table = [{**p, "policy": "heuristic"} for p in players(5)]
    events = play_random_game(ENGINE, table, {}, seed, check=False).events
    for cut in range(1, len(events)):
        state = fold(ENGINE, events[:cut])
        if state["phase"] == "exchange" and state["round"] >= 2:
            return state
    raise AssertionError("no exchange phase")


def _climbed_to_six(state, seat):
    """The seat's Red Laws: a 1, a 3 and a 6 vp Law, none a discount (its next Red Law is the 11 vp one, at its
    printed cost)."""
    state["laws"][seat][RED] = [next(lid for lid in LEVEL_IDS[(RED, vp)] if LAWS[lid]["kind"] != "discount")
                                for vp in (1, 3, 6)]


def _red_race(rival_influence):
    """Seats 0 and 1 both next need Red's one 11 vp Law; seat 0 holds 10 Red influence, seat 1 `rival_influence`;
    every other seat's Red climb is empty. Seat 0's value as version 3 weighs it."""
    state = detached(_after_scoring())
    for seat in range(5):
        state["laws"][seat][RED] = []
    _climbed_to_six(state, 0)
    _climbed_to_six(state, 1)
    eleven = LEVEL_IDS[(RED, 11)][0]
    if eleven not in state["supply"]:
        state["supply"].append(eleven)
    state["inf"][0][RED], state["inf"][1][RED] = 10, rival_influence
    levels = [next_levels(state, s) for s in range(5)]
    influence = strong.influence_after_scoring(state)
    value = race_value(state, 0, influence, strong.buys_left(state, 0), strong.open_prices(state),
                       open_copies(state), levels)
    return state, levels, influence, value


def test_a_seat_behind_every_copy_of_its_next_law_counts_its_influence_there_as_out_of_reach():
    """The one 11 vp Red Law goes to whoever holds more Red influence (step 7.1.2): behind a rival, seat 0's 10
    of the 20 needed count OUT_OF_REACH of what they count ahead of it."""
    state, levels, influence, behind = _red_race(rival_influence=15)
    assert ahead_in_race(state, 0, RED, 11, levels, influence) == 1 and open_copies(state)[(RED, 11)] == 1
    _, _, _, ahead = _red_race(rival_influence=5)
    progress = strong.PROGRESS_WEIGHT * (11 - 6) * 10 / LAWS[LEVEL_IDS[(RED, 11)][0]]["cost"]
    assert ahead - behind == pytest.approx(progress * (1 - OUT_OF_REACH))


def test_a_tie_in_influence_is_broken_by_turn_order():
    """Ties keep turn order in the buying queue (step7_buying_laws.buy_queue): the seat nearer the start player
    buys first."""
    state, _, _, _ = _red_race(rival_influence=10)
    levels = [next_levels(state, s) for s in range(5)]
    influence = [row[:] for row in state["inf"]]
    first, second = ((0, 1) if (0 - state["start"]) % 5 < (1 - state["start"]) % 5 else (1, 0))
    assert ahead_in_race(state, first, RED, 11, levels, influence) == 0
    assert ahead_in_race(state, second, RED, 11, levels, influence) == 1


def test_a_look_departs_on_a_clear_advantage_stays_once_it_is_gone_and_otherwise_plays_on():
    assert look([0.5]) is None  # one world tells nothing yet
    assert look([0.05, 0.06, 0.04, 0.05, 0.07, 0.05]) is True
    assert look([0.3, -0.35, 0.2, -0.3, 0.05, -0.1]) is False  # the mean advantage is gone
    assert look([0.3, -0.25, 0.2, -0.3, 0.25, -0.1]) is None  # a positive mean inside the noise: more worlds
    assert look([0.005] * 12) is None  # steady, but below version 1's margin


def test_new_games_play_version_3_handed_a_world_and_versions_1_and_2_stay():
    versions = policy_versions.versions_of(ENGINE, "strong")
    assert policy_versions.newest(ENGINE, "strong") == 3
    assert versions[3].chooser.endswith(".strong_v3:strong_command") and versions[3].world is not None
    assert versions[2].chooser.endswith(".strong_v2:strong_command")
    assert versions[1].chooser.endswith(".strong:strong_command")
    assert "strong_v3.py" in PRESENTATION  # the rules' hash is the same with it: it decides no rule


def test_version_3_chooses_a_legal_command_and_replays():
    found = [(state, seat) for state, seat in _decision_states(5, 4, "heuristic")
             if state["phase"] in ("play", "buy", "exchange") and len(ENGINE.legal(state, seat)) > 2]
    assert len(found) >= 8
    for index, (state, seat) in enumerate(found[:: max(1, len(found) // 8)][:8]):
        chosen = strong_v3.strong_command(ENGINE, detached(state), seat, random.Random(index))
        assert chosen in ENGINE.legal(state, seat)
        assert strong_v3.strong_command(ENGINE, detached(state), seat, random.Random(index)) == chosen
