"""The webhook store's named operations (shared.store.webhook_endpoints, webhook_deliveries, webhook_outbox)
on their own: the key names they write, the optimistic rewrite of an endpoint, the queue's paging, the lease."""

from __future__ import annotations

import pytest

from shared.store import keys, webhook_deliveries
from shared.store.seek_records import games_with_seeks
from shared.store.webhook_deliveries import WebhookDeliveries, add_delivery
from shared.store.webhook_endpoints import WebhookEndpoints
from shared.store.webhook_outbox import SeekCursor, StreamCursors


def test_the_webhook_keys_keep_their_stored_names():
    k = keys.WebhookKeys("p:", "ep_1")
    assert (k.deliveries, k.pending, k.log, k.seq, k.lease, k.flag) == tuple(
        f"p:webhooks:{{wh:ep_1}}:{name}" for name in ("deliveries", "pending", "log", "seq", "lease", "queued"))
    assert keys.webhook_endpoints_key("p:") == "p:webhooks:{endpoints}:all"
    assert keys.webhook_secrets_key("p:") == "p:webhooks:{endpoints}:dev-key"
    assert keys.webhook_owner_key("p:", "acme") == "p:webhooks:{endpoints}:all:owner:acme"
    assert keys.webhook_later_flag_key("p:", "ep_1") == "p:webhooks:{wh:ep_1}:queued:later"
    assert keys.webhook_cursor_key("p:", "g1") == "p:game:{g1}:meta:webhooks:cursor"
    assert keys.seek_webhook_cursor_key("p:", "chess") == "p:tabletop:seeks:{chess}:formed:webhooks:cursor"


def _endpoint(endpoint_id: str, owner: str) -> dict:
    return {"id": endpoint_id, "owner": owner, "status": "active", "events": ["turn_started"]}


def test_endpoints_are_listed_per_owner_and_removed_with_their_deliveries(fake_redis):
    endpoints = WebhookEndpoints(fake_redis, "p:")
    endpoints.add_endpoint("acme", _endpoint("ep_2", "acme"))
    endpoints.add_endpoint("acme", _endpoint("ep_1", "acme"))
    endpoints.add_endpoint("other", _endpoint("ep_3", "other"))
    add_delivery(fake_redis, "p:", "ep_1", {"id": "msg_1"})
    assert [e["id"] for e in endpoints.endpoints_of("acme")] == ["ep_1", "ep_2"]
    assert endpoints.count_owned("acme") == 2
    endpoints.remove_endpoint("ep_1", "acme")
    assert endpoints.endpoint("ep_1") is None and endpoints.count_owned("acme") == 1
    assert sorted(e["id"] for e in endpoints.every_endpoint()) == ["ep_2", "ep_3"]
    assert not fake_redis.exists(*keys.WebhookKeys("p:", "ep_1").names())


def test_the_first_sealing_key_kept_is_the_one_every_process_gets(fake_redis):
    endpoints = WebhookEndpoints(fake_redis, "p:")
    assert endpoints.kept_sealing_key(b"first") == b"first"
    assert endpoints.kept_sealing_key(b"second") == b"first"


def test_an_endpoint_rewritten_meanwhile_is_changed_again_from_the_new_read(fake_redis):
    endpoints = WebhookEndpoints(fake_redis, "p:")
    endpoints.add_endpoint("acme", _endpoint("ep_1", "acme"))
    seen = []

    def change(endpoint):
        seen.append(endpoint["status"])
        if len(seen) == 1:  # another writer (the API pausing it) lands between this read and this write
            WebhookEndpoints(fake_redis, "p:").add_endpoint("acme", {**_endpoint("ep_1", "acme"), "status": "paused"})
        endpoint["dead_letters_in_a_row"] = 1

    written = endpoints.change_endpoint("ep_1", change)
    assert seen == ["active", "paused"]
    assert written == endpoints.endpoint("ep_1") == {**_endpoint("ep_1", "acme"), "status": "paused",
                                                      "dead_letters_in_a_row": 1}


