"""The organiser's feed of a tournament (services.tournaments.feed) as Redis holds it: a stream of items,
each appended once, and how far each source stream has been read.

Keys (shared.store.keys.TournamentKeys, under the tournament's hash tag): `feed`, a stream whose entry
`n-0` is the feed's n-th item (field `i`: the item's JSON), so the SSE `id:` is n and Last-Event-ID
resumes; `feed_seen`, a hash of item keys (each item once, checked in the script that appends it);
`feed_cursors`, a hash, source stream id -> the version read (or "done").
"""

from __future__ import annotations

from typing import Any

from shared.base import jsonfast
from shared.store.keys import TournamentKeys, stream_keys
from shared.store.replies import text

# KEYS: the feed stream, its seen hash; ARGV: key, item, key, item, ... Appends each unseen item as the next
# entry n-0; returns, for each item appended, its 1-based position among the ARGV pairs and its n.
ADD_ITEMS = """
local added = {}
for i = 1, #ARGV, 2 do
  if redis.call('HSETNX', KEYS[2], ARGV[i], 1) == 1 then
    local n = redis.call('XLEN', KEYS[1]) + 1
    redis.call('XADD', KEYS[1], n .. '-0', 'i', ARGV[i + 1])
    added[#added + 1] = (i + 1) / 2
    added[#added + 1] = n
  end
end
return added
"""


class TournamentFeedRecords:
    """The feeds of the tournaments under one deployment prefix. blocking_redis: the client whose socket
    timeout outlasts a blocking read (shared.store.connection.connect)."""

    def __init__(self, redis, prefix: str, blocking_redis=None):
        self.redis = redis
        self.blocking_redis = blocking_redis if blocking_redis is not None else redis
        self.prefix = prefix
        self._add = redis.register_script(ADD_ITEMS)

    def _keys(self, tournament_id: str) -> TournamentKeys:
        return TournamentKeys(self.prefix, tournament_id)

    # -- collecting ---------------------------------------------------------------------------------

    def cursors(self, tournament_id: str) -> dict[str, str]:
        """Source stream id -> how far the feed has read it."""
        return {text(k): text(v) for k, v in self.redis.hgetall(self._keys(tournament_id).feed_cursors).items()}

    def move_cursors(self, tournament_id: str, moved: dict[str, Any]) -> None:
        self.redis.hset(self._keys(tournament_id).feed_cursors, mapping=moved)

    def games_lengths(self, games_prefix: str, game_ids: list[str]) -> list[int]:
        """How many events each game's stream holds in Redis (0: none, or moved to the archive), in one
        round trip; games_prefix: the games' event store prefix."""
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.xlen(stream_keys(games_prefix, game_id).events)
        return pipe.execute()

    def add_items(self, tournament_id: str, items: list[tuple[str, Any]]) -> list[tuple[int, int]]:
        """Append each (item key, item) not seen before, in order, in one script call; returns (position in
        `items`, 0-based; the item's number n) for each one appended now."""
        keys = self._keys(tournament_id)
        args: list[Any] = []
        for key, item in items:
            args += [key, jsonfast.dumps(item)]
        reply = [int(x) for x in self._add(keys=[keys.feed, keys.feed_seen], args=args)]
        return [(position - 1, seq) for position, seq in zip(reply[::2], reply[1::2], strict=True)]

    # -- reading ------------------------------------------------------------------------------------

    def items_after(self, tournament_id: str, after: int, block_ms: int | None = None) -> list[tuple[int, Any]]:
        """(n, item) of the items after the n-th; with block_ms, waiting up to that long for one."""
        key = self._keys(tournament_id).feed
        if block_ms is None:
            entries = self.redis.xrange(key, f"{after + 1}-0", "+")
        else:
            reply = self.blocking_redis.xread({key: f"{after}-0"}, block=block_ms)
            entries = reply[0][1] if reply else []
        return [(int(text(entry_id).partition("-")[0]), jsonfast.loads(fields.get(b"i", fields.get("i"))))
                for entry_id, fields in entries]

    def length(self, tournament_id: str) -> int:
        return self.redis.xlen(self._keys(tournament_id).feed)
