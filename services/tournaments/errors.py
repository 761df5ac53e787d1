"""The tournament service's refusals: each a domain error with its code (shared.domain.errors maps them
to HTTP at the edge)."""

from __future__ import annotations

from shared.domain.errors import Conflict, NotFound


class TournamentNotFound(NotFound):
    code = "tournament_not_found"


class EntrantNotFound(NotFound):
    code = "entrant_not_found"


class TournamentConflict(Conflict):
    code = "tournament_state"



def busy() -> TournamentConflict:
    return TournamentConflict("the tournament is busy; try again", code="tournament_busy")
