"""Issue 34 item 4: after an outage (Redis, the broker) or a worker's death, games move again at once.

The fault drills (tests/platform/test_fault_drills.py) measure it on a private stack; these tests pin the
mechanisms: a recovery sweep re-queues what a flag claims is queued, a worker asks for one whenever its
broker connection opens, the follow-up consumer asks for one (and follows what it held) when Redis answers
again, and the consumer reconnects to the broker within a second of its return.
"""

from __future__ import annotations

import contextlib
import threading
import time

import pytest
from kombu.exceptions import OperationalError as BrokerUnreachable
from redis.exceptions import ConnectionError as RedisConnectionError

from shared.app.after_append import pipeline, scheduling
from shared.base.config import Config
from shared.bus import queues
from shared.bus.flags import regardless_of_flags, take_flag
from shared.store import keys
from shared.store.archive_backends import open_archive
from shared.workers import archive_tasks, followups, recovery
from shared.workers import tasks as workers
from shared.workers.app import make_celery
from shared.workers.followups import FollowUpConsumer
from shared.workers.worker import Worker
from tests.fixture_game import ENGINE
from tests.platform.test_workers import queued, rt, sender, worker  # noqa: F401 - fixtures
from tests.task_recorder import RecordingSender


def bot_to_move(rt):  # noqa: F811
    """A game whose bot seat owes the first move: its advance is queued (and flagged) at creation."""
    return rt.service.create_game([{"name": "bot", "kind": "bot", "policy": "greedy"},
                                   {"name": "human", "kind": "human"}], {}, seed=1)["game_id"]


def test_a_flag_is_taken_once_except_regardless_of_flags(fake_redis):
    assert take_flag(fake_redis, "f", 30) and not take_flag(fake_redis, "f", 30)
    with regardless_of_flags():
        assert take_flag(fake_redis, "f", 30)
    assert not take_flag(fake_redis, "f", 30)


def test_an_advance_lost_in_an_outage_waits_for_its_flag_but_not_for_a_recovery_sweep(rt, worker, queued):  # noqa: F811
    game_id = bot_to_move(rt)
    assert ("advance", ENGINE.name, game_id) in queued
    queued.clear()  # the task was lost with the broker connection; its flag still says "queued"
    workers.sweep(worker, grace_s=0.0)
    assert ("advance", ENGINE.name, game_id) not in queued  # the periodic sweep trusts the flag
    workers.recovery_sweep(worker)
    assert ("advance", ENGINE.name, game_id) in queued
    queued.clear()
    assert workers.recovery_sweep(worker) == {"coalesced": 1}  # another worker's, asked for at the same time
    assert queued == []


def test_a_recovery_sweep_takes_no_grace_period(rt, worker, queued):  # noqa: F811
    game_id = bot_to_move(rt)
    worker.redis().delete(keys.flag(worker.config.key_prefix, "advance", game_id))
    queued.clear()
    workers.sweep(worker)  # scheduled a moment ago: the periodic sweep leaves it to its task
    assert ("advance", ENGINE.name, game_id) not in queued
    workers.recovery_sweep(worker)
    assert ("advance", ENGINE.name, game_id) in queued


def test_the_sweep_task_runs_a_recovery_sweep_when_asked(rt, worker, queued):  # noqa: F811
    game_id = bot_to_move(rt)
    queued.clear()
    task = make_celery(worker.config, worker).tasks["tabletop.sweep"]
    task.run()  # beat's: no argument
    assert ("advance", ENGINE.name, game_id) not in queued
    task.run(True)
    assert ("advance", ENGINE.name, game_id) in queued


def test_a_worker_asks_for_a_recovery_sweep_each_time_its_broker_connection_opens(worker, queued):  # noqa: F811
    app = make_celery(worker.config, worker)
    assert app.conf.worker_consumer == "shared.workers.recovery:PromptConsumer"
    [step_class] = [step for step in app.steps["consumer"] if step.__name__ == "SweepOnConnect"]
    step = step_class(object())
    step.start(object())  # the worker started
    step.start(object())  # the consumer restarted after a connection loss
    assert queued == [("sweep", True), ("sweep", True)]


