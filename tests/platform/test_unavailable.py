"""Redis outages answer 503 with Retry-After in the JSON error shape, never 500 (platform issue 8, item 3)."""

from __future__ import annotations

import shutil
import subprocess
import time

import fakeredis
import pytest
import redis as redis_lib
from redis import exceptions as redis_errors

from shared.base.config import Config
from shared.http.factory import create_app
from shared.store.connection import answers, is_unavailable
from shared.tools.embedded_redis import free_port


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def create(client):
    players = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]
    response = client.post("/v1/games", json={"players": players, "seed": 5})
    assert response.status_code == 201, response.json
    return response.json


def assert_503(response, code="unavailable"):
    assert response.status_code == 503, response.get_data(as_text=True)
    assert response.headers["Retry-After"] == "2"
    error = response.json["error"]
    assert error["code"] == code and error["message"] and isinstance(error["details"], dict)
    return error


@pytest.fixture
def server():
    return fakeredis.FakeServer()


@pytest.fixture
def fake(server):
    return fakeredis.FakeRedis(server=server)


@pytest.fixture
def client(fake):
    return create_app("counting_race", Config(dispatch="inline"), redis=fake).test_client()


def every_route(client, game, idem="k1"):
    gid, token = game["game_id"], game["seats"][0]["token"]
    players = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]
    return {
        "create": client.post("/v1/games", json={"players": players}),
        "lobby": client.get("/v1/games"),
        "view": client.get(f"/v1/games/{gid}", headers=auth(token)),
        "legal": client.get(f"/v1/games/{gid}/legal", headers=auth(token)),
        "events": client.get(f"/v1/games/{gid}/events"),
        "audit": client.get(f"/v1/games/{gid}/audit"),
        "command": client.post(f"/v1/games/{gid}/commands", json={"type": "roll", "idempotency_key": idem},
                               headers=auth(token)),
    }


def test_every_route_answers_503_while_the_server_is_disconnected(client, server):
    game = create(client)
    server.connected = False
    for name, response in every_route(client, game).items():
        code = "outcome_unknown" if name in ("command", "create") else "unavailable"
        assert response.status_code == 503, name
        assert_503(response, response.json["error"]["code"])
        assert response.json["error"]["code"] in (code, "unavailable"), name
    health = client.get("/healthz")
    assert health.status_code == 503 and health.json["status"] == "unavailable"
    server.connected = True
    assert client.get("/healthz").status_code == 200
    assert client.get(f"/v1/games/{game['game_id']}").status_code == 200


@pytest.mark.parametrize("error", [
    redis_errors.ConnectionError("Connection refused"),
    redis_errors.TimeoutError("Timeout reading from socket"),
    redis_errors.BusyLoadingError("Redis is loading the dataset in memory"),
    redis_errors.ReadOnlyError("You can't write against a read only replica."),
    redis_errors.ResponseError("MISCONF Redis is configured to save RDB snapshots, but it's currently unable"),
    redis_errors.ClusterDownError("CLUSTERDOWN The cluster is down"),
])
def test_each_outage_error_is_a_503_on_reads(client, fake, monkeypatch, error):
    game = create(client)

    def fail(*args, **kwargs):
        raise error

    monkeypatch.setattr(fake, "execute_command", fail)
    response = client.get(f"/v1/games/{game['game_id']}/events")
    assert_503(response)
    assert response.json["error"]["details"]["reason"] == type(error).__name__
    assert "Connection refused" not in response.get_data(as_text=True)  # server details stay in the log


def test_a_bug_reply_is_not_disguised_as_an_outage():
    assert not is_unavailable(redis_errors.ResponseError("ERR Invalid stream ID specified as stream command argument"))
    assert is_unavailable(redis_errors.ResponseError("NOREPLICAS Not enough good replicas to write."))
    assert is_unavailable(redis_errors.MaxConnectionsError("Too many connections"))


def test_busy_loading_during_the_append_is_unavailable_not_unknown(client, fake, monkeypatch):
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]
    client.get(f"/v1/games/{gid}/legal", headers=auth(token))  # caches the token and the snapshot

    def loading(*args, **kwargs):
        raise redis_errors.BusyLoadingError("Redis is loading the dataset in memory")

    monkeypatch.setattr(fake, "evalsha", loading)
    assert_503(client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(token)))


def test_a_timeout_before_the_script_ran_is_outcome_unknown_and_a_retry_with_the_key_appends_once(
        client, fake, monkeypatch):
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]
    real_evalsha = fake.evalsha

    def timed_out(*args, **kwargs):
        raise redis_errors.TimeoutError("Timeout reading from socket")  # it may yet run: unknown

    monkeypatch.setattr(fake, "evalsha", timed_out)
    command = {"type": "roll", "idempotency_key": "turn-1"}
    error = assert_503(client.post(f"/v1/games/{gid}/commands", json=command, headers=auth(token)),
                       "outcome_unknown")
    assert error["details"]["idempotency_key_safe"] is True and "idempotency_key" in error["message"]
    monkeypatch.setattr(fake, "evalsha", real_evalsha)
    retried = client.post(f"/v1/games/{gid}/commands", json=command, headers=auth(token))
    assert retried.status_code == 201 and retried.json["version"] == 3
    events = client.get(f"/v1/games/{gid}/events").json["events"]
    assert len(events) == 3 and client.get(f"/v1/games/{gid}/audit").json["ok"]


@pytest.mark.parametrize("lost", [redis_errors.ConnectionError("Connection closed by server."),
                                  redis_errors.TimeoutError("Timeout reading from socket")])
