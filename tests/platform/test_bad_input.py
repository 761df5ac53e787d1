"""Bad input is a 4xx in the JSON error shape and appends nothing (platform issue 8, item 4).

One test (parametrized or property-based) per item of the issue's list.
"""

from __future__ import annotations

import threading
import time
from urllib.parse import quote

import fakeredis
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shared.base.config import Config
from shared.http.factory import create_app
from shared.http.hardening import INT64_MAX, MAX_JSON_DEPTH, json_depth_exceeds

HUMANS = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]

_redis = fakeredis.FakeRedis()
_client = create_app("counting_race", Config(dispatch="inline", max_request_bytes=4096), redis=_redis).test_client()
_game = _client.post("/v1/games", json={"players": HUMANS, "options": {"target": 1000}}).json
GID = _game["game_id"]
TOKEN = {"Authorization": f"Bearer {_game['seats'][0]['token']}"}


def stored_state():
    """Every game's stream length: what a refusal must leave untouched."""
    return {key: _redis.xlen(key) for key in _redis.scan_iter(match="*:events")}


def assert_refused(response, status=None):
    assert 400 <= response.status_code < 500, (response.status_code, response.get_data(as_text=True)[:300])
    if status is not None:
        assert response.status_code == status, response.get_data(as_text=True)[:300]
    assert response.mimetype == "application/json"
    error = response.json["error"]
    assert error["code"] and error["message"] and isinstance(error["details"], dict)
    return error


def nested(depth: int, kind: str) -> str:
    return "[" * depth + "]" * depth if kind == "array" else '{"a":' * depth + "1" + "}" * depth


@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 300, 2_000, 50_000])
@pytest.mark.parametrize("kind", ["array", "object"])
@pytest.mark.parametrize("where", ["create", "command"])
def test_deeply_nested_json_is_refused_without_recursion(depth, kind, where):
    before = stored_state()
    if where == "create":
        body = '{"players": [{"name": "ann", "kind": "human"}], "options": {"x": ' + nested(depth, kind) + "}}"
        response = _client.post("/v1/games", data=body, content_type="application/json")
    else:
        body = '{"type": "roll", "x": ' + nested(depth, kind) + "}"
        response = _client.post(f"/v1/games/{GID}/commands", data=body, content_type="application/json",
                                headers=TOKEN)
    # 50,000 levels is past the 4 KiB limit of this app: refused for its size before it is parsed.
    assert assert_refused(response)["code"] in ("json_too_deep", "request_entity_too_large")
    assert stored_state() == before


def test_the_depth_check_is_iterative_and_exact():
    assert not json_depth_exceeds({"a": [1, {"b": []}]}, 4)  # four levels of containers
    assert json_depth_exceeds({"a": [1, {"b": []}]}, 3)
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    assert json_depth_exceeds(deep, MAX_JSON_DEPTH)  # no RecursionError


huge = st.one_of(st.integers(min_value=INT64_MAX + 1, max_value=2**80),
                 st.integers(min_value=-(2**80), max_value=-(2**63) - 1))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(["from_version", "limit", "offset", "min_version", "last_event_id", "wait_ms"]),
       value=huge)
def test_integers_past_int64_in_any_query_field_are_refused(field, value):
    for path in ("/v1/games", f"/v1/games/{GID}", f"/v1/games/{GID}/events", f"/v1/games/{GID}/stream"):
        response = _client.get(path, query_string={field: str(value), "idle_timeout_s": "0.1"}, buffered=True)
        if response.status_code == 200:
            continue  # a route without that field ignores it (unknown query parameters are allowed)
        assert_refused(response, 422)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(["seed", "expected_version"]), value=huge | st.integers(max_value=-1))
