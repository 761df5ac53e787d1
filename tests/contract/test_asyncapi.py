"""The AsyncAPI 3 documents: what `make clients` writes equals what is committed and what each service
serves, they name every event type of the OpenAPI document and every webhook kind, and the official parser
(@asyncapi/parser from npm, pinned in clients/asyncapi) validates them."""

from __future__ import annotations

import json
import shutil

import pytest

from shared.app.webhooks.subscriptions import EVENT_KINDS
from shared.http.asyncapi import game_events
from shared.tools import clients


@pytest.mark.parametrize("service", clients.SERVICES)
def test_committed_asyncapi_document_is_the_one_the_service_serves(service):
    committed = (clients.ASYNCAPI_TOOLS / f"{service}.json").read_text()
    assert committed == clients.asyncapi_text(service), "run `make clients` and commit the result"


def test_the_stream_carries_every_event_the_openapi_document_types_and_the_webhooks_every_kind():
    for game in clients.GAMES:
        asyncapi = json.loads((clients.ASYNCAPI_TOOLS / f"{game}.json").read_text())
        openapi = json.loads((clients.CLIENTS / "openapi" / f"{game}.json").read_text())
        streamed = {asyncapi["components"]["messages"][ref["$ref"].rsplit("/", 1)[1]]["name"]
                    for ref in asyncapi["channels"]["stream"]["messages"].values()}
        assert streamed == set(game_events(openapi)) and {"game_created", "seat_timed_out"} <= streamed
        webhooks = {asyncapi["components"]["messages"][ref["$ref"].rsplit("/", 1)[1]]["name"]
                    for ref in asyncapi["channels"]["webhooks"]["messages"].values()}
        assert webhooks == set(EVENT_KINDS)
        # The same schema, carried over from the OpenAPI document (plain JSON Schema: no `nullable`).
        name = "GameCreatedEventData"
        assert asyncapi["components"]["schemas"][name]["required"] == openapi["components"]["schemas"][name]["required"]


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is absent")
def test_the_official_parser_validates_every_document():
    if not (clients.ASYNCAPI_TOOLS / "node_modules" / "@asyncapi" / "parser").exists():
        pytest.fail(f"run `npm ci` in {clients.ASYNCAPI_TOOLS} (.ci/run does)")
    result = clients.validate_asyncapi([clients.ASYNCAPI_TOOLS / f"{s}.json" for s in clients.SERVICES])
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("valid AsyncAPI 3.0.0") == len(clients.SERVICES)


def test_the_stream_events_of_a_real_game_fit_their_asyncapi_messages(fake_redis):
    import jsonschema

    from shared.base.config import Config
    from shared.http.factory import create_app

    client = create_app("academic_society", Config(dispatch="inline"), redis=fake_redis).test_client()
    game = client.post("/v1/games", json={"seed": 8, "players": [
        {"name": "a", "kind": "bot", "policy": "random"}, {"name": "b", "kind": "bot", "policy": "random"}]}).json
    events = client.get(f"/v1/games/{game['game_id']}/events?limit=10000").json["events"]
    document = client.get("/v1/asyncapi.json").json
    messages = document["components"]["messages"]
    by_type = {messages[ref["$ref"].rsplit("/", 1)[1]]["name"]: messages[ref["$ref"].rsplit("/", 1)[1]]["payload"]
               for ref in document["channels"]["stream"]["messages"].values()}
    assert len(events) > 20 and events[-1]["type"] == "game_finished"
    for event in events:
        schema = {"components": document["components"], **by_type[event["type"]]}
        jsonschema.Draft7Validator(schema).validate(event)
