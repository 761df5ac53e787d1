"""Clocks, timeouts, resignation and seats handed to bots through the service (fakeredis, injected time)."""

from __future__ import annotations

import pytest

from shared.app.runtime import build_runtime
from shared.audit.clock_audit import verify_clock
from shared.audit.game_audit import audit_game
from shared.base.config import Config
from shared.domain import clock
from shared.domain.errors import InvalidSetup, SeatConflict
from shared.domain.registry import load_engine
from shared.http.errors import status_of
from shared.store.repository import GAME_FINISHED, PLATFORM_EVENTS
from tests.fixture_game import ENGINE

START = 1_800_000_000_000
HUMANS = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]
FISCHER = {"kind": "fischer", "base_s": 10, "increment_s": 2}


class Time:
    def __init__(self):
        self.ms = START

    def __call__(self) -> int:
        return self.ms

    def advance(self, seconds: float) -> None:
        self.ms += round(seconds * 1000)


@pytest.fixture
def now():
    return Time()


@pytest.fixture
def rt(fake_redis, now):
    runtime = build_runtime(ENGINE, Config(dispatch="inline", key_prefix="clk:"), fake_redis)
    runtime.service.now_ms = now
    return runtime


def create(rt, players=HUMANS, options=None, clock_options=FISCHER, seed=3):
    return rt.service.create_game(players, options or {}, seed, clock_options=clock_options)["game_id"]


def events_of(rt, game_id, start=1):
    return rt.store.read(game_id, start)


def clock_of(rt, game_id):
    return rt.service.current_view(game_id, None)["clock"]


def test_a_decision_and_its_clock_charge_are_one_append(rt, now):
    game_id = create(rt)
    assert clock_of(rt, game_id)["seats"][0]["deadline"] == clock.to_iso(START + 10_000)
    now.advance(3)
    result = rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    assert [e["type"] for e in result.events] == ["added", "clock_charged"]
    assert {e["command_id"] for e in result.events} == {result.events[0]["command_id"]}
    assert result.events[1]["data"]["charges"] == [{"seat": 0, "used_ms": 3000, "remaining_ms": 9000, "decided": True}]
    assert result.events[1]["time"] == clock.to_iso(START + 3000)
    seats = clock_of(rt, game_id)["seats"]
    assert (seats[0]["remaining_s"], seats[0]["running"]) == (9.0, False)
    assert seats[1]["running"] and seats[1]["deadline"] == clock.to_iso(START + 13_000)
    assert rt.service.dispatcher.deadlines[game_id] == START + 13_000  # what the workers would be told
    assert verify_clock(ENGINE, events_of(rt, game_id)) == (True, "clock arithmetic re-derived over 1 appends")


def test_a_timeout_hands_the_seat_to_a_bot_for_the_rest_of_the_game(rt, now):
    game_id = create(rt)
    now.advance(10)
    assert rt.service.enforce_clock(game_id) == []  # exactly at the deadline: still in time
    now.advance(0.5)
    assert rt.service.enforce_clock(game_id) == [0]
    assert rt.service.enforce_clock(game_id) == []  # idempotent: nothing is due twice
    types = [e["type"] for e in events_of(rt, game_id, 3)]
    assert types[:2] == ["seat_timed_out", "seat_replaced"]  # no clock runs after: no clock_charged
    timed_out = events_of(rt, game_id, 3)[0]["data"]
    assert timed_out == {"seat": 0, "deadline": clock.to_iso(START + 10_000), "late_ms": 500, "on_timeout": "bot"}
    # The bot (the clock's timeout policy) moved seat 0 at once; seat 1's clock now runs.
    bot_move = events_of(rt, game_id, 3)[2:4]
    assert [(e["type"], e["actor"]) for e in bot_move] == [("added", 0), ("clock_charged", 0)]
    assert bot_move[1]["data"] == {"charges": [], "running": [
        {"seat": 1, "remaining_ms": 10_000, "deadline": clock.to_iso(START + 20_500)}]}
    view = rt.service.current_view(game_id, None)
    assert view["players"][0] | {"controller": "bot", "policy": "random", "status": "timed_out"} == view["players"][0]
    assert view["clock"]["seats"][0]["remaining_s"] == 0
    with pytest.raises(SeatConflict) as refused:
        rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    assert refused.value.code == "timed_out" and status_of(refused.value) == 409


