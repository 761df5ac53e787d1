"""The application base: what every event-sourced application on the event store needs, and
nothing of any one of them (the games' service and the tournament service build on it).

An application keeps one stream per aggregate (a game, a tournament) in an EventStore and:

- draws its entropy here (`new_id`, `new_token`, `new_salt`, `new_seed`): ids, bearer tokens,
  chain salts and default seeds all come from this module, so a test makes them reproducible by
  replacing `uuid` and `secrets` in this one module;
- issues bearer tokens and tells who holds one (`issue_tokens`, `token_holder`,
  `token_of_another`): only a token's sha256 digest is stored, in the stream's `tokens` hash,
  plus one key per token naming its stream (shared.store.keys);
- keeps each stream's secret (seed, salt) cached once read (`secret`, `remember_secret`);
- holds the stream's lock around load-decide-append (`lock`, given by the application: an
  in-process lock for games, whose appends are conditional anyway; `RedisLock` for writers in
  several processes that must not even decide twice);
- answers a retried command with its first result (`fingerprint`, `prior_record`);
- retries a decision that lost a race: at most MAX_CONFLICT_RETRIES attempts, each under the
  lock (`PriorResult` carries a first result out of such a loop);
- tells the time in integer milliseconds (`now_ms`, replaceable by tests).

Append-then-apply is the caller's: `store.append(...)` at the version it read, then fold the
returned envelopes (which are exactly what a reader will get) into its state.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from shared.domain.errors import IdempotencyKeyReused
from shared.store.eventstore import EventStore, canonical_json, text
from shared.store.keys import token_owner_key

MAX_CONFLICT_RETRIES = 5
SECRET_CACHE_SIZE = 100_000

RELEASE_LOCK = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


# -- entropy -----------------------------------------------------------------------------------------


def new_id() -> str:
    """A fresh stream or command id (32 hex digits)."""
    return uuid.uuid4().hex


def new_token() -> str:
    """A fresh bearer token (shown once, stored only as its digest)."""
    return secrets.token_urlsafe(24)


def new_salt() -> str:
    """A fresh chain salt (the key of the chain's nonces, revealed when the stream ends)."""
    return secrets.token_hex(16)


def new_seed() -> int:
    """A seed when the caller gave none (128 bits)."""
    return secrets.randbits(128)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


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

    lock(stream_id): a context manager held around load-decide-append of one stream."""

    def __init__(self, store: EventStore, lock: Callable[[str], AbstractContextManager]):
        self.store = store
        self.lock = lock
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

    # -- tokens ----------------------------------------------------------------------------------

    def issue_tokens(self, stream_id: str, holders: dict[str, int | str]) -> None:
        """Store token digest -> holder (a seat, a role) for the stream, and each token's stream.
        Written before the stream's first event: no reader ever sees a stream whose tokens are missing."""
        if not holders:
            return
        redis = self.store.redis
        redis.hset(self.store.keys(stream_id).tokens, mapping=holders)
        # One key per token, each in its own slot on Redis Cluster: no MSET across slots.
        pipe = redis.pipeline(transaction=False)
        for digest in holders:
            pipe.set(token_owner_key(self.store.prefix, digest), stream_id)
        pipe.execute()

    def token_holder(self, stream_id: str, digest: str) -> str | None:
        """Who holds the token with this digest in the stream (None: not one of its tokens)."""
        holder = self.store.redis.hget(self.store.keys(stream_id).tokens, digest)
        return None if holder is None else text(holder)

    def token_of_another(self, digest: str) -> bool:
        """Whether the token is one of another stream's (a 403, not an unknown token's 401)."""
        return bool(self.store.redis.exists(token_owner_key(self.store.prefix, digest)))

    # -- idempotency -----------------------------------------------------------------------------

    def prior_record(self, stream_id: str, key: str, command_fingerprint: str) -> dict[str, Any] | None:
        """What the first append under idempotency `key` wrote ({"fingerprint", "from", "to"}), None if
        the key is new. Raises IdempotencyKeyReused if it was used for another command."""
        raw = self.store.redis.hget(self.store.keys(stream_id).idempotency, key)
        if raw is None:
            return None
        prior = json.loads(raw)
        if prior["fingerprint"] != command_fingerprint:
            raise IdempotencyKeyReused(
                "this idempotency_key was already used for a different command", details={"field": "idempotency_key"}
            )
        return prior


class RedisLock:
    """A lock held in Redis, for writers in several processes: SET NX with a time to live (a crashed
    holder cannot block the stream for longer), released only by the holder that set it."""

    def __init__(self, redis, ttl_ms: int, wait_s: float, busy: Callable[[], Exception]):
        self.redis = redis
        self.ttl_ms = ttl_ms
        self.wait_s = wait_s
        self.busy = busy  # the error raised when the lock stays taken for wait_s
        self._release = redis.register_script(RELEASE_LOCK)

    @contextmanager
    def hold(self, key: str) -> Iterator[None]:
        token = secrets.token_hex(8)
        deadline = time.monotonic() + self.wait_s
        while not self.redis.set(key, token, nx=True, px=self.ttl_ms):
            if time.monotonic() > deadline:
                raise self.busy()
            time.sleep(0.01)
        try:
            yield
        finally:
            self._release(keys=[key], args=[token])

