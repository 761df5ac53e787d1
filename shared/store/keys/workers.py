"""The workers' and the bus's keys: coalescing flags, follow-up partitions, automated seats, clocks, tasks.

A part of shared.store.keys, which names every key (see its docstring).
"""

from __future__ import annotations

import zlib

# Cross-game fan-out goes through a fixed number of partitions of games: each append with follow-up work
# XADDs one entry to its partition's follow-up stream (shared.app.after_append.pipeline).
PARTITIONS = 8


def partition_of(game_id: str) -> int:
    return zlib.crc32(game_id.encode()) % PARTITIONS


def flag(prefix: str, task: str, scope: str) -> str:
    """"A task is queued" for (task, scope): set with NX by whoever queues it, so a burst queues one."""
    return f"{prefix}sched:{{{scope}}}:{task}"


def follow_up_key(prefix: str, partition: int) -> str:
    """The partition's follow-up stream: one entry per append with follow-up work (shared.app.after_append.pipeline),
    read by the workers' follow-up consumers in the consumer group FOLLOW_UP_GROUP."""
    return f"{prefix}followups:{{p{partition:02d}}}"


FOLLOW_UP_GROUP = "followups"


def follow_up_dead_key(prefix: str) -> str:
    """Follow-up entries that failed FOLLOW_UP MAX_ATTEMPTS times (shared.workers.followups), kept for an operator."""
    return f"{prefix}followups:dead"


def advance_pending_key(prefix: str) -> str:
    """Games scheduled for `advance` (score = when), until a run finds nothing more to do."""
    return f"{prefix}sched:advance:pending"


def deadlines_key(prefix: str) -> str:
    """Every running clock's next deadline (member `<game>:<game_id>`, score = due time in ms)."""
    return f"{prefix}tabletop:clock:deadlines"


def recovery_sweep_key(prefix: str) -> str:
    """"A recovery sweep has just run" (shared.workers.recovery): the others asked for together coalesce."""
    return f"{prefix}sched:{{recovery}}:sweep"


def clock_flag(prefix: str, game_id: str, due_ms: int) -> str:
    """"The task of this deadline is queued" (one per deadline, so a moved deadline gets its own)."""
    return f"{prefix}sched:{{{game_id}}}:clock:{due_ms}"


def task_counts_key(prefix: str) -> str:
    """Celery task events counted by the workers (field `<task>|<outcome>`)."""
    return f"{prefix}tabletop:metrics:tasks"


SWEEP_LAST_KEY = "tabletop:sweep:last"


def sweep_last_key(prefix: str) -> str:
    """Unix time of the last completed sweep (the cross-helper contract names this key)."""
    return f"{prefix}{SWEEP_LAST_KEY}"
