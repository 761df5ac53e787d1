"""Keep a Celery worker alive across a broker (Redis) restart.

Root cause of `Unrecoverable error: AttributeError("'NoneType' object has no
attribute 'hostname'")` (celery 5.7.0, kombu 5.7.0, reproduced here with a busy
worker and `redis-cli SHUTDOWN NOSAVE`): when the broker connection drops,
`Consumer.on_connection_error_after_connected` first calls
`connection.collect()`, which detaches the transport (`transport.client =
None`), and then `connection.close()`. Closing the consumer's channel restores
the deliveries it still holds unacknowledged (we ack late, so a busy worker
always holds some): kombu's Redis channel builds a new connection pool for that
from `transport.client.hostname`, and `client` is already None. `ignore_errors`
around the close only swallows connection and channel errors, so the
AttributeError escapes `Consumer.start` and the worker exits. An idle worker
(nothing unacknowledged) reconnects fine, which is why it shows only under load.
Same family as celery/kombu#582 ("Error on restarting Gossip"); no released
kombu or celery fixes it (5.7.0 is the newest of both).

The workaround is narrow: only that cleanup step tolerates the AttributeError.
Nothing is lost by skipping the restore: the deliveries stay in kombu's unacked
index and the broker re-delivers them after the visibility timeout, our tasks are
idempotent, and the sweep re-queues any game they concerned well before that.
"""

from __future__ import annotations

import logging

from celery.worker.consumer.consumer import Consumer

log = logging.getLogger(__name__)


class ReconnectingConsumer(Consumer):
    """Celery's consumer, minus the crash when closing a broken Redis connection (see module docstring)."""

    def on_connection_error_after_connected(self, exc):
        try:
            super().on_connection_error_after_connected(exc)
        except AttributeError as error:
            # Celery has already detached self.connection before the failing close, so the
            # restart that follows builds a fresh connection as usual.
            self.connection = None
            log.warning("broker connection lost while holding unacknowledged tasks; they come back after "
                        "the visibility timeout (kombu could not restore them now: %r)", error)
