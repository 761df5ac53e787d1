"""Celery: the workers that play automated seats, append final scoring and update projections.

Tasks are keyed by (game, game_id), idempotent and safe to deliver twice: each
one reads the stream and brings things up to its current version. A flag key
per (task, game) coalesces bursts of appends into one queued task; the task
clears the flag before it reads, so an append that lands during a run
schedules another. Flags live only FLAG_TTL_S (a running partition task keeps
its own alive), and the `sweep` task, run by Celery beat every SWEEP_EVERY_S
and once when a worker starts, re-queues whatever a lost task left behind:
dirty partitions, games parked after a failed projection, automated seats.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import traceback
import zlib

from celery import Celery
from celery.signals import worker_ready
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from shared.base.config import Config
from shared.domain import registry
from shared.domain.registry import load_engine
from shared.store.eventstore import Mark
from shared.workers import task_metrics
from shared.workers.celery_resilience import broker_transport
from shared.workers.timeouts import run_deadline, sweep_deadlines

log = logging.getLogger(__name__)

# Seconds an unacknowledged task stays invisible before the broker redelivers it (must exceed the longest task).
VISIBILITY_TIMEOUT_S = 600
# How long a "task queued" flag lives: a lost task strands its work for at most this long before the
# sweep (or the next append) queues another. A running partition task refreshes its flag each batch.
FLAG_TTL_S = 30
# Configurable so an operator (or the fault drills) can trade Redis round trips for a shorter worst case.
SWEEP_EVERY_S = float(os.environ.get("SWEEP_EVERY_S", "30"))
# A game scheduled for `advance` this long ago and still pending has lost its task: the sweep re-queues it.
ADVANCE_GRACE_S = 5.0
SWEEP_BATCH = 500


def queue_name(cfg: Config, kind: str) -> str:
    """A queue of ours: `tabletop.<kind>` behind the deployment's KEY_PREFIX, so a broker shared with other
    programs (or another deployment) never hands us their messages, nor them ours."""
    return f"{cfg.key_prefix}tabletop.{kind}"


def is_amqp(broker_url: str) -> bool:
    return broker_url.split("://", 1)[0] in ("amqp", "amqps", "pyamqp")


def broker_settings(config: Config, queues: tuple[str, ...]) -> dict:
    """What differs between the two brokers (DESIGN.md: Redis on one machine, RabbitMQ at scale)."""
    if is_amqp(config.celery_broker_url):
        from kombu import Exchange, Queue

        return {
            # Quorum queues: replicated, durable, and they survive a broker restart with every message
            # that was confirmed. Topic exchanges, because Celery delays countdown tasks (deadlines) on
            # quorum queues through RabbitMQ itself (native delayed delivery), which needs them.
            "task_queues": [Queue(name, Exchange(name, type="topic"), routing_key=name,
                                  queue_arguments={"x-queue-type": "quorum"}) for name in queues],
            # Publisher confirms: apply_async returns only once the broker has the task.
            "broker_transport_options": {"confirm_publish": True},
        }
    return {
        "broker_transport_options": {
            "visibility_timeout": VISIBILITY_TIMEOUT_S,
            # Keeps the broker's keys beside the game keys of the same deployment (and tests apart).
            **({"global_keyprefix": config.key_prefix} if config.key_prefix else {}),
        },
    }


def make_celery(config: Config | None = None) -> Celery:
    config = config or Config.from_env()
    app = Celery("tabletop", broker=config.celery_broker_url)
    projections, automated = queue_name(config, "projections"), queue_name(config, "automated")
    app.conf.update(
        # Never Celery's default queue `celery`: another app's task left there would be consumed here
        # as "unregistered" and lost. Anything unrouted goes to our automated queue.
        task_default_queue=automated,
        # Remote control and monitoring events also travel under our own names.
        control_exchange=queue_name(config, "control"),
        event_exchange=queue_name(config, "events"),
        # Survives broker restarts (see shared/workers/celery_resilience.py) and keeps retrying for as long as
        # the broker is away instead of giving up after 100 attempts.
        broker_transport=broker_transport(config.celery_broker_url),
        broker_connection_max_retries=None,
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,
        task_serializer="json",
        accept_content=["json"],
        **broker_settings(config, (projections, automated)),
        broker_connection_retry_on_startup=True,
        worker_hijack_root_logger=False,
        beat_schedule={"sweep": {"task": "tabletop.sweep", "schedule": SWEEP_EVERY_S}},
        # Two kinds of work, two kinds of worker: projections are light, latency-bound and paced
        # per partition (a thread each: a pacing pause holds no CPU), automated seats are CPU-bound
        # (processes). `tabletop run` starts one worker per queue; one worker may consume both.
        task_routes={"tabletop.project_partition": {"queue": projections},
                     "tabletop.advance": {"queue": automated},
                     "tabletop.sweep": {"queue": automated},
                     "tabletop.enforce_clock": {"queue": automated},
                     "tabletop.rebuild_projections": {"queue": automated},
                     "tabletop.tournament_advance": {"queue": automated},
                     "tabletop.ratings_refresh": {"queue": projections}},
    )
    return app


config = Config.from_env()
celery_app = make_celery(config)
PROJECTIONS_QUEUE = queue_name(config, "projections")
AUTOMATED_QUEUE = queue_name(config, "automated")
_runtimes: dict = {}
_connection: list = []  # this process's Redis client
_building = threading.RLock()

# Projection work is coalesced per partition of games (DESIGN.md: a fixed number of
# partitions for cross-game fan-out): each append marks its game dirty in its
# partition's sorted set (score = version), and at most one task per partition is
# queued; that task projects every dirty game once, however many appends it saw.
PARTITIONS = 8
BATCH_SECONDS = 0.25  # how long one task may keep a busy partition before yielding to the others
PACE_SECONDS = 0.075  # the least time between two batches of one partition
LINGER_SECONDS = 0.005  # how long an idle partition's task waits for the next mark before letting go

# Forget a mark (KEYS[1] member ARGV[1]) only if no newer one (score) came while we worked.
CLEAR_IF_PROJECTED = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) <= tonumber(ARGV[2]) then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 1
end
return 0
"""

