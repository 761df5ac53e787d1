"""Phase 3: Maintaining Authority (and the Authority track's arrows and same-column rule)."""

import pytest

from services.academic_society.rules import ENGINE
from services.academic_society.rules.components import CELLS

from .as_helpers import A, C, M, P, act, at, fresh, pending, theories


def _phase3(n=2, order=None, authority=None, th=None, sabbatical=None):
    state = fresh(n, seed=0, order=order or list(range(n)))
    for subject in sabbatical or ():
        state["players"][0]["sabbatical"][subject] = 0
    for seat, cells in (authority or {}).items():
        state["players"][seat]["authority"] = list(cells)
    for seat, t in (th or {}).items():
        theories(state, seat, *t)
    for p in state["players"]:
        p["hand"] = 0
        # keep Phase 4's forced move (lowest Contribution) away from the players under test
        p["contribution"] = 0 if p["authority"] == [] else 3
    return at(state, 3, "start")


def _maintain(state, seat, cell, keep):
    return act(state, seat, {"type": "maintain", "cell": cell, "keep": keep})


def test_cells_in_processing_order_ties_in_turn_order():
    """'Following the processing order ... process each cell in turn.' 'Where scholars of more than one
    player are on the same cell, process them in turn order.'"""
    state = _phase3(n=3, order=[2, 0, 1], authority={0: [5, 1], 1: [5], 2: [9, 5]})
    seen = []
    while state["phase"] == 3:
        seat = pending(state)
        cmd = ENGINE.legal(state, seat)[0]
        seen.append((cmd["cell"], seat))
        state = act(state, seat, {**cmd, "keep": True})
    assert seen == [(1, 0), (5, 2), (5, 0), (5, 1), (9, 2)]


def test_keep_pays_the_research_report_cost():
    """'Keep the scholar on the cell by spending the Research Report cost shown at the bottom left of the cell.'
    Cell 1 (Physics, row 1) costs 2 Physics; cell 6 (Astronomy, row 2) costs 1 Astronomy + 1 Chemistry."""
    state = _phase3(authority={0: [1, 6], 1: []}, th={0: (4, 4, 4, 4)})
    state = _maintain(state, 0, 1, True)
    assert state["players"][0]["theories"][P] == 2
    state = _maintain(state, 0, 6, True)
    assert state["players"][0]["theories"] == {M: 4, P: 2, A: 3, C: 3}
    assert sorted(state["players"][0]["authority"]) == [1, 6]


def test_research_report_cost_reduction():
    """Sabbatical Effects, Research Report cost reduction: 'in Phase 3 ... reduce by 1 the Theory of that
    subject in the Research Report cost.'"""
    state = _phase3(authority={0: [1], 1: []}, th={0: (0, 1, 0, 0)}, sabbatical=[P])
    assert state["phase"] == 3
    assert {"type": "maintain", "cell": 1, "keep": True} in ENGINE.legal(state, 0)
    state = _maintain(state, 0, 1, True)
    assert state["players"][0]["theories"][P] == 0 and state["players"][0]["authority"] == [1]


def test_lay_down_moves_along_red_arrow_after_all_cells():
    """'Move the scholar, without spending the Research Report cost. If you choose to move a scholar, lay it on
    its side.' 'After all cells have been processed, move each scholar that was laid on its side one cell in
    the direction of the red arrow shown on its cell.'"""
    state = _phase3(authority={0: [1, 6], 1: []}, th={0: (4, 4, 4, 4)})
    state = _maintain(state, 0, 1, False)
    assert sorted(state["players"][0]["authority"]) == [1, 6]  # not moved yet
    assert state["laid"] == [[0, 1]]
    state = _maintain(state, 0, 6, True)
    assert sorted(state["players"][0]["authority"]) == [5, 6]
    assert state["players"][0]["theories"] == {M: 4, P: 4, A: 3, C: 3}


def test_unaffordable_scholar_is_laid_down():
    """A scholar whose owner cannot spend the cost can only be moved."""
    state = _phase3(authority={0: [2], 1: []}, th={0: (4, 4, 1, 4)})
    assert state["players"][0]["authority"] == [7]
    assert state["phase"] != 3


