"""Each service's AsyncAPI 3 document (/v1/asyncapi.json): its live event stream (SSE) and the webhooks.

Built from the service's own OpenAPI document (shared.http.openapi): the stream's messages are the
event schemas the OpenAPI document types (`<Type>Event`, `<Type>EventData`, discriminated by `type`),
converted to plain JSON Schema (`json_schema`), so the two documents cannot disagree. The webhook
messages are the payloads of shared.app.webhooks.outbox with the Standard Webhooks headers. `make
clients` writes them to clients/asyncapi/, where the official parser validates them (the suite does too).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask import Flask

from shared.app.webhooks.subscriptions import EVENT_KINDS
from shared.domain.contract import INTEGER, STRING, Schema, array_of, nullable, obj
from shared.http.openapi import camel, json_schema

ASYNCAPI_VERSION = "3.0.0"
SCHEMAS = "#/components/schemas/"
MESSAGES = "#/components/messages/"

_COMMON = {"game": STRING, "game_id": STRING, "version": {"type": "integer", "minimum": 1,
                                                           "description": "the game's version after the happening"},
           "tournament": nullable(STRING), "table": nullable({"type": "object"})}
# The organiser's feed (services/tournaments/feed.py): where each table item happened, `seq` its place in the feed.
_FEED_TABLE = {"tournament": STRING, "seq": INTEGER, "round": INTEGER, "table": INTEGER, "game_id": STRING}
_SEAT = {"seat": INTEGER, "user": {"type": "string", "description": "the seat's player"}}
# The `data` of each webhook kind (shared.app.webhooks.outbox builds them); open objects, like every output.
# Written as OpenAPI 3.0 schemas like the contracts (`nullable`), converted to JSON Schema in the document.
WEBHOOK_DATA: dict[str, Schema] = {
    "game_started": obj({**_COMMON, "players": array_of(obj({"seat": INTEGER, "name": STRING, "kind": STRING})),
                         "clock": nullable({"type": "object"})}, description="a game was created"),
    "turn_started": obj({**_COMMON, **_SEAT, "deadline": {**nullable(STRING), "description":
                                                         "when the seat's clock runs out (ISO 8601), null without one"}},
                        description="a human-controlled seat owes a decision"),
    "seat_timed_out": obj({**_COMMON, **_SEAT, "on_timeout": nullable(STRING)}, description="a seat ran out of time"),
    "seat_replaced": obj({**_COMMON, **_SEAT, "policy": nullable(STRING), "reason": nullable(STRING)},
                         description="a bot took over a seat"),
    "game_finished": obj({**_COMMON, "result": {"type": "object", "description": "the scored result"}},
                         description="the game was scored"),
    "game_happening": obj({**_COMMON, "happening": {"type": "string", "description": (
        "the name the game's declaration gives it (its webhook_happenings)")},
        "event": obj({"type": STRING, "data": {"type": "object"}}, description=(
            "the recorded event as a spectator sees it (the game's event view: nothing hidden from the table)"))},
        description="an event the game declares worth telling happened"),
    "tournament_round_started": obj(
        {"tournament": STRING, "version": INTEGER, "round": INTEGER,
         "tables": array_of(obj({"table": INTEGER, "game": STRING, "game_id": STRING,
                                 "entrants": array_of(nullable(STRING))}))},
        description="a round's tables were drawn: each entrant's table and game"),
    "tournament_finished": obj({"tournament": STRING, "version": INTEGER, "standings": array_of({"type": "object"})},
                               description="the tournament ended"),
    **{kind: obj({**_FEED_TABLE, **extra}, description=description) for kind, extra, description in (
        ("tournament_table_created", {"entrants": array_of(nullable(STRING))}, "a round's game was created"),
        ("tournament_table_started", {"seat": INTEGER, "version": INTEGER}, "a table's first decision was recorded"),
        ("tournament_table_finished", {"result": {"type": "object"}, "placed": array_of(nullable(STRING))},
         "a table's game finished: its result, and the entrants best first"),
        ("tournament_clock_ran_out", {"seat": INTEGER, "entrant": nullable(STRING), "on_timeout": nullable(STRING),
                                      "version": INTEGER}, "a seat's clock ran out at a table"))},
    "seek_matched": obj({"game": STRING, "game_id": STRING, "version": {
        "type": "integer", "minimum": 1, "description": "the game's version when the table was formed"},
        "seat": INTEGER, "user": {"type": "string", "description": "the seeking user's identity <client>:<user>"},
        "seek_id": STRING},
        description="the matchmaker seated one of the subscribing client's seeks (only that client hears of it)"),
    "analysis_finished": obj({"game": STRING, "game_id": STRING, "job_id": STRING, "status": STRING,
                              "seats": array_of(obj({"seat": INTEGER, "name": nullable(STRING),
                                                     "accuracy": nullable({"type": "number"}), "inaccuracy": INTEGER,
                                                     "mistake": INTEGER, "blunder": INTEGER}))},
                             description="a finished game's review is done (only the client that asked for it hears "
                                         "of it): each seat's accuracy and marks; the whole review at "
                                         "GET /v1/games/{game_id}/analysis"),
}
WEBHOOK_HEADERS = obj({"webhook-id": {"type": "string", "description": "the delivery's id: the same on every retry"},
                       "webhook-timestamp": {"type": "string", "description": "Unix seconds when it was signed"},
                       "webhook-signature": {"type": "string", "description": "`v1,<base64 HMAC-SHA256>`, "
                                             "space-separated while a rotated secret still signs"}})


def _message(name: str, title: str, payload: Schema, headers: Schema | None = None) -> dict[str, Any]:
    message = {"name": name, "title": title, "contentType": "application/json", "payload": payload}
    if headers is not None:
        message["headers"] = headers
    return message


def document(title: str, openapi: dict[str, Any], stream: dict[str, Any], events: dict[str, Schema]) -> dict[str, Any]:
    """The AsyncAPI document of a service.

    stream: {"address", "parameter", "description"} of its SSE channel; events: event type -> the
    schema of its message (a $ref into the OpenAPI components, which are carried over)."""
    schemas = {name: json_schema(schema) for name, schema in openapi.get("components", {}).get("schemas", {}).items()}
    messages: dict[str, Any] = {}
    stream_messages = {}
    for type_, payload in events.items():
        name = f"{camel(type_)}Event"
        messages[name] = _message(type_, f"{type_} (a stream event)", json_schema(payload))
        stream_messages[name] = {"$ref": MESSAGES + name}
    schemas["WebhookHeaders"] = json_schema(WEBHOOK_HEADERS)
    webhook_messages = {}
    for kind in EVENT_KINDS:
        name = f"{camel(kind)}Webhook"
        schemas[f"{name}Data"] = json_schema(WEBHOOK_DATA[kind])
        schemas[name] = obj({"type": {"type": "string", "const": kind}, "timestamp": {
            "type": "string", "description": "when the happening was recorded (ISO 8601)"},
            "data": {"$ref": SCHEMAS + f"{name}Data"}})
        messages[name] = _message(kind, f"{kind} (a webhook delivery)", {"$ref": SCHEMAS + name},
                                  {"$ref": SCHEMAS + "WebhookHeaders"})
        webhook_messages[name] = {"$ref": MESSAGES + name}
    return {
        "asyncapi": ASYNCAPI_VERSION,
        "info": {"title": f"{title}: events", "version": openapi.get("info", {}).get("version", "1.0"),
                 "description": "The live event stream (Server-Sent Events; `id:` is the version, Last-Event-ID "
                                "resumes) and the webhook deliveries (Standard Webhooks signatures; subscribe with "
                                "POST /v1/webhooks, see /v1/openapi.json)."},
        "defaultContentType": "application/json",
        "channels": {
            "stream": {"address": stream["address"], "description": stream["description"],
                       "parameters": {stream["parameter"]: {"description": "the stream's id"}},
                       "messages": stream_messages},
            "webhooks": {"address": None, "description": "the URL each subscription registered; POSTed, signed, "
                                                         "retried with backoff for about 28 hours",
                         "messages": webhook_messages},
        },
        "operations": {
            "sendStreamEvents": {"action": "send", "channel": {"$ref": "#/channels/stream"},
                                 "messages": [{"$ref": f"#/channels/stream/messages/{n}"} for n in stream_messages]},
            "sendWebhooks": {"action": "send", "channel": {"$ref": "#/channels/webhooks"},
                             "messages": [{"$ref": f"#/channels/webhooks/messages/{n}"} for n in webhook_messages]},
        },
        "components": {"schemas": schemas, "messages": messages},
    }


def game_events(openapi: dict[str, Any]) -> dict[str, Schema]:
    """Event type -> its schema, from a game service's OpenAPI document (`GameEvent`'s members)."""
    union = openapi["components"]["schemas"]["GameEvent"]
    mapping = union.get("discriminator", {}).get("mapping")
    if not mapping:
        return {"event": {"$ref": SCHEMAS + "GameEvent"}}
    return {type_: {"$ref": target} for type_, target in mapping.items()}


def envelope_events(types: dict[str, str]) -> dict[str, Schema]:
    """Event type -> an envelope schema with open `data`, for a stream whose OpenAPI document does not type
    its events one by one (the tournament service); types: type -> description."""
    return {t: obj({"type": {"type": "string", "const": t}, "version": INTEGER, "data": {"type": "object"}},
                   {"time": STRING, "hash": STRING, "prev_hash": STRING, "actor": {}, "v": INTEGER},
                   description=d) for t, d in types.items()}


@dataclass(frozen=True)
class AsyncApiDocument:
    """A part (shared.http.parts): GET /v1/asyncapi.json, `build(the service's OpenAPI document)`, made once
    per process."""

    build: Callable[[dict[str, Any]], dict[str, Any]]

    def mount(self, app: Flask, api) -> None:
        _serve_document(app, api, self.build)


def _serve_document(app: Flask, api, build: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
    built: list[dict[str, Any]] = []

    @app.get("/v1/asyncapi.json")
    def asyncapi_document():
        if not built:
            built.append(build(api.spec.to_dict()))
        return built[0]
