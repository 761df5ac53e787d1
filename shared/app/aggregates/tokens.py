"""Bearer tokens of an event-sourced aggregate: a game's seats, a tournament's organiser and entrants,
the short-lived stream tickets.

A token is TOKEN_BYTES random bytes, url-safe (drawn by shared.app.aggregates.entropy). Only its sha256 is ever
stored: in the aggregate's tokens hash (digest -> holder: a seat, a role; under the aggregate's hash
tag) and in one key per token naming the aggregate it was granted on (its own slot on Redis Cluster).
The second tells "another aggregate's token" (403) from "an unknown token" (401). The key names are
shared.store.keys' (StreamKeys.tokens, token_owner_key).
"""

from __future__ import annotations

import hashlib

from shared.app.aggregates import entropy
from shared.domain.errors import Forbidden, PlatformError, Unauthenticated
from shared.store.eventstore import EventStore, text
from shared.store.keys import token_owner_key

TOKEN_BYTES = 24


def new_token() -> str:
    """A fresh bearer token (shown once, stored only as its digest)."""
    return entropy.urlsafe(TOKEN_BYTES)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class AccessTokens:
    """The tokens granted on the aggregates of one event store, by digest.

    kind: what one aggregate is called in the 403 ("this token belongs to another game")."""

    def __init__(self, store: EventStore, kind: str):
        self.store = store
        self.kind = kind

    def holders_key(self, aggregate_id: str) -> str:
        return self.store.keys(aggregate_id).tokens

    def owner_key(self, digest: str) -> str:
        return token_owner_key(self.store.prefix, digest)

    def grant(self, aggregate_id: str, holders: dict[str, int | str]) -> None:
        """Record digest -> holder for this aggregate, and each token's aggregate. Written before the
        aggregate's first event: no reader ever sees an aggregate whose tokens are missing."""
        if not holders:
            return
        redis = self.store.redis
        redis.hset(self.holders_key(aggregate_id), mapping=holders)
        # One key per token, each in its own slot on Redis Cluster: no MSET across slots.
        pipe = redis.pipeline(transaction=False)
        for digest in holders:
            pipe.set(self.owner_key(digest), aggregate_id)
        pipe.execute()

    def holder(self, aggregate_id: str, digest: str) -> str | None:
        """Who holds the token with this digest on the aggregate (None: not one of its tokens)."""
        holder = self.store.redis.hget(self.holders_key(aggregate_id), digest)
        return None if holder is None else text(holder)

    def of_another(self, digest: str) -> bool:
        """Whether the token was granted on some aggregate of this store (then not on the one asked)."""
        return bool(self.store.redis.exists(self.owner_key(digest)))

    def refusal(self, digest: str) -> PlatformError:
        """The error for a token `holder` did not find: 403 when it belongs to another aggregate, else 401."""
        if self.of_another(digest):
            return Forbidden(f"this token belongs to another {self.kind}", details={"field": "Authorization"})
        return Unauthenticated("unknown token", details={"field": "Authorization"})