def test_a_late_move_is_refused_and_the_timeout_lands_instead(rt, now):
    game_id = create(rt)
    now.advance(11)  # no worker has noticed yet: the move itself finds the clock run out
    version = rt.store.version(game_id)
    with pytest.raises(SeatConflict) as refused:
        rt.service.submit(game_id, 0, {"type": "add", "amount": 2}, expected_version=version)
    assert refused.value.code == "timed_out"
    appended = events_of(rt, game_id, version + 1)
    assert [e["type"] for e in appended[:2]] == ["seat_timed_out", "seat_replaced"]
    assert all(e["actor"] == "system" for e in appended[:2])


def test_a_move_that_lands_first_wins(rt, now):
    game_id = create(rt)
    now.advance(9.999)
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    now.advance(1)
    assert rt.service.enforce_clock(game_id) == []  # the move stopped the clock before the deadline task ran


def test_every_pending_seat_runs_its_clock_at_once(rt, now):
    game_id = create(rt, players=HUMANS + [{"name": "cy", "kind": "human"}], options={"simultaneous": True})
    assert [s["running"] for s in clock_of(rt, game_id)["seats"]] == [True, True, True]
    now.advance(4)
    rt.service.submit(game_id, 1, {"type": "add", "amount": 1})
    seats = clock_of(rt, game_id)["seats"]
    assert [s["running"] for s in seats] == [True, False, True] and seats[1]["remaining_s"] == 8.0
    now.advance(6.5)  # 10.5 s since the round began: seats 0 and 2 ran out together
    assert rt.service.enforce_clock(game_id) == [0, 2]
    assert audit_of(rt, game_id)["clock"]["ok"]


def audit_of(rt, game_id):
    return audit_game(rt, game_id)["checks"]


def test_a_deadline_clock_gives_every_decision_the_same_time(rt, now):
    game_id = create(rt, clock_options={"kind": "deadline", "per_decision_s": 3600})
    for seat in (0, 1, 0, 1):
        now.advance(3000)
        rt.service.submit(game_id, seat, {"type": "add", "amount": 1})
    assert [s["remaining_s"] for s in clock_of(rt, game_id)["seats"]] == [3600.0, 3600.0]
    now.advance(3600.001)
    assert rt.service.enforce_clock(game_id) == [0]


def play_out(rt, now, game_id, seats=(0, 1)):
    for _ in range(200):
        view = rt.service.current_view(game_id, None)
        if view["result"] is not None:
            return view
        pending = [s for s in view["pending"] if s in seats and view["players"][s]["controller"] == "human"]
        assert pending, "only humans wait"
        now.advance(1)
        rt.service.submit(game_id, pending[0], {"type": "add", "amount": 1})
    raise AssertionError("the game did not end")


def test_forfeit_ranks_the_seat_last_whatever_its_score(rt, now):
    game_id = create(rt, options={"target": 12}, clock_options=dict(FISCHER, on_timeout="forfeit", timeout_policy="greedy"))
    now.advance(11)
    assert rt.service.enforce_clock(game_id) == [0]  # seat 0 now adds 2 every turn (greedy) and outscores seat 1
    result = play_out(rt, now, game_id, seats=(1,))["result"]
    totals = {p["seat"]: p["total"] for p in result["players"]}
    assert totals[0] > totals[1]
    assert result["ranking"] == [1, 0] and result["winners"] == [1]
    assert [(p["forfeited"], p["resigned"]) for p in result["players"]] == [(True, False), (False, False)]
    checks = audit_of(rt, game_id)
    assert all(c["ok"] for c in checks.values()) and not checks["rescore"]["skipped"], checks