def test_a_change_that_refuses_writes_nothing_and_a_missing_endpoint_is_none(fake_redis):
    endpoints = WebhookEndpoints(fake_redis, "p:")
    endpoints.add_endpoint("acme", _endpoint("ep_1", "acme"))

    def refuse(endpoint):
        endpoint["status"] = "paused"
        raise PermissionError("not yours")

    with pytest.raises(PermissionError):
        endpoints.change_endpoint("ep_1", refuse)
    assert endpoints.endpoint("ep_1")["status"] == "active"
    assert endpoints.change_endpoint("ep_9", refuse) is None


def test_the_queue_pages_by_enqueue_order_while_the_sender_removes_what_it_sent(fake_redis, monkeypatch):
    monkeypatch.setattr(webhook_deliveries, "PAGE", 2)
    queue = WebhookDeliveries(fake_redis, "p:")
    for n in range(1, 8):
        assert add_delivery(fake_redis, "p:", "ep_1", {"id": f"msg_{n}", "n": n})
    assert not add_delivery(fake_redis, "p:", "ep_1", {"id": "msg_3", "n": 99})  # once per id
    read = []
    for delivery in queue.pending("ep_1"):
        read.append(delivery["n"])
        queue.record_attempt("ep_1", delivery, finished=delivery["n"] % 2 == 1)
    assert read == [1, 2, 3, 4, 5, 6, 7] and queue.pending_count("ep_1") == 3
    assert [d["n"] for d in queue.newest_first("ep_1")] == [7, 6, 5, 4, 3, 2, 1]
    queue.queue_again("ep_1", queue.delivery("ep_1", "msg_1"))
    assert [d["n"] for d in queue.pending("ep_1")] == [2, 4, 6, 1]
    # Past the newest 3 of the log (1 to 4: a delivery queued again keeps its place in the log) only the
    # finished one goes; the pending ones stay.
    assert queue.forget_oldest_finished("ep_1", 3) == 1
    assert [d["n"] for d in queue.newest_first("ep_1")] == [7, 6, 5, 4, 2, 1]


def test_a_lease_is_held_by_one_holder_and_let_go_only_by_it(fake_redis):
    queue = WebhookDeliveries(fake_redis, "p:")
    assert queue.take_lease("ep_1", "me", 10_000)
    assert not queue.take_lease("ep_1", "you", 10_000)
    assert 0 < queue.lease_left_ms("ep_1") <= 10_000
    assert not queue.release_lease("ep_1", "you")
    assert queue.release_lease("ep_1", "me") and queue.lease_left_ms("ep_1") == 0
    assert not queue.extend_lease("ep_1", "me", 10_000)  # a lease that ran out is not taken back by extending it
    assert queue.take_lease("ep_1", "you", 10_000)
    assert not queue.extend_lease("ep_1", "me", 60_000)  # nor one another holder took meanwhile
    assert queue.lease_left_ms("ep_1") <= 10_000 and not queue.release_lease("ep_1", "me")
    assert queue.extend_lease("ep_1", "you", 60_000) and queue.lease_left_ms("ep_1") > 10_000


def test_the_outbox_cursors(fake_redis):
    cursors = StreamCursors(fake_redis, "p:")
    assert cursors.read_up_to("g1") == 0
    cursors.move_to("g1", 7)
    assert cursors.read_up_to("g1") == 7 and StreamCursors(fake_redis, "q:").read_up_to("g1") == 0
    chess, go = SeekCursor(fake_redis, "p:", "chess"), SeekCursor(fake_redis, "p:", "go")
    assert chess.read_up_to() is None
    chess.move_to("2-0")
    assert chess.read_up_to() == "2-0" and go.read_up_to() is None
    fake_redis.sadd(keys.seeking_games_key("p:"), "chess")
    assert games_with_seeks(fake_redis, "p:") == ["chess"]
