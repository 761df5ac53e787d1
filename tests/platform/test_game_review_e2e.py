"""Issue 35 end to end with a real worker: a finished game's review asked through the API of a service that
dispatches to Celery (the real Redis as broker) is run by `tabletop worker analysis`, a process consuming the
analysis queue only, and its result is the one `tabletop analyse` computes offline from the export."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest
import redis as redis_lib

from shared.base.config import Config
from shared.http.factory import create_app
from shared.tools import cli
from tests.platform.test_e2e import ROOT

pytestmark = [pytest.mark.e2e, pytest.mark.integration]
SETTINGS = {"analysis_worlds": 1, "analysis_check_worlds": 1, "analysis_game_worlds": 60}
PLAYERS = [{"name": f"b{i}", "kind": "bot", "policy": "heuristic"} for i in range(3)]


def test_the_analysis_worker_reviews_a_game_asked_for_through_the_api(real_redis_url, key_prefix, real_redis,
                                                                     tmp_path, capsys):
    inline = create_app("modern_society", Config(redis_url=real_redis_url, key_prefix=key_prefix,
                                                 dispatch="inline", **SETTINGS), redis=real_redis).test_client()
    game_id = inline.post("/v1/games", json={"players": PLAYERS, "seed": 9}).json["game_id"]
    export = inline.get(f"/v1/games/{game_id}/events?raw=true", headers={"Accept": "application/x-ndjson"}).data
    (tmp_path / "game.ndjson").write_bytes(export)

    env = dict(os.environ, REDIS_URL=real_redis_url, KEY_PREFIX=key_prefix, PYTHONPATH=ROOT,
               **{f"ANALYSIS_{name.upper()}": str(value) for name, value in
                  (("worlds", 1), ("check_worlds", 1), ("game_worlds", 60))})
    worker = subprocess.Popen([sys.executable, "-m", "shared.tools.cli", "worker", "analysis", "--loglevel", "WARNING"],
                              cwd=ROOT, env=env, start_new_session=True)
    try:
        service = create_app("modern_society", Config(redis_url=real_redis_url, key_prefix=key_prefix,
                                                      dispatch="celery", **SETTINGS),
                             redis=redis_lib.Redis.from_url(real_redis_url)).test_client()
        asked = service.post(f"/v1/games/{game_id}/analysis")
        assert asked.status_code == 202 and asked.json["job"]["status"] == "queued"
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            document = service.get(f"/v1/games/{game_id}/analysis").json
            if document["job"]["status"] in ("done", "failed"):
                break
            time.sleep(0.5)
        assert document["job"]["status"] == "done", document["job"]
        assert cli.main(["analyse", str(tmp_path / "game.ndjson"), "--json", "--worlds", "1",
                         "--check-worlds", "1", "--game-worlds", "60"]) == 0
        assert json.loads(capsys.readouterr().out) == document["result"]
    finally:
        os.killpg(worker.pid, signal.SIGTERM)
        try:
            worker.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(worker.pid, signal.SIGKILL)
