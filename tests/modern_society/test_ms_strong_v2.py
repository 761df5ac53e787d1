"""The `strong` bot's version 2 (services/modern_society/rules/strong_v2.py, issue 39): it departs from the
heuristic's choice only on a confirmed advantage, new games play it, and version 1 stays what recorded games
were played with."""

from __future__ import annotations

import random

from services.modern_society.rules import ENGINE, strong, strong_v2
from services.modern_society.rules.strong_v2 import confirmed
from shared.domain import policy_versions
from shared.domain.engine import detached
from shared.domain.rules_versions import PRESENTATION

from .test_ms_strong import _decision_states


def test_a_departure_needs_an_advantage_beyond_the_noise_and_the_margin():
    assert not confirmed([0.5])  # one world confirms nothing
    assert not confirmed([0.005] * 12)  # steady, but below version 1's margin
    assert not confirmed([0.3, -0.25, 0.2, -0.3, 0.25, -0.1])  # a positive mean, inside the noise
    assert confirmed([0.05, 0.06, 0.04, 0.05, 0.07, 0.05])


def test_version_2_is_handed_a_world_and_version_1_stays_for_recorded_games():
    versions = policy_versions.versions_of(ENGINE, "strong")
    assert policy_versions.newest(ENGINE, "strong") >= 2  # version 3 (test_ms_strong_v3.py) is what new games play
    assert versions[2].chooser.endswith(".strong_v2:strong_command") and versions[2].world is not None
    assert versions[1].chooser.endswith(".strong:strong_command") and versions[1].world is None
    assert "strong_v2.py" in PRESENTATION  # the rules' hash is the same with it: it decides no rule


def _positions(count):
    """Decisions of the strong seat's kind with a real choice (cards, Laws, exchanges), spread over two games."""
    found = [(state, seat) for seed in (3, 4) for state, seat in _decision_states(seed, 5, "heuristic")
             if state["phase"] in ("play", "buy", "exchange") and len(ENGINE.legal(state, seat)) > 2]
    return found[:: max(1, len(found) // count)][:count]


def test_version_2_departs_from_the_heuristic_less_often_than_version_1_and_replays():
    """Version 1 left the heuristic's choice on noise (44% of its card plays, README); version 2 needs a
    confirmed advantage. Every choice is legal, and the same randomness gives the same choice (games replay)."""
    departures = {1: 0, 2: 0}
    positions = _positions(16)
    assert len(positions) == 16
    for index, (state, seat) in enumerate(positions):
        heuristic = strong.model_command(ENGINE, state, seat, random.Random(index))
        chosen = strong_v2.strong_command(ENGINE, detached(state), seat, random.Random(index))
        assert chosen in ENGINE.legal(state, seat)
        assert strong_v2.strong_command(ENGINE, detached(state), seat, random.Random(index)) == chosen
        departures[2] += chosen != heuristic
        departures[1] += strong.strong_command(ENGINE, detached(state), seat, random.Random(index)) != heuristic
    assert departures[2] < departures[1], departures
