"""Verification of a tournament from the streams alone (GET /v1/tournaments/{id}/audit).

Checks: the tournament stream's hash chain; once the seed is revealed, that it
matches the commitment made at creation and that EVERY round's pairing (and the
round robin schedule) is exactly what the pure pairing functions give for the
recorded standings, meetings and the seed; that every recorded table result is
the result recorded in that game's own stream (and that the game was created for
that tournament and table); that the final standings are recomputed from those
results. Each game can be audited on its own service (/v1/games/{id}/audit).
"""

from __future__ import annotations

from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments.service import TournamentService, table_result
from shared.eventstore import verify_chain
from shared.repository import GAME_CREATED, GAME_FINISHED
from shared.service import seed_commitment


def _check(ok: bool, detail: str, skipped: bool = False) -> dict[str, Any]:
    return {"ok": ok, "detail": detail, "skipped": skipped}


def audit_tournament(service: TournamentService, tournament_id: str) -> dict[str, Any]:
    service.ensure_exists(tournament_id)
    raw = service.store.read_raw(tournament_id)
    events = [service.store.upcast(e) for e in raw]
    checks: dict[str, dict[str, Any]] = {}
    ok, detail = verify_chain(raw)
    checks["hash_chain"] = _check(ok, detail)

    final = agg.fold(events)
    revealed = final["revealed_seed"]
    if revealed is None:
        checks["seed_commitment"] = _check(True, "the seed is revealed when the tournament ends", skipped=True)
        checks["pairings"] = _check(True, "recomputable once the seed is revealed", skipped=True)
    else:
        matches = seed_commitment(revealed["salt"], revealed["seed"]) == final["seed_commitment"]
        checks["seed_commitment"] = _check(matches, "sha256(salt:seed) matches the commitment" if matches
                                           else "the revealed seed does not match the commitment")
        checks["pairings"] = _check_pairings(events, f"{revealed['salt']}:{revealed['seed']}")
    checks["results"] = _check_results(service, final)
    if final["final_standings"] is None:
        checks["standings"] = _check(True, "recorded when the tournament ends", skipped=True)
    else:
        same = agg.standings(final) == final["final_standings"]
        checks["standings"] = _check(same, "the final standings follow from the recorded results" if same
                                     else "the recorded final standings differ from the recomputed ones")
    return {"ok": all(c["ok"] for c in checks.values()), "events": len(raw), "checks": checks}


def _check_pairings(events: list[dict[str, Any]], rng_source: str) -> dict[str, Any]:
    state = agg.initial_state()
    rounds = 0
    for envelope in events:
        if envelope["type"] == agg.TOURNAMENT_STARTED and state["format"] == "round_robin":
            expected = agg.schedule_round_robin(state, rng_source)
            if expected != envelope["data"]["schedule"]:
                return _check(False, "the round robin schedule is not the one the seed gives")
        if envelope["type"] == agg.ROUND_STARTED:
            expected = agg.plan_round(state, rng_source)
            recorded = [t["seats"] for t in envelope["data"]["tables"]]
            if expected != recorded:
                return _check(False, f"round {envelope['data']['round']} was not paired as the seed and the "
                                     "standings give")
            rounds += 1
        agg.evolve(state, envelope)
    return _check(True, f"{rounds} rounds recomputed from the standings, the meetings and the seed")


def _check_results(service: TournamentService, state: dict[str, Any]) -> dict[str, Any]:
    store = service.runtime(state["game"]).store
    checked = 0
    for number in range(1, state["round"] + 1):
        tables = {t["game_id"]: t for t in state["tables"][str(number)]}
        for recorded in state["results"].get(str(number), []):
            table = tables.get(recorded["game_id"])
            events = store.read(recorded["game_id"])
            created = next((e for e in events if e["type"] == GAME_CREATED), None)
            finished = next((e for e in events if e["type"] == GAME_FINISHED), None)
            if table is None or created is None or finished is None:
                return _check(False, f"round {number}: game {recorded['game_id']} is missing or unfinished")
            tag = created["data"].get("table") or {}
            if (created["data"].get("tournament") != state["tournament_id"]
                    or tag.get("round") != number or tag.get("entrants") != table["seats"]):
                return _check(False, f"round {number}: game {recorded['game_id']} was not created for this table")
            if table_result(table, finished["data"]["result"]) != recorded:
                return _check(False, f"round {number}: the result of game {recorded['game_id']} differs from its "
                                     "own stream")
            checked += 1
    return _check(True, f"{checked} table results match their games' streams")
