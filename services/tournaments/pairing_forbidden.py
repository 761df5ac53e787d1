"""Pairing version 3 (issue 37): forbidden meetings and a certificate with every round. Pure, no I/O.

Versions 1 and 2 (pairing.py, pairing_min.py) stay frozen; this module only adds what changed.

Forbidden meetings. A tournament may name groups (clubs, families, teams) whose members never share a
table, and pairs that never meet: together a set of forbidden pairs. A Swiss round minimises, as version 2
does, the repeats and then the standings spread, over the seatings that seat no forbidden pair together:

- up to EXACT_FIELD entrants, version 2's exact programme over the meetings plus a weight on every
  forbidden pair larger than any seating's repeats, so a seating with a forbidden pair is chosen only if
  every seating has one; a separate search (`seatable`) proves whether any seating keeps the pairs
  apart, and when none does, `unmet_constraints` finds an irreducible set of the organiser's constraints
  that cannot hold together (leave any one out and the rest can be met: a deletion filter, run from both
  ends of the list, the shorter answer kept; not always the fewest constraints, which would need a search
  over subsets), so the refusal names it;
- larger fields: version 2's greedy start and swaps over the same weighted meetings (a forbidden pair
  costs more than every repeat, so the swaps remove them first); a group with more members than there
  are tables is refused at once (pigeonhole), and a seating the swaps cannot clear is refused naming the
  constraint still broken.

Entrants named in a constraint but not in the field (dropped, not yet entered) constrain nothing.

Round robin and elimination pair as version 2 (the service takes forbidden meetings for Swiss only).

The certificate of a round (`certificate`): the repeats of the seating and a lower bound on any seating's
repeats that respects the constraints. Exact fields: the exact minimum (the programme's proof), equal to
the repeats unless the organiser replaced the pairing. Larger fields: version 2's relaxation, with each
entrant's forbidden partners counted as unavailable (a forbidden mate cannot be new, so it is not a
mate at all: every mate beyond the allowed unmet ones is a repeat).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from services.tournaments import pairing, pairing_min
from services.tournaments.pairing import Meetings, PairingError, Table, pair_key, round_cost

EXACT_FIELD = pairing_min.EXACT_FIELD
round_robin_rounds = pairing_min.round_robin_rounds
round_robin_schedule = pairing_min.round_robin_schedule

__all__ = ["EXACT_FIELD", "ForbiddenMeetingsUnmet", "PairingError", "certificate", "constraints_of",
           "forbidden_pairs", "round_robin_rounds", "round_robin_schedule", "seatable", "swiss_round",
           "unmet_constraints"]

# One constraint as the organiser stated it: ("group", (ids...)) or ("pair", (a, b)).
Constraint = tuple[str, tuple[str, ...]]


class ForbiddenMeetingsUnmet(PairingError):
    """No seating of the field keeps the forbidden meetings apart; `constraints` names an irreducible set of
    the organiser's constraints that cannot all hold (as {"group": [...]} / {"pair": [...]})."""

    def __init__(self, message: str, constraints: list[dict[str, list[str]]]):
        super().__init__(message)
        self.constraints = constraints


def constraints_of(forbidden: Mapping[str, Any] | None) -> list[Constraint]:
    """The organiser's constraints in the order given (groups first), each with its ids sorted, each once."""
    forbidden = forbidden or {}
    stated = ([("group", tuple(sorted(group))) for group in forbidden.get("groups") or []]
              + [("pair", tuple(sorted(pair))) for pair in forbidden.get("pairs") or []])
    return list(dict.fromkeys(stated))


def _pairs_of(constraints: Iterable[Constraint], field: set[str]) -> set[tuple[str, str]]:
    out = set()
    for _, members in constraints:
        present = [m for m in members if m in field]
        out.update(pair_key(a, b) for i, a in enumerate(present) for b in present[i + 1:])
    return out


def forbidden_pairs(forbidden: Mapping[str, Any] | None, field: Iterable[str]) -> set[tuple[str, str]]:
    """Every pair of the field that must not share a table."""
    return _pairs_of(constraints_of(forbidden), set(field))


