"""The Celery tasks, run as plain functions against fakeredis (the broker is patched out)."""

from __future__ import annotations

import pytest

from shared import workers
from shared.config import Config
from shared.runtime import CeleryDispatcher, build_runtime
from tests.fixture_game import ENGINE


@pytest.fixture
def queued(monkeypatch):
    """Tasks sent to the broker, instead of sending them."""
    sent = []
    monkeypatch.setattr(workers.advance, "apply_async", lambda args: sent.append(("advance", *args)))
    monkeypatch.setattr(workers.project_partition, "apply_async", lambda args: sent.append(("project", *args)))
    return sent


@pytest.fixture
def rt(fake_redis, monkeypatch, key_prefix):
    config = Config(key_prefix=key_prefix)
    monkeypatch.setattr(workers, "config", config)
    runtime = build_runtime(ENGINE, config, fake_redis, CeleryDispatcher(ENGINE.name, config, fake_redis))
    monkeypatch.setattr(workers, "_runtimes", {ENGINE.name: runtime})
    return runtime


def human_game(rt, seats=2, **options):
    return rt.service.create_game([{"name": f"p{i}", "kind": "human"} for i in range(seats)], options, seed=1)


def test_task_settings_are_the_reliable_ones():
    conf = workers.make_celery(Config()).conf
    assert conf.task_acks_late and conf.task_reject_on_worker_lost
    assert conf.worker_prefetch_multiplier == 1
    assert conf.broker_transport_options["visibility_timeout"] == workers.VISIBILITY_TIMEOUT_S


def test_a_burst_of_appends_queues_one_projection_task_per_partition(rt, queued):
    game = human_game(rt)
    token_seat = 0
    for turn in range(6):
        rt.service.submit(game["game_id"], (token_seat + turn) % 2, {"type": "add", "amount": 1})
    assert [q for q in queued if q[0] == "project"] == [("project", workers.partition_of(game["game_id"]))]


def test_partition_task_projects_every_dirty_game_to_its_latest_version(rt, queued):
    games = [human_game(rt)["game_id"] for _ in range(5)]
    for game_id in games:
        rt.service.submit(game_id, 0, {"type": "add", "amount": 2})
    for partition in {workers.partition_of(g) for g in games}:
        workers.project_partition(partition)
    for game_id in games:
        assert rt.projector.checkpoint(game_id) == rt.store.version(game_id) == 3
        assert rt.projector.read_view(game_id, 0)["view"]["seats"][0]["score"] == 2


def test_after_a_task_runs_the_next_append_queues_again(rt, queued):
    game_id = human_game(rt)["game_id"]
    partition = workers.partition_of(game_id)
    workers.project_partition(partition)
    queued.clear()
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    assert queued == [("project", partition)]


def test_a_dirty_mark_newer_than_the_projection_survives(rt, fake_redis):
    key = workers._dirty_key(rt.config, 0)
    fake_redis.zadd(key, {"g:x": 7})
    clear = fake_redis.register_script(workers.CLEAR_IF_PROJECTED)
    assert clear(keys=[key], args=["g:x", 6]) == 0  # a newer append was marked meanwhile
    assert clear(keys=[key], args=["g:x", 7]) == 1
    assert fake_redis.zcard(key) == 0


def test_projection_task_is_idempotent(rt, queued):
    game_id = human_game(rt)["game_id"]
    partition = workers.partition_of(game_id)
    workers.project_partition(partition)
    before = rt.projector.read_view(game_id, None)
    workers.project_partition(partition)
    rt.projector.project(game_id)
    assert rt.projector.read_view(game_id, None) == before


def test_advance_plays_bot_seats_and_appends_the_result(rt, queued):
    game = rt.service.create_game(
        [{"name": "a", "kind": "bot", "policy": "greedy"}, {"name": "b", "kind": "bot", "policy": "random"}], {}, 3
    )
    assert ("advance", ENGINE.name, game["game_id"]) in queued
    while any(q[0] == "advance" for q in queued):
        kind, *args = queued.pop(next(i for i, q in enumerate(queued) if q[0] == "advance"))
        workers.advance(*args)
    record = rt.service.load(game["game_id"])
    assert ENGINE.is_over(record.state) and record.result is not None
    events = rt.store.read(game["game_id"])
    assert [e["type"] for e in events].count("game.finished") == 1


def test_a_duplicate_advance_task_is_harmless(rt, queued):
    game = rt.service.create_game([{"name": "a", "kind": "bot", "policy": "greedy"}], {}, 3)
    workers.advance(ENGINE.name, game["game_id"])
    version = rt.store.version(game["game_id"])
    workers.advance(ENGINE.name, game["game_id"])  # delivered twice
    assert rt.store.version(game["game_id"]) == version
    assert [e["type"] for e in rt.store.read(game["game_id"])].count("game.finished") == 1


def test_rebuild_recreates_every_projection_from_the_streams_alone(rt, queued, fake_redis):
    games = [human_game(rt)["game_id"] for _ in range(3)]
    rt.service.submit(games[0], 0, {"type": "add", "amount": 2})
    for game_id in games:
        rt.projector.project(game_id)
    before = {g: rt.projector.read_view(g, 1) for g in games}
    lobby_before = rt.projector.lobby("active", 0, 10)
    for key in fake_redis.scan_iter(match=f"{rt.config.key_prefix}proj:*"):
        fake_redis.set(key, "garbage") if fake_redis.type(key) == b"string" else None
    assert workers.rebuild_projections(ENGINE.name) == 3
    assert {g: rt.projector.read_view(g, 1) for g in games} == before
    assert sorted(x["game_id"] for x in rt.projector.lobby("active", 0, 10)[0]) == sorted(
        x["game_id"] for x in lobby_before[0]
    )


def test_a_partition_still_busy_after_a_batch_goes_to_the_back_of_the_queue(rt, queued, fake_redis, monkeypatch):
    game_id = human_game(rt)["game_id"]
    partition = workers.partition_of(game_id)
    queued.clear()
    project_member = workers._project_member

    def marks_arrive_meanwhile(redis, clear, key, member):
        redis.zadd(key, {"counting_race:another-game": 1})
        monkeypatch.setattr(workers, "_project_member", project_member)
        return project_member(redis, clear, key, member)

    monkeypatch.setattr(workers, "_project_member", marks_arrive_meanwhile)
    monkeypatch.setattr(workers, "BATCH_SECONDS", 0)  # its time is up after the first batch
    workers.project_partition(partition)
    assert queued == [("project", partition)]
    assert fake_redis.exists(workers._flag(rt.config, "project", f"p{partition:02d}"))


def test_within_its_time_a_task_keeps_draining_new_marks(rt, queued, fake_redis, monkeypatch):
    first, second = human_game(rt)["game_id"], human_game(rt)["game_id"]
    partition = workers.partition_of(first)
    key = workers._dirty_key(rt.config, partition)
    fake_redis.delete(key)
    fake_redis.zadd(key, {f"counting_race:{first}": 2})
    queued.clear()
    project_member = workers._project_member

    def second_mark_arrives(redis, clear, key, member):
        redis.zadd(key, {f"counting_race:{second}": 2})
        monkeypatch.setattr(workers, "_project_member", project_member)
        return project_member(redis, clear, key, member)

    monkeypatch.setattr(workers, "_project_member", second_mark_arrives)
    monkeypatch.setattr(workers, "BATCH_SECONDS", 60)
    assert workers.project_partition(partition) == 2
    assert queued == [] and fake_redis.zcard(key) == 0
    assert not fake_redis.exists(workers._flag(rt.config, "project", f"p{partition:02d}"))
