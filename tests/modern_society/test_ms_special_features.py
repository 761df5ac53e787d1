"""Round Sequence 4: Use Topic card special features, in turn order."""

import json

from services.modern_society.rules import ENGINE

from .ms_helpers import T, at_play, fix_deck, play_all, step, types

FILLER = [T("Riots"), T("Tax Cuts"), T("Wind Farms"), T("Racism"), T("Gay Marriage")]


def test_draw_per_condition_met():
    """4 Draw a card: "The player may be able to draw multiple cards, if the condition is met multiple
    times" (Press Freedom: a card per 'Internet' / 'Freedom of Speech' in play)."""
    state = at_play(3, hands=[[T("Press Freedom")], [T("Riots")], [T("Tax Cuts")]], round_=2)
    state["table"] = [[1, T("Internet"), 1], [2, T("Freedom of Speech"), 1]]
    fix_deck(state)
    play_all(state, {0: T("Press Freedom"), 1: T("Riots"), 2: T("Tax Cuts")})
    assert ENGINE.pending(state) == [0]
    assert ENGINE.legal(state, 0) == [{"type": "draw"}, {"type": "pass"}]
    events = step(state, 0, {"type": "draw"})
    drawn = next(e for e in events if e["type"] == "feature_cards_drawn")
    assert len(drawn["data"]["cards"]) == 2


def test_draw_capped_by_the_hand_limit():
    """4: "The player may draw a card unless he/she already has a hand of 8 cards"."""
    hand = [T("Press Freedom")] + FILLER + [T("Crime Wave"), T("Civil War")]
    state = at_play(3, hands=[hand, [T("Equality")], [T("Oil Company")]], round_=2)
    state["table"] = [[1, T("Internet"), 1], [2, T("Freedom of Speech"), 1]]
    fix_deck(state)
    play_all(state, {0: T("Press Freedom"), 1: T("Equality"), 2: T("Oil Company")})
    events = step(state, 0, {"type": "draw"})
    assert len(next(e for e in events if e["type"] == "feature_cards_drawn")["data"]["cards"]) == 1


def test_no_condition_met_no_draw():
    """4: "or no cards at all if none of the specified card(s) are in play" - the seat is not asked."""
    state = at_play(3, hands=[[T("Press Freedom")], [T("Riots")], [T("Tax Cuts")]])
    events = play_all(state, {0: T("Press Freedom"), 1: T("Riots"), 2: T("Tax Cuts")})
    assert "feature_skipped" in types(events)


def test_steal_takes_a_random_card_from_the_chosen_player():
    """4 Steal a card: "The player may draw a random card from another player's hand and keep it." """
    state = at_play(3, hands=[[T("Crime Wave")], [T("Riots"), T("Equality")], [T("Tax Cuts")]])
    play_all(state, {0: T("Crime Wave"), 1: T("Riots"), 2: T("Tax Cuts")})
    assert ENGINE.legal(state, 0) == [{"type": "steal", "target": 1}, {"type": "pass"}]
    events = step(state, 0, {"type": "steal", "target": 1})
    stolen = next(e for e in events if e["type"] == "card_stolen")
    assert stolen["data"]["card"] == T("Equality")
    assert T("Equality") not in json.dumps(ENGINE.event_view(stolen, 2))
    assert ENGINE.event_view(stolen, 1) == stolen


def test_no_steal_with_eight_cards():
    """4: "A player cannot take a card if already holding a hand of 8 cards." """
    hand = [T("Crime Wave")] + FILLER + [T("Civil War"), T("Oil Company"), T("Arms Race")]
    assert len(hand) == 9
    state = at_play(3, hands=[hand, [T("Police Reform"), T("Equality")], [T("Minority Rights")]])
    events = play_all(state, {0: T("Crime Wave"), 1: T("Police Reform"), 2: T("Minority Rights")})
    assert len(state["hands"][0]) == 8
    assert [e["data"]["seat"] for e in events if e["type"] == "feature_skipped"] == [0]
    assert "card_stolen" not in types(events)


def test_discard_one_random_card_from_every_other_player():
    """4 Discard cards: "The player may draw a random card from every other player's hand and put them in
    the discard pile." """
    state = at_play(4, hands=[[T("Student Protests")], [T("Riots"), T("Equality")], [T("Tax Cuts"), T("Racism")],
                              [T("Crime Wave")]])
    play_all(state, {0: T("Student Protests"), 1: T("Riots"), 2: T("Tax Cuts"), 3: T("Crime Wave")})
    assert ENGINE.legal(state, 0) == [{"type": "discard"}, {"type": "pass"}]
    events = step(state, 0, {"type": "discard"})
    disc = next(e for e in events if e["type"] == "cards_discarded")
    assert disc["data"]["cards"] == [[1, T("Equality")], [2, T("Racism")]]
    assert {T("Equality"), T("Racism")} <= set(state["discard"])


