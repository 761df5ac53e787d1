"""Scoring: game-end Influence from each source, the Influence track past 50 and 100, tie-breaks."""

from services.academic_society.rules import ENGINE
from services.academic_society.rules.components import CELLS, SABBATICAL, TILES

from .as_helpers import A, C, M, P, fresh, theories


def _ended(n=3, order=None):
    state = fresh(n, seed=0, order=order or list(range(n)))
    state["over"], state["phase"], state["stack"] = True, "end", []
    for p in state["players"]:
        p["authority"] = []
    return state


def _lines(result, seat):
    pl = next(p for p in result["players"] if p["seat"] == seat)
    return {line["source"]: line["points"] for line in pl["lines"]}, pl


def test_a_line_per_source():
    """'Influence is gained at game end from: Management Board, Authority track ...; Individual Board,
    Sabbatical track ...; Individual Board, Treatise presentation spaces' plus the Influence already gained."""
    state = _ended(2)
    p0 = state["players"][0]
    p0["influence"] = 20
    p0["authority"] = [1, 6, 13]
    last = len(SABBATICAL[M]) - 1
    p0["sabbatical"] = {M: last, P: last - 1, A: -1, C: last}
    p0["presentation"] = {M: ["t03"], P: ["t17"], A: [], C: ["t30"]}
    lines, pl = _lines(ENGINE.score(state), 0)
    assert lines["Influence track (gained during the game)"] == 20
    assert lines["Management Board, Authority track"] == CELLS[1]["influence"] + CELLS[6]["influence"] + CELLS[13]["influence"]
    # 'The Influence shown on the rightmost cell, if you have a scholar there (the rightmost cell only).'
    assert lines["Individual Board, Sabbatical track (rightmost cell)"] == SABBATICAL[M][-1]["influence"] + SABBATICAL[C][-1]["influence"]
    assert lines["Individual Board, Treatise presentation spaces"] == sum(TILES[t]["influence"] for t in ("t03", "t17", "t30"))
    assert pl["total"] == sum(lines.values())


def test_most_influence_wins():
    """'After gaining the final Influence at game end, the player with the most Influence wins.'"""
    state = _ended(3)
    for seat, inf in enumerate([10, 30, 20]):
        state["players"][seat]["influence"] = inf
    res = ENGINE.score(state)
    assert res["ranking"] == [1, 2, 0] and res["winners"] == [1]


def test_tiebreak_total_theories_then_turn_order():
    """'Tie-break: If players are tied on Influence, the player with the most Theories in total wins. If still
    tied, the player who is earlier in the turn order wins.'"""
    state = _ended(3, order=[2, 0, 1])
    for p in state["players"]:
        p["influence"] = 15
    theories(state, 0, 1, 1, 1, 1)
    theories(state, 1, 2, 2, 2, 2)
    theories(state, 2, 1, 1, 1, 1)
    res = ENGINE.score(state)
    assert res["ranking"] == [1, 2, 0]  # seat 1 most Theories; seats 2 and 0 tied, seat 2 earlier in order
    assert res["winners"] == [1]


def test_influence_track_past_50_and_100():
    """'when your Influence marker goes around the Influence track once, flip it over to show that you have
    reached 50. When it goes around a second time, flip it back to the front, take a 100 Influence tile'."""
    state = _ended(2)
    state["players"][0]["influence"] = 57
    state["players"][1]["influence"] = 123
    res = ENGINE.score(state)
    _, p0 = _lines(res, 0)
    _, p1 = _lines(res, 1)
    assert p0["total"] == 57 and p0["influence_track"] == {"space": 7, "flipped": True, "hundred_tiles": 0}
    assert p1["total"] == 123 and p1["influence_track"] == {"space": 23, "flipped": False, "hundred_tiles": 1}
    assert res["winners"] == [1]
