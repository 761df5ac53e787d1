"""The platform's Celery task bodies: automated seats, projections, clocks, and the sweep.

Tasks are keyed by (game, game_id), idempotent and safe to deliver twice: each one reads the stream
and brings things up to its current version; shared.app.scheduling queues them, coalesced by flags
that live only FLAG_TTL_S (a running partition task keeps its own alive). The `sweep` task, run by
Celery beat every Config.sweep_every_s (SWEEP_EVERY_S) and once when a worker starts, re-queues whatever a lost task left
behind: dirty partitions, games parked after a failed projection, automated seats, clock deadlines,
and each plugin's share (running tournaments).

Each body takes the process's Worker (shared.workers.worker) first; `register` binds them to a
worker app under their names (shared.bus.queues) with their retry policies.
"""

from __future__ import annotations

import logging
import time
import traceback

from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from shared.app import scheduling
from shared.app.seek_webhooks import match
from shared.bus import plugins, queues
from shared.bus.queues import FLAG_TTL_S
from shared.store import keys
from shared.workers import log_tasks, result_tasks, task_metrics, webhook_tasks
from shared.workers.timeouts import run_deadline, sweep_deadlines
from shared.workers.worker import Worker

log = logging.getLogger(__name__)

# A game scheduled for `advance` this long ago and still pending has lost its task: the sweep re-queues it.
ADVANCE_GRACE_S = 5.0
SWEEP_BATCH = 500

# At most one task per partition is queued; that task projects every dirty game once, however many
# appends it saw.
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


def register(app, worker: Worker) -> None:
    """The platform's tasks on the worker app, each calling its body with this worker. shared=False:
    Celery's default would also add these closures (bound to this worker) to every app built later in
    the process."""

    # A failing run (a Redis hiccup, a bot policy's bug) is retried with backoff instead of leaving a
    # bot seat stuck; past max_retries the game stays in the pending set and the sweep tries again.
    @app.task(shared=False, name=queues.ADVANCE, autoretry_for=(Exception,), retry_backoff=True,
              retry_backoff_max=300, retry_jitter=True, max_retries=8)
    def advance_task(game: str, game_id: str) -> int:
        return advance(worker, game, game_id)

    @app.task(shared=False, name=queues.PROJECT_PARTITION)
    def project_partition_task(partition: int) -> int:
        return project_partition(worker, partition)

    @app.task(shared=False, name=queues.SWEEP)
    def sweep_task() -> dict[str, int]:
        return sweep(worker)

    # Idempotent: only clocks that have run out are timed out, through the conditional append.
    @app.task(shared=False, name=queues.ENFORCE_CLOCK, autoretry_for=(Exception,), retry_backoff=True,
              retry_backoff_max=60, retry_jitter=True, max_retries=8)
    def enforce_clock_task(game: str, game_id: str, due_ms: int | None = None) -> int:
        return enforce_clock(worker, game, game_id, due_ms)

    @app.task(shared=False, name=queues.REBUILD_PROJECTIONS)
    def rebuild_projections_task(game: str) -> int:
        return rebuild_projections(worker, game)

    # Safe to repeat and to kill: a batch commits whole or not at all (shared.workers.log_tasks).
    @app.task(shared=False, name=queues.SEQUENCE_LOG, autoretry_for=(Exception,), retry_backoff=True,
              retry_backoff_max=30, retry_jitter=True, max_retries=8)
    def sequence_log_task() -> int:
        return log_tasks.sequence_log(worker)
    @app.task(shared=False, name=queues.FORM_TABLES, autoretry_for=(Exception,), retry_backoff=True,
              retry_backoff_max=60, retry_jitter=True, max_retries=8)
    def form_tables_task(game: str) -> int:
        return form_tables(worker, game)


def form_tables(worker: Worker, game: str) -> int:
    """The matchmaker: seat the waiting seeks of one game kind (shared.app.seeks); tables formed."""
    rt = worker.runtime(game)
    rt.store.redis.delete(keys.flag(worker.config.key_prefix, "matchmaking", game))  # seeks meanwhile queue another
    return len(match(rt.service, worker.config, worker.sender))  # and the seekers' clients hear of it


def advance(worker: Worker, game: str, game_id: str) -> int:
    rt = worker.runtime(game)
    config = worker.config
    redis = rt.store.redis
    flag = keys.flag(config.key_prefix, "advance", game_id)
    started = time.time()
    finished = False
    try:
        redis.delete(flag)  # before reading: an append during the run queues another task
        steps = rt.service.advance(game_id)
        if rt.service.needs_advance(rt.service.load(game_id)):
            # A long automated run continues in a new task.
            scheduling.schedule_advance(redis, worker.sender, config, game, game_id)
        else:
            # Done, unless an append scheduled it again since this run started.
            redis.register_script(CLEAR_IF_PROJECTED)(keys=[keys.advance_pending_key(config.key_prefix)],
                                                      args=[f"{game}:{game_id}", started])
        finished = True
        return steps
    finally:
        if not finished:
            redis.delete(flag)  # no flag outlives a failed run: the retry (or the sweep) takes over


