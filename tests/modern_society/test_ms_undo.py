"""Modern Society and the undo policy (docs/UNDO.md): face-down choices change until the reveal."""

from __future__ import annotations

from services.modern_society.rules import ENGINE
from shared.domain import undo
from tests.undo_play import humans, new_table


def _to_play_phase(table):
    while table.record.state["phase"] != "play" or len(table.record.state["waiting"]) < 3:
        seat = ENGINE.pending(table.record.state)[0]
        table.decide(seat, ENGINE.legal(table.record.state, seat)[0])


def test_a_face_down_card_changes_until_the_reveal_keeping_the_others():
    """U4: "a seat may change its face-down card until the reveal, whatever the others played meanwhile,
    and the undo keeps their choices"."""
    table = new_table(ENGINE, humans(3), {}, seed=2)
    _to_play_phase(table)
    first, second, last = sorted(table.record.state["waiting"])
    chosen = ENGINE.legal(table.record.state, first)[0]
    table.decide(first, chosen)
    table.decide(second, ENGINE.legal(table.record.state, second)[0])
    second_card = table.record.state["face_down"][second]
    table.undo(first)
    state = table.record.state
    assert state["face_down"][first] is None and chosen["card"] in state["hands"][first]
    assert state["face_down"][second] == second_card and first in ENGINE.pending(state)
    other = next(c for c in ENGINE.legal(state, first) if c != chosen)
    table.decide(first, other)
    table.decide(last, ENGINE.legal(table.record.state, last)[0])  # the last face-down card: the reveal
    refused = undo.refusal(ENGINE, table.record, first, None)
    assert refused is not None and "cards_revealed" in refused.details["reason"], refused


def test_drawing_from_the_deck_is_never_undone():
    """U3: "drawing from the deck ... may not be undone"."""
    assert "feature_cards_drawn" in ENGINE.undo_policy.reveals and "card_stolen" in ENGINE.undo_policy.reveals
    table = new_table(ENGINE, humans(3), {}, seed=5)
    while not ENGINE.is_over(table.record.state):
        seat = ENGINE.pending(table.record.state)[0]
        legal = ENGINE.legal(table.record.state, seat)
        draws = [c for c in legal if c["type"] in ("draw", "steal")]
        table.decide(seat, (draws or legal)[0])
        if draws:
            assert undo.targets(table.record, seat) == []
            assert undo.refusal(ENGINE, table.record, seat, None).code == "undo_unavailable"
            return
    raise AssertionError("no draw in the seeded game")
