"""The strong bot (rules/strong.py): the heuristic's memoized Study card Science changes none of its values or
choices, and the search's play-outs stop and are valued as they should."""

import dataclasses
import random

import pytest

from services.royal_archeology.rules import ENGINE, bots, scoring, strong
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
def test_the_heuristics_memoized_science_changes_none_of_its_values_or_choices(setup, monkeypatch):
    """bots._study_science memoizes scoring.study_science (the strong bot asks the heuristic thousands of times
    a decision): on positions of played games, the values and commands are those of the plain computation."""
    plist, options = setup
    positions = list(_positions(plist, options, seed=5))
    cache = bots._study_science
    cache.cache_clear()
    memoized = [([bots.value(state, seat) for seat in range(len(plist))],
                 bots.heuristic_command(ENGINE, state, ENGINE.pending(state)[0], None)) for state in positions]
    monkeypatch.setattr(bots, "_study_science", lambda study_id, expeditions: scoring.study_science(
        study_id, list(expeditions)))
    plain = [([bots.value(state, seat) for seat in range(len(plist))],
              bots.heuristic_command(ENGINE, state, ENGINE.pending(state)[0], None)) for state in positions]
    assert memoized == plain
    assert len(positions) >= 20 and cache.cache_info().hits  # the memo was in use


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
        return bots.heuristic_command(engine, world, mover, rng)

    settings = dataclasses.replace(strong.SETTINGS, rollout=recording)
    world = strong.determinize(state, seat, random.Random(1))
    world = ismcts.apply(ENGINE, world, seat, bots.heuristic_command(ENGINE, world, seat, None), random.Random(2))
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
