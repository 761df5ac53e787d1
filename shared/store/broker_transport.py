"""The Celery broker's Redis transport: kombu's, keeping a Celery worker alive across a broker (Redis) restart.

Root cause of `Unrecoverable error: AttributeError("'NoneType' object has no
attribute 'hostname'")` (celery 5.7.0 + kombu 5.7.0, the newest of both;
reproduced here with a busy worker and `redis-cli SHUTDOWN NOSAVE`): when the
broker connection drops, the consumer calls `connection.collect()`, which
detaches the transport from its connection (`transport.client = None`), and
reconnects with a new connection. The old Redis *channel* stays referenced by
whatever was delivered on it: we ack late, so a busy worker always holds
deliveries, and the consumer's clean-up closes that channel, which restores
them. Each later ack or restore on the old channel makes kombu build a fresh
connection pool from `transport.client.hostname`, and `client` is None. Both
places guard only against the transport's connection errors (`ignore_errors`
on close, `ack_log_error` for acks run by the event loop after a task
finishes), so the AttributeError escapes into the worker's event loop and the
worker exits. Two tracebacks seen: `Consumer.on_connection_error_after_connected
-> Connection.close -> Channel.close -> restore_unacked -> _connparams`, and
`Message.ack_log_error -> QoS.ack -> conn_or_acquire -> _connparams` right after
the reconnect. An idle worker holds nothing and reconnects fine. Same family as
celery/kombu#582 ("Error on restarting Gossip"). A channel closed along with its
transport has lost even that (`connection` None: "no attribute 'client'"), same
treatment.

The fix: a Redis transport whose channels, once detached, answer with the
connection error that it is (redis' ConnectionError, one of the transport's
`connection_errors`). Celery already handles that everywhere: the ack is logged
("Couldn't ack") and skipped, the close is ignored, the consumer reconnects.
Nothing is lost: a delivery whose ack or restore is skipped stays in kombu's
unacked index and the broker delivers it again after the visibility timeout;
our tasks are idempotent, and the sweep re-queues any game they concerned well
before that.
"""

from __future__ import annotations

from kombu.transport import redis as kombu_redis
from redis.exceptions import ConnectionError as RedisConnectionError  # kombu's connection_errors name it


class DetachedChannelError(RedisConnectionError):
    """Work on a channel whose broker connection is gone (Celery has reconnected with a new one)."""


class RedisChannel(kombu_redis.Channel):
    _sync_client = None

    def _connparams(self, asynchronous=False):
        if self.connection is None or self.connection.client is None:
            raise DetachedChannelError("this broker channel's connection was closed after a connection loss")
        return super()._connparams(asynchronous=asynchronous)

    def _create_client(self, asynchronous=False):
        """The channel's one client over its (synchronous) pool, built once per pool: kombu builds a new
        redis.Redis for every ack, publish and delivery (a client copies its ~200 response callbacks when
        built: the larger part of a worker's CPU per message after the task itself). A client holds no
        connection of its own (each command takes one from the pool), so sharing it is what the pool
        does anyway; `self.pool` is read every time, so a detached channel still raises as above and a
        pool rebuilt after a reconnect gets a client of its own. The asynchronous client (BRPOP) holds
        a connection: kombu keeps that one itself (Channel.client)."""
        if asynchronous:
            return super()._create_client(asynchronous=True)
        pool = self.pool
        client = self._sync_client
        if client is None or client.connection_pool is not pool:
            client = self._sync_client = super()._create_client()
        return client


class RedisTransport(kombu_redis.Transport):
    Channel = RedisChannel
