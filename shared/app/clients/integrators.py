"""Integrator clients: who is calling (one client per front end or tournament host).

The scheme (one, documented in docs/frontends/clients.md): a client authenticates with its key directly, sent in
the `X-Client-Key` header on every call that needs a client. A key is `<client id>.<secret>`; the secret is
KEY_BYTES random bytes, shown once (at `create` and `rotate`) and stored only as its sha256 digest, compared
in constant time. A key may expire (`expires_in_days`); `rotate` replaces it at once (the old key stops
working), `revoke` stops the client for good. Seat and entrant bearer tokens stay where they are
(`Authorization`): a client obtains them for its users, and they act for one seat only.

A client acts for its own users: a player identity is `<client id>:<user id>` (`identity`), so a user of
one client can never be named by another.

Records live in Redis (shared.store.client_records), one JSON document per client, plus an index set.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from shared.app.aggregates import entropy
from shared.domain.errors import Forbidden, InvalidSetup, NotFound, Unauthenticated
from shared.store.client_records import ClientRecords

KEY_BYTES = 32
SCOPES = ("games:write", "games:read", "tournaments:write", "ratings:read", "webhooks:write", "analysis:write",
          "admin")
DEFAULT_SCOPES = tuple(scope for scope in SCOPES if scope != "admin")
CLIENT_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,31}$")
USER_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$")
# Per-client quotas in Flask-Limiter's notation; a client's own values replace these.
DEFAULT_QUOTAS = {"create": "600/minute", "join": "1200/minute"}
HEADER = "X-Client-Key"
DAY_MS = 86_400_000


def secret_digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def identity(client_id: str, user: str) -> str:
    """The player identity of a client's user (what ratings, standings and matchmaking are keyed by)."""
    if not isinstance(user, str) or not USER_ID.match(user):
        raise InvalidSetup("user must be 1-64 characters: letters, digits, '.', '_', '@' or '-'",
                           details={"field": "user"}, code="invalid_user")
    return f"{client_id}:{user}"


@dataclass
class Client:
    id: str
    name: str
    scopes: list[str]
    digest: str = field(repr=False)
    quotas: dict[str, str] = field(default_factory=dict)
    status: str = "active"
    created_ms: int = 0
    key_expires_ms: int | None = None

    def quota(self, name: str) -> str:
        return self.quotas.get(name) or DEFAULT_QUOTAS[name]

    def require(self, scope: str) -> Client:
        if scope not in self.scopes and "admin" not in self.scopes:
            raise Forbidden(f"this client lacks the scope {scope!r}", details={"scope": scope},
                            code="insufficient_scope")
        return self

    def public(self) -> dict[str, Any]:
        """What the client's owner and the admin see (never the digest)."""
        return {"id": self.id, "name": self.name, "scopes": self.scopes, "quotas": self.quotas,
                "status": self.status, "created_ms": self.created_ms, "key_expires_ms": self.key_expires_ms}


def _validate(client_id: str, scopes: list[str], quotas: dict[str, str]) -> None:
    if not isinstance(client_id, str) or not CLIENT_ID.match(client_id):
        raise InvalidSetup("a client id is 1-32 characters: lowercase letters, digits and '-'",
                           details={"field": "id"}, code="invalid_client_id")
    unknown = sorted(set(scopes) - set(SCOPES))
    if unknown or not scopes:
        raise InvalidSetup("unknown or missing scopes", details={"field": "scopes", "allowed": list(SCOPES)},
                           code="invalid_scopes")
    bad = sorted(set(quotas) - set(DEFAULT_QUOTAS))
    if bad:
        raise InvalidSetup("unknown quotas", details={"field": "quotas", "allowed": list(DEFAULT_QUOTAS)},
                           code="invalid_quotas")


