"""A game kind's read models as they are read and dropped: each game's views (one hash per game), the
listing's summaries and indexes, and a rebuild's clearing of them all. Written by the pipeline after each
append (shared.app.after_append.pipeline) and by the never-backwards scripts (shared.store.write_if_newer).

Keys: shared.store.keys.ProjectionKeys (a game's views under its hash tag; the lobby, the players', identities'
and tournaments' lists under the kind's).
"""

from __future__ import annotations

from shared.store.keys import ProjectionKeys
from shared.store.rebuild_scans import delete_under
from shared.store.replies import text


class GameReadModels:
    def __init__(self, redis, keys: ProjectionKeys):
        self.redis = redis
        self.keys = keys

    # -- a game's views -------------------------------------------------------------------------------

    def views_version(self, game_id: str) -> int:
        """The version the game's views were written at (0: none written)."""
        value = self.redis.hget(self.keys.views(game_id), "version")
        return int(value) if value is not None else 0

    def view(self, game_id: str, reader: str) -> tuple[int, bytes | None]:
        """The version the views were written at (0: none) and one reader's document ("spectator", or a seat's
        number as text; None: none), in one read."""
        version, document = self.redis.hmget(self.keys.views(game_id), ["version", reader])
        return (int(version) if version is not None else 0), document

    # -- the listing ----------------------------------------------------------------------------------

    def games_listed(self, status: str) -> int:
        """How many games the lobby lists with this status (one ZCARD; /metrics reads it at scrape time)."""
        return self.redis.zcard(self.keys.lobby(status))

    def index_page(self, index: str, offset: int, limit: int) -> tuple[list[str], int]:
        """A page of one index, newest first, and its size."""
        total = self.redis.zcard(index)
        return [text(m) for m in self.redis.zrevrange(index, offset, offset + limit - 1)], total

    def listed_and_live_summaries(self, ids: list[str]) -> list[tuple[bytes | None, bytes | None]]:
        """Each game's listed summary (written when its status changes) and live one (written with every
        append beside its views), in one round trip each."""
        listed = self.listed_summaries(ids)
        pipe = self.redis.pipeline(transaction=False)
        for game_id in ids:
            pipe.hget(self.keys.views(game_id), "summary")
        return list(zip(listed, pipe.execute(), strict=True))

    def listed_summaries(self, ids: list[str]) -> list[bytes | None]:
        """Each game's summary in the listing (None: not listed)."""
        return self.redis.hmget(self.keys.summaries(), ids)

    def ids_created_between(self, index: str, low: float | str, high: float | str, offset: int,
                            limit: int) -> list[str]:
        """A page of an index's games, oldest first, by creation time (the index's score): low and high
        as ZRANGEBYSCORE takes them ("-inf", "(<exclusive>" ...)."""
        return [text(m) for m in self.redis.zrangebyscore(index, low, high, start=offset, num=limit)]

    def every_id_in(self, index: str) -> list[str]:
        return [text(m) for m in self.redis.zrange(index, 0, -1)]

    # -- a rebuild ------------------------------------------------------------------------------------

    def drop_listings(self) -> int:
        """Delete the kind's listing (lobby, players', identities' and tournaments' lists, and where they lived
        before the lobby's hash tag); returns how many keys went."""
        keys = self.keys
        *former_bases, former_index = keys.former()
        deleted = 0
        for base in (keys.lobby_base(), keys.player_base(), keys.identity_base(), *former_bases):
            deleted += delete_under(self.redis, base)
        return deleted + self.redis.delete(former_index)

    def drop_game(self, game_id: str, snapshot_key: str) -> int:
        """Delete one game's read models and its snapshot; returns how many read-model keys went."""
        deleted = delete_under(self.redis, self.keys.base(game_id), count=100)
        self.redis.delete(snapshot_key)
        return deleted
