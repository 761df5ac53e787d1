"""The live stream a browser can use (issue 12 item 3): stream tickets, the SSE wire format as an
EventSource parses it, the end of a finished game, reconnects, CORS preflight, and tickets never logged."""

from __future__ import annotations

import json
import logging
import pathlib
import runpy
import threading
import time
from datetime import timedelta

import pytest

from shared.base.config import Config
from shared.http.errors import status_of
from shared.http.factory import create_app
from shared.http.live_stream import TICKET_TTL_S, StreamTickets

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture
def app(fake_redis):
    return create_app("counting_race", Config(dispatch="inline", sse_heartbeat_s=0.1), redis=fake_redis)


@pytest.fixture
def client(app):
    return app.test_client()


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def create(client, players=None):
    players = players or [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]
    response = client.post("/v1/games", json={"players": players})
    assert response.status_code == 201, response.json
    return response.json


def ticket_for(client, game_id, token):
    response = client.post(f"/v1/games/{game_id}/stream-ticket", headers=auth(token))
    assert response.status_code == 201, response.json
    return response.json["ticket"]


def parse_sse(raw: str) -> list[dict]:
    """Messages as a browser's EventSource dispatches them (WHATWG HTML, "Interpreting an event stream"):
    the event type defaults to "message", `id` persists as lastEventId, comments and retry dispatch nothing."""
    messages, data, event, last_id = [], [], "", ""
    for line in raw.replace("\r\n", "\n").split("\n"):
        if line == "":
            if data:
                messages.append({"event": event or "message", "data": "\n".join(data), "last_event_id": last_id})
            data, event = [], ""
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "data":
            data.append(value)
        elif name == "event":
            event = value
        elif name == "id":
            last_id = value
    return messages


def finish(client, game):
    """Seat 0 (human) plays until the greedy bot of seat 1 wins; returns the final version."""
    gid, token = game["game_id"], game["seats"][0]["token"]
    while client.get(f"/v1/games/{gid}/legal", headers=auth(token)).json["commands"]:
        client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1}, headers=auth(token))
    final = client.get(f"/v1/games/{gid}").json
    assert final["status"] == "finished" and final["result"]
    return final["version"]


def test_a_ticket_streams_its_seats_view_to_the_end_and_every_event_reaches_onmessage(client):
    game = create(client, [{"name": "ann", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "greedy"}])
    gid, token = game["game_id"], game["seats"][0]["token"]
    issued = client.post(f"/v1/games/{gid}/stream-ticket", headers=auth(token))
    assert issued.status_code == 201 and issued.json["expires_in_s"] == TICKET_TTL_S == 60
    last = finish(client, game)

    response = client.get(f"/v1/games/{gid}/stream?ticket={issued.json['ticket']}")
    assert response.status_code == 200 and response.mimetype == "text/event-stream"
    raw = response.data.decode()
    assert "\nevent: " not in raw.split("event: end")[0]  # no event line before the final message
    messages = parse_sse(raw)
    game_events = [m for m in messages if m["event"] == "message"]
    assert [int(m["last_event_id"]) for m in game_events] == list(range(1, last + 1))
    types = [json.loads(m["data"])["type"] for m in game_events]
    assert types[0] == "game_created" and types[-1] == "game_finished"
    assert types == [e["type"] for e in client.get(f"/v1/games/{gid}/events").json["events"]]
    assert messages[-1]["event"] == "end" and json.loads(messages[-1]["data"]) == {"version": last,
                                                                                  "status": "finished"}


def test_reconnects_resume_after_last_event_id_and_a_finished_game_answers_204(client):
    game = create(client, [{"name": "ann", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "greedy"}])
    gid, token = game["game_id"], game["seats"][0]["token"]
    ticket = ticket_for(client, gid, token)
    client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1}, headers=auth(token))
    live = parse_sse(client.get(f"/v1/games/{gid}/stream?ticket={ticket}&idle_timeout_s=0.2",
                                headers={"Last-Event-ID": "2"}).data.decode())
    assert [int(m["last_event_id"]) for m in live] == [3, 4]  # seat 0's move, the bot's answer; no end yet
    assert all(m["event"] == "message" for m in live)

    last = finish(client, game)
    rest = parse_sse(client.get(f"/v1/games/{gid}/stream?ticket={ticket}", headers={"Last-Event-ID": "4"}).data.decode())
    assert [m["last_event_id"] for m in rest if m["event"] == "message"] == [str(v) for v in range(5, last + 1)]
    assert rest[-1]["event"] == "end"
    at_end = client.get(f"/v1/games/{gid}/stream?ticket={ticket}", headers={"Last-Event-ID": str(last)})
    assert at_end.status_code == 204 and at_end.data == b""
    assert client.get(f"/v1/games/{gid}/stream?last_event_id={last}").status_code == 204


