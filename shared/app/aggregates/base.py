"""The application base: what every event-sourced application on the event store needs, and
nothing of any one of them (the games' application and the tournament service build on it).

An application keeps one stream per aggregate (a game, a tournament) in an EventStore and:

- draws its entropy in shared.app.aggregates.entropy (ids, tokens, salts, seeds, lock holders: one module,
  so a test makes them all reproducible by replacing `secrets` and `uuid` there);
- grants bearer tokens and tells who holds one (`tokens`, shared.app.aggregates.tokens.AccessTokens): only a
  token's sha256 digest is stored;
- keeps each stream's secret (seed, salt, ...; shared.app.aggregates.sealed_seed) cached once read
  (`secret`, `remember_secret`);
- holds the stream's lock around load-decide-append (`lock`, given by the application: an
  in-process lock for games, whose appends are conditional anyway; `RedisLock` for writers in
  several processes that must not even decide twice);
- appends at the version it read, then applies what was appended (`append_then_apply`);
- answers a retried command with its first result (`fingerprint`, `prior_record`);
- retries a decision that lost a race: at most MAX_CONFLICT_RETRIES attempts, each under the
  lock (`PriorResult` carries a first result out of such a loop);
- tells the time in integer milliseconds (`now_ms`, replaceable by tests).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from shared.app.aggregates import entropy
from shared.app.aggregates.tokens import AccessTokens
from shared.domain.errors import IdempotencyKeyReused
from shared.store.eventstore import AppendResult, EventStore, canonical_json
from shared.store.idempotency import first_append
from shared.store.locks import Locks

MAX_CONFLICT_RETRIES = 5
SECRET_CACHE_SIZE = 100_000

LOCK_POLL_S = 0.01
LOCK_HOLDER_BYTES = 8


def fingerprint(command: Any) -> str:
    """What an idempotency key is bound to: the sha256 of the command's canonical JSON."""
    return hashlib.sha256(canonical_json(command).encode()).hexdigest()


class PriorResult(Exception):
    """Carries the first result of an idempotent command out of a retry loop."""

    def __init__(self, result: Any):
        super().__init__("prior result")
        self.result = result


class Application:
    """The base of an application whose aggregates are streams in `store`.

    lock(stream_id): a context manager held around load-decide-append of one stream.
    kind: what one aggregate is called in a refusal ("this token belongs to another game")."""

    def __init__(self, store: EventStore, lock: Callable[[str], AbstractContextManager], kind: str):
        self.store = store
        self.lock = lock
        self.tokens = AccessTokens(store, kind)
        self._secrets: dict[str, dict[str, str]] = {}
        # The wall clock in integer milliseconds; tests inject their own (no sleeping through minutes).
        self.now_ms: Callable[[], int] = lambda: time.time_ns() // 1_000_000

    # -- secrets ---------------------------------------------------------------------------------

    def secret(self, stream_id: str) -> dict[str, str]:
        """The stream's secret (seed, salt, ...): read once, then cached (it never changes)."""
        secret = self._secrets.get(stream_id)
        if secret is None:
            secret = self.store.secret(stream_id)
            self.remember_secret(stream_id, secret)
        return secret

    def remember_secret(self, stream_id: str, secret: dict[str, str]) -> None:
        if len(self._secrets) >= SECRET_CACHE_SIZE:
            self._secrets.clear()
        self._secrets[stream_id] = secret

    # -- writing ---------------------------------------------------------------------------------

    def append_then_apply(self, stream_id: str, events: list[dict[str, Any]], expected_version: int,
                          apply: Callable[[AppendResult], None], **append_options: Any) -> AppendResult:
        """Append conditionally on the version the decision was made at (VersionConflict otherwise:
        the caller decides again on the fresh state), then apply only what the store recorded (to
        the in-memory record of a game, to the read model of a tournament), so memory and
        projections never hold an event the stream does not.

        append_options: EventStore.append's keywords (actor, command_id, mark, chain_key, time ...)."""
        result = self.store.append(stream_id, events, expected_version, **append_options)
        apply(result)
        return result

    # -- idempotency -----------------------------------------------------------------------------

    def prior_record(self, stream_id: str, key: str, command_fingerprint: str) -> dict[str, Any] | None:
        """What the first append under idempotency `key` wrote ({"fingerprint", "from", "to"}), None if
        the key is new. Raises IdempotencyKeyReused if it was used for another command."""
        prior = first_append(self.store.redis, self.store.prefix, stream_id, key)
        if prior is None:
            return None
        if prior["fingerprint"] != command_fingerprint:
            raise IdempotencyKeyReused(
                "this idempotency_key was already used for a different command", details={"field": "idempotency_key"}
            )
        return prior


class RedisLock:
    """A lock held in Redis, for writers in several processes: SET NX with a time to live (a crashed
    holder cannot block the key for longer), released only by the holder that set it.

    busy: the error `holding` raises when the lock stays taken for wait_s (a caller may give its own)."""

    def __init__(self, redis, ttl_ms: int, wait_s: float, busy: Callable[[], Exception] | None = None):
        self.ttl_ms = ttl_ms
        self.wait_s = wait_s
        self.busy = busy
        self._locks = Locks(redis)

    def acquire(self, key: str) -> str | None:
        """The holder's token, or None when the lock stayed taken for wait_s."""
        token = entropy.hex_digits(LOCK_HOLDER_BYTES)
        deadline = time.monotonic() + self.wait_s
        while not self._locks.take(key, token, self.ttl_ms):
            if time.monotonic() > deadline:
                return None
            time.sleep(LOCK_POLL_S)
        return token

    def release(self, key: str, token: str) -> None:
        self._locks.release(key, token)

    @contextmanager
    def holding(self, key: str, busy: Callable[[], Exception] | None = None) -> Iterator[None]:
        """Hold the lock for the block; raises busy() (else the lock's own) when it cannot be had."""
        token = self.acquire(key)
        if token is None:
            raise (busy or self.busy)()
        try:
            yield
        finally:
            self.release(key, token)
