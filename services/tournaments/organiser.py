"""The organiser's tools at the service layer (issue 37): the forbidden meetings of the create body, the 409
that names the constraint a round cannot meet, the recorded overrides (validated, appended under the
tournament's lock), and what the tournament's document shows of them. The pure rules are in
services.tournaments.arbiter; the tournament service (service.py) calls in here.
"""

from __future__ import annotations

import contextlib
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments.arbiter import RoundRefused, check_pairable, validated_pairing
from services.tournaments.pairing_forbidden import broken_constraints, constraints_of
from shared.domain.engine import GameOver
from shared.domain.errors import Conflict, InvalidSetup, SeatConflict

# The API's override kinds and the event each records.
OVERRIDE_EVENTS = {"pairing": agg.PAIRING_OVERRIDDEN, "swap": agg.ENTRANTS_SWAPPED,
                   "forfeit": agg.FORFEIT_AWARDED, "adjust": agg.RESULT_ADJUSTED}


class OverrideConflict(Conflict):
    code = "override_not_allowed"


def forbidden_setting(body: dict[str, Any], entrants: list[dict[str, Any]]) -> dict[str, Any]:
    """The created event's `forbidden` ({groups, pairs}, each sorted, each once), checked against the
    entrants: a constraint names entrants of the field, except under open registration (clients' users
    join later, by identity)."""
    forbidden = body.get("forbidden")
    if not forbidden or not (forbidden.get("groups") or forbidden.get("pairs")):
        return {}
    if body["format"] != "swiss":
        raise InvalidSetup("forbidden meetings are for Swiss tournaments (a round robin or an elimination "
                           "bracket is drawn without them)", details={"field": "forbidden"})
    known = {e["id"] for e in entrants}
    for kind in ("groups", "pairs"):
        for index, members in enumerate(forbidden.get(kind) or []):
            where = f"forbidden.{kind}.{index}"
            if len(set(members)) != len(members):
                raise InvalidSetup("an entrant is named twice in one constraint", details={"field": where})
            unknown = [m for m in members if m not in known]
            if unknown and not body.get("open_registration"):
                raise InvalidSetup(f"no entrant {unknown[0]!r}", details={"field": where, "entrant": unknown[0]},
                                   code="unknown_entrant")
    constraints = constraints_of(forbidden)
    return {"forbidden": {"groups": [list(m) for kind, m in constraints if kind == "group"],
                          "pairs": [list(m) for kind, m in constraints if kind == "pair"]}}


def refuse_unpairable(state: dict[str, Any], rng_source: str) -> None:
    """Before the organiser starts or resumes: a 409 when the next round would be refused (its code; the
    forbidden meetings it cannot keep apart in details.constraints), so nothing is appended."""
    try:
        check_pairable(state, rng_source)
    except RoundRefused as error:
        raise Conflict(str(error), details={"constraints": error.constraints}, code=error.code) from error


def arbiter_document(state: dict[str, Any]) -> dict[str, Any]:
    """What the tournament's document shows: the forbidden meetings, every override with its reason (the
    history the standings follow from), each round's certificate, and a refused round."""
    return {"forbidden": state.get("forbidden"), "refused": state.get("refused"),
            "certificates": state.get("certificates") or {},
            "overrides": [{"kind": kind_of(o["type"]), **{k: v for k, v in o.items() if k != "type"}}
                          for o in state.get("overrides") or []]}


def kind_of(event_type: str) -> str:
    return next(kind for kind, recorded in OVERRIDE_EVENTS.items() if recorded == event_type)


# -- recording an override ------------------------------------------------------------------------------

