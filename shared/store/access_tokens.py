"""Who holds a bearer token, a stream ticket or a watch ticket: only their sha256 digests are stored.

Keys (shared.store.keys):

- `StreamKeys.tokens` (`<store prefix>game:{<id>}:meta:tokens`): a hash, token digest -> its holder on the
  aggregate (a seat, "organiser", "entrant:<id>"); `token_owner_key` (`<store prefix>token:<digest>`): which
  aggregate a token was granted on, one key per token in its own Redis Cluster slot (no MSET across slots);
- `ticket_seat_key` (under the game's hash tag): the seat a live stream ticket stands for, and
  `ticket_owner_key` (its own slot): the game it was issued for; both expire with the ticket;
- `watch_ticket_key` (under the game's hash tag): a spectator admitted to a private game, with its expiry.

The second key of each pair tells "another aggregate's token" (403) from "an unknown token" (401).
"""

from __future__ import annotations

from shared.store.keys import (
    stream_keys,
    ticket_owner_key,
    ticket_seat_key,
    token_owner_key,
    watch_ticket_key,
)
from shared.store.replies import text


class TokenHolders:
    """The bearer tokens granted on the aggregates of one event store (its prefix)."""

    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix

    def holders_key(self, aggregate_id: str) -> str:
        return stream_keys(self.prefix, aggregate_id).tokens

    def owner_key(self, digest: str) -> str:
        return token_owner_key(self.prefix, digest)

    def record_grant(self, aggregate_id: str, holders: dict[str, int | str]) -> None:
        """digest -> holder on the aggregate (one HSET), then each token's aggregate (one pipeline)."""
        self.redis.hset(self.holders_key(aggregate_id), mapping=holders)
        # One key per token, each in its own slot on Redis Cluster: no MSET across slots.
        pipe = self.redis.pipeline(transaction=False)
        for digest in holders:
            pipe.set(self.owner_key(digest), aggregate_id)
        pipe.execute()

    def holder_of(self, aggregate_id: str, digest: str) -> str | None:
        holder = self.redis.hget(self.holders_key(aggregate_id), digest)
        return None if holder is None else text(holder)

    def all_holders(self, aggregate_id: str) -> dict[str, str]:
        """Every digest granted on the aggregate -> its holder."""
        return {text(digest): text(holder) for digest, holder in self.redis.hgetall(self.holders_key(aggregate_id)).items()}

    def granted_anywhere(self, digest: str) -> bool:
        """Whether a token with this digest was granted on any aggregate of the store."""
        return bool(self.redis.exists(self.owner_key(digest)))


class StreamTicketRecords:
    """Live stream tickets of the games under `prefix`, each living ttl_s seconds."""

    def __init__(self, redis, prefix: str, ttl_s: int):
        self.redis = redis
        self.prefix = prefix
        self.ttl_s = ttl_s

    def issue(self, game_id: str, digest: str, seat: int) -> None:
        pipe = self.redis.pipeline(transaction=False)
        pipe.set(ticket_seat_key(self.prefix, game_id, digest), seat, ex=self.ttl_s)
        pipe.set(ticket_owner_key(self.prefix, digest), game_id, ex=self.ttl_s)
        pipe.execute()

    def seat_of(self, game_id: str, digest: str) -> int | None:
        """The seat a live ticket of this game stands for (None: unknown, expired or another game's)."""
        seat = self.redis.get(ticket_seat_key(self.prefix, game_id, digest))
        return None if seat is None else int(text(seat))

    def issued_for_another_game(self, digest: str) -> bool:
        """Asked only once seat_of found nothing: a live ticket is then another game's."""
        return bool(self.redis.exists(ticket_owner_key(self.prefix, digest)))


class WatchTicketRecords:
    """Spectators admitted to the private games under `prefix`."""

    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix

    def admit(self, game_id: str, digest: str, ttl_s: int) -> None:
        self.redis.set(watch_ticket_key(self.prefix, game_id, digest), 1, ex=ttl_s)

    def admitted(self, game_id: str, digest: str) -> bool:
        return bool(self.redis.exists(watch_ticket_key(self.prefix, game_id, digest)))
