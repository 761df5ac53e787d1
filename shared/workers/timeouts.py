"""Enforcing clocks with the workers: the task's body, and the sweep as a safety net.

shared.app.after_append.scheduling records each game's next deadline and queues its task when it is near; far
deadlines wait here for the periodic sweep. Every task is idempotent (the service times out only
seats whose clock has run out, through the conditional append, so a move that lands first wins) and
a flag per (game, deadline) keeps the append and the sweep from queueing one deadline twice.
Detection bound: a timeout is appended as soon as a worker runs the task queued for its deadline
(measured by `python -m shared.tools.clock_bench`); if that task is lost, the sweep queues another
within FLAG_GRACE_S + the sweep period.
"""

from __future__ import annotations

import itertools

from shared.app.after_append import scheduling
from shared.app.after_append.scheduling import SCHEDULE_AHEAD_S
from shared.base.config import Config
from shared.domain import clock
from shared.store import pending_work

SWEEP_BATCH = 500


def run_deadline(service, sender, game: str, game_id: str, due_ms: int | None) -> list[int]:
    """The task's body: time out what has run out; if the task ran before its deadline (another
    host's clock), queue it again for just after (the flag for that deadline is taken)."""
    timed_out = service.enforce_clock(game_id)
    if due_ms is not None and not timed_out:
        with service.repository.lock(game_id):
            next_due = clock.next_deadline(service.load(game_id).clock)
        now = scheduling.now_ms()
        if next_due == due_ms and due_ms >= now:
            scheduling.queue_deadline(sender, game, game_id, due_ms, scheduling.wait_s(due_ms, now))
    return timed_out


def sweep_deadlines(redis, sender, cfg: Config, now: int | None = None) -> int:
    """Queue the task of every deadline coming within SCHEDULE_AHEAD_S (or past) that has none
    queued; returns how many were queued. Members stay until the game's clock stops running."""
    now = scheduling.now_ms() if now is None else now
    queued = 0
    horizon = now + SCHEDULE_AHEAD_S * 1000
    for start in itertools.count(0, SWEEP_BATCH):
        page = pending_work.deadlines_due_by(redis, cfg.key_prefix, horizon, start, SWEEP_BATCH)
        for member, due_ms in page:
            game, _, game_id = member.partition(":")
            queued += scheduling.queue_deadline_once(redis, sender, cfg, game, game_id, due_ms, now)
        if len(page) < SWEEP_BATCH:
            return queued
    return queued