def test_resigning_hands_the_seat_to_a_bot_and_marks_the_result(rt, now):
    game_id = create(rt, clock_options=None)
    now.advance(5)
    result = rt.service.resign(game_id, 1)
    assert [e["type"] for e in result.events] == ["seat_resigned", "seat_replaced"]
    assert result.events[1]["data"] == {"seat": 1, "controller": "bot", "policy": "random", "reason": "resigned",
                                        "version": None}  # the fixture game's policies have no versions
    with pytest.raises(SeatConflict) as again:
        rt.service.resign(game_id, 1)
    assert again.value.code == "seat_resigned"
    with pytest.raises(SeatConflict):
        rt.service.set_controller(game_id, 1, "human")
    final = play_out(rt, now, game_id, seats=(0,))["result"]
    assert final["ranking"][-1] == 1 and 1 not in final["winners"]
    assert final["players"][1]["resigned"] and final["players"][1]["forfeited"]
    assert all(c["ok"] for c in audit_of(rt, game_id).values())


def test_stepping_away_stops_the_clock_and_coming_back_restarts_it(rt, now):
    game_id = create(rt)
    now.advance(4)
    away = rt.service.set_controller(game_id, 0, "bot", "greedy")
    assert [e["type"] for e in away.events[:2]] == ["seat_replaced", "clock_charged"]
    assert away.events[1]["data"]["charges"] == [{"seat": 0, "used_ms": 4000, "remaining_ms": 6000, "decided": False}]
    # The bot played seat 0 at once (inline); now seat 1 owes.
    assert [(e["actor"], e["type"]) for e in events_of(rt, game_id, away.version + 1)][:1] == [(0, "added")]
    view = rt.service.current_view(game_id, None)
    assert view["players"][0]["status"] == "away" and view["pending"] == [1]
    with pytest.raises(SeatConflict) as refused:
        rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    assert refused.value.code in ("seat_away", "not_your_turn")
    with pytest.raises(SeatConflict):
        rt.service.set_controller(game_id, 0, "bot")
    back = rt.service.set_controller(game_id, 0, "human")
    assert [e["type"] for e in back.events] == ["seat_returned", "clock_charged"]  # seat 1's clock runs on
    with pytest.raises(SeatConflict) as playing:
        rt.service.set_controller(game_id, 0, "human")
    assert playing.value.code == "seat_playing"
    now.advance(1)
    rt.service.submit(game_id, 1, {"type": "add", "amount": 1})
    seat0 = clock_of(rt, game_id)["seats"][0]
    assert seat0["running"] and seat0["remaining_s"] == 6.0  # the time away cost nothing
    assert verify_clock(ENGINE, events_of(rt, game_id))[0]


def test_seat_changes_refuse_bad_input(rt):
    game_id = rt.service.create_game(HUMANS + [{"name": "b", "kind": "bot"}], {}, 1)["game_id"]
    with pytest.raises(InvalidSetup) as bad_policy:
        rt.service.set_controller(game_id, 0, "bot", "oracle")
    assert bad_policy.value.details["field"] == "policy"
    with pytest.raises(SeatConflict) as bot_seat:
        rt.service.resign(game_id, 2)
    assert bot_seat.value.code == "not_a_human_seat"
    assert rt.store.version(game_id) == 2  # nothing appended


def test_creation_refuses_bad_clocks_and_appends_nothing(rt, fake_redis):
    for options, field in [({"kind": "sandglass"}, "clock.kind"), ({"kind": "fischer", "base_s": -5}, "clock.base_s")]:
        with pytest.raises(InvalidSetup) as refused:
            rt.service.create_game(HUMANS, {}, 1, clock_options=options)
        assert refused.value.code == "invalid_clock" and refused.value.details["field"] == field
    with pytest.raises(InvalidSetup) as bots_only:
        rt.service.create_game([{"name": "b", "kind": "bot"}], {}, 1, clock_options=FISCHER)
    assert bots_only.value.details["field"] == "clock"
    assert not list(fake_redis.scan_iter(match="clk:game:*"))


