"""Round Sequence 5: Play a second card during the round."""

import pytest

from services.modern_society.rules import ENGINE
from services.modern_society.rules.components import TOPICS
from shared.domain.engine import NotYourTurn

from .ms_helpers import BLACK, RED, T, at_play, give_laws, play_all, step, types


def test_x2_topic_card_qualifies_and_it_is_optional():
    """5: "If the Topic card they played first has the "x2" symbol" ... "Any player who is qualified to play
    a second card may choose not to, i.e. it is optional." """
    state = at_play(3, hands=[[T("Freedom of Speech"), T("Equality")], [T("Riots"), T("Racism")], [T("Tax Cuts")]])
    events = play_all(state, {0: T("Freedom of Speech"), 1: T("Riots"), 2: T("Tax Cuts")})
    assert events[-1]["type"] == "play_started" and events[-1]["data"] == {"wave": 2, "seats": [0]}
    assert ENGINE.pending(state) == [0]
    assert ENGINE.legal(state, 0) == [{"type": "play", "card": T("Equality")}, {"type": "pass"}]
    with pytest.raises(NotYourTurn):
        ENGINE.decide(state, 1, {"type": "play", "card": T("Racism")}, None)
    events = step(state, 0, {"type": "pass"})
    assert "round_scored" in types(events)


def test_equals_x2_law_counts_a_card_with_that_values_influence():
    """5: "If one of the Laws the player has already passed has a "=x2" symbol ... if the Topic card just
    played gives Red influence points ... then the card is counted as a "x2" card." """
    state = at_play(3, hands=[[T("Equality"), T("Riots")], [T("Wind Farms")], [T("Tax Cuts")]])
    give_laws(state, 0, "R1b")
    play_all(state, {0: T("Equality"), 1: T("Wind Farms"), 2: T("Tax Cuts")})
    assert ENGINE.pending(state) == [0] and state["wave"] == 2


def test_influence_from_special_features_does_not_count_for_x2():
    """5 NOTE: "Influence points from special features of the Topic card do not count." Internet prints
    Blue only; its Red comes from its feature."""
    state = at_play(3, hands=[[T("Internet"), T("Riots")], [T("Crime Wave")], [T("Tax Cuts")]], round_=2)
    state["table"] = [[1, T("Youth Culture"), 1]]
    give_laws(state, 0, "R1b")
    events = play_all(state, {0: T("Internet"), 1: T("Crime Wave"), 2: T("Tax Cuts")})
    assert not [e for e in events if e["type"] == "play_started"]


def test_only_the_top_law_gives_x2():
    """C: "a player can only gain the special ability ... from ONE Law card from each Value"."""
    state = at_play(3, hands=[[T("Equality"), T("Riots")], [T("Wind Farms")], [T("Tax Cuts")]])
    give_laws(state, 0, "R1b", "R3a")
    events = play_all(state, {0: T("Equality"), 1: T("Wind Farms"), 2: T("Tax Cuts")})
    assert not [e for e in events if e["type"] == "play_started"]


def test_never_a_third_card_even_if_the_second_has_x2():
    """5 NOTE: "A third card is never played, even if a second Topic card has the "x2" symbol." Seat 0
    plays x2 'Freedom of Speech' first and x2 'Wind Farms' second, still holding cards: the round goes on
    to scoring with no third play."""
    assert TOPICS[T("Freedom of Speech")].x2 and TOPICS[T("Wind Farms")].x2
    state = at_play(3, hands=[[T("Freedom of Speech"), T("Wind Farms"), T("Tax Cuts"), T("Racism")],
                              [T("Equality"), T("Riots")], [T("Oil Company")]])
    play_all(state, {0: T("Freedom of Speech"), 1: T("Equality"), 2: T("Oil Company")})
    assert state["wave"] == 2 and ENGINE.pending(state) == [0]
    events = step(state, 0, {"type": "play", "card": T("Wind Farms")})
    assert [e["data"]["wave"] for e in events if e["type"] == "play_started"] == []
    assert "round_scored" in types(events)
    assert state["played"][0] == [T("Freedom of Speech"), T("Wind Farms")]
    assert len(state["hands"][0]) == 2


def test_others_affected_by_the_second_cards_scoring_features():
    """5: "only those players that qualify may actually play a card (although other players may be affected
    by any special features on the second Topic cards)"; 6.1 "Check if any of the Topic cards played this
    round" - seat 0's second card 'Racism' crosses Red out, so seat 1 scores no Red for 'Equality'."""
    state = at_play(3, hands=[[T("Freedom of Speech"), T("Racism")], [T("Equality"), T("Riots")],
                              [T("Tax Cuts")]])
    play_all(state, {0: T("Freedom of Speech"), 1: T("Equality"), 2: T("Tax Cuts")})
    events = step(state, 0, {"type": "play", "card": T("Racism")})
    assert [e["data"]["wave"] for e in events if e["type"] == "cards_revealed"] == [2]
    scored = next(e for e in events if e["type"] == "round_scored")["data"]["lines"]
    assert not [ln for ln in scored if ln["value"] == RED]
    assert [ln["seat"] for ln in scored if ln["value"] == BLACK] == [0]


def test_second_cards_repeat_steps_1_to_3_only():
    """5: "If at least one player qualifies to play a second card, repeat steps 1. to 3." - step 4 is not
    repeated: the special action of a second card ('Crime Wave': steal) is not used (RULES_NOTES), but its
    Value Adjustments are applied (step 3)."""
    crime = T("Crime Wave")
    assert TOPICS[crime].action == "steal"
    state = at_play(3, hands=[[T("Freedom of Speech"), crime], [T("Riots"), T("Equality")], [T("Tax Cuts")]])
    play_all(state, {0: T("Freedom of Speech"), 1: T("Riots"), 2: T("Tax Cuts")})
    track = list(state["track"])
    events = step(state, 0, {"type": "play", "card": crime})
    assert "features_started" not in types(events) and "card_stolen" not in types(events)
    assert "round_scored" in types(events)
    assert state["track"][BLACK] == track[BLACK] + TOPICS[crime].adjust[BLACK]
    assert state["hands"][1] == [T("Equality")]


def test_second_card_played_face_down_simultaneously():
    """5: "repeat steps 1. to 3." - every qualifying seat pending at once, revealed together."""
    state = at_play(3, hands=[[T("Freedom of Speech"), T("Riots")], [T("Wind Farms"), T("Racism")],
                              [T("Tax Cuts"), T("Equality")]])
    play_all(state, {0: T("Freedom of Speech"), 1: T("Wind Farms"), 2: T("Tax Cuts")})
    assert ENGINE.pending(state) == [0, 1, 2]
    first = step(state, 2, {"type": "play", "card": T("Equality")})
    assert types(first) == ["card_played"]
    step(state, 1, {"type": "pass"})
    events = step(state, 0, {"type": "play", "card": T("Riots")})
    reveal = next(e for e in events if e["type"] == "cards_revealed")
    assert sorted(reveal["data"]["cards"]) == [[0, T("Riots")], [2, T("Equality")]]
    assert state["played"][2] == [T("Tax Cuts"), T("Equality")]
