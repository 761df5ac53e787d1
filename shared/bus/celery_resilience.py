"""The broker transport the workers and senders name (shared.bus.queues.TRANSPORT): Redis as a Celery broker,
surviving broker restarts. It lives with the rest of the Redis access in the store
(shared.store.broker_transport, where the kombu fault it works around is described)."""

from shared.store.broker_transport import DetachedChannelError, RedisTransport

__all__ = ["DetachedChannelError", "RedisTransport"]
