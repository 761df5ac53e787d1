"""Webhook deliveries: each endpoint's queue, the signed attempts, retries, dead letters, pausing.

The outbox (shared.app.webhooks.outbox) enqueues one delivery per (recorded happening, endpoint) with
a stable id (the Standard Webhooks `webhook-id`: receivers deduplicate on it). An endpoint's
deliveries live under its own hash tag (shared.store.webhook_deliveries keeps them). One worker at a
time holds an endpoint's lease and sends its due deliveries in enqueue order; a delivery that fails holds back
the later ones of the same game or tournament only (ordering per stream by version), never other
streams, other endpoints or any command. A failed attempt is retried after Config.webhook_retry_s
(each +-20% jitter, about 28 hours in all), then the delivery is dead-lettered; an endpoint whose
deliveries are dead-lettered Config.webhook_pause_after_dead times in a row is paused.

Requests go only to the registered URL, to the address checked against private ranges when
Config.webhook_block_private is on, with a timeout, and never follow a redirect (a 3xx is a failure).
"""

from __future__ import annotations

import http.client
import logging
import socket
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit

from standardwebhooks.webhooks import Webhook

from shared.app.aggregates import entropy
from shared.app.webhooks.subscriptions import (
    ACTIVE,
    PAUSED,
    WebhookError,
    WebhookRegistry,
    destination,
)
from shared.base import jsonfast
from shared.base.config import Config
from shared.base.wall_clock import now_ms
from shared.bus import queues
from shared.bus.sender import send_once
from shared.domain.errors import NotFound
from shared.store import keys
from shared.store.connection import StoreUnavailable
from shared.store.webhook_deliveries import WebhookDeliveries, add_delivery

log = logging.getLogger(__name__)

PENDING, DELIVERED, DEAD = "pending", "delivered", "dead"
USER_AGENT = "tabletop-webhooks/1"
# Deliveries due within this long get a task with a countdown; later ones wait for the periodic sweep
# (long ETAs are not left to the broker: shared.app.after_append.scheduling).
SCHEDULE_AHEAD_S = 120
TURN_SECONDS = 10.0  # how long one task keeps an endpoint before handing it to a new task
LET_GO_RETRY_S = 0.2  # a turn Redis cut short tries to release the endpoint's lease this often until it answers
ATTEMPTS_KEPT = 20  # attempts remembered per delivery in the log
# Deliveries kept in an endpoint's log; older finished ones are forgotten (the outbox's cursor is past them,
# so forgetting one never lets it be enqueued again).
LOG_KEPT = 10_000

Post = Callable[[str, bytes, dict[str, str], float, bool], tuple[int | None, str | None]]


def post(url: str, body: bytes, headers: dict[str, str], timeout_s: float, block_private: bool
         ) -> tuple[int | None, str | None]:
    """One POST to the endpoint: (status, None), or (None, what went wrong). Connects to the address
    `destination` checked (no second lookup DNS could answer differently) and follows no redirect."""
    try:
        host, port, address = destination(url, block_private)
    except WebhookError as error:
        return None, error.code
    parts = urlsplit(url)
    cls = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    connection = cls(host, port, timeout=timeout_s)
    # http.client resolves the host itself when it connects; this hook (the one its own tests use) makes it
    # connect to the address checked above, while Host and TLS (SNI, certificate) still name the host.
    connection._create_connection = lambda _address, *args: socket.create_connection((address, port), *args)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    try:
        connection.request("POST", path, body=body, headers=headers)
        # The status line is the answer; the body is never read (a receiver trickling one out cannot hold a
        # worker), and the connection is closed below.
        return connection.getresponse().status, None
    except TimeoutError:
        return None, "timeout"
    except (OSError, http.client.HTTPException) as error:
        return None, type(error).__name__
    finally:
        connection.close()


