"""The `strong` bot's own pieces (services/modern_society/rules/strong*.py): its model of the other seats must
be the heuristic bot exactly, and its estimate must read the round's scoring before it happens."""

from __future__ import annotations

import random

import pytest

from services.modern_society.rules import ENGINE
from services.modern_society.rules.bots import heuristic_command
from services.modern_society.rules.strong import (
    BEFORE_SCORING,
    FINISHED,
    evaluate,
    influence_after_scoring,
    model_command,
)
from shared.domain.engine import fold
from shared.domain.simulation import play_random_game

from .ms_helpers import players


def _decision_states(seed, n, policy):
    """Every state of one game where some seat owes a decision with a choice (folded at each event)."""
    table = [{**p, "policy": policy} for p in players(n)]
    game = play_random_game(ENGINE, table, {}, seed, check=False)
    for cut in range(1, len(game.events)):
        state = fold(ENGINE, game.events[:cut])
        for seat in ENGINE.pending(state):
            if len(ENGINE.legal(state, seat)) > 1:
                yield state, seat


@pytest.mark.parametrize("policy", ["heuristic", "random"])
def test_the_search_models_every_seat_exactly_as_the_heuristic_bot_plays(policy):
    """The fast model is the heuristic's own choice in every phase (heuristic games reach the heuristic's
    usual positions, random ones the odd ones: full hands, empty supplies, markers deep in the curve)."""
    compared, phases = 0, set()
    for seed in range(6):
        for state, seat in _decision_states(seed, 3 + seed % 3, policy):
            expected = heuristic_command(ENGINE, state, seat, random.Random(1))
            assert model_command(ENGINE, state, seat, random.Random(1)) == expected, (seed, state["phase"], seat)
            compared += 1
            phases.add(state["phase"])
    assert compared > 500 and {"play", "features", "change", "convert", "buy", "exchange", "keep"} <= phases


def test_the_estimate_sees_the_round_scoring_before_it_happens():
    """Between the reveal and step 6 the estimate already counts what the cards on the table will score: the
    influence it reads there is the influence the round_scored event then writes, line for line."""
    checked = 0
    for seed in range(4):
        table = [{**p, "policy": "heuristic"} for p in players(5)]
        events = play_random_game(ENGINE, table, {}, seed, check=False).events
        for i, event in enumerate(events):
            if event["type"] != "round_scored":
                continue
            before = fold(ENGINE, events[:i])
            assert before["phase"] in BEFORE_SCORING
            estimated = influence_after_scoring(before)
            assert estimated == ENGINE.evolve(before, event)["inf"]
            checked += 1
    assert checked >= 30



def test_a_finished_game_is_judged_by_its_result():
    """A move may end the game at once (a marker reaching XX): the estimate then reads the result, a win far
    above any margin of points and a loss far below, rather than valuing cards nobody will play."""
    for seed in range(200):
        state = play_random_game(ENGINE, players(4), {}, seed, check=False).state
        if state["end"]["reason"] == "anarchy":
            break
    else:
        raise AssertionError("no anarchy end in 200 random games")
    winners = ENGINE.score(state)["winners"]
    for seat in range(4):
        if seat not in winners:
            expected = -FINISHED
        else:
            expected = FINISHED if len(winners) == 1 else 0.0
        assert evaluate(state, seat) == expected
