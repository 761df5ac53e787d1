"""GET .../events and GET .../stream of an event-sourced aggregate, for any blueprint that serves one.

The game services and the tournament service mount the same two views on their own blueprint
(`add_event_routes`), each with its own EventSource (shared.http.live_stream): the store, who
may see what, when the stream ends. Only the documentation differs between them.

    /events  the history, `from_version` on, at most `limit` events (JSON, or NDJSON with
             Accept: application/x-ndjson); `raw` as stored (old schema versions not upcast)
    /stream  the same events live as Server-Sent Events (Last-Event-ID resumes; 204 when a
             reconnect is already past the end; 429 past the client's bound of open streams)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from flask import Response, request, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint

from shared.base import jsonfast
from shared.http import abuse, hardening
from shared.http.live_stream import EventSource, at_the_end, sse_events
from shared.http.schemas import ErrorSchema, EventsQuerySchema, EventsSchema, StreamQuerySchema

STREAM_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


def events_response(source: EventSource, aggregate_id: str, query: dict[str, Any]):
    """The events from `from_version`, `limit` at most (clamped to what Redis takes as a stream id)."""
    audience = source.audience(aggregate_id, None)
    source.ensure_exists(aggregate_id)
    to_version = min(query["from_version"] + query["limit"] - 1, hardening.INT64_MAX)
    read = source.store.read_raw if query["raw"] else source.store.read
    events = source.visible(aggregate_id, audience, read(aggregate_id, query["from_version"], to_version), None)
    if request.accept_mimetypes.best == "application/x-ndjson":
        return Response(b"".join(jsonfast.dumps(e) + b"\n" for e in events), mimetype="application/x-ndjson")
    return {"version": source.store.version(aggregate_id), "events": events}


def stream_response(source: EventSource, aggregate_id: str, query: dict[str, Any]) -> Response:
    source.ensure_exists(aggregate_id)
    audience = source.audience(aggregate_id, query.get("ticket"))
    # Checked before the 200 goes out: a bad id is a 400, not a stream that aborts.
    after = hardening.last_event_id(request.headers.get("Last-Event-ID"), query.get("last_event_id", 0))
    if at_the_end(source, aggregate_id, after):
        return Response(status=204)  # a reconnect after the end: nothing more will come
    lease = abuse.open_stream()  # 429 past the client's bound, before the 200
    events = sse_events(source, aggregate_id, audience, after, query["idle_timeout_s"])
    return Response(stream_with_context(lease.hold(events)), mimetype="text/event-stream", headers=STREAM_HEADERS)


def add_event_routes(blp: Blueprint, source: Callable[[], EventSource], id_field: str, *, events_doc: str,
                       stream_doc: str, stream_200: str, stream_alt: Sequence[tuple[int, dict[str, Any]]] = ()) -> None:
    """Register `Events` (/<id_field>/events) and `Stream` (/<id_field>/stream) on `blp`, in that order.
    source: the request's EventSource; stream_alt: (status, alt_response options) documented for /stream."""

    def events(self, query, **ids):
        return events_response(source(), ids[id_field], query)

    events.__doc__ = events_doc
    events = blp.alt_response(404, schema=ErrorSchema)(events)
    events = blp.response(200, EventsSchema)(events)
    events = blp.arguments(EventsQuerySchema(), location="query")(events)
    blp.route(f"/<{id_field}>/events")(type("Events", (MethodView,), {"get": events, "__module__": blp.import_name}))

    def stream(self, query, **ids):
        return stream_response(source(), ids[id_field], query)

    stream.__doc__ = stream_doc
    for status, options in reversed(stream_alt):  # decorators apply bottom-up: documented in the given order
        stream = blp.alt_response(status, **options)(stream)
    stream = blp.response(200, description=stream_200)(stream)
    stream = blp.arguments(StreamQuerySchema(), location="query")(stream)
    blp.route(f"/<{id_field}>/stream")(type("Stream", (MethodView,), {"get": stream, "__module__": blp.import_name}))
