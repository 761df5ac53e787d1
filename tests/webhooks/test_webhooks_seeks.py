"""`seek_matched`: a formed table tells each seat's client, once, and no other client (shared.app.matchmaking.seek_webhooks)."""

from __future__ import annotations

from shared.app.clients.integrators import HEADER, ClientRegistry
from shared.app.matchmaking.seek_webhooks import SeekOutbox
from shared.app.webhooks.delivery import Deliverer
from shared.http.context import RUNTIME_EXTENSION
from shared.http.factory import create_app
from tests.webhooks.receiver import Receiver
from tests.webhooks.test_webhooks_flow import CONFIG, check_against_asyncapi

SCOPES = ["games:write", "webhooks:write"]


def test_a_matched_seek_notifies_its_clients_endpoint_once_and_no_other_client(fake_redis):
    app = create_app("counting_race", CONFIG, redis=fake_redis)
    client = app.test_client()
    clients = ClientRegistry(fake_redis, CONFIG.key_prefix)
    headers = {name: {HEADER: clients.create(name, name.title(), SCOPES)[1]} for name in ("acme", "rival", "idle")}
    receivers = {name: Receiver() for name in headers}
    try:
        hooks = {}
        for name, receiver in receivers.items():
            body = {"url": receiver.url, "events": ["seek_matched", "game_started"]}
            if name == "acme":
                body["filters"] = {"users": ["acme:ann"]}  # identities <client>:<user>
            response = client.post("/v1/webhooks", json=body, headers=headers[name])
            assert response.status_code == 201, response.json
            receiver.secrets.append(response.json["secret"])
            hooks[name] = response.json["webhook"]["id"]
        acme = client.post("/v1/seeks", headers=headers["acme"], json={"user": "ann", "name": "ann", "players": [2]})
        rival = client.post("/v1/seeks", headers=headers["rival"], json={"user": "bob", "name": "bob", "players": [2]})
        assert acme.status_code == rival.status_code == 201
        seated = client.get(f"/v1/seeks/{acme.json['seek_id']}", headers=headers["acme"]).json
        assert seated["status"] == "seated"
        game = client.get(f"/v1/games/{seated['game_id']}").json  # as created: nobody moved yet
        # The matchmaker's next passes read the same announcements again: nothing is enqueued twice.
        assert SeekOutbox(app.extensions[RUNTIME_EXTENSION].store, CONFIG).collect("counting_race") == 0
        deliverer = Deliverer(fake_redis, CONFIG)
        for hook in hooks.values():
            for _ in range(3):
                deliverer.run(hook)
        matched = {name: r.events("seek_matched") for name, r in receivers.items()}
        assert [m["data"] for m in matched["acme"]] == [{
            "game": "counting_race", "game_id": seated["game_id"], "version": game["version"], "seat": seated["seat"],
            "user": "acme:ann", "seek_id": acme.json["seek_id"]}]
        assert [(m["data"]["user"], m["data"]["seat"]) for m in matched["rival"]] == [("rival:bob", 1 - seated["seat"])]
        assert matched["idle"] == [], "a client hears only of its own seeks"
        for receiver in receivers.values():
            assert receiver.bad_signatures == 0 and len(receiver.received) == len(receiver.unique)
        check_against_asyncapi(client, matched["acme"] + matched["rival"])
    finally:
        for receiver in receivers.values():
            receiver.stop()


def test_a_matchmaker_that_died_before_announcing_is_caught_up_by_the_sweep(fake_redis, key_prefix):
    from shared.app.matchmaking.seeks import Seeks
    from shared.app.webhooks.delivery import PENDING
    from shared.app.webhooks.subscriptions import WebhookRegistry
    from shared.base.config import Config
    from shared.workers import tasks
    from shared.workers.worker import Worker
    from tests.task_recorder import RecordingSender

    config = Config(key_prefix=key_prefix, webhook_block_private=False)
    worker = Worker(config, sender=RecordingSender(), redis=fake_redis)
    registry = WebhookRegistry(fake_redis, config)
    mine, _ = registry.create("acme", {"url": "http://127.0.0.1:9/hook", "events": ["seek_matched"]})
    theirs, _ = registry.create("rival", {"url": "http://127.0.0.1:9/hook", "events": ["seek_matched"]})
    seeks = Seeks(worker.runtime("counting_race").service)
    for user in ("a", "b"):
        seeks.post("acme", f"acme:{user}", user, [2], {}, None, None)
    assert len(seeks.form()) == 1  # formed and announced; the pass died before its outbox ran
    deliverer = Deliverer(fake_redis, config)
    assert deliverer.deliveries(mine["id"], PENDING, 10) == []
    assert tasks.sweep(worker)["seek_matched"] == 2
    assert tasks.sweep(worker)["seek_matched"] == 0, "never twice"
    assert {d["data"]["user"] for d in deliverer.deliveries(mine["id"], PENDING, 10)} == {"acme:a", "acme:b"}
    assert deliverer.deliveries(theirs["id"], None, 10) == [], "another client never hears of them"