class RecordingConnection:
    """A kombu connection that answers at once and records how it was asked to connect."""

    def __init__(self):
        self.calls = []

    def ensure_connection(self, *args, **kwargs):
        self.calls.append(kwargs)
        return self


def test_the_consumer_tries_the_broker_again_within_a_second():
    consumer = recovery.PromptConsumer.__new__(recovery.PromptConsumer)  # its connection step only
    consumer.app = make_celery(Config())
    consumer.first_connection_attempt, consumer.broker_connection_retry_attempt = False, 0
    connection = RecordingConnection()
    assert consumer.ensure_connected(connection) is connection
    assert connection.calls[0]["interval_max"] == recovery.RECONNECT_MAX_S <= 1.0
    assert connection.calls[0]["interval_start"] <= recovery.RECONNECT_MAX_S


class FlakyRedis:
    """fakeredis whose reads fail while `down` is set (Redis away), as the consumer sees it."""

    def __init__(self, redis):
        self.redis = redis
        self.down = threading.Event()

    def __getattr__(self, name):
        attribute = getattr(self.redis, name)
        if name not in ("xreadgroup", "xautoclaim"):
            return attribute

        def call(*args, **kwargs):
            if self.down.is_set():
                raise RedisConnectionError("Redis is away")
            return attribute(*args, **kwargs)

        return call


def test_when_redis_answers_again_the_consumer_follows_what_it_held_and_asks_for_a_recovery_sweep(
        rt, worker, fake_redis, queued, monkeypatch):  # noqa: F811
    rt.service.create_game([{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}], {}, seed=1)
    consumer = FollowUpConsumer(worker, "c1")
    consumer.ensure_groups(fake_redis)
    monkeypatch.setattr(type(rt.pipeline), "follow", lambda self, follow_ups: (_ for _ in ()).throw(
        RedisConnectionError("Redis went away mid-batch")))
    with contextlib.suppress(RedisConnectionError):  # the run loop would reconnect; the batch stays held
        consumer.step(fake_redis)
    monkeypatch.undo()
    assert pipeline.follow_up_backlog(fake_redis, rt.config)[1] >= 1  # held by c1, unacknowledged
    queued.clear()
    flaky = FlakyRedis(fake_redis)
    flaky.down.set()
    monkeypatch.setattr(worker, "redis", lambda: flaky)
    stop = threading.Event()
    thread = threading.Thread(target=consumer.run, args=(stop,), daemon=True)
    thread.start()
    try:
        time.sleep(0.3)  # a few failed reads
        assert queued == []
        flaky.down.clear()
        deadline = time.monotonic() + 3  # sooner than a claim of entries idle CLAIM_IDLE_MS (5 s)
        while pipeline.follow_up_backlog(fake_redis, rt.config) != (0, 0) or ("sweep", True) not in queued:
            assert time.monotonic() < deadline, (queued, pipeline.follow_up_backlog(fake_redis, rt.config))
            time.sleep(0.02)
    finally:
        stop.set()
        thread.join(timeout=5)
    assert queued.count(("sweep", True)) == 1


