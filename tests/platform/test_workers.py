"""The Celery tasks, run as plain functions against fakeredis (a sender records what they queue)."""

from __future__ import annotations

import time

import pytest

from shared.app import scheduling
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


class Consumer:
    """Stands in for the consumer of a started worker (worker_ready's sender)."""

    def __init__(self, app):
        self.app = app


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


def test_a_worker_sweeps_once_when_it_starts(worker, queued):
    from celery.signals import worker_ready

    app = make_celery(worker.config, worker)
    make_celery(worker.config, Worker(worker.config, sender=RecordingSender()))  # another app: not its worker
    worker_ready.send(sender=Consumer(app))  # what Celery sends: the started worker's consumer
    assert queued == [("sweep",)]


def test_a_burst_of_appends_queues_one_projection_task_per_partition(rt, queued):
    game = human_game(rt)
    token_seat = 0
    for turn in range(6):
        rt.service.submit(game["game_id"], (token_seat + turn) % 2, {"type": "add", "amount": 1})
    assert [q for q in queued if q[0] == "project"] == [("project", keys.partition_of(game["game_id"]))]


def test_partition_task_projects_every_dirty_game_to_its_latest_version(rt, queued, worker):
    games = [human_game(rt)["game_id"] for _ in range(5)]
    for game_id in games:
        rt.service.submit(game_id, 0, {"type": "add", "amount": 2})
    for partition in {keys.partition_of(g) for g in games}:
        workers.project_partition(worker, partition)
    for game_id in games:
        assert rt.projector.checkpoint(game_id) == rt.store.version(game_id) == 3
        assert rt.projector.read_view(game_id, 0)["view"]["seats"][0]["score"] == 2


def test_after_a_task_runs_the_next_append_queues_again(rt, queued, worker):
    game_id = human_game(rt)["game_id"]
    partition = keys.partition_of(game_id)
    workers.project_partition(worker, partition)
    queued.clear()
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    assert queued == [("project", partition)]


def test_a_dirty_mark_newer_than_the_projection_survives(rt, fake_redis):
    key = keys.dirty_key(rt.config.key_prefix, 0)
    fake_redis.zadd(key, {"g:x": 7})
    clear = fake_redis.register_script(workers.CLEAR_IF_PROJECTED)
    assert clear(keys=[key], args=["g:x", 6]) == 0  # a newer append was marked meanwhile
    assert clear(keys=[key], args=["g:x", 7]) == 1
    assert fake_redis.zcard(key) == 0


def test_projection_task_is_idempotent(rt, queued, worker):
    game_id = human_game(rt)["game_id"]
    partition = keys.partition_of(game_id)
    workers.project_partition(worker, partition)
    before = rt.projector.read_view(game_id, None)
    workers.project_partition(worker, partition)
    rt.projector.project(game_id)
    assert rt.projector.read_view(game_id, None) == before


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


def test_a_partition_still_busy_after_a_batch_goes_to_the_back_of_the_queue(rt, queued, fake_redis, monkeypatch,
                                                                           worker):
    game_id = human_game(rt)["game_id"]
    partition = keys.partition_of(game_id)
    queued.clear()
    project_member = workers._project_member

    def marks_arrive_meanwhile(worker, redis, scripts, partition, member, newest=None, **options):
        redis.zadd(keys.dirty_key(rt.config.key_prefix, partition), {"counting_race:another-game": 1})
        monkeypatch.setattr(workers, "_project_member", project_member)
        return project_member(worker, redis, scripts, partition, member, newest, **options)

    monkeypatch.setattr(workers, "_project_member", marks_arrive_meanwhile)
    monkeypatch.setattr(workers, "BATCH_SECONDS", 0)  # its time is up after the first batch
    flag = keys.flag(rt.config.key_prefix, "project", f"p{partition:02d}")
    fake_redis.expire(flag, 1)  # about to lapse: the running task keeps it alive
    workers.project_partition(worker, partition)
    assert queued == [("project", partition)]
    assert fake_redis.ttl(flag) > queues.FLAG_TTL_S - 5


def test_within_its_time_a_task_keeps_draining_new_marks(rt, queued, fake_redis, monkeypatch,
                                                                           worker):
    first, second = human_game(rt)["game_id"], human_game(rt)["game_id"]
    partition = keys.partition_of(first)
    key = keys.dirty_key(rt.config.key_prefix, partition)
    fake_redis.delete(key)
    fake_redis.zadd(key, {f"counting_race:{first}": 2})
    queued.clear()
    project_member = workers._project_member

    def second_mark_arrives(worker, redis, scripts, partition, member, newest=None, **options):
        redis.zadd(key, {f"counting_race:{second}": 2})
        monkeypatch.setattr(workers, "_project_member", project_member)
        return project_member(worker, redis, scripts, partition, member, newest, **options)

    monkeypatch.setattr(workers, "_project_member", second_mark_arrives)
    monkeypatch.setattr(workers, "BATCH_SECONDS", 60)
    assert workers.project_partition(worker, partition) == 2
    assert queued == [] and fake_redis.zcard(key) == 0
    assert not fake_redis.exists(keys.flag(rt.config.key_prefix, "project", f"p{partition:02d}"))