def test_integers_past_int64_or_negative_in_any_body_field_are_refused(field, value):
    before = stored_state()
    if field == "seed":
        response = _client.post("/v1/games", json={"players": HUMANS, "seed": value})
    else:
        response = _client.post(f"/v1/games/{GID}/commands", json={"type": "roll", field: value}, headers=TOKEN)
    assert assert_refused(response, 422)["details"]["field"] == field
    assert stored_state() == before


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(header=st.text(max_size=25) | huge.map(str) | st.integers(min_value=0, max_value=INT64_MAX).map(str))
def test_last_event_id_is_checked_before_the_stream_starts(header):
    try:
        header.encode("latin-1")
    except UnicodeEncodeError:
        return  # not sendable as an HTTP header
    response = _client.get(f"/v1/games/{GID}/stream?idle_timeout_s=0.1", headers={"Last-Event-ID": header},
                           buffered=True)
    valid = header == "" or (header.isascii() and header.isdigit() and len(header) <= 19 and int(header) <= INT64_MAX)
    if valid:
        assert response.status_code == 200 and response.get_data(as_text=True).startswith("retry:")
    else:
        assert assert_refused(response, 400)["details"]["field"] == "Last-Event-ID"


@pytest.mark.parametrize("size", [4097, 100_000, 10_000_000])
def test_bodies_past_the_configured_limit_get_413_json(size):
    before = stored_state()
    filler = "x" * size
    create = _client.post("/v1/games", data=f'{{"players": [], "options": {{"f": "{filler}"}}}}',
                          content_type="application/json")
    command = _client.post(f"/v1/games/{GID}/commands", data=f'{{"type": "roll", "f": "{filler}"}}',
                           content_type="application/json", headers=TOKEN)
    for response in (create, command):
        assert assert_refused(response, 413)["code"] == "request_entity_too_large"
    assert stored_state() == before


def test_the_limit_is_configuration():
    assert Config.from_env({"MAX_REQUEST_BYTES": "1000"}).max_request_bytes == 1000
    small = create_app("counting_race", Config(dispatch="inline", max_request_bytes=200), redis=fakeredis.FakeRedis())
    response = small.test_client().post("/v1/games", json={"players": HUMANS, "options": {"f": "x" * 300}})
    assert_refused(response, 413)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_id=st.text(min_size=1, max_size=12) | st.integers(min_value=65, max_value=10_000).map(lambda n: "g" * n))
def test_malformed_game_ids_are_refused_before_touching_redis(game_id):
    calls = []
    original = _redis.execute_command

    def counting(*args, **kwargs):
        calls.append(args[0])
        return original(*args, **kwargs)

    path_id = quote(game_id, safe="")
    if "/" in game_id or game_id in (".", ".."):
        return  # a different path, not a different id
    _redis.execute_command = counting
    try:
        responses = [_client.get(f"/v1/games/{path_id}{suffix}") for suffix in ("", "/events", "/audit", "/legal")]
        responses.append(_client.post(f"/v1/games/{path_id}/commands", json={"type": "roll"}, headers=TOKEN))
    finally:
        del _redis.execute_command
    for response in responses:
        assert_refused(response)
    well_formed = len(game_id) <= 64 and all(c.isascii() and (c.isalnum() or c in "-_") for c in game_id)
    if not well_formed:
        assert calls == []
        assert all(r.status_code == 404 and r.json["error"]["details"]["field"] == "game_id" for r in responses)


@pytest.mark.parametrize("value", [1.5, 1.0, "1", True, False, None, [1], {"n": 1}, 2**63, -1, 1e300])
@pytest.mark.parametrize("field", ["seed", "expected_version"])
def test_strict_types_in_body_integers(field, value):
    before = stored_state()
    if field == "seed":
        response = _client.post("/v1/games", json={"players": HUMANS, "seed": value})
    else:
        response = _client.post(f"/v1/games/{GID}/commands", json={"type": "roll", field: value}, headers=TOKEN)
    assert assert_refused(response, 422)["details"]["field"] == field
    assert stored_state() == before


@pytest.mark.parametrize("value", ["600", "6e2", True, None, [600], {"s": 600}])
@pytest.mark.parametrize("field", ["base_s", "increment_s", "per_decision_s"])
def test_clock_seconds_are_numbers_never_strings(field, value):
    kind = "deadline" if field == "per_decision_s" else "fischer"
    clock = {"kind": kind, **({"base_s": 600} if kind == "fischer" else {}), field: value}
    before = stored_state()
    error = assert_refused(_client.post("/v1/games", json={"players": HUMANS, "clock": clock}), 422)
    assert field in str(error["details"])
    assert stored_state() == before


def test_clock_seconds_may_be_fractional_numbers():
    clock = {"kind": "fischer", "base_s": 90.5, "increment_s": 2}
    response = _client.post("/v1/games", json={"players": HUMANS, "clock": clock})
    assert response.status_code == 201, response.json


