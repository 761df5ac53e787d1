"""Issue 32: one pipeline after the append (shared.app.after_append.pipeline) and its follow-up consumers
(shared.workers.followups): the subscribers in one list, the views written with the append, no broker
message per move, and the drills: a consumer killed mid-batch, a subscriber that raises, Redis restarted
empty."""

from __future__ import annotations

import threading

import pytest

from shared.app.after_append import pipeline
from shared.app.after_append.pipeline import FollowUp
from shared.bus.handlers import GAME_FINISHED
from shared.store import keys
from shared.workers import followups
from shared.workers.followups import FollowUpConsumer
from tests.fixture_game import ENGINE
from tests.platform.test_workers import queued, rt, sender, worker  # noqa: F401 - fixtures


def humans(count=2):
    return [{"name": f"p{i}", "kind": "human"} for i in range(count)]


def entries(redis, prefix, game_id):
    stream = keys.follow_up_key(prefix, keys.partition_of(game_id))
    return [FollowUp.decoded(fields[b"f"]) for _, fields in redis.xrange(stream)]


def test_one_list_of_subscribers_each_with_one_lifecycle():
    assert pipeline.SUBSCRIBERS == (
        ("views", "inline"), ("listing", "inline"), ("webhooks", "follow-up"), ("log", "follow-up"),
        ("finished", "follow-up"), ("bots", "after"))


def test_a_human_move_writes_its_views_with_the_append_and_queues_no_task(rt, queued, fake_redis):  # noqa: F811
    game_id = rt.service.create_game(humans(), {}, seed=1)["game_id"]
    queued.clear()
    result = rt.service.submit(game_id, 0, {"type": "add", "amount": 2})
    assert queued == []  # no broker message for a move: the follow-ups travel in the partition's stream
    view = rt.projector.read_view(game_id, 0)
    assert view["version"] == result.version == rt.projector.checkpoint(game_id)
    assert view == rt.service.current_view(game_id, 0)
    (summary,), _ = rt.projector.lobby(None, 0, 10)
    assert summary["version"] == result.version and summary["pending"] == [1]
    kinds = [h["type"] for entry in entries(fake_redis, rt.config.key_prefix, game_id) for h in entry.happenings]
    assert kinds == ["game_started", "turn_started", "turn_started"]


def test_a_refused_command_writes_nothing_and_leaves_the_cached_record_as_the_stream(rt, fake_redis):  # noqa: F811
    game_id = rt.service.create_game(humans(), {}, seed=1)["game_id"]
    before = fake_redis.hgetall(rt.projector.keys.views(game_id))
    with pytest.raises(Exception):  # noqa: B017 - a rule violation, whatever its class
        rt.service.submit(game_id, 1, {"type": "add", "amount": 2})  # not seat 1's turn
    assert fake_redis.hgetall(rt.projector.keys.views(game_id)) == before
    assert rt.service.load(game_id).version == rt.store.version(game_id)


def test_the_consumer_runs_the_follow_ups_and_acknowledges_them(rt, worker, fake_redis, monkeypatch):  # noqa: F811
    told = []
    rt.bus.subscribe(GAME_FINISHED, told.append)
    game_id = rt.service.create_game(humans(), {"target": 3}, seed=1)["game_id"]
    for seat in (0, 1, 0):
        rt.service.submit(game_id, seat, {"type": "add", "amount": 2})
    rt.service.advance(game_id)  # the result
    consumer = FollowUpConsumer(worker, "c1")
    consumer.ensure_groups(fake_redis)
    assert consumer.step(fake_redis) == len(entries(fake_redis, rt.config.key_prefix, game_id))
    assert [f.record.game_id for f in told] == [game_id]
    assert pipeline.follow_up_backlog(fake_redis, rt.config) == (0, 0)
    assert consumer.step(fake_redis) == 0  # acknowledged: nothing comes back