# A game whose projection failed leaves the dirty set (so it cannot stall its partition) for the
# partition's failed set, with the newest version marked; the sweep moves it back for a retry.
PARK_FAILED = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score then return 0 end
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[2], 'GT', score, ARGV[1])
return 1
"""

# KEYS: failed set, dirty set (one partition, one hash tag); ARGV: how many to move.
RETRY_FAILED = """
local failed = redis.call('ZRANGE', KEYS[1], 0, tonumber(ARGV[1]) - 1, 'WITHSCORES')
for i = 1, #failed, 2 do
  redis.call('ZADD', KEYS[2], 'GT', failed[i + 1], failed[i])
  redis.call('ZREM', KEYS[1], failed[i])
end
return #failed / 2
"""


def runtime(game: str):
    """This process's runtime of one game (built once; the projections worker runs tasks in threads)."""
    from shared.app.runtime import CeleryDispatcher, build_runtime

    with _building:
        if game not in _runtimes:
            redis = _redis()
            _runtimes[game] = build_runtime(load_engine(game), config, redis, CeleryDispatcher(game, config, redis))
        return _runtimes[game]


def _redis():
    """This process's Redis client (thread-safe: a connection pool), shared by every game's runtime."""
    with _building:
        if _runtimes:
            return next(iter(_runtimes.values())).store.redis
        if not _connection:
            from shared.app.runtime import connect

            _connection.append(connect(config))
        return _connection[0]


def known_game(game: str) -> bool:
    """Whether the platform hosts this game kind (asked of the registry, never inferred from a KeyError)."""
    return registry.is_known(game)


def partition_of(game_id: str) -> int:
    return zlib.crc32(game_id.encode()) % PARTITIONS


def _dirty_key(cfg: Config, partition: int) -> str:
    return f"{cfg.key_prefix}proj:dirty:{{p{partition:02d}}}"


def _failed_key(cfg: Config, partition: int) -> str:
    return f"{cfg.key_prefix}proj:failed:{{p{partition:02d}}}"


def _flag(cfg: Config, task: str, scope: str) -> str:
    return f"{cfg.key_prefix}sched:{{{scope}}}:{task}"


def _partition_flag(cfg: Config, partition: int) -> str:
    return _flag(cfg, "project", f"p{partition:02d}")


def _advance_pending_key(cfg: Config) -> str:
    """Games scheduled for `advance` (score = when), until a run finds nothing more to do."""
    return f"{cfg.key_prefix}sched:advance:pending"


def schedule_advance(redis, cfg: Config, game: str, game_id: str) -> bool:
    """Queue the automated-seat task for this game unless one is already queued."""
    pipe = redis.pipeline(transaction=False)
    pipe.zadd(_advance_pending_key(cfg), {f"{game}:{game_id}": time.time()})
    pipe.set(_flag(cfg, "advance", game_id), 1, nx=True, ex=FLAG_TTL_S)
    _, queued = pipe.execute()
    if queued:
        advance.apply_async(args=(game, game_id))
    return bool(queued)


def projection_mark(cfg: Config, game: str, game_id: str) -> Mark:
    """What schedule_projection does, as a Mark the append script sets itself."""
    partition = partition_of(game_id)
    return Mark(_dirty_key(cfg, partition), f"{game}:{game_id}", _partition_flag(cfg, partition), FLAG_TTL_S)


