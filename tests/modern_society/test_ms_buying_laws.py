"""Round Sequence 7: Buying a Law; C: the Law hierarchy and supply."""

from services.modern_society.rules import ENGINE
from services.modern_society.rules.components import LAWS
from services.modern_society.rules.step7_buying_laws import next_level

from .ms_helpers import BLACK, BLUE, GREEN, RED, T, at_scored, give_laws, step, types

HANDS = [[T("Riots")], [T("Tax Cuts")], [T("Equality")]]


def test_laws_passed_in_sequence_john_example():
    """C: "John has passed a 1vp Red Law, and both 1vp and 3vp Green Laws. He can now pass a 1vp Blue Law, a
    1vp Black Law, a 3vp Red Law and a 6vp Green Law." """
    state, _ = at_scored(5)
    give_laws(state, 0, "R1a", "G1a", "G3a")
    assert [next_level(state, 0, v) for v in (RED, GREEN, BLUE, BLACK)] == [3, 6, 1, 1]


def test_buy_pays_the_cost_and_the_law_goes_on_top():
    """D: "if John wants to pass a 1vp Green Law card he must pay 5 Green influence points. He reduces the
    green influence points on his score card by 5"; 7.1.2 "place the new Law on top"."""
    state, run = at_scored(3, inf=[[0, 7, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    run()
    assert state["phase"] == "buy" and state["value"] == GREEN and ENGINE.pending(state) == [0]
    legal = ENGINE.legal(state, 0)
    assert legal[-1] == {"type": "pass"}
    assert {LAWS[c["law"]]["vp"] for c in legal[:-1]} == {1}
    law = legal[0]["law"]
    step(state, 0, legal[0])
    assert state["inf"][0][GREEN] == 2 and state["laws"][0][GREEN] == [law]
    assert law not in state["supply"]


def test_one_law_per_round():
    """7: "Each player is allowed to buy ONE Law per round." """
    state, run = at_scored(3, inf=[[5, 5, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], hands=HANDS)
    run()
    assert state["value"] == RED
    events = step(state, 0, {"type": "buy_law", "law": "R1a"})
    assert "law_passed" in types(events)
    assert "buying_started" not in types(events), "nobody else may buy: straight to step 8"
    assert state["phase"] == "exchange" and state["laws"][0][GREEN] == [] and state["inf"][0][GREEN] == 5


def test_buyers_in_order_of_most_points_held_ties_in_turn_order():
    """7.1.2: "In order of most Red points now held, players decide if they wish to buy a Red Law." """
    state, run = at_scored(4, start=1, inf=[[6, 0, 0, 0], [5, 0, 0, 0], [9, 0, 0, 0], [6, 0, 0, 0]])
    run()
    assert state["queue"] == [2, 3, 0, 1]
    order = []
    while state["phase"] == "buy" and state["value"] == RED:
        seat = ENGINE.pending(state)[0]
        order.append(seat)
        step(state, seat, {"type": "pass"})
    assert order == [2, 3, 0, 1]


def test_law_minus_5_discount():
    """7.1.2: "If the last Red Law a player passed has the following symbol then they receive a 5 influence
    point discount to the cost: a "LAW -5" symbol." """
    state, run = at_scored(5, inf=[[5, 0, 0, 0], [5, 0, 0, 0]] + [[0, 0, 0, 0]] * 3)
    give_laws(state, 0, "R1a")  # LAW -5
    give_laws(state, 1, "R1b")  # =x2
    run()
    assert ENGINE.pending(state) == [0]
    assert {c.get("law") for c in ENGINE.legal(state, 0)} == {"R3a", "R3b", "R3c", None}
    step(state, 0, {"type": "buy_law", "law": "R3c"})
    assert state["inf"][0][RED] == 0
    assert "R3a" not in [c.get("law") for c in ENGINE.legal(state, 1)]
    assert state["laws"][1][RED] == ["R1b"] and state["inf"][1][RED] == 5


def test_conversion_black_to_red_before_buying():
    """7.1.1: "each player may decide to use an existing Red Law they have already passed to convert ...
    Black "2" influence points convert to Red "1" influence point"."""
    state, run = at_scored(5, inf=[[4, 0, 0, 7]] + [[0, 0, 0, 0]] * 4)
    give_laws(state, 0, "R1c")
    run()
    assert state["phase"] == "convert" and ENGINE.pending(state) == [0]
    assert ENGINE.legal(state, 0) == [{"type": "convert", "times": k} for k in (1, 2, 3)] + [{"type": "pass"}]
    step(state, 0, {"type": "convert", "times": 3})
    assert state["inf"][0][RED] == 7 and state["inf"][0][BLACK] == 1


def test_only_the_top_law_ability_applies():
    """C: "At any point in the game a player can only gain the special ability ... from ONE Law card from
    each Value" - a convert law covered by a newer law no longer converts."""
    state, run = at_scored(5, inf=[[4, 0, 0, 7]] + [[0, 0, 0, 0]] * 4)
    give_laws(state, 0, "R1c", "R3b")
    run()
    assert not (state["phase"] == "convert" and state["value"] == RED)


def test_limited_supply_per_level():
    """C NOTE: "There are insufficient cards at each vp level for all players. Thus, in a 5 player game,
    only 4 players will be able to pass a Red 1vp Law." """
    state, run = at_scored(5, inf=[[5, 0, 0, 0]] * 5)
    run()
    bought = 0
    while state["phase"] == "buy" and state["value"] == RED:
        seat = ENGINE.pending(state)[0]
        legal = ENGINE.legal(state, seat)
        step(state, seat, legal[0])
        bought += 1
    assert bought == 4
    assert sum(1 for s in range(5) if state["laws"][s][RED]) == 4


def test_no_two_laws_of_one_value_and_level():
    """C: "A player is not allowed pass two Laws in the same Value with the same vp score"."""
    state, run = at_scored(3, inf=[[40, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    give_laws(state, 0, "R1a")
    run()
    assert all(LAWS[c["law"]]["vp"] == 3 for c in ENGINE.legal(state, 0) if c["type"] == "buy_law")


def test_buying_order_counts_points_held_after_conversions():
    """7.1.1 then 7.1.2: "In order of most Red points *now* held" - seat 1 had fewer Red points than seat 0
    before converting Black into Red (2 -> 1), more afterwards, and so decides first."""
    state, run = at_scored(3, inf=[[10, 0, 0, 0], [9, 0, 0, 4], [0, 0, 0, 0]])
    give_laws(state, 1, "R1c")  # converts Black 2 -> Red 1; seat 1's next Red Law is a 3vp (cost 10)
    run()
    assert state["phase"] == "convert" and ENGINE.pending(state) == [1]
    step(state, 1, {"type": "convert", "times": 2})
    assert state["inf"][1][RED] == 11
    assert state["phase"] == "buy" and state["value"] == RED and state["queue"] == [1, 0]


def test_values_bought_red_then_green_then_blue_then_black():
    """7.1.1-7.1.3: "Start with Red ... Repeat ... for Green, then Blue, then Black" - a seat that can afford
    a Black and a Green Law is asked about Green first; passing there, it is asked about Black."""
    state, run = at_scored(3, inf=[[0, 0, 0, 5], [0, 5, 0, 0], [0, 0, 0, 0]])
    state["inf"][0][GREEN] = 5
    run()
    assert (state["phase"], state["value"], ENGINE.pending(state)) == ("buy", GREEN, [0])
    step(state, 0, {"type": "pass"})
    assert (state["phase"], state["value"], ENGINE.pending(state)) == ("buy", GREEN, [1])
    step(state, 1, {"type": "pass"})
    assert (state["phase"], state["value"], ENGINE.pending(state)) == ("buy", BLACK, [0])
