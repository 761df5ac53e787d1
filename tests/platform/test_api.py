"""The public HTTP API contract (DESIGN.md "Public HTTP API", platform issue item 6), on the fixture game."""

from __future__ import annotations

import json

import pytest

from shared.base.config import Config
from shared.http.factory import create_app
from tests.platform.archived_mode import WHERE, check_where, hosted_app


@pytest.fixture(params=WHERE)
def app(fake_redis, tmp_path, request):
    """Every test twice: games in Redis, and finished games moved to the archive (issue 20)."""
    return hosted_app(fake_redis, tmp_path, request.param, request.addfinalizer)


@pytest.fixture
def client(app):
    return app.test_client()


def create(client, players=None, **body):
    players = players or [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]
    response = client.post("/v1/games", json={"players": players, **body})
    assert response.status_code == 201, response.json
    return response.json


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def error_of(response):
    body = response.json
    assert set(body) == {"error"} and {"code", "message", "details"} <= set(body["error"])
    return body["error"]


def test_create_returns_the_contract_shape(client):
    game = create(client, seed=7)
    assert set(game) == {"game_id", "version", "seats"}
    assert game["version"] == 2  # game_created + the engine's setup
    assert [set(s) for s in game["seats"]] == [{"seat", "name", "kind", "token"}] * 2
    assert all(s["token"] for s in game["seats"])


def test_bot_seats_get_no_token(client):
    game = create(client, [{"name": "ann", "kind": "human"}, {"name": "b", "kind": "bot", "policy": "greedy"}])
    assert game["seats"][1]["token"] is None


def test_legal_then_command_round_trip(client):
    game = create(client, seed=1)
    gid, token = game["game_id"], game["seats"][0]["token"]
    legal = client.get(f"/v1/games/{gid}/legal", headers=auth(token)).json
    assert legal["seat"] == 0 and legal["version"] == 2 and {"type": "roll"} in legal["commands"]
    response = client.post(f"/v1/games/{gid}/commands", json=legal["commands"][0], headers=auth(token))
    assert response.status_code == 201
    assert response.json["version"] == 3 and response.json["events"][0]["type"] == "added"


def test_legal_is_empty_when_the_seat_owes_nothing(client):
    game = create(client)
    other = game["seats"][1]["token"]
    body = client.get(f"/v1/games/{game['game_id']}/legal", headers=auth(other)).json
    assert body["commands"] == []


def test_game_view_contract_and_hidden_information(client):
    game = create(client, seed=3)
    gid = game["game_id"]
    mine = client.get(f"/v1/games/{gid}", headers=auth(game["seats"][0]["token"])).json
    assert {"game_id", "version", "status", "pending", "view", "result"} <= set(mine)
    assert mine["status"] == "active" and mine["pending"] == [0] and mine["result"] is None
    assert mine["view"]["seats"][0]["card"] is not None and mine["view"]["seats"][1]["card"] is None
    spectator = client.get(f"/v1/games/{gid}").json
    assert all(s["card"] is None for s in spectator["view"]["seats"])


def test_events_are_redacted_per_seat_and_never_show_the_seed(client):
    game = create(client, seed=123456789)
    gid = game["game_id"]
    events = client.get(f"/v1/games/{gid}/events", headers=auth(game["seats"][1]["token"])).json["events"]
    dealt = next(e for e in events if e["type"] == "dealt")
    assert dealt["data"]["cards"][0] is None and dealt["data"]["cards"][1] is not None
    assert "123456789" not in json.dumps(events)
    assert "123456789" not in json.dumps(client.get(f"/v1/games/{gid}").json)


def test_events_as_ndjson(client):
    gid = create(client)["game_id"]
    response = client.get(f"/v1/games/{gid}/events", headers={"Accept": "application/x-ndjson"})
    assert response.mimetype == "application/x-ndjson"
    lines = [json.loads(line) for line in response.data.decode().splitlines()]
    assert [e["version"] for e in lines] == [1, 2]


def test_unknown_game_is_404(client):
    response = client.get("/v1/games/nope")
    assert response.status_code == 404 and error_of(response)["code"] == "game_not_found"


@pytest.mark.parametrize(
    "body, field",
    [
        ({}, "players"),
        ({"players": [{"name": "a", "kind": "alien"}]}, "players.0.kind"),
        ({"players": [{"kind": "human"}]}, "players.0.name"),
        ({"players": [{"name": "a", "kind": "human"}], "seed": "x"}, "seed"),
        ([1, 2], "body"),
    ],
)
def test_malformed_create_is_422_with_the_field(client, body, field):
    response = client.post("/v1/games", json=body)
    assert response.status_code == 422
    assert error_of(response)["details"]["field"] == field


