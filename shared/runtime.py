"""Wiring: one game's store, repository, service and projector over one Redis.

The Flask app, the Celery worker and the CLI all build their objects here, so
each piece is configured in exactly one place.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

import redis as redis_lib

from shared.config import Config
from shared.engine import Engine
from shared.eventstore import EventStore, Mark
from shared.projections import Projector
from shared.repository import GameRepository
from shared.service import GameService


@dataclass
class Runtime:
    engine: Engine
    config: Config
    store: EventStore
    service: GameService
    projector: Projector


def connect(config: Config):
    if config.redis_cluster:
        from redis.cluster import RedisCluster

        return RedisCluster.from_url(config.redis_url)
    # Timeouts so a dead or paused server becomes a 503 instead of a hung worker; reads outlast the
    # longest XREAD BLOCK (an SSE heartbeat), or every idle stream would time out.
    return redis_lib.Redis.from_url(config.redis_url, health_check_interval=30, socket_connect_timeout=5,
                                    socket_timeout=config.sse_heartbeat_s + 15)


def build_runtime(engine: Engine, config: Config, redis=None, dispatcher=None) -> Runtime:
    redis = redis if redis is not None else connect(config)
    store = EventStore(redis, prefix=config.key_prefix, upcasters=getattr(engine, "upcasters", None),
                       replica_acks=config.replica_acks, replica_ack_timeout_ms=config.replica_ack_timeout_ms)
    repository = GameRepository(engine, store, cache_size=config.snapshot_cache_size)
    if dispatcher is None:
        dispatcher = InlineDispatcher() if config.dispatch == "inline" else CeleryDispatcher(engine.name, config, redis)
    service = GameService(engine, store, repository, dispatcher)
    projector = Projector(service)
    if isinstance(dispatcher, InlineDispatcher):
        dispatcher.bind(service, projector)
    return Runtime(engine, config, store, service, projector)


class InlineDispatcher:
    """Runs the workers' jobs in the calling thread, right after the append (tests, `DISPATCH=inline`).

    Re-entrant appends (a bot's move appended while advancing) are queued and
    drained by the outermost call instead of recursing.
    """

    def __init__(self):
        self._local = threading.local()
        self.service: GameService | None = None
        self.projector: Projector | None = None

    def bind(self, service: GameService, projector: Projector) -> None:
        self.service, self.projector = service, projector

    def mark(self, game_id: str) -> None:
        return None

    def after_append(self, game_id: str, version: int, needs_advance: bool, flag_set: bool | None = None) -> None:
        queue = getattr(self._local, "queue", None)
        if queue is not None:
            queue.append((game_id, needs_advance))
            return
        self._local.queue = queue = [(game_id, needs_advance)]
        try:
            while queue:
                game_id, needs_advance = queue.pop(0)
                if needs_advance:
                    self.service.advance(game_id)
                self.projector.project(game_id)
        finally:
            self._local.queue = None


class CeleryDispatcher:
    """Enqueues the workers' tasks (coalesced: see shared.workers)."""

    def __init__(self, game: str, config: Config, redis):
        self.game = game
        self.config = config
        self.redis = redis

    def mark(self, game_id: str) -> Mark | None:
        from shared import workers

        # On Redis Cluster the partition keys live in other slots than the game's: no mark in the script.
        return None if self.config.redis_cluster else workers.projection_mark(self.config, self.game, game_id)

    def after_append(self, game_id: str, version: int, needs_advance: bool, flag_set: bool | None = None) -> None:
        from shared import workers

        if needs_advance:
            workers.schedule_advance(self.redis, self.config, self.game, game_id)
        if flag_set is None:
            workers.schedule_projection(self.redis, self.config, self.game, game_id, version)
        elif flag_set:
            workers.project_partition.apply_async(args=(workers.partition_of(game_id),))
