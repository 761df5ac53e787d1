"""Request metrics and one structured log line per request (platform issue 8, item 7).

Request count and latency are prometheus-client metrics in this process. Under gunicorn every
worker is its own process, so they run in prometheus-client's multiprocess mode: the gunicorn
config sets PROMETHEUS_MULTIPROC_DIR (one directory per service master) before the workers start,
each worker writes its samples to memory-mapped files there, and /metrics, whichever worker serves
it, adds up every worker's files (MultiProcessCollector). That costs no network round trip on the
hot path, unlike counting requests in Redis. Without the variable (tests, a single process) the
process's own registry is the whole truth.

The access log is JSON, one line per request (AccessLog): method, route template, game id, seat,
version, status, duration. It never carries the query string (a stream ticket travels there), a header
(tokens), a body or a view (hidden cards).
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from flask import Flask, Response, request
from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client import multiprocess as prometheus_multiprocess

from shared.base import jsonfast

# Sub-millisecond to the 60 s worker timeout: commands take ~1-30 ms, long polls up to 30 s.
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)

REQUESTS = Counter("tabletop_http_requests", "HTTP requests by route and status",
                   ["game", "method", "route", "status"])
LATENCY = Histogram("tabletop_http_request_duration_seconds", "Time to the response (to its first byte for a stream)",
                    ["game", "method", "route", "status"], buckets=LATENCY_BUCKETS)


class AccessLog:
    """One JSON line per request, written with a single os.write: lines from several workers sharing
    a file or a pipe never interleave (appends under PIPE_BUF are atomic), and it costs a few
    microseconds, not the logging module's record, caller lookup, lock and flush per request."""

    def __init__(self):
        self.fd: int | None = None
        self.destination: str | None = None

    def open(self, destination: str) -> None:
        """`destination`: "stderr" (default), "stdout", "off", or a file path (appended to)."""
        if self.fd is not None and self.destination not in ("stderr", "stdout"):
            os.close(self.fd)
        self.destination = destination
        if destination == "off":
            self.fd = None
        elif destination in ("stderr", "stdout"):
            self.fd = 2 if destination == "stderr" else 1
        else:
            self.fd = os.open(destination, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o640)

    def write(self, fields: dict[str, Any]) -> None:
        if self.fd is None:
            return
        line = {"time": datetime.now(UTC).isoformat(timespec="milliseconds"), "level": "info",
                "logger": "tabletop.access", "message": "request", **fields}
        try:
            os.write(self.fd, jsonfast.dumps(line) + b"\n")
        except OSError:
            pass  # a closed or full log must not fail the request it describes


access_log = AccessLog()


def configure_access_log(destination: str) -> None:
    """Configured once per process (the first app created in it decides)."""
    if access_log.destination is None:
        access_log.open(destination)


def note(**fields: Any) -> None:
    """What the access log line should say about this request (seat, version, game id)."""
    request.environ.setdefault("tabletop.log", {}).update(fields)


@dataclass(frozen=True)
class AccessLog:
    """A part (shared.http.parts), mounted last: it wraps the whole app, so every request is timed,
    counted and logged, those refused before any view included. `service`: the name in every line."""

    service: str
    destination: str

    def mount(self, app: Flask, api) -> None:
        _observe(app, self.service, self.destination)


def _observe(app: Flask, game: str, access_log_destination: str) -> None:
    configure_access_log(access_log_destination)
    label_children: dict[tuple[str, str, int], tuple[Any, Any]] = {}

    # The clock starts before Flask does anything, so requests refused early (a malformed id, a
    # body too deep or too large) are counted and logged like the rest.
    inner = app.wsgi_app

    def timed(environ, start_response):
        environ["tabletop.started"] = time.perf_counter()
        return inner(environ, start_response)

    app.wsgi_app = timed

    @app.after_request
    def _measure(response: Response) -> Response:
        # The request object once, not through the `request` proxy at each use (a context lookup each).
        req = request._get_current_object()
        environ = req.environ
        started = environ.get("tabletop.started")
        if started is None:
            return response
        duration = time.perf_counter() - started
        rule = req.url_rule
        route = rule.rule if rule is not None else "unmatched"
        status_code = response.status_code
        key = (req.method, route, status_code)
        children = label_children.get(key)
        if children is None:  # labels() takes a lock and builds a key each time: once per series
            labels = (req.method, route, str(status_code))
            children = label_children[key] = (REQUESTS.labels(game, *labels), LATENCY.labels(game, *labels))
        children[0].inc()
        children[1].observe(duration)
        if access_log.fd is not None:
            fields = {"game": game, "method": req.method, "route": route, "status": status_code,
                      "duration_ms": round(duration * 1000, 3)}
            view_args = req.view_args
            if view_args and "game_id" in view_args:
                fields["game_id"] = view_args["game_id"]
            noted = environ.get("tabletop.log")
            if noted:
                fields.update(noted)
            access_log.write(fields)
        return response


def request_registry() -> CollectorRegistry | None:
    """The registry that adds up every gunicorn worker's samples, None outside multiprocess mode."""
    path = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not path or not os.path.isdir(path):
        return None
    registry = CollectorRegistry()
    prometheus_multiprocess.MultiProcessCollector(registry, path=path)
    return registry
