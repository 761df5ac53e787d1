"""Wiring: one game's store, repository, service and projector over one Redis.

The Flask app, the Celery worker and the CLI all build their objects here, so
each piece is configured in exactly one place.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from shared.app.after_append import scheduling
from shared.app.after_append.log_feed import LogFeed, transparency_log
from shared.app.after_append.pipeline import GamePipeline
from shared.app.finished_games.archival import schedule_archival
from shared.app.games.service import GameService
from shared.app.matchmaking.rating_handler import rate_finished_game
from shared.app.read_models.projections import Projector
from shared.base.config import Config
from shared.bus import plugins
from shared.bus.handlers import FOLLOW_UPS, GAME_FINISHED, NOW, WORKER, Bus
from shared.bus.sender import TaskSender, sender_for
from shared.domain.engine import Engine
from shared.store import connection
from shared.store.archive_backends import shared_archive
from shared.store.eventstore import EventStore
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

    @property
    def pipeline(self) -> GamePipeline:
        """What follows every append of this game kind (shared.app.after_append.pipeline)."""
        return self.service.pipeline


def connect(config: Config, blocking: bool = False):
    """A client whose timeouts turn a dead or paused server into a 503 rather than a hung request.
    `blocking`: for XREAD BLOCK only (SSE, waits for min_version), whose reads must outlast the
    longest block (a heartbeat, or wait_ms of at most 30 s); every other command fails faster."""
    timeout = max(config.sse_heartbeat_s, 30.0) + 15 if blocking else config.redis_socket_timeout_s
    return connection.connect(config.redis_url, cluster=config.redis_cluster, socket_timeout=timeout,
                              connect_timeout=5, health_check_interval=30)


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
        dispatcher.bind(service)
    follow_up = follow_up or (NOW if inline else WORKER)
    if follow_up not in FOLLOW_UPS:
        raise ValueError(f"unknown follow-up {follow_up!r}")
    bus = build_bus()
    # Queued follow-ups go where the dispatcher's tasks go (a dispatcher without a sender: this process's).
    sender = None if inline else getattr(dispatcher, "sender", None) or sender_for(config)
    # The log's runs go where the dispatcher's tasks go; a dispatcher that queues nothing (a test's) leaves
    # them to the sweep, rather than this process's sender reaching for the deployment's broker.
    log_feed = LogFeed(transparency_log(redis, config, keyring), config, follow_up,
                       None if inline else getattr(dispatcher, "sender", None))
    pipeline = GamePipeline(service, projector.keys, config, bus, log_feed, follow_up, sender)
    service.pipeline = projector.pipeline = pipeline
    return Runtime(engine, config, store, service, projector, bus, log_feed)


class InlineDispatcher:
    """The bots' next run in the calling thread, right after the append (tests, `DISPATCH=inline`; the
    pipeline runs the follow-ups inline too: shared.app.after_append.pipeline).

    Re-entrant appends (a bot's move appended while advancing) are queued and
    drained by the outermost call instead of recursing.
    """

    def __init__(self):
        self._local = threading.local()
        self.service: GameService | None = None
        # No timers inline: each game's next clock deadline, for tests to enforce (service.enforce_clock).
        self.deadlines: dict[str, int | None] = {}

    def bind(self, service: GameService) -> None:
        self.service = service

    def schedule_deadline(self, game_id: str, due_ms: int | None) -> None:
        self.deadlines[game_id] = due_ms

    def after_append(self, game_id: str, version: int, needs_advance: bool) -> None:
        if not needs_advance:
            return
        queue = getattr(self._local, "queue", None)
        if queue is not None:
            queue.append(game_id)
            return
        self._local.queue = queue = [game_id]
        try:
            while queue:
                self.service.advance(queue.pop(0))
        finally:
            self._local.queue = None


class CeleryDispatcher:
    """The bots' next run as a task queued by name (coalesced: see shared.app.after_append.scheduling). sender: this
    process's for the deployment unless given (the workers pass their app's, tests one that records)."""

    def __init__(self, game: str, config: Config, redis, sender: TaskSender | None = None):
        self.game = game
        self.config = config
        self.redis = redis
        self.sender = sender if sender is not None else sender_for(config)

    def after_append(self, game_id: str, version: int, needs_advance: bool) -> None:
        if needs_advance:
            scheduling.schedule_advance(self.redis, self.sender, self.config, self.game, game_id)

    def schedule_deadline(self, game_id: str, due_ms: int | None) -> None:
        scheduling.schedule_deadline(self.redis, self.sender, self.config, self.game, game_id, due_ms)
