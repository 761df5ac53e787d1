"""A tournament checked from its own stream and its games' streams alone: pure (no Redis, no server), so
the tournament service's /audit and the offline verifier (`tabletop verify` on a tournament export) run the
same code.

Checks: the tournament stream's hash chain; once the seed is revealed, that it matches the commitment made
at creation and that EVERY round's pairing (and the round robin schedule) is exactly what the pure pairing
functions give for the recorded standings, meetings and the seed; that every recorded table result is the
result recorded in that game's own stream (and that the game was created for that tournament and table);
that the final standings are recomputed from those results.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from services.tournaments import aggregate as agg
from shared.store.chain import seed_commitment, verify_chain
from shared.store.repository import GAME_CREATED, GAME_FINISHED
from shared.store.upcasting import upcast_envelope

DOCUMENT_KIND = "tournament"

# game id -> that game's events (types under their current names), or None when they are not at hand.
GameEvents = Callable[[str], "list[dict[str, Any]] | None"]


def _check(ok: bool, detail: str, skipped: bool = False) -> dict[str, Any]:
    return {"ok": ok, "detail": detail, "skipped": skipped}


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
    if revealed is None:
        checks["seed_commitment"] = _check(True, "the seed is revealed when the tournament ends", skipped=True)
        checks["pairings"] = _check(True, "recomputable once the seed is revealed", skipped=True)
    else:
        matches = seed_commitment(revealed["salt"], revealed["seed"]) == final["seed_commitment"]
        checks["seed_commitment"] = _check(matches, "sha256(salt:seed) matches the commitment" if matches
                                           else "the revealed seed does not match the commitment")
        checks["pairings"] = _check_pairings(events, f"{revealed['salt']}:{revealed['seed']}")
    checks["results"] = _check_results(final, game_events)
    if final["final_standings"] is None:
        checks["standings"] = _check(True, "recorded when the tournament ends", skipped=True)
    else:
        same = agg.standings(final) == final["final_standings"]
        checks["standings"] = _check(same, "the final standings follow from the recorded results" if same
                                     else "the recorded final standings differ from the recomputed ones")
    return checks


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


def _check_results(state: dict[str, Any], game_events: GameEvents) -> dict[str, Any]:
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
            tag = created["data"].get("table") or {}
            if (created["data"].get("tournament") != state["tournament_id"]
                    or tag.get("round") != number or tag.get("entrants") != table["seats"]):
                return _check(False, f"round {number}: game {recorded['game_id']} was not created for this table")
            if table_result(table, finished["data"]["result"]) != recorded:
                return _check(False, f"round {number}: the result of game {recorded['game_id']} differs from its "
                                     "own stream")
            checked += 1
    return _check(True, f"{checked} table results match their games' streams")


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