def schedule_projection(redis, cfg: Config, game: str, game_id: str, version: int) -> bool:
    """Mark the game dirty in its partition and queue the partition's task unless one is queued."""
    partition = partition_of(game_id)
    pipe = redis.pipeline(transaction=False)
    pipe.zadd(_dirty_key(cfg, partition), {f"{game}:{game_id}": version}, gt=True)
    pipe.set(_partition_flag(cfg, partition), 1, nx=True, ex=FLAG_TTL_S)
    _, queued = pipe.execute()
    if queued:
        project_partition.apply_async(args=(partition,))
    return bool(queued)


# A failing run (a Redis hiccup, a bot policy's bug) is retried with backoff instead of leaving a
# bot seat stuck; past max_retries the game stays in the pending set and the sweep tries again.
@celery_app.task(name="tabletop.advance", autoretry_for=(Exception,), retry_backoff=True, retry_backoff_max=300,
                 retry_jitter=True, max_retries=8)
def advance(game: str, game_id: str) -> int:
    rt = runtime(game)
    redis = rt.store.redis
    flag = _flag(config, "advance", game_id)
    started = time.time()
    finished = False
    try:
        redis.delete(flag)  # before reading: an append during the run queues another task
        steps = rt.service.advance(game_id)
        if rt.service.needs_advance(rt.service.load(game_id)):
            schedule_advance(redis, config, game, game_id)  # a long automated run continues in a new task
        else:
            # Done, unless an append scheduled it again since this run started.
            redis.register_script(CLEAR_IF_PROJECTED)(keys=[_advance_pending_key(config)],
                                                      args=[f"{game}:{game_id}", started])
        finished = True
        return steps
    finally:
        if not finished:
            redis.delete(flag)  # no flag outlives a failed run: the retry (or the sweep) takes over


@celery_app.task(name="tabletop.project_partition")
def project_partition(partition: int) -> int:
    """Project every game marked dirty in this partition; returns how many projections were written.

    The partition's flag stays set while its task is queued or running (the task
    refreshes it each batch), so appends meanwhile publish nothing (publishing a task
    costs the web process more than the append itself). The task keeps draining for
    up to BATCH_SECONDS, lingering briefly when the set runs dry; a partition still
    busy after that goes to the back of the queue (so busy partitions cannot starve
    the others); an idle one drops its flag and looks once more, so no mark is ever
    stranded. A game whose projection fails is parked in the partition's failed set
    (the sweep retries it), so it never holds up the others.
    """
    redis = _redis()
    scripts = (redis.register_script(CLEAR_IF_PROJECTED), redis.register_script(PARK_FAILED))
    key = _dirty_key(config, partition)
    flag = _partition_flag(config, partition)
    projected = 0
    deadline = time.monotonic() + BATCH_SECONDS
    last_batch = 0.0
    while True:
        # Under load, batches of one partition are paced: the moves made to a game in between
        # cost one projection instead of one each (the pool slot waits, other partitions do not).
        pause = last_batch + PACE_SECONDS - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        last_batch = time.monotonic()
        pipe = redis.pipeline(transaction=False)
        pipe.set(flag, 1, ex=FLAG_TTL_S)  # this task is alive: no other needs queuing yet
        pipe.zrange(key, 0, 499)
        _, dirty = pipe.execute()
        if dirty:
            projected += sum(_project_member(redis, scripts, partition, member) for member in dirty)
            if time.monotonic() < deadline:
                continue
            project_partition.apply_async(args=(partition,))
            return projected
        if _linger(redis, key, deadline):
            continue
        redis.delete(flag)
        if not redis.zcard(key) or not redis.set(flag, 1, nx=True, ex=FLAG_TTL_S):
            return projected


def _linger(redis, key: str, deadline: float) -> bool:
    """Wait up to LINGER_SECONDS (within the deadline) for a new mark; True if one came."""
    until = min(time.monotonic() + LINGER_SECONDS, deadline)
    while time.monotonic() < until:
        time.sleep(0.001)
        if redis.zcard(key):
            return True
    return False


