"""Arbitrary input never crashes the API: every answer is a success or a JSON error with a 4xx
status, and a refused command appends nothing (handbook: "Bad input gets a clear JSON error")."""

from __future__ import annotations

import fakeredis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shared.base.config import Config
from shared.http.factory import create_app

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=12,
)
command_like = st.fixed_dictionaries(
    {},
    optional={
        "type": st.sampled_from(["add", "roll", "", "__x__"]) | st.text(max_size=8) | st.integers(),
        "amount": json_values,
        "expected_version": json_values,
        "idempotency_key": json_values,
    },
)
players_like = st.fixed_dictionaries(
    {},
    optional={
        "players": st.lists(
            st.fixed_dictionaries({}, optional={"name": json_values, "kind": st.sampled_from(["human", "bot", "x"]) | json_values, "policy": json_values}),
            max_size=5,
        )
        | json_values,
        "options": json_values,
        "seed": json_values,
    },
)

_redis = fakeredis.FakeRedis()
_app = create_app("counting_race", Config(dispatch="inline"), redis=_redis)
_client = _app.test_client()
_game = _client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"}], "options": {"target": 100}}).json
_headers = {"Authorization": f"Bearer {_game['seats'][0]['token']}"}


def assert_json_error_or_success(response):
    assert response.status_code < 500, response.get_data(as_text=True)
    if response.status_code >= 400:
        error = response.json["error"]
        assert error["code"] and error["message"] and isinstance(error["details"], dict)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=players_like)
def test_create_never_fails_with_a_server_error(body):
    assert_json_error_or_success(_client.post("/v1/games", json=body))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=command_like | json_values)
def test_commands_never_fail_with_a_server_error_and_refusals_append_nothing(body):
    before = _client.get(f"/v1/games/{_game['game_id']}/events").json["version"]
    response = _client.post(f"/v1/games/{_game['game_id']}/commands", json=body, headers=_headers)
    assert_json_error_or_success(response)
    after = _client.get(f"/v1/games/{_game['game_id']}/events").json["version"]
    if response.status_code >= 400:
        assert after == before
    else:
        assert after == response.json["version"] > before


@settings(max_examples=150, deadline=None)
@given(query=st.dictionaries(st.sampled_from(["min_version", "wait_ms", "status", "offset", "limit", "from_version",
                                              "player", "x"]), st.text(max_size=6), max_size=3))
def test_query_strings_never_fail_with_a_server_error(query):
    for path in ("/v1/games", f"/v1/games/{_game['game_id']}", f"/v1/games/{_game['game_id']}/events"):
        assert_json_error_or_success(_client.get(path, query_string=query))
