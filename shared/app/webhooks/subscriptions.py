"""Webhook subscriptions: endpoints an integrator registers, who owns them, their signing secrets.

An endpoint is a URL, the event kinds it wants (EVENT_KINDS) and optional filters (games,
tournaments, users: an event matches when any given filter matches it; no filter, every event).
An endpoint belongs to the integrator client that registered it (shared.app.clients.integrators; the API asks
for the `webhooks:write` scope): its owner is the client's id, and a client never sees or changes
another client's endpoints. A `users` filter names player identities `<client>:<user>`.

Each endpoint signs with a secret of its own (Standard Webhooks `whsec_<base64>`), shown once at
creation and at rotation. Secrets are sealed at rest (AES-GCM under WEBHOOK_SECRETS_KEY, or a
development key the store keeps when none is configured: shared.store.webhook_endpoints); after a rotation the previous secret still
signs for Config.webhook_secret_grace_s, so receivers switch over without losing a delivery.
"""

from __future__ import annotations

import base64
import ipaddress
import socket
from typing import Any
from urllib.parse import urlsplit

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from shared.app.aggregates import entropy
from shared.base.config import Config
from shared.base.wall_clock import now_ms
from shared.domain import registry
from shared.domain.errors import Conflict, Forbidden, NotFound, PlatformError
from shared.store.webhook_endpoints import WebhookEndpoints

# What an endpoint may subscribe to (docs/frontends/webhooks.md; payloads: shared.app.webhooks.outbox).
GAME_KINDS = ("game_started", "turn_started", "seat_timed_out", "seat_replaced", "game_finished",
              # An event a game's declaration names as worth telling (its webhook_happenings), as a spectator
              # sees it: one kind for every game, the happening's name in its data (shared.app.webhooks.outbox).
              "game_happening")
TOURNAMENT_KINDS = ("tournament_round_started", "tournament_finished",
                    # The organiser's feed of every table (services/tournaments/feed.py).
                    "tournament_table_created", "tournament_table_started", "tournament_table_finished",
                    "tournament_clock_ran_out")
SEEK_KINDS = ("seek_matched",)  # only ever delivered to the client whose seek it was (shared.app.matchmaking.seek_webhooks)
# A finished game's review is done: told only to the client that asked for it (shared.workers.analysis_tasks).
ANALYSIS_KINDS = ("analysis_finished",)
EVENT_KINDS = GAME_KINDS + TOURNAMENT_KINDS + SEEK_KINDS + ANALYSIS_KINDS
FILTERS = ("games", "tournaments", "users")  # where: an event matches when any of them does (none: every event)
# What: the names of the `game_happening`s an endpoint wants (none: every one); no other kind is narrowed by it.
HAPPENINGS_FILTER = "happenings"
ACTIVE, PAUSED = "active", "paused"
SECRET_PREFIX = "whsec_"
SECRET_BYTES = 32
MAX_URL = 2048
MAX_ENDPOINTS_PER_OWNER = 100  # one client's endpoints (POST /v1/webhooks is also rate-limited per address)
MAX_FILTER_ITEMS = 1000


class WebhookError(PlatformError):
    """A subscription the platform refuses (422, like any malformed body; `forbidden_destination` for an
    address outbound protection refuses)."""

    http_status = 422
    code = "invalid_webhook"


def new_secret() -> str:
    return SECRET_PREFIX + base64.b64encode(entropy.raw(SECRET_BYTES)).decode()


# -- outbound destinations -----------------------------------------------------------------------------