def swiss_round(
    standings: Sequence[tuple[str, Sequence[float]]],
    meetings: Meetings,
    allowed: Sequence[int],
    rng: random.Random,
    bot_fill: bool = False,
    forbidden: Mapping[str, Any] | None = None,
) -> list[Table]:
    """One Swiss round at the minimum repeats among the seatings that respect the forbidden meetings
    (exact up to EXACT_FIELD entrants); raises ForbiddenMeetingsUnmet when none does."""
    order = pairing.order_by_standings(standings, rng)
    plan = pairing.plan_tables(len(order), allowed, bot_fill)
    seats = [entrants for entrants, _ in plan]
    constraints = constraints_of(forbidden)
    banned = _pairs_of(constraints, set(order))
    weighted = weighted_meetings(meetings, banned)
    if len(order) <= EXACT_FIELD:
        if banned and not seatable(order, seats, banned):
            raise _refusal(order, seats, constraints)
        tables = pairing_min.exact_tables(order, seats, weighted)
    else:
        _refuse_by_pigeonhole(order, seats, constraints)
        tables = pairing._greedy(order, seats, weighted)  # versions 1 and 2 are frozen: reusing them is safe
        pairing_min.improve_tables(tables, weighted)
        broken = _broken(tables, constraints, set(order))
        if broken:
            names = _describe(broken)
            raise ForbiddenMeetingsUnmet(f"no seating found that keeps {names} apart at {len(seats)} tables",
                                         [_as_detail(c) for c in broken])
    return pairing_min._seat(tables, plan, rng)


def weighted_meetings(meetings: Meetings, banned: set[tuple[str, str]]) -> Meetings:
    """The meetings, each forbidden pair weighing more than all repeats of any seating together."""
    if not banned:
        return meetings
    weight = 1 + sum(meetings.values())
    weighted = dict(meetings)
    for key in banned:
        weighted[key] = weighted.get(key, 0) + weight
    return weighted


# -- is any seating possible? ----------------------------------------------------------------------------

def seatable(order: Sequence[str], seats: Sequence[int], banned: set[tuple[str, str]]) -> bool:
    """Whether the field can be cut into tables of these entrant counts with no banned pair at a table: a
    search where the lowest unseated entrant opens the next table, failures remembered by seated set."""
    n = len(order)
    index = {entrant: i for i, entrant in enumerate(order)}
    clash = [0] * n
    for a, b in banned:
        if a in index and b in index:
            clash[index[a]] |= 1 << index[b]
            clash[index[b]] |= 1 << index[a]
    sizes = sorted(Counter(seats).items(), reverse=True)
    full = (1 << n) - 1
    failed: set[tuple[int, tuple[int, ...]]] = set()

    def tables_from(first: int, free: int, need: int):
        """Masks of `need` mates above `first`, all compatible with each other and with `first`."""
        def extend(mask: int, candidates: int, need: int):
            if need == 0:
                yield mask
                return
            while candidates:
                low = candidates & -candidates
                candidates ^= low
                member = low.bit_length() - 1
                yield from extend(mask | low, candidates & ~clash[member], need - 1)
        yield from extend(1 << first, free & ~clash[first], need)

    def search(seated: int, left: tuple[int, ...]) -> bool:
        if seated == full:
            return True
        if (seated, left) in failed:
            return False
        first = (~seated & (seated + 1)).bit_length() - 1
        free = full & ~seated & ~((1 << (first + 1)) - 1)
        for slot, (size, _) in enumerate(sizes):
            if left[slot] == 0:
                continue
            rest = left[:slot] + (left[slot] - 1,) + left[slot + 1:]
            for mask in tables_from(first, free, size - 1):
                if search(seated | mask, rest):
                    return True
        failed.add((seated, left))
        return False

    return search(0, tuple(count for _, count in sizes))


