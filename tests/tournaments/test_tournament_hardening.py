"""The tournament service gets what every game service has (issue 8 on port 8004): bad ids and headers are
4xx before Redis is touched or a stream's 200 goes out, the health answer never names the server, the
stream is bounded per client, and requests are counted and logged."""

from __future__ import annotations

import redis as redis_lib

from services.tournaments.api import create_app
from shared.base.config import Config
from tests.tournaments.test_tournament_api import bots, create


def test_bad_ids_headers_and_ranges_are_4xx(fake_redis):
    client = create_app(Config(dispatch="inline", key_prefix="h:"), redis=fake_redis).test_client()
    tid = create(client, entrants=bots(4), table_sizes=[4], rounds=1)["tournament_id"]
    long_id = client.get(f"/v1/tournaments/{'x' * 5000}")
    assert long_id.status_code == 404 and long_id.json["error"]["details"]["field"] == "tournament_id"
    odd = client.get("/v1/tournaments/a%20b/events")
    assert odd.status_code == 404
    for header in ("9" * 26, "x1", "-3"):
        response = client.get(f"/v1/tournaments/{tid}/stream", headers={"Last-Event-ID": header})
        assert response.status_code == 400 and response.json["error"]["details"]["field"] == "Last-Event-ID"
    far = client.get(f"/v1/tournaments/{tid}/events", query_string={"from_version": 2**63 - 8, "limit": 200})
    assert far.status_code == 200 and far.json["events"] == []
    metrics = client.get("/metrics")
    assert metrics.status_code == 200 and 'route="/v1/tournaments/<tournament_id>/events"' in metrics.text


def test_the_health_answer_never_names_the_server():
    unreachable = redis_lib.Redis(host="127.0.0.1", port=1, socket_connect_timeout=0.2)
    client = create_app(Config(dispatch="inline", key_prefix="h:"), redis=unreachable).test_client()
    response = client.get("/healthz")
    assert response.status_code == 503 and response.json["redis"] == "ConnectionError"
    assert "127.0.0.1" not in response.text and ":1" not in response.text
