"""The `strong` policy, version 3 (issue 39): version 2's confirmed departures from the heuristic (strong_v2.py),
with an estimate that sees the race for the Laws.

Version 1's estimate (strong.py: `value`) counts the influence gathered towards the next Law of a Value as
vp on their way, whoever else wants that Law. But Laws of a level are few (one 11 vp Law a Value, two 6 vp
Laws, three 3 vp), and step 7.1.2 lets the seats holding most influence in the Value buy first: influence
heaped up behind seats that will take every copy first buys nothing. Version 1's lost games on the tuning
range show it (docs/bench.md): it strands influence in a Value whose Laws go to the seats ahead of it in the
buying order, and the winner is nearly always the seat that completes one Value's climb to its 11 vp Law.

Version 3 values the progress towards a Law by the seat's place in that race, read from public information
only (the Laws passed, the influence on the score cards after this round's scoring, the supply): the seats
that need the same level of the same Value and hold more influence there (or as much and buy earlier in
turn order) are ahead of it; if they are at least as many as the copies left, the progress counts
OUT_OF_REACH of its worth, the share the heuristic gives a Value whose next Law is out of reach
(bots._want). Every seat is valued so, the searching seat and its rivals alike.

The search is version 2's, on this estimate, with its budget spent where a decision is open: every
shortlisted candidate on the same worlds (FIRST_WORLDS in all), then the best challenger against the
heuristic's choice on CONFIRM_WORLDS more worlds at a time, at most LOOKS times. After each batch a sequential
paired test (`look`) departs when the mean per-world advantage clears BOUNDARY standard errors and version 1's
margin, stays with the heuristic as soon as the advantage is gone, and otherwise plays another batch. Version 2
gave a challenger one batch: a real but small advantage seldom cleared its test, and one that did not clear it
was dropped. A decision without a challenger costs what it did; an open one up to LOOKS batches (each look's
boundary is stricter than version 2's 1.64 so that the repeated looks keep the false departures near 5%).
Versions 1 and 2 stay as they were: games recorded with them replay with them (shared.domain.policy_versions).
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import replace

from shared.domain.engine import RuleViolation, detached
from shared.domain.ismcts import _key, _simulate, apply, root_candidates

from .components import LAWS, NEXT_LEVEL
from .strong import (
    FINISHED,
    HAND_WEIGHT,
    PROGRESS_WEIGHT,
    SETTINGS,
    CardValues,
    buys_left,
    influence_after_scoring,
    open_prices,
)
from .winning import score

OUT_OF_REACH = 0.3  # bots._want's weight of a Value whose next Law the seat cannot reach
FIRST_WORLDS = 48  # stage 1: simulations over all the candidates (at least one world each)
CONFIRM_WORLDS = 24  # stage 2: worlds per look for the challenger and the heuristic's choice, each
LOOKS = 4  # stage 2: at most this many looks, each on CONFIRM_WORLDS more worlds
BOUNDARY = 2.0  # a departure's mean advantage at any look, in standard errors (LOOKS looks, one-sided 5% in all)


def open_copies(state: dict) -> dict[tuple[int, int], int]:
    """(Value, vp level) -> how many Laws of that level are still in the supply."""
    out: dict[tuple[int, int], int] = {}
    for lid in state["supply"]:
        law = LAWS[lid]
        key = (law["value"], law["vp"])
        out[key] = out.get(key, 0) + 1
    return out


def next_levels(state: dict, seat: int) -> list[int | None]:
    """The vp level of the seat's next Law in each Value (None: the Value's climb is complete)."""
    out = []
    for stack in state["laws"][seat]:
        out.append(NEXT_LEVEL[LAWS[stack[-1]]["vp"] if stack else 0])
    return out


def ahead_in_race(state: dict, seat: int, value: int, level: int, levels: list[list[int | None]],
                  influence: list[list[int]]) -> int:
    """How many other seats need the same level of `value` and would buy before the seat (step 7.1.2: most
    influence held first, ties in turn order)."""
    n = state["n"]
    order = {s: (s - state["start"]) % n for s in range(n)}
    mine = influence[seat][value]
    return sum(1 for other in range(n) if other != seat and levels[other][value] == level
               and (influence[other][value], -order[other]) > (mine, -order[seat]))


def race_value(state: dict, seat: int, influence: list[list[int]], buys: int,
               prices: dict[tuple[int, int], int], copies: dict[tuple[int, int], int],
               levels: list[list[int | None]]) -> float:
    """strong.value with the progress towards a Law weighed by the seat's place in the race for it."""
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
        progress = PROGRESS_WEIGHT * (level - vp) * min(1.0, held[v] / max(1, cost))
        if ahead_in_race(state, seat, v, level, levels, influence) >= copies[(v, level)]:
            progress *= OUT_OF_REACH
        total += progress
    if buys:
        card_values = CardValues(state, seat)
        total += HAND_WEIGHT * sum(card_values(card) for card in state["hands"][seat])
    return total


