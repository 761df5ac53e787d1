"""Pairing version 3 (issue 37): forbidden meetings, checked against a brute force over every seating of
fields up to 12 entrants; the refusal names an irreducible set of constraints that cannot hold together; the
certificate's bound holds; larger fields respect the constraints too."""

from __future__ import annotations

import hashlib
import random
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from services.tournaments import aggregate, pairing_min
from services.tournaments import pairing_forbidden as v3
from services.tournaments.pairing import PairingError, pair_key, plan_tables, record_meetings, round_cost
from tests.tournaments.test_pairing_min import SIZE_SETS, assert_a_legal_round, history, ids


def brute_force(entrants, seats, meetings, banned):
    """The fewest repeats of any seating that seats no banned pair together (None: no such seating)."""
    def best(left, counts):
        if not left:
            return 0
        first, rest = left[0], left[1:]
        lowest = None
        for size in set(counts):
            remaining_counts = list(counts)
            remaining_counts.remove(size)
            for mates in combinations(rest, size - 1):
                table = [first, *mates]
                if any(pair_key(a, b) in banned for a, b in combinations(table, 2)):
                    continue
                below = best([e for e in rest if e not in mates], remaining_counts)
                if below is None:
                    continue
                total = round_cost([table], meetings) + below
                lowest = total if lowest is None else min(lowest, total)
        return lowest

    return best(list(entrants), list(seats))


def banned_by(constraints, field):
    return v3.forbidden_pairs({"groups": [c["group"] for c in constraints if "group" in c],
                               "pairs": [c["pair"] for c in constraints if "pair" in c]}, field)


def random_forbidden(n, seed):
    rng = random.Random(seed)
    field = ids(n)
    groups = [rng.sample(field, rng.randint(2, min(n, 4))) for _ in range(rng.randint(0, 2))]
    pairs = [rng.sample(field, 2) for _ in range(rng.randint(0, 3))]
    return {"groups": groups, "pairs": pairs}


@settings(max_examples=150, deadline=None)
@given(n=st.integers(2, 12), sizes=st.sampled_from(SIZE_SETS), rounds=st.integers(0, 4),
       seed=st.integers(0, 2**32), bot_fill=st.booleans())
def test_forbidden_meetings_match_the_brute_force_on_small_fields(n, sizes, rounds, seed, bot_fill):
    try:
        plan = plan_tables(n, sizes, bot_fill)
    except PairingError:
        return
    meetings, standings = history(n, sizes, rounds, seed, bot_fill)
    forbidden = random_forbidden(n, seed)
    banned = v3.forbidden_pairs(forbidden, ids(n))
    seats = [real for real, _ in plan]
    minimum = brute_force(ids(n), seats, meetings, banned)
    event("refused" if minimum is None else "paired")
    if minimum is None:
        with pytest.raises(v3.ForbiddenMeetingsUnmet) as refused:
            v3.swiss_round(standings, meetings, sizes, random.Random(seed), bot_fill, forbidden)
        named = refused.value.constraints
        assert named and all(c in [*({"group": sorted(g)} for g in forbidden["groups"]),
                                   *({"pair": sorted(p)} for p in forbidden["pairs"])] for c in named)
        assert brute_force(ids(n), seats, {}, banned_by(named, ids(n))) is None, "the named set cannot hold"
        for left_out in range(len(named)):  # and it is irreducible: without any one of them it holds
            rest = named[:left_out] + named[left_out + 1:]
            assert brute_force(ids(n), seats, {}, banned_by(rest, ids(n))) is not None
        return
    tables = v3.swiss_round(standings, meetings, sizes, random.Random(seed), bot_fill, forbidden)
    assert_a_legal_round(tables, n, sizes, bot_fill)
    assert not v3.broken_constraints(tables, forbidden, ids(n)), "a forbidden pair never meets"
    assert round_cost(tables, meetings) == minimum
    proof = v3.certificate(tables, meetings, ids(n), forbidden, round_cost(tables, meetings))
    assert proof == {"repeats": minimum, "lower_bound": minimum, "method": "exact"}
    assert v3.relaxation_bound(tables, meetings, ids(n), forbidden) <= minimum


@pytest.mark.parametrize("sizes", [[2], [3], [4], [3, 4], [2, 3, 4, 5]])
def test_twelve_entrants_in_three_teams_reach_the_brute_force_minimum(sizes):
    meetings, standings = history(12, sizes, 3, 12, False)
    forbidden = {"groups": [ids(12)[0:3], ids(12)[3:6], ids(12)[6:8]], "pairs": [["e0009", "e0011"]]}
    seats = [real for real, _ in plan_tables(12, sizes)]
    minimum = brute_force(ids(12), seats, meetings, v3.forbidden_pairs(forbidden, ids(12)))
    if minimum is None:  # tables of five: two tables cannot split a team of three
        with pytest.raises(v3.ForbiddenMeetingsUnmet):
            v3.swiss_round(standings, meetings, sizes, random.Random(2), False, forbidden)
        return
    tables = v3.swiss_round(standings, meetings, sizes, random.Random(2), False, forbidden)
    assert not v3.broken_constraints(tables, forbidden, ids(12))
    assert round_cost(tables, meetings) == minimum


