"""A tournament checked from its own stream and its games' streams alone: pure (no Redis, no server), so
the tournament service's /audit and the offline verifier (`tabletop verify` on a tournament export) run the
same code.

Checks: the tournament stream's hash chain; once the seed is revealed, that it matches the commitment made
at creation and that EVERY round's pairing (and the round robin schedule) is exactly what the pure pairing
functions give for the recorded standings, meetings and the seed; that every recorded table result is the
result recorded in that game's own stream (and that the game was created for that tournament and table);
that the final standings are recomputed from those results.

Pairing version 3 (issue 37) adds: every round's certificate recomputed (its repeats, and its lower bound:
the exact programme run again for an exact field, the relaxation otherwise; no seed needed, the minimum
does not depend on the seeded order); the organiser's overrides applied as recorded, each shown as a
departure (the automatic pairing recomputed beside the organiser's, the game's own result beside the
overridden one, with the reasons), and no round seating a forbidden meeting.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments import arbiter
from services.tournaments.pairing import PairingError
from shared.store.chain import seed_commitment, verify_chain
from shared.store.repository import GAME_CREATED, GAME_FINISHED
from shared.store.upcasting import upcast_envelope

DOCUMENT_KIND = "tournament"

# game id -> that game's events (types under their current names), or None when they are not at hand.
GameEvents = Callable[[str], "list[dict[str, Any]] | None"]


def _check(ok: bool, detail: str, skipped: bool = False, **shown: Any) -> dict[str, Any]:
    return {"ok": ok, "detail": detail, "skipped": skipped, **shown}


def table_result(table: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """What a tournament keeps of one game's recorded result (seat order as in the game)."""
    players = sorted(result["players"], key=lambda p: p["seat"])
    forfeited = sorted(set(result.get("forfeited") or []) | {p["seat"] for p in players if p.get("forfeited")})
    return {"table": table["table"], "game_id": table["game_id"], "seats": table["seats"],
            "ranking": list(result["ranking"]), "winners": list(result["winners"]),
            "totals": [int(p["total"]) for p in players], "forfeited": forfeited}


def tournament_checks(raw: list[dict[str, Any]], events: list[dict[str, Any]],
                      game_events: GameEvents) -> dict[str, dict[str, Any]]:
    """raw: the tournament's stream as stored (for the chain); events: the same, upcast."""
    checks: dict[str, dict[str, Any]] = {}
    ok, detail = verify_chain(raw)
    checks["hash_chain"] = _check(ok, detail)
    final = agg.fold(events)
    revealed = final["revealed_seed"]
    departures: list[dict[str, Any]] = []
    if revealed is None:
        checks["seed_commitment"] = _check(True, "the seed is revealed when the tournament ends", skipped=True)
        checks["pairings"] = _check(True, "recomputable once the seed is revealed", skipped=True)
    else:
        matches = seed_commitment(revealed["salt"], revealed["seed"]) == final["seed_commitment"]
        checks["seed_commitment"] = _check(matches, "sha256(salt:seed) matches the commitment" if matches
                                           else "the revealed seed does not match the commitment")
        checks["pairings"] = _check_pairings(events, f"{revealed['salt']}:{revealed['seed']}", departures)
    checks["results"] = _check_results(final, game_events, departures)
    checks["certificates"] = _check_certificates(events)
    checks["overrides"] = _check_overrides(final, departures, revealed is not None)
    if final["final_standings"] is None:
        checks["standings"] = _check(True, "recorded when the tournament ends", skipped=True)
    else:
        same = agg.standings(final) == final["final_standings"]
        checks["standings"] = _check(same, "the final standings follow from the recorded results" if same
                                     else "the recorded final standings differ from the recomputed ones")
    return checks


def _check_pairings(events: list[dict[str, Any]], rng_source: str,
                    departures: list[dict[str, Any]]) -> dict[str, Any]:
    state = agg.initial_state()
    rounds = 0
    for envelope in events:
        if envelope["type"] == agg.TOURNAMENT_STARTED and state["format"] == "round_robin":
            expected = agg.schedule_round_robin(state, rng_source)
            if expected != envelope["data"]["schedule"]:
                return _check(False, "the round robin schedule is not the one the seed gives")
        if envelope["type"] == agg.ROUND_STARTED:
            number = envelope["data"]["round"]
            try:  # the automatic pairing with the organiser's recorded overrides of the round applied
                expected, automatic = arbiter.round_tables(state, rng_source)
            except PairingError as error:
                return _check(False, f"round {number} could not have been paired: {error}")
            recorded = [t["seats"] for t in envelope["data"]["tables"]]
            if expected != recorded:
                return _check(False, f"round {number} was not paired as the seed, the standings and the "
                                     "organiser's overrides give")
            changes = arbiter.overrides_of(state, number, arbiter.PAIRING_KINDS)
            if changes:
                departures.append({"round": number, "kind": "pairing", "automatic": automatic, "recorded": recorded,
                                   "overrides": [_reason(o) for o in changes]})
            rounds += 1
        agg.evolve(state, envelope)
    return _check(True, f"{rounds} rounds recomputed from the standings, the meetings and the seed")


