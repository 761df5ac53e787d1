"""Phase 5: Treatise Presentation Results, and the Treatise tile effects."""

from services.academic_society.rules import ENGINE
from services.academic_society.rules.components import SABBATICAL, TILES

from .as_helpers import A, C, M, P, act, at, fresh, pending, theories


def _phase5(rows, n=2, contribution=0, sabbatical=0, th=(4, 4, 4, 4), authority=None):
    state = fresh(n, seed=0, order=list(range(n)))
    p0 = state["players"][0]
    p0["presentation"] = {M: [], P: [], A: [], C: [], **rows}
    p0["sabbatical"] = {s: sabbatical for s in (M, P, A, C)}
    p0["contribution"] = contribution
    theories(state, 0, *th)
    if authority is not None:
        p0["authority"] = list(authority)
    state["p5pos"] = 0
    state["activated"] = []
    return at(state, 5, "turns")


def _use(state, tile, use=True):
    return act(state, 0, {"type": "activate", "tile": tile, "use": use})


def test_activation_order_top_to_bottom_left_to_right():
    """'activates, one at a time, the effects of all the Treatise tiles ... Activation goes from the top row to
    the bottom row, and from left to right within each row.' (rows: Mathematics, Physics, Astronomy, Chemistry)"""
    rows = {M: ["t02", "t01"], P: ["t18", "t17"], A: ["t28"], C: ["t15", "t34"]}
    state = _phase5(rows)
    assert pending(state) == 0
    assert state["activated"] == ["t02", "t01", "t18", "t17", "t28", "t15", "t34"]


def test_each_player_in_turn_order():
    """'Starting with the first player and continuing in turn order, each player takes one turn.'"""
    state = fresh(2, seed=0, order=[1, 0])
    for p in state["players"]:
        p["presentation"][M] = []
    state["players"][0]["presentation"][C] = ["t34"]
    state["players"][1]["presentation"][P] = ["t24"]
    state["p5pos"], state["activated"] = 0, []
    state = at(state, 5, "turns")
    assert pending(state) == 1 and state["activated"] == ["t24"]
    state = act(state, 1, {"type": "activate", "tile": "t24", "use": False})
    assert pending(state) == 0 and state["activated"] == ["t24", "t34"]


def test_gain_influence_tiles():
    """Mathematics: 'Gain 1 Influence. (2 tiles)'"""
    state = _phase5({M: ["t01", "t02"]})
    assert state["players"][0]["influence"] == 2


def test_spend_two_theories_gain_four_influence_is_optional():
    """Mathematics: 'Spend 2 of the Theories shown on the tile ... and gain 4 Influence.'"""
    state = _phase5({M: ["t03", "t04"]}, th=(2, 1, 0, 0))
    assert [c["use"] for c in ENGINE.legal(state, 0)] == [True, False]
    state = _use(state, "t03")
    p0 = state["players"][0]
    assert p0["influence"] == 4 and p0["theories"][M] == 0
    # t04 needs 2 Physics: not affordable, skipped without a decision


def test_astronomy_spend_contribution_gain_three_any():
    """Astronomy: 'Spend 1 Contribution and gain 3 Theories in total of any subjects.' (no extra Theory:
    'This effect does not activate when you gain a Theory of any subject.')"""
    state = _phase5({A: ["t05"]}, contribution=1, sabbatical=len(SABBATICAL[A]) - 1, th=(0, 0, 0, 0))
    state = _use(state, "t05")
    for s in (M, M, C):
        state = act(state, 0, {"type": "gain_theory", "subject": s})
    p0 = state["players"][0]
    assert p0["theories"] == {M: 2, P: 0, A: 0, C: 1}
    assert p0["contribution"] == 0


def test_astronomy_spend_two_contribution_advance_sabbatical_with_crest():
    """Astronomy: 'Spend 2 Contribution, choose one scholar on your Sabbatical track and move it one space
    forward. When moving ..., the Crest shown on the destination space must be held on the Authority track.'"""
    state = _phase5({A: ["t07"]}, contribution=2, sabbatical=0, authority=[9, 10, 11, 4])
    # only Mathematics (cell 4, rank 3) has the rank-2 crest the second space needs
    state = _use(state, "t07")
    p0 = state["players"][0]
    assert p0["sabbatical"] == {M: 1, P: 0, A: 0, C: 0}
    assert p0["contribution"] == 0


