"""Verification of a tournament from the streams alone (GET /v1/tournaments/{id}/audit): the pure checks of
services.tournaments.verification (the same the offline verifier runs on a tournament export), reading the
games' streams from the game stores. Each game can be audited on its own service (/v1/games/{id}/audit).
"""

from __future__ import annotations

from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments.service import TournamentService
from services.tournaments.verification import tournament_checks


def audit_tournament(service: TournamentService, tournament_id: str) -> dict[str, Any]:
    service.ensure_exists(tournament_id)
    raw = service.store.read_raw(tournament_id)
    events = [service.store.upcast(e) for e in raw]
    final = agg.fold(events)
    store = service.runtime(final["game"]).store
    checks = tournament_checks(raw, events, lambda game_id: store.read(game_id))
    return {"ok": all(c["ok"] for c in checks.values()), "events": len(raw), "checks": checks}
