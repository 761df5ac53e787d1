"""Which failures of the store are outages (the server, not the request, is the problem: come back later)
and which are bugs; shared.http.availability answers the first with 503, shared.http.live_stream ends a
stream on them. This knowledge of the client library's error classes lives here, beside
shared.store.connection's names.

Redis unreachable, restarting, loading its dataset, paused, read-only after a failover or refusing
writes because it cannot persist are all conditions that pass.
"""

from __future__ import annotations

from redis import exceptions as redis_errors

# Every error a Redis call raises (a cluster client's own errors are not RedisErrors).
STORE_ERRORS: tuple[type[Exception], ...] = (redis_errors.RedisError, redis_errors.RedisClusterException)

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
