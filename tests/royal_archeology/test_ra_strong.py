"""The strong bot's cheaper copy of the heuristic (rules/strong.py) is the heuristic: the same position
value and the same commands, on positions of played games in several modes."""

import dataclasses
import random

import pytest

from services.royal_archeology.rules import ENGINE, bots, strong
from shared.domain import ismcts
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
        checked += 1
    assert checked >= 20


def test_a_play_out_ends_at_the_seats_next_turn_after_every_other_seats_reply():
    """The strong bot compares its candidates after the same replies: each play-out runs until the seat is
    about to choose its next explorer, every other seat having taken its turn with the heuristic (the model
    of the opponents it meets), and not earlier."""
    plist, options = players(4), {}
    turn_starts = [state for state in _positions(plist, options, seed=5, every=3)
                   if state["queue"][0]["k"] == "activate" and state["year"] == 2]
    state = turn_starts[0]
    seat = state["queue"][0]["seat"]
    movers = []

    def recording(engine, world, mover, rng):
        movers.append(mover)
        return strong.modelled_command(engine, world, mover, rng)

    settings = dataclasses.replace(strong.SETTINGS, rollout=recording)
    world = strong.determinize(state, seat, random.Random(1))
    world = ismcts.apply(ENGINE, world, seat, strong.modelled_command(ENGINE, world, seat, None), random.Random(2))
    ismcts._simulate(ENGINE, settings, world, seat, random.Random(3))
    assert set(movers) == {0, 1, 2, 3}
    assert movers[-1] != seat  # stopped before the seat's own next decision
    assert len(movers) < strong.SETTINGS.horizon - 1  # by `about_to_choose_explorer`, not by the horizon


def test_a_finished_play_out_is_worth_its_final_scores():
    heuristic = {i: "heuristic" for i in range(4)}
    game = play_random_game(ENGINE, players(4), {}, 5, check=False, policies=heuristic)
    final = fold(ENGINE, game.events)
    result = ENGINE.score(final)
    totals = {p["seat"]: p["total"] for p in result["players"]}
    for seat, total in totals.items():
        best_other = max(t for s, t in totals.items() if s != seat)
        bonus = 5.0 if result["winners"] == [seat] else 2.0 if seat in result["winners"] else -5.0
        assert strong.outcome(ENGINE, final, seat) == total - best_other + bonus
    winner = result["winners"][0]
    assert strong.outcome(ENGINE, final, winner) > 0 > min(strong.outcome(ENGINE, final, s) for s in totals)


def test_a_finished_solo_play_out_is_worth_the_players_own_score():
    """Solo Mode: the Automa is not ranked, so the player's final score is what a play-out is worth."""
    solo = play_random_game(ENGINE, players(1, automa_at=1), {"mode": "solo"}, 1, check=False,
                            policies={0: "heuristic"})
    final = fold(ENGINE, solo.events)
    (player,) = ENGINE.score(final)["players"]
    assert strong.outcome(ENGINE, final, 0) == player["total"] + 5.0
