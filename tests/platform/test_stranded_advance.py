"""Issue 8 item 9: a game whose automated seats were never scheduled (the dispatch after a committed
append failed: Redis dropped right then, or the web process died) still finishes by itself."""

from __future__ import annotations

from redis.exceptions import ConnectionError as RedisConnectionError

from shared.workers import tasks as workers
from shared.workers.followups import FollowUpConsumer
from tests.fixture_game import ENGINE
from tests.platform.test_workers import queued, rt, sender, worker  # noqa: F401 - fixtures


def test_the_follow_up_consumer_schedules_automated_seats_a_lost_dispatch_left_waiting(rt, queued, monkeypatch,  # noqa: F811
                                                                                      worker):  # noqa: F811
    game_id = rt.service.create_game([{"name": "human", "kind": "human"},
                                      {"name": "bot", "kind": "bot", "policy": "greedy"}], {}, seed=1)["game_id"]
    queued.clear()

    def redis_drops(*_args, **_kwargs):
        raise RedisConnectionError("connection lost after the append")

    monkeypatch.setattr(rt.service.dispatcher, "after_append", redis_drops)
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})  # committed; its dispatch failed
    assert ("advance", ENGINE.name, game_id) not in queued
    consumer = FollowUpConsumer(worker, "c1")
    consumer.ensure_groups(worker.redis())
    consumer.step(worker.redis())  # the follow-up entry XADDed inside the append brings it here
    assert ("advance", ENGINE.name, game_id) in queued
    workers.advance(worker, ENGINE.name, game_id)
    assert rt.service.load(game_id).state["turn"] == 0  # the bot moved: the human's turn again