def test_cell_13_must_pay():
    """'A scholar on the cell with processing order "13" must spend the Research Report cost.' Its cost is
    paid in Influence (RULES_NOTES) and there is no move option."""
    state = fresh(2, seed=0, order=[0, 1])
    state["players"][0]["authority"] = [13, 13]
    state["players"][0]["influence"] = 5
    state["players"][1]["authority"] = []
    state = at(state, 3, "start")
    assert state["players"][0]["authority"] == [13, 13]
    assert state["players"][0]["influence"] == 5 - 2 * CELLS[13]["cost"]["influence"]


@pytest.mark.parametrize("influence,after", [(0, 0), (1, 1 - min(1, CELLS[13]["cost"]["influence"])),
                                             (50, 50 - CELLS[13]["cost"]["influence"])])
def test_cell_13_with_influence_at_zero(influence, after):
    """'However, if your Influence marker is on the "0" space of the Influence track, you do not spend the
    Research Report cost.' (Influence never goes below 0; at 50 the flipped marker is on the printed "0" space
    but the player has Influence to pay: RULES_NOTES 1.)"""
    state = fresh(2, seed=0, order=[0, 1])
    state["players"][0]["authority"] = [13]
    state["players"][0]["influence"] = influence
    state["players"][1]["authority"] = []
    state = at(state, 3, "start")
    assert state["players"][0]["authority"] == [13]
    assert state["players"][0]["influence"] == after


def test_same_column_returns_smaller_number_to_hand():
    """'After moving, if a player has more than one of their own scholars in the same column of the Authority
    track, compare the processing order of those cells, and return to hand the scholar on the cell with the
    smaller number. That scholar will be used as a scholar in Phase 2 of later rounds.'
    Cell 2 (Astronomy) moves along its red arrow to 7 (Chemistry), where the scholar on 3 is also Chemistry."""
    state = _phase3(authority={0: [1, 2, 3, 4], 1: []}, th={0: (6, 6, 6, 6)})
    state = _maintain(state, 0, 1, True)
    state = _maintain(state, 0, 2, False)
    state = _maintain(state, 0, 3, True)
    state = _maintain(state, 0, 4, True)
    p0 = state["players"][0]
    assert sorted(p0["authority"]) == [1, 4, 7]
    assert p0["hand"] == 1


def test_returned_scholars_never_go_back_to_the_authority_track():
    """'ATTENTION! A scholar that has been returned to hand cannot be placed on the Authority track again.'
    No decision ever adds a scholar from hand to the Authority track: over whole games the number of scholars
    on the track never grows."""
    import random
    for seed in range(5):
        state = fresh(3, seed=seed)
        rng = random.Random(seed)
        counts = [len(p["authority"]) for p in state["players"]]
        while not ENGINE.is_over(state):
            seat = pending(state)
            state = act(state, seat, ENGINE.bot_command(state, seat, "random", rng))
            now = [len(p["authority"]) for p in state["players"]]
            assert all(a <= b for a, b in zip(now, counts, strict=True))
            counts = now
        for p in state["players"]:
            on_board = len(p["authority"]) + p["hand"] + p["board_scholars"]
            on_board += sum(1 for v in p["sabbatical"].values() if v >= 0)
            assert on_board == 7


def test_red_arrow_from_every_cell_but_13():
    """Every scholar that is laid down moves; only cell 13 (must pay) has no choice."""
    state = _phase3(authority={0: [5, 10], 1: []}, th={0: (6, 6, 6, 6)})
    opts = ENGINE.legal(state, 0)
    assert {c["keep"] for c in opts} == {True, False}


def test_two_scholars_sliding_onto_one_cell_keep_one():
    """'After moving, if a player has more than one of their own scholars in the same column ... return to hand
    the scholar on the cell with the smaller number.' Cells 2 and 3 both slide to cell 7: two scholars on one
    cell have no smaller number between them, so one stays and the other returns (RULES_NOTES 6)."""
    assert CELLS[2]["red"] == CELLS[3]["red"] == 7
    state = _phase3(authority={0: [2, 3], 1: []}, th={0: (0, 0, 0, 0)})
    p0 = state["players"][0]
    assert p0["authority"] == [7] and p0["hand"] == 1
