"""What a read model's rebuild scans for, with the streams as the only source: the aggregates of an
event store, and the keys a projection namespace holds (games' and tournaments' rebuilds alike).

Keys: none of its own; it finds a store's streams (`<prefix>game:{<id>}:events`) and tombstones
(`...:archived`) by their names (shared.store.keys.StreamKeys), and deletes under a read model's base.

SCAN is incremental and may return a key twice: callers delete (idempotent) and collect ids into
lists the streams decide, never counters.
"""

from __future__ import annotations

from shared.store.keys import StreamKeys
from shared.store.replies import text

# An id no stream has: where a stream's id sits in the names StreamKeys gives.
_ID_MARK = "\0"


def glob_escape(value: str) -> str:
    """A literal for SCAN MATCH (a prefix or an id may hold glob characters)."""
    return "".join(f"\\{c}" if c in "*?[]\\" else c for c in value)


def stream_ids(redis, store_prefix: str) -> list[str]:
    """The id of every aggregate with a stream under this EventStore prefix (`<prefix>game:{<id>}:events`)."""
    return _ids_of_keys(redis, store_prefix, "events")


def archived_ids(redis, store_prefix: str) -> list[str]:
    """The id of every aggregate whose stream moved to the archive (its tombstone `<prefix>game:{<id>}:archived`)."""
    return _ids_of_keys(redis, store_prefix, "archived")


def _ids_of_keys(redis, store_prefix: str, name: str) -> list[str]:
    opening, ending = getattr(StreamKeys(store_prefix, _ID_MARK), name).split(_ID_MARK)
    ids = []
    for key in redis.scan_iter(match=f"{glob_escape(opening)}*{glob_escape(ending)}", count=500):
        key = text(key)
        ids.append(key[len(opening): key.index("}", len(opening))])
    return ids


def delete_under(redis, base: str, count: int = 500) -> int:
    """Delete every key `<base>:...`; returns how many were deleted."""
    deleted = 0
    for key in redis.scan_iter(match=f"{glob_escape(base)}:*", count=count):
        deleted += redis.delete(key)
    return deleted
