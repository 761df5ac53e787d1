"""Handing a game's follow-up work to the workers: coalesced, idempotent, sent by task name.

The web processes and the workers schedule alike (the workers' own follow-ups go through here too).
Tasks are keyed by (game, game_id) and safe to deliver twice: each reads the stream and brings
things up to its current version. A flag key per (task, scope) coalesces bursts of appends into one
queued task; the task clears the flag before it reads, so an append that lands during a run
schedules another (the bodies: shared.workers.tasks and shared.workers.timeouts).

Clocks: after every append of a game with a running clock, its next deadline is written to one
sorted set and, when it is near, an enforce_clock task is queued with a countdown to it. Far
deadlines (correspondence games) are queued by the periodic sweep once they come near: Celery keeps
a task with an ETA in a worker's memory, and a Redis broker redelivers unacknowledged tasks after
its visibility timeout, so days-long ETAs are not left to the broker. A flag per (game, deadline)
keeps the append and the sweep from queueing one deadline twice.
"""

from __future__ import annotations

import time

from shared.base.config import Config
from shared.base.wall_clock import now_ms
from shared.bus import queues
from shared.bus.flags import flags_respected, queue_flagged, sent_or_released
from shared.bus.queues import FLAG_TTL_S
from shared.store import keys, pending_work

# Deadlines at most this far ahead get their task at once (must stay well under the broker's
# visibility timeout, shared.bus.queues.VISIBILITY_TIMEOUT_S); later ones wait for a sweep.
SCHEDULE_AHEAD_S = 120
# How long after its deadline a queued task may be missing before the sweep queues another.
FLAG_GRACE_S = 30


def schedule_advance(redis, sender, cfg: Config, game: str, game_id: str) -> bool:
    """Queue the automated-seat task for this game unless one is already queued."""
    flag = keys.flag(cfg.key_prefix, "advance", game_id)
    # The run's flag is taken as take_flag takes it (taken over within regardless_of_flags), in the mark's round trip.
    queued = pending_work.mark_advance_pending(redis, cfg.key_prefix, f"{game}:{game_id}", time.time(), flag,
                                               FLAG_TTL_S, exclusive=flags_respected())
    if queued:
        sent_or_released(redis, flag, lambda: sender.send(queues.ADVANCE, (game, game_id)))
    return queued


# -- clocks ---------------------------------------------------------------------------------------------


def schedule_deadline(redis, sender, cfg: Config, game: str, game_id: str, due_ms: int | None,
                      now: int | None = None) -> bool:
    """Record the game's next deadline (None: no clock runs) and queue its task if it is near.
    Returns whether a task was queued."""
    member = f"{game}:{game_id}"
    if due_ms is None:
        pending_work.forget_deadline(redis, cfg.key_prefix, member)
        return False
    pending_work.record_deadline(redis, cfg.key_prefix, member, due_ms)
    now = now_ms() if now is None else now
    if due_ms - now > SCHEDULE_AHEAD_S * 1000:
        return False
    return queue_deadline_once(redis, sender, cfg, game, game_id, due_ms, now)


def queue_deadline_once(redis, sender, cfg: Config, game: str, game_id: str, due_ms: int, now: int) -> bool:
    wait = wait_s(due_ms, now)
    return queue_flagged(redis, keys.clock_flag(cfg.key_prefix, game_id, due_ms), int(wait) + FLAG_GRACE_S,
                         lambda: queue_deadline(sender, game, game_id, due_ms, wait))


def wait_s(due_ms: int, now: int) -> float:
    # A clock has run out once now passes its deadline (a move exactly at it is in time): 1 ms after.
    return max(0.0, (due_ms + 1 - now) / 1000)


def queue_deadline(sender, game: str, game_id: str, due_ms: int, wait: float) -> None:
    sender.send(queues.ENFORCE_CLOCK, (game, game_id, due_ms), countdown=wait)


def schedule_sequencing(redis, sender, cfg: Config) -> bool:
    """Queue the transparency log's sequencer unless one is queued: leaves submitted meanwhile join
    its batch (the task clears the flag before it reads the pending leaves)."""
    return queue_flagged(redis, sequencing_flag(cfg), FLAG_TTL_S, lambda: sender.send(queues.SEQUENCE_LOG))


def sequencing_flag(cfg: Config) -> str:
    return keys.flag(cfg.key_prefix, "sequence", "log")
