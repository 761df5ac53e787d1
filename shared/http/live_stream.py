"""The live stream a browser can use: stream tickets and the Server-Sent Events wire format.

`EventSource` cannot send an Authorization header, so a seat trades its bearer token
for a short-lived ticket (POST /v1/games/{id}/stream-ticket) and passes it as the
`ticket` query parameter. A ticket is bound to one game and one seat, lives
TICKET_TTL_S seconds (a stream opened with it keeps running past that), and may be
reused within that time, because EventSource reconnects by itself with the same URL.
Only its sha256 is stored, under the game's hash tag, with a Redis expiry.

Wire format (every event has its own `id:` = version and NO `event:` line, so
`EventSource.onmessage` receives every one; the JSON data carries the `type`):

    id: 7
    data: {"type": "card_played", "version": 7, ...}

A finished game's stream ends with `event: end` / data `{"version": N, "status": "finished"}`;
a reconnect whose Last-Event-ID is already at the end gets 204 (browsers stop reconnecting).
"""

from __future__ import annotations

import hashlib
import logging
import secrets
import time
from collections.abc import Iterator

from shared.app.runtime import Runtime
from shared.base import jsonfast
from shared.domain.errors import Forbidden, Unauthenticated
from shared.http import availability
from shared.store.eventstore import EventStore, text
from shared.store.repository import GAME_FINISHED

log = logging.getLogger(__name__)

TICKET_TTL_S = 60
RETRY_MS = 2000


def _digest(ticket: str) -> str:
    return hashlib.sha256(ticket.encode()).hexdigest()


class StreamTickets:
    def __init__(self, store: EventStore, ttl_s: int = TICKET_TTL_S):
        self.store = store
        self.ttl_s = ttl_s

    def _seat_key(self, game_id: str, digest: str) -> str:
        return f"{self.store.keys(game_id).meta}:ticket:{digest}"

    def _owner_key(self, digest: str) -> str:
        # Its own slot on Redis Cluster: only says which game a ticket was issued for (to answer 403, not 401).
        return f"{self.store.prefix}ticket:{digest}"

    def issue(self, game_id: str, seat: int) -> dict[str, object]:
        ticket = secrets.token_urlsafe(24)
        digest = _digest(ticket)
        pipe = self.store.redis.pipeline(transaction=False)
        pipe.set(self._seat_key(game_id, digest), seat, ex=self.ttl_s)
        pipe.set(self._owner_key(digest), game_id, ex=self.ttl_s)
        pipe.execute()
        return {"ticket": ticket, "expires_in_s": self.ttl_s}

    def seat_for(self, game_id: str, ticket: str) -> int:
        """The seat a live ticket of this game stands for; 401 unknown or expired, 403 another game's."""
        digest = _digest(ticket)
        seat = self.store.redis.get(self._seat_key(game_id, digest))
        if seat is not None:
            return int(text(seat))
        if self.store.redis.exists(self._owner_key(digest)):
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


def at_the_end(rt: Runtime, game_id: str, after: int) -> bool:
    """Whether a client that has seen up to `after` has seen everything a finished game will ever say."""
    return rt.service.current_result(game_id) is not None and after >= rt.store.version(game_id)


def sse_events(rt: Runtime, game_id: str, seat: int | None, after: int, idle_timeout_s: float) -> Iterator[str]:
    """The game's events after `after` as `seat` may see them, live, until the game is scored
    (then the `end` message) or nothing happened for idle_timeout_s (then the client reconnects).
    Callers check at_the_end first: a client already past a finished game's last event gets 204."""
    heartbeat_ms = int(min(rt.config.sse_heartbeat_s, idle_timeout_s) * 1000)
    idle_since = time.monotonic()
    yield f"retry: {RETRY_MS}\n\n"
    while True:  # the game_finished event, always the last, ends it (callers answer 204 when already past it)
        try:
            batch = rt.store.follow(game_id, after, heartbeat_ms)
        except Exception as error:
            if not availability.is_unavailable(error):
                raise
            # The 200 is already sent: end the stream cleanly; the client reconnects with Last-Event-ID.
            log.warning("stream of %s ended: event store unavailable (%s)", game_id, type(error).__name__)
            return
        if not batch:
            if time.monotonic() - idle_since >= idle_timeout_s:
                return
            yield ": heartbeat\n\n"
            continue
        idle_since = time.monotonic()
        finished = any(e["type"] == GAME_FINISHED for e in batch)
        for envelope in batch:
            yield sse_message(rt.service.visible_event(envelope, seat, finished), event_id=envelope["version"])
            after = envelope["version"]
        if finished:
            yield end_message(after)
            return
