"""Celery: the workers that play automated seats, append final scoring and update projections.

Tasks are keyed by (game, game_id), idempotent and safe to deliver twice: each
one reads the stream and brings things up to its current version. A flag key
per (task, game) coalesces bursts of appends into one queued task; the task
clears the flag before it reads, so an append that lands during a run
schedules another.
"""

from __future__ import annotations

import logging
import time
import zlib

from celery import Celery

from shared.config import Config
from shared.eventstore import Mark
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

# Projection work is coalesced per partition of games (DESIGN.md: a fixed number of
# partitions for cross-game fan-out): each append marks its game dirty in its
# partition's sorted set (score = version), and at most one task per partition is
# queued; that task projects every dirty game once, however many appends it saw.
PARTITIONS = 8
BATCH_SECONDS = 0.05  # how long one task may keep a busy partition before yielding to the others
LINGER_SECONDS = 0.005  # how long an idle partition's task waits for the next mark before letting go

# Forget a dirty mark only if no newer version was marked while we projected.
CLEAR_IF_PROJECTED = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) <= tonumber(ARGV[2]) then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 1
end
return 0
"""


def runtime(game: str):
    from shared.runtime import CeleryDispatcher, build_runtime, connect

    if game not in _runtimes:
        redis = connect(config)
        _runtimes[game] = build_runtime(load_engine(game), config, redis, CeleryDispatcher(game, config, redis))
    return _runtimes[game]


def partition_of(game_id: str) -> int:
    return zlib.crc32(game_id.encode()) % PARTITIONS


def _dirty_key(cfg: Config, partition: int) -> str:
    return f"{cfg.key_prefix}proj:dirty:{{p{partition:02d}}}"


def _flag(cfg: Config, task: str, scope: str) -> str:
    return f"{cfg.key_prefix}sched:{{{scope}}}:{task}"


def schedule_advance(redis, cfg: Config, game: str, game_id: str) -> bool:
    """Queue the automated-seat task for this game unless one is already queued."""
    if not redis.set(_flag(cfg, "advance", game_id), 1, nx=True, ex=VISIBILITY_TIMEOUT_S):
        return False
    advance.apply_async(args=(game, game_id))
    return True


def projection_mark(cfg: Config, game: str, game_id: str) -> Mark:
    """What schedule_projection does, as a Mark the append script sets itself."""
    partition = partition_of(game_id)
    return Mark(_dirty_key(cfg, partition), f"{game}:{game_id}", _flag(cfg, "project", f"p{partition:02d}"),
                VISIBILITY_TIMEOUT_S)


def schedule_projection(redis, cfg: Config, game: str, game_id: str, version: int) -> bool:
    """Mark the game dirty in its partition and queue the partition's task unless one is queued."""
    partition = partition_of(game_id)
    pipe = redis.pipeline(transaction=False)
    pipe.zadd(_dirty_key(cfg, partition), {f"{game}:{game_id}": version}, gt=True)
    pipe.set(_flag(cfg, "project", f"p{partition:02d}"), 1, nx=True, ex=VISIBILITY_TIMEOUT_S)
    _, queued = pipe.execute()
    if queued:
        project_partition.apply_async(args=(partition,))
    return bool(queued)


@celery_app.task(name="tabletop.advance")
def advance(game: str, game_id: str) -> int:
    rt = runtime(game)
    rt.store.redis.delete(_flag(config, "advance", game_id))
    steps = rt.service.advance(game_id)
    if rt.service.needs_advance(rt.service.load(game_id)):
        schedule_advance(rt.store.redis, config, game, game_id)  # a long automated run continues in a new task
    return steps


@celery_app.task(name="tabletop.project_partition")
def project_partition(partition: int) -> int:
    """Project every game marked dirty in this partition; returns how many projections were written.

    The partition's flag stays set while its task is queued or running, so appends
    meanwhile publish nothing (publishing a task costs the web process more than the
    append itself). The task keeps draining for up to BATCH_SECONDS, lingering briefly
    when the set runs dry; a partition still busy after that goes to the back of the
    queue (so busy partitions cannot starve the others); an idle one drops its flag
    and looks once more, so no mark is ever stranded.
    """
    from shared.runtime import connect

    redis = next(iter(_runtimes.values())).store.redis if _runtimes else connect(config)
    clear = redis.register_script(CLEAR_IF_PROJECTED)
    key = _dirty_key(config, partition)
    flag = _flag(config, "project", f"p{partition:02d}")
    projected = 0
    deadline = time.monotonic() + BATCH_SECONDS
    while True:
        dirty = redis.zrange(key, 0, 499)
        if dirty:
            projected += sum(_project_member(redis, clear, key, member) for member in dirty)
            if time.monotonic() < deadline:
                continue
            project_partition.apply_async(args=(partition,))
            return projected
        if _linger(redis, key, deadline):
            continue
        redis.delete(flag)
        if not redis.zcard(key) or not redis.set(flag, 1, nx=True, ex=VISIBILITY_TIMEOUT_S):
            return projected


def _linger(redis, key: str, deadline: float) -> bool:
    """Wait up to LINGER_SECONDS (within the deadline) for a new mark; True if one came."""
    until = min(time.monotonic() + LINGER_SECONDS, deadline)
    while time.monotonic() < until:
        time.sleep(0.001)
        if redis.zcard(key):
            return True
    return False


def _project_member(redis, clear, key: str, member: bytes | str) -> int:
    member = member.decode() if isinstance(member, bytes) else member
    game, _, game_id = member.partition(":")
    try:
        version = runtime(game).projector.project(game_id)
    except KeyError:
        log.error("dropping a dirty mark of an unknown game kind: %s", member)
        version = 2**62
    clear(keys=[key], args=[member, version])
    return 1


@celery_app.task(name="tabletop.rebuild_projections")
def rebuild_projections(game: str) -> int:
    return runtime(game).projector.rebuild_all()
