"""The same-column return after a Lecture Hall (blue-arrow) move in Phase 2 (issue 9, item 1; RULES_NOTES 6).

Phase 3 of the rulebook: "After moving, if a player has more than one of their own scholars in the same column
of the Authority track, compare the processing order of those cells, and return to hand the scholar on the cell
with the smaller number. That scholar will be used as a scholar in Phase 2 of later rounds."

Applied to a blue-arrow move during Phase 2, the returned scholar waits (`scholars_waiting`, shown in every view)
until Phase 6 puts it back in hand: it is placed again in a later round, never again in the round it returned.
"""

from services.academic_society.rules import ENGINE

from .as_helpers import act, at, fresh, theories

LATER_ROUNDS = "That scholar will be used as a scholar in Phase 2 of later rounds."


def _round2_phase2(authority, hand=4):
    """2 players, round 2, seat 1 first in turn order, with 3 Mathematics to spend at the Lecture Hall."""
    state = fresh(2, seed=0, order=[1, 0])
    state["round"] = 2
    for p in state["players"]:
        p["hand"], p["secretaries"] = hand, []
    state["players"][1]["authority"] = list(authority)
    theories(state, 1, m=3, p=0, a=0, c=0)
    return at(state, 2, "turns")


def _lecture_hall_move(state, cell, to):
    state = act(state, 1, {"type": "place", "space": "lecture_hall_1", "pawn": "scholar"})  # 3 Mathematics spent
    return act(state, 1, {"type": "blue_move", "cell": cell, "to": to})


def _finish_phase2(state):
    """Play the rest of Phase 2 on the Salon (always open); returns (state, placements by seat 1)."""
    placements = 0
    while state["phase"] == 2:
        seat = ENGINE.pending(state)[0]
        legal = ENGINE.legal(state, seat)
        salon = [c for c in legal if c["type"] == "place" and c["space"] == "salon"]
        command = salon[0] if salon else legal[0]
        placements += seat == 1 and command["type"] == "place"
        state = act(state, seat, command)
    return state, placements


def test_moved_scholar_on_the_smaller_cell_returns_and_waits_for_a_later_round():
    """The issue's game: scholars on 5, 6, 7 and 4 in hand; Lecture Hall 6 -> 1 puts 1 and 5 in the Physics
    column, so the scholar on 1 (the smaller number: the one that just moved) returns. It waits: 4 placements
    this round from the 4 held, not 5; the next round starts with it back in hand."""
    state = _round2_phase2([5, 6, 7])
    state = _lecture_hall_move(state, 6, 1)
    p1 = state["players"][1]
    assert sorted(p1["authority"]) == [5, 7]  # 6 moved to 1, and 1 is the smaller number of the column (1, 5)
    assert p1["hand"] == 3 and p1["scholars_waiting"] == 1
    for seat in (None, 0, 1):  # every view shows the waiting scholar
        assert ENGINE.view(state, seat)["players"][1]["scholars_waiting"] == 1
    state, placements = _finish_phase2(state)
    assert placements == 4 - 1  # after the Lecture Hall: the 3 left in hand, never the returned one
    while not (state["round"] == 3 and state["phase"] == 2) and not ENGINE.is_over(state):
        seat = ENGINE.pending(state)[0]
        state = act(state, seat, ENGINE.legal(state, seat)[0])
    p1 = state["players"][1]
    assert p1["scholars_waiting"] == 0
    # Phase 6 hands back the 4 placed and the waiting one: 5 scholars for round 3's Phase 2 (LATER_ROUNDS)
    assert p1["hand"] + p1["board_scholars"] == 5


def test_moved_scholar_on_the_larger_cell_stays_and_the_other_waits():
    """Holding 1, a move 10 -> 5 puts 1 and 5 in the Physics column: the scholar on 1 (smaller number) returns,
    the one that moved stays on 5; the returned one waits for a later round."""
    state = _round2_phase2([1, 10])
    state = _lecture_hall_move(state, 10, 5)
    p1 = state["players"][1]
    assert p1["authority"] == [5]
    assert p1["hand"] == 3 and p1["scholars_waiting"] == 1


def test_phase3_return_still_goes_straight_to_hand():
    """A return after Phase 3's red arrows happens after Phase 2 anyway: the scholar goes to hand ("return to
    hand"), which is only used again in a later round's Phase 2."""
    from services.academic_society.rules.authority_track import resolve_columns

    player = {"authority": [1, 5], "hand": 0, "scholars_waiting": 0}
    assert resolve_columns(player) == 1
    assert player == {"authority": [5], "hand": 1, "scholars_waiting": 0}
