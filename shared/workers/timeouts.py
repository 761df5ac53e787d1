"""Enforcing clocks with the workers: a scheduled task per deadline, the sweep as a safety net.

After every append of a game with a running clock, its next deadline is written to
one sorted set (member `<game>:<game_id>`, score = due time in ms) and, when it is
near, a `tabletop.enforce_clock` task is queued with a countdown to it. Far
deadlines (correspondence games) are queued by the periodic sweep once they come
near: Celery keeps a task with an ETA in a worker's memory, and a Redis broker
redelivers unacknowledged tasks after its visibility timeout, so days-long ETAs
are not left to the broker.

Every task is idempotent (the service times out only seats whose clock has run
out, through the conditional append, so a move that lands first wins) and a flag
per (game, deadline) keeps the append and the sweep from queueing one deadline
twice. Detection bound: a timeout is appended as soon as a worker runs the task
queued for its deadline (measured by `python -m shared.timeouts_bench`); if that
task is lost, the sweep queues another within FLAG_GRACE_S + the sweep period.
"""

from __future__ import annotations

import itertools
import time

from shared.base.config import Config
from shared.domain import clock

# Deadlines at most this far ahead get their task at once (must stay well under the broker's
# visibility timeout, shared.workers.tasks.VISIBILITY_TIMEOUT_S); later ones wait for a sweep.
SCHEDULE_AHEAD_S = 120
# How long after its deadline a queued task may be missing before the sweep queues another.
FLAG_GRACE_S = 30
SWEEP_BATCH = 500


def deadlines_key(cfg: Config) -> str:
    return f"{cfg.key_prefix}tabletop:clock:deadlines"


def _flag(cfg: Config, game_id: str, due_ms: int) -> str:
    return f"{cfg.key_prefix}sched:{{{game_id}}}:clock:{due_ms}"


def _now_ms() -> int:
    return time.time_ns() // 1_000_000


def schedule_deadline(redis, cfg: Config, game: str, game_id: str, due_ms: int | None,
                      now_ms: int | None = None) -> bool:
    """Record the game's next deadline (None: no clock runs) and queue its task if it is near.
    Returns whether a task was queued."""
    member = f"{game}:{game_id}"
    if due_ms is None:
        redis.zrem(deadlines_key(cfg), member)
        return False
    redis.zadd(deadlines_key(cfg), {member: due_ms})
    now_ms = _now_ms() if now_ms is None else now_ms
    if due_ms - now_ms > SCHEDULE_AHEAD_S * 1000:
        return False
    return _queue_once(redis, cfg, game, game_id, due_ms, now_ms)


def _queue_once(redis, cfg: Config, game: str, game_id: str, due_ms: int, now_ms: int) -> bool:
    wait_s = _wait_s(due_ms, now_ms)
    if not redis.set(_flag(cfg, game_id, due_ms), 1, nx=True, ex=int(wait_s) + FLAG_GRACE_S):
        return False
    _queue(game, game_id, due_ms, wait_s)
    return True


def _wait_s(due_ms: int, now_ms: int) -> float:
    # A clock has run out once now passes its deadline (a move exactly at it is in time): 1 ms after.
    return max(0.0, (due_ms + 1 - now_ms) / 1000)


def _queue(game: str, game_id: str, due_ms: int, wait_s: float) -> None:
    from shared.workers.tasks import enforce_clock

    enforce_clock.apply_async(args=(game, game_id, due_ms), countdown=wait_s)


def run_deadline(service, game: str, game_id: str, due_ms: int | None) -> list[int]:
    """The task's body: time out what has run out; if the task ran before its deadline (another
    host's clock), queue it again for just after (the flag for that deadline is taken)."""
    timed_out = service.enforce_clock(game_id)
    if due_ms is not None and not timed_out:
        with service.repository.lock(game_id):
            next_due = clock.next_deadline(service.load(game_id).clock)
        now_ms = _now_ms()
        if next_due == due_ms and due_ms >= now_ms:
            _queue(game, game_id, due_ms, _wait_s(due_ms, now_ms))
    return timed_out


def sweep_deadlines(redis, cfg: Config, now_ms: int | None = None) -> int:
    """Queue the task of every deadline coming within SCHEDULE_AHEAD_S (or past) that has none
    queued; returns how many were queued. Members stay until the game's clock stops running."""
    now_ms = _now_ms() if now_ms is None else now_ms
    queued = 0
    horizon = now_ms + SCHEDULE_AHEAD_S * 1000
    for start in itertools.count(0, SWEEP_BATCH):
        page = redis.zrangebyscore(deadlines_key(cfg), "-inf", horizon, start=start, num=SWEEP_BATCH, withscores=True)
        for raw, score in page:
            member = raw.decode() if isinstance(raw, bytes) else raw
            game, _, game_id = member.partition(":")
            queued += _queue_once(redis, cfg, game, game_id, int(score), now_ms)
        if len(page) < SWEEP_BATCH:
            return queued
    return queued