def _reason(override: dict[str, Any]) -> dict[str, Any]:
    return {"version": override["version"], "type": override["type"], "reason": override["reason"]}


def _check_results(state: dict[str, Any], game_events: GameEvents, departures: list[dict[str, Any]]) -> dict[str, Any]:
    checked = 0
    for number in range(1, state["round"] + 1):
        tables = {t["game_id"]: t for t in state["tables"][str(number)]}
        for recorded in state["results"].get(str(number), []):
            table = tables.get(recorded["game_id"])
            events = game_events(recorded["game_id"]) or []
            created = next((e for e in events if e["type"] == GAME_CREATED), None)
            finished = next((e for e in events if e["type"] == GAME_FINISHED), None)
            if table is None or created is None or finished is None:
                return _check(False, f"round {number}: game {recorded['game_id']} is missing or unfinished")
            changes = [o for o in arbiter.overrides_of(state, number, arbiter.RESULT_KINDS) if o["table"] == table["table"]]
            tag = created["data"].get("table") or {}
            if (created["data"].get("tournament") != state["tournament_id"]
                    or tag.get("round") != number or tag.get("entrants") != table["seats"]):
                return _check(False, f"round {number}: game {recorded['game_id']} was not created for this table")
            played = table_result(table, finished["data"]["result"])
            if arbiter.table_outcome(state, number, table, played) != recorded:
                return _check(False, f"round {number}: the result of game {recorded['game_id']} differs from its "
                                     "own stream" + (" with the organiser's overrides" if changes else ""))
            if changes:
                departures.append({"round": number, "kind": "result", "table": table["table"],
                                   "game_id": table["game_id"], "game_result": played, "recorded": recorded,
                                   "overrides": [_reason(o) for o in changes]})
            checked += 1
    return _check(True, f"{checked} table results match their games' streams")


def _check_certificates(events: list[dict[str, Any]]) -> dict[str, Any]:
    state = agg.initial_state()
    checked = 0
    for envelope in events:
        proof = envelope["data"].get("certificate") if envelope["type"] == agg.ROUND_STARTED else None
        if proof is not None:
            number, tables = envelope["data"]["round"], [t["seats"] for t in envelope["data"]["tables"]]
            again = arbiter.certificate_for(state, tables)
            if again != proof or proof["lower_bound"] > proof["repeats"]:
                return _check(False, f"round {number}: the certificate {proof} does not hold (recomputed: {again})")
            if arbiter.broken_constraints(tables, state.get("forbidden"), agg.active_entrants(state)):
                return _check(False, f"round {number} seats a forbidden meeting")
            checked += 1
        agg.evolve(state, envelope)
    if not checked:
        return _check(True, "rounds paired before pairing version 3 carry no certificate", skipped=True)
    return _check(True, f"{checked} rounds' repeats and lower bounds recomputed; no forbidden meeting seated")


def _check_overrides(state: dict[str, Any], departures: list[dict[str, Any]], revealed: bool) -> dict[str, Any]:
    """Where and why the organiser departed from the automatic pairing and the games' results (each
    override is verified by the pairings and results checks; this check shows them)."""
    overrides = [_reason(o) | {"round": o["round"]} for o in state["overrides"]]
    if not overrides:
        return _check(True, "no overrides recorded", departures=[])
    pending = "" if revealed else " (the automatic pairings are shown once the seed is revealed)"
    return _check(True, f"{len(overrides)} overrides recorded, {len(departures)} departures shown{pending}",
                  departures=departures, overrides=overrides)


def export_document(tournament_id: str, raw: list[dict[str, Any]]) -> dict[str, Any]:
    """The document line of a tournament export (its games' events follow it in the export)."""
    return {"kind": DOCUMENT_KIND, "tournament_id": tournament_id, "events": raw}


def verify_document(document: dict[str, Any], games: dict[str, dict[str, Any]],
                    streams: dict[str, list[dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """The offline verifier's check of a tournament document, given the export's games (each verified on
    its own by the verifier) and their streams."""
    raw = document.get("events")
    if not isinstance(raw, list) or not raw or not all(isinstance(e, dict) for e in raw):
        return {"document": _check(False, "the tournament document carries no events")}

    def game_events(game_id: str) -> list[dict[str, Any]] | None:
        stream = streams.get(game_id)
        if stream is None:
            return None
        return [upcast_envelope(e) for e in stream]  # the games are verified already: they upcast cleanly

    try:
        checks = tournament_checks(raw, raw, game_events)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        return {"document": _check(False, f"the tournament's events do not fold: {type(error).__name__}: {error}")}
    final = agg.fold(raw)
    ids = [t["game_id"] for number in range(1, final["round"] + 1) for t in final["tables"].get(str(number), [])]
    failing = [game_id for game_id in ids if game_id not in games or not games[game_id]["ok"]]
    checks["games"] = _check(not failing, f"all {len(ids)} games of the tournament verified" if not failing
                             else f"games missing or failing verification: {', '.join(failing[:3])}")
    return checks


# The export's document kinds this plugin adds (shared.bus.plugins: Plugin.documents).
DOCUMENT_KINDS = {DOCUMENT_KIND: verify_document}
