"""Celery task runs, failures and retries, counted in Redis (platform issue 8, item 7).

The workers run on other hosts than the web services that serve /metrics, and already talk to
Redis for every task: one HINCRBY per task event costs nothing next to the task, and every
service's /metrics then reports the same totals (no per-process registry to aggregate). Redis keeps
the counts across worker restarts, as Prometheus counters expect (a reset is also handled by it).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from celery.signals import task_failure, task_postrun, task_prerun, task_retry

from shared.base.config import Config
from shared.store import task_counters

log = logging.getLogger(__name__)

OUTCOMES = ("started", "succeeded", "failed", "retried")


def record_sweep(redis, config: Config) -> None:
    task_counters.record_sweep_done(redis, config.key_prefix, time.time())


def read_task_counts(redis, config: Config) -> dict[tuple[str, str], int]:
    return task_counters.task_event_counts(redis, config.key_prefix)


def read_sweep_last(redis, config: Config) -> float | None:
    return task_counters.last_sweep_done(redis, config.key_prefix)


def connect_signals(redis_of: Callable[[], Any], config_of: Callable[[], Config], app: Any = None) -> None:
    """Count every task's start, success, failure and retry in this process (a worker): `redis_of()`
    and `config_of()` give its client and configuration when a task runs. app: count only that app's
    tasks (signals are process-wide, and a process may hold several apps: tests do); None: every app's."""

    def count(task, outcome: str) -> None:
        task_name = getattr(task, "name", None)
        if not task_name or (app is not None and getattr(task, "app", None) is not app):
            return
        try:
            task_counters.count_task_event(redis_of(), config_of().key_prefix, task_name, outcome)
        except Exception:  # noqa: BLE001 - a metric must never fail the task it counts
            log.debug("task metric %s %s not recorded", task_name, outcome)

    def on_prerun(sender=None, **_):
        count(sender, "started")

    def on_postrun(sender=None, state=None, **_):
        if state == "SUCCESS":
            count(sender, "succeeded")

    def on_failure(sender=None, **_):
        count(sender, "failed")

    def on_retry(sender=None, **_):
        count(sender, "retried")

    # weak=False: the receivers are closures that nothing else keeps alive.
    task_prerun.connect(on_prerun, weak=False)
    task_postrun.connect(on_postrun, weak=False)
    task_failure.connect(on_failure, weak=False)
    task_retry.connect(on_retry, weak=False)
