"""Pairing version 2 (issue 26): minimal-repeat Swiss and complete odd round robins. Pure, no I/O.

Version 1 (services/tournaments/pairing.py) stays frozen: tournaments whose created event names no
pairing version were paired by it and are audited by it forever. This module only adds what changed.

Swiss. The stated cost of a round is unchanged (the repeat meetings it adds, `pairing.round_cost`).
A round minimises, in this order:

  1. the repeat meetings (the stated cost);
  2. the standings spread: the sum over tables of (worst rank - best rank) at the table, ranks being
     positions in the standings order, so a table seats entrants as close in the standings as the
     repeats allow.

The standings order breaks exact ties by the seeded RNG (as in version 1), so among seatings of equal
cost the one chosen is a seeded draw.

- Fields of up to EXACT_FIELD entrants are solved exactly: a dynamic programme over the set of
  entrants already seated (the lowest unseated entrant opens the next table, with every choice of
  table size and table mates), which is a proof of the minimum; deterministic, no solver parameters.
- Larger fields start from version 1's greedy pass over the standings and improve it by swaps between
  ANY two tables, nearest tables first, while a swap lowers the repeats (the spread is not part of
  this search: nearest-first keeps entrants close to their standing). `repeat_lower_bound` bounds
  the minimum from below; `make bench` reports the margin.

Round robin. Tables of two with an odd field and bot_fill: the circle method over n + 1 places, the
extra place a filler seat, so every pair meets exactly once in n rounds and each entrant plays the
filler bot once (its bye). Larger tables: version 1's balancing schedule, unchanged.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from services.tournaments import pairing
from services.tournaments.pairing import Meetings, PairingError, Table, pair_key

# 16 entrants: the exact programme solves every table-size mix within about half a second a round on one
# core (tables of four are the slowest); the state space grows ~2^n (20 at tables of four: ~7 s a round).
EXACT_FIELD = 16
MAX_SEARCH_PASSES = 8

__all__ = ["EXACT_FIELD", "PairingError", "repeat_lower_bound", "round_robin_rounds", "round_robin_schedule",
           "swiss_round"]


def swiss_round(
    standings: Sequence[tuple[str, Sequence[float]]],
    meetings: Meetings,
    allowed: Sequence[int],
    rng: random.Random,
    bot_fill: bool = False,
) -> list[Table]:
    """One Swiss round at the minimum repeats (exact up to EXACT_FIELD entrants); table 0 is the top table."""
    order = pairing.order_by_standings(standings, rng)
    plan = pairing.plan_tables(len(order), allowed, bot_fill)
    seats = [entrants for entrants, _ in plan]
    if len(order) <= EXACT_FIELD:
        tables = exact_tables(order, seats, meetings)
    else:
        tables = pairing._greedy(order, seats, meetings)  # version 1's start (frozen, so reusing it is safe)
        improve_tables(tables, meetings)
    return _seat(tables, plan, rng)


def _seat(tables: list[list[str]], plan: list[tuple[int, int]], rng: random.Random) -> list[Table]:
    """Tables in standings order, each topped up with its filler bots and its seat order shuffled by lot
    (version 1's). A plan's filler count depends only on a table's entrant count, and the exact programme
    may order the sizes differently from the plan: each table takes the fillers of its size."""
    bots = dict(plan)
    return pairing._seat(tables, [(len(t), bots[len(t)]) for t in tables], rng)


# -- exact: a dynamic programme over seated sets ----------------------------------------------------------

def exact_tables(order: list[str], seats: list[int], meetings: Meetings) -> list[list[str]]:
    """Tables (entrant ids, best ranked first, top table first) of the given entrant counts minimising
    (repeats, standings spread) exactly; ties go to the first seating in the programme's order."""
    n = len(order)
    repeats = [[meetings.get(pair_key(a, b), 0) for b in order] for a in order]
    weight = n * n + 1  # one repeat outweighs any spread (a spread is below n per table)
    sizes = sorted(Counter(seats).items(), reverse=True)
    full = (1 << n) - 1
    memo: dict[tuple[int, tuple[int, ...]], tuple[int, tuple[int, ...] | None]] = {}
    table_costs: dict[int, int] = {}  # members' mask -> cost: the same table recurs under many seated sets

    def table_cost(members: tuple[int, ...], mask: int) -> int:
        cost = table_costs.get(mask)
        if cost is None:
            met = sum(repeats[a][b] for i, a in enumerate(members) for b in members[i + 1:])
            cost = table_costs[mask] = met * weight + members[-1] - members[0]
        return cost

    def best(seated: int, left: tuple[int, ...]) -> int:
        key = (seated, left)
        known = memo.get(key)
        if known is not None:
            return known[0]
        if seated == full:
            memo[key] = (0, None)
            return 0
        first = (~seated & (seated + 1)).bit_length() - 1  # the best ranked entrant not yet seated
        free = [i for i in range(first + 1, n) if not seated >> i & 1]
        lowest: float = math.inf
        choice: tuple[int, ...] | None = None
        for slot, (size, _) in enumerate(sizes):
            if left[slot] == 0:
                continue
            rest = left[:slot] + (left[slot] - 1,) + left[slot + 1:]
            for mates in combinations(free, size - 1):
                members = (first, *mates)
                mask = 1 << first
                for m in mates:
                    mask |= 1 << m
                cost = table_cost(members, mask)
                if cost >= lowest:
                    continue  # every cost is >= 0: the rest cannot make this seating the best
                cost += best(seated | mask, rest)
                if cost < lowest:
                    lowest, choice = cost, members
        memo[key] = (int(lowest), choice)
        return int(lowest)

    left = tuple(count for _, count in sizes)
    best(0, left)
    tables, seated = [], 0
    while seated != full:
        members = memo[(seated, left)][1]
        slot = next(i for i, (size, _) in enumerate(sizes) if size == len(members) and left[i] > 0)
        left = left[:slot] + (left[slot] - 1,) + left[slot + 1:]
        for m in members:
            seated |= 1 << m
        tables.append([order[i] for i in members])
    return tables


# -- large fields: swaps between any two tables, nearest first ------------------------------------------

def _met(meetings: Meetings, a: str, table: list[str], without: str | None = None) -> int:
    return sum(meetings.get(pair_key(a, b), 0) for b in table if b != a and b != without)


def improve_tables(tables: list[list[str]], meetings: Meetings) -> None:
    """Swap entrants between two tables while that lowers the repeats: each entrant who repeats at its
    table is tried against the tables nearest to it first, the first lowering swap taken."""
    if not meetings:
        return
    for _ in range(MAX_SEARCH_PASSES):
        improved = False
        for t, table in enumerate(tables):
            for i in range(len(table)):
                if _met(meetings, table[i], table) and _swap_nearest(tables, t, i, meetings):
                    improved = True
        if not improved:
            return


def _swap_nearest(tables: list[list[str]], t: int, i: int, meetings: Meetings) -> bool:
    here = tables[t]
    a = here[i]
    stay = _met(meetings, a, here)
    for distance in range(1, len(tables)):
        for u in (t - distance, t + distance):
            if not 0 <= u < len(tables):
                continue
            there = tables[u]
            for j, b in enumerate(there):
                before = stay + _met(meetings, b, there)
                after = _met(meetings, a, there, without=b) + _met(meetings, b, here, without=a)
                if after < before:
                    here[i], there[j] = b, a
                    return True
    return False


def repeat_lower_bound(entrants: Sequence[str], meetings: Meetings, seats: Sequence[int]) -> int:
    """A floor under any seating's repeats. An entrant at a table of k entrants has k - 1 mates, of whom at
    most `unmet` (the active entrants it has never met) are new; every other mate is a repeat of weight at
    least one, and each repeated pair is counted by both its entrants. Which entrant gets which seat is
    open: the smallest total of max(0, mates - unmet) pairs the most mates with the most unmet (the
    function is convex, so sorting both the same way is the least any assignment can do)."""
    active = set(entrants)
    met: Counter[str] = Counter()
    for (a, b), count in meetings.items():
        if count and a in active and b in active:
            met[a] += 1
            met[b] += 1
    unmet = sorted((len(active) - 1 - met[e] for e in active), reverse=True)
    mates = sorted((k - 1 for k in seats for _ in range(k)), reverse=True)
    return math.ceil(sum(max(0, m - u) for m, u in zip(mates, unmet, strict=True)) / 2)


# -- round robin ---------------------------------------------------------------------------------------

def _odd_pairs(entrants: int, allowed: Sequence[int], bot_fill: bool) -> bool:
    """An odd field at tables of two, with a filler seat for the bye: the circle method over n + 1 places."""
    return bot_fill and max(allowed) == 2 and entrants % 2 == 1 and entrants > 1


def round_robin_rounds(entrants: int, allowed: Sequence[int], bot_fill: bool = False) -> int:
    """Rounds of a full round robin: n rounds for an odd field at tables of two (each entrant's bye is
    a game against a filler bot), else as version 1."""
    if _odd_pairs(entrants, allowed, bot_fill):
        return entrants
    return pairing.round_robin_rounds(entrants, allowed)


def round_robin_schedule(entrants: Sequence[str], rounds: int, allowed: Sequence[int], rng: random.Random,
                         bot_fill: bool = False) -> list[list[Table]]:
    if len(entrants) > pairing.MAX_ROUND_ROBIN_FIELD or not _odd_pairs(len(entrants), allowed, bot_fill):
        return pairing.round_robin_schedule(entrants, rounds, allowed, rng, bot_fill)
    field: list[str | None] = list(entrants)
    rng.shuffle(field)
    field.append(None)  # the filler place: whoever it meets has a bye against a filler bot
    schedule = []
    for tables in pairing._circle(field, rounds):  # version 1's Berger tables, over n + 1 places
        tables.sort(key=lambda t: None in t)  # the bye table last
        schedule.append([rng.sample(t, 2) for t in tables])
    return schedule
