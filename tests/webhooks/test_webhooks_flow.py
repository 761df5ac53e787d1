"""Webhooks end to end on the fixture game (inline dispatch, fakeredis): subscribe, play, deliver to a
receiver on 127.0.0.1 that verifies every signature with its own implementation of the specification."""

from __future__ import annotations

import jsonschema
import pytest

from shared.app.webhooks.delivery import Deliverer
from shared.base.config import Config
from shared.http.factory import create_app
from tests.webhooks.receiver import Receiver

CONFIG = Config(dispatch="inline", webhook_block_private=False, webhook_timeout_s=0.5,
                webhook_retry_s=(0, 0, 0), webhook_pause_after_dead=2)
ALL = ["game_started", "turn_started", "seat_timed_out", "seat_replaced", "game_finished"]


@pytest.fixture
def receiver():
    r = Receiver()
    yield r
    r.stop()


@pytest.fixture
def client(fake_redis):
    return create_app("counting_race", CONFIG, redis=fake_redis).test_client()


def subscribe(client, receiver, events=ALL, **body):
    """As the suite's default client (tests/conftest.py attaches its key)."""
    response = client.post("/v1/webhooks", json={"url": receiver.url, "events": events, **body})
    assert response.status_code == 201, response.json
    receiver.secrets.append(response.json["secret"])
    return response.json


def play(client, target=4, seed=3):
    game = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"},
                                                     {"name": "bob", "kind": "human"}],
                                         "options": {"target": target}, "seed": seed}).json
    tokens = [s["token"] for s in game["seats"]]
    for _ in range(200):
        view = client.get(f"/v1/games/{game['game_id']}").json
        if view["status"] == "finished":
            break
        for token in tokens:
            legal = client.get(f"/v1/games/{game['game_id']}/legal", headers={"Authorization": f"Bearer {token}"}).json
            if legal["commands"]:
                assert client.post(f"/v1/games/{game['game_id']}/commands", json=legal["commands"][0],
                                   headers={"Authorization": f"Bearer {token}"}).status_code == 201
                break
    return game["game_id"]


def check_against_asyncapi(client, events):
    """Every delivered body fits its message in the service's AsyncAPI document."""
    document = client.get("/v1/asyncapi.json").json
    for event in events:
        name = "".join(part.capitalize() for part in event["type"].split("_")) + "Webhook"
        schema = {"components": document["components"], "$ref": f"#/components/schemas/{name}"}
        jsonschema.Draft7Validator(schema).validate(event)


def deliver_all(fake_redis, endpoint_id, rounds=20):
    deliverer = Deliverer(fake_redis, CONFIG)
    for _ in range(rounds):
        deliverer.run(endpoint_id)


def test_a_subscribed_receiver_hears_every_turn_and_the_end_signed_and_once(client, fake_redis, receiver):
    hook = subscribe(client, receiver)
    game_id = play(client)
    deliver_all(fake_redis, hook["webhook"]["id"])
    assert receiver.bad_signatures == 0
    kinds = [e["type"] for e in receiver.received]
    assert kinds[0] == "game_started" and kinds[-1] == "game_finished"
    assert len(receiver.received) == len(receiver.unique)  # nothing twice
    versions = [e["data"]["version"] for e in receiver.received]
    assert versions == sorted(versions)  # in the game's order
    turns = receiver.events("turn_started")
    assert turns and {t["data"]["user"] for t in turns} == {"ann", "bob"}
    assert all(t["data"]["game_id"] == game_id and t["data"]["deadline"] is None for t in turns)
    view = client.get(f"/v1/games/{game_id}").json
    assert receiver.events("game_finished")[0]["data"]["version"] == view["version"]
    log = client.get(f"/v1/webhooks/{hook['webhook']['id']}/deliveries?limit=500").json["deliveries"]
    assert {d["status"] for d in log} == {"delivered"} and len(log) == len(receiver.unique)
    check_against_asyncapi(client, receiver.received)