def test_a_reply_lost_after_the_script_ran_is_found_in_the_stream_and_nothing_is_sent_twice(
        client, fake, monkeypatch, lost):
    """Issue 32: no silent resend. The writer reads the stream: its own events there, the move is acknowledged."""
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]
    real_evalsha, calls = fake.evalsha, []
    append_sha = client.application.extensions["tabletop"].store._script._script.sha

    def ran_then_lost(sha, *args, **kwargs):
        if sha != append_sha:  # the rate limits' script
            return real_evalsha(sha, *args, **kwargs)
        calls.append(1)
        real_evalsha(sha, *args, **kwargs)
        raise lost

    monkeypatch.setattr(fake, "evalsha", ran_then_lost)
    response = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(token))
    assert response.status_code == 201 and response.json["version"] == 3 and calls == [1]
    monkeypatch.undo()
    assert len(client.get(f"/v1/games/{gid}/events").json["events"]) == 3


def test_a_broken_connection_before_the_script_ran_sends_it_once_more(client, fake, monkeypatch):
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]
    real_evalsha, calls = fake.evalsha, []
    append_sha = client.application.extensions["tabletop"].store._script._script.sha

    def broken_once(sha, *args, **kwargs):
        if sha == append_sha:
            calls.append(1)
            if len(calls) == 1:
                raise redis_errors.ConnectionError("Connection reset by peer")  # a script runs whole or not at all
        return real_evalsha(sha, *args, **kwargs)

    monkeypatch.setattr(fake, "evalsha", broken_once)
    response = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(token))
    assert response.status_code == 201 and response.json["version"] == 3 and calls == [1, 1]
    monkeypatch.undo()
    assert len(client.get(f"/v1/games/{gid}/events").json["events"]) == 3


def test_without_a_key_the_unknown_outcome_says_how_to_find_out(client, fake, monkeypatch):
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]

    def lost(*args, **kwargs):
        raise redis_errors.TimeoutError("Timeout reading from socket")

    monkeypatch.setattr(fake, "evalsha", lost)
    error = assert_503(client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(token)),
                       "outcome_unknown")
    assert error["details"]["idempotency_key_safe"] is False and "events from version 3" in error["message"]
    monkeypatch.undo()
    assert len(client.get(f"/v1/games/{gid}/events").json["events"]) == 2  # refused before it ran


def test_a_script_resent_by_the_client_library_is_recognised_as_our_own_write(client, fake, monkeypatch):
    """redis-py resends a command whose connection broke: the second run sees its own events as a conflict."""
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]
    real_evalsha = fake.evalsha

    def ran_twice(*args, **kwargs):
        real_evalsha(*args, **kwargs)
        return real_evalsha(*args, **kwargs)

    monkeypatch.setattr(fake, "evalsha", ran_twice)
    response = client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(token))
    assert response.status_code == 201 and response.json["version"] == 3
    monkeypatch.undo()
    assert len(client.get(f"/v1/games/{gid}/events").json["events"]) == 3


def test_a_stream_ends_cleanly_when_redis_goes_away(client, server):
    game = create(client)
    gid = game["game_id"]
    response = client.get(f"/v1/games/{gid}/stream?idle_timeout_s=5", buffered=False)
    chunks = iter(response.response)
    seen = b""
    while b"id: 2" not in seen:
        seen += next(chunks)
    server.connected = False
    assert b"".join(chunks) == b""  # ends (the client reconnects with Last-Event-ID) instead of raising
    assert response.status_code == 200


@pytest.mark.skipif(shutil.which("redis-server") is None, reason="no redis-server binary on this machine")
def test_a_real_redis_server_stopped_then_started_again(key_prefix):
    port = free_port()
    url = f"redis://127.0.0.1:{port}/0"
    command = ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not answers(url) and time.monotonic() < deadline:
            time.sleep(0.05)
        client = create_app("counting_race", Config(redis_url=url, dispatch="inline", key_prefix=key_prefix)).test_client()
        game = create(client)
        redis_lib.Redis.from_url(url).shutdown(nosave=True)
        process.wait(timeout=10)
        for name, response in every_route(client, game).items():
            assert response.status_code == 503, (name, response.get_data(as_text=True))
            assert response.headers["Retry-After"] == "2" and response.json["error"]["code"] in (
                "unavailable", "outcome_unknown")
        assert client.get("/healthz").status_code == 503
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not answers(url) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert client.get("/healthz").status_code == 200
        create(client)  # reconnected by itself
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_a_lost_creation_says_to_create_again(client, fake, monkeypatch):
    def lost(*args, **kwargs):
        raise redis_errors.ConnectionError("Connection closed by server.")

    monkeypatch.setattr(fake, "evalsha", lost)
    players = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]
    error = assert_503(client.post("/v1/games", json={"players": players}), "outcome_unknown")
    assert "create the game again" in error["message"] and error["details"]["idempotency_key_safe"] is False


@pytest.mark.skipif(shutil.which("redis-server") is None, reason="no redis-server binary on this machine")
def test_a_paused_redis_server_is_a_503_after_the_socket_timeout(key_prefix):
    import signal

    port = free_port()
    url = f"redis://127.0.0.1:{port}/0"
    process = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no"], stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not answers(url) and time.monotonic() < deadline:
            time.sleep(0.05)
        config = Config(redis_url=url, dispatch="inline", key_prefix=key_prefix, redis_socket_timeout_s=0.5)
        client = create_app("counting_race", config).test_client()
        game = create(client)
        process.send_signal(signal.SIGSTOP)
        started = time.monotonic()
        response = client.get(f"/v1/games/{game['game_id']}/events")
        assert_503(response)
        assert time.monotonic() - started < 5  # the socket timeout (plus redis-py's few retries), not forever
        process.send_signal(signal.SIGCONT)
        assert client.get(f"/v1/games/{game['game_id']}/events").status_code == 200
    finally:
        process.send_signal(signal.SIGCONT)
        process.terminate()
        process.wait(timeout=10)
