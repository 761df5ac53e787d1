"""The platform's Celery task bodies: automated seats, clocks, rebuilds, and the sweep.

What follows each append is no task (shared.app.after_append.pipeline: inline writes, and the follow-up consumers of
shared.workers.followups). Tasks are keyed by (game, game_id), idempotent and safe to deliver twice: each
one reads the stream and brings things up to its current version; shared.app.after_append.scheduling queues them,
coalesced by flags that live only FLAG_TTL_S. The `sweep` task, run by Celery beat every
Config.sweep_every_s (SWEEP_EVERY_S), re-queues whatever a lost task left behind: automated seats, clock
deadlines, and each plugin's share (running tournaments). When a worker connects to the broker (its start,
and every reconnection) or sees Redis come back, it runs at once as a recovery sweep (shared.workers.recovery).

Each body takes the process's Worker (shared.workers.worker) first; `register` binds them to a
worker app under their names (shared.bus.queues) with their retry policies.
"""

from __future__ import annotations

import logging
import time

from shared.app.matchmaking.seek_webhooks import match
from shared.bus import plugins, queues
from shared.bus.flags import regardless_of_flags
from shared.bus.sender import send_once
from shared.store import keys, pending_work, task_flags
from shared.store.seek_records import SeekRecords, games_with_seeks
from shared.workers import log_tasks, recovery, result_tasks, task_metrics, webhook_tasks
from shared.workers.timeouts import run_deadline, sweep_deadlines
from shared.workers.worker import Worker

log = logging.getLogger(__name__)

# A game scheduled for `advance` this long ago and still pending has lost its task: the sweep re-queues it.
ADVANCE_GRACE_S = 5.0
SWEEP_BATCH = 500


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

    # recovering: queued by shared.workers.recovery when a worker (re)connects or Redis comes back.
    @app.task(shared=False, name=queues.SWEEP)
    def sweep_task(recovering: bool = False) -> dict[str, int]:
        return recovery_sweep(worker) if recovering else sweep(worker)

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
    """The matchmaker: seat the waiting seeks of one game kind (shared.app.matchmaking.seeks); tables formed."""
    rt = worker.runtime(game)
    # seeks meanwhile queue another
    task_flags.release_flag(rt.store.redis, keys.flag(worker.config.key_prefix, "matchmaking", game))
    return len(match(rt.service, worker.config, worker.sender))  # and the seekers' clients hear of it


def advance(worker: Worker, game: str, game_id: str) -> int:
    rt = worker.runtime(game)
    config = worker.config
    redis = rt.store.redis
    flag = keys.flag(config.key_prefix, "advance", game_id)
    started = time.time()
    finished = False
    try:
        task_flags.release_flag(redis, flag)  # before reading: an append during the run queues another task
        steps = rt.service.advance(game_id)
        # Done, unless something scheduled it again since this run started: an append, or the run itself, which
        # hands a long automated game on to a new task when it stops at its limit (its appends' dispatch).
        pending_work.clear_advance_unless_rescheduled(redis, config.key_prefix, f"{game}:{game_id}", started)
        finished = True
        return steps
    finally:
        if not finished:
            task_flags.release_flag(redis, flag)  # no flag outlives a failed run: the retry (or the sweep) takes over


def sweep(worker: Worker, grace_s: float = ADVANCE_GRACE_S) -> dict[str, int]:
    """Re-queue what lost tasks left behind (idempotent: a duplicate task is harmless).

    Parked games go back to their partition's dirty set; every partition with dirty
    games gets a task (even if its flag says one is queued: it may have been lost);
    every game scheduled for `advance` more than ADVANCE_GRACE_S ago and still
    pending gets one unless its flag says one is queued (flags expire in FLAG_TTL_S);
    every clock deadline within shared.app.after_append.scheduling.SCHEDULE_AHEAD_S without a queued task gets one,
    and every webhook endpoint with a delivery due soon (shared.app.webhooks.delivery.sweep);
    then each plugin's share (shared.bus.plugins: its counts join ours), and late ratings.
    A recovery sweep (shared.workers.recovery) passes grace_s 0 and runs this regardless of the flags.
    """
    redis, config, prefix = worker.redis(), worker.config, worker.config.key_prefix
    counts = {"advances": 0}
    for member in pending_work.advances_pending_since(redis, prefix, time.time() - grace_s, SWEEP_BATCH):
        game, _, game_id = member.partition(":")
        if not worker.known_game(game):
            log.error("dropping a pending advance of an unknown game kind: %s", member)
            pending_work.forget_advance(redis, prefix, member)
        else:
            counts["advances"] += send_once(redis, worker.sender, keys.flag(prefix, "advance", game_id), queues.ADVANCE,
                                            (game, game_id))
    counts["deadlines"] = sweep_deadlines(redis, worker.sender, config)
    counts["log"] = log_tasks.sweep_log(worker)
    counts.update(webhook_tasks.sweep(worker))
    for module in plugins.part_modules("tasks"):
        counts.update(module.sweep(worker))
    result_tasks.sweep_ratings(worker)
    counts["matchmaking"] = 0
    for game in games_with_seeks(redis, prefix):  # waiting seeks whose matchmaker task was lost
        if worker.known_game(game) and SeekRecords(redis, prefix, game).waiting_count():
            counts["matchmaking"] += send_once(redis, worker.sender, keys.flag(prefix, "matchmaking", game),
                                               queues.FORM_TABLES, (game,))
    if any(counts.values()):
        log.info("sweep re-queued %s", counts)
    task_metrics.record_sweep(redis, config)  # /healthz and /metrics: is beat still sweeping?
    return counts


def recovery_sweep(worker: Worker) -> dict[str, int]:
    """The sweep after an outage or a worker's start: every pending advance at once, whatever the flags say
    (shared.bus.flags: a flag may speak for a task the outage lost). Several workers reconnecting together
    ask for one each; the first within recovery.COALESCE_MS runs it (the others' would queue duplicates)."""
    if not recovery.first_to_recover(worker):
        return {"coalesced": 1}
    with regardless_of_flags():
        counts = sweep(worker, grace_s=0.0)
    if worker.config.archive_url:  # a run the outage failed does not wait for beat's next (archive_every_s)
        worker.sender.send(queues.ARCHIVE)
        counts["archive"] = 1
    return counts


def enforce_clock(worker: Worker, game: str, game_id: str, due_ms: int | None = None) -> int:
    """Time out the game's seats whose clock has run out (shared.app.after_append.scheduling schedules this)."""
    if not worker.known_game(game):
        log.error("dropping a clock deadline of an unknown game kind: %s", game)
        return 0
    return len(run_deadline(worker.runtime(game).service, worker.sender, game, game_id, due_ms))


def rebuild_projections(worker: Worker, game: str) -> int:
    return worker.runtime(game).projector.rebuild_all()