def test_change_cards_take_left_and_right_then_return_one_to_each():
    """4 Change cards: "randomly draw a card from the hands of the players to their left and right. At this
    point, the player is allowed to have more than 8 cards. The player must then choose a card from his
    hand to return to each of those players." """
    hand = [T("Refugee Crisis")] + FILLER + [T("Crime Wave"), T("Civil War"), T("Oil Company")]
    state = at_play(3, hands=[hand, [T("Equality"), T("Internet")], [T("Tax Cuts"), T("Arms Race")]])
    state["hands"][0].remove(T("Tax Cuts"))
    state["hands"][0].append(T("Banking Crisis"))
    fix_deck(state)
    play_all(state, {0: T("Refugee Crisis"), 1: T("Equality"), 2: T("Tax Cuts")})
    assert len(state["hands"][0]) == 8
    step(state, 0, {"type": "change"})
    assert len(state["hands"][0]) == 10
    assert state["phase"] == "change" and ENGINE.pending(state) == [0]
    assert {c["card"] for c in ENGINE.legal(state, 0)} == set(state["hands"][0])
    assert [T("Internet")] == [c for c in state["hands"][0] if c == T("Internet")]
    events = step(state, 0, {"type": "give", "card": T("Riots")})
    assert events[0]["data"]["to"] == 1 and T("Riots") in state["hands"][1]
    step(state, 0, {"type": "give", "card": T("Wind Farms")})
    assert T("Wind Farms") in state["hands"][2]
    assert len(state["hands"][0]) == 8


def test_features_used_in_turn_order():
    """4: "In turn order, players may apply any special feature"."""
    state = at_play(3, hands=[[T("Crime Wave"), T("Riots")], [T("Student Protests"), T("Racism")],
                              [T("Tax Cuts"), T("Equality")]], start=1)
    play_all(state, {0: T("Crime Wave"), 1: T("Student Protests"), 2: T("Tax Cuts")})
    assert state["queue"] == [1, 0]
    assert ENGINE.pending(state) == [1]
    step(state, 1, {"type": "pass"})
    assert ENGINE.pending(state) == [0]


def test_no_draw_with_eight_cards():
    """4 Draw a card: "The player may draw a card unless he/she already has a hand of 8 cards"; Preparation
    NOTE: "a player with 8 cards in his/her hand may not take another" - the seat is not asked."""
    hand = [T("Aging Population")] + FILLER + [T("Crime Wave"), T("Civil War"), T("Oil Company")]
    assert len(hand) == 9
    state = at_play(3, hands=[hand, [T("Equality")], [T("Minority Rights")]])
    events = play_all(state, {0: T("Aging Population"), 1: T("Equality"), 2: T("Minority Rights")})
    assert len(state["hands"][0]) == 8
    assert [e["data"]["seat"] for e in events if e["type"] == "feature_skipped"] == [0]
    assert "feature_cards_drawn" not in types(events)


def test_change_cards_only_the_changer_chooses():
    """4 Change cards: "The player must then choose a card from his hand to return to each of those players"
    - the neighbours are not asked (NotYourTurn); two Change cards in one round are resolved "In turn
    order", the second changer only after the first has returned both cards (RULES_NOTES)."""
    import pytest

    from shared.domain.engine import NotYourTurn

    state = at_play(4, hands=[[T("Refugee Crisis"), T("Riots")], [T("Tax Cuts"), T("Racism")],
                              [T("Globalisation"), T("Equality")], [T("Wind Farms"), T("Internet")]], start=0)
    play_all(state, {0: T("Refugee Crisis"), 1: T("Tax Cuts"), 2: T("Globalisation"), 3: T("Wind Farms")})
    assert state["queue"] == [0, 2] and ENGINE.pending(state) == [0]
    step(state, 0, {"type": "change"})
    for other in (1, 2, 3):
        assert ENGINE.pending(state) == [0] and ENGINE.legal(state, other) == []
        with pytest.raises(NotYourTurn):
            ENGINE.decide(state, other, {"type": "give", "card": T("Riots")}, None)
    step(state, 0, {"type": "give", "card": state["hands"][0][0]})
    assert ENGINE.pending(state) == [0]
    step(state, 0, {"type": "give", "card": state["hands"][0][0]})
    assert ENGINE.pending(state) == [2] and state["phase"] == "features"
    assert [len(h) for h in state["hands"]] == [1, 1, 1, 1]
