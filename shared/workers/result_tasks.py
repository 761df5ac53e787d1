"""Celery tasks that a finished game sets off: its ratings, and its tournament's next round.

Registered on shared.workers.tasks' app (imported there); routed beside the other tasks in make_celery.
Configuration and the Redis client are read from shared.workers.tasks at call time (tests patch them).
"""

from __future__ import annotations

from shared.app.ratings import Ratings
from shared.base.config import Config
from shared.domain import registry
from shared.workers import tasks as workers

RATINGS_DELAY_S = 0.5  # results arriving within this window are rated in one pass, in order
_services: dict = {}


def schedule_tournament_advance(redis, cfg: Config, tournament_id: str) -> bool:
    """Queue the tournament's advance unless one is queued (a round's games finish in bursts)."""
    if redis.set(workers._flag(cfg, "tournament", tournament_id), 1, nx=True, ex=workers.FLAG_TTL_S):
        tournament_advance.apply_async(args=(tournament_id,))
        return True
    return False


def schedule_ratings_refresh(redis, cfg: Config, game: str) -> bool:
    if redis.set(workers._flag(cfg, "ratings", game), 1, nx=True, ex=workers.FLAG_TTL_S):
        ratings_refresh.apply_async(args=(game,), countdown=RATINGS_DELAY_S)
        return True
    return False


def tournament_service():
    """This process's tournament service, creating round games through the workers' runtimes."""
    from services.tournaments.service import TournamentService

    with workers._building:
        if "tournaments" not in _services:
            _services["tournaments"] = TournamentService(workers._redis(), workers.config, runtime_for=workers.runtime)
        return _services["tournaments"]


@workers.celery_app.task(name="tabletop.tournament_advance", autoretry_for=(Exception,), retry_backoff=True,
                         retry_backoff_max=60, max_retries=8)
def tournament_advance(tournament_id: str) -> str:
    """Record a finished round and pair the next (idempotent; the tournament's lock and the
    conditional append make a duplicate harmless)."""
    # Before reading: a game finishing during the run queues another.
    workers._redis().delete(workers._flag(workers.config, "tournament", tournament_id))
    return tournament_service().advance(tournament_id)


@workers.celery_app.task(name="tabletop.ratings_refresh", autoretry_for=(Exception,), retry_backoff=True,
                         max_retries=8)
def ratings_refresh(game: str) -> int:
    workers._redis().delete(workers._flag(workers.config, "ratings", game))
    return Ratings(workers._redis(), workers.config.key_prefix).refresh(game)


def sweep_results(redis) -> int:
    """The sweep's safety net: every running or paused tournament gets an advance (a lost task, a
    worker killed mid-round; a paused one still records the round its tables finish); every game
    kind whose results wait gets its ratings refreshed. Returns the tournaments queued."""
    from services.tournaments.keys import index_base

    cfg = workers.config
    queued = 0
    for status in ("running", "paused"):
        for raw in redis.zrange(f"{index_base(cfg.key_prefix)}:{status}", 0, workers.SWEEP_BATCH - 1):
            tournament_id = raw.decode() if isinstance(raw, bytes) else raw
            queued += schedule_tournament_advance(redis, cfg, tournament_id)
    ratings = Ratings(redis, cfg.key_prefix)
    for game in registry.available_games():
        if ratings.behind(game):
            schedule_ratings_refresh(redis, cfg, game)
    return queued
