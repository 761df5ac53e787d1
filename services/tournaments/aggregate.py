"""The tournament aggregate: its events, the fold, and the next round's tables. Pure (no I/O).

Events (snake_case past tense, like every platform event):

    tournament_created   settings, entrants, seed_commitment
    entrant_added        {entrant}
    entrant_dropped      {entrant: id}
    tournament_started   {schedule}: round robin only, every round computed up front
    tournament_paused / tournament_resumed   (paused: {refused} when the system refused a round)
    round_started        {round, tables: [{table, game_id, seats: [entrant id | null (filler bot)]}],
                          certificate (pairing version 3: {repeats, lower_bound, method})}
    pairing_overridden   {round, tables: [[entrant id | null]], reason}: the organiser's pairing of a round
    entrants_swapped     {round, entrants: [a, b], reason}: the organiser moves a onto b's seat and back
    forfeit_awarded      {round, table, entrants, reason}: the organiser forfeits entrants at a table
    result_adjusted      {round, table, ranking: [entrant ids], winners: [entrant ids], reason}
    round_finished       {round, results: [{table, game_id, seats, ranking, winners, totals, forfeited}]}
    tournament_finished  {standings, seed: {seed, salt}}: the seed revealed

The pairing of round r is `plan_round(state before round_started r, rng_source)`, a
deterministic function of the standings (from the recorded results), the meetings
so far and the RNG `Random(f"{rng_source}:round:{r}")`, where rng_source =
"salt:seed" (committed as sha256 at creation, revealed at the end).

The pairing functions are those of the pairing version the created event names (`pairing`; absent:
version 1, the tournaments recorded before versions existed). Released versions are frozen code, so a
recorded tournament is re-paired by its audit exactly as it was paired.
"""

from __future__ import annotations

import random
from typing import Any

from services.tournaments import pairing, pairing_forbidden, pairing_min
from services.tournaments.standings import compute_standings, standings_keys, table_positions

TOURNAMENT_CREATED = "tournament_created"
ENTRANT_ADDED = "entrant_added"
ENTRANT_DROPPED = "entrant_dropped"
TOURNAMENT_STARTED = "tournament_started"
TOURNAMENT_PAUSED = "tournament_paused"
TOURNAMENT_RESUMED = "tournament_resumed"
ROUND_STARTED = "round_started"
ROUND_FINISHED = "round_finished"
TOURNAMENT_FINISHED = "tournament_finished"
# The organiser's recorded overrides (services.tournaments.arbiter): each with its round and a reason.
PAIRING_OVERRIDDEN = "pairing_overridden"
ENTRANTS_SWAPPED = "entrants_swapped"
FORFEIT_AWARDED = "forfeit_awarded"
RESULT_ADJUSTED = "result_adjusted"
OVERRIDES = (PAIRING_OVERRIDDEN, ENTRANTS_SWAPPED, FORFEIT_AWARDED, RESULT_ADJUSTED)

# Every event of a tournament's stream, as its AsyncAPI document describes it (shared.http.asyncapi).
EVENT_DESCRIPTIONS = {
    TOURNAMENT_CREATED: "settings, entrants and the seed's commitment",
    ENTRANT_ADDED: "an entrant joined: {entrant}",
    ENTRANT_DROPPED: "an entrant left: {entrant: id}",
    TOURNAMENT_STARTED: "{schedule}: round robin computes every round up front",
    TOURNAMENT_PAUSED: "paused by the organiser, or {refused}: a round the forbidden meetings refused",
    TOURNAMENT_RESUMED: "the organiser resumed it",
    ROUND_STARTED: "{round, tables: [{table, game_id, seats: [entrant id or null for a filler bot]}], certificate}",
    ROUND_FINISHED: "{round, results: [{table, game_id, seats, ranking, winners, totals, forfeited}]}",
    TOURNAMENT_FINISHED: "{standings, seed: {seed, salt}}: the seed revealed",
    PAIRING_OVERRIDDEN: "{round, tables, reason}: the organiser's pairing replaces the automatic one",
    ENTRANTS_SWAPPED: "{round, entrants: [a, b], reason}: the organiser swaps two entrants' seats",
    FORFEIT_AWARDED: "{round, table, entrants, reason}: the organiser forfeits entrants at a table",
    RESULT_ADJUSTED: "{round, table, ranking, winners, reason}: the organiser sets a table's result",
}

