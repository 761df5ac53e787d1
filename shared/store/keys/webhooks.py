"""The webhooks' keys: subscriptions, the outbox's cursors, each endpoint's deliveries.

A part of shared.store.keys, which names every key (see its docstring).
"""

from __future__ import annotations

from shared.store.keys.streams import stream_keys


def webhook_endpoints_key(prefix: str) -> str:
    """Every webhook endpoint (id -> its JSON document, the signing secrets sealed), one hash."""
    return f"{prefix}webhooks:{{endpoints}}:all"


def webhook_secrets_key(prefix: str) -> str:
    """The development key sealing webhook signing secrets when none is configured (WEBHOOK_SECRETS_KEY)."""
    return f"{prefix}webhooks:{{endpoints}}:dev-key"


def webhook_cursor_key(prefix: str, stream_id: str) -> str:
    """The last version of a stream the webhook outbox has turned into deliveries (the stream's hash tag)."""
    return f"{stream_keys(prefix, stream_id).meta}:webhooks:cursor"


class WebhookKeys:
    """One endpoint's delivery keys, all under its `{wh:<id>}` hash tag (one script touches them)."""

    __slots__ = ("deliveries", "pending", "log", "seq", "lease", "flag")

    def __init__(self, prefix: str, endpoint_id: str):
        base = f"{prefix}webhooks:{{wh:{endpoint_id}}}"
        self.deliveries = f"{base}:deliveries"  # delivery id -> its JSON record (payload, status, attempts)
        self.pending = f"{base}:pending"  # undelivered ids, score = enqueue order (per-game order by version)
        self.log = f"{base}:log"  # every id, score = enqueue order (the delivery log, newest first)
        self.seq = f"{base}:seq"  # the enqueue counter
        self.lease = f"{base}:lease"  # held by the one worker delivering to this endpoint
        self.flag = f"{base}:queued"  # "a delivery task is queued" (bursts queue one)

    def names(self) -> tuple[str, ...]:
        return tuple(getattr(self, slot) for slot in self.__slots__)


def webhook_owner_key(prefix: str, owner: str) -> str:
    """The ids of one client's webhook endpoints (a set; the per-client limit counts it)."""
    return f"{webhook_endpoints_key(prefix)}:owner:{owner}"


def webhook_later_flag_key(prefix: str, endpoint_id: str) -> str:
    """The flag of an endpoint's retry task queued with a countdown: apart from WebhookKeys.flag, so a
    retry's pending countdown never holds back a delivery that is due now."""
    return f"{WebhookKeys(prefix, endpoint_id).flag}:later"
