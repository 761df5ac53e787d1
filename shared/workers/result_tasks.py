"""The ratings' task: a finished game's results rated in order, coalesced per game kind.

Queued by the ratings' handler (shared.app.matchmaking.rating_handler) and by the sweep for any game kind whose
results wait (a lost task).
"""

from __future__ import annotations

from shared.app.matchmaking.rating_handler import schedule_ratings_refresh
from shared.app.matchmaking.ratings import Ratings
from shared.bus import queues
from shared.domain import registry
from shared.store import keys, task_flags
from shared.workers.worker import Worker


def register(app, worker: Worker) -> None:
    # shared=False: this app only (see shared.workers.tasks.register).
    @app.task(shared=False, name=queues.RATINGS_REFRESH, autoretry_for=(Exception,), retry_backoff=True,
              max_retries=8)
    def ratings_refresh_task(game: str) -> int:
        return ratings_refresh(worker, game)


def ratings_refresh(worker: Worker, game: str) -> int:
    redis = worker.redis()
    # before reading: see shared.bus.sender
    task_flags.release_flag(redis, keys.flag(worker.config.key_prefix, "ratings", game))
    return Ratings(redis, worker.config.key_prefix).refresh(game)


def sweep_ratings(worker: Worker) -> None:
    """The sweep's safety net for ratings: every game kind whose results wait gets a refresh."""
    redis = worker.redis()
    ratings = Ratings(redis, worker.config.key_prefix)
    for game in registry.available_games():
        if ratings.behind(game):
            schedule_ratings_refresh(redis, worker.sender, worker.config, game)