def test_a_consumer_killed_mid_batch_leaves_its_entries_to_another(rt, worker, fake_redis, monkeypatch):  # noqa: F811
    game_id = rt.service.create_game(humans(), {}, seed=1)["game_id"]
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    first = FollowUpConsumer(worker, "dies")
    first.ensure_groups(fake_redis)
    monkeypatch.setattr(type(rt.pipeline), "follow", lambda self, follow_ups: (_ for _ in ()).throw(SystemExit))
    with pytest.raises(SystemExit):  # killed after reading, before acknowledging
        first.step(fake_redis)
    monkeypatch.undo()
    assert pipeline.follow_up_backlog(fake_redis, rt.config)[1] == 2  # read, never acknowledged
    monkeypatch.setattr(followups, "CLAIM_IDLE_MS", 0)
    second = FollowUpConsumer(worker, "claims")
    assert second.step(fake_redis) == 2  # XAUTOCLAIM: the dead consumer's entries, once
    assert pipeline.follow_up_backlog(fake_redis, rt.config) == (0, 0)


def test_a_subscriber_that_raises_once_is_retried_and_nothing_is_lost(rt, worker, fake_redis,  # noqa: F811
                                                                             monkeypatch):
    rt.bus.subscribe(GAME_FINISHED, failing := Failing())
    game_id = rt.service.create_game(humans(), {"target": 3}, seed=1)["game_id"]
    for seat in (0, 1, 0):
        rt.service.submit(game_id, seat, {"type": "add", "amount": 2})
    rt.service.advance(game_id)
    consumer = FollowUpConsumer(worker, "c1")
    consumer.ensure_groups(fake_redis)
    # The failure is the consumer's to contain: logged, and the batch followed again entry by entry.
    consumer.step(fake_redis)
    assert failing.calls == 2 and pipeline.follow_up_backlog(fake_redis, rt.config) == (0, 0)


class Failing:
    def __init__(self):
        self.calls = 0

    def __call__(self, finished):
        self.calls += 1
        if self.calls == 1:
            raise RuntimeError("a handler's bug, this once")


def test_after_redis_comes_back_empty_the_consumer_makes_its_group_again_and_reads_on(rt, worker,  # noqa: F811
                                                                                   fake_redis):
    consumer = FollowUpConsumer(worker, "c1")
    stop = threading.Event()
    thread = threading.Thread(target=consumer.run, args=(stop,), daemon=True)
    thread.start()
    try:
        game_id = rt.service.create_game(humans(), {}, seed=1)["game_id"]
        _wait(lambda: pipeline.follow_up_backlog(fake_redis, rt.config) == (0, 0))
        for key in fake_redis.scan_iter(match=f"{rt.config.key_prefix}followups:*"):
            fake_redis.delete(key)  # Redis restarted without its data: no stream, no group
        rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
        _wait(lambda: fake_redis.exists(keys.follow_up_key(rt.config.key_prefix, keys.partition_of(game_id)))
              and pipeline.follow_up_backlog(fake_redis, rt.config) == (0, 0))
    finally:
        stop.set()
        thread.join(timeout=5)


def _wait(condition, timeout_s: float = 5.0) -> None:
    import time

    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "the consumer did not catch up"
        time.sleep(0.02)


def test_the_projections_worker_runs_the_consumer_and_the_others_do_not(worker):  # noqa: F811
    from shared.bus import queues

    config = worker.config
    assert followups.consumes_follow_ups([queues.queue_name(config, queues.PROJECTIONS)], config)
    assert not followups.consumes_follow_ups([queues.queue_name(config, queues.AUTOMATED)], config)


def test_inline_dispatch_runs_the_follow_ups_in_the_writers_thread(fake_redis, key_prefix):
    from shared.app.runtime import build_runtime
    from shared.base.config import Config

    inline = build_runtime(ENGINE, Config(dispatch="inline", key_prefix=key_prefix), fake_redis)
    told = []
    inline.bus.subscribe(GAME_FINISHED, told.append)
    bots = [{"name": f"b{i}", "kind": "bot", "policy": "greedy"} for i in range(2)]
    game_id = inline.service.create_game(bots, {}, seed=3)["game_id"]
    assert [f.record.game_id for f in told] == [game_id]
    assert not fake_redis.exists(keys.follow_up_key(key_prefix, keys.partition_of(game_id)))


