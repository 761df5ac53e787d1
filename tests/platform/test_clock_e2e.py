"""End to end with real processes: a human seat with a 2 s clock never moves, the worker times it out,
the bot takes over, the game finishes and the audit (clock included) passes."""

from __future__ import annotations

import time
import uuid

import pytest
import requests

from shared.store.repository import GAME_FINISHED
from tests.platform.test_e2e import Stack, _cleanup

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


def test_a_human_seat_times_out_and_the_bot_finishes_the_game(real_redis_url):
    prefix = f"e2e:{uuid.uuid4().hex[:8]}:"
    stack = Stack(real_redis_url, prefix)
    try:
        stack.start()
        created = requests.post(f"{stack.base}/v1/games", json={
            "players": [{"name": "sleepy", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "random"}],
            "seed": 77,
            "clock": {"kind": "fischer", "base_s": 2, "increment_s": 1, "on_timeout": "forfeit"},
        }, timeout=10)
        assert created.status_code == 201, created.text
        game_id = created.json()["game_id"]
        token = created.json()["seats"][0]["token"]
        document = requests.get(f"{stack.base}/v1/games/{game_id}", timeout=10).json()
        assert document["clock"]["seats"][0]["running"] and document["clock"]["seats"][0]["deadline"]

        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            events = requests.get(f"{stack.base}/v1/games/{game_id}/events", timeout=10).json()["events"]
            if events and events[-1]["type"] == GAME_FINISHED:
                break
            time.sleep(0.2)
        else:
            pytest.fail("the game did not finish after the timeout")
        types = [e["type"] for e in events]
        timed_out = events[types.index("seat_timed_out")]
        assert timed_out["actor"] == "system" and timed_out["data"]["seat"] == 0 and timed_out["data"]["late_ms"] >= 0
        assert events[types.index("seat_timed_out") + 1]["data"]["reason"] == "timed_out"
        assert any(e["actor"] == 0 for e in events[types.index("seat_timed_out"):] if e["type"] not in (
            "seat_timed_out", "seat_replaced")), "the bot played the timed-out seat"
        result = events[-1]["data"]["result"]
        assert result["ranking"][-1] == 0 and result["players"][0]["forfeited"]

        late = requests.post(f"{stack.base}/v1/games/{game_id}/commands", json={"type": "roll"},
                             headers={"Authorization": f"Bearer {token}"}, timeout=10)
        assert late.status_code == 409
        audit = requests.get(f"{stack.base}/v1/games/{game_id}/audit", timeout=30).json()
        assert audit["ok"], audit
        assert audit["checks"]["clock"]["ok"] and not audit["checks"]["decisions"]["skipped"]
    finally:
        stack.stop()
        _cleanup(real_redis_url, prefix)
