"""Webhook deliveries at rest: each endpoint's queue, its delivery log, and the lease of the one worker
sending to it.

Keys: one endpoint's keys (shared.store.keys.WebhookKeys), all under its `{wh:<id>}` hash tag, so the
scripts below stay in one Redis Cluster slot:

    deliveries  hash: delivery id -> its JSON record (payload, status, attempts, next_at, log)
    pending     sorted set: undelivered ids, score = enqueue sequence (send order)
    log         sorted set: every id kept, score = enqueue sequence (the delivery log, newest last)
    seq         the enqueue counter
    lease       the holder token of the worker sending to the endpoint (expires by itself)
    flag        "a delivery task is queued" (shared.app.webhooks.delivery clears it, shared.bus sets it)

What a delivery's record says, when it is due and what to do when it fails are the application's
(shared.app.webhooks.delivery): this module keeps the records in order and decides nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from shared.base import jsonfast
from shared.store.keys import WebhookKeys
from shared.store.locks import RELEASE_LOCK

# KEYS: deliveries, pending, log, seq; ARGV: delivery id, record JSON.
ENQUEUE = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
local seq = redis.call('INCR', KEYS[4])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], seq, ARGV[1])
redis.call('ZADD', KEYS[3], seq, ARGV[1])
return seq
"""

# KEYS: the lease; ARGV: holder, lease_ms. Extends the lease only for the holder that has it.
EXTEND_LEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
"""

PAGE = 200  # deliveries read per round trip when paging through a queue or the log


def add_delivery(redis, prefix: str, endpoint_id: str, delivery: dict[str, Any]) -> bool:
    """Queue a delivery at the end of the endpoint's queue and log, once per id (one script call); whether
    it was new. A function, not a WebhookDeliveries method: the outbox enqueues with nothing else to do."""
    k = WebhookKeys(prefix, endpoint_id)
    return bool(redis.register_script(ENQUEUE)(keys=[k.deliveries, k.pending, k.log, k.seq],
                                               args=[delivery["id"], jsonfast.dumps(delivery)]))


class WebhookDeliveries:
    """Every endpoint's deliveries of one deployment (its KEY_PREFIX)."""

    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix
        self._release = None  # the lease's scripts, registered on first use (a script object costs a digest)
        self._extend = None

    def keys(self, endpoint_id: str) -> WebhookKeys:
        return WebhookKeys(self.prefix, endpoint_id)

    # -- the queue ----------------------------------------------------------------------------------

    def pending(self, endpoint_id: str) -> Iterator[dict[str, Any]]:
        """Every undelivered delivery of the endpoint, in enqueue order, read a page at a time."""
        k = self.keys(endpoint_id)
        # Paged by score (each delivery's unique enqueue sequence), not by offset: the sender removes what it
        # delivered from this same set between pages, and an offset would then skip the entries that moved up.
        low: str = "-inf"
        while True:
            entries = self.redis.zrangebyscore(k.pending, low, "+inf", start=0, num=PAGE, withscores=True)
            if not entries:
                return
            low = f"({entries[-1][1]!r}"
            ids = [delivery_id for delivery_id, _ in entries]
            for raw in self.redis.hmget(k.deliveries, ids):
                if raw is not None:
                    yield jsonfast.loads(raw)

    def pending_count(self, endpoint_id: str) -> int:
        return self.redis.zcard(self.keys(endpoint_id).pending)

    def record_attempt(self, endpoint_id: str, delivery: dict[str, Any], finished: bool) -> None:
        """Write the delivery as its attempt left it; a finished one (delivered or dead) leaves the queue."""
        k = self.keys(endpoint_id)
        pipe = self.redis.pipeline(transaction=True)
        pipe.hset(k.deliveries, delivery["id"], jsonfast.dumps(delivery))
        if finished:
            pipe.zrem(k.pending, delivery["id"])
        pipe.execute()

    def delivery(self, endpoint_id: str, delivery_id: str) -> dict[str, Any] | None:
        raw = self.redis.hget(self.keys(endpoint_id).deliveries, delivery_id)
        return None if raw is None else jsonfast.loads(raw)

    def queue_again(self, endpoint_id: str, delivery: dict[str, Any]) -> None:
        """Put a delivery already logged back at the end of the queue (a new enqueue sequence)."""
        k = self.keys(endpoint_id)
        seq = self.redis.incr(k.seq)
        pipe = self.redis.pipeline(transaction=True)
        pipe.hset(k.deliveries, delivery["id"], jsonfast.dumps(delivery))
        pipe.zadd(k.pending, {delivery["id"]: seq})
        pipe.execute()

    # -- the log ------------------------------------------------------------------------------------

    def newest_first(self, endpoint_id: str) -> Iterator[dict[str, Any]]:
        """The endpoint's logged deliveries, newest first, read a page at a time."""
        k = self.keys(endpoint_id)
        start = 0
        while True:
            ids = self.redis.zrevrange(k.log, start, start + PAGE - 1)
            if not ids:
                return
            start += PAGE
            for raw in self.redis.hmget(k.deliveries, ids):
                if raw is not None:
                    yield jsonfast.loads(raw)

    def forget_oldest_finished(self, endpoint_id: str, kept: int) -> int:
        """Forget the oldest finished deliveries past the newest `kept` of the log (pending ones stay);
        returns how many."""
        k = self.keys(endpoint_id)
        excess = self.redis.zcard(k.log) - kept
        if excess <= 0:
            return 0
        oldest = self.redis.zrange(k.log, 0, excess - 1)
        pipe = self.redis.pipeline(transaction=False)
        for delivery_id in oldest:
            pipe.zscore(k.pending, delivery_id)
        finished = [d for d, score in zip(oldest, pipe.execute(), strict=True) if score is None]
        if finished:
            pipe = self.redis.pipeline(transaction=True)
            pipe.hdel(k.deliveries, *finished)
            pipe.zrem(k.log, *finished)
            pipe.execute()
        return len(finished)

    # -- the sender's lease and its task flag -------------------------------------------------------

    def take_lease(self, endpoint_id: str, holder: str, lease_ms: int) -> bool:
        """Hold the endpoint for `lease_ms` unless another holder has it; whether this one does now."""
        return bool(self.redis.set(self.keys(endpoint_id).lease, holder, nx=True, px=lease_ms))

    def extend_lease(self, endpoint_id: str, holder: str, lease_ms: int) -> bool:
        """Hold the endpoint `lease_ms` more, if this holder still has it: a holder whose lease ran out and
        was taken by another never takes it back (both would send to the endpoint at once, out of order).
        Whether it still holds it."""
        if self._extend is None:
            self._extend = self.redis.register_script(EXTEND_LEASE)
        return bool(self._extend(keys=[self.keys(endpoint_id).lease], args=[holder, lease_ms]))

    def lease_left_ms(self, endpoint_id: str) -> int:
        """How long the current lease has left (0: none, or none that expires)."""
        return max(self.redis.pttl(self.keys(endpoint_id).lease), 0)

    def release_lease(self, endpoint_id: str, holder: str) -> bool:
        """Let go of the endpoint, if this holder still has it (one call of shared.store.locks' script)."""
        if self._release is None:
            self._release = self.redis.register_script(RELEASE_LOCK)
        return bool(self._release(keys=[self.keys(endpoint_id).lease], args=[holder]))

    def clear_task_flag(self, endpoint_id: str) -> None:
        """Say that no delivery task is queued for the endpoint (the task about to read clears it, so
        work arriving meanwhile queues another)."""
        self.redis.delete(self.keys(endpoint_id).flag)