FORMATS = ("swiss", "round_robin", "elimination")
STATUSES = ("registering", "running", "paused", "finished")
MAX_ROUNDS = 50
# The pairing version new tournaments are created with; the modules of every released version.
PAIRING_VERSION = 3
PAIRING_MODULES = {1: pairing, 2: pairing_min, 3: pairing_forbidden}


def pairing_module(version: int | None):
    """The pairing functions of a version (None: a tournament recorded before versions, version 1)."""
    return PAIRING_MODULES[version or 1]


def initial_state() -> dict[str, Any]:
    return {"status": None, "round": 0, "entrants": {}, "order": [], "tables": {}, "results": {}, "schedule": None,
            "version": 0, "revealed_seed": None, "final_standings": None, "overrides": [], "certificates": {},
            "refused": None}


def evolve(state: dict[str, Any], envelope: dict[str, Any]) -> dict[str, Any]:
    kind, data = envelope["type"], envelope["data"]
    if kind == TOURNAMENT_CREATED:
        state.update({key: value for key, value in data.items() if key != "entrants"})
        state["created_at"] = envelope["time"]
        state["tournament_id"] = envelope["game_id"]
        state["status"] = "registering"
        for entrant in data["entrants"]:
            _enter(state, entrant, 1)
    elif kind == ENTRANT_ADDED:
        _enter(state, data["entrant"], state["round"] + 1)
    elif kind == ENTRANT_DROPPED:
        state["entrants"][data["entrant"]]["dropped"] = True
    elif kind == TOURNAMENT_STARTED:
        state["status"] = "running"
        state["schedule"] = data.get("schedule")
        state["rounds"] = data.get("rounds", state["rounds"])
    elif kind == TOURNAMENT_PAUSED:
        state["status"] = "paused"
        state["refused"] = data.get("refused")
    elif kind == TOURNAMENT_RESUMED:
        state["status"] = "running"
        state["refused"] = None
    elif kind == ROUND_STARTED:
        state["round"] = data["round"]
        state["tables"][str(data["round"])] = data["tables"]
        if data.get("certificate") is not None:
            state["certificates"][str(data["round"])] = data["certificate"]
    elif kind in OVERRIDES:
        state["overrides"].append({"type": kind, "version": envelope["version"], "time": envelope["time"], **data})
    elif kind == ROUND_FINISHED:
        state["results"][str(data["round"])] = data["results"]
    elif kind == TOURNAMENT_FINISHED:
        state["status"] = "finished"
        state["revealed_seed"] = data["seed"]
        state["final_standings"] = data["standings"]
    state["version"] = envelope["version"]
    return state


def _enter(state: dict[str, Any], entrant: dict[str, Any], from_round: int) -> None:
    state["entrants"][entrant["id"]] = {**entrant, "dropped": False, "from_round": from_round}
    state["order"].append(entrant["id"])


def fold(envelopes: list[dict[str, Any]]) -> dict[str, Any]:
    state = initial_state()
    for envelope in envelopes:
        evolve(state, envelope)
    return state


# -- reading the state ----------------------------------------------------------------------------------

