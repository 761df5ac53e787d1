"""Academic Society and the undo policy (docs/UNDO.md; no rulebook passage speaks of undo)."""

from __future__ import annotations

import random

from services.academic_society.rules import ENGINE
from shared.domain import undo
from tests.undo_play import humans, new_table


def test_a_seat_takes_back_a_placement_and_the_decisions_it_led_to():
    """U2: "It may go back to just before any of its decisions since": here two decisions at once."""
    table = new_table(ENGINE, humans(2), {}, seed=3)
    rng = random.Random(3)
    while not ENGINE.is_over(table.record.state):
        seat = ENGINE.pending(table.record.state)[0]
        points = undo.targets(table.record, seat)
        if len(points) >= 2:
            table.undo(seat, points[0])
            assert table.record.state == table.states[points[0]]
            assert undo.targets(table.record, seat) == []
            return
        legal = ENGINE.legal(table.record.state, seat)
        table.decide(seat, legal[rng.randrange(len(legal))])
    raise AssertionError("no seat made two decisions in one turn")


def test_a_tile_turned_up_from_a_face_down_pile_ends_the_undo():
    """U3: "a Treatise tile or Royal Commission tile turned up from a face-down pile is revealed"."""
    for seed in range(6):
        table = new_table(ENGINE, humans(3), {}, seed=seed)
        rng = random.Random(seed)
        while not ENGINE.is_over(table.record.state):
            seat = ENGINE.pending(table.record.state)[0]
            legal = ENGINE.legal(table.record.state, seat)
            piles = ENGINE.undo_policy.hidden(table.record.state)
            table.decide(seat, legal[rng.randrange(len(legal))])
            if ENGINE.undo_policy.hidden(table.record.state) != piles:
                refused = undo.refusal(ENGINE, table.record, seat, None)
                assert refused is not None and refused.code == "undo_unavailable"
                assert "hidden information was revealed" in refused.details["reason"], refused
                return
    raise AssertionError("no seeded game turned a tile up")


def test_another_seats_decision_ends_the_undo():
    """U3: "a decision of another seat" may not be crossed."""
    table = new_table(ENGINE, humans(2), {}, seed=4)
    first = ENGINE.pending(table.record.state)[0]
    while ENGINE.pending(table.record.state) == [first]:
        table.decide(first, ENGINE.legal(table.record.state, first)[0])
    assert undo.targets(table.record, first)
    other = ENGINE.pending(table.record.state)[0]
    table.decide(other, ENGINE.legal(table.record.state, other)[0])
    assert undo.targets(table.record, first) == []
    assert "another seat acted" in undo.refusal(ENGINE, table.record, first, None).message
