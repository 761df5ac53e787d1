"""Clock enforcement by the workers (shared.workers.timeouts), run as plain functions on fakeredis (a sender
records what they queue)."""

from __future__ import annotations

import pytest

from shared.app.after_append import scheduling
from shared.base.config import Config
from shared.bus import queues
from shared.store import keys
from shared.workers import tasks as workers
from shared.workers import timeouts
from shared.workers.app import make_celery
from shared.workers.worker import Worker
from tests.fixture_game import ENGINE
from tests.task_recorder import RecordingSender

START = 1_800_000_000_000


@pytest.fixture
def sender():
    return RecordingSender()


@pytest.fixture
def queued(sender):
    return sender.sent


@pytest.fixture
def now(monkeypatch):
    clock = [START]
    monkeypatch.setattr(scheduling, "now_ms", lambda: clock[0])
    return clock


@pytest.fixture
def worker(fake_redis, key_prefix, sender):
    return Worker(Config(key_prefix=key_prefix), sender=sender, redis=fake_redis)


@pytest.fixture
def rt(worker, now):
    runtime = worker.runtime(ENGINE.name)
    runtime.service.now_ms = lambda: now[0]
    return runtime


def create(rt, clock):
    players = [{"name": "ann", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "greedy"}]
    return rt.service.create_game(players, {}, 1, clock_options=clock)["game_id"]


def clock_tasks(queued):
    return [q for q in queued if q[0] == "clock"]


def deadlines(rt):
    key = keys.deadlines_key(rt.config.key_prefix)
    return {k.decode(): v for k, v in rt.store.redis.zrange(key, 0, -1, withscores=True)}


def test_the_task_is_routed_with_the_automated_seats():
    config = Config()
    routes = make_celery(config).conf.task_routes
    assert routes["tabletop.enforce_clock"] == {"queue": queues.queue_name(config, queues.AUTOMATED)}
    assert scheduling.SCHEDULE_AHEAD_S * 2 < queues.VISIBILITY_TIMEOUT_S


def test_a_near_deadline_gets_one_task_just_after_it(rt, queued, now, sender):
    game_id = create(rt, {"kind": "fischer", "base_s": 30})
    assert clock_tasks(queued) == [("clock", ENGINE.name, game_id, START + 30_000, 30.001)]
    assert deadlines(rt) == {f"{ENGINE.name}:{game_id}": START + 30_000}
    assert timeouts.sweep_deadlines(rt.store.redis, sender, rt.config) == 0  # already queued: not twice


def test_the_task_times_the_seat_out_and_the_bot_is_queued(rt, queued, now, worker):
    game_id = create(rt, {"kind": "fischer", "base_s": 30})
    now[0] += 30_001
    assert workers.enforce_clock(worker, ENGINE.name, game_id, START + 30_000) == 1
    assert [e["type"] for e in rt.store.read(game_id, 3)] == ["seat_timed_out", "seat_replaced"]
    assert ("advance", ENGINE.name, game_id) in queued
    # No human clock runs any more: the game leaves the deadline index.
    assert deadlines(rt) == {}
    assert workers.enforce_clock(worker, ENGINE.name, game_id, START + 30_000) == 0  # a duplicate delivery is harmless


def test_a_task_that_runs_early_comes_back_just_after_the_deadline(rt, queued, now, worker):
    game_id = create(rt, {"kind": "fischer", "base_s": 30})
    queued.clear()
    now[0] += 29_500  # another host's clock ran ahead of this one
    assert workers.enforce_clock(worker, ENGINE.name, game_id, START + 30_000) == 0
    assert clock_tasks(queued) == [("clock", ENGINE.name, game_id, START + 30_000, 0.501)]


def test_far_deadlines_wait_for_the_sweep(rt, queued, now, worker, sender):
    game_id = create(rt, {"kind": "deadline", "per_decision_s": 86_400})
    assert clock_tasks(queued) == []  # a day ahead: not left to the broker
    assert timeouts.sweep_deadlines(rt.store.redis, sender, rt.config) == 0
    now[0] += 86_400_000 - scheduling.SCHEDULE_AHEAD_S * 1000
    counts = workers.sweep(worker)
    assert counts["deadlines"] == 1
    assert clock_tasks(queued) == [("clock", ENGINE.name, game_id, START + 86_400_000,
                                    scheduling.SCHEDULE_AHEAD_S + 0.001)]


def test_the_sweep_requeues_a_lost_task_after_its_grace(rt, queued, now, fake_redis, sender):
    game_id = create(rt, {"kind": "fischer", "base_s": 5})
    queued.clear()
    now[0] += 5_001
    assert timeouts.sweep_deadlines(rt.store.redis, sender, rt.config) == 0  # its task may still come
    for key in fake_redis.scan_iter(match=f"{rt.config.key_prefix}sched:*:clock:*"):
        fake_redis.delete(key)  # the flag's grace (FLAG_GRACE_S) has passed
    assert timeouts.sweep_deadlines(rt.store.redis, sender, rt.config) == 1
    assert clock_tasks(queued) == [("clock", ENGINE.name, game_id, START + 5_000, 0.0)]


def test_a_move_moves_the_deadline(rt, queued, now, worker):
    game_id = create(rt, {"kind": "fischer", "base_s": 30, "increment_s": 5})
    now[0] += 10_000
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    # The bot's turn is played by the worker; until then no human clock runs.
    assert deadlines(rt) == {}
    workers.advance(worker, ENGINE.name, game_id)
    assert deadlines(rt) == {f"{ENGINE.name}:{game_id}": START + 10_000 + 25_000}
    assert clock_tasks(queued)[-1] == ("clock", ENGINE.name, game_id, START + 35_000, 25.001)


def test_a_game_without_a_clock_schedules_nothing(rt, queued):
    rt.service.create_game([{"name": "ann", "kind": "human"}], {}, 1)
    assert clock_tasks(queued) == [] and deadlines(rt) == {}
