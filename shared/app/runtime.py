"""Wiring: one game's store, repository, service and projector over one Redis.

The Flask app, the Celery worker and the CLI all build their objects here, so
each piece is configured in exactly one place.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

import redis as redis_lib

from shared.app import scheduling
from shared.app.archival import schedule_archival
from shared.app.log_feed import LogFeed, transparency_log
from shared.app.projections import Projector
from shared.app.rating_handler import rate_finished_game
from shared.app.service import GameService
from shared.app.webhook_outbox import WebhookOutbox
from shared.base.config import Config
from shared.bus import plugins
from shared.bus.handlers import FOLLOW_UPS, GAME_FINISHED, NOW, WORKER, Bus, GameFinished
from shared.bus.sender import TaskSender, sender_for
from shared.domain.engine import Engine
from shared.store import keys
from shared.store.archive_backends import shared_archive
from shared.store.eventstore import EventStore, Mark
from shared.store.repository import GAME_FINISHED as GAME_FINISHED_EVENT
from shared.store.repository import GameRepository, renamed_event_types
from shared.store.signing import KeyRing, private_key_from_config


@dataclass
class Runtime:
    engine: Engine
    config: Config
    store: EventStore
    service: GameService
    projector: Projector
    bus: Bus
    log_feed: LogFeed  # the deployment's transparency log, and how this runtime feeds it


def connect(config: Config, blocking: bool = False):
    """A client whose timeouts turn a dead or paused server into a 503 rather than a hung request.
    `blocking`: for XREAD BLOCK only (SSE, waits for min_version), whose reads must outlast the
    longest block (a heartbeat, or wait_ms of at most 30 s); every other command fails faster."""
    if config.redis_cluster:
        from redis.cluster import RedisCluster

        return RedisCluster.from_url(config.redis_url)
    timeout = max(config.sse_heartbeat_s, 30.0) + 15 if blocking else config.redis_socket_timeout_s
    return redis_lib.Redis.from_url(config.redis_url, health_check_interval=30, socket_connect_timeout=5,
                                    socket_timeout=timeout)


def build_bus() -> Bus:
    """A runtime's bus: the ratings' and the archive's handlers, then every plugin's (shared.bus.plugins)."""
    bus = Bus()
    bus.subscribe(GAME_FINISHED, rate_finished_game)
    bus.subscribe(GAME_FINISHED, schedule_archival)
    for module in plugins.part_modules("handlers"):
        module.subscribe(bus)
    return bus


def build_runtime(engine: Engine, config: Config, redis=None, dispatcher=None, follow_up: str | None = None) -> Runtime:
    """follow_up: what the finished-game handlers do (shared.bus.handlers): NOW under inline dispatch,
    WORKER otherwise, unless the caller says (the rebuild says LATER)."""
    blocking = redis
    if redis is None:
        redis = connect(config)
        blocking = redis if config.redis_cluster else connect(config, blocking=True)
    store = EventStore(redis, prefix=config.key_prefix, upcasters=getattr(engine, "upcasters", None),
                       renamed_types=renamed_event_types(engine), blocking_redis=blocking,
                       replica_acks=config.replica_acks, replica_ack_timeout_ms=config.replica_ack_timeout_ms,
                       archive=shared_archive(config.archive_url) if config.archive_url else None)
    repository = GameRepository(engine, store, cache_size=config.snapshot_cache_size)
    if dispatcher is None:
        dispatcher = InlineDispatcher() if config.dispatch == "inline" else CeleryDispatcher(engine.name, config, redis)
    keyring = KeyRing(redis, config.key_prefix, private_key_from_config(config.signing_key, config.signing_key_file))
    service = GameService(engine, store, repository, dispatcher, keyring)
    projector = Projector(service)
    inline = isinstance(dispatcher, InlineDispatcher)
    if inline:
        dispatcher.bind(service, projector)
    follow_up = follow_up or (NOW if inline else WORKER)
    if follow_up not in FOLLOW_UPS:
        raise ValueError(f"unknown follow-up {follow_up!r}")
    bus = build_bus()
    # Queued follow-ups go where the dispatcher's tasks go (a dispatcher without a sender: this process's).
    sender = None if inline else getattr(dispatcher, "sender", None) or sender_for(config)

    def publish(record) -> None:
        bus.publish(GAME_FINISHED, GameFinished(record, engine.name, projector.redis, config, store, follow_up,
                                                sender))

    projector.finished_hooks.append(publish)
    # The log's runs go where the dispatcher's tasks go; a dispatcher that queues nothing (a test's) leaves
    # them to the sweep, rather than this process's sender reaching for the deployment's broker.
    log_feed = LogFeed(transparency_log(redis, config, keyring), config, follow_up,
                       None if inline else getattr(dispatcher, "sender", None))
    bus.subscribe(GAME_FINISHED, log_feed.game_finished)
    # A checkpoint in the write that finishes a game joins the run its game_finished head starts.
    store.written_hooks.append(log_feed.heads_hook("game_checkpoint", sequenced_after=GAME_FINISHED_EVENT))
    projector.projected_hooks.append(WebhookOutbox(engine, store, config, sender).collect)
    return Runtime(engine, config, store, service, projector, bus, log_feed)


class InlineDispatcher:
    """Runs the workers' jobs in the calling thread, right after the append (tests, `DISPATCH=inline`).

    Re-entrant appends (a bot's move appended while advancing) are queued and
    drained by the outermost call instead of recursing.
    """

    def __init__(self):
        self._local = threading.local()
        self.service: GameService | None = None
        self.projector: Projector | None = None
        # No timers inline: each game's next clock deadline, for tests to enforce (service.enforce_clock).
        self.deadlines: dict[str, int | None] = {}

    def bind(self, service: GameService, projector: Projector) -> None:
        self.service, self.projector = service, projector

    def mark(self, game_id: str) -> None:
        return None

    def schedule_deadline(self, game_id: str, due_ms: int | None) -> None:
        self.deadlines[game_id] = due_ms

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
    """Queues the workers' tasks by name (coalesced: see shared.app.scheduling). sender: this process's
    for the deployment unless given (the workers pass their app's, tests one that records)."""

    def __init__(self, game: str, config: Config, redis, sender: TaskSender | None = None):
        self.game = game
        self.config = config
        self.redis = redis
        self.sender = sender if sender is not None else sender_for(config)

    def mark(self, game_id: str) -> Mark | None:
        # On Redis Cluster the partition keys live in other slots than the game's: no mark in the script.
        return None if self.config.redis_cluster else scheduling.projection_mark(self.config, self.game, game_id)

    def after_append(self, game_id: str, version: int, needs_advance: bool, flag_set: bool | None = None) -> None:
        if needs_advance:
            scheduling.schedule_advance(self.redis, self.sender, self.config, self.game, game_id)
        if flag_set is None:
            scheduling.schedule_projection(self.redis, self.sender, self.config, self.game, game_id, version)
        elif flag_set:
            scheduling.send_partition(self.sender, keys.partition_of(game_id))

    def schedule_deadline(self, game_id: str, due_ms: int | None) -> None:
        scheduling.schedule_deadline(self.redis, self.sender, self.config, self.game, game_id, due_ms)
