"""Seeks of one game kind as stored (shared.app.matchmaking.seeks decides; this module keeps the records).

Keys (shared.store.keys), all but the last two under the game kind's `{<game>}` hash tag:
- `seeks_key`: seek id -> the seek (JSON: id, client, identity, name, counts, options, clock, range, rating,
  digest, created_ms);
- `seek_order_key`: the waiting seeks' ids, score = when they were posted (ms), so the oldest come first;
- `seekers_key`: identity -> its waiting seek's id (the claim that keeps a user to one seek);
- `seeks_lock_key`: the matchmaker's lock (taken by the caller with shared.app.aggregates.base.RedisLock);
- `tables_formed_key`: a stream announcing each formed table (game_id, version, identities, seeks);
- `seek_result_key`: what became of one seek (waiting, cancelled, seated at a game and seat) and the client
  that posted it, kept RESULT_TTL_S;
- `seeking_games_key`: the game kinds that ever had a seek.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from shared.base import jsonfast
from shared.store.keys import (
    seek_order_key,
    seek_result_key,
    seekers_key,
    seeking_games_key,
    seeks_key,
    seeks_lock_key,
    tables_formed_key,
)
from shared.store.replies import text

RESULT_TTL_S = 86_400  # a seek's outcome answers its client this long, then goes
ANNOUNCEMENTS_KEPT = 10_000  # formed-table announcements kept on the stream (approximately)


def games_with_seeks(redis, prefix: str) -> list[str]:
    """Every game kind that ever had a seek (the sweep's list: its matchmakers and its formed-table outboxes)."""
    return [text(raw) for raw in redis.smembers(seeking_games_key(prefix))]


class FormedTable(NamedTuple):
    """One announcement of the formed-tables stream."""

    entry_id: str
    game_id: str
    version: int
    identities: list[str]
    seek_ids: list[str]


class SeekRecords:
    """A game kind's seeks, their claims, outcomes and formed-table announcements."""

    def __init__(self, redis, prefix: str, game: str):
        self.redis = redis
        self.prefix = prefix
        self.game = game
        self.seeks = seeks_key(prefix, game)
        self.order = seek_order_key(prefix, game)
        self.seekers = seekers_key(prefix, game)
        self.formed = tables_formed_key(prefix, game)
        self.lock_key = seeks_lock_key(prefix, game)

    def claim_seeker(self, identity: str, seek_id: str) -> bool:
        """Claim the identity's one waiting seek of this game kind; False if it has one already (atomic)."""
        return bool(self.redis.hsetnx(self.seekers, identity, seek_id))

    def add_seek(self, seek: dict[str, Any]) -> None:
        """Record a claimed seek as waiting (one round trip)."""
        pipe = self.redis.pipeline()
        pipe.hset(self.seeks, seek["id"], jsonfast.dumps(seek))
        pipe.zadd(self.order, {seek["id"]: seek["created_ms"]})
        pipe.sadd(seeking_games_key(self.prefix), self.game)
        pipe.set(seek_result_key(self.prefix, seek["id"]), jsonfast.dumps({"status": "waiting", "client": seek["client"]}),
                 ex=RESULT_TTL_S)
        pipe.execute()

    def outcome_of(self, seek_id: str) -> dict[str, Any] | None:
        """What became of a seek: {"status", "client", and once seated "game_id", "seat"}; None once forgotten."""
        raw = self.redis.get(seek_result_key(self.prefix, seek_id))
        return jsonfast.loads(raw) if raw is not None else None

    def withdraw(self, seek_id: str, client: str) -> bool:
        """Remove a waiting seek and its claim, its outcome "cancelled"; False if it was no longer waiting.
        The caller holds the lock (lock_key)."""
        raw = self.redis.hget(self.seeks, seek_id)
        if raw is None or not self.redis.hdel(self.seeks, seek_id):
            return False
        self.redis.zrem(self.order, seek_id)
        self.redis.hdel(self.seekers, jsonfast.loads(raw)["identity"])
        self.redis.set(seek_result_key(self.prefix, seek_id), jsonfast.dumps({"status": "cancelled", "client": client}),
                       ex=RESULT_TTL_S)
        return True

    def waiting(self) -> list[dict[str, Any]]:
        """The waiting seeks, oldest first."""
        ids = [text(i) for i in self.redis.zrange(self.order, 0, -1)]
        raw = self.redis.hmget(self.seeks, ids) if ids else []
        return [jsonfast.loads(r) for r in raw if r]

    def waiting_count(self) -> int:
        """How many seeks wait (the sweep's cheap check for a lost matchmaker task)."""
        return self.redis.zcard(self.order)

    def seat(self, table: list[dict[str, Any]], game_id: str, version: int) -> None:
        """The table's seeks are seated at the game (in seat order): removed with their claims, their outcomes
        "seated", and the table announced (one round trip). The caller holds the lock (lock_key)."""
        pipe = self.redis.pipeline()
        for seat, seek in enumerate(table):
            pipe.hdel(self.seeks, seek["id"])
            pipe.hdel(self.seekers, seek["identity"])
            pipe.zrem(self.order, seek["id"])
            pipe.set(seek_result_key(self.prefix, seek["id"]), jsonfast.dumps(
                {"status": "seated", "client": seek["client"], "game_id": game_id, "seat": seat}), ex=RESULT_TTL_S)
        pipe.xadd(self.formed,
                  {"game_id": game_id, "version": version, "identities": jsonfast.dumps([s["identity"] for s in table]),
                   "seeks": jsonfast.dumps([s["id"] for s in table])},
                  maxlen=ANNOUNCEMENTS_KEPT, approximate=True)
        pipe.execute()

    def formed_tables_after(self, after: str | None, count: int) -> list[FormedTable]:
        """Up to `count` announcements after stream id `after` (None: from the first kept), oldest first."""
        entries = self.redis.xrange(self.formed, f"({after}" if after is not None else "-", "+", count=count)
        return [FormedTable(text(entry_id), text(fields[b"game_id"]), int(text(fields.get(b"version", b"1"))),
                            jsonfast.loads(fields[b"identities"]), jsonfast.loads(fields.get(b"seeks", b"[]")))
                for entry_id, fields in entries]
