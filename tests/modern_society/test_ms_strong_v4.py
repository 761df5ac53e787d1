"""The race model of the `strong` candidate for version 4 (services/modern_society/rules/strong_v4.py, issue 39):
it plays the buying steps of the rounds left out on public information, most influence first (step 7.1.2)."""

from __future__ import annotations

import random

from services.modern_society.rules import ENGINE, strong_v4
from services.modern_society.rules.components import LAWS
from services.modern_society.rules.strong_v4 import projected
from shared.domain.engine import detached

from .test_ms_strong import _decision_states
from .test_ms_strong_v3 import _red_race


def _red_gain(rival_influence):
    """Seat 0's and seat 1's vp still to gain as the race model plays the game out, in strong_v3's race for Red's
    one 11 vp Law (seat 0 holds 10 Red influence, seat 1 `rival_influence`)."""
    state, _, influence, _ = _red_race(rival_influence)
    future = projected(state, influence)
    return [future[s] - sum(LAWS[stack[-1]]["vp"] if stack else 0 for stack in state["laws"][s]) for s in (0, 1)]


def test_the_one_eleven_goes_to_the_seat_that_can_pay_first_and_holds_more():
    """A rival that can pay the 11 vp Red Law now takes it (step 7.1.2: most influence first) and seat 0 never
    gains its 5 vp there; a rival far behind does not, and seat 0 takes it once its Red income pays for it."""
    behind, ahead = _red_gain(rival_influence=25), _red_gain(rival_influence=5)
    assert ahead[0] - behind[0] == 5 and behind[1] - ahead[1] == 5


def test_the_candidate_chooses_a_legal_command_and_replays():
    found = [(state, seat) for state, seat in _decision_states(5, 5, "heuristic")
             if state["phase"] in ("play", "buy", "exchange") and len(ENGINE.legal(state, seat)) > 2]
    for index, (state, seat) in enumerate(found[:: max(1, len(found) // 3)][:3]):
        chosen = strong_v4.strong_command(ENGINE, detached(state), seat, random.Random(index))
        assert chosen in ENGINE.legal(state, seat)
        assert strong_v4.strong_command(ENGINE, detached(state), seat, random.Random(index)) == chosen
