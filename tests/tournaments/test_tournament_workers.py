"""The tournament's Celery tasks as plain functions against fakeredis (the broker is patched out)."""

from __future__ import annotations

from services.tournaments.keys import index_base
from services.tournaments.service import TournamentService
from shared.app.ratings import Ratings
from shared.base.config import Config
from shared.workers import result_tasks
from shared.workers import tasks as workers


def test_the_sweep_queues_running_and_paused_tournaments_and_late_ratings(fake_redis, monkeypatch, key_prefix):
    config = Config(key_prefix=key_prefix)
    monkeypatch.setattr(workers, "config", config)
    monkeypatch.setattr(workers, "_connection", [fake_redis])
    monkeypatch.setattr(workers, "_runtimes", {})
    sent = []
    monkeypatch.setattr(result_tasks.tournament_advance, "apply_async", lambda args: sent.append(("tournament", *args)))
    monkeypatch.setattr(result_tasks.ratings_refresh, "apply_async", lambda args, countdown: sent.append(("ratings", *args)))
    base = index_base(key_prefix)
    fake_redis.zadd(f"{base}:running", {"t1": 1})
    fake_redis.zadd(f"{base}:paused", {"t2": 2})
    fake_redis.zadd(f"{base}:finished", {"t3": 3})
    Ratings(fake_redis, key_prefix).record("academic_society", "g1", "2026-01-01T00:00:00+00:00", [("a", 0), ("b", 1)])
    assert result_tasks.sweep_results(fake_redis) == 2
    assert sorted(sent) == [("ratings", "academic_society"), ("tournament", "t1"), ("tournament", "t2")]
    sent.clear()
    assert result_tasks.sweep_results(fake_redis) == 0 and sent == [], "queued already: coalesced by the flags"


def test_the_advance_task_is_idempotent(fake_redis, monkeypatch, key_prefix):
    config = Config(key_prefix=key_prefix, dispatch="inline")
    monkeypatch.setattr(workers, "config", config)
    monkeypatch.setattr(workers, "_connection", [fake_redis])
    service = TournamentService(fake_redis, config)
    monkeypatch.setattr(result_tasks, "_services", {"tournaments": service})
    created = service.create({"game": "counting_race", "options": {}, "format": "swiss", "rounds": 1,
                              "table_sizes": [2], "bot_fill": None, "rank_points": {}, "advance": 1, "clock": None,
                              "entrants": [{"id": f"b{i}", "name": f"b{i}", "kind": "bot", "policy": "random"}
                                           for i in range(4)]})
    tid = created["tournament_id"]
    assert result_tasks.tournament_advance(tid) == "idle", "not started: nothing to do"
    service.start(tid)
    version = service.store.version(tid)
    assert service.load(tid)["status"] == "finished"
    assert result_tasks.tournament_advance(tid) == "idle" and service.store.version(tid) == version
    assert result_tasks.tournament_advance.autoretry_for == (Exception,)
