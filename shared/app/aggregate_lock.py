"""A lock in Redis around one aggregate's writes: one writer at a time across every process.

The appends stay conditional on the version that was read; the lock saves the work (and the side
effects, such as a round's games) a writer would do only to lose the race. It expires by itself
(TTL), so a crashed holder frees it, and only its holder's token releases it.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

RELEASE_LOCK = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""
POLL_S = 0.01


class RedisLock:
    def __init__(self, redis, ttl_ms: int, wait_s: float):
        self.redis = redis
        self.ttl_ms = ttl_ms
        self.wait_s = wait_s
        self._release = redis.register_script(RELEASE_LOCK)

    def acquire(self, key: str) -> str | None:
        """The holder's token, or None when the lock stayed taken for wait_s."""
        token = secrets.token_hex(8)
        deadline = time.monotonic() + self.wait_s
        while not self.redis.set(key, token, nx=True, px=self.ttl_ms):
            if time.monotonic() > deadline:
                return None
            time.sleep(POLL_S)
        return token

    def release(self, key: str, token: str) -> None:
        self._release(keys=[key], args=[token])

    @contextmanager
    def holding(self, key: str, busy: Callable[[], Exception]) -> Iterator[None]:
        """Hold the lock for the block; raises busy() when it cannot be had within wait_s."""
        token = self.acquire(key)
        if token is None:
            raise busy()
        try:
            yield
        finally:
            self.release(key, token)
