"""The strong bot's cheaper copies of the heuristic (rules/strong.py) are the heuristic: the same position
value and the same commands, on positions of played games in several modes."""

import pytest

from services.royal_archeology.rules import ENGINE, bots, strong
from shared.domain.engine import fold
from shared.domain.simulation import play_random_game
from tests.royal_archeology.ra_helpers import players

SETUPS = [(players(4), {}), (players(3), {"simplified_setup": True}), (players(2), {"mode": "confrontation"})]


def _positions(plist, options, seed, every=9):
    heuristic = {i: "heuristic" for i in range(len(plist))}
    game = play_random_game(ENGINE, plist, options, seed, check=False, policies=heuristic)
    for cut in range(1, len(game.events), every):
        state = fold(ENGINE, game.events[:cut])
        if not ENGINE.is_over(state) and ENGINE.pending(state):
            yield state


@pytest.mark.parametrize("setup", SETUPS, ids=["standard4", "standard3_simplified", "confrontation"])
def test_the_strong_bots_model_plays_and_values_exactly_as_the_heuristic(setup):
    plist, options = setup
    checked = 0
    for state in _positions(plist, options, seed=5):
        for seat in range(len(plist)):
            assert strong.position_value(state, seat) == bots.value(state, seat)
        seat = ENGINE.pending(state)[0]
        assert strong.modelled_command(ENGINE, state, seat, None) == bots.heuristic_command(
            ENGINE, state, seat, None)
        assert strong.greedy_model_command(ENGINE, state, seat, None) == bots.greedy_command(
            ENGINE, state, seat, None)
        checked += 1
    assert checked >= 20
