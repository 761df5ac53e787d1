"""Phase 4: Effects of Contribution, and the Contribution track."""

from services.academic_society.rules import ENGINE, contribution_track
from services.academic_society.rules.components import CONTRIB_SPACES, CONTRIB_TOP

from .as_helpers import act, at, fresh, pending


def _phase4(n, contribution, stamps=None, authority=None, order=None):
    state = fresh(n, seed=0, order=order or list(range(n)))
    for seat, c in enumerate(contribution):
        p = state["players"][seat]
        p["contribution"] = c
        p["stamp"] = (stamps or list(range(1, n + 1)))[seat]
        p["hand"] = 0
    state["stamp"] = 100
    for seat, cells in (authority or {}).items():
        state["players"][seat]["authority"] = list(cells)
    return at(state, 4, "order")


def test_turn_order_by_contribution_and_stack():
    """'rearrange the turn order markers ... so that players with more Contribution take their turns earlier.
    If two Contribution markers are on the same space, the player whose marker is higher on that space goes
    first.'"""
    state = _phase4(4, [2, 5, 2, 1], stamps=[3, 1, 7, 2], authority={0: [], 1: [], 2: [], 3: []})
    assert state["order"] == [1, 2, 0, 3]


def test_bonuses_in_the_new_order():
    """'Following the new turn order, each player gains the bonus printed on the space of the Contribution
    track where their Contribution marker is.'"""
    state = _phase4(3, [2, 4, 6], authority={0: [], 1: [], 2: []})
    for seat, c in enumerate([2, 4, 6]):
        assert state["players"][seat]["influence"] == CONTRIB_SPACES[c].get("influence", 0)
    assert state["players"][2]["influence"] > state["players"][1]["influence"] > state["players"][0]["influence"]


def test_theory_bonus_is_a_choice_in_the_new_order():
    """A Contribution bonus of 1 Theory of any subject is chosen by its player, first player first."""
    odd = [i for i, b in enumerate(CONTRIB_SPACES) if b.get("theory_any")]
    state = _phase4(2, [odd[0], odd[1]], authority={0: [], 1: []})
    assert pending(state) == 1  # seat 1 has more Contribution: first in the new order
    state = act(state, 1, {"type": "gain_theory", "subject": "chemistry"})
    assert state["players"][1]["theories"]["chemistry"] == 5
    assert pending(state) == 0


def test_lowest_player_back_to_start_and_forced_red_move():
    """'The player whose Contribution marker is on the lowest space ... moves that marker back to START. Then
    they choose one of their scholars on the Authority track and move it one cell in the direction of the red
    arrow'."""
    state = _phase4(3, [4, 2, 6], authority={0: [1, 2], 1: [1, 6], 2: [1]})
    assert state["players"][1]["contribution"] == 0
    assert pending(state) == 1
    assert {c["cell"] for c in ENGINE.legal(state, 1)} == {1, 6}
    state = act(state, 1, {"type": "forced_move", "cell": 6})
    assert sorted(state["players"][1]["authority"]) == [1, 10]
    assert state["players"][0]["authority"] == [1, 2] and state["players"][0]["contribution"] == 4


def test_forced_move_same_column_return():
    """'After moving, if the player has more than one of their own scholars in the same column ... return to
    hand the scholar on the cell with the smaller number.' Cell 4 (Mathematics) -> 6 (Astronomy) meets 2."""
    state = _phase4(2, [0, 4], authority={0: [2, 4], 1: []})
    state = act(state, 0, {"type": "forced_move", "cell": 4})
    assert state["players"][0]["authority"] == [6]
    assert state["players"][0]["hand"] == 1


def test_several_lowest_players_highest_marker_first_and_stacked_on_top():
    """'If several players' Contribution markers are on the lowest space ..., process them starting with the
    player whose marker is highest.' 'When a Contribution marker is returned to START, if other players'
    Contribution markers are there, place it on top of them.'"""
    state = _phase4(3, [2, 2, 6], stamps=[1, 2, 3], authority={0: [1, 2], 1: [1, 2], 2: []})
    assert state["lowest"] == [1, 0]
    assert pending(state) == 1
    state = act(state, 1, {"type": "forced_move", "cell": 1})
    assert pending(state) == 0
    state = act(state, 0, {"type": "forced_move", "cell": 1})
    p0, p1 = state["players"][0], state["players"][1]
    assert p0["contribution"] == p1["contribution"] == 0
    assert p0["stamp"] > p1["stamp"]  # seat 0 returned last, so it sits on top


def test_lowest_player_without_movable_scholar_moves_nothing():
    """Phase 4: the lowest player 'choose[s] one of their scholars on the Authority track and move[s] it one cell in
    the direction of the red arrow' - a player whose only scholars are on cell 13 (no red arrow) moves nothing
    (RULES_NOTES 10)."""
    state = _phase4(2, [0, 1], authority={0: [13], 1: [1]})
    assert state["players"][0]["authority"] == [13]
    assert state["phase"] != 4  # no decision was owed


def test_upper_limit_bonus_rulebook_example():
    """'Example: A player whose Contribution marker is on the highest space gains 3 Contribution. Instead of
    moving the marker 3 spaces, they gain 6 Influence.'"""
    state = fresh(2)
    p = state["players"][0]
    p["contribution"] = CONTRIB_TOP
    contribution_track.gain(state, p, 3)
    assert p["contribution"] == CONTRIB_TOP and p["influence"] == 6


def test_upper_limit_places_marker_on_top():
    """'If another player's Contribution marker is also on the highest space, place your marker on top.'"""
    state = fresh(2)
    a, b = state["players"]
    a["contribution"] = b["contribution"] = CONTRIB_TOP
    a["stamp"], b["stamp"] = 5, 9
    state["stamp"] = 9
    contribution_track.gain(state, a, 1)
    assert a["stamp"] > b["stamp"] and a["influence"] == 2


def test_overshoot_moves_to_top_then_converts():
    """A gain that passes the highest space stops there and converts the rest (RULES_NOTES)."""
    state = fresh(2)
    p = state["players"][0]
    p["contribution"] = CONTRIB_TOP - 1
    contribution_track.gain(state, p, 2)
    assert p["contribution"] == CONTRIB_TOP and p["influence"] == 2
