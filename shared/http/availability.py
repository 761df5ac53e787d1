"""Redis outages at the HTTP edge: 503 with Retry-After, never a 500 (platform issue 8, item 3).

Redis unreachable, restarting, loading its dataset, paused, read-only after a failover or
refusing writes because it cannot persist are all conditions that pass; a client is told to come
back (503 `unavailable`). A command whose append may have reached Redis before the connection
failed gets its own code, `outcome_unknown` (shared.domain.errors.AppendOutcomeUnknown).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from flask import Flask
from redis import exceptions as redis_errors

from shared.domain.errors import Unavailable
from shared.http.errors import error_response

log = logging.getLogger(__name__)

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
    if isinstance(error, UNAVAILABLE_ERRORS):
        return True
    return isinstance(error, redis_errors.ResponseError) and str(error).startswith(TRANSIENT_REPLY_PREFIXES)


@dataclass(frozen=True)
class StoreOutages:
    """A part (shared.http.parts): store outages answered 503 + Retry-After in the JSON error shape."""

    retry_after_s: int

    def mount(self, app: Flask, api) -> None:
        _answer_outages(app, self.retry_after_s)


def _answer_outages(app: Flask, retry_after_s: int) -> None:
    headers = {"Retry-After": str(retry_after_s)}

    def store_outage(error: Unavailable):
        details = {**error.details, "retry_after_s": retry_after_s}
        body, status = error_response(503, error.code, error.message, details)
        return body, status, headers

    def redis_error(error: Exception):
        if not is_unavailable(error):
            raise error  # a genuine bug (a bad command): Flask answers 500 and logs it
        # The exception's text names the server address: logged for the operator, not returned.
        log.warning("event store unavailable: %s: %s", type(error).__name__, error)
        return store_outage(Unavailable("the event store is unavailable; retry after a moment",
                                        details={"reason": type(error).__name__}))

    app.register_error_handler(Unavailable, store_outage)
    app.register_error_handler(redis_errors.RedisError, redis_error)
    app.register_error_handler(redis_errors.RedisClusterException, redis_error)