def project_partition(worker: Worker, partition: int) -> int:
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
    worker.defer_sequencing()  # the log's leaves our projections submit: sequenced by us after each batch
    try:
        return _drain_partition(worker, partition)
    finally:
        if worker.take_owed_sequencing(stop=True):  # owed, and the batch that owed it did not get to run it
            worker.sender.send(queues.SEQUENCE_LOG)


def _drain_partition(worker: Worker, partition: int) -> int:
    redis = worker.redis()
    scripts = (redis.register_script(CLEAR_IF_PROJECTED), redis.register_script(PARK_FAILED))
    key = keys.dirty_key(worker.config.key_prefix, partition)
    flag = keys.partition_flag(worker.config.key_prefix, partition)
    projected = 0
    deadline = time.monotonic() + BATCH_SECONDS
    last_batch = 0.0
    # The marks of games projected in this batch, cleared (if no newer append came) at the head of the
    # next round trip rather than one round trip each: a task killed before that leaves them set, and
    # the games are projected again (idempotent), as when it dies before clearing one by one.
    clears: list[tuple[str, int]] = []
    while True:
        # Under load, batches of one partition are paced: the moves made to a game in between
        # cost one projection instead of one each (the pool slot waits, other partitions do not).
        pause = last_batch + PACE_SECONDS - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        last_batch = time.monotonic()
        pipe = _clearing(redis, scripts, key, clears)
        pipe.set(flag, 1, ex=FLAG_TTL_S)  # this task is alive: no other needs queuing yet
        pipe.zrange(key, 0, 499, withscores=True)  # score: the newest version appended (the mark)
        dirty = pipe.execute()[-1]
        if dirty:
            projected += sum(_project_member(worker, redis, scripts, partition, member, int(newest), clears=clears)
                             for member, newest in dirty)
            _sequence_owed(worker)
            if time.monotonic() < deadline:
                continue
            _clearing(redis, scripts, key, clears).execute()
            scheduling.send_partition(worker.sender, partition)
            return projected
        if _linger(redis, key, deadline):
            continue
        pipe = redis.pipeline(transaction=False)  # in this order, in one round trip
        pipe.delete(flag)
        pipe.zcard(key)
        if not pipe.execute()[-1] or not redis.set(flag, 1, nx=True, ex=FLAG_TTL_S):
            return projected


def _clearing(redis, scripts, key: str, clears: list[tuple[str, int]]):
    """A pipeline that first clears the marks projected since the last one (CLEAR_IF_PROJECTED each)."""
    pipe = redis.pipeline(transaction=False)
    clear = scripts[0]
    for member, version in clears:
        clear(keys=[key], args=[member, version], client=pipe)
    clears.clear()
    return pipe


def _sequence_owed(worker: Worker) -> None:
    """Run the log's sequencer here if this batch's projections queued a run (shared.workers.worker.
    RuntimeSender): the same run the queued task would make (log_tasks.sequence_log, its flag cleared
    first), one trip through the broker fewer. If it fails, the task is queued as before."""
    if not worker.take_owed_sequencing():
        return
    try:
        log_tasks.sequence_log(worker)
    except Exception:  # noqa: BLE001 - the projections are written; the sequencer's task retries with backoff
        log.exception("the transparency log's sequencer failed after a projection batch: queued as a task")
        worker.sender.send(queues.SEQUENCE_LOG)


def _linger(redis, key: str, deadline: float) -> bool:
    """Wait up to LINGER_SECONDS (within the deadline) for a new mark; True if one came."""
    until = min(time.monotonic() + LINGER_SECONDS, deadline)
    while time.monotonic() < until:
        time.sleep(0.001)
        if redis.zcard(key):
            return True
    return False


