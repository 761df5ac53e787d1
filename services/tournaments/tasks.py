"""The tournament service's Celery task, its share of the workers' sweep (registered on the worker app
through shared.bus.plugins), and the rebuild of its read models."""

from __future__ import annotations

from services.tournaments.handlers import schedule_tournament_advance
from services.tournaments.plugin import TOURNAMENT_ADVANCE
from services.tournaments.service import TournamentService
from shared.base.progress import Watch, unwatched
from shared.store.tournament_records import TournamentRecords

SWEEP_BATCH = 500


def register(app, worker) -> None:
    # shared=False: this app only (see shared.workers.tasks.register).
    @app.task(shared=False, name=TOURNAMENT_ADVANCE, autoretry_for=(Exception,), retry_backoff=True,
              retry_backoff_max=60, max_retries=8)
    def tournament_advance_task(tournament_id: str) -> str:
        return tournament_advance(worker, tournament_id)


def tournament_service(worker) -> TournamentService:
    """The worker's tournament service, creating round games through the worker's runtimes."""
    return worker.service("tournaments", lambda: TournamentService(worker.redis(), worker.config,
                                                                   runtime_for=worker.runtime, sender=worker.sender))


def tournament_advance(worker, tournament_id: str) -> str:
    """Record a finished round and pair the next (idempotent; the tournament's lock and the
    conditional append make a duplicate harmless)."""
    # Before reading: a game finishing during the run queues another.
    TournamentRecords(worker.redis(), worker.config.key_prefix).clear_queued_advance(tournament_id)
    service = tournament_service(worker)
    outcome = service.advance(tournament_id)
    # The organiser's feed (and its webhooks) hears of the tables' starts and clocks running out at least
    # once a sweep, whether or not anyone follows it live (services.tournaments.feed).
    service.feed.collect(tournament_id)
    return outcome


def sweep(worker) -> dict[str, int]:
    """Every running or paused tournament gets an advance (a lost task, a worker killed mid-round; a
    paused one still records the round its tables finish). Returns how many were queued."""
    redis, cfg = worker.redis(), worker.config
    records = TournamentRecords(redis, cfg.key_prefix)
    queued = 0
    for status in ("running", "paused"):
        for tournament_id in records.listed(status, SWEEP_BATCH):
            queued += schedule_tournament_advance(redis, worker.sender, cfg, tournament_id)
    return {"tournaments": queued}


def rebuild_projections(redis, config, watch: Watch = unwatched) -> str:
    """`tabletop rebuild-projections`: every tournament's document and the listing, from the streams."""
    return f"{TournamentService(redis, config).rebuild_projections(watch)} tournaments projected"
