"""Bearer tokens of an event-sourced aggregate: a game's seats, a tournament's organiser and entrants,
the short-lived stream tickets.

A token is 24 random bytes, url-safe. Only its sha256 is ever stored: in the aggregate's
`<meta>:tokens` hash (digest -> role, under the aggregate's hash tag), and in one key per token,
`<store prefix>token:<digest>`, naming the aggregate it was issued for (its own slot on Redis
Cluster). The second tells "another aggregate's token" (403) from "an unknown token" (401).
"""

from __future__ import annotations

import hashlib
import secrets

from shared.domain.errors import Forbidden, PlatformError, Unauthenticated
from shared.store.eventstore import EventStore, text

TOKEN_BYTES = 24


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class AccessTokens:
    """The tokens granted on the aggregates of one event store, by digest."""

    def __init__(self, store: EventStore):
        self.store = store

    def roles_key(self, aggregate_id: str) -> str:
        return f"{self.store.keys(aggregate_id).meta}:tokens"

    def owner_key(self, digest: str) -> str:
        return f"{self.store.prefix}token:{digest}"

    def grant(self, aggregate_id: str, roles: dict[str, object]) -> None:
        """Record digest -> role for this aggregate (before its first event: no reader ever sees an
        aggregate whose tokens are missing)."""
        if not roles:
            return
        redis = self.store.redis
        redis.hset(self.roles_key(aggregate_id), mapping=roles)
        # One key per token, each in its own slot on Redis Cluster: no MSET across slots.
        pipe = redis.pipeline(transaction=False)
        for digest in roles:
            pipe.set(self.owner_key(digest), aggregate_id)
        pipe.execute()

    def role(self, aggregate_id: str, token: str) -> str | None:
        """What the token was granted on this aggregate; None when it was not granted here."""
        role = self.store.redis.hget(self.roles_key(aggregate_id), token_digest(token))
        return None if role is None else text(role)

    def refusal(self, token: str, kind: str) -> PlatformError:
        """The error for a token `role` did not find: 403 when it belongs to another `kind`, else 401."""
        if self.store.redis.exists(self.owner_key(token_digest(token))):
            return Forbidden(f"this token belongs to another {kind}", details={"field": "Authorization"})
        return Unauthenticated("unknown token", details={"field": "Authorization"})