def destination(url: str, block_private: bool) -> tuple[str, int, str]:
    """(host, port, address to connect to) of an endpoint URL: http(s) only, no credentials, and with
    block_private no private, loopback, link-local, multicast or reserved address (every address the name
    resolves to is checked, and the request goes to the one checked, so DNS cannot swap it afterwards)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise WebhookError("a webhook URL is http(s)://host[:port]/path", details={"field": "url"})
    if parts.username or parts.password:
        raise WebhookError("a webhook URL carries no credentials", details={"field": "url"})
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise WebhookError("the URL's port is not a number", details={"field": "url"}) from None
    try:
        infos = socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        raise WebhookError(f"cannot resolve {parts.hostname!r}", details={"field": "url"}) from None
    addresses = [info[4][0] for info in infos]
    if block_private:
        for address in addresses:
            ip = ipaddress.ip_address(address.split("%", 1)[0])
            if not ip.is_global or ip.is_multicast:
                raise WebhookError("webhook URLs may not point at private or reserved addresses",
                                   details={"field": "url"}, code="forbidden_destination")
    return parts.hostname, port, addresses[0]


# -- secrets at rest -----------------------------------------------------------------------------------


class SecretBox:
    """Seals signing secrets (AES-GCM, the endpoint id as associated data)."""

    def __init__(self, endpoints: WebhookEndpoints, config: Config):
        if config.webhook_secrets_key:
            key = base64.b64decode(config.webhook_secrets_key)
        else:
            key = base64.b64decode(endpoints.kept_sealing_key(base64.b64encode(entropy.raw(32))))
        if len(key) != 32:
            raise ValueError("WEBHOOK_SECRETS_KEY must be the base64 of 32 bytes")
        self._aead = AESGCM(key)

    def seal(self, endpoint_id: str, secret: str) -> str:
        nonce = entropy.raw(12)
        return base64.b64encode(nonce + self._aead.encrypt(nonce, secret.encode(), endpoint_id.encode())).decode()

    def open(self, endpoint_id: str, sealed: str) -> str:
        raw = base64.b64decode(sealed)
        return self._aead.decrypt(raw[:12], raw[12:], endpoint_id.encode()).decode()


# -- the registry --------------------------------------------------------------------------------------


def public(endpoint: dict[str, Any]) -> dict[str, Any]:
    """An endpoint as its owner sees it (never its secrets)."""
    return {name: endpoint[name] for name in ("id", "url", "events", "filters", "status", "paused_reason",
                                              "description", "created_at", "dead_letters_in_a_row")}


def matches(endpoint: dict[str, Any], kind: str, game_id: str | None, tournament: str | None,
            users: list[str], happening: str | None = None) -> bool:
    """Whether an active endpoint wants an event of `kind` (of a game_happening: its name `happening`)."""
    if endpoint["status"] != ACTIVE or kind not in endpoint["events"]:
        return False
    filters = endpoint["filters"]
    wanted = filters.get(HAPPENINGS_FILTER)
    if wanted and kind == "game_happening" and happening not in wanted:
        return False
    if not any(filters.get(name) for name in FILTERS):
        return True
    return (game_id in filters["games"] or (tournament is not None and tournament in filters["tournaments"])
            or any(user in filters["users"] for user in users))


class WebhookRegistry:
    def __init__(self, redis, config: Config):
        self.config = config
        self.endpoints = WebhookEndpoints(redis, config.key_prefix)
        # The endpoints' hash, which the after-append pipeline reads on its own held connection.
        self.key = self.endpoints.key
        self._box: SecretBox | None = None

    @property
    def box(self) -> SecretBox:
        if self._box is None:
            self._box = SecretBox(self.endpoints, self.config)
        return self._box

    # -- what the API does -------------------------------------------------------------------------

    def create(self, owner: str, body: dict[str, Any]) -> tuple[dict[str, Any], str]:
        """A new endpoint and its signing secret (shown only now)."""
        if self.endpoints.count_owned(owner) >= MAX_ENDPOINTS_PER_OWNER:
            raise Conflict(f"a client owns at most {MAX_ENDPOINTS_PER_OWNER} webhooks: delete one first",
                           details={"limit": MAX_ENDPOINTS_PER_OWNER}, code="too_many_webhooks")
        endpoint_id = "ep_" + entropy.new_id()[:24]
        secret = new_secret()
        endpoint = {"id": endpoint_id, "owner": owner, "status": ACTIVE, "paused_reason": None,
                    "created_at": now_ms(), "dead_letters_in_a_row": 0, "description": "",
                    "secrets": [{"sealed": self.box.seal(endpoint_id, secret), "expires_ms": None}]}
        endpoint.update(self._checked(body, partial=False))
        self.endpoints.add_endpoint(owner, endpoint)
        return endpoint, secret

    def owned(self, owner: str) -> list[dict[str, Any]]:
        return self.endpoints.endpoints_of(owner)

    def get(self, endpoint_id: str, owner: str | None = None) -> dict[str, Any]:
        """The endpoint; with owner, only if that owner holds it (403 otherwise)."""
        endpoint = self.endpoints.endpoint(endpoint_id)
        if endpoint is None:
            raise NotFound(f"no webhook {endpoint_id!r}", details={"field": "webhook_id"})
        _check_owner(endpoint, owner)
        return endpoint

    def all(self) -> list[dict[str, Any]]:
        return self.endpoints.every_endpoint()

    def update(self, endpoint_id: str, owner: str | None, body: dict[str, Any]) -> dict[str, Any]:
        changes = self._checked(body, partial=True)
        paused = changes.pop("paused", None)

        def change(endpoint):
            endpoint.update(changes)
            if paused is True:
                endpoint.update(status=PAUSED, paused_reason="manual")
            elif paused is False:
                endpoint.update(status=ACTIVE, paused_reason=None, dead_letters_in_a_row=0)

        return self.mutate(endpoint_id, owner, change)

    def delete(self, endpoint_id: str, owner: str) -> None:
        self.get(endpoint_id, owner)
        self.endpoints.remove_endpoint(endpoint_id, owner)

    def rotate(self, endpoint_id: str, owner: str) -> tuple[str, int]:
        """A new secret; the current one keeps signing for the grace period. Returns (secret, until ms)."""
        secret = new_secret()
        until = now_ms() + self.config.webhook_secret_grace_s * 1000

        def change(endpoint):
            live = [s for s in endpoint["secrets"] if s["expires_ms"] is None or s["expires_ms"] > now_ms()]
            for old in live:
                old["expires_ms"] = min(old["expires_ms"] or until, until)
            endpoint["secrets"] = [{"sealed": self.box.seal(endpoint_id, secret), "expires_ms": None}, *live]

        self.mutate(endpoint_id, owner, change)
        return secret, until

    def signing_secrets(self, endpoint: dict[str, Any], at_ms: int) -> list[str]:
        """Every secret that signs now (the newest first)."""
        return [self.box.open(endpoint["id"], s["sealed"]) for s in endpoint["secrets"]
                if s["expires_ms"] is None or s["expires_ms"] > at_ms]

    def mutate(self, endpoint_id: str, owner: str | None, change) -> dict[str, Any]:
        """Read, change and write one endpoint atomically (the API and the workers both write); with owner,
        only if that owner holds it (403, nothing written)."""

        def checked_change(endpoint):
            _check_owner(endpoint, owner)
            change(endpoint)

        endpoint = self.endpoints.change_endpoint(endpoint_id, checked_change)
        if endpoint is None:
            raise NotFound(f"no webhook {endpoint_id!r}", details={"field": "webhook_id"})
        return endpoint

    # -- input -------------------------------------------------------------------------------------

    def _checked(self, body: Any, partial: bool) -> dict[str, Any]:
        if not isinstance(body, dict):
            raise WebhookError("the body is a JSON object")
        allowed = {"url", "events", "filters", "description"} | ({"paused"} if partial else set())
        unknown = sorted(set(body) - allowed)
        if unknown:
            raise WebhookError(f"unknown field {unknown[0]!r}", details={"field": unknown[0]})
        if not partial:
            for name in ("url", "events"):
                if name not in body:
                    raise WebhookError(f"{name!r} is required", details={"field": name})
        out: dict[str, Any] = {}
        if "url" in body:
            url = body["url"]
            if not isinstance(url, str) or len(url) > MAX_URL:
                raise WebhookError("url is a string of at most 2048 characters", details={"field": "url"})
            destination(url, self.config.webhook_block_private)
            out["url"] = url
        if "events" in body:
            events = body["events"]
            if (not isinstance(events, list) or not events
                    or any(not isinstance(e, str) or e not in EVENT_KINDS for e in events)):
                raise WebhookError("events is a non-empty list of event kinds",
                                   details={"field": "events", "allowed": list(EVENT_KINDS)})
            out["events"] = sorted(set(events), key=EVENT_KINDS.index)
        if "filters" in body or not partial:
            out["filters"] = _filters(body.get("filters") or {})
        if "description" in body:
            if not isinstance(body["description"], str) or len(body["description"]) > 200:
                raise WebhookError("description is a string of at most 200 characters",
                                   details={"field": "description"})
            out["description"] = body["description"]
        if "paused" in body:
            if not isinstance(body["paused"], bool):
                raise WebhookError("paused is true or false", details={"field": "paused"})
            out["paused"] = body["paused"]
        return out


def _check_owner(endpoint: dict[str, Any], owner: str | None) -> None:
    if owner is not None and endpoint["owner"] != owner:
        raise Forbidden("this webhook belongs to another client", details={"field": "webhook_id"})


def _filters(raw: Any) -> dict[str, list[str]]:
    if not isinstance(raw, dict) or set(raw) - {*FILTERS, HAPPENINGS_FILTER}:
        raise WebhookError("filters is an object of games, tournaments, users (lists of ids) and happenings "
                           "(names of game_happening)",
                           details={"field": "filters", "allowed": [*FILTERS, HAPPENINGS_FILTER]})
    out = {HAPPENINGS_FILTER: _happenings(raw.get(HAPPENINGS_FILTER))}
    for name in FILTERS:
        values = raw.get(name) or []
        if (not isinstance(values, list) or len(values) > MAX_FILTER_ITEMS
                or any(not isinstance(v, str) or not v for v in values)):
            raise WebhookError(f"filters.{name} is a list of ids", details={"field": f"filters.{name}"})
        out[name] = sorted(set(values))
    return out


def declared_happenings() -> set[str]:
    """Every happening name a game's declaration adds (shared.domain.game_declaration.webhook_happenings)."""
    return {name for declared in registry.declarations().values() for name in declared.webhook_happenings.values()}


def _happenings(raw: Any) -> list[str]:
    known = declared_happenings()
    if raw is None:
        return []
    if (not isinstance(raw, list) or len(raw) > MAX_FILTER_ITEMS
            or any(not isinstance(name, str) or name not in known for name in raw)):
        raise WebhookError("filters.happenings is a list of the happenings the games declare",
                           details={"field": "filters.happenings", "allowed": sorted(known)})
    return sorted(set(raw))
