"""Unit and property tests of the pure clock arithmetic (shared.domain.clock) and the forfeit ranking (shared.domain.seats)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.domain import clock
from shared.domain.seats import final_result

HUMANS = [{"kind": "human"}, {"kind": "bot"}]
POLICIES = ("random", "heuristic", "automa")


def settings(**raw):
    return clock.parse_settings(raw, HUMANS, POLICIES)


@given(st.integers(min_value=0, max_value=10**14))
def test_envelope_times_round_trip_exactly(ms):
    assert clock.to_ms(clock.to_iso(ms)) == ms


def test_envelope_time_format_is_the_stores():
    from shared.store.eventstore import _now

    assert len(clock.to_iso(1_700_000_000_123)) == len(_now())
    assert clock.to_ms(_now()) > 0


def test_settings_are_canonical_with_defaults():
    assert settings(kind="fischer", base_s=600) == {
        "kind": "fischer", "base_ms": 600_000, "increment_ms": 0, "on_timeout": "bot", "timeout_policy": "heuristic"}
    assert settings(kind="deadline", per_decision_s=86400, on_timeout="forfeit", timeout_policy="random") == {
        "kind": "deadline", "per_decision_ms": 86_400_000, "on_timeout": "forfeit", "timeout_policy": "random"}
    # A game without a heuristic policy falls back to its first takeover policy.
    assert clock.parse_settings({"kind": "fischer", "base_s": 5}, HUMANS, ("random", "greedy"))["timeout_policy"] == "random"


@pytest.mark.parametrize(("raw", "field"), [
    ("fischer", "clock"),
    ({"kind": "hourglass", "base_s": 5}, "clock.kind"),
    ({"base_s": 5}, "clock.kind"),
    ({"kind": "fischer"}, "clock.base_s"),
    ({"kind": "fischer", "base_s": -1}, "clock.base_s"),
    ({"kind": "fischer", "base_s": 0}, "clock.base_s"),
    ({"kind": "fischer", "base_s": 10**9}, "clock.base_s"),
    ({"kind": "fischer", "base_s": float("inf")}, "clock.base_s"),
    ({"kind": "fischer", "base_s": "600"}, "clock.base_s"),
    ({"kind": "fischer", "base_s": True}, "clock.base_s"),
    ({"kind": "fischer", "base_s": 60, "increment_s": -5}, "clock.increment_s"),
    ({"kind": "fischer", "base_s": 60, "per_decision_s": 5}, "clock.per_decision_s"),
    ({"kind": "deadline"}, "clock.per_decision_s"),
    ({"kind": "deadline", "per_decision_s": 10**9}, "clock.per_decision_s"),
    ({"kind": "deadline", "per_decision_s": 60, "increment_s": 1}, "clock.increment_s"),
    ({"kind": "fischer", "base_s": 60, "on_timeout": "pause"}, "clock.on_timeout"),
    ({"kind": "fischer", "base_s": 60, "timeout_policy": "automa"}, "clock.timeout_policy"),
    ({"kind": "fischer", "base_s": 60, "timeout_policy": "oracle"}, "clock.timeout_policy"),
])
def test_bad_settings_name_the_field(raw, field):
    with pytest.raises(clock.ClockSettingsError) as error:
        clock.parse_settings(raw, HUMANS, POLICIES)
    assert error.value.field == field


def test_a_clock_needs_a_human_seat():
    with pytest.raises(clock.ClockSettingsError) as error:
        clock.parse_settings({"kind": "fischer", "base_s": 60}, [{"kind": "bot"}, {"kind": "automa"}], POLICIES)
    assert error.value.field == "clock"


def test_public_settings_spell_the_body():
    assert clock.public_settings(settings(kind="fischer", base_s=1.5, increment_s=2)) == {
        "kind": "fischer", "base_s": 1.5, "increment_s": 2.0, "on_timeout": "bot", "timeout_policy": "heuristic"}


def test_a_decision_exactly_at_the_deadline_is_in_time():
    state = clock.new_clock(settings(kind="fischer", base_s=10), 2)
    clock.tick(state, 1000, {0})
    assert clock.next_deadline(state) == 11_000
    assert clock.overdue(state, 11_000) == []
    assert clock.overdue(state, 11_001) == [0]
    charges = clock.charges_for(state, 11_000, 0, set())
    assert charges == [{"seat": 0, "used_ms": 10_000, "remaining_ms": 0, "decided": True}]
    assert clock.check_charges(state, charges, 11_000) is None
    assert clock.check_charges(state, [dict(charges[0], used_ms=10_001, remaining_ms=-1)], 11_001)


def test_running_after_tells_every_deadline_as_tick_will_make_it():
    state = clock.new_clock(settings(kind="fischer", base_s=10, increment_s=1), 3)
    clock.tick(state, 0, {0, 1})
    charges = clock.charges_for(state, 4000, 0, {0, 1, 2})  # seat 0 decides and owes again; seat 2 starts
    shown = clock.running_after(state, charges, {0, 1, 2}, 4000)
    clock.apply_charges(state, charges)
    clock.tick(state, 4000, {0, 1, 2})
    assert shown == [{"seat": s, "remaining_ms": state["remaining_ms"][s],
                      "deadline": clock.to_iso(state["since_ms"][s] + state["remaining_ms"][s])} for s in range(3)]
    assert [r["deadline"] for r in shown] == [clock.to_iso(11_000), clock.to_iso(10_000), clock.to_iso(14_000)]


def test_the_deadline_kind_starts_every_decision_afresh():
    state = clock.new_clock(settings(kind="deadline", per_decision_s=60), 1)
    clock.tick(state, 0, {0})
    charges = clock.charges_for(state, 59_000, 0, {0})
    assert charges[0]["remaining_ms"] == 60_000
    clock.apply_charges(state, charges)
    clock.tick(state, 59_000, {0})
    assert clock.next_deadline(state) == 119_000


def test_simultaneous_seats_run_at_once_and_are_charged_each_for_its_own_time():
    state = clock.new_clock(settings(kind="fischer", base_s=30), 3)
    clock.tick(state, 0, {0, 1, 2})
    first = clock.charges_for(state, 4000, 1, {0, 2})  # seat 1 decides; 0 and 2 still owe
    assert first == [{"seat": 1, "used_ms": 4000, "remaining_ms": 26_000, "decided": True}]
    clock.apply_charges(state, first)
    clock.tick(state, 4000, {0, 2})
    assert clock.overdue(state, 30_001) == [0, 2]
    # Seat 0 decides and that ends the round: seat 2's clock stops too (charged, no increment).
    last = clock.charges_for(state, 9000, 0, set())
    assert [(c["seat"], c["used_ms"], c["decided"]) for c in last] == [(0, 9000, True), (2, 9000, False)]


decision_times = st.lists(st.integers(min_value=0, max_value=20_000), min_size=1, max_size=30)


@given(decision_times, st.integers(min_value=0, max_value=5000))
def test_fischer_bank_is_base_minus_time_used_plus_increments(used, increment_ms):
    raw = {"kind": "fischer", "base_s": 600, "increment_s": increment_ms / 1000}
    state = clock.new_clock(clock.parse_settings(raw, HUMANS, POLICIES), 1)
    now = 1_000
    clock.tick(state, now, {0})
    for spent in used:
        now += spent
        charges = clock.charges_for(state, now, 0, {0})
        assert clock.check_charges(state, charges, now) is None
        clock.apply_charges(state, charges)
        clock.tick(state, now, {0})
    assert state["remaining_ms"][0] == 600_000 - sum(used) + len(used) * increment_ms
    assert clock.next_deadline(state) == now + state["remaining_ms"][0]


@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 5000), st.sets(st.integers(0, 3))), max_size=25))
def test_charges_computed_always_pass_the_re_check(steps):
    """Whatever seats decide and whoever owes next, the audit re-derives every recorded charge."""
    state = clock.new_clock(settings(kind="fischer", base_s=60, increment_s=1), 4)
    now = 0
    clock.tick(state, now, {0, 1, 2, 3})
    for actor, spent, running_after in steps:
        now += spent
        charges = clock.charges_for(state, now, actor, running_after)
        assert clock.check_charges(state, charges, now) is None or clock.overdue(state, now)
        assert {c["seat"] for c in charges} <= {s for s, since in enumerate(state["since_ms"]) if since is not None}
        clock.apply_charges(state, charges)
        clock.tick(state, now, running_after)
        assert all(since == now for seat, since in enumerate(state["since_ms"]) if seat in running_after
                   and any(c["seat"] == seat for c in charges))


def _result(totals):
    players = [{"seat": s, "name": f"p{s}", "total": t, "lines": [], "tiebreak": []} for s, t in enumerate(totals)]
    ranking = sorted(range(len(totals)), key=lambda s: -totals[s])
    best = totals[ranking[0]]
    return {"ranking": ranking, "winners": [s for s in ranking if totals[s] == best], "players": players}


@given(st.lists(st.integers(0, 50), min_size=2, max_size=5), st.data())
def test_forfeited_seats_rank_last_and_never_win(totals, data):
    forfeited = data.draw(st.lists(st.sampled_from(range(len(totals))), unique=True))
    record = SimpleNamespace(forfeited=forfeited, seat_control=[{"controller": "human", "policy": None,
                                                                 "status": "playing"}] * len(totals), players=[])
    result = final_result(_result(totals), record)
    n = len(totals) - len(forfeited)
    assert set(result["ranking"][n:]) == set(forfeited)
    assert not set(result["winners"]) & set(forfeited)
    assert bool(result["winners"]) == (n > 0)
    kept = [s for s in _result(totals)["ranking"] if s not in forfeited]
    assert result["ranking"][:n] == kept  # the others keep their order
    if forfeited:
        assert [p["forfeited"] for p in result["players"]] == [s in forfeited for s in range(len(totals))]
    else:
        assert result == _result(totals)  # without forfeits the engine's result is untouched
