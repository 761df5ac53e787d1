"""Round Sequence 3 (Value Adjustments), B (the Value Track) and Winning 2 (the XX end)."""

from services.modern_society.rules import ENGINE
from services.modern_society.rules.components import TOPICS, TRACK_MAX, TRACK_MIN

from .ms_helpers import BLACK, RED, T, at_play, give_laws, play_all, types


def test_adjustments_summed_per_value_in_order_red_green_blue_black():
    """3.1-3.3: "add up all the Value Adjustments on the cards played ... move the Red Value marker that
    number of spaces ... Repeat steps 3.1. and 3.2. for Green, then Blue, then Black." """
    cards = [T("Oil Spill"), T("Tax Cuts"), T("Border War")]
    state = at_play(3, hands=[[c] for c in cards])
    events = play_all(state, {0: cards[0], 1: cards[1], 2: cards[2]})
    expected = [sum(TOPICS[c].adjust[v] for c in cards) for v in range(4)]
    assert state["track"] == expected
    moved = [e["data"]["value"] for e in events if e["type"] == "value_moved"]
    assert moved == sorted(moved) and moved == [v for v in range(4) if expected[v]]


def test_marker_cannot_go_above_plus_5():
    """3.1: "The marker cannot go above the +5 space." """
    state = at_play(3, hands=[[T("Equality")], [T("Minority Rights")], [T("Freedom of Speech")]])
    state["track"][RED] = TRACK_MAX - 1
    play_all(state, {0: T("Equality"), 1: T("Minority Rights"), 2: T("Freedom of Speech")})
    assert state["track"][RED] == TRACK_MAX


def test_reaching_xx_ends_the_game_at_once():
    """3.2: "If the Red Value marker reaches XX, the game ends immediately"; Game End 2. The later values of
    the same reveal are not adjusted any more (3.3 comes after 3.2)."""
    card = T("Refugee Crisis")  # Red -1, Black +1
    assert TOPICS[card].adjust[RED] < 0 < TOPICS[card].adjust[BLACK]
    state = at_play(3, hands=[[card], [T("Riots")], [T("Tax Cuts")]])
    state["track"][RED] = TRACK_MIN + 1
    events = play_all(state, {0: card, 1: T("Riots"), 2: T("Tax Cuts")})
    assert types(events)[-1] == "game_ended"
    assert events[-1]["data"] == {"reason": "anarchy", "value": RED}
    assert ENGINE.is_over(state) and ENGINE.pending(state) == []
    assert state["track"][BLACK] == 0
    assert "round_scored" not in types(events)


def test_xx_winner_has_most_vp_of_that_value():
    """Winning 2: "the player who has passed the highest number of vps of that Value wins" - regardless of
    total vp."""
    state = at_play(3, hands=[[T("Refugee Crisis")], [T("Riots")], [T("Tax Cuts")]])
    give_laws(state, 0, "R1a", "R3a")
    give_laws(state, 1, "G1a", "G3a", "G6a", "K1a")
    state["track"][RED] = TRACK_MIN + 1
    play_all(state, {0: T("Refugee Crisis"), 1: T("Riots"), 2: T("Tax Cuts")})
    result = ENGINE.score(state)
    assert result["winners"] == [0]
    assert result["ranking"][0] == 0


def test_xx_tie_shares_the_win():
    """Winning 2: "If tied, players share the win." """
    state = at_play(3, hands=[[T("Refugee Crisis")], [T("Riots")], [T("Tax Cuts")]])
    give_laws(state, 0, "R1a")
    give_laws(state, 2, "R1b")
    state["track"][RED] = TRACK_MIN + 1
    play_all(state, {0: T("Refugee Crisis"), 1: T("Riots"), 2: T("Tax Cuts")})
    assert sorted(ENGINE.score(state)["winners"]) == [0, 2]


def test_xx_with_no_law_of_that_value_all_share():
    """Winning 2: "the player who has passed the highest number of vps of that Value wins. If tied, players
    share the win." Nobody passed a Red Law: all are tied at 0 Red vp and share it, whatever their other
    Laws (RULES_NOTES)."""
    state = at_play(3, hands=[[T("Refugee Crisis")], [T("Riots")], [T("Tax Cuts")]])
    give_laws(state, 1, "G1a", "G3a")
    state["track"][RED] = TRACK_MIN + 1
    play_all(state, {0: T("Refugee Crisis"), 1: T("Riots"), 2: T("Tax Cuts")})
    result = ENGINE.score(state)
    assert result["end"] == "anarchy" and sorted(result["winners"]) == [0, 1, 2]
    assert result["ranking"][0] == 1
