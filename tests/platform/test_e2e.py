"""End to end with real processes: Redis, gunicorn (gevent), a Celery worker.

A game with one human seat and bot seats is played to the end over HTTP; the
bots move through the worker, the projections catch up, the scoring is
appended and the audit passes. Run once on the real Redis, once on the
embedded fakeredis server.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid

import pytest
import redis as redis_lib
import requests

from shared.store.connection import answers
from shared.tools.embedded_redis import free_port

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Stack:
    """`instances` gunicorn instances of one service and `workers` Celery workers on one Redis. app: the
    gunicorn application (the fixture game's by default); extra_games: TABLETOP_EXTRA_GAMES, the games the
    deployment hosts beside its own."""

    def __init__(self, redis_url: str, prefix: str, instances: int = 1, workers: int = 1,
                 app: str = "tests.fixture_app:create_app()", extra_games: str = "counting_race=tests.fixture_game"):
        self.redis_url = redis_url
        self.prefix = prefix
        self.ports = [free_port() for _ in range(instances)]
        self.workers = workers
        self._turn = 0
        self.env = dict(
            os.environ,
            REDIS_URL=redis_url,
            KEY_PREFIX=prefix,
            PYTHONPATH=ROOT,
            TABLETOP_EXTRA_GAMES=extra_games,
            DISPATCH="celery",
        )
        self.processes: list[subprocess.Popen] = []
        self.app = app

    @property
    def base(self) -> str:
        """Each call may land on another instance, as behind a load balancer."""
        self._turn += 1
        return f"http://127.0.0.1:{self.ports[self._turn % len(self.ports)]}"

    def start(self):
        for port in self.ports:
            self.processes.append(subprocess.Popen(
                [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "--workers", "2",
                 "--bind", f"127.0.0.1:{port}", self.app],
                cwd=ROOT, env=self.env,
            ))
        for index in range(self.workers):
            self.processes.append(subprocess.Popen(
                [sys.executable, "-m", "celery", "-A", "shared.workers.app:celery_app", "worker", "--loglevel", "WARNING",
                 "-Q", f"{self.prefix}tabletop.projections,{self.prefix}tabletop.automated,{self.prefix}tabletop.webhooks",
                 "--concurrency", "2", "--pool", "prefork", "--without-gossip", "--without-mingle",
                 "--without-heartbeat", "--hostname", f"e2e{index}@%h"],
                cwd=ROOT, env=self.env,
            ))
        deadline = time.monotonic() + 60
        for port in self.ports:
            while True:
                try:
                    if requests.get(f"http://127.0.0.1:{port}/healthz", timeout=1).ok:
                        break
                except requests.RequestException:
                    if time.monotonic() > deadline:
                        raise RuntimeError("gunicorn did not come up") from None
                    time.sleep(0.2)
        return self

    def stop(self):
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()


def play_to_the_end(stack: Stack):
    created = requests.post(f"{stack.base}/v1/games", json={
        "players": [
            {"name": "human", "kind": "human"},
            {"name": "bot-a", "kind": "bot", "policy": "random"},
            {"name": "bot-b", "kind": "bot", "policy": "greedy"},
        ],
        "seed": 2024,
    }, timeout=10)
    assert created.status_code == 201, created.text
    game_id = created.json()["game_id"]
    headers = {"Authorization": f"Bearer {created.json()['seats'][0]['token']}"}

    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        state = requests.get(f"{stack.base}/v1/games/{game_id}", headers=headers, timeout=10).json()
        if state["status"] == "finished" and state["result"] is not None:
            break
        legal = requests.get(f"{stack.base}/v1/games/{game_id}/legal", headers=headers, timeout=10).json()
        if not legal["commands"]:
            time.sleep(0.05)  # the bots are moving through the worker
            continue
        command = dict(legal["commands"][0], expected_version=legal["version"])
        response = requests.post(f"{stack.base}/v1/games/{game_id}/commands", json=command, headers=headers, timeout=10)
        assert response.status_code in (201, 409), response.text
    else:
        pytest.fail("the game did not finish")

    events = requests.get(f"{stack.base}/v1/games/{game_id}/events", timeout=10).json()
    actors = {e["actor"] for e in events["events"]}
    assert {1, 2} <= actors, "the bot seats moved (through the worker)"
    assert events["events"][-1]["type"] == "game_finished"

    # The read model catches up to the final version without falling back to the stream.
    final = events["version"]
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        response = requests.get(f"{stack.base}/v1/games/{game_id}", timeout=10)
        if response.headers.get("X-Read-Model") == "projection" and response.json()["version"] == final:
            break
        time.sleep(0.05)
    else:
        pytest.fail("the projection never caught up")
    assert response.json()["result"]["winners"]
    lobby = requests.get(f"{stack.base}/v1/games?status=finished", timeout=10).json()
    assert game_id in [g["game_id"] for g in lobby["games"]]

    audit = requests.get(f"{stack.base}/v1/games/{game_id}/audit", timeout=30).json()
    assert audit["ok"], audit
    assert not audit["checks"]["decisions"]["skipped"] and not audit["checks"]["projection"]["skipped"]

    # The finished game reaches the transparency log through the worker's sequencer, and `tabletop
    # verify --log` proves its head is included under a signed tree head (issue 21).
    deadline = time.monotonic() + 30
    while requests.get(f"{stack.base}/v1/log/proof/inclusion", params={"game_id": game_id, "version": final},
                       timeout=10).status_code != 200:
        if time.monotonic() > deadline:
            pytest.fail("the finished game never reached the transparency log")
        time.sleep(0.1)
    from shared.tools import cli

    assert cli.main(["verify", f"{stack.base}/v1/games/{game_id}/events", "--log", stack.base]) == 0


def _cleanup(url: str, prefix: str):
    client = redis_lib.Redis.from_url(url)
    keys = list(client.scan_iter(match=f"{prefix}*", count=1000))
    if keys:
        client.delete(*keys)


def test_whole_game_on_the_real_redis(real_redis_url):
    prefix = f"e2e:{uuid.uuid4().hex[:8]}:"
    stack = Stack(real_redis_url, prefix)
    try:
        play_to_the_end(stack.start())
    finally:
        stack.stop()
        _cleanup(real_redis_url, prefix)


def test_whole_game_on_the_embedded_server():
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "shared.tools.embedded_redis", "--port", str(port)], cwd=ROOT)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        for _ in range(100):
            if answers(url):
                break
            time.sleep(0.1)
        stack = Stack(url, "e2e:")
        try:
            play_to_the_end(stack.start())
        finally:
            stack.stop()
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_scale_out_two_instances_and_two_workers_share_one_game(real_redis_url):
    """DESIGN.md "Running it": several gunicorn instances per service and several Celery workers."""
    prefix = f"e2e:{uuid.uuid4().hex[:8]}:"
    stack = Stack(real_redis_url, prefix, instances=2, workers=2)
    try:
        play_to_the_end(stack.start())
    finally:
        stack.stop()
        _cleanup(real_redis_url, prefix)


def test_simultaneous_choices_posted_concurrently_are_all_accepted(real_redis_url):
    """Several seats owe a choice at once and answer at the same moment, through different
    gunicorn workers: every command lands (conflicting appends are decided again), none is lost."""
    import threading

    prefix = f"e2e:{uuid.uuid4().hex[:8]}:"
    stack = Stack(real_redis_url, prefix, instances=2, workers=1)
    try:
        stack.start()
        created = requests.post(f"{stack.base}/v1/games", json={
            "players": [{"name": f"p{i}", "kind": "human"} for i in range(4)],
            "options": {"simultaneous": True, "target": 100},
        }, timeout=10).json()
        game_id = created["game_id"]
        bases = [stack.base for _ in range(4)]
        for round_number in range(1, 6):
            barrier = threading.Barrier(4)
            statuses = []

            def choose(seat, token, base, barrier=barrier, statuses=statuses):
                barrier.wait()
                response = requests.post(f"{base}/v1/games/{game_id}/commands", json={"type": "add", "amount": 1},
                                         headers={"Authorization": f"Bearer {token}"}, timeout=20)
                statuses.append((response.status_code, response.json().get("version")))

            threads = [threading.Thread(target=choose, args=(s["seat"], s["token"], bases[s["seat"]]))
                       for s in created["seats"]]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert [status for status, _ in statuses] == [201] * 4
            latest = max(version for _, version in statuses)
            view = requests.get(f"{stack.base}/v1/games/{game_id}?min_version={latest}&wait_ms=2000", timeout=10).json()
            assert view["view"]["round"] == round_number + 1 and view["pending"] == [0, 1, 2, 3]
        events = requests.get(f"{stack.base}/v1/games/{game_id}/events", timeout=10).json()["events"]
        assert [e["type"] for e in events].count("round_ended") == 5
        assert [e["type"] for e in events].count("chose") == 20
        assert requests.get(f"{stack.base}/v1/games/{game_id}/audit", timeout=30).json()["checks"]["hash_chain"]["ok"]
    finally:
        stack.stop()
        _cleanup(real_redis_url, prefix)


def test_make_run_starts_every_service_prints_the_urls_and_stops_on_ctrl_c(real_redis_url):
    """Issue 2 item 8: `make run` (shared.tools.cli run) starts each game service under gunicorn and a worker,
    prints the URLs, and Ctrl-C stops them all."""
    import signal

    from shared.domain.registry import available_games

    ports = {game: free_port() for game in [*available_games(), "tournaments"]}
    env = dict(os.environ, REDIS_URL=real_redis_url, KEY_PREFIX=f"e2e:{uuid.uuid4().hex[:8]}:", PYTHONPATH=ROOT,
               **{f"{game.upper()}_PORT": str(port) for game, port in ports.items()})
    process = subprocess.Popen([sys.executable, "-m", "shared.tools.cli", "run"], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    try:
        printed = []
        while len(printed) < len(ports):
            line = process.stdout.readline()
            assert line, "make run ended early"
            if "http://127.0.0.1:" in line:
                printed.append(line)
        for game, port in ports.items():
            assert any(f"{game}: http://127.0.0.1:{port}" in line for line in printed)
            deadline = time.monotonic() + 60
            while True:
                try:
                    health = requests.get(f"http://127.0.0.1:{port}/healthz", timeout=2).json()
                    assert health.get("game", health.get("service")) == game
                    break
                except requests.RequestException:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.2)
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=60) == 0
        for port in ports.values():
            with pytest.raises(requests.ConnectionError):
                requests.get(f"http://127.0.0.1:{port}/healthz", timeout=2)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