def test_an_open_stream_delivers_a_move_made_meanwhile(client):
    game = create(client)
    gid, tokens = game["game_id"], [s["token"] for s in game["seats"]]
    ticket = ticket_for(client, gid, tokens[1])

    def move_soon():
        time.sleep(0.3)
        client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 2}, headers=auth(tokens[0]))

    mover = threading.Thread(target=move_soon)
    mover.start()
    raw = client.get(f"/v1/games/{gid}/stream?ticket={ticket}&idle_timeout_s=1.5",
                     headers={"Last-Event-ID": "2"}).data.decode()
    mover.join()
    (moved,) = parse_sse(raw)
    assert moved["last_event_id"] == "3" and json.loads(moved["data"])["type"] == "added"
    assert ": heartbeat" in raw  # comments keep proxies from closing an idle stream


def test_a_ticket_shows_only_its_own_seats_secrets(client):
    game = create(client)
    gid = game["game_id"]
    dealt = {}
    for seat in (0, 1):
        ticket = ticket_for(client, gid, game["seats"][seat]["token"])
        messages = parse_sse(client.get(f"/v1/games/{gid}/stream?ticket={ticket}&idle_timeout_s=0.1").data.decode())
        dealt[seat] = next(json.loads(m["data"]) for m in messages if json.loads(m["data"])["type"] == "dealt")
    spectator = parse_sse(client.get(f"/v1/games/{gid}/stream?idle_timeout_s=0.1").data.decode())
    hidden = next(json.loads(m["data"]) for m in spectator if json.loads(m["data"])["type"] == "dealt")
    assert dealt[0]["data"]["cards"][0] is not None and dealt[0]["data"]["cards"][1] is None
    assert dealt[1]["data"]["cards"][1] is not None and dealt[1]["data"]["cards"][0] is None
    assert hidden["data"]["cards"] == [None, None]


def test_unknown_expired_and_foreign_tickets_are_refused_with_json(client, app, fake_redis):
    game, other = create(client), create(client)
    gid = game["game_id"]
    assert client.post(f"/v1/games/{gid}/stream-ticket").status_code == 401
    assert client.post("/v1/games/nope/stream-ticket", headers=auth(game["seats"][0]["token"])).status_code == 404
    assert client.post(f"/v1/games/{gid}/stream-ticket", headers=auth(other["seats"][0]["token"])).status_code == 403

    unknown = client.get(f"/v1/games/{gid}/stream?ticket=not-a-ticket")
    assert unknown.status_code == 401 and unknown.json["error"]["details"]["field"] == "ticket"
    foreign = client.get(f"/v1/games/{gid}/stream?ticket={ticket_for(client, other['game_id'], other['seats'][0]['token'])}")
    assert foreign.status_code == 403 and foreign.json["error"]["code"] == "forbidden"

    ticket = ticket_for(client, gid, game["seats"][0]["token"])
    keys = [k for k in fake_redis.scan_iter(match=f"*{{{gid}}}*ticket*")]
    assert len(keys) == 1 and 0 < fake_redis.ttl(keys[0]) <= TICKET_TTL_S  # kept under the game's hash tag
    assert ticket.encode() not in b"".join(keys)  # only its digest is stored
    for key in fake_redis.scan_iter(match="*ticket*"):
        fake_redis.pexpire(key, 1)
    time.sleep(0.01)
    expired = client.get(f"/v1/games/{gid}/stream?ticket={ticket}")
    assert expired.status_code == 401 and expired.json["error"]["code"] == "unauthenticated"


