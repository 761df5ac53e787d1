"""The HTTP edge's abuse limits (shared.http.abuse) as Redis holds them: request counts in fixed windows, and
the leases of open Server-Sent Events streams.

Keys (shared.store.keys): `rate_limits_base` (Flask-Limiter's counters, which it names itself under it);
`command_rate_key`, one counter per limit, caller and window, expiring with its window; `stream_leases_key`,
a client address's open streams as a sorted set (member = one stream, score = its lease's expiry), so a
worker killed mid-stream frees its slots within one lease (a plain counter would leak forever).
"""

from __future__ import annotations

from shared.store.keys import command_rate_key, rate_limits_base, stream_leases_key

# KEYS: one counter per limit (its window in the name); ARGV: each counter's lifetime in seconds.
COUNT_IN_WINDOWS = """
local counts = {}
for i = 1, #KEYS do
  counts[i] = redis.call('INCR', KEYS[i])
  if counts[i] == 1 then redis.call('EXPIRE', KEYS[i], ARGV[i]) end
end
return counts
"""

OPEN_STREAM = """
-- KEYS[1]: the client's leases; ARGV: now, lease expiry, stream id, bound
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], math.ceil(tonumber(ARGV[2]) - tonumber(ARGV[1])) + 1)
return 1
"""


def limiter_storage(redis, redis_url: str, prefix: str) -> tuple[str, dict]:
    """Flask-Limiter's storage URI and options on the same Redis as `redis`: its very connection pool (same
    server, same credentials, fakeredis in unit tests), or, on Redis Cluster (no single pool), the limits
    library's own cluster client on the same nodes."""
    options: dict = {"key_prefix": rate_limits_base(prefix)}
    pool = getattr(redis, "connection_pool", None)
    if pool is not None:
        options["connection_pool"] = pool
        return "redis://", options
    return redis_url.replace("redis://", "redis+cluster://", 1), options


class RequestCounters:
    """Fixed-window request counters, several limits counted in one script call."""

    def __init__(self, redis, prefix: str):
        self.prefix = prefix
        # A Redis Cluster's counters live in several slots, which one script call may not touch.
        self.one_call = hasattr(redis, "connection_pool")
        self._count = redis.register_script(COUNT_IN_WINDOWS)

    def counter_key(self, scope: str, who: str, window_start: int) -> str:
        return command_rate_key(self.prefix, scope, who, window_start)

    def count_request(self, counters: list[tuple[str, int]]) -> list[int]:
        """Count one request in each (counter key, lifetime in seconds); returns each counter's new count."""
        if self.one_call:
            return [int(n) for n in self._count(keys=[key for key, _ in counters],
                                                args=[lifetime for _, lifetime in counters])]
        return [int(self._count(keys=[key], args=[lifetime])[0]) for key, lifetime in counters]


class StreamLeases:
    """The open streams of each client address, as leases that expire by themselves."""

    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix
        self._open = redis.register_script(OPEN_STREAM)

    def take(self, client: str, stream: str, now: float, expires: float, bound: int) -> bool:
        """Lease a slot to `stream` until `expires` (the expired leases dropped first); False when the
        client already holds `bound` live ones."""
        return bool(self._open(keys=[stream_leases_key(self.prefix, client)], args=[now, expires, stream, bound]))

    def renew(self, client: str, stream: str, expires: float) -> None:
        """Move a lease's expiry on (only a lease still held: an expired one stays gone)."""
        self.redis.zadd(stream_leases_key(self.prefix, client), {stream: expires}, xx=True)

    def free(self, client: str, stream: str) -> None:
        self.redis.zrem(stream_leases_key(self.prefix, client), stream)
