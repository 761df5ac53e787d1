"""A stream's keys (every key of one stream under its hash tag), tokens' and tickets' owners, signing keys.

A part of shared.store.keys, which names every key (see its docstring).
"""

from __future__ import annotations

import functools


class StreamKeys:
    """The key names of one stream (a game, or a tournament under its own prefix)."""

    __slots__ = ("events", "meta", "idempotency", "secret", "tokens", "snapshot", "archived")

    def __init__(self, prefix: str, stream_id: str):
        base = f"{prefix}game:{{{stream_id}}}"
        self.events = f"{base}:events"  # the stream itself; its length is the version
        self.meta = f"{base}:meta"  # the root of the stream's side keys below
        self.idempotency = f"{base}:idem"  # idempotency key -> {fingerprint, from, to} of its first append
        self.secret = f"{base}:secret"  # seed, salt and rng seed: revealed when the stream ends
        self.tokens = f"{self.meta}:tokens"  # token digest -> who holds it (a seat, a role)
        self.snapshot = f"{self.meta}:snapshot"  # a game record cached for a cold load
        # The tombstone of a stream moved to the archive (shared.store.tombstone): its kind, length, head.
        self.archived = f"{base}:archived"

    def names(self) -> tuple[str, ...]:
        """Every key above (a bench or a test deleting what it wrote)."""
        return tuple(getattr(self, slot) for slot in self.__slots__)


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


def ticket_seat_key(prefix: str, stream_id: str, digest: str) -> str:
    """The seat a live stream ticket stands for (under the stream's hash tag, with the ticket's expiry)."""
    return f"{stream_keys(prefix, stream_id).meta}:ticket:{digest}"


def ticket_owner_key(prefix: str, digest: str) -> str:
    """Which stream a ticket was issued for: its own Cluster slot, to answer 403 rather than 401."""
    return f"{prefix}ticket:{digest}"


def watch_ticket_key(prefix: str, stream_id: str, digest: str) -> str:
    """A spectator a party of the stream admitted (shared.http.access: a watch ticket), with its expiry."""
    return f"{stream_keys(prefix, stream_id).meta}:watch:{digest}"


def signing_registry_key(prefix: str) -> str:
    """The published list of every signing key (key id -> entry), shared by all processes."""
    return f"{prefix}tabletop:signing:keys"


def signing_dev_key(prefix: str) -> str:
    """The development signing key, generated once per deployment when none is configured."""
    return f"{prefix}tabletop:signing:dev-key"
