"""The subscriptions API: ownership by the calling client, bad input as 4xx JSON with nothing stored, and outbound protection."""

from __future__ import annotations

import pytest

from shared.app.clients.integrators import HEADER, ClientRegistry
from shared.app.webhooks.delivery import Deliverer, post
from shared.app.webhooks.subscriptions import WebhookRegistry
from shared.base.config import Config
from shared.http.factory import create_app
from shared.store.keys import webhook_endpoints_key
from tests.conftest import CLIENT_KEY_ENVIRON
from tests.webhooks.test_webhooks_flow import CONFIG, play, receiver  # noqa: F401

URL = "http://127.0.0.1:9/hook"


@pytest.fixture
def client(fake_redis):
    return create_app("counting_race", CONFIG, redis=fake_redis).test_client()


def error(response, status, code=None):
    assert response.status_code == status, response.json
    body = response.json["error"]
    assert set(body) == {"code", "message", "details"}
    if code:
        assert body["code"] == code
    return body


def another_client(fake_redis, client_id="other", scopes=("webhooks:write",)):
    """A second integrator client's key header (the suite's default client is tests/conftest.py's)."""
    _, key = ClientRegistry(fake_redis, CONFIG.key_prefix).create(client_id, client_id.title(), list(scopes))
    return {HEADER: key}


def test_an_endpoint_belongs_to_its_client(client, fake_redis):
    first = client.post("/v1/webhooks", json={"url": URL, "events": ["turn_started"]}).json
    assert first["secret"].startswith("whsec_") and "token" not in first
    second = client.post("/v1/webhooks", json={"url": URL, "events": ["game_finished"]}).json
    listed = client.get("/v1/webhooks").json["webhooks"]
    assert {w["id"] for w in listed} == {first["webhook"]["id"], second["webhook"]["id"]}
    assert all("secret" not in w and "owner" not in w and "secrets" not in w for w in listed)
    other = another_client(fake_redis)
    theirs = client.post("/v1/webhooks", json={"url": URL, "events": ["turn_started"]}, headers=other).json
    assert [w["id"] for w in client.get("/v1/webhooks", headers=other).json["webhooks"]] == [theirs["webhook"]["id"]]
    wid = first["webhook"]["id"]
    error(client.get(f"/v1/webhooks/{wid}", headers=other), 403, "forbidden")
    error(client.patch(f"/v1/webhooks/{wid}", json={"paused": True}, headers=other), 403)
    error(client.delete(f"/v1/webhooks/{wid}", headers=other), 403)
    error(client.post(f"/v1/webhooks/{wid}/rotate-secret", headers=other), 403)
    error(client.get(f"/v1/webhooks/{wid}/deliveries", headers=other), 403)
    error(client.post(f"/v1/webhooks/{wid}/deliveries/msg_x/redeliver", headers=other), 403)
    assert client.get(f"/v1/webhooks/{wid}").json["status"] == "active"  # nothing the stranger did stuck
    error(client.get("/v1/webhooks/ep_nope"), 404, "not_found")
    patched = client.patch(f"/v1/webhooks/{wid}", json={"events": ["game_finished", "turn_started"],
                                                        "filters": {"games": ["g1"]}, "paused": True})
    assert patched.json["events"] == ["turn_started", "game_finished"] and patched.json["status"] == "paused"
    assert patched.json["filters"] == {"games": ["g1"], "tournaments": [], "users": [], "happenings": []}
    assert client.delete(f"/v1/webhooks/{wid}").status_code == 204
    error(client.get(f"/v1/webhooks/{wid}"), 404)


def test_the_webhooks_api_needs_a_client_with_the_webhooks_scope(client, fake_redis):
    client.environ_base.pop(CLIENT_KEY_ENVIRON, None)  # no key at all
    error(client.get("/v1/webhooks"), 401, "unauthenticated")
    error(client.post("/v1/webhooks", json={"url": URL, "events": ["turn_started"]}), 401)
    reader = another_client(fake_redis, "reader", ("games:read",))
    error(client.get("/v1/webhooks", headers=reader), 403)
    error(client.post("/v1/webhooks", json={"url": URL, "events": ["turn_started"]}, headers=reader), 403)
    assert not fake_redis.hlen(webhook_endpoints_key(CONFIG.key_prefix))


@pytest.mark.parametrize("body, field", [
    ({"events": ["turn_started"]}, "url"),
    ({"url": URL}, "events"),
    ({"url": URL, "events": []}, "events"),
    ({"url": URL, "events": ["nope"]}, "events"),
    ({"url": "ftp://example.org/x", "events": ["turn_started"]}, "url"),
    ({"url": "http://user:pw@127.0.0.1/x", "events": ["turn_started"]}, "url"),
    ({"url": "http://127.0.0.1:99999/x", "events": ["turn_started"]}, "url"),
    ({"url": URL, "events": ["turn_started"], "filters": {"planets": ["x"]}}, "filters"),
    ({"url": URL, "events": ["turn_started"], "filters": {"games": [""]}}, "filters"),
    ({"url": URL, "events": ["turn_started"], "colour": "red"}, "colour"),
])
def test_bad_subscriptions_are_refused_and_store_nothing(client, fake_redis, body, field):
    response = client.post("/v1/webhooks", json=body)
    assert response.status_code == 422, response.json
    assert field in str(response.json["error"]["details"])
    assert not fake_redis.hlen(webhook_endpoints_key(CONFIG.key_prefix))