def test_engine_setup_rules_are_422_with_the_field(client):
    response = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"}] * 5})
    assert response.status_code == 422 and error_of(response)["details"]["field"] == "players"
    response = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"}], "options": {"x": 1}})
    assert error_of(response)["details"]["field"] == "options.x"


def test_unparseable_json_is_400(client):
    response = client.post("/v1/games", data="{nope", content_type="application/json")
    assert response.status_code == 400 and error_of(response)["code"] == "malformed_json"


def test_command_without_token_is_401_and_bad_token_401(client):
    gid = create(client)["game_id"]
    response = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"})
    assert response.status_code == 401
    response = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth("forged"))
    assert response.status_code == 401 and error_of(response)["details"]["field"] == "Authorization"


def test_foreign_token_is_403(client):
    first, second = create(client), create(client)
    response = client.post(
        f"/v1/games/{first['game_id']}/commands", json={"type": "roll"}, headers=auth(second["seats"][0]["token"])
    )
    assert response.status_code == 403 and error_of(response)["code"] == "forbidden"


def test_not_your_turn_is_409_and_appends_nothing(client):
    game = create(client)
    gid = game["game_id"]
    response = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(game["seats"][1]["token"]))
    assert response.status_code == 409 and error_of(response)["code"] == "not_your_turn"
    assert client.get(f"/v1/games/{gid}/events").json["version"] == 2


def test_stale_expected_version_is_409(client):
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]
    response = client.post(f"/v1/games/{gid}/commands", json={"type": "roll", "expected_version": 1}, headers=auth(token))
    assert response.status_code == 409
    assert error_of(response)["details"] == {"field": "expected_version", "expected": 1, "actual": 2}


def test_illegal_move_is_422_with_the_rule_and_appends_nothing(client):
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]
    response = client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 5}, headers=auth(token))
    assert response.status_code == 422
    error = error_of(response)
    assert error["code"] == "illegal_move" and error["details"]["rule"] and error["details"]["field"] == "amount"
    assert client.get(f"/v1/games/{gid}/events").json["version"] == 2


def test_command_missing_type_is_422_with_the_field(client):
    game = create(client)
    response = client.post(
        f"/v1/games/{game['game_id']}/commands", json={"amount": 1}, headers=auth(game["seats"][0]["token"])
    )
    assert response.status_code == 422 and error_of(response)["details"]["field"] == "type"


def test_idempotent_retry_returns_the_first_result(client):
    game = create(client, seed=5)
    gid, token = game["game_id"], game["seats"][0]["token"]
    body = {"type": "roll", "idempotency_key": "move-1"}
    first = client.post(f"/v1/games/{gid}/commands", json=body, headers=auth(token))
    again = client.post(f"/v1/games/{gid}/commands", json=body, headers=auth(token))
    assert first.status_code == again.status_code == 201
    assert first.json == again.json
    assert client.get(f"/v1/games/{gid}/events").json["version"] == 3
    reused = client.post(
        f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1, "idempotency_key": "move-1"}, headers=auth(token)
    )
    assert reused.status_code == 422 and error_of(reused)["details"]["field"] == "idempotency_key"


def test_bots_play_and_the_game_is_scored_and_audited(client, app):
    game = create(
        client,
        [{"name": "ann", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "greedy"}],
        seed=11,
    )
    gid, token = game["game_id"], game["seats"][0]["token"]
    for _ in range(100):
        legal = client.get(f"/v1/games/{gid}/legal", headers=auth(token)).json
        if not legal["commands"]:
            break
        assert client.post(f"/v1/games/{gid}/commands", json=legal["commands"][0], headers=auth(token)).status_code == 201
    state = client.get(f"/v1/games/{gid}").json
    assert state["status"] == "finished"
    assert state["result"]["winners"] == [1]  # greedy adds 2 a turn; the human adds 1
    events = client.get(f"/v1/games/{gid}/events").json["events"]
    assert events[-1]["type"] == "game_finished" and events[-1]["data"]["seed"]["seed"] == "11"
    audit = client.get(f"/v1/games/{gid}/audit").json
    assert audit["ok"], audit
    assert {"hash_chain", "replay", "projection", "seed", "decisions", "rescore"} <= set(audit["checks"])
    assert not audit["checks"]["decisions"]["skipped"]
    check_where(app, gid)


def test_audit_of_an_active_game_skips_the_secret_checks(client):
    gid = create(client)["game_id"]
    audit = client.get(f"/v1/games/{gid}/audit").json
    assert audit["ok"] and audit["events"] == 2 and audit["checks"]["seed"]["skipped"]