@pytest.mark.parametrize("body", [
    {"players": [{"name": 1, "kind": "human"}]},
    {"players": [{"name": "a", "kind": True}]},
    {"players": [{"name": "a", "kind": "human"}], "options": []},
    {"players": [{"name": "a", "kind": "human"}], "tournament": 5},
    {"players": {"name": "a", "kind": "human"}},
])
def test_strict_types_in_the_other_create_fields(body):
    before = stored_state()
    assert_refused(_client.post("/v1/games", json=body), 422)
    assert stored_state() == before


@pytest.mark.parametrize("method, path, allowed", [  # templates: test ids must not depend on the game id
    ("delete", "/v1/games", {"GET", "POST"}),
    ("put", "/v1/games/{gid}", {"GET"}),
    ("post", "/v1/games/{gid}", {"GET"}),
    ("get", "/v1/games/{gid}/commands", {"POST"}),
    ("patch", "/v1/games/{gid}/events", {"GET"}),
    ("post", "/healthz", {"GET"}),
])
def test_405_carries_allow(method, path, allowed):
    response = getattr(_client, method)(path.format(gid=GID))
    assert assert_refused(response, 405)["code"] == "method_not_allowed"
    assert allowed <= {m.strip() for m in response.headers["Allow"].split(",")}


class CountingRedis:
    """Counts the commands a request sends (a poll every 20 ms would send dozens)."""

    def __init__(self, client):
        self.client, self.calls = client, []
        self.original = client.execute_command

    def __enter__(self):
        def counting(*args, **kwargs):
            self.calls.append(args[0])
            return self.original(*args, **kwargs)

        self.client.execute_command = counting
        return self

    def __exit__(self, *exc):
        del self.client.execute_command


def test_wait_ms_on_an_unknown_game_is_an_immediate_404():
    with CountingRedis(_redis) as counted:
        started = time.monotonic()
        response = _client.get("/v1/games/0123456789abcdef?min_version=5&wait_ms=3000")
        elapsed = time.monotonic() - started
    assert assert_refused(response, 404)["code"] == "game_not_found"
    assert elapsed < 1.0 and len(counted.calls) <= 3


def test_waiting_for_min_version_wakes_on_the_append_without_polling(real_redis, key_prefix):
    app = create_app("counting_race", Config(dispatch="inline", key_prefix=key_prefix), redis=real_redis)
    client = app.test_client()
    game = client.post("/v1/games", json={"players": HUMANS}).json
    gid, token = game["game_id"], {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    writer = app.test_client()
    timer = threading.Timer(0.4, lambda: writer.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=token))
    with CountingRedis(real_redis) as counted:
        timer.start()
        started = time.monotonic()
        response = client.get(f"/v1/games/{gid}?min_version=3&wait_ms=5000")
        elapsed = time.monotonic() - started
        timer.join()
    assert response.status_code == 200 and response.json["version"] >= 3
    assert 0.3 < elapsed < 3.0
    reads = [c for c in counted.calls if c in ("GET", "XREAD", "XLEN")]
    assert counted.calls.count("XREAD") <= 2 and len(reads) < 10, counted.calls


def test_routes_declared_with_a_plain_smorest_blueprint_are_protected_too():
    """Another module's routes (flask_smorest.Blueprint: webargs' stdlib parser) get the same depth bound."""
    from flask.views import MethodView
    from flask_smorest import Blueprint as SmorestBlueprint
    from marshmallow import Schema, fields

    class AnyBody(Schema):
        value = fields.Raw()

    app = create_app("counting_race", Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    extra = SmorestBlueprint("extra", __name__, url_prefix="/v1/extra")

    @extra.route("")
    class Extra(MethodView):
        @extra.arguments(AnyBody())
        def post(self, body):
            return {"ok": True}

    app.extensions["flask-smorest"]["apis"][""]["ext_obj"].register_blueprint(extra)
    client = app.test_client()
    assert client.post("/v1/extra", json={"value": [1]}).status_code == 200
    response = client.post("/v1/extra", data='{"value": ' + nested(5_000, "array") + "}",
                           content_type="application/json")
    assert assert_refused(response, 400)["code"] == "json_too_deep"