def test_private_addresses_are_refused_when_protection_is_on(fake_redis):
    guarded = create_app("counting_race", Config(dispatch="inline"), redis=fake_redis).test_client()
    for url in ("http://127.0.0.1:8080/x", "http://10.0.0.7/x", "http://169.254.169.254/latest", "http://[::1]/x",
                "http://localhost/x"):
        body = error(guarded.post("/v1/webhooks", json={"url": url, "events": ["turn_started"]}), 422)
        assert body["code"] == "forbidden_destination", url
    # At delivery time too (a name may resolve elsewhere later): refused before connecting.
    assert post("http://127.0.0.1:9/x", b"{}", {}, 1.0, True) == (None, "forbidden_destination")


def test_redirects_are_failures_never_followed(client, fake_redis):
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    hits = []

    class Redirect(BaseHTTPRequestHandler):
        def log_message(self, *args):
            return None

        def do_POST(self):
            hits.append(self.path)
            self.send_response(307)
            self.send_header("location", "/elsewhere")
            self.send_header("content-length", "0")
            self.end_headers()

    server = ThreadingHTTPServer(("127.0.0.1", 0), Redirect)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        hook = client.post("/v1/webhooks", json={"url": f"http://127.0.0.1:{server.server_address[1]}/hook",
                                                 "events": ["game_started"]}).json
        play(client)
        Deliverer(fake_redis, CONFIG).run(hook["webhook"]["id"])
        assert hits and set(hits) == {"/hook"}
        log = client.get(f"/v1/webhooks/{hook['webhook']['id']}/deliveries").json["deliveries"]
        assert log[0]["log"][0]["error"] == "HTTP 307"
    finally:
        server.shutdown()
        server.server_close()


def test_signing_secrets_are_sealed_at_rest(client, fake_redis):
    hook = client.post("/v1/webhooks", json={"url": URL, "events": ["turn_started"]}).json
    stored = fake_redis.hget(webhook_endpoints_key(CONFIG.key_prefix), hook["webhook"]["id"])
    secret_body = hook["secret"].removeprefix("whsec_")
    assert secret_body.encode() not in stored
    registry = WebhookRegistry(fake_redis, CONFIG)
    assert registry.signing_secrets(registry.get(hook["webhook"]["id"]), 0) == [hook["secret"]]


def test_the_webhook_settings_come_from_the_environment():
    config = Config.from_env({"WEBHOOK_RETRY_S": "1,2.5", "WEBHOOK_BLOCK_PRIVATE": "off", "WEBHOOK_TIMEOUT_S": "2",
                              "WEBHOOK_PAUSE_AFTER_DEAD": "3", "WEBHOOK_SECRET_GRACE_S": "60"})
    assert config.webhook_retry_s == (1.0, 2.5) and not config.webhook_block_private
    assert (config.webhook_timeout_s, config.webhook_pause_after_dead, config.webhook_secret_grace_s) == (2.0, 3, 60)
    default = Config.from_env({})
    assert default.webhook_block_private and sum(default.webhook_retry_s) >= 24 * 3600
    assert "webhook_secrets_key" not in repr(Config(webhook_secrets_key="c2VjcmV0"))


def test_the_webhook_key_names_are_pinned():
    from shared.store import keys

    assert keys.webhook_endpoints_key("p:") == "p:webhooks:{endpoints}:all"
    assert keys.webhook_cursor_key("p:", "g1") == "p:game:{g1}:meta:webhooks:cursor"
    assert keys.seek_webhook_cursor_key("p:", "race") == "p:tabletop:seeks:{race}:formed:webhooks:cursor"
    k = keys.WebhookKeys("p:", "ep1")
    assert k.names() == tuple(f"p:webhooks:{{wh:ep1}}:{n}" for n in ("deliveries", "pending", "log", "seq", "lease",
                                                                       "queued"))


def test_a_client_owns_a_bounded_number_of_endpoints(client, fake_redis, monkeypatch):
    from shared.app.webhooks import subscriptions as webhooks

    monkeypatch.setattr(webhooks, "MAX_ENDPOINTS_PER_OWNER", 2)
    for _ in range(2):
        assert client.post("/v1/webhooks", json={"url": URL, "events": ["turn_started"]}).status_code == 201
    error(client.post("/v1/webhooks", json={"url": URL, "events": ["turn_started"]}), 409, "too_many_webhooks")
    assert len(client.get("/v1/webhooks").json["webhooks"]) == 2
    other = another_client(fake_redis)  # the bound is per client
    assert client.post("/v1/webhooks", json={"url": URL, "events": ["turn_started"]}, headers=other).status_code == 201
