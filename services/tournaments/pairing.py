"""Pairing: pure functions of (standings, meeting history, seeded RNG). No I/O, no clock.

The tournament audit calls these same functions with the revealed seed and the
recorded results, so every pairing can be recomputed by anyone.

The stated cost of a round is its number of repeat meetings:

    cost = sum over tables, over every pair (a, b) seated at the table, of meetings[a, b]

where meetings[a, b] counts the earlier tables a and b shared. Swiss builds the
round greedily from the standings order (each seat goes to the candidate, among
the next few in the standings, who has met the table least), then improves it
locally by swapping players between ADJACENT tables whenever that lowers the
cost, so nobody drifts far from their standing. Ties in the standings are broken
by the seeded RNG (round 1 is therefore a seeded random draw), and seat order at
each table is shuffled by it (first-player advantage goes by lot).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

Meetings = dict[tuple[str, str], int]
# One table: entrant ids in seat order; None is a filler bot seat (not an entrant).
Table = list[str | None]

MAX_IMPROVEMENT_PASSES = 6
MAX_ROUND_ROBIN_FIELD = 64
ROUND_ROBIN_RESTARTS = 24


class PairingError(ValueError):
    """The field cannot be cut into legal tables (and filling with bots is not allowed)."""


def pair_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


def record_meetings(meetings: Meetings, tables: Iterable[Sequence[str | None]]) -> Meetings:
    """Add one round's co-table meetings to `meetings` (mutated and returned); filler bots meet nobody."""
    for table in tables:
        players = [p for p in table if p is not None]
        for i, a in enumerate(players):
            for b in players[i + 1 :]:
                key = pair_key(a, b)
                meetings[key] = meetings.get(key, 0) + 1
    return meetings


def round_cost(tables: Iterable[Sequence[str | None]], meetings: Meetings) -> int:
    """The stated cost: repeat meetings a round would add."""
    cost = 0
    for table in tables:
        players = [p for p in table if p is not None]
        for i, a in enumerate(players):
            for b in players[i + 1 :]:
                cost += meetings.get(pair_key(a, b), 0)
    return cost


# -- cutting a field into legal tables ------------------------------------------------------------

