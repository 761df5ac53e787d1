"""What a read model's rebuild scans for, with the streams as the only source: the aggregates of an
event store, and the keys a projection namespace holds (games' and tournaments' rebuilds alike).

SCAN is incremental and may return a key twice: callers delete (idempotent) and collect ids into
lists the streams decide, never counters.
"""

from __future__ import annotations

from shared.store.eventstore import text


def glob_escape(value: str) -> str:
    """A literal for SCAN MATCH (a prefix or an id may hold glob characters)."""
    return "".join(f"\\{c}" if c in "*?[]\\" else c for c in value)


def stream_ids(redis, store_prefix: str) -> list[str]:
    """The id of every aggregate with a stream under this EventStore prefix (`<prefix>game:{<id>}:events`)."""
    return _ids_of_keys(redis, store_prefix, "events")


def archived_ids(redis, store_prefix: str) -> list[str]:
    """The id of every aggregate whose stream moved to the archive (its tombstone `<prefix>game:{<id>}:archived`)."""
    return _ids_of_keys(redis, store_prefix, "archived")


def _ids_of_keys(redis, store_prefix: str, suffix: str) -> list[str]:
    prefix = f"{store_prefix}game:{{"
    ids = []
    for key in redis.scan_iter(match=f"{glob_escape(prefix)}*}}:{suffix}", count=500):
        key = text(key)
        ids.append(key[len(prefix): key.index("}", len(prefix))])
    return ids


def delete_under(redis, base: str, count: int = 500) -> int:
    """Delete every key `<base>:...`; returns how many were deleted."""
    deleted = 0
    for key in redis.scan_iter(match=f"{glob_escape(base)}:*", count=count):
        deleted += redis.delete(key)
    return deleted