def enqueue(redis, config: Config, endpoint_id: str, delivery: dict[str, Any], sender=None) -> bool:
    """Record a delivery (once per id) and queue the endpoint's task; whether it was new."""
    created = add_delivery(redis, config.key_prefix, endpoint_id, delivery)
    if created and sender is not None:
        queue_endpoint(redis, sender, config, endpoint_id, 0.0)
    return created


def queue_endpoint(redis, sender, config: Config, endpoint_id: str, wait_s: float) -> bool:
    """Queue the endpoint's task now (wait_s 0) or for a retry that is due later. The two have flags of
    their own, so a retry's pending countdown never holds back a delivery that is due now."""
    flag = (keys.WebhookKeys(config.key_prefix, endpoint_id).flag if wait_s <= 0
            else keys.webhook_later_flag_key(config.key_prefix, endpoint_id))
    return send_once(redis, sender, flag, queues.DELIVER_WEBHOOKS, (endpoint_id,), countdown=wait_s or None,
                     ttl_s=int(wait_s) + 30)


def sign(secrets: list[str], message_id: str, timestamp: int, body: bytes) -> str:
    """The `webhook-signature` header: one `v1,<base64>` per live secret, space-separated."""
    at = datetime.fromtimestamp(timestamp, tz=UTC)
    return " ".join(Webhook(secret).sign(message_id, at, body.decode()) for secret in secrets)


def delivery_body(delivery: dict[str, Any]) -> bytes:
    """The exact bytes a delivery sends (the same on every retry)."""
    return jsonfast.dumps({"type": delivery["type"], "timestamp": delivery["timestamp"], "data": delivery["data"]})


def public_delivery(delivery: dict[str, Any]) -> dict[str, Any]:
    return {name: delivery.get(name) for name in ("id", "type", "stream", "version", "status", "attempts",
                                                  "next_at", "created_at", "timestamp", "data", "log")}


