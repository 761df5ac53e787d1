"""Public information: what every seat (and a spectator) sees."""

from services.modern_society.rules import ENGINE

from .ms_helpers import BLACK, RED, T, at_play, at_scored, give_laws, play_all, step


def test_law_decks_and_passed_laws_are_public():
    """C: "Law card decks can be inspected at any time"; "The player places the Law card they choose
    face-up in front of them so that the card's special ability is visible to all players"."""
    state = at_play(4, hands=[[T("Riots")], [T("Tax Cuts")], [T("Equality")], [T("Racism")]])
    give_laws(state, 2, "G1a")
    for seat in (0, None):
        view = ENGINE.view(state, seat)
        assert [law["id"] for law in view["law_supply"]] == state["supply"]
        assert view["players"][2]["laws"]["Green"] == ["G1a"] and view["players"][2]["vp"] == 1


def test_score_cards_value_track_and_table_are_public():
    """D: influence is recorded on each player's score card; B: the Value Track; 6: played cards "remain
    face up on the table"."""
    state = at_play(3, hands=[[T("Riots"), T("Racism")], [T("Tax Cuts")], [T("Equality")]])
    play_all(state, {0: T("Riots"), 1: T("Tax Cuts"), 2: T("Equality")})
    assert state["phase"] == "exchange"
    view = ENGINE.view(state, None)
    assert [p["influence"]["Black"] for p in view["players"]] == [state["inf"][s][BLACK] for s in range(3)]
    assert [t["offset"] for t in view["track"]] == state["track"]
    assert sorted(c for _, c, _ in view["table"]) == sorted([T("Riots"), T("Tax Cuts"), T("Equality")])


def test_conversions_in_turn_order():
    """7.1.1: "In turn order, each player may decide to use an existing Red Law they have already passed to
    convert"."""
    state, run = at_scored(5, start=3, inf=[[0, 0, 0, 4]] * 5)
    give_laws(state, 1, "R1c")
    give_laws(state, 4, "R3c")
    run()
    assert state["phase"] == "convert" and state["queue"] == [4, 1]
    step(state, 4, {"type": "pass"})
    assert ENGINE.pending(state) == [1]
    step(state, 1, {"type": "convert", "times": 2})
    assert state["inf"][1][RED] == 2 and state["inf"][1][BLACK] == 0


def test_unconditional_draw_feature_draws_one():
    """4 Draw a card: "The player may draw a card" (a draw feature without condition)."""
    state = at_play(3, hands=[[T("Aging Population")], [T("Riots")], [T("Tax Cuts")]])
    play_all(state, {0: T("Aging Population"), 1: T("Riots"), 2: T("Tax Cuts")})
    events = step(state, 0, {"type": "draw"})
    drawn = next(e for e in events if e["type"] == "feature_cards_drawn")
    assert len(drawn["data"]["cards"]) == 1 and drawn["data"]["cards"][0] in state["hands"][0]
    assert ENGINE.event_view(drawn, 1)["data"]["cards"] is None


def test_discard_feature_skips_players_without_cards():
    """4 Discard cards: a random card "from every other player's hand" - nothing from an empty hand."""
    state = at_play(4, hands=[[T("National Holiday")], [T("Riots"), T("Equality")], [T("Tax Cuts")],
                              [T("Crime Wave")]])
    play_all(state, {0: T("National Holiday"), 1: T("Riots"), 2: T("Tax Cuts"), 3: T("Crime Wave")})
    events = step(state, 0, {"type": "discard"})
    disc = next(e for e in events if e["type"] == "cards_discarded")
    assert disc["data"]["cards"] == [[1, T("Equality")]]
