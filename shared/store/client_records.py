"""Integrator clients' records (shared.app.clients.integrators): one JSON document per client and the set of
every client id.

Keys (shared.store.keys): `client_key` (`<prefix>tabletop:client:{<id>}`), the client's record (name,
scopes, quotas, its key's digest and expiry, status); `clients_index_key` (`<prefix>tabletop:clients`).
"""

from __future__ import annotations

from typing import Any

from shared.base import jsonfast
from shared.store.keys import client_key, clients_index_key
from shared.store.replies import text


class ClientRecords:
    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix

    def record_of(self, client_id: str) -> dict[str, Any] | None:
        raw = self.redis.get(client_key(self.prefix, client_id))
        return None if raw is None else jsonfast.loads(raw)

    def save(self, client_id: str, record: dict[str, Any]) -> None:
        """Write the client's record (a new one or over the old) and list its id."""
        self.redis.set(client_key(self.prefix, client_id), jsonfast.dumps(record))
        self.redis.sadd(clients_index_key(self.prefix), client_id)

    def add_new(self, client_id: str, record: dict[str, Any]) -> bool:
        """Write and list a client that does not exist yet; False (nothing written) if it does."""
        if not self.redis.set(client_key(self.prefix, client_id), jsonfast.dumps(record), nx=True):
            return False
        self.redis.sadd(clients_index_key(self.prefix), client_id)
        return True

    def client_ids(self) -> list[str]:
        """Every listed client id, in order."""
        return sorted(text(client_id) for client_id in self.redis.smembers(clients_index_key(self.prefix)))
