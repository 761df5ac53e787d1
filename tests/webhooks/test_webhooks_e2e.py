"""End to end with real processes (gunicorn, a Celery worker, Redis): a correspondence game (a day per
decision) notifies a subscribed receiver of each of its player's turns and of the end, signed; the worker is
killed (SIGKILL) halfway and another started, and no delivery is lost or shown twice after deduplication."""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid

import pytest
import requests

from shared.tools.cli import beat_command
from tests.platform.test_e2e import ROOT, Stack, _cleanup
from tests.webhooks.receiver import Receiver

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


def start_worker(stack: Stack, name: str) -> subprocess.Popen:
    queues = ",".join(f"{stack.prefix}tabletop.{q}" for q in ("projections", "automated", "webhooks"))
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "shared.workers.app:celery_app", "worker", "--loglevel", "WARNING",
         "-Q", queues, "--concurrency", "2", "--pool", "threads", "--without-gossip", "--without-mingle",
         "--without-heartbeat", "--hostname", f"{name}@%h"], cwd=ROOT, env=stack.env)


def test_a_correspondence_game_notifies_each_turn_and_the_end_through_a_killed_worker(real_redis_url):
    prefix = f"e2e:{uuid.uuid4().hex[:8]}:"
    stack = Stack(real_redis_url, prefix, workers=0)
    stack.env["WEBHOOK_BLOCK_PRIVATE"] = "off"  # the receiver is on 127.0.0.1
    stack.env["SWEEP_EVERY_S"] = "2"  # beat's sweep: what recovers a task the killed worker held, as deployed
    receiver = Receiver()
    worker = beat = None
    beat_dir = tempfile.mkdtemp(prefix="e2e-beat-")
    try:
        stack.start()
        worker = start_worker(stack, "first")
        beat = subprocess.Popen(beat_command(beat_dir, loglevel="ERROR"), cwd=ROOT, env=stack.env)
        hook = requests.post(f"{stack.base}/v1/webhooks", timeout=10, json={
            "url": receiver.url, "events": ["turn_started", "game_finished"], "filters": {"users": ["ada"]}})
        assert hook.status_code == 201, hook.text
        receiver.secrets.append(hook.json()["secret"])
        created = requests.post(f"{stack.base}/v1/games", timeout=10, json={
            "players": [{"name": "ada", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "greedy"}],
            "seed": 5, "options": {"target": 12}, "clock": {"kind": "deadline", "per_decision_s": 86400}}).json()
        game_id, token = created["game_id"], created["seats"][0]["token"]
        headers = {"Authorization": f"Bearer {token}"}
        moves, killed = 0, False
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            state = requests.get(f"{stack.base}/v1/games/{game_id}", headers=headers, timeout=10).json()
            if state["status"] == "finished":
                break
            legal = requests.get(f"{stack.base}/v1/games/{game_id}/legal", headers=headers, timeout=10).json()
            if not legal["commands"]:
                time.sleep(0.05)
                continue
            response = requests.post(f"{stack.base}/v1/games/{game_id}/commands", headers=headers, timeout=10,
                                     json=dict(legal["commands"][0], expected_version=legal["version"]))
            assert response.status_code in (201, 409), response.text
            moves += response.status_code == 201
            if moves == 3 and not killed:
                worker.send_signal(signal.SIGKILL)  # mid-game: whatever it held is lost with it
                worker.wait(timeout=10)
                worker = start_worker(stack, "second")  # its start-up sweep picks up what was left
                killed = True
        else:
            pytest.fail("the game did not finish")
        until = time.monotonic() + 60
        while not receiver.events("game_finished") and time.monotonic() < until:
            time.sleep(0.2)
        events = requests.get(f"{stack.base}/v1/games/{game_id}/events", timeout=10).json()["events"]
        turns = receiver.events("turn_started")
        assert receiver.bad_signatures == 0 and killed
        # One turn per decision ada owed (each a day long), in the game's order, then the end.
        assert len(turns) >= moves and all(t["data"]["user"] == "ada" and t["data"]["deadline"] for t in turns)
        versions = [t["data"]["version"] for t in turns]
        assert versions == sorted(set(versions))
        finished = receiver.events("game_finished")
        assert len(finished) == 1 and finished[0]["data"]["version"] == events[-1]["version"]
        log = requests.get(f"{stack.base}/v1/webhooks/{hook.json()['webhook']['id']}/deliveries?limit=500",
                           timeout=10).json()
        assert {d["status"] for d in log["deliveries"]} == {"delivered"}
        assert len(log["deliveries"]) == len(receiver.unique)
    finally:
        for process in (worker, beat):  # the restarted worker too, whatever failed above
            if process is not None:
                process.terminate()
                try:
                    process.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    process.kill()
        shutil.rmtree(beat_dir, ignore_errors=True)
        receiver.stop()
        stack.stop()
        _cleanup(real_redis_url, prefix)