class Deliverer:
    """Sends one endpoint's due deliveries (a Celery task's body: shared.workers.webhook_tasks)."""

    def __init__(self, redis, config: Config, sender=None, transport: Post = post):
        self.redis = redis
        self.config = config
        self.sender = sender
        self.transport = transport
        self.registry = WebhookRegistry(redis, config)
        self.queue = WebhookDeliveries(redis, config.key_prefix)

    def lease_ms(self) -> int:
        return int((self.config.webhook_timeout_s * 2 + 5) * 1000)

    def run(self, endpoint_id: str) -> int:
        """Deliver what is due; returns how many attempts were made. Another worker holding the endpoint's
        lease: nothing (that one re-checks before letting go)."""
        holder = entropy.hex_digits(8)
        if not self.queue.take_lease(endpoint_id, holder, self.lease_ms()):
            self.queue.clear_task_flag(endpoint_id)  # the holder queues another task if work is left when it lets go
            if self.sender is not None:
                # ... unless it died holding the lease (a killed worker): look again when the lease runs out
                # (coalesced with any later task already queued), so nothing waits for the next sweep.
                remaining_ms = self.queue.lease_left_ms(endpoint_id)
                queue_endpoint(self.redis, self.sender, self.config, endpoint_id, remaining_ms / 1000 + 0.5)
            return 0
        attempts = 0
        try:
            self.queue.clear_task_flag(endpoint_id)  # before reading: a delivery enqueued during the run queues another task
            attempts = self._drain(endpoint_id, holder)
        except StoreUnavailable:
            # Redis went away mid-turn. Left alone, the lease would hold the endpoint back until it expires
            # (lease_ms, after Redis is back); the sweep's task, come meanwhile, waits for that. So wait for
            # Redis instead (within the lease), let go and queue the next turn at once.
            self._let_go_once_redis_answers(endpoint_id, holder)
            self.requeue(endpoint_id)
            raise
        except BaseException:
            self.queue.release_lease(endpoint_id, holder)
            raise
        self.queue.release_lease(endpoint_id, holder)
        self.requeue(endpoint_id)
        self.trim(endpoint_id)
        return attempts

    def _let_go_once_redis_answers(self, endpoint_id: str, holder: str) -> None:
        deadline = time.monotonic() + self.lease_ms() / 1000
        while True:
            try:
                self.queue.release_lease(endpoint_id, holder)
                return
            except StoreUnavailable:
                if time.monotonic() >= deadline:
                    raise  # the lease has run out by itself
                time.sleep(LET_GO_RETRY_S)

    def trim(self, endpoint_id: str) -> int:
        """Forget the oldest finished deliveries past LOG_KEPT (pending ones stay); returns how many."""
        return self.queue.forget_oldest_finished(endpoint_id, LOG_KEPT)

    def requeue(self, endpoint_id: str) -> None:
        """Queue the endpoint's next task if a delivery is due soon (later ones: the sweep)."""
        if self.sender is not None:
            requeue(self.redis, self.config, self.sender, endpoint_id)

    def _drain(self, endpoint_id: str, holder: str) -> int:
        attempts = 0
        until = time.monotonic() + TURN_SECONDS
        while time.monotonic() < until:
            try:
                endpoint = self.registry.get(endpoint_id)
            except NotFound:
                return attempts
            if endpoint["status"] != ACTIVE:
                return attempts
            blocked: set[str] = set()
            made = 0
            secrets = self.registry.signing_secrets(endpoint, now_ms())  # unsealed once per pass
            for delivery in self.queue.pending(endpoint_id):
                if delivery["stream"] in blocked:
                    continue
                if delivery["next_at"] > now_ms():
                    blocked.add(delivery["stream"])  # its stream waits: later versions stay behind it
                    continue
                ok = self._attempt(endpoint, delivery, secrets)
                made += 1
                if not self.queue.extend_lease(endpoint_id, holder, self.lease_ms()):
                    # The lease ran out during the attempt and another sender may have the endpoint now:
                    # going on would send beside it, out of order. Its holder takes it from here.
                    return attempts + made
                if not ok:
                    blocked.add(delivery["stream"])
                    endpoint = self.registry.get(endpoint_id)
                    if endpoint["status"] != ACTIVE:
                        return attempts + made
                if time.monotonic() >= until:
                    break
            attempts += made
            if not made:
                return attempts
        return attempts

    def _attempt(self, endpoint: dict[str, Any], delivery: dict[str, Any], secrets: list[str]) -> bool:
        body = delivery_body(delivery)
        timestamp = int(time.time())
        headers = {"webhook-id": delivery["id"], "webhook-timestamp": str(timestamp),
                   "webhook-signature": sign(secrets, delivery["id"], timestamp, body),
                   "content-type": "application/json", "user-agent": USER_AGENT}
        started = time.monotonic()
        status, error = self.transport(endpoint["url"], body, headers, self.config.webhook_timeout_s,
                                       self.config.webhook_block_private)
        ok = status is not None and 200 <= status < 300
        attempt = {"at": now_ms(), "status": status, "error": error if not ok and error else
                   (None if ok else f"HTTP {status}"), "duration_ms": int((time.monotonic() - started) * 1000)}
        delivery["attempts"] += 1
        delivery["log"] = [*delivery.get("log", []), attempt][-ATTEMPTS_KEPT:]
        schedule = self.config.webhook_retry_s
        if ok:
            delivery["status"], delivery["next_at"] = DELIVERED, None
        elif delivery["attempts"] > len(schedule):
            delivery["status"], delivery["next_at"] = DEAD, None
        else:
            wait = schedule[delivery["attempts"] - 1] * (0.8 + 0.4 * entropy.fraction())
            delivery["next_at"] = now_ms() + int(wait * 1000)
        self.queue.record_attempt(endpoint["id"], delivery, finished=delivery["next_at"] is None)
        if delivery["status"] == DEAD or (ok and endpoint["dead_letters_in_a_row"]):
            self._health(endpoint["id"], dead=delivery["status"] == DEAD)
        return ok

    def _health(self, endpoint_id: str, dead: bool) -> None:
        """Count dead letters in a row (a delivery that arrives resets it); pause a failing endpoint."""
        limit = self.config.webhook_pause_after_dead

        def change(endpoint):
            endpoint["dead_letters_in_a_row"] = endpoint["dead_letters_in_a_row"] + 1 if dead else 0
            if dead and endpoint["dead_letters_in_a_row"] >= limit and endpoint["status"] == ACTIVE:
                endpoint.update(status=PAUSED, paused_reason="failing")
                log.warning("webhook %s paused after %s dead letters in a row", endpoint_id, limit)

        try:
            self.registry.mutate(endpoint_id, None, change)
        except NotFound:
            return

    # -- the delivery log --------------------------------------------------------------------------

    def deliveries(self, endpoint_id: str, status: str | None, limit: int) -> list[dict[str, Any]]:
        """The newest deliveries first (status: only those)."""
        out: list[dict[str, Any]] = []
        if limit <= 0:
            return out
        for delivery in self.queue.newest_first(endpoint_id):
            if status is None or delivery["status"] == status:
                out.append(public_delivery(delivery))
                if len(out) >= limit:
                    break  # the log is read a page at a time: no page past this one
        return out

    def redeliver(self, endpoint_id: str, delivery_id: str) -> dict[str, Any]:
        """Send a delivery again (same id, so a receiver that had it drops the copy), behind what is queued."""
        delivery = self.queue.delivery(endpoint_id, delivery_id)
        if delivery is None:
            raise NotFound(f"no delivery {delivery_id!r} of this webhook", details={"field": "delivery_id"})
        delivery.update(status=PENDING, attempts=0, next_at=now_ms())
        self.queue.queue_again(endpoint_id, delivery)
        if self.sender is not None:
            queue_endpoint(self.redis, self.sender, self.config, endpoint_id, 0.0)
        return public_delivery(delivery)