def test_the_audit_catches_rigged_clock_facts(rt, now):
    game_id = create(rt)
    now.advance(3)
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    now.advance(30)
    rt.service.enforce_clock(game_id)
    honest = events_of(rt, game_id)
    assert verify_clock(ENGINE, honest)[0]

    def rigged(change):
        events = [dict(e, data=dict(e["data"])) for e in honest]
        change(events)
        return verify_clock(ENGINE, events)

    def more_time(events):
        charged = next(e for e in events if e["type"] == "clock_charged")
        charged["data"]["charges"] = [dict(charged["data"]["charges"][0], remaining_ms=60_000)]

    def early_timeout(events):
        for e in events:
            if e["type"] in ("seat_timed_out", "seat_replaced") or e["version"] > 5:
                e["time"] = clock.to_iso(START + 5000)

    def later_deadline(events):
        charged = next(e for e in events if e["type"] == "clock_charged")
        charged["data"]["running"] = [dict(r, deadline=clock.to_iso(START + 99_000)) for r in charged["data"]["running"]]

    def dropped_charge(events):
        events[:] = [e for e in events if e["type"] != "clock_charged"]

    def missed_timeout(events):
        events[:] = [e for e in events if e["type"] not in ("seat_timed_out",)]

    for change, expected in [(more_time, "the arithmetic gives"), (early_timeout, "before its deadline"),
                             (later_deadline, "running clocks recorded differ"),
                             (dropped_charge, "uncharged"), (missed_timeout, "without timing it out")]:
        ok, detail = rigged(change)
        assert not ok and expected in detail, (change.__name__, detail)


def test_platform_events_are_never_folded_by_the_engine(rt, now):
    game_id = create(rt)
    now.advance(11)
    rt.service.enforce_clock(game_id)
    platform = [e for e in events_of(rt, game_id) if e["type"] in PLATFORM_EVENTS]
    assert {e["type"] for e in platform} >= {"seat_timed_out", "seat_replaced"}
    # Seen by every seat as recorded (nothing hidden in them).
    for envelope in platform:
        assert rt.service.visible_event(envelope, 1, finished=False) == envelope


@pytest.mark.parametrize("game", ["academic_society", "royal_archeology", "modern_society"])
def test_every_game_plays_on_after_a_human_seat_times_out(fake_redis, now, game):
    """Generic over games: the human seat times out, the timeout policy plays it to the end, the audit passes."""
    engine = load_engine(game)
    rt = build_runtime(engine, Config(dispatch="inline", key_prefix=f"clk-{game}:"), fake_redis)
    rt.service.now_ms = now
    count = {"academic_society": 2, "royal_archeology": 2, "modern_society": 3}[game]
    players = [{"name": "h", "kind": "human"}] + [{"name": f"b{i}", "kind": "bot", "policy": "random"}
                                                  for i in range(1, count)]
    game_id = rt.service.create_game(players, {}, 11, clock_options={
        "kind": "fischer", "base_s": 60, "on_timeout": "forfeit", "timeout_policy": "random"})["game_id"]
    if 0 not in rt.service.current_view(game_id, None)["pending"]:
        pytest.skip("the human seat does not owe the first decision")
    now.advance(61)
    assert rt.service.enforce_clock(game_id) == [0]
    view = rt.service.current_view(game_id, None)
    assert view["status"] == "finished" and view["result"]["ranking"][-1] == 0
    records = rt.store.read(game_id)
    assert records[-1]["type"] == GAME_FINISHED
    checks = audit_game(rt, game_id)["checks"]
    assert all(c["ok"] for c in checks.values()), checks


