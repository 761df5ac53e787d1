"""The matchmaker's choice (shared.app.matchmaking.seeks.choose_table): oldest first, closest ratings, ranges, counts."""

from __future__ import annotations

from shared.app.matchmaking.seeks import choose_table


def seek(sid, created, rating=0.0, counts=(2,), rng=None, who=None, options=None):
    return {"id": sid, "identity": who or f"c:{sid}", "created_ms": created, "rating": rating, "counts": list(counts),
            "range": rng, "options": options or {}, "clock": None}


def ids(table):
    return None if table is None else [s["id"] for s in table]


def test_the_oldest_seek_sits_with_the_closest_rating():
    waiting = [seek("far", 2, rating=30), seek("old", 1, rating=10), seek("near", 3, rating=12)]
    assert ids(choose_table(waiting)) == ["old", "near"]


def test_ranges_options_counts_and_identities_must_agree():
    assert choose_table([seek("a", 1, rating=10, rng=[0, 5]), seek("b", 2, rating=20)]) is None
    assert choose_table([seek("a", 1, options={"x": 1}), seek("b", 2)]) is None
    assert choose_table([seek("a", 1, counts=(3,)), seek("b", 2, counts=(2,))]) is None
    assert choose_table([seek("a", 1, who="c:u"), seek("b", 2, who="c:u")]) is None, "never a user twice"
    # The oldest cannot be seated yet: the next oldest pair is.
    waiting = [seek("a", 1, counts=(4,)), seek("b", 2), seek("c", 3)]
    assert ids(choose_table(waiting)) == ["b", "c"]


def test_the_largest_count_every_seeker_accepts():
    waiting = [seek(s, i, counts=(2, 3, 4)) for i, s in enumerate("abc")]
    assert ids(choose_table(waiting)) == ["a", "b", "c"]
    waiting.append(seek("d", 9, counts=(2,)))
    assert len(choose_table(waiting)) == 3, "d would cut the table to two"


def test_the_workers_matchmaker_task_and_the_sweep_seat_waiting_seeks(fake_redis, key_prefix):
    from shared.app.matchmaking.seeks import Seeks
    from shared.base.config import Config
    from shared.workers import tasks
    from shared.workers.worker import Worker
    from tests.task_recorder import RecordingSender

    sender = RecordingSender()
    worker = Worker(Config(key_prefix=key_prefix), sender=sender, redis=fake_redis)
    seeks = Seeks(worker.runtime("counting_race").service)
    posted = [seeks.post("acme", f"acme:{u}", u, [2], {}, None, None) for u in ("a", "b")]
    assert tasks.sweep(worker)["matchmaking"] == 1
    assert ("matchmaking", "counting_race") in sender.sent, "the sweep queues the matchmaker for waiting seeks"
    assert tasks.form_tables(worker, "counting_race") == 1
    seated = [seeks.status(p["seek_id"], "acme") for p in posted]
    assert seated[0]["game_id"] == seated[1]["game_id"] and {s["seat"] for s in seated} == {0, 1}
    assert tasks.form_tables(worker, "counting_race") == 0, "nothing left to seat, nobody seated twice"


def test_a_seek_the_matchmaker_could_not_seat_is_refused_when_posted(fake_redis):
    import pytest

    from shared.app.matchmaking.seeks import Seeks
    from shared.app.runtime import build_runtime
    from shared.base.config import Config
    from shared.domain.errors import InvalidSetup
    from shared.domain.registry import load_engine

    seeks = Seeks(build_runtime(load_engine("counting_race"), Config(dispatch="inline"), fake_redis).service)
    with pytest.raises(InvalidSetup):
        seeks.post("acme", "acme:a", "a", [2], {"target": "nonsense"}, None, None)
    with pytest.raises(InvalidSetup):
        seeks.post("acme", "acme:a", "a", [2], {}, {"kind": "fischer"}, None)
    with pytest.raises(InvalidSetup):
        seeks.post("acme", "acme:a", "a", [9], {}, None, None)
    assert seeks.form() == []