def test_astronomy_sabbatical_tile_not_offered_without_crest_or_contribution():
    """Astronomy: 'Spend 2 Contribution, choose one scholar on your Sabbatical track and move it one space forward ...
    the Crest shown on the destination space must be held' - without the Crest or 2 Contribution the effect
    cannot be carried out and costs nothing (RULES_NOTES 11)."""
    state = _phase5({A: ["t07"]}, contribution=2, sabbatical=0, authority=[13])
    assert state["players"][0]["contribution"] == 2  # no decision was offered, nothing paid
    assert state["players"][0]["sabbatical"] == {M: 0, P: 0, A: 0, C: 0}
    state = _phase5({A: ["t08"]}, contribution=1, sabbatical=0)
    assert state["players"][0]["contribution"] == 1 and state["players"][0]["sabbatical"][M] == 0


def test_physics_gain_two_any():
    """Physics: 'Gain 2 Theories in total of any subjects.'"""
    state = _phase5({P: ["t09"]}, th=(0, 0, 0, 6))
    state = act(state, 0, {"type": "gain_theory", "subject": P})
    state = act(state, 0, {"type": "gain_theory", "subject": A})
    assert state["players"][0]["theories"] == {M: 0, P: 1, A: 1, C: 6}
    assert {"type": "gain_theory", "subject": C} not in ENGINE.legal(state, pending(state))


def test_physics_spend_two_move_along_blue_arrow():
    """Physics: 'Spend 2 of the Theories shown on the tile ... Choose one of your scholars on the Authority
    track ... and move it one space in the direction of a blue arrow'."""
    state = _phase5({P: ["t11"]}, th=(2, 0, 0, 0), authority=[8])
    state = _use(state, "t11")
    assert {(c["cell"], c["to"]) for c in ENGINE.legal(state, 0)} == {(8, 4), (8, 3)}
    state = act(state, 0, {"type": "blue_move", "cell": 8, "to": 3})
    p0 = state["players"][0]
    assert p0["authority"] == [3] and p0["theories"][M] == 0


def test_chemistry_round_flasks_give_theories():
    """Chemistry: 'For each round-bottom flask on your Individual Board's Treatise presentation spaces, gain 1
    Theory of any subject.' (the tile's own flask counts)"""
    rows = {C: ["t13"], M: ["t02"], P: ["t17"]}  # t13, t02, t17 carry round flasks
    assert [TILES[t]["flask"] for t in ("t13", "t02", "t17")] == ["round"] * 3
    state = _phase5(rows, th=(0, 0, 0, 0))
    for _ in range(3):
        state = act(state, 0, {"type": "gain_theory", "subject": A})
    # t17 gave 1 Mathematics + 1 Physics; t02 gave 1 Influence
    assert state["players"][0]["theories"] == {M: 1, P: 1, A: 3, C: 0}


def test_chemistry_triangle_flasks_give_influence():
    """Chemistry: 'For each triangle flask on your Individual Board's Treatise presentation spaces, gain 1
    Influence.'"""
    rows = {C: ["t15", "t14"], M: ["t01"]}  # t15, t14, t01: triangle flasks
    state = _phase5(rows)
    # t01: +1; t15: 3 triangles -> +3; t14 counts round flasks (none) -> no theory
    assert state["players"][0]["influence"] == 4


def test_mixed_fixed_gain_gets_extra_theory():
    """Mathematics and Physics: 'Gain 1 Mathematics Theory and 1 Physics Theory.' Additional Theory gain
    applies to Treatise tiles in Phase 5, once for each activation."""
    state = _phase5({M: ["t17"]}, sabbatical=-1, th=(0, 0, 0, 0))
    assert state["players"][0]["theories"] == {M: 1, P: 1, A: 0, C: 0}
    state = _phase5({M: ["t17"]}, sabbatical=2, th=(0, 0, 0, 0))
    assert state["players"][0]["theories"] == {M: 2, P: 2, A: 0, C: 0}


def test_spend_one_theory_gain_two_influence_and_any_variant():
    """Mathematics and Physics: 'Spend 1 of the Theories shown on the tile and gain 2 Influence. The Theory
    shown may be Mathematics, Physics, Astronomy, Chemistry, or any subject.'"""
    state = _phase5({M: ["t22"], P: ["t24"]}, th=(0, 0, 1, 2))
    state = _use(state, "t22")
    assert state["players"][0]["theories"][A] == 0 and state["players"][0]["influence"] == 2
    state = _use(state, "t24")  # only Chemistry left to spend: taken without asking
    assert state["players"][0]["theories"][C] == 1 and state["players"][0]["influence"] == 4


