"""Rematches as stored: one per finished game (shared.app.games.rematch decides who may ask and when).

Key (shared.store.keys.rematch_key), under the finished game's hash tag beside its stream keys: empty while
the rematch is being created (the claim), then the rematch's game id.
"""

from __future__ import annotations

from shared.store.keys import rematch_key
from shared.store.replies import text


class RematchRecords:
    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix

    def claim(self, game_id: str) -> bool:
        """Claim the game's one rematch; False if it was claimed already (atomic: two requests, one wins)."""
        return bool(self.redis.set(rematch_key(self.prefix, game_id), "", nx=True))

    def rematch_of(self, game_id: str) -> str | None:
        """The rematch's game id; None if there is none or it is still being created."""
        rematch = self.redis.get(rematch_key(self.prefix, game_id))
        return None if rematch is None else text(rematch) or None

    def release(self, game_id: str) -> None:
        """Give the claim back (the rematch could not be created: it may be asked for again)."""
        self.redis.delete(rematch_key(self.prefix, game_id))

    def record(self, game_id: str, rematch_id: str) -> None:
        self.redis.set(rematch_key(self.prefix, game_id), rematch_id)
