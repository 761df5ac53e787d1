"""Request metrics and one structured log line per request (platform issue 8, item 7).

Request count and latency are prometheus-client metrics in this process. Under gunicorn every
worker is its own process, so they run in prometheus-client's multiprocess mode: the gunicorn
config sets PROMETHEUS_MULTIPROC_DIR (one directory per service master) before the workers start,
each worker writes its samples to memory-mapped files there, and /metrics, whichever worker serves
it, adds up every worker's files (MultiProcessCollector). That costs no network round trip on the
hot path, unlike counting requests in Redis. Without the variable (tests, a single process) the
process's own registry is the whole truth.

The access log is JSON, one line per request: method, route template, game id, seat, version,
status, duration. It never carries the query string (a stream ticket travels there), a header
(tokens), a body or a view (hidden cards).
"""

from __future__ import annotations

import logging
import os
import sys
import time
from typing import Any

from flask import Flask, Response, g, request
from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client import multiprocess as prometheus_multiprocess

from shared import jsonfast

access_log = logging.getLogger("tabletop.access")

# Sub-millisecond to the 60 s worker timeout: commands take ~1-30 ms, long polls up to 30 s.
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)

REQUESTS = Counter("tabletop_http_requests", "HTTP requests by route and status",
                   ["game", "method", "route", "status"])
LATENCY = Histogram("tabletop_http_request_duration_seconds", "Time to the response (to its first byte for a stream)",
                    ["game", "method", "route", "status"], buckets=LATENCY_BUCKETS)


class JsonLineFormatter(logging.Formatter):
    converter = time.gmtime  # the "Z" below means UTC

    def format(self, record: logging.LogRecord) -> str:
        line = {"time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S") + f".{int(record.msecs):03d}Z",
                "level": record.levelname.lower(), "logger": record.name, "message": record.getMessage()}
        line.update(getattr(record, "fields", {}))
        return jsonfast.dumps(line).decode()


def configure_access_log(destination: str) -> None:
    """`destination`: "stderr" (default), "stdout", "off", or a file path. Configured once per process."""
    if getattr(access_log, "_tabletop_configured", False):
        return
    access_log._tabletop_configured = True
    access_log.propagate = False  # one line per request, not another copy through the root logger
    if destination == "off":
        access_log.disabled = True
        return
    if destination in ("stderr", "stdout"):
        handler: logging.Handler = logging.StreamHandler(sys.stderr if destination == "stderr" else sys.stdout)
    else:
        handler = logging.FileHandler(destination)
    handler.setFormatter(JsonLineFormatter())
    access_log.addHandler(handler)
    access_log.setLevel(logging.INFO)


def note(**fields: Any) -> None:
    """What the access log line should say about this request (seat, version, game id)."""
    fields_so_far = g.get("tabletop_log")
    if fields_so_far is None:
        g.tabletop_log = fields_so_far = {}
    fields_so_far.update(fields)


def register(app: Flask, game: str, access_log_destination: str) -> None:
    configure_access_log(access_log_destination)

    # The clock starts before Flask does anything, so requests refused early (a malformed id, a
    # body too deep or too large) are counted and logged like the rest.
    inner = app.wsgi_app

    def timed(environ, start_response):
        environ["tabletop.started"] = time.perf_counter()
        return inner(environ, start_response)

    app.wsgi_app = timed

    @app.after_request
    def _measure(response: Response) -> Response:
        started = request.environ.get("tabletop.started")
        if started is None:
            return response
        duration = time.perf_counter() - started
        route = request.url_rule.rule if request.url_rule is not None else "unmatched"
        status = str(response.status_code)
        REQUESTS.labels(game, request.method, route, status).inc()
        LATENCY.labels(game, request.method, route, status).observe(duration)
        if access_log.isEnabledFor(logging.INFO):
            fields = {"game": game, "method": request.method, "route": route, "status": response.status_code,
                      "duration_ms": round(duration * 1000, 3)}
            view_args = request.view_args or {}
            if "game_id" in view_args:
                fields["game_id"] = view_args["game_id"]
            fields.update(g.get("tabletop_log") or {})
            access_log.info("request", extra={"fields": fields})
        return response


def request_registry() -> CollectorRegistry | None:
    """The registry that adds up every gunicorn worker's samples, None outside multiprocess mode."""
    path = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not path or not os.path.isdir(path):
        return None
    registry = CollectorRegistry()
    prometheus_multiprocess.MultiProcessCollector(registry, path=path)
    return registry
