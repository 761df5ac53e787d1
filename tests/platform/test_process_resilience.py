"""Issue 8 items 1, 2 and 5: workers survive Redis restarts, `make run` supervises its children (beat is
one of them), Ctrl-C stops everything cleanly, and our workers never consume another program's queue."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import uuid

import pytest
import requests
from kombu import Connection
from kombu.simple import SimpleQueue

from shared.base.config import Config
from shared.bus.queues import TRANSPORT
from shared.store.broker_transport import DetachedChannelError, RedisTransport
from shared.tools.embedded_redis import free_port
from shared.tools.supervisor import Program, Supervisor
from tests.platform.redis_server import RedisServer, needs_redis_server

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _wait_for(condition, timeout_s: float, what: str):
    deadline = time.monotonic() + timeout_s
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s:.0f} s waiting for {what}")
        time.sleep(0.1)


@needs_redis_server
@pytest.mark.parametrize("transport", [None, TRANSPORT], ids=["kombu", "ours"])
def test_an_ack_on_a_channel_detached_by_a_connection_loss(tmp_path, transport):
    """The root cause, isolated. The state is the one the worker's tracebacks show: the consumer's `collect()`
    detached the transport (`client = None`) and the channel's pools were dropped (its close begins with
    that); then an ack (or the close's restore of unacked deliveries) needs a new pool. kombu's own
    transport raises AttributeError (fatal to a worker); ours raises a connection error, which Celery
    logs and survives (the end-to-end proof is the restart test below)."""
    server = RedisServer(str(tmp_path)).start()
    try:
        connection = Connection(server.url, transport=transport)
        channel = connection.channel()
        queue = SimpleQueue(channel, "detached-probe")
        queue.put({"n": 1})
        message = queue.get(timeout=5)  # delivered, not yet acknowledged (we ack late)
        connection.collect(socket_timeout=1)
        channel._disconnect_pools()
        if transport is None:
            with pytest.raises(AttributeError, match="'NoneType' object has no attribute"):
                message.ack()
        else:
            with pytest.raises(DetachedChannelError) as raised:
                message.ack()
            assert isinstance(raised.value, RedisTransport.connection_errors)
    finally:
        server.stop()


def test_a_channel_builds_one_client_per_pool_and_its_deliveries_are_acked(real_redis_url, real_redis, key_prefix):
    """Our channel shares one synchronous client per pool (kombu built one per ack and publish): the same
    messages come and are acknowledged, and a pool rebuilt gets its own client."""
    name = f"client-probe-{uuid.uuid4().hex[:8]}"  # under the test's key prefix: real_redis deletes what is left
    with Connection(real_redis_url, transport=TRANSPORT, transport_options={"global_keyprefix": key_prefix}) as connection:
        channel = connection.channel()
        queue = SimpleQueue(channel, name)
        try:
            for n in range(5):
                queue.put({"n": n})
            got = []
            for _ in range(5):
                message = queue.get(timeout=5)
                got.append(message.payload["n"])
                message.ack()
            assert got == list(range(5))
            client = channel._create_client()
            assert channel._create_client() is client and client.connection_pool is channel.pool
            assert channel.client is not client  # the BRPOP client, holding its connection, stays kombu's own
            channel._disconnect_pools()
            rebuilt = channel._create_client()
            assert rebuilt is not client and rebuilt.connection_pool is channel.pool
        finally:
            queue.close()


def _worker(kind: str, env: dict[str, str], log_path: str) -> subprocess.Popen:
    with open(log_path, "w") as log:
        return subprocess.Popen([sys.executable, "-m", "shared.tools.cli", "worker", kind, "--concurrency", "2"],
                                cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)


@needs_redis_server
def test_a_busy_worker_keeps_working_across_redis_restarts_and_never_touches_a_foreign_queue(tmp_path):
    """Items 1 and 5. A foreign Celery app leaves a task in the default queue `celery` of the same Redis (same
    key space: no KEY_PREFIX). Our automated worker, kept busy by a stream of tasks, sees Redis shut down
    (SHUTDOWN NOSAVE) and restarted three times; afterwards it is still running and still does its work, and the
    foreign task is still there, untouched (appendfsync always keeps it across the restarts)."""
    from celery import Celery

    from shared.workers.app import make_celery

    server = RedisServer(str(tmp_path / "redis")).start()
    env = dict(os.environ, REDIS_URL=server.url, KEY_PREFIX="", PYTHONPATH=ROOT)
    foreign = Celery("foreign", broker=server.url)
    foreign.send_task("foreign.add", args=(1, 2))
    assert server.client().llen("celery") == 1
    ours = make_celery(Config(redis_url=server.url))
    log_path = str(tmp_path / "worker.log")
    worker = _worker("automated", env, log_path)
    stop_publishing = threading.Event()

    def keep_busy():
        while not stop_publishing.is_set():
            try:
                ours.send_task("tabletop.sweep")
            except Exception:  # noqa: BLE001 - Redis is down part of the time; the stream just goes on
                time.sleep(0.2)
            time.sleep(0.02)

    publisher = threading.Thread(target=keep_busy, daemon=True)
    try:
        _wait_for(lambda: "ready" in open(log_path).read(), 60, "the worker to start")
        publisher.start()
        for _ in range(3):
            time.sleep(4)
            for _ in range(10):  # a burst, so the worker surely holds unacknowledged deliveries when Redis goes
                ours.send_task("tabletop.sweep")
            time.sleep(0.03)
            server.shutdown_nosave()
            time.sleep(3)
            server.start()
        time.sleep(4)
        stop_publishing.set()
        publisher.join(timeout=10)
        assert worker.poll() is None, open(log_path).read()[-3000:]
        # Still working: the sweep drops a pending advance of an unknown game kind once it sees it.
        client = server.client()
        client.zadd("sched:advance:pending", {"no_such_game:g1": 1})
        ours.send_task("tabletop.sweep")
        _wait_for(lambda: client.zscore("sched:advance:pending", "no_such_game:g1") is None, 60,
                  "the worker to run a task after the restarts")
        time.sleep(1)
        left = client.lrange("celery", 0, -1)
        assert len(left) == 1 and json.loads(left[0])["headers"]["task"] == "foreign.add"
        assert "Unrecoverable error" not in open(log_path).read()
    finally:
        stop_publishing.set()
        worker.terminate()
        try:
            worker.wait(timeout=20)
        except subprocess.TimeoutExpired:
            worker.kill()
        server.stop()


def test_queue_names_are_namespaced_behind_the_key_prefix():
    from shared.bus.queues import queue_name
    from shared.workers.app import make_celery

    config = Config(redis_url="redis://127.0.0.1:1/0", key_prefix="blue:")
    app = make_celery(config)
    assert queue_name(config, "automated") == "blue:tabletop.automated"
    assert app.conf.task_default_queue == "blue:tabletop.automated"
    routed = {route["queue"] for route in app.conf.task_routes.values()}
    assert routed == {"blue:tabletop.automated", "blue:tabletop.projections", "blue:tabletop.webhooks",
                      "blue:tabletop.archive", "blue:tabletop.analysis"}
    assert app.conf.control_exchange.startswith("blue:tabletop.")


def test_the_supervisor_restarts_a_killed_child_with_backoff_and_keeps_the_others(tmp_path):
    lines: list[str] = []
    sleeper = [sys.executable, "-c", "import time; time.sleep(120)"]
    crasher = [sys.executable, "-c", "raise SystemExit(3)"]
    supervisor = Supervisor([Program("a", sleeper), Program("b", sleeper), Program("crashes", crasher)],
                            cwd=ROOT, env=dict(os.environ), first_backoff_s=0.2, max_backoff_s=0.8,
                            stable_after_s=60, die_with_parent=False, log=lines.append)
    supervisor.start()
    try:
        a, b, crashes = supervisor.programs
        first_a, first_b = a.process.pid, b.process.pid
        os.kill(first_a, signal.SIGKILL)

        def tick_until(condition):
            deadline = time.monotonic() + 20
            while not condition():
                assert time.monotonic() < deadline, lines
                supervisor.poll_once()
                time.sleep(0.05)

        tick_until(lambda: a.process.pid != first_a and a.process.poll() is None)
        assert b.process.pid == first_b and b.process.poll() is None
        assert any("a (pid" in line and "signal SIGKILL" in line for line in lines)
        tick_until(lambda: crashes.restarts >= 4)
        assert crashes.backoff_s == 0.8  # 0.2, 0.4, 0.8, then capped
    finally:
        supervisor.stop()
    assert all(p.process.poll() is not None for p in supervisor.programs)


def _children(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children") as listing:
        return [int(child) for child in listing.read().split()]


def _cmdline(pid: int) -> str:
    with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
        return cmdline.read().replace(b"\0", b" ").decode()


def test_make_run_restarts_a_killed_child_keeps_the_rest_and_stops_cleanly_on_ctrl_c(real_redis_url):
    """`shared.tools.cli run` (make run): a gunicorn master killed with -9 comes back on its port while the other
    services keep answering; beat runs as its own process; SIGINT stops everything, exit 0, no traceback."""
    from shared.domain.registry import available_games

    ports = {game: free_port() for game in available_games()}
    env = dict(os.environ, REDIS_URL=real_redis_url, KEY_PREFIX=f"run:{uuid.uuid4().hex[:8]}:", PYTHONPATH=ROOT,
               WEB_WORKERS="1", **{f"{game.upper()}_PORT": str(port) for game, port in ports.items()})
    process = subprocess.Popen([sys.executable, "-m", "shared.tools.cli", "run"], cwd=ROOT, env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    stderr_lines: list[str] = []
    reader = threading.Thread(target=lambda: stderr_lines.extend(process.stderr), daemon=True)
    reader.start()

    def answers(port: int) -> bool:
        try:
            return requests.get(f"http://127.0.0.1:{port}/healthz", timeout=2).status_code == 200
        except requests.RequestException:
            return False

    try:
        for port in ports.values():
            _wait_for(lambda port=port: answers(port), 90, f"the service on {port}")
        children = {_cmdline(pid): pid for pid in _children(process.pid)}
        assert any(" beat " in cmd for cmd in children), children
        assert not any(" -B" in cmd.split("--")[0] or " -B " in cmd for cmd in children)
        victim_game, victim_port = next(iter(ports.items()))
        victim = next(pid for cmd, pid in children.items() if f"127.0.0.1:{victim_port}" in cmd)
        os.kill(victim, signal.SIGKILL)
        _wait_for(lambda: victim not in _children(process.pid) and answers(victim_port), 60,
                  f"{victim_game} to be restarted")
        assert all(answers(port) for port in ports.values())
        assert any(f"{victim_game} (pid {victim}) exited with signal SIGKILL" in line for line in stderr_lines)
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=60) == 0
        reader.join(timeout=10)
        assert not any("Traceback" in line for line in stderr_lines), "".join(stderr_lines)[-3000:]
        assert not any(answers(port) for port in ports.values())
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