def evaluate(state: dict, seat: int) -> float:
    """The seat's value minus the best other seat's, every seat valued with its place in the races; a
    finished game by its result (strong.evaluate's)."""
    if state["over"]:
        winners = score(state)["winners"]
        return 0.0 if seat in winners and len(winners) > 1 else FINISHED if seat in winners else -FINISHED
    influence = influence_after_scoring(state)
    prices = open_prices(state)
    copies = open_copies(state)
    n = state["n"]
    levels = [next_levels(state, s) for s in range(n)]
    values = [race_value(state, s, influence, buys_left(state, s), prices, copies, levels) for s in range(n)]
    return values[seat] - max(values[s] for s in range(n) if s != seat)


RACE_SETTINGS = replace(SETTINGS, evaluate=evaluate)


def played_on(engine, state: dict, seat: int, commands: list[dict], world: dict, draws: int) -> list[float]:
    """Each command's simulation value on one world, with the same simulation draws (NaN: the world refused it,
    which it should not: the world matches the seat's view)."""
    values = []
    for command in commands:
        simulation = random.Random(draws)
        try:
            after = apply(engine, detached(world), seat, command, simulation)
        except RuleViolation:
            values.append(math.nan)
            continue
        values.append(_simulate(engine, RACE_SETTINGS, after, seat, simulation))
    return values


def _mean(values: list[float]) -> float:
    kept = [v for v in values if not math.isnan(v)]
    return statistics.fmean(kept) if kept else -math.inf


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    legal, preferred = root_candidates(engine, RACE_SETTINGS, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = RACE_SETTINGS.determinize(state, seat, rng)
        rows.append(played_on(engine, state, seat, legal, world, rng.getrandbits(64)))
    means = [_mean([row[i] for row in rows]) for i in range(len(legal))]
    if prior is None:  # no heuristic choice among the candidates (it should not happen): the best mean
        return legal[max(range(len(legal)), key=lambda i: means[i])]
    challenger = max((i for i in range(len(legal)) if i != prior), key=lambda i: means[i])
    if means[challenger] <= means[prior]:
        return legal[prior]
    pair = [legal[challenger], legal[prior]]
    differences = [row[challenger] - row[prior] for row in rows if not math.isnan(row[challenger] - row[prior])]
    for _ in range(LOOKS):
        for _ in range(CONFIRM_WORLDS):
            world = RACE_SETTINGS.determinize(state, seat, rng)
            both = played_on(engine, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]


def look(differences: list[float]) -> bool | None:
    """A look of the sequential paired test: True (depart: the mean per-world advantage beats version 1's margin
    and BOUNDARY standard errors), False (stay: the advantage is gone, the mean at or below zero), None (open:
    play more worlds)."""
    if len(differences) < 2:
        return None
    mean = statistics.fmean(differences)
    if mean <= 0:
        return False
    error = statistics.stdev(differences) / math.sqrt(len(differences))
    if mean > SETTINGS.margin and mean > BOUNDARY * error:
        return True
    return None
