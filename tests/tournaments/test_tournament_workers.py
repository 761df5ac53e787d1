"""The tournament's Celery task and sweep as plain functions against fakeredis (a sender records what
they queue)."""

from __future__ import annotations

from services.tournaments import tasks as tournament_tasks
from services.tournaments.service import TournamentService
from shared.app.matchmaking.ratings import Ratings
from shared.base.config import Config
from shared.store.keys import tournament_index_base
from shared.workers import result_tasks
from shared.workers import tasks as workers
from shared.workers.app import make_celery
from shared.workers.worker import Worker
from tests.task_recorder import RecordingSender


def test_the_sweep_queues_running_and_paused_tournaments_and_late_ratings(fake_redis, key_prefix):
    sender = RecordingSender()
    worker = Worker(Config(key_prefix=key_prefix), sender=sender, redis=fake_redis)
    base = tournament_index_base(key_prefix)
    fake_redis.zadd(f"{base}:running", {"t1": 1})
    fake_redis.zadd(f"{base}:paused", {"t2": 2})
    fake_redis.zadd(f"{base}:finished", {"t3": 3})
    Ratings(fake_redis, key_prefix).record("academic_society", "g1", "2026-01-01T00:00:00+00:00", [("a", 0), ("b", 1)])
    assert workers.sweep(worker)["tournaments"] == 2
    assert sorted(sender.sent) == [("ratings", "academic_society"), ("tournament", "t1"), ("tournament", "t2")]
    sender.sent.clear()
    assert tournament_tasks.sweep(worker) == {"tournaments": 0}
    result_tasks.sweep_ratings(worker)
    assert sender.sent == [], "queued already: coalesced by the flags"


def test_the_advance_task_is_idempotent(fake_redis, key_prefix):
    config = Config(key_prefix=key_prefix, dispatch="inline")
    worker = Worker(config, sender=RecordingSender(), redis=fake_redis)
    service = worker.service("tournaments", lambda: TournamentService(fake_redis, config))
    created = service.create({"game": "counting_race", "options": {}, "format": "swiss", "rounds": 1,
                              "table_sizes": [2], "bot_fill": None, "rank_points": {}, "advance": 1, "clock": None,
                              "entrants": [{"id": f"b{i}", "name": f"b{i}", "kind": "bot", "policy": "random"}
                                           for i in range(4)]})
    tid = created["tournament_id"]
    assert tournament_tasks.tournament_advance(worker, tid) == "idle", "not started: nothing to do"
    service.start(tid)
    version = service.store.version(tid)
    assert service.load(tid)["status"] == "finished"
    assert tournament_tasks.tournament_advance(worker, tid) == "idle" and service.store.version(tid) == version
    task = make_celery(config, worker).tasks[tournament_tasks.TOURNAMENT_ADVANCE]
    assert task.autoretry_for == (Exception,)
    assert task(tid) == "idle", "the registered task runs the body with the app's worker"


def test_the_advance_task_collects_the_organisers_feed(fake_redis, key_prefix):
    """Starts and clocks running out are not tournament events: the swept advance collects them, so the
    feed's webhooks hear of them within a sweep even with nobody following the feed live."""
    config = Config(key_prefix=key_prefix, dispatch="inline")
    worker = Worker(config, sender=RecordingSender(), redis=fake_redis)
    service = worker.service("tournaments", lambda: TournamentService(fake_redis, config))
    created = service.create({"game": "counting_race", "options": {}, "format": "swiss", "rounds": 2,
                              "table_sizes": [2], "bot_fill": None, "rank_points": {}, "advance": 1, "clock": None,
                              "entrants": [{"id": "h", "name": "h", "kind": "human"},
                                           *({"id": f"b{i}", "name": f"b{i}", "kind": "bot", "policy": "random"}
                                             for i in range(3))]})
    tid = created["tournament_id"]
    service.start(tid)
    keys = service.keys(tid)
    fake_redis.delete(keys.feed, keys.feed_seen, keys.feed_cursors)  # as if the games had moved unseen
    assert service.feed.read(tid, 0) == []
    assert tournament_tasks.tournament_advance(worker, tid) == "waiting", "the human's table is still playing"
    kinds = [item["type"] for item in service.feed.read(tid, 0)]
    assert kinds.count("table_created") == 2 and kinds.count("table_finished") == 1
