"""The arbiter's tools, pure (no I/O): the organiser's recorded overrides applied to pairings and results,
the forbidden meetings checked, and each round's certificate. The service records and applies them, the
audit (services.tournaments.verification) recomputes them from the stream alone.

Overrides (events of the tournament's stream, each with a reason; aggregate.OVERRIDES):

- pairing_overridden {round, tables}: the organiser's pairing of the next round replaces the automatic one
  (the latest recorded for a round wins, and drops the swaps recorded before it). Its tables seat the
  same field in the same table plan (entrant and filler counts), so the round's certificate stays a
  statement about the same problem.
- entrants_swapped {round, entrants: [a, b]}: a and b exchange seats in the round's pairing (automatic or
  overridden), in the order recorded: "move an entrant" to another table, someone moving the other way.
- forfeit_awarded {round, table, entrants}: before the round closes, those entrants forfeit their table
  (last, no points). If the table's game is still playing, the service resigns their seats in it (a
  recorded seat event of the game: a bot plays on, the game finishes and its result marks them forfeited),
  so every table's result is still a finished game's, verifiable on its own.
- result_adjusted {round, table, ranking, winners}: before the round closes, for a table whose game has
  finished, the table's order (entrant ids best first) and winners (a prefix of it) replace the game's;
  the game's totals are kept.

A round is refused (RoundRefused) when no seating respects the forbidden meetings, when the organiser's
pairing or swaps seat a forbidden pair together, or when the organiser's pairing no longer seats the field
(entrants added or dropped since it was recorded): the round is not started, the tournament pauses with
the refusal recorded, and the organiser's resume answers 409 with its code until a new override or a
change of the field lets the round be paired.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments import pairing_forbidden, pairing_min
from services.tournaments.pairing import PairingError, Table, plan_tables, round_cost
from services.tournaments.pairing_forbidden import (
    ForbiddenMeetingsUnmet,
    broken_constraints,
    forbidden_pairs,
    weighted_meetings,
)

PAIRING_KINDS = (agg.PAIRING_OVERRIDDEN, agg.ENTRANTS_SWAPPED)
RESULT_KINDS = (agg.FORFEIT_AWARDED, agg.RESULT_ADJUSTED)

__all__ = ["RoundRefused", "broken_constraints", "certificate_for", "next_round", "round_tables",
           "table_outcome"]


class RoundRefused(PairingError):
    """The next round cannot be started as recorded: `code` says why (forbidden_meetings_unmet,
    override_outdated), `constraints` which forbidden meetings (as {"group": ...} / {"pair": ...})."""

    def __init__(self, message: str, code: str, constraints: list[dict[str, list[str]]] | None = None):
        super().__init__(message)
        self.code = code
        self.constraints = constraints or []

    def recorded(self, number: int) -> dict[str, Any]:
        """What tournament_paused records of it (`refused`)."""
        return {"round": number, "code": self.code, "message": str(self), "constraints": self.constraints}


def overrides_of(state: dict[str, Any], number: int, kinds: tuple[str, ...]) -> list[dict[str, Any]]:
    return [o for o in state["overrides"] if o["round"] == number and o["type"] in kinds]


# -- pairings ------------------------------------------------------------------------------------------

def round_tables(state: dict[str, Any], rng_source: str) -> tuple[list[Table], list[Table] | None]:
    """The next round's tables (the organiser's overrides applied to the automatic pairing) and the
    automatic pairing (None when the organiser's pairing replaced one the field could not have).
    Raises RoundRefused (see above), or PairingError when the field cannot be seated at all."""
    number = state["round"] + 1
    changes = overrides_of(state, number, PAIRING_KINDS)
    replaced = [i for i, o in enumerate(changes) if o["type"] == agg.PAIRING_OVERRIDDEN]
    try:
        automatic: list[Table] | None = agg.plan_round(state, rng_source)
    except ForbiddenMeetingsUnmet as error:
        if not replaced:
            raise RoundRefused(str(error), "forbidden_meetings_unmet", error.constraints) from error
        automatic = None
    if replaced:
        tables = [list(t) for t in changes[replaced[-1]]["tables"]]
        outdated = validated_pairing(state, tables)
        if outdated:
            raise RoundRefused(f"the organiser's pairing of round {number} no longer fits the field: {outdated}",
                               "override_outdated")
    else:
        tables = [list(t) for t in automatic or []]
    for change in changes[replaced[-1] + 1 if replaced else 0:]:
        if change["type"] == agg.ENTRANTS_SWAPPED:
            swap(tables, *change["entrants"])
    if changes:
        broken = broken_constraints(tables, state.get("forbidden"), agg.active_entrants(state))
        if broken:
            raise RoundRefused(f"the organiser's pairing of round {number} seats forbidden meetings together",
                               "forbidden_meetings_unmet", broken)
    return tables, automatic


def swap(tables: list[Table], a: str, b: str) -> None:
    where = {entrant: (t, s) for t, table in enumerate(tables) for s, entrant in enumerate(table)}
    if a in where and b in where:
        (ta, sa), (tb, sb) = where[a], where[b]
        tables[ta][sa], tables[tb][sb] = b, a


def next_round(state: dict[str, Any], rng_source: str) -> tuple[list[Table], dict[str, Any]]:
    """The next round's tables and what its round_started records beside them (the certificate)."""
    tables, automatic = round_tables(state, rng_source)
    if (state.get("pairing") or 1) < 3:
        return tables, {}
    return tables, {"certificate": certificate_for(state, tables, automatic)}


def check_pairable(state: dict[str, Any], rng_source: str) -> None:
    """Raise RoundRefused if the round the tournament would pair next (once running) is refused.
    Only a Swiss field with forbidden meetings or pending pairing overrides can be: nothing else refuses."""
    number = state["round"] + 1
    if state["format"] != "swiss" or not (state.get("forbidden") or overrides_of(state, number, PAIRING_KINDS)):
        return
    trial = copy.deepcopy(state)
    trial["status"] = "running"
    if not agg.round_complete(trial) or (trial["round"] > 0 and agg.last_round_played(trial)):
        return
    try:
        round_tables(trial, rng_source)
    except RoundRefused:
        raise
    except PairingError:
        return  # the field cannot be seated at all: the tournament ends early when it runs, as it always has


def certificate_for(state: dict[str, Any], tables: list[Table], automatic: list[Table] | None = None
                    ) -> dict[str, Any]:
    """The round's repeats and a lower bound on any allowed seating's: exact for a Swiss field the exact
    programme solves (the automatic pairing's repeats when at hand, else the programme run again: the
    minimum does not depend on the seeded order), a relaxation otherwise."""
    field = [e for table in tables for e in table if e is not None]
    met = agg.meetings(state)
    forbidden = state.get("forbidden")
    minimum = None
    if state["format"] == "swiss" and len(field) <= pairing_forbidden.EXACT_FIELD:
        if automatic is None:
            seats = [sum(e is not None for e in t) for t in tables]
            weighted = weighted_meetings(met, forbidden_pairs(forbidden, field))
            automatic = pairing_min.exact_tables(sorted(field), seats, weighted)
        minimum = round_cost(automatic, met)
    return pairing_forbidden.certificate(tables, met, field, forbidden, minimum)


def validated_pairing(state: dict[str, Any], tables: list[list[str | None]]) -> str | None:
    """Why the organiser's tables cannot be the next round's (None: they can): the active field, each
    once, in the table plan of the field."""
    active = agg.active_entrants(state)
    seated = [e for t in tables for e in t if e is not None]
    if sorted(seated) != sorted(active):
        return "the tables must seat every active entrant exactly once"
    if any(e is None for t in tables for e in t) and not state.get("bot_fill"):
        return "filler seats (null) need bot_fill"
    try:
        plan = plan_tables(len(active), state["table_sizes"], bool(state.get("bot_fill")))
    except PairingError as error:
        return str(error)
    shape = Counter((sum(e is not None for e in t), sum(e is None for e in t)) for t in tables)
    if shape != Counter(plan):
        return f"the tables must follow the round's plan of (entrants, fillers) per table: {sorted(plan)}"
    return None


# -- results -------------------------------------------------------------------------------------------

def table_outcome(state: dict[str, Any], number: int, table: dict[str, Any], recorded: dict[str, Any]) -> dict[str, Any]:
    """A table's result: its finished game's (`recorded`, as services.tournaments.verification.table_result
    keeps it) with the organiser's result overrides of the table applied in order."""
    changes = [o for o in overrides_of(state, number, RESULT_KINDS) if o["table"] == table["table"]]
    if not changes:
        return recorded
    seats = table["seats"]
    result = copy.deepcopy(recorded)
    for change in changes:
        if change["type"] == agg.FORFEIT_AWARDED:
            result["forfeited"] = sorted(set(result["forfeited"]) | {seats.index(e) for e in change["entrants"]})
        else:
            order = [seats.index(e) for e in change["ranking"]]
            result["ranking"] = order + [s for s in result["ranking"] if s not in order]
            result["winners"] = [seats.index(e) for e in change["winners"]]
    result["overridden"] = [o["version"] for o in changes]
    return result