class ClientRegistry:
    """configured: Config.bootstrap_client, made sure of on the first authentication (not at start: a
    process starting while Redis is away must still start, and answer 503 meanwhile), and again if a
    configured client's record is gone (a Redis that came back without its data)."""

    def __init__(self, redis, prefix: str = "", configured: str = ""):
        self.records = ClientRecords(redis, prefix)
        self.configured = configured
        self._ensured = False
        self.now_ms = lambda: time.time_ns() // 1_000_000

    def configure(self, setting: str) -> None:
        """One more configured client (a Config.bootstrap_client entry), made sure of at the next call."""
        if setting not in self.configured:
            self.configured = ";".join(filter(None, (self.configured, setting)))
            self._ensured = False

    def _load(self, client_id: str) -> Client | None:
        record = self.records.record_of(client_id)
        return None if record is None else Client(**record)

    def _save(self, client: Client) -> None:
        self.records.save(client.id, asdict(client))

    def get(self, client_id: str) -> Client:
        client = self._load(client_id) if isinstance(client_id, str) and CLIENT_ID.match(client_id) else None
        if client is None:
            raise NotFound(f"no client {client_id!r}", details={"field": "client"}, code="client_not_found")
        return client

    def _expiry(self, expires_in_days: float | None) -> int | None:
        return None if expires_in_days is None else self.now_ms() + int(expires_in_days * DAY_MS)

    def create(self, client_id: str, name: str, scopes: list[str] | None = None,
               quotas: dict[str, str] | None = None, expires_in_days: float | None = None) -> tuple[Client, str]:
        """A new client and its key (shown this once)."""
        scopes, quotas = list(scopes or DEFAULT_SCOPES), dict(quotas or {})
        _validate(client_id, scopes, quotas)
        secret = entropy.urlsafe(KEY_BYTES)
        client = Client(client_id, name or client_id, scopes, secret_digest(secret), quotas,
                        created_ms=self.now_ms(), key_expires_ms=self._expiry(expires_in_days))
        if not self.records.add_new(client_id, asdict(client)):
            raise InvalidSetup(f"a client {client_id!r} exists already", details={"field": "id"},
                               code="client_exists")
        return client, f"{client_id}.{secret}"

    def ensure(self, client_id: str, digest: str, scopes: list[str] | None = None, name: str = "") -> Client:
        """A configured client (Config.bootstrap_client): created or updated to the configured digest."""
        scopes = list(scopes or DEFAULT_SCOPES)
        _validate(client_id, scopes, {})
        current = self._load(client_id)
        if current and current.digest == digest and current.scopes == scopes and current.status == "active":
            return current
        client = Client(client_id, name or client_id, scopes, digest, current.quotas if current else {},
                        created_ms=current.created_ms if current else self.now_ms())
        self._save(client)
        return client

    def rotate(self, client_id: str, expires_in_days: float | None = None) -> tuple[Client, str]:
        """A new key for the client; the old one stops working now."""
        client = self.get(client_id)
        secret = entropy.urlsafe(KEY_BYTES)
        client.digest, client.key_expires_ms = secret_digest(secret), self._expiry(expires_in_days)
        self._save(client)
        return client, f"{client_id}.{secret}"

    def revoke(self, client_id: str) -> Client:
        client = self.get(client_id)
        client.status = "revoked"
        self._save(client)
        return client

    def update(self, client_id: str, scopes: list[str] | None = None, quotas: dict[str, str] | None = None) -> Client:
        client = self.get(client_id)
        client.scopes = list(scopes) if scopes is not None else client.scopes
        client.quotas = dict(quotas) if quotas is not None else client.quotas
        _validate(client.id, client.scopes, client.quotas)
        self._save(client)
        return client

    def all(self) -> list[Client]:
        return [client for client in (self._load(i) for i in self.records.client_ids()) if client is not None]

    def authenticate(self, key: str | None) -> Client:
        """The client a key belongs to; 401 (unauthenticated, client_revoked, client_key_expired) otherwise.
        Unknown ids and wrong secrets get the same answer, so a probe learns no client id."""
        if self.configured and not self._ensured:
            bootstrap(self, self.configured)
            self._ensured = True
        if not key:
            raise Unauthenticated(f"a client key is required ({HEADER} header)", details={"field": HEADER})
        client_id, _, secret = key.strip().partition(".")
        client = self._load(client_id) if CLIENT_ID.match(client_id) and secret else None
        if client is None and secret and client_id in {e.strip().partition(":")[0] for e in self.configured.split(";")}:
            bootstrap(self, self.configured)
            client = self._load(client_id)
        if client is None or not hmac.compare_digest(client.digest, secret_digest(secret)):
            raise Unauthenticated("unknown client key", details={"field": HEADER}, code="invalid_client")
        if client.status != "active":
            raise Unauthenticated("this client was revoked", details={"field": HEADER}, code="client_revoked")
        if client.key_expires_ms is not None and client.key_expires_ms <= self.now_ms():
            raise Unauthenticated("this client key has expired: rotate it", details={"field": HEADER},
                                  code="client_key_expired")
        return client


def configured_client(client_id: str, scopes: tuple[str, ...] = SCOPES) -> tuple[str, str]:
    """A new key for a client given to the services by configuration: (its Config.bootstrap_client entry,
    which holds only the digest; the key, for the one who calls with it)."""
    secret = entropy.urlsafe(KEY_BYTES)
    return f"{client_id}:{secret_digest(secret)}:{','.join(scopes)}", f"{client_id}.{secret}"


def bootstrap(registry: ClientRegistry, setting: str) -> list[Client]:
    """Make sure the configured clients exist (Config.bootstrap_client: entries separated by ';')."""
    made = []
    for entry in filter(None, (part.strip() for part in setting.split(";"))):
        client_id, _, rest = entry.partition(":")
        digest, _, scopes = rest.partition(":")
        made.append(registry.ensure(client_id, digest, [s for s in scopes.split(",") if s] or None))
    return made