def test_a_host_whose_clock_lags_never_records_time_going_backwards(rt, now):
    game_id = create(rt)
    now.advance(3)
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})
    now.advance(-2)  # another web worker, its clock two seconds behind
    result = rt.service.submit(game_id, 1, {"type": "add", "amount": 1})
    assert result.events[0]["time"] == clock.to_iso(START + 3000)
    assert result.events[-1]["data"]["charges"][0]["used_ms"] == 0
    assert verify_clock(ENGINE, events_of(rt, game_id))[0]


def test_the_worker_never_moves_a_seat_its_human_took_back(rt, now):
    game_id = create(rt)
    with pytest.raises(SeatConflict) as refused:
        rt.service.submit(game_id, 0, {"type": "add", "amount": 1}, automated=True)
    assert refused.value.code == "seat_playing"



class QuietDispatcher:
    """No workers: nothing moves between two calls unless the test moves it."""


    def after_append(self, *args, **kwargs):
        """Nothing to dispatch: the test drives the service by hand."""


def test_another_seats_timeout_does_not_turn_a_move_into_a_conflict(fake_redis, now):
    """Simultaneous choices: seat 2 answers with the version it read, while seat 0's clock has just
    run out; the timeout lands first and seat 2's choice right after it, without a 409."""
    rt = build_runtime(ENGINE, Config(key_prefix="clk2:"), fake_redis, QuietDispatcher())
    rt.service.now_ms = now
    game_id = create(rt, players=HUMANS + [{"name": "cy", "kind": "human"}], options={"simultaneous": True})
    now.advance(1)
    for seat in (1, 2):
        rt.service.submit(game_id, seat, {"type": "add", "amount": 1})
    now.advance(8)
    rt.service.submit(game_id, 0, {"type": "add", "amount": 1})  # round 2 from t=9: seat 0 has 3 s, the others 11
    assert [s["deadline"] for s in clock_of(rt, game_id)["seats"]] == [
        clock.to_iso(START + 12_000), clock.to_iso(START + 20_000), clock.to_iso(START + 20_000)]
    version = rt.store.version(game_id)
    now.advance(4)
    result = rt.service.submit(game_id, 2, {"type": "add", "amount": 2}, expected_version=version)
    assert result.version == version + 3 + 2  # the timeout (3 events), then the choice and its charge
    assert [e["type"] for e in rt.store.read(game_id, version + 1)] == [
        "seat_timed_out", "seat_replaced", "clock_charged", "chose", "clock_charged"]
    assert verify_clock(ENGINE, events_of(rt, game_id))[0]


def _human_against_two_clocked_bots(fake_redis, now, monkeypatch, batch: int, prefix: str, think_s: float):
    """Play seat 0 (human, Fischer clock) to the end against two bots that each think `think_s`; returns the
    stream, the writes each human move caused, and per human move the deadline scheduled last beside the
    one the game's clock shows. The game's salt (and so its deal) is the same in every call: the service's
    entropy is seeded afresh."""
    from shared.app.aggregates import entropy
    from tests.conftest import SeededSecrets

    monkeypatch.setattr(entropy, "secrets", SeededSecrets("clocked bots"))
    runtime = build_runtime(ENGINE, Config(dispatch="inline", key_prefix=prefix), fake_redis)
    runtime.service.now_ms = now
    runtime.service.advance_batch = batch
    thinking = ENGINE.bot_command

    def think(*args, **kwargs):
        command = thinking(*args, **kwargs)
        now.advance(think_s)  # a bot's decision takes time: the next seat's clock starts after it
        return command

    monkeypatch.setattr(ENGINE, "bot_command", think)
    players = [HUMANS[0], {"name": "b1", "kind": "bot", "policy": "random"},
               {"name": "b2", "kind": "bot", "policy": "random"}]
    game_id = create(runtime, players=players, options={"target": 6})
    writes, per_move, deadlines, shown = [], [], [], []
    write, schedule = runtime.store.write, runtime.service.schedule_deadline
    monkeypatch.setattr(runtime.store, "write", lambda *a, **k: writes.append(a[1]) or write(*a, **k))
    monkeypatch.setattr(runtime.service, "schedule_deadline", lambda g, due: deadlines.append(due) or schedule(g, due))
    while runtime.service.current_view(game_id, None)["result"] is None:
        writes.clear()
        now.advance(2)
        runtime.service.submit(game_id, 0, {"type": "add", "amount": 1})
        per_move.append(len(writes))
        view = runtime.service.current_view(game_id, None)
        if view["result"] is None:
            scheduled = deadlines[-1]
            shown.append((scheduled and clock.to_iso(scheduled), view["clock"]["seats"][0]["deadline"]))
    monkeypatch.setattr(ENGINE, "bot_command", thinking)
    checks = audit_of(runtime, game_id)
    assert all(c["ok"] for c in checks.values()), checks
    return events_of(runtime, game_id), per_move, shown


