"""A candidate for the `strong` policy's version 4 (issue 39): version 3's search (strong_v3.py) on an estimate
that adds a model of the race for the Laws over the rest of the game.

Version 3's estimate looks at the next Law of each Value only: influence towards it counts OUT_OF_REACH of its
worth when enough seats ahead in the buying order need the same level. It does not see the later races (one
11 vp Law a Value, two 6 vp Laws): a seat can climb to 6 vp in a Value whose 11 goes to the seat ahead of it.

The race model (`projected`) plays the buying steps of the rounds left out on public information only: the
influence on the score cards after this round's scoring, each seat's income per round in each Value (what it
holds there plus what its Laws there cost, over the rounds scored), the Laws passed and the copies left. Each
round, Value by Value in the rulebook's order (step 7.1), the seats buy in order of most influence held there
(step 7.1.2, ties in turn order), one Law a round each, a Law they can pay for whose vp gain is not beaten by
one they can pay for later that round (the heuristic's rule, bots._buy); then each seat gains its income. The
estimate is version 3's plus RACE_WEIGHT times the vp the race model says the seat will still gain. Every seat
is valued so, the searching seat and its rivals alike.

Not released (no policy version plays it): paired with version 3 on tuning seeds 70,000-70,133 at 5 players it won
39.6% (RACE_WEIGHT 0.5) and, with version 3's progress term dropped and RACE_WEIGHT 1.0, 40.6%, against version 3's
40.4% (docs/bench.md, "The strong bots"). Kept so that the next attempt can start from it (strength_bench
--chooser services.modern_society.rules.strong_v4:strong_command).
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import replace

from shared.domain.engine import RuleViolation, detached
from shared.domain.ismcts import _key, _simulate, apply, root_candidates

from .components import LAWS, NEXT_LEVEL
from .strong import FINISHED, buys_left, influence_after_scoring, open_prices
from .strong_v3 import (
    CONFIRM_WORLDS,
    FIRST_WORLDS,
    LOOKS,
    RACE_SETTINGS,
    look,
    next_levels,
    open_copies,
    race_value,
)
from .winning import score

RACE_WEIGHT = 0.5  # the race model's vp still to gain, as a share of a point


def projected(state: dict, influence: list[list[int]]) -> list[int]:
    """Each seat's vp at the game's end as the race model plays the buying steps of the rounds left out."""
    n = state["n"]
    order = {s: (s - state["start"]) % n for s in range(n)}
    held = [row[:] for row in influence]
    tops = [[LAWS[stack[-1]] if stack else None for stack in state["laws"][s]] for s in range(n)]
    vps = [[top["vp"] if top else 0 for top in tops[s]] for s in range(n)]
    scored = max(1, state["round"])
    income = [[(held[s][v] + sum(LAWS[lid]["cost"] for lid in state["laws"][s][v])) / scored for v in range(4)]
              for s in range(n)]
    copies = open_copies(state)
    prices = open_prices(state)
    left = [buys_left(state, s) for s in range(n)]
    buying = state["phase"] in ("convert", "buy")
    first_value = state["value"] if buying else 0
    for r in range(max(left, default=0)):
        bought = [r == 0 and buying and bool(state["bought"][s]) for s in range(n)]

        def cost(s, v):
            level = NEXT_LEVEL[vps[s][v]]
            if level is None or not copies.get((v, level)):
                return None
            price = prices[(v, level)]
            top = tops[s][v]
            if top is not None and top["kind"] == "discount":
                price = max(0, price - top["amount"])
            return price if held[s][v] >= price else None

        for v in range(first_value if r == 0 else 0, 4):
            for s in sorted(range(n), key=lambda s: (-held[s][v], order[s])):
                if bought[s]:
                    continue
                price = cost(s, v)
                if price is None:
                    continue
                gain = NEXT_LEVEL[vps[s][v]] - vps[s][v]
                if any(cost(s, w) is not None and NEXT_LEVEL[vps[s][w]] - vps[s][w] > gain for w in range(v + 1, 4)):
                    continue
                level = NEXT_LEVEL[vps[s][v]]
                held[s][v] -= price
                copies[(v, level)] -= 1
                vps[s][v] = level
                tops[s][v] = None  # a discount is not modelled past the first buy
                bought[s] = True
        for s in range(n):
            for v in range(4):
                held[s][v] += income[s][v]
    return [sum(row) for row in vps]


def evaluate(state: dict, seat: int) -> float:
    """Version 3's estimate plus RACE_WEIGHT times the vp the race model says each seat will still gain; the
    seat's minus the best other seat's; a finished game by its result."""
    if state["over"]:
        winners = score(state)["winners"]
        return 0.0 if seat in winners and len(winners) > 1 else FINISHED if seat in winners else -FINISHED
    influence = influence_after_scoring(state)
    prices = open_prices(state)
    copies = open_copies(state)
    n = state["n"]
    levels = [next_levels(state, s) for s in range(n)]
    future = projected(state, influence)
    values = []
    for s in range(n):
        now = sum(LAWS[stack[-1]]["vp"] if stack else 0 for stack in state["laws"][s])
        values.append(race_value(state, s, influence, buys_left(state, s), prices, copies, levels)
                      + RACE_WEIGHT * (future[s] - now))
    return values[seat] - max(values[s] for s in range(n) if s != seat)


SETTINGS_V4 = replace(RACE_SETTINGS, evaluate=evaluate)


def played_on(engine, state: dict, seat: int, commands: list[dict], world: dict, draws: int) -> list[float]:
    """strong_v3.played_on on this estimate."""
    values = []
    for command in commands:
        simulation = random.Random(draws)
        try:
            after = apply(engine, detached(world), seat, command, simulation)
        except RuleViolation:
            values.append(math.nan)
            continue
        values.append(_simulate(engine, SETTINGS_V4, after, seat, simulation))
    return values


def _mean(values: list[float]) -> float:
    kept = [v for v in values if not math.isnan(v)]
    return statistics.fmean(kept) if kept else -math.inf


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """strong_v3.strong_command (the same budget and sequential paired test) on this estimate."""
    legal, preferred = root_candidates(engine, SETTINGS_V4, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = SETTINGS_V4.determinize(state, seat, rng)
        rows.append(played_on(engine, state, seat, legal, world, rng.getrandbits(64)))
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
            world = SETTINGS_V4.determinize(state, seat, rng)
            both = played_on(engine, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]