def test_spend_one_theory_gain_one_contribution():
    """Astronomy and Chemistry: 'Spend 1 of the Theories shown on the tile and gain 1 Contribution.'"""
    state = _phase5({A: ["t30"], C: ["t34"]}, th=(1, 1, 1, 0))
    state = _use(state, "t30")
    assert state["players"][0]["contribution"] == 1 and state["players"][0]["theories"][A] == 0
    state = _use(state, "t34")
    state = act(state, 0, {"type": "spend_theory", "subject": P})
    assert state["players"][0]["contribution"] == 2 and state["players"][0]["theories"] == {M: 1, P: 0, A: 0, C: 0}


def test_placed_tile_later_in_order_is_activated_too():
    """'If a new Treatise tile is placed during activation and it comes later in the activation order than the
    tile just activated, its effect is activated too.'"""
    state = _phase5({})
    state["players"][0]["presentation"][M] = ["t25"]
    state["display"] = {M: ["t01"], P: [], A: [], C: []}
    state["p5pos"], state["activated"] = 0, []
    state = at(state, 5, "turns")
    state = _use(state, "t25")  # the only tile (t01) to Mathematics, slot 1: later than slot 0
    p0 = state["players"][0]
    assert p0["presentation"][M] == ["t25", "t01"]
    assert p0["influence"] == 1


def test_placed_tile_earlier_in_order_is_not_activated():
    """'If it comes earlier in the activation order, its effect is not activated.'"""
    state = _phase5({})
    state["players"][0]["presentation"][P] = ["t26"]
    state["display"] = {M: ["t01"], P: [], A: [], C: []}
    state["p5pos"], state["activated"] = 0, []
    state = at(state, 5, "turns")
    state = _use(state, "t26")  # t01 goes to the Mathematics row, above Physics
    p0 = state["players"][0]
    assert p0["presentation"][M] == ["t01"]
    assert p0["influence"] == 0


def test_replacing_the_activated_tile_itself_does_not_activate_the_new_one():
    """A tile placed in the position just activated is not later in the order (RULES_NOTES)."""
    state = _phase5({})
    state["players"][0]["presentation"][M] = ["t03", "t25"]
    state["display"] = {M: ["t01"], P: [], A: [], C: []}
    state["p5pos"], state["activated"] = 0, []
    theories(state, 0, 0, 0, 0, 0)  # t03 not affordable
    state = at(state, 5, "turns")
    state = _use(state, "t25")
    state = act(state, 0, {"type": "replace_treatise", "subject": M, "slot": 1})
    p0 = state["players"][0]
    assert p0["presentation"][M] == ["t03", "t01"] and p0["influence"] == 0
    assert "t25" in state["discard"][TILES["t25"]["back"]]


def test_each_tile_once_per_round():
    """'Each Treatise tile's effect may be activated only once per round.'"""
    state = _phase5({M: ["t01", "t02"]})
    assert state["players"][0]["influence"] == 2
    assert state["round"] == 2 and state["activated"] == []  # reset for the next round


def test_rulebook_activation_example_one_to_six():
    """Rulebook example: 'The example shows the activation order as numbers 1 to 6: 1 and 2 on the top row,
    3, 4 and 5 on the next row, and 6 on the bottom row.' (rows x2, x3 and a third row)"""
    rows = {M: ["t01", "t02"], P: ["t18", "t17", "t10"], A: ["t28"]}
    state = _phase5(rows)
    # t10 ('Gain 2 Theories in total of any subjects') stops for a choice after 1-5 have been activated
    assert state["activated"] == ["t01", "t02", "t18", "t17", "t10"]
    state = act(state, 0, {"type": "gain_theory", "subject": C})
    state = act(state, 0, {"type": "gain_theory", "subject": C})
    assert state["round"] == 2  # 6 (t28) was activated automatically and the round ended
    assert state["players"][0]["theories"] == {M: 6, P: 6, A: 5, C: 6}


def test_place_a_tile_effect_reaches_its_two_subjects_only():
    """Mathematics and Physics: 'Choose one revealed Mathematics or Physics Treatise tile, and place it on the
    matching Treatise presentation space' - a revealed single-subject Physics tile and a Mathematics-and-Physics
    tile can be taken (from any display), an Astronomy tile cannot even with an open Astronomy space."""
    state = _phase5({})
    p0 = state["players"][0]
    p0["presentation"][M] = ["t25"]
    state["display"] = {M: [], P: ["t09"], A: ["t05", "t17"], C: []}  # t17 (M/P) sits in another display here
    state["p5pos"], state["activated"] = 0, []
    state = at(state, 5, "turns")
    state = _use(state, "t25")
    opts = {(c["tile"], c["subject"]) for c in ENGINE.legal(state, 0)}
    assert opts == {("t09", P), ("t17", M), ("t17", P)}
