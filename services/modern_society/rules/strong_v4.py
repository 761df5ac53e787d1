"""Candidates for Modern Society's `strong` version 4 (issue 39), registered as no version: version 3's search
(strong_v3.py) with one change each.

- `focused_prior_command`: the prior (the choice kept unless a departure is confirmed) is `focused_command`, a
  heuristic tuned to win alone (2-3 points above the heuristic against four heuristic seats, docs/bench.md),
  while every play-out, the seat's own later moves included, stays the heuristic as in version 3. Measured
  before (docs/bench.md): the focused policy as prior and as the seat's own play-outs (-5.6 points), the
  mimic as both (-7.9) and in the play-outs only (-5.8); the prior alone was not.
- `chain_command`: version 3's estimate, with the influence beyond the next Law's price counted towards the
  Law after it (one Law a round: a climb of 1, 3, 6, 11 vp needs 5, 10, 15 and 20 influence in turn, and the
  estimate counted none of what a seat gathers beyond its next price), at CHAIN of its worth, with version 3's
  race for that level.
- `hand_weight_command`: version 3's estimate with the cards in hand counted twice as much (HAND_WEIGHT 0.2
  instead of 0.1). Why: knowing the other seats' face-down cards this round (a diagnostic that cheats, -3.6
  points) and putting their best card face down (-4.0) both measured below version 3, as if its estimate valued
  what a round brings at once above the cards a seat keeps for later rounds; this tries the other weighting.

    python -m shared.tools.strength_bench modern_society 5 --start S --games 134 --processes 1 \
        --chooser services.modern_society.rules.strong_v4:CHOOSER --log LOG.jsonl
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import replace

from shared.domain.ismcts import _key, _simulate, apply, root_candidates
from shared.domain.engine import RuleViolation, detached

from .bots import _convert
from .components import LAWS, NEXT_LEVEL
from .strong import HAND_WEIGHT, PROGRESS_WEIGHT, CardValues, _buy, buys_left, card_value, influence_after_scoring, \
    leads, model_command, open_prices, wants
from .strong_v3 import (
    CONFIRM_WORLDS,
    FIRST_WORLDS,
    LOOKS,
    OUT_OF_REACH,
    RACE_SETTINGS,
    ahead_in_race,
    look,
    race_value,
    next_levels,
    open_copies,
)
from .winning import score
from .strong import FINISHED

FOCUS = 1.0  # added to the want of the seat's main Value (the heuristic's wants are 1.0-1.4 in reach)
EXCHANGE_BELOW = 4.0  # the heuristic exchanges its worst card below 2.5
HAND_TWICE = 2 * HAND_WEIGHT  # hand_weight_command's weight of a card in hand
CHAIN = 0.5  # the Law after the next one is a round further off at least


def focused_wants(state: dict, seat: int) -> list[float]:
    """strong.wants with version 3's race (a Value whose next Law the seats ahead will take counts OUT_OF_REACH)
    and FOCUS more for the seat's main Value (f93a4ea's candidate, unchanged)."""
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


class FocusedValues:
    """The card values of `focused_command` for one seat in one state, each worked out once."""

    __slots__ = ("state", "seat", "want", "second_wave", "cache")

    def __init__(self, state: dict, seat: int):
        self.state = state
        self.seat = seat
        self.want = focused_wants(state, seat)
        self.second_wave = state["phase"] == "play" and state["wave"] == 2
        self.cache: dict[str, float] = {}

    def lead(self, v: int) -> bool:
        return leads(self.state, self.seat, v)

    def __call__(self, card: str) -> float:
        value = self.cache.get(card)
        if value is None:
            value = self.cache[card] = card_value(self.state, card, self.want, self.lead, self.second_wave)
        return value


def focused_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """The heuristic (strong.model_command) with `focused_wants` and EXCHANGE_BELOW."""
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    phase = state["phase"]
    if phase in ("play", "keep"):
        values = FocusedValues(state, seat)
        return max((c for c in legal if c["type"] in ("play", "keep")), key=lambda c: values(c["card"]))
    if phase == "change":
        values = FocusedValues(state, seat)
        return min(legal, key=lambda c: values(c["card"]))
    if phase == "exchange":
        values = FocusedValues(state, seat)
        worst = min((c for c in legal if c["type"] == "exchange"), key=lambda c: values(c["card"]))
        return worst if values(worst["card"]) < EXCHANGE_BELOW else {"type": "pass"}
    if phase == "convert":
        return _convert(state, seat, legal)
    if phase == "buy":
        return _buy(state, seat, legal)
    return model_command(engine, state, seat, rng)  # features: the heuristic's choice


def weighted_value(state: dict, seat: int, influence: list[list[int]], buys: int,
                   prices: dict[tuple[int, int], int], copies: dict[tuple[int, int], int],
                   levels: list[list[int | None]]) -> float:
    """strong_v3.race_value with the hand counted HAND_TWICE instead of HAND_WEIGHT."""
    total = race_value(state, seat, influence, buys, prices, copies, levels)
    if buys:
        card_values = CardValues(state, seat)
        total += (HAND_TWICE - HAND_WEIGHT) * sum(card_values(card) for card in state["hands"][seat])
    return total


def chain_value(state: dict, seat: int, influence: list[list[int]], buys: int,
                prices: dict[tuple[int, int], int], copies: dict[tuple[int, int], int],
                levels: list[list[int | None]]) -> float:
    """strong_v3.race_value, plus the influence beyond the next Law's price counted towards the Law after it."""
    total = 0.0
    stacks = state["laws"][seat]
    held = influence[seat]
    for v in range(4):
        stack = stacks[v]
        top = LAWS[stack[-1]] if stack else None
        vp = top["vp"] if top is not None else 0
        total += vp
        if not buys:
            continue
        level = levels[seat][v]
        cost = prices.get((v, level)) if level is not None else None
        if cost is None:
            continue
        if top is not None and top["kind"] == "discount":
            cost = max(0, cost - top["amount"])
        ahead = ahead_in_race(state, seat, v, level, levels, influence)
        progress = PROGRESS_WEIGHT * (level - vp) * min(1.0, held[v] / max(1, cost))
        if ahead >= copies[(v, level)]:
            progress *= OUT_OF_REACH
        total += progress
        after = NEXT_LEVEL[level]
        after_cost = prices.get((v, after)) if after is not None else None
        if buys >= 2 and after_cost is not None and held[v] > cost:
            # the seats already climbing towards `after`, and those ahead for `level`, come first
            rivals = ahead + sum(1 for s in range(state["n"]) if s != seat and levels[s][v] == after)
            chain = CHAIN * PROGRESS_WEIGHT * (after - level) * min(1.0, (held[v] - cost) / max(1, after_cost))
            if rivals >= copies[(v, after)]:
                chain *= OUT_OF_REACH
            total += chain
    if buys:
        card_values = CardValues(state, seat)
        total += HAND_WEIGHT * sum(card_values(card) for card in state["hands"][seat])
    return total