def _project_member(worker: Worker, redis, scripts, partition: int, member: bytes | str,
                    newest: int | None = None, clears: list[tuple[str, int]] | None = None) -> int:
    """Project one dirty game; 1 if it was projected, 0 if it was dropped or parked. clears: where to
    leave its mark's clearing for the caller's next round trip (None: cleared here)."""
    clear, park = scripts
    config = worker.config
    key = keys.dirty_key(config.key_prefix, partition)
    member = member.decode() if isinstance(member, bytes) else member
    game, _, game_id = member.partition(":")
    if not worker.known_game(game):
        log.error("dropping a dirty mark of an unknown game kind: %s", member)
        clear(keys=[key], args=[member, 2**62])
        return 0
    try:
        rt = worker.runtime(game)
        version = rt.projector.project(game_id, newest=newest)
        # Every append reaches here (its mark is set inside the append script), but the follow-up that
        # schedules automated seats runs after it and can be lost (Redis dropped just then, or the web
        # process died): without this the bots of such a game would never move again. The record the
        # projector has just caught up is in the shared cache (fresh=False: no extra round trip).
        if rt.service.needs_advance(rt.service.repository.load(game_id, fresh=False)):
            scheduling.schedule_advance(redis, worker.sender, config, game, game_id)
    except (RedisConnectionError, RedisTimeoutError):
        raise  # Redis itself is failing, not this game: the task fails and the sweep re-queues the partition
    except Exception as error:  # noqa: BLE001 - one game's bug must not stall its partition
        # The game id and where it failed, never the exception's text (it may quote hidden state).
        where = traceback.extract_tb(error.__traceback__)[-3:]
        log.error("projection of %s game %s failed (%s at %s); parked for the sweep to retry", game, game_id,
                  type(error).__name__, " <- ".join(f"{f.filename}:{f.lineno}" for f in reversed(where)))
        park(keys=[key, keys.failed_key(config.key_prefix, partition)], args=[member])
        return 0
    if clears is None:
        clear(keys=[key], args=[member, version])
    else:
        clears.append((member, version))
    return 1


def sweep(worker: Worker) -> dict[str, int]:
    """Re-queue what lost tasks left behind (idempotent: a duplicate task is harmless).

    Parked games go back to their partition's dirty set; every partition with dirty
    games gets a task (even if its flag says one is queued: it may have been lost);
    every game scheduled for `advance` more than ADVANCE_GRACE_S ago and still
    pending gets one unless its flag says one is queued (flags expire in FLAG_TTL_S);
    every clock deadline within shared.app.scheduling.SCHEDULE_AHEAD_S without a queued task gets one,
    and every webhook endpoint with a delivery due soon (shared.app.webhook_delivery.sweep);
    then each plugin's share (shared.bus.plugins: its counts join ours), and late ratings.
    """
    redis, config, prefix = worker.redis(), worker.config, worker.config.key_prefix
    retry = redis.register_script(RETRY_FAILED)
    counts = {"retried": 0, "partitions": 0, "advances": 0}
    for partition in range(keys.PARTITIONS):
        key = keys.dirty_key(prefix, partition)
        counts["retried"] += retry(keys=[keys.failed_key(prefix, partition), key], args=[SWEEP_BATCH])
        if redis.zcard(key):
            redis.set(keys.partition_flag(prefix, partition), 1, ex=FLAG_TTL_S)
            scheduling.send_partition(worker.sender, partition)
            counts["partitions"] += 1
    pending = keys.advance_pending_key(prefix)
    for raw in redis.zrangebyscore(pending, "-inf", time.time() - ADVANCE_GRACE_S, start=0, num=SWEEP_BATCH):
        member = raw.decode() if isinstance(raw, bytes) else raw
        game, _, game_id = member.partition(":")
        if not worker.known_game(game):
            log.error("dropping a pending advance of an unknown game kind: %s", member)
            redis.zrem(pending, member)
        elif redis.set(keys.flag(prefix, "advance", game_id), 1, nx=True, ex=FLAG_TTL_S):
            worker.sender.send(queues.ADVANCE, (game, game_id))
            counts["advances"] += 1
    counts["deadlines"] = sweep_deadlines(redis, worker.sender, config)
    counts["log"] = log_tasks.sweep_log(worker)
    counts.update(webhook_tasks.sweep(worker))
    for module in plugins.part_modules("tasks"):
        counts.update(module.sweep(worker))
    result_tasks.sweep_ratings(worker)
    counts["matchmaking"] = 0
    for raw in redis.smembers(keys.seeking_games_key(prefix)):  # waiting seeks whose matchmaker task was lost
        game = raw.decode() if isinstance(raw, bytes) else raw
        if worker.known_game(game) and redis.zcard(keys.seek_order_key(prefix, game)) and redis.set(
                keys.flag(prefix, "matchmaking", game), 1, nx=True, ex=FLAG_TTL_S):
            worker.sender.send(queues.FORM_TABLES, (game,))
            counts["matchmaking"] += 1
    if any(counts.values()):
        log.info("sweep re-queued %s", counts)
    task_metrics.record_sweep(redis, config)  # /healthz and /metrics: is beat still sweeping?
    return counts


def enforce_clock(worker: Worker, game: str, game_id: str, due_ms: int | None = None) -> int:
    """Time out the game's seats whose clock has run out (shared.app.scheduling schedules this)."""
    if not worker.known_game(game):
        log.error("dropping a clock deadline of an unknown game kind: %s", game)
        return 0
    return len(run_deadline(worker.runtime(game).service, worker.sender, game, game_id, due_ms))


def rebuild_projections(worker: Worker, game: str) -> int:
    return worker.runtime(game).projector.rebuild_all()
