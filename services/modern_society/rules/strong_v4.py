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
- `aligned_command`: every play-out ends at the same point of the game, the start of the round after next (or
  the game's end), instead of after 75 decisions. A fixed count of decisions stops play-outs in the middle of a
  round's buying or exchanges, at a point that moves with the decision's own place in its round, where the
  estimate reads a half-done step (some seats have bought this round, others not yet).
- `aligned_end_command`: `aligned_command`, and from the third round before the last on, every play-out goes on
  to the game's end and is valued by its result (won, shared, lost), where the estimate two rounds ahead
  would stop one round short of the result.
- `aligned3_command`: `aligned_command` ending a round later, at the start of the third round after the decision's.
- `aligned_own_hand_command`: `aligned_command` with `own_hand_command`'s estimate.
- `focused_prior_command`: the seat's default, kept unless a departure is confirmed, is the heuristic tuned to win
  alone (f93a4ea's `focused_command`: version 3's race in its wants, its main Value wanted FOCUS more, a card
  exchanged below EXCHANGE_BELOW; 23.4% alone against 21.1% for the heuristic, docs/bench.md); the play-outs
  still model every seat, the seat too, as the heuristic. Tried before as the prior and the seat's own play-outs
  together (-5.6 points), never as the prior alone.

Nothing else changes: version 3's shortlist, the heuristic's choice as the prior, the paired first stage and the
sequential confirmation, its budget.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from shared.domain.engine import RuleViolation, detached
from shared.domain.ismcts import SearchSettings, _key, _simulate, apply, root_candidates

from .bots import _convert
from .components import LAWS
from .strong import (
    CardValues,
    _buy,
    buys_left,
    card_value,
    influence_after_scoring,
    leads,
    model_command,
    open_prices,
    wants,
)
from .strong_v3 import (
    CONFIRM_WORLDS,
    FIRST_WORLDS,
    HAND_WEIGHT,
    LOOKS,
    OUT_OF_REACH,
    RACE_SETTINGS,
    _mean,
    ahead_in_race,
    look,
    next_levels,
    open_copies,
    race_value,
)

SHARP_SCALE = 1.5
ALIGNED_ROUNDS = 2  # a play-out ends at the start of this many rounds after the decision's round
ALIGNED_CAP = 300  # decisions, a bound the aligned play-outs never reach (a round at 5 players is about 40)
FOCUS = 1.0  # added to the want of the seat's main Value (the heuristic's wants are 1.0-1.4 in reach)
EXCHANGE_BELOW = 4.0  # the heuristic exchanges its worst card below 2.5


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


def focused_wants(state: dict, seat: int) -> list[float]:
    """strong.wants with version 3's race (a Value whose next Law the seats ahead will take counts OUT_OF_REACH)
    and FOCUS more for the seat's main Value (f93a4ea's, unchanged)."""
    out = wants(state, seat)
    n = state["n"]
    influence = state["inf"]
    levels = [next_levels(state, s) for s in range(n)]
    copies = open_copies(state)
    for v in range(4):
        level = levels[seat][v]
        if out[v] > OUT_OF_REACH and ahead_in_race(state, seat, v, level, levels, influence) >= copies[(v, level)]:
            out[v] = OUT_OF_REACH
    stacks = state["laws"][seat]
    main = max(range(4), key=lambda v: (LAWS[stacks[v][-1]]["vp"] if stacks[v] else 0, influence[seat][v]))
    if out[main] > OUT_OF_REACH:
        out[main] += FOCUS
    return out


def focused_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """The heuristic (strong.model_command) with `focused_wants` and EXCHANGE_BELOW (f93a4ea's)."""
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    phase = state["phase"]
    if phase in ("play", "keep", "change", "exchange"):
        want = focused_wants(state, seat)
        second_wave = phase == "play" and state["wave"] == 2

        def values(card):
            return card_value(state, card, want, lambda v: leads(state, seat, v), second_wave)
        if phase in ("play", "keep"):
            return max((c for c in legal if c["type"] in ("play", "keep")), key=lambda c: values(c["card"]))
        if phase == "change":
            return min(legal, key=lambda c: values(c["card"]))
        worst = min((c for c in legal if c["type"] == "exchange"), key=lambda c: values(c["card"]))
        return worst if values(worst["card"]) < EXCHANGE_BELOW else {"type": "pass"}
    if phase == "convert":
        return _convert(state, seat, legal)
    if phase == "buy":
        return _buy(state, seat, legal)
    return model_command(engine, state, seat, rng)  # features: the heuristic's choice


FOCUSED_PRIOR_SETTINGS = replace(RACE_SETTINGS, prior=focused_command)


def aligned_settings(state: dict, base: SearchSettings = RACE_SETTINGS, to_the_end_from: int | None = None,
                     rounds: int = ALIGNED_ROUNDS) -> SearchSettings:
    """`base` with the play-outs ending at the start of round `state`'s round + `rounds`, or at the game's end
    from round `to_the_end_from` on (None: never)."""
    end = state["round"] + rounds
    if to_the_end_from is not None and state["round"] >= to_the_end_from:
        end = state["last_round"] + 1  # no round starts after the last: the play-out ends with the game
    return replace(base, horizon=ALIGNED_CAP, until=lambda world, seat: world["round"] >= end)


def aligned_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return _search(engine, aligned_settings(state), state, seat, rng)


def aligned_end_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return _search(engine, aligned_settings(state, to_the_end_from=state["last_round"] - 2), state, seat, rng)


def aligned3_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return _search(engine, aligned_settings(state, rounds=3), state, seat, rng)


def aligned_own_hand_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return _search(engine, aligned_settings(state, OWN_HAND_SETTINGS), state, seat, rng)


def focused_prior_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return _search(engine, FOCUSED_PRIOR_SETTINGS, state, seat, rng)


def sharp_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return _search(engine, SHARP_SETTINGS, state, seat, rng)


def own_hand_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return _search(engine, OWN_HAND_SETTINGS, state, seat, rng)


def version3_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3 through this module's search: the check that `_search` is strong_v3.strong_command."""
    return _search(engine, RACE_SETTINGS, state, seat, rng)


__all__ = ["sharp_command", "own_hand_command", "aligned_command", "aligned_end_command", "aligned3_command", "aligned_own_hand_command", "focused_prior_command", "version3_command"]
