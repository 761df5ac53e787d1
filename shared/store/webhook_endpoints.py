"""Webhook endpoints at rest: every endpoint's document, each client's endpoint ids, the development key
that seals signing secrets when none is configured.

Keys (shared.store.keys), all under the `{endpoints}` hash tag but the per-endpoint delivery keys:

    webhook_endpoints_key   hash: endpoint id -> its JSON document (url, events, filters, status, the
                            signing secrets sealed by shared.app.webhooks.subscriptions)
    webhook_owner_key       set: one client's endpoint ids
    webhook_secrets_key     the development sealing key (base64 of 32 bytes), kept by the first process
    WebhookKeys(...)        an endpoint's deliveries (shared.store.webhook_deliveries), removed with it

The documents are the application's: this module stores and reads them whole and decides nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shared.base import jsonfast
from shared.store import keys
from shared.store.connection import ConcurrentWrite
from shared.store.replies import text


class WebhookEndpoints:
    """The endpoints of one deployment (its KEY_PREFIX)."""

    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix
        self.key = keys.webhook_endpoints_key(prefix)

    def kept_sealing_key(self, candidate: bytes) -> bytes:
        """The development sealing key: `candidate` if no process has kept one yet, else the one kept."""
        dev = keys.webhook_secrets_key(self.prefix)
        self.redis.set(dev, candidate, nx=True)
        return self.redis.get(dev)

    def count_owned(self, owner: str) -> int:
        return self.redis.scard(keys.webhook_owner_key(self.prefix, owner))

    def add_endpoint(self, owner: str, endpoint: dict[str, Any]) -> None:
        """Store a new endpoint and list it under its owner (one round trip)."""
        pipe = self.redis.pipeline()
        pipe.hset(self.key, endpoint["id"], jsonfast.dumps(endpoint))
        pipe.sadd(keys.webhook_owner_key(self.prefix, owner), endpoint["id"])
        pipe.execute()

    def endpoints_of(self, owner: str) -> list[dict[str, Any]]:
        """One client's endpoints, by id."""
        ids = sorted(text(i) for i in self.redis.smembers(keys.webhook_owner_key(self.prefix, owner)))
        raw = self.redis.hmget(self.key, ids) if ids else []
        return [jsonfast.loads(r) for r in raw if r]

    def endpoint(self, endpoint_id: str) -> dict[str, Any] | None:
        raw = self.redis.hget(self.key, endpoint_id)
        return None if raw is None else jsonfast.loads(raw)

    def every_endpoint(self) -> list[dict[str, Any]]:
        return [jsonfast.loads(raw) for raw in self.redis.hvals(self.key)]

    def remove_endpoint(self, endpoint_id: str, owner: str) -> None:
        """Forget the endpoint, its owner's mention of it, then its deliveries."""
        pipe = self.redis.pipeline()
        pipe.hdel(self.key, endpoint_id)
        pipe.srem(keys.webhook_owner_key(self.prefix, owner), endpoint_id)
        pipe.execute()
        self.redis.delete(*keys.WebhookKeys(self.prefix, endpoint_id).names())

    def change_endpoint(self, endpoint_id: str, change: Callable[[dict[str, Any]], None]) -> dict[str, Any] | None:
        """Read, change (in place) and write one endpoint atomically, again from the read if another writer
        came between (WATCH: the API and the workers both write). None: no such endpoint, nothing written.
        An exception `change` raises leaves the endpoint as it was."""
        with self.redis.pipeline() as pipe:
            while True:
                try:
                    pipe.watch(self.key)
                    raw = pipe.hget(self.key, endpoint_id)
                    if raw is None:
                        return None
                    endpoint = jsonfast.loads(raw)
                    change(endpoint)
                    pipe.multi()
                    pipe.hset(self.key, endpoint_id, jsonfast.dumps(endpoint))
                    pipe.execute()
                    return endpoint
                except ConcurrentWrite:
                    continue
