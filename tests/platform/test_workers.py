"""The Celery tasks, run as plain functions against fakeredis (a sender records what they queue)."""

from __future__ import annotations

import time

import pytest

from shared.base.config import Config
from shared.bus import queues
from shared.store import keys
from shared.workers import tasks as workers
from shared.workers.app import make_celery
from shared.workers.worker import Worker
from tests.fixture_game import ENGINE
from tests.task_recorder import RecordingSender


@pytest.fixture
def sender():
    """Records the tasks queued (by name), instead of sending them."""
    return RecordingSender()


@pytest.fixture
def queued(sender):
    return sender.sent


@pytest.fixture
def worker(fake_redis, key_prefix, sender):
    """A worker of a test configuration, over fakeredis, queueing through the recording sender."""
    return Worker(Config(key_prefix=key_prefix), sender=sender, redis=fake_redis)


@pytest.fixture
def rt(worker):
    return worker.runtime(ENGINE.name)


def human_game(rt, seats=2, **options):
    return rt.service.create_game([{"name": f"p{i}", "kind": "human"} for i in range(seats)], options, seed=1)


def test_task_settings_are_the_reliable_ones():
    conf = make_celery(Config()).conf
    assert conf.task_acks_late and conf.task_reject_on_worker_lost
    assert conf.worker_prefetch_multiplier == 1
    assert conf.broker_transport_options["visibility_timeout"] == queues.VISIBILITY_TIMEOUT_S
    assert conf.beat_schedule["sweep"] == {"task": "tabletop.sweep", "schedule": Config().sweep_every_s}
    assert Config().sweep_every_s <= 30 and queues.FLAG_TTL_S <= 60 < queues.VISIBILITY_TIMEOUT_S


def test_a_failing_advance_is_retried_with_backoff():
    task = make_celery(Config()).tasks[queues.ADVANCE]
    assert task.autoretry_for == (Exception,) and task.retry_backoff and task.max_retries == 8


def test_advance_plays_bot_seats_and_appends_the_result(rt, queued, worker):
    game = rt.service.create_game(
        [{"name": "a", "kind": "bot", "policy": "greedy"}, {"name": "b", "kind": "bot", "policy": "random"}], {}, 3
    )
    assert ("advance", ENGINE.name, game["game_id"]) in queued
    while any(q[0] == "advance" for q in queued):
        kind, *args = queued.pop(next(i for i, q in enumerate(queued) if q[0] == "advance"))
        workers.advance(worker, *args)
    record = rt.service.load(game["game_id"])
    assert ENGINE.is_over(record.state) and record.result is not None
    events = rt.store.read(game["game_id"])
    assert [e["type"] for e in events].count("game_finished") == 1


def test_a_duplicate_advance_task_is_harmless(rt, queued, worker):
    game = rt.service.create_game([{"name": "a", "kind": "bot", "policy": "greedy"}], {}, 3)
    workers.advance(worker, ENGINE.name, game["game_id"])
    version = rt.store.version(game["game_id"])
    workers.advance(worker, ENGINE.name, game["game_id"])  # delivered twice
    assert rt.store.version(game["game_id"]) == version
    assert [e["type"] for e in rt.store.read(game["game_id"])].count("game_finished") == 1


def test_rebuild_recreates_every_projection_from_the_streams_alone(rt, queued, fake_redis, worker):
    games = [human_game(rt)["game_id"] for _ in range(3)]
    rt.service.submit(games[0], 0, {"type": "add", "amount": 2})
    for game_id in games:
        rt.projector.project(game_id)
    before = {g: rt.projector.read_view(g, 1) for g in games}
    lobby_before = rt.projector.lobby("active", 0, 10)
    for key in fake_redis.scan_iter(match=f"{rt.config.key_prefix}proj:*"):
        fake_redis.set(key, "garbage") if fake_redis.type(key) == b"string" else None
    assert workers.rebuild_projections(worker, ENGINE.name) == 3
    assert {g: rt.projector.read_view(g, 1) for g in games} == before
    assert sorted(x["game_id"] for x in rt.projector.lobby("active", 0, 10)[0]) == sorted(
        x["game_id"] for x in lobby_before[0]
    )




def same_partition_games(rt, count):
    """`count` human games whose projections share one partition."""
    by_partition: dict[int, list[str]] = {}
    while True:
        game_id = human_game(rt)["game_id"]
        found = by_partition.setdefault(keys.partition_of(game_id), [])
        found.append(game_id)
        if len(found) == count:
            return found






def test_the_sweep_requeues_advances_whose_task_was_lost(rt, queued, fake_redis, worker):
    game = rt.service.create_game([{"name": "a", "kind": "bot", "policy": "greedy"}], {}, 3)
    game_id, member = game["game_id"], f"{ENGINE.name}:{game['game_id']}"
    pending = keys.advance_pending_key(rt.config.key_prefix)
    assert fake_redis.zscore(pending, member) is not None
    queued.clear()
    assert workers.sweep(worker)["advances"] == 0  # scheduled just now: its task may well be on its way
    fake_redis.zadd(pending, {member: time.time() - 60})
    assert workers.sweep(worker)["advances"] == 0  # a flag says a task is queued
    fake_redis.delete(keys.flag(rt.config.key_prefix, "advance", game_id))  # ... until the flag expires
    assert workers.sweep(worker)["advances"] == 1 and queued[-1] == ("advance", ENGINE.name, game_id)
    while any(q[0] == "advance" for q in queued):
        _, *args = queued.pop(next(i for i, q in enumerate(queued) if q[0] == "advance"))
        workers.advance(worker, *args)
    assert rt.service.load(game_id).result is not None
    assert fake_redis.zscore(pending, member) is None  # nothing left to do: no longer pending


def test_a_failing_advance_clears_its_flag_stays_pending_and_succeeds_on_retry(rt, queued, fake_redis, monkeypatch,
                                                                           worker):
    game = rt.service.create_game([{"name": "a", "kind": "bot", "policy": "greedy"}], {}, 3)
    game_id = game["game_id"]
    flag = keys.flag(rt.config.key_prefix, "advance", game_id)
    advance, failures = rt.service.advance, []

    def flaky(game_id, *args, **kwargs):
        if len(failures) < 2:
            failures.append(1)
            fake_redis.set(flag, 1)  # an append meanwhile set it
            raise ConnectionError("redis went away")
        return advance(game_id, *args, **kwargs)

    monkeypatch.setattr(rt.service, "advance", flaky)
    with pytest.raises(ConnectionError):
        workers.advance(worker, ENGINE.name, game_id)
    assert not fake_redis.exists(flag)
    assert fake_redis.zscore(keys.advance_pending_key(rt.config.key_prefix), f"{ENGINE.name}:{game_id}") is not None
    task = make_celery(worker.config, worker).tasks[queues.ADVANCE]
    result = task.apply(args=(ENGINE.name, game_id))  # eager: retries run at once
    assert result.successful() and len(failures) == 2
    assert rt.service.load(game_id).result is not None