def test_one_by_one_a_bots_decision_is_decided_once(rt, monkeypatch):  # noqa: F811
    rt.service.advance_batch = 1  # the one-by-one path (a clock run out takes it too)
    calls = []
    engine = rt.service.rules_engine(rt.service.load(
        rt.service.create_game(humans(1), {}, seed=1)["game_id"]))
    decide = type(engine).decide
    monkeypatch.setattr(type(engine), "decide", lambda self, *args: calls.append(1) or decide(self, *args))
    bots = [{"name": f"b{i}", "kind": "bot", "policy": "greedy"} for i in range(2)]
    game_id = rt.service.create_game(bots, {}, seed=3)["game_id"]
    decisions = rt.service.advance(game_id)
    assert decisions > 1 and len(calls) == decisions


def test_on_redis_cluster_the_listing_and_the_entry_follow_the_append_and_the_consumer_lists_the_game(
        fake_redis, key_prefix, sender):  # noqa: F811
    """The cluster's shape (REDIS_CLUSTER=1) on one fake server: the lobby's keys and the partition streams live in
    other slots than the game's, so the writer XADDs the entry after its append and the listing rides in it."""
    from shared.base.config import Config
    from shared.workers.worker import Worker

    cluster = Worker(Config(key_prefix=key_prefix, redis_cluster=True), sender=sender, redis=fake_redis)
    crt = cluster.runtime(ENGINE.name)
    game_id = crt.service.create_game(humans(), {"target": 3}, seed=1)["game_id"]
    for seat in (0, 1, 0):
        crt.service.submit(game_id, seat, {"type": "add", "amount": 2})
    crt.service.advance(game_id)
    assert crt.projector.lobby("finished", 0, 10)[0] == []  # not yet: the listing is a follow-up here
    consumer = FollowUpConsumer(cluster, "c1")
    consumer.ensure_groups(fake_redis)
    consumer.step(fake_redis)
    assert [g["game_id"] for g in crt.projector.lobby("finished", 0, 10)[0]] == [game_id]
    assert crt.projector.read_view(game_id, None)["status"] == "finished"  # the views: inline even here


def test_a_poison_entry_holds_up_nothing_else_and_is_set_aside_after_its_attempts(rt, worker, fake_redis,  # noqa: F811
                                                                                  monkeypatch):
    game_id = rt.service.create_game(humans(), {}, seed=1)["game_id"]
    stream = keys.follow_up_key(rt.config.key_prefix, keys.partition_of(game_id))
    fake_redis.xadd(stream, {"f": b"not a follow-up"})  # no consumer can ever follow it
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    consumer = FollowUpConsumer(worker, "c1")
    consumer.ensure_groups(fake_redis)
    consumer.step(fake_redis)
    assert pipeline.follow_up_backlog(fake_redis, rt.config) == (0, 1)  # the good entries acknowledged
    monkeypatch.setattr(followups, "CLAIM_IDLE_MS", 0)
    for _ in range(followups.MAX_ATTEMPTS):
        consumer._claimed_at = 0.0
        consumer.step(fake_redis)
    assert pipeline.follow_up_backlog(fake_redis, rt.config) == (0, 0)
    (_, dead), = fake_redis.xrange(keys.follow_up_dead_key(rt.config.key_prefix))
    assert dead[b"f"] == b"not a follow-up" and dead[b"stream"] == stream.encode()
    assert fake_redis.xlen(stream) <= 1  # what every consumer acknowledged is trimmed


def _cluster_runtime(fake_redis, key_prefix, sender):  # noqa: F811
    from shared.base.config import Config
    from shared.workers.worker import Worker

    cluster = Worker(Config(key_prefix=key_prefix, redis_cluster=True), sender=sender, redis=fake_redis)
    return cluster, cluster.runtime(ENGINE.name)