def same_partition_games(rt, count):
    """`count` human games whose projections share one partition."""
    by_partition: dict[int, list[str]] = {}
    while True:
        game_id = human_game(rt)["game_id"]
        found = by_partition.setdefault(keys.partition_of(game_id), [])
        found.append(game_id)
        if len(found) == count:
            return found


def test_schedule_flags_live_briefly(rt, queued, fake_redis, sender):
    game_id = human_game(rt)["game_id"]
    flag = keys.flag(rt.config.key_prefix, "project", f"p{keys.partition_of(game_id):02d}")
    assert 0 < fake_redis.ttl(flag) <= queues.FLAG_TTL_S
    scheduling.schedule_advance(fake_redis, sender, rt.config, ENGINE.name, game_id)
    assert 0 < fake_redis.ttl(keys.flag(rt.config.key_prefix, "advance", game_id)) <= queues.FLAG_TTL_S


def test_a_game_whose_projection_fails_is_parked_and_its_partition_moves_on(rt, queued, fake_redis, monkeypatch,
                                                                           worker):
    bad, good = same_partition_games(rt, 2)
    partition = keys.partition_of(bad)
    for game_id in (bad, good):
        rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    game_view = rt.service.game_view

    def broken_view(record, seat):  # an engine bug; its KeyError is no unknown game kind
        if record.game_id == bad:
            raise KeyError("seats")
        return game_view(record, seat)

    monkeypatch.setattr(rt.service, "game_view", broken_view)
    workers.project_partition(worker, partition)
    failed = keys.failed_key(rt.config.key_prefix, partition)
    assert rt.projector.checkpoint(good) == 3
    assert fake_redis.zcard(keys.dirty_key(rt.config.key_prefix, partition)) == 0
    assert fake_redis.zrange(failed, 0, -1, withscores=True) == [(f"{ENGINE.name}:{bad}".encode(), 3.0)]

    monkeypatch.setattr(rt.service, "game_view", game_view)  # the bug is fixed: the sweep retries the parked game
    queued.clear()
    workers.sweep(worker)
    assert ("project", partition) in queued and fake_redis.zcard(failed) == 0
    workers.project_partition(worker, partition)
    assert rt.projector.checkpoint(bad) == 3


def test_a_mark_of_an_unknown_game_kind_is_dropped(rt, queued, fake_redis, worker):
    key = keys.dirty_key(rt.config.key_prefix, 3)
    fake_redis.zadd(key, {"no_such_game:g1": 4})
    assert workers.project_partition(worker, 3) == 0
    assert fake_redis.zcard(key) == 0 and fake_redis.zcard(keys.failed_key(rt.config.key_prefix, 3)) == 0


def test_the_sweep_requeues_partitions_whose_task_was_lost(rt, queued, fake_redis, worker):
    game_id = human_game(rt)["game_id"]  # its task is "lost": queued, never run, flag still set
    partition = keys.partition_of(game_id)
    assert fake_redis.exists(keys.flag(rt.config.key_prefix, "project", f"p{partition:02d}"))
    queued.clear()
    counts = workers.sweep(worker)
    assert queued == [("project", partition)] and counts["partitions"] == 1
    workers.project_partition(worker, partition)
    assert rt.projector.checkpoint(game_id) == 2
    queued.clear()
    assert workers.sweep(worker)["partitions"] == 0 and queued == []  # nothing dirty: nothing queued


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


def test_a_task_killed_after_projecting_leaves_the_marks_it_had_not_cleared_yet(rt, fake_redis, monkeypatch, worker):
    """Marks are cleared with the task's next round trip: a task that dies before it leaves them set, and
    the next task projects those games again (idempotent) and clears them."""
    game_id = human_game(rt)["game_id"]
    partition = keys.partition_of(game_id)
    key = keys.dirty_key(rt.config.key_prefix, partition)
    assert fake_redis.zscore(key, f"counting_race:{game_id}") is not None

    def dies(_worker):
        raise SystemExit("killed")

    sequence_owed = workers._sequence_owed
    monkeypatch.setattr(workers, "_sequence_owed", dies)
    with pytest.raises(SystemExit):
        workers.project_partition(worker, partition)
    assert rt.projector.read_view(game_id, None)["version"] == rt.store.version(game_id)  # it was projected
    assert fake_redis.zscore(key, f"counting_race:{game_id}") is not None  # and is still marked
    monkeypatch.setattr(workers, "_sequence_owed", sequence_owed)
    assert workers.project_partition(worker, partition) >= 1
    assert fake_redis.zscore(key, f"counting_race:{game_id}") is None
