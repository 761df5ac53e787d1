"""`seek_matched`: a formed table tells each seat's client, once, and no other client (shared.app.seek_webhooks)."""

from __future__ import annotations

from shared.app.clients import HEADER, ClientRegistry
from shared.app.seek_webhooks import SeekOutbox
from shared.app.webhook_delivery import Deliverer
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
