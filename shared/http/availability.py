"""Redis outages at the HTTP edge: 503 with Retry-After, never a 500 (platform issue 8, item 3).

Redis unreachable, restarting, loading its dataset, paused, read-only after a failover or
refusing writes because it cannot persist are all conditions that pass (shared.store.connection tells
them from bugs); a client is told to come back (503 `unavailable`). A command whose append may have
reached Redis before the connection failed gets its own code, `outcome_unknown`
(shared.domain.errors.AppendOutcomeUnknown).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from flask import Flask

from shared.domain.errors import Unavailable
from shared.http.errors import error_response
from shared.store.connection import StoreFailure, is_unavailable

log = logging.getLogger(__name__)


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
    for store_error in StoreFailure:
        app.register_error_handler(store_error, redis_error)
