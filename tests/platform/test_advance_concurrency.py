"""Duplicate deliveries of the automated-seat task running at the same time are harmless
(DESIGN.md "Automated players": "with the expected version it read (so a duplicate task is harmless)")."""

from __future__ import annotations

import threading

from shared.app.runtime import build_runtime
from shared.base.config import Config
from tests.fixture_game import ENGINE


class NoFollowUp:

    def after_append(self, game_id, version, needs_advance):
        return None


def test_concurrent_advances_of_one_game_play_each_decision_once(fake_redis, key_prefix):
    runtimes = [build_runtime(ENGINE, Config(key_prefix=key_prefix), fake_redis, NoFollowUp()) for _ in range(4)]
    players = [{"name": f"b{i}", "kind": "bot", "policy": "random"} for i in range(3)]
    game_id = runtimes[0].service.create_game(players, {"target": 30}, seed=3)["game_id"]
    barrier = threading.Barrier(len(runtimes))

    def deliver(runtime):
        barrier.wait()
        runtime.service.advance(game_id)

    threads = [threading.Thread(target=deliver, args=(rt,)) for rt in runtimes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    events = runtimes[0].store.read(game_id)
    assert [e["type"] for e in events].count("game_finished") == 1
    moves = [e for e in events if e["type"] == "added"]
    # one move per turn, in seat order: no seat moved twice for the same turn
    assert [e["data"]["seat"] for e in moves] == [i % 3 for i in range(len(moves))]
    assert ENGINE.is_over(runtimes[0].service.load(game_id).state)
