"""What the benches read of Redis and write as their yardsticks, beside the operations they measure.

A bench measures the platform through its own interfaces; what it needs besides (a bare XADD as the
yardstick an append is held against, a copy of a game's stream, the last event of many games in one
round trip, how much memory a prefix holds) is named here, so no tool calls Redis itself.
"""

from __future__ import annotations

from redis.exceptions import ResponseError


def bare_append(redis, stream: str, payload: bytes) -> None:
    """The yardstick of an append: one XADD of a stored envelope, with no check and no script."""
    redis.xadd(stream, {"e": payload})


def last_entries(redis, streams: list[str]) -> list[list]:
    """Each stream's last entry (XREVRANGE ... COUNT 1), in one round trip: [] for an empty stream."""
    pipe = redis.pipeline(transaction=False)
    for stream in streams:
        pipe.xrevrange(stream, "+", "-", count=1)
    return pipe.execute()


def field_of_each(redis, hashes: list[bytes | str], field: str) -> list[bytes | None]:
    """One field of each hash, in one round trip."""
    pipe = redis.pipeline(transaction=False)
    for key in hashes:
        pipe.hget(key, field)
    return pipe.execute()


def copy_stream_and_hash(redis, source_stream: str, target_stream: str, source_hash: str, target_hash: str) -> None:
    """A stream copied entry for entry (its ids kept) and a hash copied whole, under other keys."""
    for entry_id, fields in redis.xrange(source_stream):
        redis.xadd(target_stream, fields, id=entry_id)
    redis.hset(target_hash, mapping=redis.hgetall(source_hash))


def memory_of(redis, prefix: str) -> tuple[int, str]:
    """Bytes held by every key under the prefix: MEMORY USAGE summed, or where the server has no MEMORY
    command (the embedded fakeredis), the size of each key's DUMP serialisation (an underestimate
    of both sides alike). Returns (bytes, how it was measured)."""
    keys = list(redis.scan_iter(match=f"{prefix}*", count=1000))
    try:
        return sum(redis.memory_usage(key) or 0 for key in keys), "MEMORY USAGE"
    except ResponseError:
        return sum(len(redis.dump(key) or b"") for key in keys), "DUMP sizes (no MEMORY command)"


def consumer_groups(redis, stream: str) -> list[dict]:
    """The consumer groups of a stream (XINFO GROUPS); [] while the stream does not exist."""
    return redis.xinfo_groups(stream) if redis.exists(stream) else []


def empty_private_server(redis) -> None:
    """FLUSHDB: only for a redis-server the bench started itself and holds nothing else."""
    redis.flushdb()