def _project_member(redis, scripts, partition: int, member: bytes | str) -> int:
    """Project one dirty game; 1 if it was projected, 0 if it was dropped or parked."""
    clear, park = scripts
    key = _dirty_key(config, partition)
    member = member.decode() if isinstance(member, bytes) else member
    game, _, game_id = member.partition(":")
    if not known_game(game):
        log.error("dropping a dirty mark of an unknown game kind: %s", member)
        clear(keys=[key], args=[member, 2**62])
        return 0
    try:
        rt = runtime(game)
        version = rt.projector.project(game_id)
        # Every append reaches here (its mark is set inside the append script), but the follow-up that
        # schedules automated seats runs after it and can be lost (Redis dropped just then, or the web
        # process died): without this the bots of such a game would never move again. The record the
        # projector has just caught up is in the shared cache (fresh=False: no extra round trip).
        if rt.service.needs_advance(rt.service.repository.load(game_id, fresh=False)):
            schedule_advance(redis, config, game, game_id)
    except (RedisConnectionError, RedisTimeoutError):
        raise  # Redis itself is failing, not this game: the task fails and the sweep re-queues the partition
    except Exception as error:  # noqa: BLE001 - one game's bug must not stall its partition
        # The game id and where it failed, never the exception's text (it may quote hidden state).
        where = traceback.extract_tb(error.__traceback__)[-3:]
        log.error("projection of %s game %s failed (%s at %s); parked for the sweep to retry", game, game_id,
                  type(error).__name__, " <- ".join(f"{f.filename}:{f.lineno}" for f in reversed(where)))
        park(keys=[key, _failed_key(config, partition)], args=[member])
        return 0
    clear(keys=[key], args=[member, version])
    return 1


@celery_app.task(name="tabletop.sweep")
def sweep() -> dict[str, int]:
    """Re-queue what lost tasks left behind (idempotent: a duplicate task is harmless).

    Parked games go back to their partition's dirty set; every partition with dirty
    games gets a task (even if its flag says one is queued: it may have been lost);
    every game scheduled for `advance` more than ADVANCE_GRACE_S ago and still
    pending gets one unless its flag says one is queued (flags expire in FLAG_TTL_S);
    every clock deadline within shared.workers.timeouts.SCHEDULE_AHEAD_S without a queued task gets one.
    """
    redis = _redis()
    retry = redis.register_script(RETRY_FAILED)
    counts = {"retried": 0, "partitions": 0, "advances": 0}
    for partition in range(PARTITIONS):
        key = _dirty_key(config, partition)
        counts["retried"] += retry(keys=[_failed_key(config, partition), key], args=[SWEEP_BATCH])
        if redis.zcard(key):
            redis.set(_partition_flag(config, partition), 1, ex=FLAG_TTL_S)
            project_partition.apply_async(args=(partition,))
            counts["partitions"] += 1
    pending = _advance_pending_key(config)
    for raw in redis.zrangebyscore(pending, "-inf", time.time() - ADVANCE_GRACE_S, start=0, num=SWEEP_BATCH):
        member = raw.decode() if isinstance(raw, bytes) else raw
        game, _, game_id = member.partition(":")
        if not known_game(game):
            log.error("dropping a pending advance of an unknown game kind: %s", member)
            redis.zrem(pending, member)
        elif redis.set(_flag(config, "advance", game_id), 1, nx=True, ex=FLAG_TTL_S):
            advance.apply_async(args=(game, game_id))
            counts["advances"] += 1
    counts["deadlines"] = sweep_deadlines(redis, config)
    from shared.workers.result_tasks import sweep_results

    counts["tournaments"] = sweep_results(redis)
    if any(counts.values()):
        log.info("sweep re-queued %s", counts)
    task_metrics.record_sweep(redis, config)  # /healthz and /metrics: is beat still sweeping?
    return counts


# Idempotent: only clocks that have run out are timed out, through the conditional append.
@celery_app.task(name="tabletop.enforce_clock", autoretry_for=(Exception,), retry_backoff=True, retry_backoff_max=60,
                 retry_jitter=True, max_retries=8)
def enforce_clock(game: str, game_id: str, due_ms: int | None = None) -> int:
    """Time out the game's seats whose clock has run out (shared.workers.timeouts schedules this)."""
    if not known_game(game):
        log.error("dropping a clock deadline of an unknown game kind: %s", game)
        return 0
    return len(run_deadline(runtime(game).service, game, game_id, due_ms))
task_metrics.connect_signals(lambda: _redis(), lambda: config)


@worker_ready.connect
def _sweep_when_a_worker_starts(sender=None, **_kwargs) -> None:
    """Whatever the last worker left unfinished is picked up at once, without waiting for beat."""
    try:
        sweep.apply_async()
    except Exception:  # noqa: BLE001 - a worker starts even if the broker hiccups; beat sweeps later
        log.exception("could not queue the start-up sweep")


@celery_app.task(name="tabletop.rebuild_projections")
def rebuild_projections(game: str) -> int:
    return runtime(game).projector.rebuild_all()



# The tasks that a finished game sets off (ratings, tournaments), registered on this app.
from shared.workers import result_tasks  # noqa: E402,F401
