"""Time controls, resignation and seat handovers through the HTTP API (fixture game, fakeredis, injected time)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shared.base.config import Config
from shared.domain import clock
from shared.http.factory import create_app

START = 1_800_000_000_000
HUMANS = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]


@pytest.fixture
def now():
    return [START]


@pytest.fixture
def app(fake_redis, now):
    app = create_app("counting_race", Config(dispatch="inline"), redis=fake_redis)
    app.extensions["tabletop"].service.now_ms = lambda: now[0]
    return app


@pytest.fixture
def client(app):
    return app.test_client()


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def create(client, **body):
    response = client.post("/v1/games", json={"players": HUMANS, "seed": 4, **body})
    assert response.status_code == 201, response.json
    game = response.json
    return game["game_id"], [s["token"] for s in game["seats"]]


@pytest.mark.parametrize(("clock_body", "field"), [
    ({"kind": "sundial", "base_s": 60}, "clock.kind"),
    ({"kind": "fischer", "base_s": -1}, "clock.base_s"),
    ({"kind": "fischer", "base_s": 10**12}, "clock.base_s"),
    ({"kind": "fischer", "base_s": "soon"}, "clock.base_s"),
    ({"kind": "fischer"}, "clock.base_s"),
    ({"kind": "fischer", "base_s": 60, "increment_s": -1}, "clock.increment_s"),
    ({"kind": "deadline", "per_decision_s": 0}, "clock.per_decision_s"),
    ({"kind": "deadline", "per_decision_s": 60, "base_s": 60}, "clock.base_s"),
    ({"kind": "fischer", "base_s": 60, "on_timeout": "cry"}, "clock.on_timeout"),
    ({"kind": "fischer", "base_s": 60, "timeout_policy": "heuristic"}, "clock.timeout_policy"),  # not this game's
    ({"kind": "fischer", "base_s": 60, "colour": "red"}, "clock.colour"),
    ("600+10", "clock"),
])
def test_bad_clocks_are_422_with_the_field_and_append_nothing(client, fake_redis, clock_body, field):
    response = client.post("/v1/games", json={"players": HUMANS, "clock": clock_body})
    assert response.status_code == 422, response.json
    assert response.json["error"]["details"]["field"] == field, response.json
    assert not list(fake_redis.scan_iter(match="game:*"))


def test_a_clock_on_a_bot_only_game_is_refused(client):
    response = client.post("/v1/games", json={"players": [{"name": "b", "kind": "bot"}],
                                              "clock": {"kind": "fischer", "base_s": 60}})
    assert response.status_code == 422 and response.json["error"]["details"]["field"] == "clock"


def test_the_game_document_shows_the_clock(client):
    game_id, tokens = create(client)
    assert client.get(f"/v1/games/{game_id}").json["clock"] is None
    game_id, tokens = create(client, clock={"kind": "fischer", "base_s": 600, "increment_s": 10})
    for headers in ({}, auth(tokens[1])):
        document = client.get(f"/v1/games/{game_id}", headers=headers).json
        shown = document["clock"]
        assert {k: shown[k] for k in ("kind", "base_s", "increment_s", "on_timeout", "timeout_policy")} == {
            "kind": "fischer", "base_s": 600.0, "increment_s": 10.0, "on_timeout": "bot", "timeout_policy": "random"}
        assert shown["seats"][0] == {"seat": 0, "remaining_s": 600.0, "running": True,
                                     "running_since": clock.to_iso(START), "deadline": clock.to_iso(START + 600_000),
                                     "controller": "human", "policy": None, "status": "playing"}
        assert shown["seats"][1]["deadline"] is None
        assert document["players"][0]["controller"] == "human"


def test_a_move_after_the_timeout_gets_409_timed_out(client, now):
    game_id, tokens = create(client, clock={"kind": "deadline", "per_decision_s": 60})
    now[0] += 61_000
    response = client.post(f"/v1/games/{game_id}/commands", json={"type": "roll"}, headers=auth(tokens[0]))
    assert response.status_code == 409 and response.json["error"]["code"] == "timed_out"
    events = client.get(f"/v1/games/{game_id}/events").json["events"]
    assert [e["type"] for e in events[2:4]] == ["seat_timed_out", "seat_replaced"]
    again = client.post(f"/v1/games/{game_id}/commands", json={"type": "roll"}, headers=auth(tokens[0]))
    assert again.status_code == 409 and again.json["error"]["code"] == "timed_out"
    document = client.get(f"/v1/games/{game_id}", headers=auth(tokens[0])).json
    assert document["clock"]["seats"][0]["controller"] == "bot" and document["clock"]["seats"][1]["running"]


def test_resign(client):
    game_id, tokens = create(client)
    assert client.post(f"/v1/games/{game_id}/resign").status_code == 401
    response = client.post(f"/v1/games/{game_id}/resign", headers=auth(tokens[0]))
    assert response.status_code == 201, response.json
    assert [e["type"] for e in response.json["events"]] == ["seat_resigned", "seat_replaced"]
    again = client.post(f"/v1/games/{game_id}/resign", headers=auth(tokens[0]))
    assert again.status_code == 409 and again.json["error"]["code"] == "seat_resigned"
    move = client.post(f"/v1/games/{game_id}/commands", json={"type": "roll"}, headers=auth(tokens[0]))
    assert move.status_code == 409


def test_a_seat_steps_away_and_comes_back(client, now):
    game_id, tokens = create(client, clock={"kind": "fischer", "base_s": 60})
    url = f"/v1/games/{game_id}/seats/0"
    assert client.put(url, json={"controller": "bot"}).status_code == 401
    assert client.put(url, json={"controller": "bot"}, headers=auth(tokens[1])).status_code == 403
    assert client.put(url, json={"controller": "robot"}, headers=auth(tokens[0])).status_code == 422
    refused = client.put(url, json={"controller": "bot", "policy": "oracle"}, headers=auth(tokens[0]))
    assert refused.status_code == 422 and refused.json["error"]["details"]["field"] == "policy"
    assert client.get(f"/v1/games/{game_id}/events").json["version"] == 2  # nothing appended
    now[0] += 5000
    away = client.put(url, json={"controller": "bot", "policy": "greedy"}, headers=auth(tokens[0]))
    assert away.status_code == 200, away.json
    # The fixture game's policies have no released versions (shared.domain.policy_versions): none is named.
    assert away.json["seat"] == {"seat": 0, "controller": "bot", "policy": "greedy", "status": "away",
                                 "policy_version": None}
    assert [e["type"] for e in away.json["events"]] == ["seat_replaced", "clock_charged"]
    twice = client.put(url, json={"controller": "bot"}, headers=auth(tokens[0]))
    assert twice.status_code == 409 and twice.json["error"]["code"] == "seat_away"
    back = client.put(url, json={"controller": "human"}, headers=auth(tokens[0]))
    assert back.status_code == 200 and back.json["seat"]["status"] == "playing"


def test_the_event_stream_carries_the_clock_facts(client, now):
    game_id, tokens = create(client, clock={"kind": "fischer", "base_s": 10})
    client.post(f"/v1/games/{game_id}/commands", json={"type": "add", "amount": 1}, headers=auth(tokens[0]))
    now[0] += 20_000
    client.post(f"/v1/games/{game_id}/resign", headers=auth(tokens[0]))  # times seat 1 out first
    body = client.get(f"/v1/games/{game_id}/stream?idle_timeout_s=0.1", headers=auth(tokens[0])).get_data(as_text=True)
    for fact in ("clock_charged", "seat_timed_out", "seat_replaced", "seat_resigned"):
        assert f'"type":"{fact}"' in body


def test_the_api_document_describes_time_controls(client):
    spec = client.get("/v1/openapi.json").json
    assert {"/v1/games/{game_id}/resign", "/v1/games/{game_id}/seats/{seat}"} <= set(spec["paths"])
    schemas = spec["components"]["schemas"]
    assert {"kind", "base_s", "increment_s", "per_decision_s", "on_timeout", "timeout_policy"} <= set(
        schemas["ClockOptions"]["properties"])
    assert "clock" in schemas["Game"]["properties"]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=12),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=10), children, max_size=3),
    max_leaves=8,
)
clock_like = json_values | st.fixed_dictionaries({}, optional={
    "kind": st.sampled_from(["fischer", "deadline"]) | json_values,
    "base_s": json_values, "increment_s": json_values, "per_decision_s": json_values,
    "on_timeout": st.sampled_from(["bot", "forfeit"]) | json_values,
    "timeout_policy": st.sampled_from(["random", "greedy", "automa"]) | json_values,
})


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(clock_body=clock_like, seat_body=json_values)
def test_arbitrary_clocks_and_seat_bodies_never_get_a_server_error(client, fake_redis, clock_body, seat_body):
    created = client.post("/v1/games", json={"players": HUMANS, "clock": clock_body})
    assert created.status_code in (201, 400, 422), created.get_data(as_text=True)
    if created.status_code != 201:
        assert created.json["error"]["details"]["field"].startswith("clock")
        return
    game = created.json
    before = client.get(f"/v1/games/{game['game_id']}/events").json["version"]
    changed = client.put(f"/v1/games/{game['game_id']}/seats/0", json=seat_body,
                         headers=auth(game["seats"][0]["token"]))
    assert changed.status_code in (200, 400, 409, 422), changed.get_data(as_text=True)
    if changed.status_code != 200:
        assert client.get(f"/v1/games/{game['game_id']}/events").json["version"] == before
