"""GET /healthz and GET /metrics, for every service of the platform (games and tournaments).

/healthz answers 503 only when the service cannot serve (its Redis unreachable): the body names
the error's class, never its text (which names the server's address; that is logged). /metrics is
Prometheus' text format, rendered by the service's own function.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response

from shared.http.metrics import CONTENT_TYPE as METRICS_CONTENT_TYPE

log = logging.getLogger(__name__)

# What a probe returns: the status ("ok", or "degraded" while still serving) and more fields to show.
Probe = Callable[[], tuple[str, dict[str, Any]]]


def health_blueprint(identity: Callable[[], dict[str, Any]], probe: Probe,
                     render_metrics: Callable[[], bytes]) -> Blueprint:
    """identity: the fields that name the service in every health body ({"game": ...}); probe: raises
    when the service cannot serve; render_metrics: the /metrics body."""
    health = Blueprint("health", __name__)

    @health.get("/healthz")
    def healthz():
        try:
            status, shown = probe()
        except Exception as error:  # noqa: BLE001 - any failure means "not healthy"
            log.warning("unhealthy: %s: %s", type(error).__name__, error)
            return {"status": "unavailable", **identity(), "redis": type(error).__name__}, 503
        return {"status": status, **identity(), "redis": "ok", **shown}

    @health.get("/metrics")
    def metrics():
        return Response(render_metrics(), headers={"Content-Type": METRICS_CONTENT_TYPE})

    return health