def chain_evaluate(state: dict, seat: int, valued=None) -> float:
    """strong_v3.evaluate with `chain_value` (or `valued`)."""
    valued = valued or chain_value
    if state["over"]:
        winners = score(state)["winners"]
        return 0.0 if seat in winners and len(winners) > 1 else FINISHED if seat in winners else -FINISHED
    influence = influence_after_scoring(state)
    prices = open_prices(state)
    copies = open_copies(state)
    n = state["n"]
    levels = [next_levels(state, s) for s in range(n)]
    values = [valued(state, s, influence, buys_left(state, s), prices, copies, levels) for s in range(n)]
    return values[seat] - max(values[s] for s in range(n) if s != seat)


def weighted_evaluate(state: dict, seat: int) -> float:
    """strong_v3.evaluate with `weighted_value`."""
    return chain_evaluate(state, seat, weighted_value)


WEIGHTED_SETTINGS = replace(RACE_SETTINGS, evaluate=weighted_evaluate)
CHAIN_SETTINGS = replace(RACE_SETTINGS, evaluate=chain_evaluate)
FOCUSED_PRIOR_SETTINGS = replace(RACE_SETTINGS, prior=focused_command)


def played_on(engine, settings, state: dict, seat: int, commands: list[dict], world: dict,
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


def _mean(values: list[float]) -> float:
    kept = [v for v in values if not math.isnan(v)]
    return statistics.fmean(kept) if kept else -math.inf


def search(engine, candidates, settings, state: dict, seat: int, rng: random.Random) -> dict:
    """strong_v3.strong_command's search (the same draws from `rng`, in the same order): its shortlist and prior
    under `candidates`, its play-outs under `settings`."""
    legal, preferred = root_candidates(engine, candidates, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = RACE_SETTINGS.determinize(state, seat, rng)
        rows.append(played_on(engine, settings, state, seat, legal, world, rng.getrandbits(64)))
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
            world = RACE_SETTINGS.determinize(state, seat, rng)
            both = played_on(engine, settings, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]


def v3_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3 through this module's search (a check that the copy chooses what version 3 chooses)."""
    return search(engine, RACE_SETTINGS, RACE_SETTINGS, state, seat, rng)


def focused_prior_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3 with `focused_command` as the prior; the play-outs are version 3's."""
    return search(engine, FOCUSED_PRIOR_SETTINGS, RACE_SETTINGS, state, seat, rng)


def chain_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3 with `chain_evaluate` at the play-outs' ends (the shortlist's one-step values too)."""
    return search(engine, CHAIN_SETTINGS, CHAIN_SETTINGS, state, seat, rng)


def hand_weight_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3 with `weighted_evaluate` at the play-outs' ends (the shortlist's one-step values too)."""
    return search(engine, WEIGHTED_SETTINGS, WEIGHTED_SETTINGS, state, seat, rng)
