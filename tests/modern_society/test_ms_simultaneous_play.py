"""Round Sequence 1-2 (and 5): simultaneous face-down play and the reveal."""

import itertools
import json

import pytest

from services.modern_society.rules import ENGINE
from shared.domain.engine import IllegalMove, NotYourTurn

from .ms_helpers import T, at_play, play_all, step, types

HANDS = [[T("Equality"), T("Tax Cuts")], [T("Wind Farms"), T("Riots")], [T("Crime Wave")], []]


def test_every_seat_with_a_card_is_pending_at_once():
    """1: "Each player must play one topic card (if they have one) face down on the table." """
    state = at_play(4, hands=HANDS)
    assert ENGINE.pending(state) == [0, 1, 2]
    assert ENGINE.legal(state, 3) == []
    assert {c["card"] for c in ENGINE.legal(state, 0)} == set(HANDS[0])
    assert all(c["type"] == "play" for c in ENGINE.legal(state, 0)), "no pass in step 1"


def test_face_down_card_hidden_until_everyone_played():
    """2: "Cards are revealed simultaneously" - nobody sees another's card before the reveal."""
    state = at_play(4, hands=HANDS)
    events = step(state, 1, {"type": "play", "card": T("Riots")})
    assert types(events) == ["card_played"]
    for seat in (0, 2, 3, None):
        assert T("Riots") not in json.dumps(ENGINE.event_view(events[0], seat))
        assert T("Riots") not in json.dumps(ENGINE.view(state, seat))
    assert T("Riots") in json.dumps(ENGINE.view(state, 1))
    assert ENGINE.pending(state) == [0, 2]
    with pytest.raises(NotYourTurn):
        ENGINE.decide(state, 1, {"type": "play", "card": T("Wind Farms")}, None)


def test_last_play_emits_the_reveal():
    """2: the reveal happens when the last face-down card is in; its events carry every card."""
    state = at_play(4, hands=HANDS)
    play_all(state, {0: T("Equality"), 2: T("Crime Wave")})
    events = step(state, 1, {"type": "play", "card": T("Riots")})
    reveal = next(e for e in events if e["type"] == "cards_revealed")
    assert sorted(reveal["data"]["cards"]) == sorted([[0, T("Equality")], [1, T("Riots")], [2, T("Crime Wave")]])
    assert ENGINE.event_view(reveal, 3) == reveal


def test_commands_accepted_in_any_order_same_outcome():
    """1-2: simultaneous play - the order the seats answer in does not matter."""
    plays = {0: T("Equality"), 1: T("Wind Farms"), 2: T("Crime Wave")}
    results = []
    for order in itertools.permutations(plays):
        state = at_play(4, hands=HANDS)
        play_all(state, {s: plays[s] for s in order})
        results.append((state["table"], state["track"], state["played"]))
    assert all(r == results[0] for r in results)


def test_card_not_in_hand_is_refused():
    """1: a player plays a topic card from their own hand."""
    state = at_play(4, hands=HANDS)
    with pytest.raises(IllegalMove) as err:
        ENGINE.decide(state, 0, {"type": "play", "card": T("Riots")}, None)
    assert err.value.field == "card"


@pytest.mark.parametrize("cmd,field", [
    ({"type": "__not_a_move__"}, "type"),
    ({"type": "play"}, "card"),
    ({"type": "play", "card": "T06", "extra": 1}, "extra"),
    ({"type": "play", "card": 6}, "card"),
    ({"type": "pass"}, "type"),
    ("play", "type"),
])
def test_garbage_commands_refused_with_field(cmd, field):
    """legal is the single source of legality; anything else is refused naming the field."""
    state = at_play(4, hands=[[T("Equality")], [T("Riots")], [T("Crime Wave")], []])
    with pytest.raises(IllegalMove) as err:
        ENGINE.decide(state, 0, cmd, None)
    assert err.value.field == field
    assert err.value.rule


def test_seat_without_cards_plays_nothing():
    """1: "(if they have one)" - a seat with an empty hand is not asked and the round goes on."""
    state = at_play(3, hands=[[T("Equality")], [], []])
    events = step(state, 0, {"type": "play", "card": T("Equality")})
    reveal = next(e for e in events if e["type"] == "cards_revealed")
    assert reveal["data"]["cards"] == [[0, T("Equality")]]
    assert "round_started" in types(events), "nobody else can act: the next round begins"
