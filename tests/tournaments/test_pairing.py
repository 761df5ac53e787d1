"""Pairing: pure, deterministic, legal tables, fewer repeat meetings than a random draw."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from services.tournaments import pairing
from services.tournaments.pairing import (
    PairingError,
    elimination_fields,
    elimination_round,
    plan_tables,
    random_round,
    record_meetings,
    round_cost,
    round_robin_schedule,
    swiss_round,
)

SIZE_SETS = st.sampled_from([[2], [3], [4], [2, 3, 4], [3, 4, 5], [3, 4], [2, 4], [4, 5], [5]])


def field(n):
    return [(f"e{i:03d}", (0,)) for i in range(n)]


@settings(max_examples=150, deadline=None)
@given(n=st.integers(1, 60), sizes=SIZE_SETS, bot_fill=st.booleans())
def test_plan_seats_everyone_once_at_legal_tables_or_refuses(n, sizes, bot_fill):
    try:
        plan = plan_tables(n, sizes, bot_fill)
    except PairingError:
        assert not bot_fill or n < 1
        return
    assert sum(real for real, _ in plan) == n
    for real, bots in plan:
        assert real + bots in sizes and real >= 1
    if not any(bots for _, bots in plan):
        seats = [real for real, _ in plan]
        assert seats == sorted(seats, reverse=True), "largest tables first"


def test_plan_prefers_the_largest_tables_and_even_remainders():
    assert plan_tables(10, [2, 3, 4]) == [(4, 0), (3, 0), (3, 0)]
    assert plan_tables(16, [4]) == [(4, 0)] * 4
    assert plan_tables(10, [2, 4]) == [(4, 0), (4, 0), (2, 0)]
    with pytest.raises(PairingError):
        plan_tables(7, [4])
    assert plan_tables(7, [4], bot_fill=True) == [(4, 0), (3, 1)]


@settings(max_examples=80, deadline=None)
@given(n=st.integers(2, 40), sizes=SIZE_SETS, seed=st.integers(0, 2**32), history=st.integers(0, 4))
def test_swiss_is_a_deterministic_partition_into_legal_tables(n, sizes, seed, history):
    entrants = field(n)
    meetings: pairing.Meetings = {}
    rng = random.Random(seed)
    try:
        plan_tables(n, sizes, True)
    except PairingError:
        return
    for _ in range(history):
        record_meetings(meetings, random_round([e for e, _ in entrants], sizes, rng, bot_fill=True))
    first = swiss_round(entrants, meetings, sizes, random.Random(seed), bot_fill=True)
    again = swiss_round(entrants, dict(meetings), sizes, random.Random(seed), bot_fill=True)
    assert first == again, "same standings, history and seed: same pairing"
    seated = [e for table in first for e in table if e is not None]
    assert sorted(seated) == sorted(e for e, _ in entrants)
    assert all(len(table) in sizes for table in first)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rounds=st.integers(1, 5))
def test_swiss_repeats_no_more_than_the_greedy_cut_and_fewer_than_random(seed, rounds):
    entrants = [f"e{i:02d}" for i in range(40)]
    rng = random.Random(seed)
    meetings: pairing.Meetings = {}
    for _ in range(rounds):
        record_meetings(meetings, random_round(entrants, [4], rng))
    standings = [(e, (rng.randrange(3),)) for e in entrants]
    swiss = swiss_round(standings, meetings, [4], random.Random(seed))
    order = pairing.order_by_standings(standings, random.Random(seed))
    straight_cut = [order[i : i + 4] for i in range(0, 40, 4)]
    assert round_cost(swiss, meetings) <= round_cost(straight_cut, meetings)


def test_swiss_keeps_the_top_of_the_standings_together():
    standings = [(f"e{i:02d}", (100 - i,)) for i in range(16)]
    tables = swiss_round(standings, {}, [4], random.Random(1))
    assert sorted(tables[0]) == ["e00", "e01", "e02", "e03"]
    assert sorted(tables[3]) == ["e12", "e13", "e14", "e15"]


def test_swiss_moves_a_repeat_pair_apart():
    standings = [(f"e{i}", (8 - i,)) for i in range(8)]
    meetings = {pairing.pair_key("e0", "e1"): 3}
    tables = swiss_round(standings, meetings, [4], random.Random(3))
    assert round_cost(tables, meetings) == 0


@pytest.mark.parametrize("n,sizes", [(8, [2]), (6, [2]), (9, [3]), (12, [4]), (10, [3, 4])])
def test_round_robin_balances_meetings(n, sizes):
    entrants = [f"e{i}" for i in range(n)]
    rounds = pairing.round_robin_rounds(n, sizes)
    schedule = round_robin_schedule(entrants, rounds, sizes, random.Random(5))
    assert len(schedule) == rounds
    meetings: pairing.Meetings = {}
    for tables in schedule:
        assert sorted(e for t in tables for e in t) == sorted(entrants)
        record_meetings(meetings, tables)
    if sizes == [2]:
        assert set(meetings.values()) == {1} and len(meetings) == n * (n - 1) // 2, "everyone meets everyone once"
    else:
        assert max(meetings.values()) <= 2, meetings


def test_elimination_shrinks_to_one_final_table():
    assert elimination_fields(64, [4], 1) == [64, 16, 4]
    assert elimination_fields(32, [4], 2) == [32, 16, 8, 4]
    assert elimination_fields(10, [3, 4], 1) == [10, 3]
    with pytest.raises(PairingError):
        elimination_fields(9, [2, 3], 3)


def test_elimination_spreads_the_strongest_in_snake_order():
    standings = [(f"e{i:02d}", (100 - i,)) for i in range(16)]
    tables = elimination_round(standings, [4], random.Random(2))
    tops = [sorted(t)[0] for t in tables]
    assert sorted(tops) == ["e00", "e01", "e02", "e03"], "one of the top four at each table"


def test_pairing_10000_entrants_beats_random_on_repeats():
    """Scaled down from the bench: 2,000 entrants, 4 rounds of history."""
    entrants = [f"e{i:05d}" for i in range(2000)]
    rng = random.Random(11)
    meetings: pairing.Meetings = {}
    for _ in range(4):
        record_meetings(meetings, swiss_round([(e, (rng.randrange(5),)) for e in entrants], meetings, [4], rng))
    standings = [(e, (rng.randrange(5),)) for e in entrants]
    swiss = swiss_round(standings, meetings, [4], random.Random(1))
    drawn = random_round(entrants, [4], random.Random(1))
    assert round_cost(swiss, meetings) < round_cost(drawn, meetings)