def unmet_constraints(order: Sequence[str], seats: Sequence[int],
                      constraints: Sequence[Constraint]) -> list[Constraint]:
    """An irreducible set of the constraints that no seating meets together (leaving any one out, the rest
    can be met), in the order given. Assumes all of them cannot be met together. Constraints that name
    fewer than two entrants of the field constrain nothing and are left out first; then each remaining one
    is dropped in turn while the rest still cannot be met, once from the first and once from the last (a
    group listed early, e.g. a team, then survives a crowd of pairs): the shorter answer is kept."""
    field = set(order)
    relevant = [c for c in constraints if sum(m in field for m in c[1]) >= 2]

    def filtered(candidates: list[Constraint]) -> list[Constraint]:
        kept = list(candidates)
        for constraint in candidates:
            trial = [c for c in kept if c != constraint]
            if not seatable(order, seats, _pairs_of(trial, field)):
                kept = trial
        return kept

    forward, backward = filtered(relevant), filtered(relevant[::-1])
    return forward if len(forward) <= len(backward) else [c for c in relevant if c in backward]


def _refusal(order: Sequence[str], seats: Sequence[int], constraints: Sequence[Constraint]) -> ForbiddenMeetingsUnmet:
    unmet = unmet_constraints(order, seats, constraints)
    return ForbiddenMeetingsUnmet(f"{_describe(unmet)} cannot be kept apart: {len(order)} entrants at "
                                  f"{len(seats)} tables of {sorted(set(seats))}", [_as_detail(c) for c in unmet])


def _refuse_by_pigeonhole(order: Sequence[str], seats: Sequence[int], constraints: Sequence[Constraint]) -> None:
    field = set(order)
    for constraint in constraints:
        present = [m for m in constraint[1] if m in field]
        if len(present) > len(seats):
            raise ForbiddenMeetingsUnmet(f"{_describe([constraint])} has {len(present)} entrants in the field, "
                                         f"more than the {len(seats)} tables", [_as_detail(constraint)])


def _broken(tables: Sequence[Sequence[str | None]], constraints: Sequence[Constraint],
            field: set[str]) -> list[Constraint]:
    seated = set()
    for table in tables:
        players = [p for p in table if p is not None]
        seated.update(pair_key(a, b) for i, a in enumerate(players) for b in players[i + 1:])
    return [c for c in constraints if _pairs_of([c], field) & seated]


def broken_constraints(tables: Sequence[Sequence[str | None]], forbidden: Mapping[str, Any] | None,
                       field: Iterable[str]) -> list[dict[str, list[str]]]:
    """The organiser's constraints a seating breaks (as {"group": ...} / {"pair": ...})."""
    return [_as_detail(c) for c in _broken(tables, constraints_of(forbidden), set(field))]


def _as_detail(constraint: Constraint) -> dict[str, list[str]]:
    return {constraint[0]: list(constraint[1])}


def _describe(constraints: Sequence[Constraint]) -> str:
    return " and ".join(f"{kind} {', '.join(members)}" for kind, members in constraints)


# -- the certificate -------------------------------------------------------------------------------------

def certificate(tables: Sequence[Sequence[str | None]], meetings: Meetings, field: Sequence[str],
                forbidden: Mapping[str, Any] | None, exact_minimum: int | None) -> dict[str, Any]:
    """The repeats of a seating and a lower bound on every allowed seating's repeats: the exact minimum
    when the exact programme found it (exact_minimum), else the relaxation."""
    repeats = round_cost(tables, meetings)
    if exact_minimum is not None:
        return {"repeats": repeats, "lower_bound": exact_minimum, "method": "exact"}
    return {"repeats": repeats, "lower_bound": relaxation_bound(tables, meetings, field, forbidden),
            "method": "relaxation"}


def relaxation_bound(tables: Sequence[Sequence[str | None]], meetings: Meetings, field: Sequence[str],
                     forbidden: Mapping[str, Any] | None) -> int:
    """Version 2's bound, each forbidden partner counted as met (unavailable as a new mate); the table
    entrant counts are those of the seating (the plan's)."""
    unavailable = dict(meetings)
    for key in forbidden_pairs(forbidden, field):
        unavailable[key] = unavailable.get(key, 0) or 1
    seats = [sum(1 for p in table if p is not None) for table in tables]
    return pairing_min.repeat_lower_bound(list(field), unavailable, seats)