def test_tickets_are_single_game_and_bound_to_the_seat(fake_redis, app):
    tickets = StreamTickets(app.extensions["tabletop"].store)
    issued = tickets.issue("g1", 2)
    assert tickets.seat_for("g1", issued["ticket"]) == 2
    with pytest.raises(Exception) as refused:
        tickets.seat_for("g2", issued["ticket"])
    assert status_of(refused.value) == 403


def test_cors_preflight_is_cached_and_allows_put(client):
    preflight = client.options("/v1/games/abc/stream-ticket",
                               headers={"Origin": "https://front.example", "Access-Control-Request-Method": "POST"})
    assert preflight.status_code == 200
    assert int(preflight.headers["Access-Control-Max-Age"]) >= 600
    methods = {m.strip() for m in preflight.headers["Access-Control-Allow-Methods"].split(",")}
    assert {"GET", "POST", "PUT", "OPTIONS"} <= methods
    assert "Last-Event-ID" in preflight.headers["Access-Control-Allow-Headers"]
    assert "X-Client-Key" in preflight.headers["Access-Control-Allow-Headers"], "browser front ends are clients"


def test_tickets_never_reach_the_access_log_or_the_apps_log(client, caplog, monkeypatch):
    from gunicorn.config import Config as GunicornConfig
    from gunicorn.glogging import Logger

    # The config file sets PROMETHEUS_MULTIPROC_DIR for the gunicorn master it configures: not for this process.
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", "")
    monkeypatch.delenv("PROMETHEUS_MULTIPROC_DIR")
    settings = runpy.run_path(str(ROOT / "deploy" / "gunicorn.conf.py"))
    monkeypatch.delenv("PROMETHEUS_MULTIPROC_DIR", raising=False)
    config = GunicornConfig()
    config.set("access_log_format", settings["access_log_format"])
    secret = "tkt-SECRET-123"
    environ = {"REQUEST_METHOD": "GET", "RAW_URI": f"/v1/games/g/stream?ticket={secret}", "PATH_INFO": "/v1/games/g/stream",
               "QUERY_STRING": f"ticket={secret}", "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "10.0.0.1"}

    class Reply:
        status, sent, headers = "200 OK", 10, []

    atoms = Logger(config).atoms(Reply(), {}, environ, timedelta(seconds=0.01))
    line = config.access_log_format % atoms
    assert "/v1/games/g/stream" in line and secret not in line

    game = create(client)
    ticket = ticket_for(client, game["game_id"], game["seats"][0]["token"])
    with caplog.at_level(logging.DEBUG):
        for url in (f"/v1/games/{game['game_id']}/stream?ticket={ticket}&idle_timeout_s=0.1",
                    f"/v1/games/{game['game_id']}/stream?ticket=x{ticket}"):
            # Read and close each stream here: a streamed response left to the garbage collector pops
            # its request context whenever it is collected, possibly inside the next request.
            with client.get(url) as response:
                response.get_data()
    assert ticket not in caplog.text


def test_arbitrary_stream_queries_and_headers_never_fail_with_a_server_error(fake_redis):
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    app = create_app("counting_race", Config(dispatch="inline"), redis=fake_redis)
    client = app.test_client()
    game = create(client, [{"name": "ann", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "greedy"}])
    finish(client, game)  # a finished game answers at once: no example waits for events
    path = f"/v1/games/{game['game_id']}/stream"

    @settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                     HealthCheck.function_scoped_fixture])
    @given(query=st.dictionaries(st.sampled_from(["ticket", "last_event_id", "idle_timeout_s", "x"]),
                                 st.text(max_size=8), max_size=3),
           last_event_id=st.none() | st.text(alphabet="0123456789x-", max_size=6))
    def never_a_server_error(query, last_event_id):
        headers = {"Last-Event-ID": last_event_id} if last_event_id is not None else {}
        response = client.get(path, query_string=query, headers=headers)
        response.get_data()  # a stream is read to its end and closed, as a browser does
        response.close()
        assert response.status_code in (200, 204, 400, 401, 403, 422), response.status_code
        if response.status_code >= 400:
            assert set(response.json["error"]) >= {"code", "message", "details"}

    never_a_server_error()
