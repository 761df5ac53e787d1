"""The one way to reach Redis: a client built from a URL, and the errors that say what went wrong.

Every module outside `shared/store` reaches Redis through the store's named operations and catches only
the names below, so a change of client library or of its error classes is a change of this package alone.
"""

from __future__ import annotations

import redis
from redis.exceptions import ConnectionError as _ConnectionError
from redis.exceptions import RedisError, ResponseError, WatchError
from redis.exceptions import TimeoutError as _TimeoutError

# Any failure of a Redis call.
StoreError = RedisError
# Redis is away or too slow: the call may not have run (retry later, answer 503).
StoreUnavailable = (_ConnectionError, _TimeoutError)
# A watched key changed before an optimistic transaction committed: read again and retry.
ConcurrentWrite = WatchError
# The server refused a command or a script raised (e.g. a stream's consumer group already exists).
CommandRefused = ResponseError


def connect(url: str, *, cluster: bool = False, socket_timeout: float | None = None,
            connect_timeout: float | None = 5, health_check_interval: int = 30):
    """A client of the Redis (or Redis Cluster) at `url`.

    A socket timeout turns a dead or paused server into an error rather than a hung request; the callers
    that block on purpose (XREAD BLOCK) pass one longer than their longest block."""
    if cluster:
        from redis.cluster import RedisCluster

        return RedisCluster.from_url(url)
    return redis.Redis.from_url(url, health_check_interval=health_check_interval,
                                socket_connect_timeout=connect_timeout, socket_timeout=socket_timeout)


def answers(url: str, timeout: float = 0.5) -> bool:
    """Whether a Redis answers PING at `url`."""
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=timeout, socket_timeout=timeout).ping())
    except (RedisError, OSError):
        return False
