"""Celery task events counted for /metrics, and the periodic sweep's heartbeat.

- the hash keys.task_counts_key: field `<task>|<outcome>` -> how many times (HINCRBY by the workers);
- the string keys.sweep_last_key: unix time (repr of a float) of the last completed sweep.
"""

from __future__ import annotations

from shared.store import keys


def count_task_event(redis, prefix: str, task: str, outcome: str) -> None:
    redis.hincrby(keys.task_counts_key(prefix), f"{task}|{outcome}", 1)


def task_event_counts(redis, prefix: str) -> dict[tuple[str, str], int]:
    """(task, outcome) -> count."""
    counts = {}
    for field, value in redis.hgetall(keys.task_counts_key(prefix)).items():
        field = field.decode() if isinstance(field, bytes) else field
        task, _, outcome = field.rpartition("|")
        counts[(task, outcome)] = int(value)
    return counts


def record_sweep_done(redis, prefix: str, at: float) -> None:
    redis.set(keys.sweep_last_key(prefix), repr(at))


def last_sweep_done(redis, prefix: str) -> float | None:
    raw = redis.get(keys.sweep_last_key(prefix))
    return float(raw) if raw is not None else None