def test_on_redis_cluster_the_entry_is_on_its_stream_before_the_append_so_a_writer_dying_after_it_loses_nothing(
        fake_redis, key_prefix, sender, monkeypatch):  # noqa: F811
    cluster, crt = _cluster_runtime(fake_redis, key_prefix, sender)
    game_id = crt.service.create_game(humans(), {"target": 3}, seed=1)["game_id"]
    created = crt.service.load(game_id).version
    seen_at_commit = []
    commit = crt.service.store.commit

    def dying_after_the_append(prepared, **options):
        seen_at_commit.append([e.version for e in entries(fake_redis, key_prefix, game_id)])
        commit(prepared, **options)
        raise SystemExit("the writer dies right after its append")

    monkeypatch.setattr(crt.service.store, "commit", dying_after_the_append)
    with pytest.raises(SystemExit):
        crt.service.submit(game_id, 0, {"type": "add", "amount": 2})
    monkeypatch.undo()
    assert seen_at_commit[0][-1] == created + 1  # the move's entry was on its stream before its append
    assert all(e.head for e in entries(fake_redis, key_prefix, game_id))
    for seat in (1, 0):
        crt.service.submit(game_id, seat, {"type": "add", "amount": 2})
    crt.service.advance(game_id)  # the result
    followed = []
    follow = crt.pipeline.follow
    monkeypatch.setattr(crt.pipeline, "follow", lambda batch: (followed.extend(batch), follow(batch)))
    consumer = FollowUpConsumer(cluster, "c1")
    consumer.ensure_groups(fake_redis)
    consumer.step(fake_redis)
    assert created + 1 in [e.version for e in followed]
    assert [g["game_id"] for g in crt.projector.lobby("finished", 0, 10)[0]] == [game_id]
    assert pipeline.follow_up_backlog(fake_redis, crt.config) == (0, 0)


def test_on_redis_cluster_an_entry_whose_version_another_append_took_is_dropped_unfollowed(
        fake_redis, key_prefix, sender, monkeypatch):  # noqa: F811
    cluster, crt = _cluster_runtime(fake_redis, key_prefix, sender)
    game_id = crt.service.create_game(humans(), {"target": 3}, seed=1)["game_id"]
    consumer = FollowUpConsumer(cluster, "c1")
    consumer.ensure_groups(fake_redis)
    consumer.step(fake_redis)
    created = crt.service.load(game_id).version

    def dying_before_the_append(prepared, **options):
        raise SystemExit("the writer dies between its entry and its append")

    monkeypatch.setattr(crt.service.store, "commit", dying_before_the_append)
    with pytest.raises(SystemExit):
        crt.service.submit(game_id, 0, {"type": "add", "amount": 2})
    monkeypatch.undo()
    orphan = entries(fake_redis, key_prefix, game_id)[-1]
    assert orphan.version == created + 1
    assert consumer.step(fake_redis) == 0  # not stored yet: left pending, not followed
    assert pipeline.follow_up_backlog(fake_redis, crt.config) == (0, 1)
    crt.service.submit(game_id, 0, {"type": "add", "amount": 1})  # another append takes the orphan's version
    followed = []
    follow = crt.pipeline.follow
    monkeypatch.setattr(crt.pipeline, "follow", lambda batch: (followed.extend(batch), follow(batch)))
    monkeypatch.setattr(followups, "CLAIM_IDLE_MS", 0)
    consumer._claimed_at = 0.0
    consumer.step(fake_redis)
    assert [(e.version, e.head) for e in followed] == [(created + 1, crt.service.load(game_id).head)]
    assert orphan.head != crt.service.load(game_id).head
    assert pipeline.follow_up_backlog(fake_redis, crt.config) == (0, 0)


def test_on_redis_cluster_an_entry_left_by_a_writer_that_never_appended_is_dropped_once_old(
        fake_redis, key_prefix, sender, monkeypatch):  # noqa: F811
    cluster, crt = _cluster_runtime(fake_redis, key_prefix, sender)
    game_id = crt.service.create_game(humans(), {"target": 3}, seed=1)["game_id"]

    def dying_before_the_append(prepared, **options):
        raise SystemExit("the writer dies between its entry and its append")

    monkeypatch.setattr(crt.service.store, "commit", dying_before_the_append)
    with pytest.raises(SystemExit):
        crt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    monkeypatch.undo()
    consumer = FollowUpConsumer(cluster, "c1")
    consumer.ensure_groups(fake_redis)
    consumer.step(fake_redis)
    assert pipeline.follow_up_backlog(fake_redis, crt.config) == (0, 1)  # version 2 not stored: waiting
    monkeypatch.setattr(followups, "ORPHAN_AFTER_MS", 0)
    monkeypatch.setattr(followups, "CLAIM_IDLE_MS", 0)
    consumer._claimed_at = 0.0
    consumer.step(fake_redis)
    assert pipeline.follow_up_backlog(fake_redis, crt.config) == (0, 0)
