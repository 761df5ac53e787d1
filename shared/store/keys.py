"""Every Redis key name the store and the application base use, built in one place.

A key name is part of the stored format (a deployment's data outlives any one release), so no
caller spells one itself: it asks here. Every key of one stream carries the stream's id as a
hash tag (`game:{<id>}:...`), so the append script, which touches several of them, stays inside
one Redis Cluster slot. Keys that must be found without knowing the stream (a token's owner)
get a slot of their own instead, and are never written by the append script.

The names are those written since the first release; tests pin them (tests/platform/test_keys.py).
"""

from __future__ import annotations

import functools

# -- the event store and the application base --------------------------------------------------------


class StreamKeys:
    """The key names of one stream (a game, or a tournament under its own prefix)."""

    __slots__ = ("events", "meta", "idempotency", "secret", "tokens", "snapshot")

    def __init__(self, prefix: str, stream_id: str):
        base = f"{prefix}game:{{{stream_id}}}"
        self.events = f"{base}:events"  # the stream itself; its length is the version
        self.meta = f"{base}:meta"  # the root of the stream's side keys below
        self.idempotency = f"{base}:idem"  # idempotency key -> {fingerprint, from, to} of its first append
        self.secret = f"{base}:secret"  # seed, salt and rng seed: revealed when the stream ends
        self.tokens = f"{self.meta}:tokens"  # token digest -> who holds it (a seat, a role)
        self.snapshot = f"{self.meta}:snapshot"  # a game record cached for a cold load


# The name the rest of the platform knows these keys by (a game's keys are the common case).
GameKeys = StreamKeys


@functools.lru_cache(maxsize=4096)
def stream_keys(prefix: str, stream_id: str) -> StreamKeys:
    """The keys of one stream; cached, since every append and read asks for them."""
    return StreamKeys(prefix, stream_id)


def token_owner_key(prefix: str, digest: str) -> str:
    """Which stream a token belongs to: one key per token, each in its own Cluster slot (no MSET
    across slots), so a token shown to the wrong game is told apart from an unknown one."""
    return f"{prefix}token:{digest}"


def signing_registry_key(prefix: str) -> str:
    """The published list of every signing key (key id -> entry), shared by all processes."""
    return f"{prefix}tabletop:signing:keys"


def signing_dev_key(prefix: str) -> str:
    """The development signing key, generated once per deployment when none is configured."""
    return f"{prefix}tabletop:signing:dev-key"

