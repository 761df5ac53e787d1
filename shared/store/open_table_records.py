"""Tables with open seats as stored (shared.app.matchmaking.open_tables decides; this module keeps the records).

Keys (shared.store.keys):
- `open_table_key`: one table (JSON: game_id, game, players, options, seed, clock, client, identities,
  visibility, taken, open, expires_ms, status), under the game's hash tag beside its stream keys, kept until
  KEEP_EXPIRED_MS after the table expires;
- `open_tables_key`: a game kind's tables waiting for players, score = when they expire (ms).

A table changes by compare-and-set (WATCH, then MULTI/EXEC): `change` reads it, lets the caller decide, and
writes it only if nobody wrote it in between, else reads it again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from shared.base import jsonfast
from shared.store.connection import ConcurrentWrite
from shared.store.keys import open_table_key, open_tables_key
from shared.store.replies import text

KEEP_EXPIRED_MS = 86_400_000  # an expired table's record answers "expired" this long, then goes

Outcome = TypeVar("Outcome")


class OpenTableRecords:
    """A game kind's open tables. now_ms: the service's clock (a table's time to live is counted from it)."""

    def __init__(self, redis, prefix: str, game: str, now_ms: Callable[[], int]):
        self.redis = redis
        self.prefix = prefix
        self.waiting_key = open_tables_key(prefix, game)
        self.now_ms = now_ms

    def key(self, game_id: str) -> str:
        return open_table_key(self.prefix, game_id)

    def _save(self, client, table: dict[str, Any]) -> None:
        """client: the Redis client or a transaction's pipeline."""
        client.set(self.key(table["game_id"]), jsonfast.dumps(table),
                   px=max(1, table["expires_ms"] - self.now_ms()) + KEEP_EXPIRED_MS)

    def add_table(self, table: dict[str, Any]) -> None:
        """A new table, listed among the waiting until it expires."""
        self._save(self.redis, table)
        self.redis.zadd(self.waiting_key, {table["game_id"]: table["expires_ms"]})

    def save_table(self, table: dict[str, Any]) -> None:
        """Write the table as it is now (no compare-and-set: its writer holds its last seat)."""
        self._save(self.redis, table)

    def table(self, game_id: str) -> dict[str, Any] | None:
        raw = self.redis.get(self.key(game_id))
        return None if raw is None else jsonfast.loads(raw)

    def waiting_page(self, offset: int, limit: int) -> tuple[list[str], int]:
        """The ids of a page of the tables not yet expired, the soonest to expire first, and how many there are
        (the expired leave the listing first)."""
        self.redis.zremrangebyscore(self.waiting_key, "-inf", self.now_ms())
        total = self.redis.zcard(self.waiting_key)
        return [text(i) for i in self.redis.zrange(self.waiting_key, offset, offset + limit - 1)], total

    def change(self, game_id: str,
               decide: Callable[[dict[str, Any] | None], Outcome]) -> tuple[Outcome, dict[str, Any]]:
        """Compare-and-set: decide(table, None if absent) changes the table in place (or raises, writing
        nothing); the table is written only if unchanged since it was read, else it is read and decided again.
        Returns what decide returned and the table written."""
        key = self.key(game_id)
        while True:
            with self.redis.pipeline() as pipe:
                try:
                    pipe.watch(key)
                    raw = pipe.get(key)
                    table = None if raw is None else jsonfast.loads(raw)
                    outcome = decide(table)
                    pipe.multi()
                    self._save(pipe, table)
                    pipe.execute()
                    return outcome, table
                except ConcurrentWrite:
                    continue

    def mark_started(self, table: dict[str, Any]) -> None:
        """The table's game was created: its record says so, and it leaves the waiting listing."""
        self._save(self.redis, table)
        self.redis.zrem(self.waiting_key, table["game_id"])