def entrants_list(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [state["entrants"][e] for e in state["order"]]


def finished_rounds(state: dict[str, Any]) -> list[list[dict[str, Any]]]:
    return [state["results"][str(r)] for r in range(1, state["round"] + 1) if str(r) in state["results"]]


def standings(state: dict[str, Any]) -> list[dict[str, Any]]:
    return compute_standings(entrants_list(state), finished_rounds(state), state.get("rank_points"),
                             elimination=state.get("format") == "elimination")


def round_complete(state: dict[str, Any]) -> bool:
    """Whether the current round (if any) has its results recorded."""
    return state["round"] == 0 or str(state["round"]) in state["results"]


def last_round_played(state: dict[str, Any]) -> bool:
    """Whether the tournament is over once the current round is complete: all its rounds played,
    or (elimination) a round with one table, the final."""
    if state["round"] >= state["rounds"]:
        return True
    return state["format"] == "elimination" and state["round"] > 0 and len(state["tables"][str(state["round"])]) == 1


def meetings(state: dict[str, Any]) -> pairing.Meetings:
    met: pairing.Meetings = {}
    for r in range(1, state["round"] + 1):
        pairing.record_meetings(met, (t["seats"] for t in state["tables"].get(str(r), [])))
    return met


def active_entrants(state: dict[str, Any]) -> list[str]:
    """Who is paired next round: not dropped, and in elimination still in the race."""
    active = [e for e in state["order"] if not state["entrants"][e]["dropped"]]
    if state["format"] == "elimination" and state["round"] > 0:
        survivors = set()
        for result in state["results"][str(state["round"])]:
            positions = table_positions(result)
            forfeited = set(result.get("forfeited") or [])
            # A tie at the cut (a shared win) goes to the earlier seat: seat order was drawn by lot.
            placed = sorted((positions[s], s) for s in range(len(result["seats"]))
                            if result["seats"][s] is not None and s not in forfeited)
            survivors.update(result["seats"][s] for _, s in placed[: state["advance"]])
        active = [e for e in active if e in survivors]
    return active


def round_rng(rng_source: str, number: int) -> random.Random:
    return random.Random(f"{rng_source}:round:{number}")


def schedule_round_robin(state: dict[str, Any], rng_source: str) -> list[list[pairing.Table]]:
    """The whole round robin, computed when the tournament starts (from its entrants then)."""
    field = [e for e in state["order"] if not state["entrants"][e]["dropped"]]
    return pairing_module(state.get("pairing")).round_robin_schedule(field, state["rounds"], state["table_sizes"],
                                        random.Random(f"{rng_source}:schedule"), bool(state.get("bot_fill")))


def plan_round(state: dict[str, Any], rng_source: str) -> list[pairing.Table]:
    """The tables of the next round (raises pairing.PairingError if the field cannot be seated)."""
    number = state["round"] + 1
    rng = round_rng(rng_source, number)
    active = active_entrants(state)
    bot_fill = bool(state.get("bot_fill"))
    if state["format"] == "round_robin":
        keep = set(active)
        # A dropped entrant's scheduled seat is played by a filler bot: the schedule stays balanced.
        return [[e if e in keep else None for e in table] for table in state["schedule"][number - 1]]
    keys = [row for row in standings_keys(standings(state)) if row[0] in set(active)]
    if state["format"] == "elimination":
        return pairing.elimination_round(keys, state["table_sizes"], rng, bot_fill)
    version = state.get("pairing") or 1
    if version >= 3:
        return pairing_forbidden.swiss_round(keys, meetings(state), state["table_sizes"], rng, bot_fill,
                                             state.get("forbidden"))
    return pairing_module(version).swiss_round(keys, meetings(state), state["table_sizes"], rng, bot_fill)


def max_rounds(fmt: str, entrants: int, table_sizes: list[int], advance: int, bot_fill: bool,
               version: int | None = PAIRING_VERSION) -> int:
    """The most rounds a format supports for this field under a pairing version (raises PairingError if
    it cannot run at all)."""
    if fmt == "elimination":
        return len(pairing.elimination_fields(entrants, table_sizes, advance, bot_fill))
    pairing.plan_tables(entrants, table_sizes, bot_fill)
    if fmt == "round_robin":
        if (version or 1) >= 2:
            return pairing_min.round_robin_rounds(entrants, table_sizes, bot_fill)
        return pairing.round_robin_rounds(entrants, table_sizes)
    # Swiss: beyond n - 1 rounds repeats are certain even at tables of two; a hard cap besides.
    return min(MAX_ROUNDS, max(1, entrants - 1))
