"""Candidates for the `strong` policy's version 4 (issue 39; registered as no version): version 3's search
(strong_v3.py) with a different reading of the play-outs' ends.

Version 3 values a play-out's end by the squashed margin `1 / (1 + exp(-margin / 3.0))`, the margin being the
seat's estimate minus the best other seat's (strong_v3.evaluate), and every seat's estimate counts its hand.

- `sharp_command`: the margin squashed at a scale of SHARP_SCALE instead of 3.0. Near a margin of zero the
  reward then changes twice as fast, and a play-out far ahead or far behind counts nearly as a win or a loss:
  the search weighs being the seat on top (what a win at 5 players asks) more than how far.
- `own_hand_command`: the other seats' hands left out of their estimates. On a world drawn from the seat's view
  those hands are dealt at random from the cards the seat cannot see: their value at the end of a play-out is
  the deal's noise, not the seat's doing, while the seat's own hand is real.

Nothing else changes: version 3's shortlist, the heuristic's choice as the prior, the paired first stage and the
sequential confirmation, its budget.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from shared.domain.engine import RuleViolation, detached
from shared.domain.ismcts import SearchSettings, _key, _simulate, apply, root_candidates

from .strong import CardValues, buys_left, influence_after_scoring, open_prices
from .strong_v3 import (
    CONFIRM_WORLDS,
    FIRST_WORLDS,
    HAND_WEIGHT,
    LOOKS,
    RACE_SETTINGS,
    _mean,
    look,
    next_levels,
    open_copies,
    race_value,
)

SHARP_SCALE = 1.5


def own_hand_evaluate(state: dict, seat: int) -> float:
    """strong_v3.evaluate with only the seat's own hand counted (see the module's docstring)."""
    if state["over"]:
        return RACE_SETTINGS.evaluate(state, seat)
    influence = influence_after_scoring(state)
    prices = open_prices(state)
    copies = open_copies(state)
    n = state["n"]
    levels = [next_levels(state, s) for s in range(n)]
    values = []
    for s in range(n):
        buys = buys_left(state, s)
        total = race_value(state, s, influence, buys, prices, copies, levels)
        if buys and s != seat:
            card_values = CardValues(state, s)
            total -= HAND_WEIGHT * sum(card_values(card) for card in state["hands"][s])
        values.append(total)
    return values[seat] - max(values[s] for s in range(n) if s != seat)


SHARP_SETTINGS = replace(RACE_SETTINGS, scale=SHARP_SCALE)
OWN_HAND_SETTINGS = replace(RACE_SETTINGS, evaluate=own_hand_evaluate)


def _played_on(engine, settings: SearchSettings, state: dict, seat: int, commands: list[dict], world: dict,
               draws: int) -> list[float]:
    """strong_v3.played_on with the settings given."""
    values = []
    for command in commands:
        simulation = random.Random(draws)
        try:
            after = apply(engine, detached(world), seat, command, simulation)
        except RuleViolation:
            values.append(math.nan)
            continue
        values.append(_simulate(engine, settings, after, seat, simulation))
    return values


def _search(engine, settings: SearchSettings, state: dict, seat: int, rng: random.Random) -> dict:
    """strong_v3.strong_command with the settings given (the same stages, draws, tests and budget)."""
    legal, preferred = root_candidates(engine, settings, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = settings.determinize(state, seat, rng)
        rows.append(_played_on(engine, settings, state, seat, legal, world, rng.getrandbits(64)))
    means = [_mean([row[i] for row in rows]) for i in range(len(legal))]
    if prior is None:
        return legal[max(range(len(legal)), key=lambda i: means[i])]
    challenger = max((i for i in range(len(legal)) if i != prior), key=lambda i: means[i])
    if means[challenger] <= means[prior]:
        return legal[prior]
    pair = [legal[challenger], legal[prior]]
    differences = [row[challenger] - row[prior] for row in rows if not math.isnan(row[challenger] - row[prior])]
    for _ in range(LOOKS):
        for _ in range(CONFIRM_WORLDS):
            world = settings.determinize(state, seat, rng)
            both = _played_on(engine, settings, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]


def sharp_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return _search(engine, SHARP_SETTINGS, state, seat, rng)


def own_hand_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return _search(engine, OWN_HAND_SETTINGS, state, seat, rng)


def version3_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3 through this module's search: the check that `_search` is strong_v3.strong_command."""
    return _search(engine, RACE_SETTINGS, state, seat, rng)


__all__ = ["sharp_command", "own_hand_command", "version3_command"]
