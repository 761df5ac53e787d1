"""Operations on a Redis as a whole, for the operators' and the benches' tools: its counters, its memory,
and the removal of a prefix the tool itself created (never anything else)."""

from __future__ import annotations


def delete_prefix(redis, prefix: str) -> int:
    """Delete every key under `prefix` (in batches of 500); returns how many."""
    keys = list(redis.scan_iter(match=f"{prefix}*", count=1000))
    for start in range(0, len(keys), 500):
        redis.delete(*keys[start:start + 500])
    return len(keys)


def delete_keys(redis, *keys) -> None:
    """Delete the named keys (a tool's own: its yardstick's, its test game's)."""
    redis.delete(*keys)


def keys_under_pattern(redis, pattern: str) -> list[bytes]:
    """Every key matching a glob pattern (SCAN, never KEYS)."""
    return list(redis.scan_iter(match=pattern, count=1000))


def command_times(redis) -> dict[str, float] | None:
    """Redis's cumulative time per command name, in microseconds (INFO commandstats); None where the
    server does not serve it (the embedded fakeredis server)."""
    try:
        stats = redis.info("commandstats")
    except Exception:  # noqa: BLE001 - a figure beside a ratio, never a reason to fail a bench
        return None
    times = {name.removeprefix("cmdstat_"): value.get("usec", 0) for name, value in stats.items()
             if name.startswith("cmdstat_") and isinstance(value, dict)}
    return times or None


def command_calls(redis) -> dict[str, int]:
    """How many times Redis ran each command name since its start (INFO commandstats)."""
    stats = redis.info("commandstats")
    return {name.removeprefix("cmdstat_"): int(value.get("calls", 0)) for name, value in stats.items()
            if name.startswith("cmdstat_") and isinstance(value, dict)}


def server_info(redis, section: str | None = None) -> dict:
    """INFO (or one section of it) as redis-py parses it."""
    return redis.info(section) if section else redis.info()


def ping(redis) -> bool:
    return bool(redis.ping())