def test_audit_detects_tampering(client, app, fake_redis):
    gid = create(client)["game_id"]
    store = app.extensions["tabletop"].store
    stream = store.keys(gid).events
    entries = fake_redis.xrange(stream)
    fake_redis.delete(stream)
    for entry_id, fields in entries:  # rewrite history: the dealt cards change
        event = json.loads(fields[b"e"])
        if event["type"] == "dealt":
            event["data"]["cards"][0] = 99
        fake_redis.xadd(stream, {"e": json.dumps(event)}, id=entry_id)
    audit = client.get(f"/v1/games/{gid}/audit").json
    assert not audit["ok"] and not audit["checks"]["hash_chain"]["ok"]


def test_simultaneous_choices_stay_hidden_until_revealed(client):
    game = create(client, options={"simultaneous": True}, seed=2)
    gid = game["game_id"]
    t0, t1 = game["seats"][0]["token"], game["seats"][1]["token"]
    assert client.get(f"/v1/games/{gid}").json["pending"] == [0, 1]
    client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 2}, headers=auth(t1))
    events = client.get(f"/v1/games/{gid}/events", headers=auth(t0)).json["events"]
    chose = events[-1]
    assert chose["type"] == "chose" and chose["data"]["amount"] is None and chose["command"] is None
    own = client.get(f"/v1/games/{gid}/events", headers=auth(t1)).json["events"][-1]
    assert own["data"]["amount"] == 2 and own["command"] == {"type": "add", "amount": 2}


def test_read_your_writes_with_min_version(client):
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]
    version = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(token)).json["version"]
    view = client.get(f"/v1/games/{gid}?min_version={version}&wait_ms=100").json
    assert view["version"] >= version


def test_lobby_lists_games_by_status_and_player(client):
    first = create(client, [{"name": "zoe", "kind": "human"}])
    create(client)
    listing = client.get("/v1/games?status=active").json
    assert listing["total"] >= 2 and {"game_id", "status", "players"} <= set(listing["games"][0])
    mine = client.get("/v1/games?player=zoe").json
    assert [g["game_id"] for g in mine["games"]] == [first["game_id"]]
    assert client.get("/v1/games?status=bogus").status_code == 422


def test_sse_stream_replays_from_last_event_id(client):
    game = create(client, [{"name": "a", "kind": "human"}, {"name": "b", "kind": "bot", "policy": "greedy"}])
    gid, token = game["game_id"], game["seats"][0]["token"]
    client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1}, headers=auth(token))
    response = client.get(f"/v1/games/{gid}/stream?idle_timeout_s=0.2", headers={"Last-Event-ID": "2"})
    assert response.mimetype == "text/event-stream"
    ids = [int(line[4:]) for line in response.data.decode().splitlines() if line.startswith("id: ")]
    assert ids and ids[0] == 3 and ids == list(range(3, 3 + len(ids)))


def test_openapi_document_describes_the_api(client):
    spec = client.get("/v1/openapi.json").json
    assert spec["openapi"].startswith("3.")
    for path in ("/v1/games", "/v1/games/{game_id}", "/v1/games/{game_id}/legal", "/v1/games/{game_id}/commands",
                 "/v1/games/{game_id}/events", "/v1/games/{game_id}/stream", "/v1/games/{game_id}/audit"):
        assert path in spec["paths"], path


def test_healthz_reports_redis(client):
    assert client.get("/healthz").json["status"] == "ok"


def test_browsers_on_other_origins_may_call_the_api(client):
    preflight = client.options("/v1/games", headers={"Origin": "https://front.example", "Access-Control-Request-Method": "POST"})
    assert preflight.status_code == 200
    assert preflight.headers["Access-Control-Allow-Origin"] == "*"
    assert "Authorization" in preflight.headers["Access-Control-Allow-Headers"]


def test_cors_origins_can_be_restricted(fake_redis):
    client = create_app("counting_race", Config(dispatch="inline", cors_origins="https://ok.example"),
                        redis=fake_redis).test_client()
    assert client.get("/healthz", headers={"Origin": "https://ok.example"}).headers["Access-Control-Allow-Origin"] == (
        "https://ok.example")
    assert "Access-Control-Allow-Origin" not in client.get("/healthz", headers={"Origin": "https://evil.example"}).headers


def test_metrics_report_games_and_the_projection_backlog(fake_redis, monkeypatch):
    from shared.bus.sender import TaskSender

    monkeypatch.setattr(TaskSender, "send", lambda self, name, args=(), countdown=None: None)  # no worker: a backlog builds
    client = create_app("counting_race", Config(dispatch="celery"), redis=fake_redis).test_client()
    game = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"}]}).json
    client.post(f"/v1/games/{game['game_id']}/commands", json={"type": "roll"}, headers=auth(game["seats"][0]["token"]))
    text = client.get("/metrics").get_data(as_text=True)
    assert "tabletop_follow_up_backlog 2.0" in text  # the creation's game_started, the move's turn_started
    assert "tabletop_follow_up_pending 0.0" in text
    assert 'tabletop_games{game="counting_race",status="active"}' in text
