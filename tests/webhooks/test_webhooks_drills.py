"""Webhook fault drills: a receiver that fails, times out and restarts; retries with backoff until the
dead letter; an endpoint paused for failing; a worker killed mid-delivery; games nobody subscribed to."""

from __future__ import annotations

import time

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError

from shared.app.webhooks import delivery as webhook_delivery
from shared.app.webhooks.delivery import Deliverer
from shared.store import webhook_deliveries
from shared.store.keys import WebhookKeys
from tests.task_recorder import RecordingSender
from tests.webhooks.test_webhooks_flow import CONFIG, client, play, receiver, subscribe  # noqa: F401


def run_until_quiet(deliverer, endpoint_id, rounds=30):
    for _ in range(rounds):
        deliverer.run(endpoint_id)


def log_of(client, hook, status=None):  # noqa: F811
    query = f"?limit=500{'&status=' + status if status else ''}"
    return client.get(f"/v1/webhooks/{hook['webhook']['id']}/deliveries{query}").json["deliveries"]


def test_a_failing_slow_and_restarting_receiver_still_sees_every_event_once(client, fake_redis, receiver,  # noqa: F811
                                                                          monkeypatch):
    hook = subscribe(client, receiver)
    play(client)
    endpoint = hook["webhook"]["id"]
    config = CONFIG.__class__(**{**CONFIG.__dict__, "webhook_retry_s": (1,) * 6})
    deliverer = Deliverer(fake_redis, config)
    clock = [time.time_ns() // 1_000_000]
    monkeypatch.setattr(webhook_delivery, "now_ms", lambda: clock[0])
    receiver.stop()  # gone: connection refused
    deliverer.run(endpoint)
    receiver.start()  # back on the same port: times out once (past the 0.5 s timeout), then answers 500 twice
    receiver.fail_next, receiver.slow_next, receiver.slow_s = 2, 1, 1.0
    for _ in range(6):
        clock[0] += 2000  # past each retry's backoff
        deliverer.run(endpoint)
    log = log_of(client, hook)
    assert {d["status"] for d in log} == {"delivered"}
    errors = [a["error"] for d in log for a in d["log"] if a["error"]]
    assert errors == ["ConnectionRefusedError", "timeout", "HTTP 500", "HTTP 500"]
    # The slow answer may have reached the receiver after the timeout: deduplicated on webhook-id.
    assert len(receiver.unique) == len(log) and receiver.bad_signatures == 0
    versions = [e["data"]["version"] for e in receiver.unique.values()]
    assert versions == sorted(versions) and receiver.events()[0]["type"] == "game_started"


def test_retries_back_off_with_jitter_then_dead_letter_and_pause_the_endpoint(client, fake_redis, receiver,  # noqa: F811
                                                                               monkeypatch):
    config = CONFIG.__class__(**{**CONFIG.__dict__, "webhook_retry_s": (10, 100, 1000)})
    hook = subscribe(client, receiver, events=["game_started"])
    play(client, seed=1)
    play(client, seed=2)
    endpoint = hook["webhook"]["id"]
    deliverer = Deliverer(fake_redis, config)
    receiver.fail_next = 10**6
    clock = [time.time_ns() // 1_000_000]
    monkeypatch.setattr(webhook_delivery, "now_ms", lambda: clock[0])
    waits = []
    for _ in range(4):
        deliverer.run(endpoint)
        pending = log_of(client, hook, "pending")
        if pending:
            waits.append((pending[0]["next_at"] - clock[0]) / 1000)
            clock[0] = max(d["next_at"] for d in pending)
    assert [round(w / s, 1) >= 0.8 and w / s <= 1.2 for w, s in zip(waits, (10, 100, 1000), strict=True)] == [True] * 3
    dead = log_of(client, hook, "dead")
    assert len(dead) == 2 and all(d["attempts"] == 4 for d in dead)  # the first try and three retries
    endpoint_doc = client.get(f"/v1/webhooks/{endpoint}").json
    assert endpoint_doc["status"] == "paused" and endpoint_doc["paused_reason"] == "failing"
    metrics = client.get("/metrics").text
    assert 'tabletop_webhook_endpoints{status="paused"} 1.0' in metrics
    assert "tabletop_webhook_deliveries_pending 0.0" in metrics
    # Fixed, resumed, redelivered by hand: the same webhook-id, so the receiver can deduplicate.
    receiver.fail_next = 0
    assert client.patch(f"/v1/webhooks/{endpoint}", json={"paused": False}).json["status"] == "active"
    for delivery in dead:
        again = client.post(f"/v1/webhooks/{endpoint}/deliveries/{delivery['id']}/redeliver")
        assert again.status_code == 202 and again.json["status"] == "pending"
    deliverer.run(endpoint)
    assert set(receiver.unique) == {d["id"] for d in dead}


def test_a_worker_killed_mid_delivery_loses_nothing(client, fake_redis, receiver, monkeypatch):  # noqa: F811
    hook = subscribe(client, receiver)
    play(client)
    endpoint = hook["webhook"]["id"]

    class Killed(BaseException):
        """The delivering worker killed mid-delivery (a BaseException: no handler of ours catches it)."""

    def killed(*_args):
        raise Killed

    dying = Deliverer(fake_redis, CONFIG, transport=killed)
    monkeypatch.setattr(dying.queue, "release_lease", lambda *_args: False)  # a killed process never lets go of its lease
    with pytest.raises(Killed):
        dying.run(endpoint)
    sender = RecordingSender()
    survivor = Deliverer(fake_redis, CONFIG, sender=sender)
    assert survivor.run(endpoint) == 0  # the lease still holds it ...
    assert sender.sent == [("webhooks", endpoint)]  # ... so it looks again when the lease runs out, sweep or not
    k = WebhookKeys(CONFIG.key_prefix, endpoint)
    fake_redis.delete(k.lease)  # the lease expires
    assert webhook_delivery.sweep(fake_redis, CONFIG, sender) == 1 and ("webhooks", endpoint) in sender.sent
    run_until_quiet(survivor, endpoint)
    assert {d["status"] for d in log_of(client, hook)} == {"delivered"}
    assert receiver.events("game_finished") and len(receiver.received) == len(receiver.unique)


def test_filters_keep_other_games_away(client, fake_redis, receiver):  # noqa: F811
    first = play(client, seed=5)
    hook = subscribe(client, receiver, filters={"users": ["zed"]})
    game_for_zed = client.post("/v1/games", json={"players": [{"name": "zed", "kind": "human"},
                                                              {"name": "amy", "kind": "human"}]}).json["game_id"]
    play(client, seed=6)  # ann and bob: not subscribed
    run_until_quiet(Deliverer(fake_redis, CONFIG), hook["webhook"]["id"])
    games = {e["data"]["game_id"] for e in receiver.events()}
    assert games == {game_for_zed} and first not in games
    assert [e["data"]["user"] for e in receiver.events("turn_started")] == ["zed"]


def test_a_rotated_secret_signs_beside_the_old_one(client, fake_redis, receiver):  # noqa: F811
    hook = subscribe(client, receiver, events=["game_started"])
    rotated = client.post(f"/v1/webhooks/{hook['webhook']['id']}/rotate-secret").json
    assert rotated["secret"] != hook["secret"] and rotated["previous_valid_until"] > time.time() * 1000
    receiver.secrets = [rotated["secret"]]  # a receiver that switched already
    play(client)
    Deliverer(fake_redis, CONFIG).run(hook["webhook"]["id"])
    assert len(receiver.events("game_started")) == 1 and receiver.bad_signatures == 0
    receiver.secrets = [hook["secret"]]  # one that has not switched yet
    play(client, seed=9)
    Deliverer(fake_redis, CONFIG).run(hook["webhook"]["id"])
    assert len(receiver.events("game_started")) == 2 and receiver.bad_signatures == 0
    # After the grace period only the new secret signs.
    from shared.app.webhooks.subscriptions import WebhookRegistry

    registry = WebhookRegistry(fake_redis, CONFIG)
    endpoint = registry.get(hook["webhook"]["id"])
    assert registry.signing_secrets(endpoint, rotated["previous_valid_until"] - 1) == [rotated["secret"], hook["secret"]]
    assert registry.signing_secrets(endpoint, rotated["previous_valid_until"]) == [rotated["secret"]]


def test_a_failing_game_holds_back_only_its_own_later_deliveries(client, fake_redis, receiver,  # noqa: F811
                                                                  monkeypatch):
    config = CONFIG.__class__(**{**CONFIG.__dict__, "webhook_retry_s": (600,)})
    monkeypatch.setattr(webhook_deliveries, "PAGE", 2)  # the other game's deliveries sit pages behind the failing one
    hook = subscribe(client, receiver)
    stuck, fine = play(client, seed=1), play(client, seed=2)
    receiver.fail_games = {stuck}
    Deliverer(fake_redis, config).run(hook["webhook"]["id"])
    log = log_of(client, hook)
    by_game = {game: [d for d in reversed(log) if d["stream"] == game] for game in (stuck, fine)}
    assert {d["status"] for d in by_game[fine]} == {"delivered"}
    first, *later = by_game[stuck]
    assert first["status"] == "pending" and first["attempts"] == 1 and first["next_at"]
    assert all(d["status"] == "pending" and d["attempts"] == 0 for d in later)  # waiting behind it, in order
    # The endpoint's next task is due with the retry, not at once for the ones waiting behind it.
    assert webhook_delivery.next_due_ms(fake_redis, config, hook["webhook"]["id"]) == first["next_at"]
    sender = RecordingSender()
    assert not webhook_delivery.requeue(fake_redis, config, sender, hook["webhook"]["id"]) and not sender.sent


def test_a_slow_endpoint_does_not_hold_up_another(client, fake_redis, receiver):  # noqa: F811
    import threading

    from tests.webhooks.receiver import Receiver

    fast = Receiver()
    try:
        slow_hook = subscribe(client, receiver, events=["turn_started"])
        fast_hook = subscribe(client, fast, events=["turn_started"])
        play(client)
        receiver.slow_every_s = 0.2  # under the 0.5 s timeout: slow, not failing
        slow_worker = threading.Thread(target=Deliverer(fake_redis, CONFIG).run, args=(slow_hook["webhook"]["id"],))
        slow_worker.start()
        started = time.monotonic()
        Deliverer(fake_redis, CONFIG).run(fast_hook["webhook"]["id"])
        fast_done = time.monotonic() - started
        assert slow_worker.is_alive(), "the slow endpoint is still being served"
        slow_worker.join()
        assert len(fast.unique) == len(receiver.unique) > 3
        assert fast_done < 0.2 * len(receiver.unique) / 2
    finally:
        fast.stop()


def test_the_log_forgets_the_oldest_finished_deliveries_never_a_pending_one(client, fake_redis, receiver,  # noqa: F811
                                                                             monkeypatch):
    config = CONFIG.__class__(**{**CONFIG.__dict__, "webhook_retry_s": (600,)})
    hook = subscribe(client, receiver)
    endpoint = hook["webhook"]["id"]
    first = play(client)
    Deliverer(fake_redis, config).run(endpoint)
    assert {d["status"] for d in log_of(client, hook)} == {"delivered"}
    monkeypatch.setattr(webhook_delivery, "LOG_KEPT", 3)
    receiver.stop()  # the next game's deliveries stay pending
    second = play(client, seed=8)
    Deliverer(fake_redis, config).run(endpoint)
    kept = log_of(client, hook)
    assert len(kept) > 3 and {d["stream"] for d in kept} == {second} and {d["status"] for d in kept} == {"pending"}
    assert first not in {d["stream"] for d in kept}
    receiver.start()


def test_a_long_backlog_of_one_game_goes_out_in_version_order(fake_redis, monkeypatch):
    """More deliveries pending than one page (after an outage, a resume, a burst of bot games): the sender
    removes what it delivered between pages, and the next page must not skip what moved up (docs/frontends/webhooks.md: order
    per game by version)."""
    import json

    from shared.app.webhooks import subscriptions as webhooks
    from shared.app.webhooks.delivery import PENDING, Deliverer, enqueue, now_ms
    from shared.app.webhooks.subscriptions import WebhookRegistry
    from shared.base.config import Config

    config = Config(webhook_block_private=False)
    monkeypatch.setattr(webhooks, "destination", lambda url, block: ("example.org", 80, "93.184.215.14"))
    endpoint, _secret = WebhookRegistry(fake_redis, config).create(
        "owner", {"url": "http://example.org/hook", "events": ["turn_started"]})
    count = 2 * webhook_deliveries.PAGE + 50
    for version in range(1, count + 1):
        enqueue(fake_redis, config, endpoint["id"], {
            "id": f"msg_{version:05d}", "type": "turn_started", "stream": "g1", "version": version,
            "timestamp": "2026-12-02T00:00:00.000Z", "data": {"version": version}, "status": PENDING,
            "attempts": 0, "next_at": now_ms(), "created_at": now_ms(), "log": []})
    sent = []

    def transport(url, body, headers, timeout, block):
        sent.append(json.loads(body)["data"]["version"])
        return 200, None

    Deliverer(fake_redis, config, None, transport).run(endpoint["id"])
    assert sent == list(range(1, count + 1))


def test_a_turn_redis_cut_short_lets_go_of_the_endpoint_as_soon_as_redis_answers(client, fake_redis, receiver,  # noqa: F811
                                                                               monkeypatch):
    """Issue 34: not when the lease expires (lease_ms after Redis is back): the next turn is queued at once."""
    hook = subscribe(client, receiver)
    play(client)
    endpoint = hook["webhook"]["id"]
    sender = RecordingSender()
    deliverer = Deliverer(fake_redis, CONFIG, sender)
    release, refusals = deliverer.queue.release_lease, [3]

    def release_while_redis_is_away(*args):
        if refusals[0]:
            refusals[0] -= 1
            raise RedisConnectionError("Redis is away")
        return release(*args)

    monkeypatch.setattr(deliverer.queue, "release_lease", release_while_redis_is_away)
    monkeypatch.setattr(deliverer, "_drain", lambda *_args: (_ for _ in ()).throw(RedisConnectionError("gone")))
    with pytest.raises(RedisConnectionError):
        deliverer.run(endpoint)
    assert refusals == [0] and not fake_redis.exists(WebhookKeys(CONFIG.key_prefix, endpoint).lease)
    assert ("webhooks", endpoint) in sender.sent


def test_a_sender_whose_lease_ran_out_stops_and_leaves_the_rest_to_the_holder(client, fake_redis, receiver):  # noqa: F811
    """A turn that outlives its lease (a slow receiver, a paused process) may find another sender holding the
    endpoint: it sends nothing more, so the two never send beside each other, out of order."""
    hook = subscribe(client, receiver)
    play(client)
    endpoint = hook["webhook"]["id"]
    pending = len(log_of(client, hook, "pending"))
    assert pending > 2
    deliverer = Deliverer(fake_redis, CONFIG)
    keys = WebhookKeys(CONFIG.key_prefix, endpoint)
    attempt = deliverer._attempt

    def attempt_while_another_takes_over(*args):
        sent = attempt(*args)
        fake_redis.set(keys.lease, "another sender", px=60_000)  # the lease ran out and another took it
        return sent

    deliverer._attempt = attempt_while_another_takes_over
    assert deliverer.run(endpoint) == 1
    assert len(log_of(client, hook, "pending")) == pending - 1 and len(receiver.unique) == 1
    assert fake_redis.get(keys.lease) == b"another sender"  # not taken back, not let go of