def plan_tables(entrants: int, allowed: Sequence[int], bot_fill: bool = False) -> list[tuple[int, int]]:
    """(entrant seats, filler bot seats) per table, largest tables first.

    As few tables as possible, as even as possible, each of an allowed size; when no
    such cut exists and bot_fill is allowed, tables of the largest size with the
    missing seats filled by bots (spread so no table gets more than one bot more than another).
    """
    sizes = sorted(set(allowed))
    if entrants < 1 or not sizes:
        raise PairingError("no entrants to seat")
    largest, smallest = sizes[-1], sizes[0]
    for count in range(math.ceil(entrants / largest), entrants // smallest + 1):
        cut = _cut(entrants, count, sizes)
        if cut:
            return [(size, 0) for size in cut]
    if not bot_fill:
        raise PairingError(f"{entrants} entrants cannot be cut into tables of {sizes}")
    count = math.ceil(entrants / largest)
    base, extra = divmod(entrants, count)
    real = [base + 1] * extra + [base] * (count - extra)
    if real[-1] == 0:
        raise PairingError(f"{entrants} entrants cannot fill {count} tables")
    # Each table is topped up to the smallest allowed size that holds its entrants.
    plan = []
    for seats in real:
        size = next(s for s in sizes if s >= seats)
        plan.append((seats, size - seats))
    return plan


def _cut(entrants: int, count: int, sizes: list[int]) -> list[int] | None:
    """`count` tables of allowed sizes seating exactly `entrants`, as even as possible."""
    base, extra = divmod(entrants, count)
    even = [base + 1] * extra + [base] * (count - extra)
    if all(size in sizes for size in even):
        return even
    for i, a in enumerate(sizes):  # two sizes a < b: tables_a * a + tables_b * b = entrants
        for b in sizes[i + 1 :]:
            tables_b, remainder = divmod(entrants - count * a, b - a)
            if remainder == 0 and 0 <= tables_b <= count:
                return [b] * tables_b + [a] * (count - tables_b)
    return None


# -- Swiss ------------------------------------------------------------------------------------------

def order_by_standings(standings: Sequence[tuple[str, Sequence[float]]], rng: random.Random) -> list[str]:
    """Entrant ids best first: by key (higher is better), exact ties in a seeded random order."""
    shuffled = list(standings)
    rng.shuffle(shuffled)
    shuffled.sort(key=lambda row: tuple(-k for k in row[1]))
    return [entrant for entrant, _ in shuffled]


def swiss_round(
    standings: Sequence[tuple[str, Sequence[float]]],
    meetings: Meetings,
    allowed: Sequence[int],
    rng: random.Random,
    bot_fill: bool = False,
) -> list[Table]:
    """One Swiss round: tables in standings order (table 0 is the top table)."""
    order = order_by_standings(standings, rng)
    plan = plan_tables(len(order), allowed, bot_fill)
    tables = _greedy(order, [seats for seats, _ in plan], meetings)
    _improve(tables, meetings, adjacent_only=True)
    return _seat(tables, plan, rng)


def _met(meetings: Meetings, a: str, others: Iterable[str]) -> int:
    return sum(meetings.get(pair_key(a, b), 0) for b in others if b != a)


def _greedy(order: list[str], sizes: list[int], meetings: Meetings, window: int | None = None) -> list[list[str]]:
    remaining = list(order)
    tables: list[list[str]] = []
    for size in sizes:
        table = [remaining.pop(0)]
        reach = window or 2 * size
        while len(table) < size:
            candidates = remaining[:reach]
            best = min(range(len(candidates)), key=lambda i: (_met(meetings, candidates[i], table), i))
            table.append(remaining.pop(best))
        tables.append(table)
    return tables


def _improve(tables: list[list[str]], meetings: Meetings, adjacent_only: bool) -> None:
    """Swap players between two tables while that lowers the cost (first improvement, bounded passes)."""
    if not meetings:
        return
    for _ in range(MAX_IMPROVEMENT_PASSES):
        improved = False
        for t in range(len(tables) - 1):
            partners = [t + 1] if adjacent_only else range(t + 1, len(tables))
            for u in partners:
                improved |= _improve_pair(tables[t], tables[u], meetings)
        if not improved:
            return


def _improve_pair(first: list[str], second: list[str], meetings: Meetings) -> bool:
    improved = False
    for i in range(len(first)):
        for j in range(len(second)):
            a, b = first[i], second[j]
            before = _met(meetings, a, first) + _met(meetings, b, second)
            after = (_met(meetings, a, (p for p in second if p != b))
                     + _met(meetings, b, (p for p in first if p != a)))
            if after < before:
                first[i], second[j] = b, a
                improved = True
    return improved


def _seat(tables: list[list[str]], plan: list[tuple[int, int]], rng: random.Random) -> list[Table]:
    seated: list[Table] = []
    for table, (_, bots) in zip(tables, plan, strict=True):
        seats: Table = [*table, *([None] * bots)]
        rng.shuffle(seats)
        seated.append(seats)
    return seated


def random_round(entrants: Sequence[str], allowed: Sequence[int], rng: random.Random,
                 bot_fill: bool = False) -> list[Table]:
    """A random draw ignoring history: the bench's yardstick for repeat meetings."""
    order = list(entrants)
    rng.shuffle(order)
    plan = plan_tables(len(order), allowed, bot_fill)
    tables, start = [], 0
    for seats, _ in plan:
        tables.append(order[start : start + seats])
        start += seats
    return _seat(tables, plan, rng)


# -- round robin --------------------------------------------------------------------------------------

def round_robin_rounds(entrants: int, allowed: Sequence[int]) -> int:
    """Rounds of a full round robin: enough for each entrant to sit with every other once
    if meetings could be spread perfectly (n - 1 others, largest table - 1 met per round)."""
    return max(1, math.ceil((entrants - 1) / (max(allowed) - 1)))


def round_robin_schedule(entrants: Sequence[str], rounds: int, allowed: Sequence[int], rng: random.Random,
                         bot_fill: bool = False) -> list[list[Table]]:
    """Every round, computed up front, balancing co-table meetings: tables of two use the
    circle method (everyone meets everyone exactly once in n - 1 rounds); larger tables are
    built greedily over the whole field against the meetings so far, then improved by
    swaps between any two tables."""
    if len(entrants) > MAX_ROUND_ROBIN_FIELD:
        raise PairingError(f"round robin is for fields of at most {MAX_ROUND_ROBIN_FIELD}")
    field = list(entrants)
    rng.shuffle(field)
    plan = plan_tables(len(field), allowed, bot_fill)
    if all(seats == 2 and bots == 0 for seats, bots in plan):
        return [_seat(tables, plan, rng) for tables in _circle(field, rounds)]
    meetings: Meetings = {}
    schedule = []
    for _ in range(rounds):
        best: list[list[str]] | None = None
        for _ in range(ROUND_ROBIN_RESTARTS):  # small fields: several starts, the cheapest round kept
            order = list(field)
            rng.shuffle(order)
            tables = _greedy(order, [seats for seats, _ in plan], meetings, window=len(order))
            _improve(tables, meetings, adjacent_only=False)
            if best is None or _balance_cost(tables, meetings) < _balance_cost(best, meetings):
                best = tables
        record_meetings(meetings, best)
        schedule.append(_seat(best, plan, rng))
    return schedule


def _balance_cost(tables: list[list[str]], meetings: Meetings) -> tuple[int, int]:
    """Round robin's order of preference: the fewest repeats, then the smallest repeat of any one pair."""
    worst = max((meetings.get(pair_key(a, b), 0) for t in tables for a in t for b in t if a < b), default=0)
    return round_cost(tables, meetings), worst


def _circle(field: list[str], rounds: int) -> list[list[list[str]]]:
    """Berger tables: fix the first entrant, rotate the rest."""
    fixed, rest = field[0], field[1:]
    schedule = []
    for r in range(rounds):
        rotated = rest[r % len(rest):] + rest[: r % len(rest)] if rest else []
        line = [fixed, *rotated]
        half = len(line) // 2
        schedule.append([[line[i], line[-1 - i]] for i in range(half)])
    return schedule


# -- elimination --------------------------------------------------------------------------------------

def elimination_fields(entrants: int, allowed: Sequence[int], advance: int, bot_fill: bool = False) -> list[int]:
    """The field size of each round: the top `advance` of each table go through, until
    the field fits at one table (the final). Raises PairingError if it cannot shrink."""
    fields = [entrants]
    while fields[-1] > max(allowed):
        plan = plan_tables(fields[-1], allowed, bot_fill)
        survivors = sum(min(advance, seats) for seats, _ in plan)
        if survivors >= fields[-1] or survivors < 1:
            raise PairingError(f"advancing {advance} per table never shrinks a field of {fields[-1]}")
        fields.append(survivors)
    plan_tables(fields[-1], allowed, bot_fill)  # the final table must itself be legal
    return fields


def elimination_round(standings: Sequence[tuple[str, Sequence[float]]], allowed: Sequence[int],
                      rng: random.Random, bot_fill: bool = False) -> list[Table]:
    """Tables seeded by standings in snake order (1..k, k..1, ...), so the strongest are spread out."""
    order = order_by_standings(standings, rng)
    plan = plan_tables(len(order), allowed, bot_fill)
    tables: list[list[str]] = [[] for _ in plan]
    capacity = [seats for seats, _ in plan]
    t, step = 0, 1
    for entrant in order:
        while len(tables[t]) >= capacity[t]:
            t, step = _snake(t, step, len(tables))
        tables[t].append(entrant)
        t, step = _snake(t, step, len(tables))
    return _seat(tables, plan, rng)


def _snake(t: int, step: int, count: int) -> tuple[int, int]:
    if count == 1:
        return 0, 1
    nxt = t + step
    if nxt < 0 or nxt >= count:
        return t, -step  # the end of a row: the same table again, going back
    return nxt, step
