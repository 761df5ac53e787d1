"""Replay is deterministic across processes: games played in one process (one PYTHONHASHSEED)
are audited in another (another PYTHONHASHSEED): every draw and every decision is re-derived
from the revealed seed and the replayed state matches. Catches engines whose results depend
on set or dict-of-hash ordering, which a single process would never notice."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid

import pytest
import redis as redis_lib

from shared.domain.registry import available_games

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

pytestmark = pytest.mark.integration


def probe(args: list[str], hash_seed: str, stdin: str | None = None) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-m", "tests.platform.determinism_probe", *args], cwd=ROOT, env=env,
                          input=stdin, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


@pytest.mark.parametrize("game", available_games())
def test_games_audit_clean_in_another_process(game, real_redis_url):
    prefix = f"determinism:{uuid.uuid4().hex[:8]}:"
    try:
        ids = probe(["play", game, real_redis_url, prefix, "3"], hash_seed="1")
        assert json.loads(ids)
        failures = json.loads(probe(["audit", game, real_redis_url, prefix], hash_seed="2", stdin=ids))
        assert failures == {}
    finally:
        client = redis_lib.Redis.from_url(real_redis_url)
        keys = list(client.scan_iter(match=f"{prefix}*", count=1000))
        for start in range(0, len(keys), 500):
            client.delete(*keys[start:start + 500])
