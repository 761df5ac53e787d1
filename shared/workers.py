"""Celery: the workers that play automated seats, append final scoring and update projections.

Tasks are keyed by (game, game_id), idempotent and safe to deliver twice: each
one reads the stream and brings things up to its current version. A flag key
per (task, game) coalesces bursts of appends into one queued task; the task
clears the flag before it reads, so an append that lands during a run
schedules another.
"""

from __future__ import annotations

import logging

from celery import Celery

from shared.config import Config
from shared.registry import load_engine

log = logging.getLogger(__name__)

# Seconds an unacknowledged task stays invisible before the broker redelivers it.
# Must exceed the longest task; used both for the broker and for the flag TTL.
VISIBILITY_TIMEOUT_S = 600


def make_celery(config: Config | None = None) -> Celery:
    config = config or Config.from_env()
    app = Celery("tabletop", broker=config.celery_broker_url)
    app.conf.update(
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,
        task_serializer="json",
        accept_content=["json"],
        broker_transport_options={
            "visibility_timeout": VISIBILITY_TIMEOUT_S,
            # Keeps the broker's keys beside the game keys of the same deployment (and tests apart).
            **({"global_keyprefix": config.key_prefix} if config.key_prefix else {}),
        },
        broker_connection_retry_on_startup=True,
        worker_hijack_root_logger=False,
    )
    return app


config = Config.from_env()
celery_app = make_celery(config)
_runtimes: dict = {}


def runtime(game: str):
    from shared.runtime import build_runtime, connect

    if game not in _runtimes:
        redis = connect(config)
        _runtimes[game] = build_runtime(load_engine(game), config, redis, dispatcher=_TaskDispatcher(game, redis))
    return _runtimes[game]


class _TaskDispatcher:
    """Inside a worker, follow-up work is queued as tasks too (never run inline)."""

    def __init__(self, game: str, redis):
        self.game = game
        self.redis = redis

    def after_append(self, game_id: str, version: int, needs_advance: bool) -> None:
        if needs_advance:
            schedule(self.redis, config, "advance", self.game, game_id)
        schedule(self.redis, config, "project", self.game, game_id)


def _flag(config: Config, task: str, game_id: str) -> str:
    return f"{config.key_prefix}sched:{{{game_id}}}:{task}"


def schedule(redis, cfg: Config, task: str, game: str, game_id: str) -> bool:
    """Queue `task` for this game unless one is already queued; True if queued."""
    if not redis.set(_flag(cfg, task, game_id), 1, nx=True, ex=VISIBILITY_TIMEOUT_S):
        return False
    TASKS[task].apply_async(args=(game, game_id))
    return True


@celery_app.task(name="tabletop.advance")
def advance(game: str, game_id: str) -> int:
    rt = runtime(game)
    rt.store.redis.delete(_flag(config, "advance", game_id))
    steps = rt.service.advance(game_id)
    if rt.service.needs_advance(rt.service.load(game_id)):
        schedule(rt.store.redis, config, "advance", game, game_id)  # a long automated run continues in a new task
    return steps


@celery_app.task(name="tabletop.project")
def project(game: str, game_id: str) -> int:
    rt = runtime(game)
    rt.store.redis.delete(_flag(config, "project", game_id))
    return rt.projector.project(game_id)


@celery_app.task(name="tabletop.rebuild_projections")
def rebuild_projections(game: str) -> int:
    return runtime(game).projector.rebuild_all()


TASKS = {"advance": advance, "project": project}
