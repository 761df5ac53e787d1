"""Issue 20 end to end with real processes: a game played through gunicorn and a Celery worker on a real
Redis is archived by `tabletop archive run` (PostgreSQL when one answers, else SQLite), leaves Redis, and
the running service serves it from the archive: the same raw bytes, the audit, the lobby."""

from __future__ import annotations

import subprocess
import sys
import time
import uuid

import pytest
import redis as redis_lib
import requests

from tests.platform.archive_backends import open_backend, postgres_answers
from tests.platform.test_e2e import ROOT, Stack, _cleanup

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


def test_a_game_played_through_the_stack_is_archived_and_still_served(real_redis_url, tmp_path):
    archive_url, drop = open_backend("postgresql" if postgres_answers() else "sqlite", tmp_path)
    prefix = f"e2e-archive:{uuid.uuid4().hex[:8]}:"
    stack = Stack(real_redis_url, prefix)
    stack.env.update(ARCHIVE_URL=archive_url, ARCHIVE_AFTER_S="0", ACCESS_LOG="off")
    try:
        stack.start()
        created = requests.post(f"{stack.base}/v1/games", json={"players": [
            {"name": "bot-a", "kind": "bot", "policy": "random"}, {"name": "bot-b", "kind": "bot", "policy": "greedy"}],
            "seed": 99}, timeout=10)
        game_id = created.json()["game_id"]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            response = requests.get(f"{stack.base}/v1/games/{game_id}", timeout=10)
            if response.headers.get("X-Read-Model") == "projection" and response.json()["result"]:
                break
            time.sleep(0.1)
        else:
            pytest.fail("the game did not finish")
        raw = requests.get(f"{stack.base}/v1/games/{game_id}/events?raw=true",
                           headers={"Accept": "application/x-ndjson"}, timeout=10).content
        archived = subprocess.run([sys.executable, "-m", "shared.tools.cli", "archive", "run", "--older-than", "0"],
                                  cwd=ROOT, env=stack.env, capture_output=True, text=True, timeout=120)
        assert archived.returncode == 0 and '"archived": 1' in archived.stdout, archived.stdout + archived.stderr
        client = redis_lib.Redis.from_url(real_redis_url)
        assert not client.exists(f"{prefix}game:{{{game_id}}}:events")
        assert client.exists(f"{prefix}game:{{{game_id}}}:archived")
        assert requests.get(f"{stack.base}/v1/games/{game_id}/events?raw=true",
                            headers={"Accept": "application/x-ndjson"}, timeout=10).content == raw
        assert requests.get(f"{stack.base}/v1/games/{game_id}/audit", timeout=30).json()["ok"]
        lobby = requests.get(f"{stack.base}/v1/games?status=finished", timeout=10).json()
        assert game_id in [g["game_id"] for g in lobby["games"]]
    finally:
        stack.stop()
        _cleanup(real_redis_url, prefix)
        drop()