def test_bots_under_a_clock_play_in_one_append_with_the_events_of_one_by_one_play(fake_redis, now, monkeypatch):
    """Issue 24 (batch clocked games too): after the human's move both bots' decisions land in ONE append,
    carrying exactly the events one by one play records, times included: each decision stamped when it was
    made, so the human's clock starts after the bots thought, never before. The human's next deadline is the
    one scheduled last, and the audit re-checks every clock charge."""
    start = now.ms
    batched, batched_writes, batched_shown = _human_against_two_clocked_bots(fake_redis, now, monkeypatch, 512,
                                                                            "clkb:", 0.3)
    now.ms = start
    single, single_writes, single_shown = _human_against_two_clocked_bots(fake_redis, now, monkeypatch, 1, "clks:",
                                                                          0.3)

    def facts(stream):  # what was decided, by whom, when (ids, hashes and the transcript name the stream)
        return [(e["type"], e["actor"], e["time"], {k: v for k, v in e["data"].items() if k != "transcript"})
                for e in stream if e["type"] != "game_created"]

    assert facts(batched) == facts(single)
    assert max(single_writes) == 3 and set(batched_writes[:-1]) == {2}  # the human's append, then the bots' one
    assert batched_shown == single_shown and all(scheduled == due for scheduled, due in batched_shown)


def test_a_clock_that_runs_out_while_a_bot_thinks_is_timed_out_before_the_bots_move_lands(fake_redis, now,
                                                                                          monkeypatch):
    """Choices made at once (every seat pending): the human's 10 s run out while a bot thinks 12 s. The batch
    stamps that decision when it was made, finds the human overdue then, and leaves it to the one-by-one
    path: the timeout lands first, then the bots' moves, and the audit agrees with every charge."""
    rt = build_runtime(ENGINE, Config(dispatch="inline", key_prefix="clkt:"), fake_redis)
    rt.service.now_ms = now
    thinking = ENGINE.bot_command

    def think(*args, **kwargs):
        command = thinking(*args, **kwargs)
        now.advance(12)
        return command

    monkeypatch.setattr(ENGINE, "bot_command", think)
    players = [HUMANS[0], {"name": "b1", "kind": "bot", "policy": "random"},
               {"name": "b2", "kind": "bot", "policy": "random"}]
    game_id = create(rt, players=players, options={"simultaneous": True})
    stream = events_of(rt, game_id)
    timed_out = next(i for i, e in enumerate(stream) if e["type"] == "seat_timed_out")
    deadline = stream[timed_out]["data"]["deadline"]
    late_bot_moves = [i for i, e in enumerate(stream) if e["actor"] in (1, 2) and e["time"] > deadline]
    assert late_bot_moves and min(late_bot_moves) > timed_out
    monkeypatch.setattr(ENGINE, "bot_command", thinking)
    checks = audit_of(rt, game_id)
    assert all(c["ok"] for c in checks.values()), checks
