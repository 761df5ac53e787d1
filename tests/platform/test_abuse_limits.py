"""Abuse limits: request rates per token and per address, open streams per client (issue 8, item 6)."""

from __future__ import annotations

import fakeredis
import pytest

from shared.base.config import Config
from shared.http.factory import create_app

HUMANS = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]


def make_client(redis=None, **limits):
    config = Config(dispatch="inline", **limits)
    return create_app("counting_race", config, redis=redis or fakeredis.FakeRedis()).test_client()


def create(client, address="10.0.0.1"):
    return client.post("/v1/games", json={"players": HUMANS}, environ_base={"REMOTE_ADDR": address})


def assert_429(response, code="rate_limited"):
    assert response.status_code == 429, response.get_data(as_text=True)
    assert int(response.headers["Retry-After"]) >= 1
    error = response.json["error"]
    assert error["code"] == code and error["message"] and isinstance(error["details"], dict)


def test_game_creation_is_limited_per_address():
    redis = fakeredis.FakeRedis()
    client = make_client(redis, rate_limit_create="3/minute")
    assert [create(client).status_code for _ in range(3)] == [201] * 3
    streams = len(list(redis.scan_iter(match="game:*:events")))
    assert_429(create(client))
    assert len(list(redis.scan_iter(match="game:*:events"))) == streams  # nothing created
    assert create(client, address="10.0.0.2").status_code == 201  # another client is not affected
    assert client.get("/v1/games", environ_base={"REMOTE_ADDR": "10.0.0.1"}).status_code == 200  # reads are not


def play(client, game, seat, address="10.0.0.1"):
    token = game["seats"][seat]["token"]
    return client.post(f"/v1/games/{game['game_id']}/commands", json={"type": "roll"},
                       headers={"Authorization": f"Bearer {token}"}, environ_base={"REMOTE_ADDR": address})


def test_commands_are_limited_per_token_and_refusals_append_nothing():
    client = make_client(rate_limit_commands_per_token="2/minute")
    game = create(client).json
    assert play(client, game, 0).status_code == 201
    assert play(client, game, 1).status_code == 201
    assert play(client, game, 0).status_code == 201
    version = client.get(f"/v1/games/{game['game_id']}/events").json["version"]
    assert_429(play(client, game, 0))
    assert client.get(f"/v1/games/{game['game_id']}/events").json["version"] == version
    assert play(client, game, 1).status_code == 201  # the other seat's token has its own budget


def test_commands_are_limited_per_address():
    client = make_client(rate_limit_commands_per_address="2/minute")
    first, second = create(client).json, create(client).json
    assert play(client, first, 0).status_code == 201
    assert play(client, second, 0).status_code == 201
    assert_429(play(client, first, 1))  # another token, same address
    assert play(client, first, 1, address="10.0.0.9").status_code == 201


def test_limits_are_configuration_and_can_be_turned_off():
    config = Config.from_env({"RATE_LIMIT_CREATE": "5/second", "RATE_LIMITS": "off", "MAX_STREAMS_PER_CLIENT": "3"})
    assert config.rate_limit_create == "5/second" and not config.rate_limits_enabled
    assert config.max_streams_per_client == 3
    client = make_client(rate_limit_create="1/minute", rate_limits_enabled=False)
    assert [create(client).status_code for _ in range(3)] == [201] * 3


def test_the_counts_are_shared_through_redis_by_every_worker():
    redis = fakeredis.FakeRedis()
    one, other = make_client(redis, rate_limit_create="2/minute"), make_client(redis, rate_limit_create="2/minute")
    assert create(one).status_code == 201 and create(other).status_code == 201
    assert_429(create(one))
    assert any(b"tabletop:ratelimit" in key for key in redis.keys())


@pytest.mark.parametrize("rate_limits", [True, False])
def test_open_streams_are_bounded_per_client_and_freed_when_they_end(rate_limits):
    redis = fakeredis.FakeRedis()
    client = make_client(redis, max_streams_per_client=2, rate_limits_enabled=rate_limits)
    game = create(client).json
    path = f"/v1/games/{game['game_id']}/stream?idle_timeout_s=5"
    address = {"REMOTE_ADDR": "10.0.0.5"}
    open_streams = [client.get(path, buffered=False, environ_base=address) for _ in range(2)]
    assert all(r.status_code == 200 for r in open_streams)
    for response in open_streams:
        next(iter(response.response))  # the stream is running
    assert_429(client.get(path, environ_base=address), code="too_many_streams")
    assert client.get(path.replace("=5", "=0.1"), buffered=True,
                      environ_base={"REMOTE_ADDR": "10.0.0.6"}).status_code == 200
    for response in reversed(open_streams):  # the test client's request contexts unwind last in, first out
        response.close()
    again = client.get(path.replace("=5", "=0.1"), buffered=True, environ_base=address)
    assert again.status_code == 200


def test_a_lease_left_by_a_killed_worker_expires(monkeypatch):
    import shared.http.abuse as abuse

    redis = fakeredis.FakeRedis()
    client = make_client(redis, max_streams_per_client=1, sse_heartbeat_s=1.0)
    slots = client.application.extensions["tabletop.streams"]
    slots.open("10.0.0.7")  # never freed: its worker died
    game = create(client).json
    path = f"/v1/games/{game['game_id']}/stream?idle_timeout_s=0.1"
    assert_429(client.get(path, environ_base={"REMOTE_ADDR": "10.0.0.7"}), code="too_many_streams")
    now = abuse.time.time()
    monkeypatch.setattr(abuse.time, "time", lambda: now + slots.lease_s + 1)
    assert client.get(path, buffered=True, environ_base={"REMOTE_ADDR": "10.0.0.7"}).status_code == 200


@pytest.mark.parametrize("hops, forwarded, expected", [(0, "1.2.3.4", "10.0.0.1"), (1, "1.2.3.4", "1.2.3.4")])
def test_the_client_address_behind_trusted_proxies(hops, forwarded, expected):
    client = make_client(rate_limit_create="1/minute", proxy_hops=hops)
    headers = {"X-Forwarded-For": forwarded}
    assert client.post("/v1/games", json={"players": HUMANS}, headers=headers,
                       environ_base={"REMOTE_ADDR": "10.0.0.1"}).status_code == 201
    # A second creation from the address the limiter counted is refused, from the other one allowed.
    other = "10.0.0.1" if expected == "1.2.3.4" else "1.2.3.4"
    assert client.post("/v1/games", json={"players": HUMANS}, headers={"X-Forwarded-For": other},
                       environ_base={"REMOTE_ADDR": "10.0.0.1" if hops else other}).status_code == 201
    assert_429(client.post("/v1/games", json={"players": HUMANS}, headers=headers,
                           environ_base={"REMOTE_ADDR": "10.0.0.1"}))
