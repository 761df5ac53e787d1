"""The reusable HTTP pieces (shared.http.health, event_routes, context, errors) on an app of their own:
what a service gets by mounting them, independent of the game and tournament services."""

from __future__ import annotations

import pytest
from flask import Flask
from flask_smorest import Blueprint

from shared.base.config import Config
from shared.domain.errors import GameNotFound, NotFound, PlatformError, Unauthenticated
from shared.http.abuse import AbuseLimits
from shared.http.context import bearer
from shared.http.event_routes import add_event_routes
from shared.http.factory import platform_app
from shared.http.health import health_blueprint
from shared.http.live_stream import EventSource
from shared.http.parts import Routes, mount_parts
from shared.store.eventstore import EventStore

END = "closed"


@pytest.fixture
def store(fake_redis):
    return EventStore(fake_redis, prefix="pieces:")


def make_app(store, probe=lambda: ("ok", {}), audience=None, visible=None):
    app, api = platform_app("pieces", "pieces", Config(rate_limits_enabled=False))
    blp = Blueprint("things", __name__, url_prefix="/v1/things")

    def ensure_exists(thing_id):
        if not store.exists(thing_id):
            raise NotFound(f"no thing {thing_id!r}", code="thing_not_found")

    def source():
        extra = {k: v for k, v in (("audience", audience), ("visible", visible)) if v is not None}
        return EventSource(store, 0.05, END, ensure_exists,
                           lambda thing_id: store.read(thing_id)[-1]["type"] == END, **extra)

    add_event_routes(blp, source, "thing_id", events_doc="Things' events.", stream_doc="Things live.",
                       stream_200="text/event-stream", stream_alt=[(204, {"description": "at the end"})])

    @blp.route("/whoami")
    def whoami():
        return {"bearer": bearer()}

    mount_parts(app, api, [Routes(blp),
                           Routes(health_blueprint(lambda: {"service": "pieces"}, probe, lambda: b"pieces_up 1\n"),
                                  documented=False),
                           AbuseLimits(Config(rate_limits_enabled=False), store.redis)])
    return app


def append(store, thing_id, *types):
    version = store.version(thing_id)
    store.append(thing_id, [{"type": t, "v": 1, "data": {"n": i}} for i, t in enumerate(types)], version,
                 actor="test", command_id=f"c{version}")


def test_events_json_ndjson_clamped_and_unknown(store):
    append(store, "t1", "opened", "moved", "moved")
    client = make_app(store).test_client()
    body = client.get("/v1/things/t1/events?from_version=2").json
    assert body["version"] == 3 and [e["version"] for e in body["events"]] == [2, 3]
    nd = client.get("/v1/things/t1/events", headers={"Accept": "application/x-ndjson"})
    assert nd.mimetype == "application/x-ndjson" and nd.get_data().count(b"\n") == 3
    assert client.get(f"/v1/things/t1/events?from_version={2**63 - 8}&limit=200").json["events"] == []
    missing = client.get("/v1/things/nope/events")
    assert missing.status_code == 404 and missing.json["error"]["code"] == "thing_not_found"


def test_the_stream_ends_after_the_end_event_resumes_and_answers_204_past_the_end(store):
    append(store, "t1", "opened", "moved")
    append(store, "t1", END)
    client = make_app(store).test_client()
    text = client.get("/v1/things/t1/stream?idle_timeout_s=1").get_data(as_text=True)
    assert text.startswith("retry: 2000\n\n")
    assert [line for line in text.split("\n") if line.startswith("id: ")] == ["id: 1", "id: 2", "id: 3"]
    assert text.endswith('event: end\ndata: {"version":3,"status":"finished"}\n\n')
    resumed = client.get("/v1/things/t1/stream?idle_timeout_s=1", headers={"Last-Event-ID": "2"})
    assert resumed.get_data(as_text=True).count("id: ") == 1
    assert resumed.headers["Cache-Control"] == "no-cache" and resumed.headers["X-Accel-Buffering"] == "no"
    assert client.get("/v1/things/t1/stream", headers={"Last-Event-ID": "3"}).status_code == 204
    assert client.get("/v1/things/t1/stream", headers={"Last-Event-ID": "x"}).status_code == 400


def test_an_idle_stream_sends_heartbeats_then_ends(store):
    append(store, "t1", "opened")
    text = make_app(store).test_client().get("/v1/things/t1/stream?idle_timeout_s=0.2").get_data(as_text=True)
    assert "id: 1\n" in text and ": heartbeat\n\n" in text and "event: end" not in text


def test_the_audience_and_the_redaction_are_the_sources(store):
    append(store, "t1", "opened", "moved")
    seen = []

    def audience(thing_id, ticket):
        seen.append(ticket)
        if ticket == "bad":
            raise Unauthenticated("bad ticket")
        return ticket

    def visible(thing_id, who, envelopes, finished):
        return [{**e, "data": {"for": who, "finished": finished}} for e in envelopes]

    client = make_app(store, audience=audience, visible=visible).test_client()
    events = client.get("/v1/things/t1/events").json["events"]
    assert [e["data"] for e in events] == [{"for": None, "finished": None}] * 2
    text = client.get("/v1/things/t1/stream?idle_timeout_s=0.1&ticket=seat-1").get_data(as_text=True)
    assert '"for":"seat-1","finished":false' in text
    assert client.get("/v1/things/t1/stream?ticket=bad").status_code == 401
    assert seen == [None, "seat-1", "bad"]


