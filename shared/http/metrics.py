"""GET /metrics: the platform's state, in Prometheus' text format.

Every figure is read from Redis at scrape time, so each gunicorn worker of each
service reports the same numbers (no multiprocess bookkeeping) and they mean what
an operator needs: how many games, how far behind the read models are, what is
parked after a failure, which automated seats are waiting for a worker.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from typing import Any

import prometheus_client
from kombu import Connection
from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily

from shared.app.after_append.pipeline import follow_up_backlog
from shared.app.runtime import Runtime
from shared.app.webhooks.delivery import backlog as webhook_backlog
from shared.base.config import Config
from shared.bus.queues import celery_settings
from shared.http import observability
from shared.store.game_read_models import GameReadModels
from shared.store.pending_work import advances_pending_count
from shared.workers import task_metrics

log = logging.getLogger(__name__)

# The text format every Prometheus server reads (0.0.4), which is what generate_latest writes.
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


class PlatformCollector:
    def __init__(self, rt: Runtime):
        self.rt = rt

    def collect(self):
        redis, config, game = self.rt.store.redis, self.rt.config, self.rt.engine.name
        keys = self.rt.projector.keys
        games = GaugeMetricFamily("tabletop_games", "Games by status", labels=["game", "status"])
        read_models = GameReadModels(redis, keys)
        for status in ("active", "finished"):
            games.add_metric([game, status], read_models.games_listed(status))
        yield games
        waiting, retried = follow_up_backlog(redis, config)
        backlog = GaugeMetricFamily("tabletop_follow_up_backlog", "Appends whose follow-ups (webhooks, the log, "
                                    "finished games' handlers) no consumer has read yet (all game kinds)")
        backlog.add_metric([], waiting)
        yield backlog
        unacknowledged = GaugeMetricFamily("tabletop_follow_up_pending", "Follow-up entries read but not yet "
                                           "acknowledged (running, or failed and retried after a pause)")
        unacknowledged.add_metric([], retried)
        yield unacknowledged
        pending = GaugeMetricFamily("tabletop_automated_seats_pending_games",
                                    "Games waiting for a worker to play an automated seat or append the result")
        pending.add_metric([], advances_pending_count(redis, config.key_prefix))
        yield pending


class OperationsCollector:
    """Celery task runs / failures / retries (counted in Redis by the workers), queue depth (asked of
    the broker), the last sweep, and the webhooks' endpoints and pending deliveries."""

    def __init__(self, rt: Runtime):
        self.rt = rt

    def collect(self):
        redis, config = self.rt.store.redis, self.rt.config
        tasks = CounterMetricFamily("tabletop_celery_tasks", "Celery task events by task and outcome "
                                    "(started, succeeded, failed, retried), all workers", labels=["task", "outcome"])
        for (task, outcome), count in sorted(task_metrics.read_task_counts(redis, config).items()):
            tasks.add_metric([task, outcome], count)
        yield tasks
        sweep = sweep_status(redis, config)
        last = GaugeMetricFamily("tabletop_sweep_last_run_timestamp_seconds",
                                 "Unix time of the last completed sweep (absent: none yet)")
        if sweep["last_unix"] is not None:
            last.add_metric([], sweep["last_unix"])
        yield last
        stale = GaugeMetricFamily("tabletop_sweep_stale", f"1 when no sweep ran for {stale_after_s(config):.0f} s")
        stale.add_metric([], 1.0 if sweep["stale"] else 0.0)
        yield stale
        webhooks = webhook_backlog(redis, config)
        endpoints = GaugeMetricFamily("tabletop_webhook_endpoints", "Webhook endpoints by status (paused: by "
                                      "their owner, or for failing)", labels=["status"])
        for status, count in sorted(webhooks["endpoints"].items()):
            endpoints.add_metric([status], count)
        yield endpoints
        waiting = GaugeMetricFamily("tabletop_webhook_deliveries_pending", "Webhook deliveries neither delivered "
                                    "nor dead-lettered yet (retries included)")
        waiting.add_metric([], webhooks["pending"])
        yield waiting
        if config.dispatch == "celery":
            depth = GaugeMetricFamily("tabletop_celery_queue_depth", "Messages waiting in each task queue",
                                      labels=["queue"])
            for queue, count in queue_depths(celery_settings(config)).items():
                depth.add_metric([queue], count)
            yield depth


def sweep_status(redis, config: Config, now: float | None = None) -> dict:
    last = task_metrics.read_sweep_last(redis, config)
    now = time.time() if now is None else now
    age = None if last is None else max(0.0, now - last)
    return {"last_unix": last, "age_s": None if age is None else round(age, 1),
            "stale_after_s": stale_after_s(config),
            # Never swept (a fresh deployment, DISPATCH=inline) is unknown, not stale.
            "stale": age is not None and age > stale_after_s(config)}


def stale_after_s(config: Config) -> float:
    """Past two beat intervals without a sweep, beat (or every worker) is taken to be gone."""
    return 2 * config.sweep_every_s


def queue_depths(settings: Mapping[str, Any]) -> dict[str, int]:
    """Messages waiting in each queue the tasks are routed to, asked of the broker (Redis or AMQP).
    settings: Celery's (shared.bus.queues.celery_settings, or an app's conf): no app is built to ask."""
    names = sorted({route["queue"] for route in (settings.get("task_routes") or {}).values()
                    if isinstance(route, dict) and "queue" in route})
    depths: dict[str, int] = {}
    try:
        with Connection(settings.get("broker_url"), connect_timeout=2,
                        transport_options=dict(settings.get("broker_transport_options") or {})) as connection:
            connection.ensure_connection(max_retries=1)
            for name in names:
                # A channel per queue: on AMQP a passive declare of a missing queue closes its channel.
                with connection.channel() as channel:
                    if hasattr(channel, "_size"):
                        # kombu's Redis transport: its passive declare checks the queue's existence
                        # without global_keyprefix (KEY_PREFIX) and always says "no queue"; its length
                        # (over every priority list) is what the declare would report.
                        depths[name] = int(channel._size(name))
                        continue
                    try:
                        depths[name] = channel.queue_declare(queue=name, passive=True).message_count
                    except connection.channel_errors:
                        depths[name] = 0  # never declared: nothing waits in it
    except Exception as error:  # noqa: BLE001 - the broker being away must not break the scrape
        log.warning("queue depth unavailable: %s", type(error).__name__)
    return depths


def render(rt: Runtime) -> bytes:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(PlatformCollector(rt))
    registry.register(OperationsCollector(rt))
    return generate_latest(registry) + render_requests()


def render_requests() -> bytes:
    """Requests by route and status (every service, the tournament service included)."""
    requests = observability.request_registry()
    # Outside gunicorn's multiprocess mode the process's default registry holds the request metrics.
    return generate_latest(requests or prometheus_client.REGISTRY)