def sweep(redis, config: Config, sender) -> int:
    """Queue every active endpoint with a delivery due soon whose task may have been lost (the flag
    coalesces it with a queued one); returns how many were queued."""
    return sum(requeue(redis, config, sender, endpoint["id"])
               for endpoint in WebhookRegistry(redis, config).all() if endpoint["status"] == ACTIVE)


def next_due_ms(redis, config: Config, endpoint_id: str) -> int | None:
    """When the endpoint's next delivery may be sent: the soonest of each stream's first pending delivery
    (those behind it wait for it, whatever their own time). None: nothing pending."""
    heads: dict[str, int] = {}
    # All of them: a stream with a long backlog behind a failing delivery must not hide the other streams' after it.
    for delivery in WebhookDeliveries(redis, config.key_prefix).pending(endpoint_id):
        heads.setdefault(delivery["stream"], delivery["next_at"])
    return min(heads.values()) if heads else None


def requeue(redis, config: Config, sender, endpoint_id: str) -> bool:
    """Queue the endpoint's task for its next due delivery if that is within SCHEDULE_AHEAD_S."""
    due = next_due_ms(redis, config, endpoint_id)
    if due is None:
        return False
    wait = max(0.0, (due - now_ms()) / 1000)
    return wait <= SCHEDULE_AHEAD_S and queue_endpoint(redis, sender, config, endpoint_id, wait)


def backlog(redis, config: Config) -> dict[str, Any]:
    """What /metrics tells of webhooks: endpoints by status, and deliveries not yet delivered nor dead."""
    endpoints = WebhookRegistry(redis, config).all()
    stored = WebhookDeliveries(redis, config.key_prefix)
    statuses = {ACTIVE: 0, PAUSED: 0}
    pending = 0
    for endpoint in endpoints:
        statuses[endpoint["status"]] = statuses.get(endpoint["status"], 0) + 1
        pending += stored.pending_count(endpoint["id"])
    return {"endpoints": statuses, "pending": pending}
