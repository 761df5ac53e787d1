"""GET /metrics: the platform's state, in Prometheus' text format.

Every figure is read from Redis at scrape time, so each gunicorn worker of each
service reports the same numbers (no multiprocess bookkeeping) and they mean what
an operator needs: how many games, how far behind the read models are, what is
parked after a failure, which automated seats are waiting for a worker.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.core import GaugeMetricFamily

from shared import workers
from shared.runtime import Runtime


class PlatformCollector:
    def __init__(self, rt: Runtime):
        self.rt = rt

    def collect(self):
        redis, config, game = self.rt.store.redis, self.rt.config, self.rt.engine.name
        keys = self.rt.projector.keys
        games = GaugeMetricFamily("tabletop_games", "Games by status", labels=["game", "status"])
        for status in ("active", "finished"):
            games.add_metric([game, status], redis.zcard(keys.lobby(status)))
        yield games
        dirty = GaugeMetricFamily("tabletop_projection_backlog_games",
                                  "Games whose read models are behind their stream (all game kinds)")
        failed = GaugeMetricFamily("tabletop_projection_failed_games",
                                   "Games parked after a failed projection, retried by the sweep (all game kinds)")
        pipe = redis.pipeline(transaction=False)
        for partition in range(workers.PARTITIONS):
            pipe.zcard(workers._dirty_key(config, partition))
            pipe.zcard(workers._failed_key(config, partition))
        counts = pipe.execute()
        dirty.add_metric([], sum(counts[0::2]))
        failed.add_metric([], sum(counts[1::2]))
        yield dirty
        yield failed
        pending = GaugeMetricFamily("tabletop_automated_seats_pending_games",
                                    "Games waiting for a worker to play an automated seat or append the result")
        pending.add_metric([], redis.zcard(workers._advance_pending_key(config)))
        yield pending


def render(rt: Runtime) -> bytes:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(PlatformCollector(rt))
    return generate_latest(registry)
