"""The live stream a browser can use: stream tickets and the Server-Sent Events wire format.

`EventSource` cannot send an Authorization header, so a seat trades its bearer token
for a short-lived ticket (POST /v1/games/{id}/stream-ticket) and passes it as the
`ticket` query parameter. A ticket is bound to one game and one seat, lives
TICKET_TTL_S seconds (a stream opened with it keeps running past that), and may be
reused within that time, because EventSource reconnects by itself with the same URL.
Only its sha256 is stored, under the game's hash tag, with a Redis expiry (shared.store.access_tokens).

Wire format (every event has its own `id:` = version and NO `event:` line, so
`EventSource.onmessage` receives every one; the JSON data carries the `type`):

    id: 7
    data: {"type": "card_played", "version": 7, ...}

A finished game's stream ends with `event: end` / data `{"version": N, "status": "finished"}`;
a reconnect whose Last-Event-ID is already at the end gets 204 (browsers stop reconnecting).
A tournament's stream is the same loop (EventSource): public, ending after `tournament_finished`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from shared.app.aggregates.tokens import new_token, token_digest
from shared.base import jsonfast
from shared.domain.errors import Forbidden, Unauthenticated
from shared.store.access_tokens import StreamTicketRecords
from shared.store.chain import Envelope
from shared.store.connection import is_unavailable
from shared.store.eventstore import EventStore

log = logging.getLogger(__name__)

TICKET_TTL_S = 60
RETRY_MS = 2000


class StreamTickets:
    def __init__(self, store: EventStore, ttl_s: int = TICKET_TTL_S):
        self.ttl_s = ttl_s
        self.records = StreamTicketRecords(store.redis, store.prefix, ttl_s)

    def issue(self, game_id: str, seat: int) -> dict[str, object]:
        ticket = new_token()
        self.records.issue(game_id, token_digest(ticket), seat)
        return {"ticket": ticket, "expires_in_s": self.ttl_s}

    def seat_for(self, game_id: str, ticket: str) -> int:
        """The seat a live ticket of this game stands for; 401 unknown or expired, 403 another game's."""
        digest = token_digest(ticket)
        seat = self.records.seat_of(game_id, digest)
        if seat is not None:
            return seat
        if self.records.issued_for_another_game(digest):
            raise Forbidden("this stream ticket belongs to another game", details={"field": "ticket"})
        raise Unauthenticated("unknown or expired stream ticket: ask for a new one", details={"field": "ticket"})


def sse_message(data: object, *, event_id: int | None = None, event: str | None = None) -> str:
    lines = []
    if event_id is not None:
        lines.append(f"id: {event_id}")
    if event is not None:
        lines.append(f"event: {event}")
    lines.append(f"data: {jsonfast.dumps(data).decode()}")
    return "\n".join(lines) + "\n\n"


def end_message(version: int) -> str:
    return sse_message({"version": version, "status": "finished"}, event="end")


@dataclass(frozen=True)
class EventSource:
    """One kind of event-sourced aggregate (a game, a tournament) as its events and live stream
    serve it. The defaults serve a public stream: every event as stored, to everyone."""

    store: EventStore
    heartbeat_s: float
    end_type: str  # the aggregate's last event: the stream ends after it (`event: end`)
    ensure_exists: Callable[[str], None]
    finished: Callable[[str], bool]  # nothing will ever be appended to the aggregate again
    # Who is asking, from the request (and a stream ticket, when one was given): a seat, None for everyone.
    audience: Callable[[str, str | None], Any] = lambda aggregate_id, ticket: None
    # The events as that audience may see them; `finished` None: as the aggregate stands now.
    visible: Callable[[str, Any, list[Envelope], bool | None], list[Envelope]] = (
        lambda aggregate_id, audience, envelopes, finished: envelopes)


def at_the_end(source: EventSource, aggregate_id: str, after: int) -> bool:
    """Whether a client that has seen up to `after` has seen everything a finished aggregate will ever say."""
    # Finished first, then the version: once an aggregate is finished its version is final, whereas a
    # version read before a concurrent last append would call a client at the end that has not seen it.
    return source.finished(aggregate_id) and after >= source.store.version(aggregate_id)


def sse_events(source: EventSource, aggregate_id: str, audience: Any, after: int,
               idle_timeout_s: float) -> Iterator[str]:
    """The aggregate's events after `after` as `audience` may see them, live, until its end event
    (then the `end` message) or nothing happened for idle_timeout_s (then the client reconnects).
    Callers check at_the_end first: a client already past a finished aggregate's last event gets 204."""
    heartbeat_ms = int(min(source.heartbeat_s, idle_timeout_s) * 1000)
    idle_since = time.monotonic()
    yield f"retry: {RETRY_MS}\n\n"
    while True:  # the end event, always the last, ends it (callers answer 204 when already past it)
        try:
            batch = source.store.follow(aggregate_id, after, heartbeat_ms)
        except Exception as error:
            if not is_unavailable(error):
                raise
            # The 200 is already sent: end the stream cleanly; the client reconnects with Last-Event-ID.
            log.warning("stream of %s ended: event store unavailable (%s)", aggregate_id, type(error).__name__)
            return
        if not batch:
            if time.monotonic() - idle_since >= idle_timeout_s:
                return
            yield ": heartbeat\n\n"
            continue
        idle_since = time.monotonic()
        finished = any(e["type"] == source.end_type for e in batch)
        for envelope in source.visible(aggregate_id, audience, batch, finished):
            yield sse_message(envelope, event_id=envelope["version"])
            after = envelope["version"]
        if finished:
            yield end_message(after)
            return