def test_an_archival_postgresql_refused_tries_again_within_a_second_until_it_answers(fake_redis, key_prefix):
    down = "postgresql://postgres@127.0.0.1:9/nothing_listens_here"
    archiver = Worker(Config(key_prefix=key_prefix, archive_url=down, archive_after_s=0), sender=RecordingSender(),
                      redis=fake_redis)
    game_rt = archiver.runtime(ENGINE.name)
    game_rt.store.archive = open_archive(down, connect_timeout_s=0.3)
    game_id = game_rt.service.create_game([{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}],
                                          {"target": 3}, seed=1)["game_id"]
    for seat in (0, 1, 0):
        game_rt.service.submit(game_id, seat, {"type": "add", "amount": 2})
    game_rt.service.advance(game_id)
    fake_redis.zadd(keys.archive_due_key(key_prefix), {f"{ENGINE.name}:{game_id}": 0})
    task = make_celery(archiver.config, archiver).tasks[queues.ARCHIVE]
    sent = archiver.sender.sent
    sent.clear()
    assert task.run() == {"unavailable": 1}  # beat's run
    assert sent == [("archive", True, archive_tasks.RETRY_S)]
    assert task.run() == {"unavailable": 1}  # beat's next: the retry already queued stays the only one
    assert task.run(True) == {"unavailable": 1}  # the retry: still away, the next retry
    assert sent == [("archive", True, archive_tasks.RETRY_S)] * 2
    sent.clear()
    workers.recovery_sweep(archiver)  # a run the outage failed goes again as soon as a worker reconnects
    assert ("archive", None) in sent
    game_rt.store.archive.close()


class BrokerAway(RecordingSender):
    """Records what is sent, except while `away`: then sending fails as kombu does with the broker gone."""

    def __init__(self):
        super().__init__()
        self.away = True

    def send(self, name, args=(), countdown=None):
        if self.away:
            raise BrokerUnreachable("[Errno 111] Connection refused")
        super().send(name, args, countdown)


def test_a_task_that_could_not_be_sent_leaves_no_flag_behind(fake_redis, key_prefix):
    config, broker = Config(key_prefix=key_prefix), BrokerAway()
    with pytest.raises(BrokerUnreachable):
        scheduling.schedule_advance(fake_redis, broker, config, ENGINE.name, "g1")
    assert not fake_redis.exists(keys.flag(key_prefix, "advance", "g1"))  # the next attempt queues it
    assert fake_redis.zscore(keys.advance_pending_key(key_prefix), f"{ENGINE.name}:g1") is not None
    with pytest.raises(BrokerUnreachable):
        scheduling.schedule_sequencing(fake_redis, broker, config)
    assert not fake_redis.exists(scheduling.sequencing_flag(config))
    broker.away = False
    assert scheduling.schedule_advance(fake_redis, broker, config, ENGINE.name, "g1")
    assert broker.sent == [("advance", ENGINE.name, "g1")]


def test_follow_ups_that_meet_the_broker_away_are_followed_when_it_answers_never_set_aside(
        fake_redis, key_prefix, monkeypatch):
    broker = BrokerAway()
    worker = Worker(Config(key_prefix=key_prefix), sender=broker, redis=fake_redis)  # noqa: F811
    game_rt = worker.runtime(ENGINE.name)
    broker.away = False
    game_id = game_rt.service.create_game([{"name": "human", "kind": "human"},
                                           {"name": "bot", "kind": "bot", "policy": "greedy"}], {}, seed=1)["game_id"]
    monkeypatch.setattr(game_rt.service.dispatcher, "after_append", lambda *_args: None)  # the writer's send lost
    game_rt.service.submit(game_id, 0, {"type": "add", "amount": 1})  # the bot's turn: its entry asks an advance
    broker.away, broker.sent[:] = True, []
    consumer = FollowUpConsumer(worker, "c1")
    stop = threading.Event()
    thread = threading.Thread(target=consumer.run, args=(stop,), daemon=True)
    thread.start()
    try:
        time.sleep(followups.RECONNECT_S * (followups.MAX_ATTEMPTS + 3))  # more failed runs than MAX_ATTEMPTS
        assert pipeline.follow_up_backlog(fake_redis, game_rt.config) != (0, 0)
        broker.away = False
        deadline = time.monotonic() + 3  # sooner than a claim of entries idle CLAIM_IDLE_MS (5 s)
        while ("advance", ENGINE.name, game_id) not in broker.sent:
            assert time.monotonic() < deadline, broker.sent
            time.sleep(0.02)
    finally:
        stop.set()
        thread.join(timeout=5)
    assert not fake_redis.exists(keys.follow_up_dead_key(key_prefix))
    assert ("sweep", True) in broker.sent