def test_the_routes_are_documented_with_the_mounting_services_words(store):
    spec = make_app(store).test_client().get("/v1/openapi.json").json
    stream = spec["paths"]["/v1/things/{thing_id}/stream"]["get"]
    assert stream["summary"] == "Things live." and {"200", "204", "422"} <= set(stream["responses"])
    assert spec["paths"]["/v1/things/{thing_id}/events"]["get"]["summary"] == "Things' events."


def test_health_and_metrics(store):
    client = make_app(store, probe=lambda: ("degraded", {"extra": 1})).test_client()
    assert client.get("/healthz").json == {"status": "degraded", "service": "pieces", "redis": "ok", "extra": 1}
    metrics = client.get("/metrics")
    assert metrics.data == b"pieces_up 1\n" and metrics.headers["Content-Type"].startswith("text/plain; version=0.0.4")

    def down():
        raise ConnectionError("redis at 10.1.2.3:6379 refused")

    unhealthy = make_app(store, probe=down).test_client().get("/healthz")
    assert unhealthy.status_code == 503
    assert unhealthy.json == {"status": "unavailable", "service": "pieces", "redis": "ConnectionError"}


def test_bearer_reads_only_a_well_formed_header(store):
    client = make_app(store).test_client()
    assert client.get("/v1/things/whoami").json == {"bearer": None}
    assert client.get("/v1/things/whoami", headers={"Authorization": "Bearer  abc "}).json == {"bearer": "abc"}
    assert client.get("/v1/things/whoami", headers={"Authorization": "Basic abc"}).json == {"bearer": None}
    assert client.get("/v1/things/whoami", headers={"Authorization": "Bearer "}).json == {"bearer": None}


def test_domain_errors_and_http_errors_share_one_body(store):
    app = make_app(store)

    @app.get("/boom")
    def boom():
        raise GameNotFound("gone", details={"field": "game_id"})

    client = app.test_client()
    assert client.get("/boom").json == {"error": {"code": "game_not_found", "message": "gone",
                                                  "details": {"field": "game_id"}}}
    wrong = client.post("/v1/things/t1/events")
    assert wrong.status_code == 405 and wrong.json["error"]["code"] == "method_not_allowed" and "Allow" in wrong.headers
    bad = client.get("/v1/things/t1/events?limit=0")
    assert bad.status_code == 422 and bad.json["error"]["details"]["field"] == "limit"


def test_platform_app_is_a_flask_app():
    app, _ = platform_app("plain", "plain", Config())
    assert isinstance(app, Flask)


def test_blueprints_reach_the_runtime_through_the_context_never_the_factory():
    """The factory imports every blueprint; a blueprint importing the factory back was an import circle."""
    import ast
    import pathlib

    http = pathlib.Path(__file__).resolve().parents[2] / "shared" / "http"
    importers = []
    for path in http.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "shared.http.factory":
                importers.append(path.name)
            if isinstance(node, ast.ImportFrom) and node.module == "shared.http" and any(
                    alias.name == "factory" for alias in node.names):
                importers.append(path.name)
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("services"):
                importers.append(f"{path.name} imports {node.module}")
    assert importers == []


def test_a_client_is_at_the_end_only_if_the_aggregate_was_finished_before_its_version_was_read(store):
    """The last event can land between the two reads: read the version first and a client that has not
    seen it is told "at the end" (204, and a browser never reconnects). Finished first, the version is final."""
    from shared.http.live_stream import at_the_end

    append(store, "t1", "opened", "moved")
    seen = store.version("t1")

    def finished_while_asked(thing_id):
        append(store, thing_id, END)  # the end event is appended just as the stream asks
        return True

    source = EventSource(store, 0.05, END, lambda thing_id: None, finished_while_asked)
    assert at_the_end(source, "t1", seen) is False
    assert at_the_end(EventSource(store, 0.05, END, lambda thing_id: None, lambda thing_id: True),
                      "t1", store.version("t1")) is True


def test_domain_errors_know_nothing_of_http_and_the_edge_gives_each_its_status():
    import inspect

    from shared.domain import engine, errors
    from shared.http.errors import status_of

    domain = [cls for module in (errors, engine) for _, cls in inspect.getmembers(module, inspect.isclass)
              if issubclass(cls, PlatformError | engine.RuleViolation) and cls.__module__ == module.__name__]
    assert not [cls.__name__ for cls in domain if "http_status" in vars(cls)]
    expected = {"PlatformError": 400, "GameNotFound": 404, "NotFound": 404, "Conflict": 409, "StoreError": 500,
                "VersionConflict": 409, "IdempotencyKeyReused": 422, "Unauthenticated": 401, "Forbidden": 403,
                "InvalidSetup": 422, "SeatConflict": 409, "VersionNotFound": 404, "NotRepresentable": 422,
                "SignatureRequired": 401, "BadSignature": 401, "KeyAlreadyRegistered": 409, "Unavailable": 503,
                "AppendOutcomeUnknown": 503, "ReplicationUnconfirmed": 503, "RuleViolation": 422,
                "IllegalMove": 422, "NotYourTurn": 409, "GameOver": 409}
    statuses = {cls.__name__: status_of(cls.__new__(cls)) for cls in domain}
    assert statuses == expected
