"""Locks held in Redis by writers in several processes (shared.app.aggregates.base.RedisLock).

A lock is one key (its caller's: a tournament's `TournamentKeys.lock`, a kind's ratings lock, ...) holding
its holder's random token, set with NX and a time to live, so a crashed holder cannot block the key for
longer; it is released only by the holder that set it (a script compares and deletes in one step, so a
holder whose lock expired never deletes the next holder's).
"""

from __future__ import annotations

RELEASE_LOCK = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class Locks:
    """Taking and releasing locks on one Redis."""

    def __init__(self, redis):
        self.redis = redis
        self._release = redis.register_script(RELEASE_LOCK)

    def take(self, key: str, holder: str, ttl_ms: int) -> bool:
        """Whether `holder` now holds the lock (False: someone else does)."""
        return bool(self.redis.set(key, holder, nx=True, px=ttl_ms))

    def release(self, key: str, holder: str) -> None:
        """Free the lock if `holder` still holds it (else it expired and is someone else's now)."""
        self._release(keys=[key], args=[holder])