def record_override(service, tournament_id: str, body: dict[str, Any]) -> dict[str, Any]:
    """Validate and append one override (service: the TournamentService). A forfeit resigns the entrants'
    seats in a game still playing (the game finishes with bots in their seats); a result override may
    complete the round, which then closes (and, running, the next one is paired)."""
    kind = body["kind"]
    with service.locked(tournament_id):
        state = service.load(tournament_id)
        data = validated_override(state, body)
        games = service.runtime(state["game"]).service
        table = state["tables"][str(state["round"])][data["table"]] if "table" in data else None
        finished = table is not None and games.current_result(table["game_id"]) is not None
        if kind == "adjust" and not finished:
            raise OverrideConflict("a result is adjusted once the table's game has finished (forfeit its entrants "
                                   "to end it)", details={"field": "table", "game_id": table["game_id"]})
        version = service._append(tournament_id, [{"type": OVERRIDE_EVENTS[kind], "data": data}], state["version"],
                                  "organiser")
        if kind == "forfeit" and not finished:
            for entrant in data["entrants"]:
                concede(games, table["game_id"], table["seats"].index(entrant))
        if table is not None:
            service._advance_locked(tournament_id)
    return {"version": version, "override": {"kind": kind, **data}}


def concede(games, game_id: str, seat: int) -> None:
    """Resign a seat in a round game (games: its GameService); a seat that has resigned or timed out already
    has conceded, and a game that finished meanwhile needs nothing."""
    with contextlib.suppress(SeatConflict, GameOver):  # conceded already, or nothing left to concede
        games.resign(game_id, seat)


def validated_override(state: dict[str, Any], body: dict[str, Any]) -> dict[str, Any]:
    """The override's event data, or a 409 (not now) / 422 (not so)."""
    kind, number = body["kind"], body["round"]
    if state["status"] == "finished":
        raise OverrideConflict("the tournament is finished")
    data: dict[str, Any] = {"round": number, "reason": body["reason"]}
    if kind in ("pairing", "swap"):
        if number != state["round"] + 1:
            raise OverrideConflict(f"pairing overrides are for the next round ({state['round'] + 1}): round {number} "
                                   "is paired already", details={"field": "round", "next": state["round"] + 1})
        if not agg.round_complete(state) and state["format"] != "swiss":
            raise OverrideConflict("the next round's field is known once this round closes",
                                   details={"field": "round"})
        return data | (_pairing(state, body) if kind == "pairing" else _swap(state, body))
    if number != state["round"] or state["round"] == 0 or agg.round_complete(state):
        raise OverrideConflict(f"results are overridden in the round in play before it closes (round {number} is "
                               "not)", details={"field": "round", "current": state["round"]})
    tables = state["tables"][str(number)]
    index = body.get("table")
    if index is None or not 0 <= index < len(tables):
        raise InvalidSetup(f"round {number} has tables 0 to {len(tables) - 1}", details={"field": "table"})
    seated = [e for e in tables[index]["seats"] if e is not None]
    data["table"] = index
    if kind == "forfeit":
        entrants = body.get("entrants") or []
        if not entrants or any(e not in seated for e in entrants) or len(set(entrants)) != len(entrants):
            raise InvalidSetup("name the table's entrants who forfeit", details={"field": "entrants",
                                                                               "seated": seated})
        return data | {"entrants": entrants}
    ranking, winners = body.get("ranking") or [], body.get("winners") or []
    if sorted(ranking) != sorted(seated):
        raise InvalidSetup("the ranking orders every entrant of the table, best first",
                           details={"field": "ranking", "seated": seated})
    if not winners or ranking[:len(winners)] != winners:
        raise InvalidSetup("the winners are the first of the ranking", details={"field": "winners"})
    return data | {"ranking": ranking, "winners": winners}


def _pairing(state: dict[str, Any], body: dict[str, Any]) -> dict[str, Any]:
    tables = body.get("tables") or []
    why = validated_pairing(state, tables)
    if why:
        raise InvalidSetup(why, details={"field": "tables"})
    broken = broken_constraints(tables, state.get("forbidden"), agg.active_entrants(state))
    if broken:
        raise Conflict("these tables seat forbidden meetings together", details={"constraints": broken},
                       code="forbidden_meetings_unmet")
    return {"tables": tables}


def _swap(state: dict[str, Any], body: dict[str, Any]) -> dict[str, Any]:
    entrants = body.get("entrants") or []
    active = set(agg.active_entrants(state))
    if len(entrants) != 2 or len(set(entrants)) != 2 or not set(entrants) <= active:
        raise InvalidSetup("a swap names two active entrants", details={"field": "entrants"})
    return {"entrants": entrants}

