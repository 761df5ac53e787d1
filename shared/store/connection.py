"""The one way to reach Redis: a client built from a URL, and the errors that say what went wrong.

Every module outside `shared/store` reaches Redis through the store's named operations and catches only
the names below, so a change of client library or of its error classes is a change of this package alone.
"""

from __future__ import annotations

import redis
from redis import exceptions as redis_errors
from redis.exceptions import ConnectionError as _ConnectionError
from redis.exceptions import RedisError, ResponseError, WatchError
from redis.exceptions import TimeoutError as _TimeoutError

# Any failure of a Redis call, a cluster client's own errors included (they are not RedisErrors). (Not
# shared.domain.errors.StoreError, the domain's refusal that VersionConflict derives from: that one is raised
# by the platform, this one by the client library.)
StoreFailure: tuple[type[Exception], ...] = (RedisError, redis_errors.RedisClusterException)
# Redis is away or too slow: the call may not have run (retry later, answer 503).
StoreUnavailable = (_ConnectionError, _TimeoutError)
# A watched key changed before an optimistic transaction committed: read again and retry.
ConcurrentWrite = WatchError
# The server refused a command or a script raised (e.g. a stream's consumer group already exists).
CommandRefused = ResponseError

# -- which failures are outages (the server, not the request, is the problem: come back later) and which are
# bugs; shared.http.availability answers the first with 503, shared.http.live_stream ends a stream on them.
# Redis unreachable, restarting, loading its dataset, paused, read-only after a failover or refusing writes
# because it cannot persist are all conditions that pass.

# Everything redis-py raises when the server (not the request) is the problem. BusyLoadingError,
# MaxConnectionsError and the authentication errors are ConnectionErrors; MasterDownError is a
# ClusterDownError.
UNAVAILABLE_ERRORS: tuple[type[Exception], ...] = (
    redis_errors.ConnectionError,
    redis_errors.TimeoutError,
    redis_errors.ReadOnlyError,
    redis_errors.OutOfMemoryError,
    redis_errors.ClusterError,
    redis_errors.ClusterDownError,
    redis_errors.TryAgainError,
    redis_errors.SlotNotCoveredError,
)

# Replies that redis-py reports as a plain ResponseError although the server is only temporarily
# unable to serve: persistence failing (MISCONF), too few replicas (NOREPLICAS), a long script (BUSY).
TRANSIENT_REPLY_PREFIXES = ("MISCONF", "NOREPLICAS", "BUSY", "LOADING", "MASTERDOWN", "CLUSTERDOWN", "TRYAGAIN")


def is_unavailable(error: BaseException) -> bool:
    """Whether `error` says the store is away for now (retry later), not that the request was wrong."""
    if isinstance(error, UNAVAILABLE_ERRORS):
        return True
    return isinstance(error, redis_errors.ResponseError) and str(error).startswith(TRANSIENT_REPLY_PREFIXES)


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
