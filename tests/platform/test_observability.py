"""Metrics, JSON access logs and the sweep's health (platform issue 8, items 2 and 7)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import time

import fakeredis
import pytest
import requests
from celery import Celery

from shared.base.config import Config
from shared.bus import queues
from shared.http import metrics, observability
from shared.http.factory import create_app
from shared.tools.embedded_redis import free_port
from shared.workers import task_metrics
from shared.workers import tasks as workers
from shared.workers.app import make_celery
from shared.workers.worker import Worker
from tests.task_recorder import RecordingSender

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HUMANS = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]


@pytest.fixture
def redis():
    return fakeredis.FakeRedis()


@pytest.fixture
def config(key_prefix):
    return Config(dispatch="inline", key_prefix=key_prefix)


@pytest.fixture
def client(redis, config):
    return create_app("counting_race", config, redis=redis).test_client()


def sample(text: str, name: str, **labels) -> float | None:
    """The value of one sample in Prometheus text, None if absent."""
    for line in text.splitlines():
        if line.startswith("#") or not line.startswith(name):
            continue
        head, _, value = line.rpartition(" ")
        metric, _, label_text = head.partition("{")
        if metric != name:
            continue
        found = dict(part.split("=", 1) for part in label_text.rstrip("}").split(",") if part)
        if all(found.get(k) == json.dumps(v) for k, v in labels.items()):
            return float(value)
    return None


def test_metrics_content_type_and_request_counts_by_route_and_status(client):
    game = client.post("/v1/games", json={"players": HUMANS}).json
    route = "/v1/games/<game_id>/commands"
    series = {"game": "counting_race", "method": "POST", "route": route}  # other tests' games share the process
    before = sample(client.get("/metrics").get_data(as_text=True), "tabletop_http_requests_total",
                    **series, status="201") or 0
    token = {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    client.post(f"/v1/games/{game['game_id']}/commands", json={"type": "roll"}, headers=token)
    client.post(f"/v1/games/{game['game_id']}/commands", json={"type": "roll"}, headers=token)  # 409: not its turn
    response = client.get("/metrics")
    assert response.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8"
    text = response.get_data(as_text=True)
    assert sample(text, "tabletop_http_requests_total", **series, status="201") == before + 1
    assert sample(text, "tabletop_http_requests_total", **series, status="409") >= 1
    assert sample(text, "tabletop_http_request_duration_seconds_bucket", **series, status="201", le="+Inf") >= 1
    assert "# TYPE tabletop_http_request_duration_seconds histogram" in text


def test_task_runs_failures_and_retries_are_counted_for_every_worker(redis, config, client):
    # A worker app's receivers count only its own tasks: this one's count nothing here.
    make_celery(config, Worker(config, sender=RecordingSender(), redis=redis))
    app = Celery("metrics-test", broker="memory://")
    app.conf.task_always_eager = True
    task_metrics.connect_signals(lambda: redis, lambda: config)

    @app.task(name="probe.ok")
    def ok():
        return 1

    @app.task(name="probe.broken")
    def broken():
        raise ValueError("no")

    @app.task(name="probe.flaky", bind=True, max_retries=1)
    def flaky(self):
        raise self.retry(countdown=0)

    ok.apply()
    ok.apply()
    broken.apply()
    flaky.apply()
    text = client.get("/metrics").get_data(as_text=True)
    # Only this test's receivers (counting every app's tasks) saw these; the worker app's ignored them.
    assert sample(text, "tabletop_celery_tasks_total", task="probe.ok", outcome="succeeded") == 2
    assert sample(text, "tabletop_celery_tasks_total", task="probe.broken", outcome="failed") >= 1
    assert sample(text, "tabletop_celery_tasks_total", task="probe.flaky", outcome="retried") >= 1


def test_the_sweep_records_its_time_and_healthz_reports_it_stale_past_two_intervals(redis, config, client):
    health = client.get("/healthz")
    assert health.status_code == 200 and health.json["status"] == "ok"
    assert health.json["sweep"]["last_unix"] is None and health.json["sweep"]["stale"] is False  # never: unknown
    workers.sweep(Worker(config, sender=RecordingSender(), redis=redis))
    assert redis.get(f"{config.key_prefix}tabletop:sweep:last") is not None  # the cross-helper contract's key
    health = client.get("/healthz").json
    assert health["status"] == "ok" and health["sweep"]["age_s"] < 5
    text = client.get("/metrics").get_data(as_text=True)
    assert abs(sample(text, "tabletop_sweep_last_run_timestamp_seconds") - time.time()) < 5
    assert sample(text, "tabletop_sweep_stale") == 0
    redis.set(f"{config.key_prefix}tabletop:sweep:last", time.time() - 2 * config.sweep_every_s - 1)
    stale = client.get("/healthz")
    # 200, not 503: a load balancer must keep serving web pods when only beat is gone.
    assert stale.status_code == 200 and stale.json["status"] == "degraded" and stale.json["sweep"]["stale"]
    assert sample(client.get("/metrics").get_data(as_text=True), "tabletop_sweep_stale") == 1


def test_queue_depth_is_asked_of_the_broker(real_redis_url, key_prefix):
    config = Config(redis_url=real_redis_url, key_prefix=key_prefix)
    app = make_celery(config)
    settings = queues.celery_settings(config)  # what /metrics asks with: no app built in the web process
    import redis as redis_lib

    client = redis_lib.Redis.from_url(real_redis_url)
    routed = {route["queue"] for route in app.conf.task_routes.values()}
    try:
        assert metrics.queue_depths(settings) == metrics.queue_depths(app.conf) == dict.fromkeys(routed, 0)
        for _ in range(3):
            app.send_task("tabletop.sweep")
        assert metrics.queue_depths(settings)[app.conf.task_routes["tabletop.sweep"]["queue"]] == 3
    finally:
        for key in client.scan_iter(match=f"{key_prefix}*"):
            client.delete(key)
        client.close()


@pytest.fixture
def captured_access_log(tmp_path):
    previous = observability.access_log.destination or "stderr"
    path = tmp_path / "access.log"
    observability.access_log.open(str(path))
    yield path
    observability.access_log.open(previous)


def test_one_json_line_per_request_without_tokens_secrets_or_hidden_cards(redis, client, config, captured_access_log,
                                                                        caplog):
    caplog.set_level(logging.DEBUG)
    game = client.post("/v1/games", json={"players": HUMANS, "seed": 424242}).json
    gid = game["game_id"]
    tokens = [s["token"] for s in game["seats"]]
    for turn in range(6):
        seat = turn % 2
        headers = {"Authorization": f"Bearer {tokens[seat]}"}
        client.get(f"/v1/games/{gid}/legal", headers=headers)
        client.post(f"/v1/games/{gid}/commands", json={"type": "roll", "idempotency_key": f"k{turn}"}, headers=headers)
        client.get(f"/v1/games/{gid}", headers=headers)
    client.get(f"/v1/games/{gid}/stream?idle_timeout_s=0.1&ticket=secret-ticket-value", buffered=True)
    client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers={"Authorization": "Bearer wrong-token-xyz"})
    client.get("/v1/games/" + "x" * 100)  # refused before any view runs: logged all the same
    lines = captured_access_log.read_text().splitlines()
    records = [json.loads(line) for line in lines]
    assert len(records) == 1 + 6 * 3 + 3
    assert records[-1]["status"] == 404 and records[-1]["route"] == "/v1/games/<game_id>"
    command = next(r for r in records if r["route"] == "/v1/games/<game_id>/commands" and r["status"] == 201)
    assert command["game_id"] == gid and command["seat"] in (0, 1) and command["version"] >= 3
    assert command["method"] == "POST" and command["duration_ms"] > 0 and command["game"] == "counting_race"
    assert records[0]["version"] == 2 and records[0]["game_id"] == gid

    secret = redis.hgetall(f"{config.key_prefix}game:{{{gid}}}:secret")
    view = client.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {tokens[0]}"}).json
    hidden_card = json.dumps(view["view"]["seats"][0]["card"])  # seat 0's card, hidden from everyone else
    everything = captured_access_log.read_text() + "\n".join(r.getMessage() for r in caplog.records)
    forbidden = [*tokens, "wrong-token-xyz", "secret-ticket-value", "424242",
                 *(v.decode() for v in secret.values()), '"card": ' + hidden_card, '"card":' + hidden_card]
    for value in forbidden:
        assert value not in everything, value


@pytest.mark.e2e
@pytest.mark.integration
def test_every_gunicorn_worker_reports_the_same_request_totals(real_redis_url, key_prefix):
    port = free_port()
    env = dict(os.environ, REDIS_URL=real_redis_url, KEY_PREFIX=key_prefix, PYTHONPATH=ROOT, DISPATCH="inline",
               TABLETOP_EXTRA_GAMES="counting_race=tests.fixture_game", ACCESS_LOG="off")
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "--workers", "3",
                               "--bind", f"127.0.0.1:{port}", "tests.fixture_app:create_app()"], cwd=ROOT, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if requests.get(f"{base}/healthz", timeout=1).ok:
                    break
            except requests.RequestException:
                assert time.monotonic() < deadline, "gunicorn did not start"
                time.sleep(0.2)
        for _ in range(30):  # new connections: spread over the workers
            assert requests.get(f"{base}/v1/games", headers={"Connection": "close"}, timeout=5).ok
        totals = set()
        for _ in range(6):
            text = requests.get(f"{base}/metrics", headers={"Connection": "close"}, timeout=5).text
            totals.add(sample(text, "tabletop_http_requests_total", game="counting_race", method="GET",
                              route="/v1/games", status="200"))
        assert totals == {30.0}  # whichever worker answers, it counts every worker's requests
        # gunicorn's request-line limit (8190) lets a 5,000-character id reach the app's JSON 404.
        long_id = requests.get(f"{base}/v1/games/{'g' * 5000}", timeout=5)
        assert long_id.status_code == 404 and long_id.json()["error"]["details"]["field"] == "game_id"
    finally:
        server.terminate()
        server.wait(timeout=20)


def test_queue_depth_on_rabbitmq():
    """The production broker (DESIGN.md): a passive declare, on a queue of this test's own."""
    import uuid

    from kombu import Connection

    url = os.environ.get("TEST_AMQP_URL", "amqp://guest:guest@127.0.0.1:5672//")
    try:
        with Connection(url, connect_timeout=1) as probe:
            probe.ensure_connection(max_retries=1)
    except Exception:  # noqa: BLE001
        pytest.skip("no RabbitMQ answers at " + url)
    queue = f"tabletop.test-depth-{uuid.uuid4().hex[:8]}"
    app = Celery("depth-test", broker=url)
    app.conf.task_routes = {"probe.task": {"queue": queue}}
    try:
        for _ in range(3):
            app.send_task("probe.task")
        assert metrics.queue_depths(app.conf) == {queue: 3}
    finally:
        with Connection(url) as connection:
            connection.default_channel.queue_delete(queue)
