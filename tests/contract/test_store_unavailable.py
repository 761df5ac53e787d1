"""When Redis cannot be reached the API answers 503 (documented on every operation), not 500."""

from __future__ import annotations

import fakeredis

from shared.base.config import Config
from shared.http.factory import create_app


def test_an_unreachable_store_is_503_with_the_error_body():
    server = fakeredis.FakeServer()
    client = create_app("academic_society", Config(dispatch="inline"), redis=fakeredis.FakeRedis(server=server)
                        ).test_client()
    server.connected = False  # fakeredis then raises redis.ConnectionError on every call
    response = client.get("/v1/games/nope/events")
    assert response.status_code == 503
    assert response.json["error"]["code"] == "unavailable"