@pytest.mark.parametrize("sizes", [[3], [4], [3, 4]])
def test_without_constraints_version_3_pairs_as_version_2(sizes):
    meetings, standings = history(12, sizes, 3, 37, False)
    assert (v3.swiss_round(standings, meetings, sizes, random.Random(5), False, None)
            == pairing_min.swiss_round(standings, meetings, sizes, random.Random(5), False))


def test_a_group_larger_than_the_tables_is_refused_naming_it():
    forbidden = {"groups": [["e0000", "e0001"], ids(4)], "pairs": [["e0005", "e0006"]]}
    with pytest.raises(v3.ForbiddenMeetingsUnmet) as refused:
        v3.swiss_round([(e, (0,)) for e in ids(9)], {}, [3], random.Random(1), False, forbidden)
    assert refused.value.constraints == [{"group": ids(4)}]
    assert "group e0000, e0001, e0002, e0003" in str(refused.value)


def test_large_fields_respect_forbidden_meetings_and_the_bound_holds():
    n, sizes = 60, [4]
    rng = random.Random(3)
    teams = [ids(n)[i:i + 4] for i in range(0, 40, 4)]  # ten teams of four, 15 tables
    forbidden = {"groups": teams, "pairs": [["e0050", "e0051"], ["e0052", "e0053"]]}
    meetings = {}
    for number in range(4):
        standings = [(e, (rng.randrange(10),)) for e in ids(n)]
        tables = v3.swiss_round(standings, meetings, sizes, random.Random(number), False, forbidden)
        assert_a_legal_round(tables, n, sizes, False)
        assert not v3.broken_constraints(tables, forbidden, ids(n))
        proof = v3.certificate(tables, meetings, ids(n), forbidden, None)
        assert proof["method"] == "relaxation" and proof["lower_bound"] <= proof["repeats"]
        record_meetings(meetings, tables)


def test_large_fields_refuse_a_group_the_tables_cannot_split():
    forbidden = {"groups": [ids(6)]}
    with pytest.raises(v3.ForbiddenMeetingsUnmet) as refused:
        v3.swiss_round([(e, (0,)) for e in ids(20)], {}, [4], random.Random(1), False, forbidden)
    assert refused.value.constraints == [{"group": ids(6)}]


# sha256 of services/tournaments/pairing_min.py as released: version 2 decides recorded tournaments, and
# version 3 runs its exact programme and its swaps, so neither may change under them.
PAIRING_V2_SHA256 = "4aa6715207584b9a6b8ac331177d404df12a94b391232af0e158b3cae0d65908"


def test_pairing_version_2_is_frozen_code_and_version_3_is_the_current_one():
    source = Path(pairing_min.__file__).read_bytes()
    assert hashlib.sha256(source).hexdigest() == PAIRING_V2_SHA256, (
        "services/tournaments/pairing_min.py decides recorded tournaments: a change is a new pairing version")
    assert aggregate.PAIRING_VERSION == 3 and aggregate.PAIRING_MODULES[3] is v3


@settings(max_examples=40, deadline=None)
@given(n=st.integers(17, 80), sizes=st.sampled_from([[3, 4], [4, 5], [3, 4, 5], [2, 3], [4]]), rounds=st.integers(0, 4),
       seed=st.integers(0, 2**32))
def test_larger_fields_never_seat_a_forbidden_meeting(n, sizes, rounds, seed):
    """Beyond the exact programme: every seating respects the constraints, or the refusal names constraints
    that were given, and the certificate's relaxation bound never exceeds the repeats."""
    try:
        plan_tables(n, sizes)
    except PairingError:
        return
    meetings, standings = history(n, sizes, rounds, seed, False)
    rng = random.Random(seed)
    forbidden = {"groups": [rng.sample(ids(n), rng.randint(2, 5)) for _ in range(rng.randint(1, n // 4))],
                 "pairs": [rng.sample(ids(n), 2) for _ in range(rng.randint(0, n // 3))]}
    try:
        tables = v3.swiss_round(standings, meetings, sizes, random.Random(seed), False, forbidden)
    except v3.ForbiddenMeetingsUnmet as refused:
        event("refused: " + ("pigeonhole" if "more than the" in str(refused) else "search"))
        stated = [{"group": sorted(g)} for g in forbidden["groups"]] + [{"pair": sorted(p)} for p in forbidden["pairs"]]
        assert refused.constraints and all(c in stated for c in refused.constraints)
        return
    event("paired")
    assert_a_legal_round(tables, n, sizes, False)
    assert not v3.broken_constraints(tables, forbidden, ids(n))
    proof = v3.certificate(tables, meetings, ids(n), forbidden, None)
    assert proof["method"] == "relaxation" and proof["lower_bound"] <= proof["repeats"]


def test_a_team_of_five_is_named_rather_than_a_crowd_of_pairs():
    """Five entrants pairwise forbidden (ten pairs) cannot sit at four tables; forty more pairs listed after
    them do not bury the answer: the ten pairs alone are named."""
    field = ids(16)
    clique = [list(p) for p in combinations(field[:5], 2)]
    rng = random.Random(1)
    crowd = []
    while len(crowd) < 40:
        pair = sorted(rng.sample(field[5:], 2))
        if pair not in crowd:
            crowd.append(pair)
    with pytest.raises(v3.ForbiddenMeetingsUnmet) as refused:
        v3.swiss_round([(e, (0,)) for e in field], {}, [4], random.Random(1), False, {"pairs": crowd + clique})
    assert refused.value.constraints == [{"pair": p} for p in clique]
