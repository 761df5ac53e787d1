"""Bearer tokens of an event-sourced aggregate: a game's seats, a tournament's organiser and entrants,
the short-lived stream tickets.

A token is TOKEN_BYTES random bytes, url-safe (drawn by shared.app.aggregates.entropy). Only its sha256 is ever
stored: in the aggregate's tokens hash (digest -> holder: a seat, a role; under the aggregate's hash
tag) and in one key per token naming the aggregate it was granted on (its own slot on Redis Cluster).
The second tells "another aggregate's token" (403) from "an unknown token" (401). The key names are
shared.store.keys' (StreamKeys.tokens, token_owner_key); shared.store.access_tokens reads and writes them.
"""

from __future__ import annotations

import hashlib

from shared.app.aggregates import entropy
from shared.domain.errors import Forbidden, PlatformError, Unauthenticated
from shared.store.access_tokens import TokenHolders
from shared.store.eventstore import EventStore

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
        self.records = TokenHolders(store.redis, store.prefix)

    def holders_key(self, aggregate_id: str) -> str:
        return self.records.holders_key(aggregate_id)

    def owner_key(self, digest: str) -> str:
        return self.records.owner_key(digest)

    def grant(self, aggregate_id: str, holders: dict[str, int | str]) -> None:
        """Record digest -> holder for this aggregate, and each token's aggregate. Written before the
        aggregate's first event: no reader ever sees an aggregate whose tokens are missing."""
        if holders:
            self.records.record_grant(aggregate_id, holders)

    def holder(self, aggregate_id: str, digest: str) -> str | None:
        """Who holds the token with this digest on the aggregate (None: not one of its tokens)."""
        return self.records.holder_of(aggregate_id, digest)

    def holders(self, aggregate_id: str) -> dict[str, str]:
        """Every token digest granted on the aggregate -> who holds it."""
        return self.records.all_holders(aggregate_id)

    def of_another(self, digest: str) -> bool:
        """Whether the token was granted on some aggregate of this store (then not on the one asked)."""
        return self.records.granted_anywhere(digest)

    def refusal(self, digest: str) -> PlatformError:
        """The error for a token `holder` did not find: 403 when it belongs to another aggregate, else 401."""
        if self.of_another(digest):
            return Forbidden(f"this token belongs to another {self.kind}", details={"field": "Authorization"})
        return Unauthenticated("unknown token", details={"field": "Authorization"})
