"""The tournament service refuses what the game service refuses (issue 26, item 3): body integers are
integers (no 1.5, no 1.0, no "12", no true) and clock seconds are numbers, never strings. Every refusal
is a 422 in the JSON error shape and creates nothing."""

from __future__ import annotations

import pytest

from services.tournaments.api import create_app
from shared.base.config import Config
from tests.tournaments.test_tournament_api import GAME, bots

BAD_INTEGERS = [1.5, 2.5, 1.0, "3", "12", True, False, [2], {"n": 2}, 2**63, 1e300]


@pytest.fixture
def client(fake_redis):
    return create_app(Config(dispatch="inline", key_prefix="si:"), redis=fake_redis).test_client()


def body(**overrides):
    return {"game": GAME, "format": "swiss", "rounds": 2, "table_sizes": [3], "seed": 12,
            "entrants": bots(6), **overrides}


def stored(fake_redis):
    """Every key but the rate limiter's counters (a refused request is still a request) and the integrator
    clients' registry (the test suite's client is made sure of by its first request, refused or not)."""
    return sorted(k for k in fake_redis.keys("si:*")
                  if b":ratelimit:" not in k and not k.startswith((b"si:tabletop:client:", b"si:tabletop:clients")))


def refused(client, fake_redis, payload):
    before = stored(fake_redis)
    response = client.post("/v1/tournaments", json=payload)
    assert response.status_code == 422, (response.status_code, response.get_data(as_text=True)[:300])
    error = response.json["error"]
    assert error["code"] and error["message"] and isinstance(error["details"], dict)
    assert stored(fake_redis) == before, "a refused tournament left keys behind"
    return error


@pytest.mark.parametrize("value", BAD_INTEGERS)
@pytest.mark.parametrize("field", ["seed", "rounds", "advance"])
def test_integer_fields_refuse_every_non_integer(client, fake_redis, field, value):
    error = refused(client, fake_redis, body(**{field: value}))
    assert field in str(error["details"])


@pytest.mark.parametrize("value", [3.5, 3.0, "3", True])
def test_table_sizes_are_integers(client, fake_redis, value):
    refused(client, fake_redis, body(table_sizes=[value]))


@pytest.mark.parametrize("value", [1.5, "2", True])
def test_rank_points_are_integers(client, fake_redis, value):
    refused(client, fake_redis, body(rank_points={"3": [value, 1, 0]}))


@pytest.mark.parametrize("value", ["600", True, None, [600]])
def test_clock_seconds_are_numbers_never_strings(client, fake_redis, value):
    entrants = [{"id": "h", "name": "hana", "kind": "human"}, *bots(5)]
    error = refused(client, fake_redis, body(entrants=entrants, clock={"kind": "fischer", "base_s": value}))
    assert "base_s" in str(error["details"])


def test_the_same_body_with_integers_is_created(client):
    entrants = [{"id": "h", "name": "hana", "kind": "human"}, *bots(5)]
    response = client.post("/v1/tournaments", json=body(entrants=entrants, rank_points={"3": [2, 1, 0]},
                                                         clock={"kind": "fischer", "base_s": 60.5}))
    assert response.status_code == 201, response.json
    document = client.get(f"/v1/tournaments/{response.json['tournament_id']}").json
    assert document["rounds"] == 2 and document["table_sizes"] == [3]
