"""Round Sequence 8: Exchanging a card."""

import json

from services.modern_society.rules import ENGINE

from .ms_helpers import T, at_exchange, step, types


def test_discard_one_draw_two_keep_one():
    """8: "each player may discard a Topic card from their hand. If they do, they draw two cards from the
    Topic deck, keep one of them and discard the other." """
    state = at_exchange(3, hands=[[T("Riots"), T("Tax Cuts")], [T("Equality")], []], queue=[0, 1])
    assert ENGINE.legal(state, 0)[-1] == {"type": "pass"}
    events = step(state, 0, {"type": "exchange", "card": T("Riots")})
    drawn = next(e for e in events if e["type"] == "exchange_cards_drawn")["data"]["cards"]
    assert len(drawn) == 2 and state["phase"] == "keep" and ENGINE.pending(state) == [0]
    assert ENGINE.legal(state, 0) == [{"type": "keep", "card": c} for c in drawn]
    for seat in (1, 2, None):
        text = json.dumps([ENGINE.event_view(e, seat) for e in events]) + json.dumps(ENGINE.view(state, seat))
        assert drawn[0] not in text and drawn[1] not in text
    step(state, 0, {"type": "keep", "card": drawn[1]})
    assert sorted(state["hands"][0]) == sorted([T("Tax Cuts"), drawn[1]])
    assert state["discard"][-2:] == [T("Riots"), drawn[0]]
    assert ENGINE.pending(state) == [1]


def test_exchange_in_turn_order():
    """8: "In turn order"."""
    state = at_exchange(3, hands=[[T("Riots")], [T("Equality")], [T("Tax Cuts")]], start=2, queue=[2, 0, 1])
    assert ENGINE.pending(state) == [2]
    step(state, 2, {"type": "pass"})
    assert ENGINE.pending(state) == [0]


def test_empty_deck_reshuffles_the_discard_pile():
    """Assumed (RULES_NOTES "Empty deck"): when the deck runs out the discard pile becomes the new deck."""
    state = at_exchange(3, hands=[[T("Riots")], [], []], queue=[0])
    state["discard"] = [T("Equality")] + [c for c in state["deck"]]
    state["deck"] = []
    events = step(state, 0, {"type": "exchange", "card": T("Riots")})
    assert "deck_reshuffled" in types(events)
    assert len(next(e for e in events if e["type"] == "exchange_cards_drawn")["data"]["cards"]) == 2
