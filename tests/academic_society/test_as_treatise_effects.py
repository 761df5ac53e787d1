"""All 36 Treatise tile effects (rulebook 'Treatise Tiles'), each activated in Phase 5 from one set-up
position, answering every choice with its first option and 'use' with yes."""

import pytest

from services.academic_society.rules import ENGINE
from services.academic_society.rules.components import TILES

from .as_helpers import A, C, M, P, act, at, fresh, pending

# Rulebook listing -> tile ids (data/treatise_tiles.json)
GAIN_1_INFLUENCE = ["t01", "t02"]                      # Mathematics: 'Gain 1 Influence. (2 tiles)'
SPEND_2_GAIN_4 = {"t03": M, "t04": P}                  # 'Spend 2 of the Theories shown ... gain 4 Influence'
ASTRO_ANY_3 = ["t05", "t06"]                           # 'Spend 1 Contribution and gain 3 Theories in total'
ASTRO_SABBATICAL = ["t07", "t08"]                      # 'Spend 2 Contribution ... Sabbatical track ... forward'
PHYS_ANY_2 = ["t09", "t10"]                            # 'Gain 2 Theories in total of any subjects.'
PHYS_BLUE = {"t11": M, "t12": P}                       # 'Spend 2 ... move it ... blue arrow'
CHEM_ROUND = ["t13", "t14"]                            # 'For each round-bottom flask ... gain 1 Theory'
CHEM_TRIANGLE = ["t15", "t16"]                         # 'For each triangle flask ... gain 1 Influence.'
MP_GAIN = ["t17", "t18", "t19"]                        # 'Gain 1 Mathematics Theory and 1 Physics Theory.'
MP_SPEND_2_INFLUENCE = {"t20": M, "t21": P, "t22": A, "t23": C, "t24": "any"}
MP_PLACE = ["t25", "t26"]
AC_GAIN = ["t27", "t28", "t29"]                        # 'Gain 1 Astronomy Theory and 1 Chemistry Theory.'
AC_SPEND_1_CONTRIBUTION = {"t30": A, "t31": C, "t32": M, "t33": P, "t34": "any"}
AC_PLACE = ["t35", "t36"]

ALL = (GAIN_1_INFLUENCE + list(SPEND_2_GAIN_4) + ASTRO_ANY_3 + ASTRO_SABBATICAL + PHYS_ANY_2 + list(PHYS_BLUE)
       + CHEM_ROUND + CHEM_TRIANGLE + MP_GAIN + list(MP_SPEND_2_INFLUENCE) + MP_PLACE + AC_GAIN
       + list(AC_SPEND_1_CONTRIBUTION) + AC_PLACE)


def test_the_listing_covers_all_36_tiles():
    """Components: 'Treatise tiles: 36' - the rulebook's listing below maps every tile id."""
    assert sorted(ALL) == sorted(TILES) and len(ALL) == 36


def _run(tile):
    state = fresh(4, seed=0, order=[0, 1, 2, 3])
    for p in state["players"]:
        p["presentation"] = {M: [], P: [], A: [], C: []}
    p0 = state["players"][0]
    p0["presentation"][TILES[tile]["subjects"][0]] = [tile]
    p0["theories"] = {M: 3, P: 3, A: 3, C: 3}
    p0["contribution"] = 3
    p0["sabbatical"] = {M: 0, P: 0, A: 0, C: 0}  # leftmost spaces: Research Report reduction only
    p0["authority"] = [5, 6, 7, 8]  # rank-2 crests, blue arrows up
    others = [t for t in TILES if t != tile]
    state["display"] = {M: [next(t for t in others if TILES[t]["subjects"] == [M])], P: [],
                        A: [next(t for t in others if TILES[t]["subjects"] == [A])], C: []}
    state["p5pos"], state["activated"] = 0, []
    before = {"influence": p0["influence"], "contribution": p0["contribution"], "theories": dict(p0["theories"]),
              "sabbatical": dict(p0["sabbatical"]), "authority": sorted(p0["authority"]),
              "tiles": sum(len(v) for v in p0["presentation"].values())}
    state = at(state, 5, "turns")
    while state["phase"] == 5 and pending(state) == 0:
        cmd = ENGINE.legal(state, 0)[0]
        if cmd["type"] == "activate":
            cmd = {**cmd, "use": True}
        state = act(state, 0, cmd)
    return before, p0


def _delta_theories(before, p0):
    return sum(p0["theories"].values()) - sum(before["theories"].values())


@pytest.mark.parametrize("tile", ALL)
def test_treatise_effect(tile):
    """Treatise Tiles: each tile's effect exactly as listed (quoted next to each group above), activated in Phase 5."""
    before, p0 = _run(tile)
    d_inf = p0["influence"] - before["influence"]
    d_con = p0["contribution"] - before["contribution"]
    d_th = _delta_theories(before, p0)
    flasks = lambda kind: sum(1 for s in p0["presentation"] for t in p0["presentation"][s] if TILES[t]["flask"] == kind)  # noqa: E731
    if tile in GAIN_1_INFLUENCE:
        assert (d_inf, d_con, d_th) == (1, 0, 0)
    elif tile in SPEND_2_GAIN_4:
        assert (d_inf, d_th) == (4, -2) and p0["theories"][SPEND_2_GAIN_4[tile]] == 1
    elif tile in ASTRO_ANY_3:
        assert (d_con, d_th, d_inf) == (-1, 3, 0)
    elif tile in ASTRO_SABBATICAL:
        assert d_con == -2 and sum(p0["sabbatical"].values()) == sum(before["sabbatical"].values()) + 1
    elif tile in PHYS_ANY_2:
        assert (d_th, d_inf, d_con) == (2, 0, 0)
    elif tile in PHYS_BLUE:
        assert d_th == -2 and p0["theories"][PHYS_BLUE[tile]] == 1
        assert sum(p0["authority"]) < sum(before["authority"])  # moved up a blue arrow
    elif tile in CHEM_ROUND:
        assert d_th == flasks("round") and d_inf == 0
    elif tile in CHEM_TRIANGLE:
        assert d_inf == flasks("triangle") and d_th == 0
    elif tile in MP_GAIN:
        assert p0["theories"][M] == 4 and p0["theories"][P] == 4 and d_th == 2
    elif tile in MP_SPEND_2_INFLUENCE:
        assert (d_inf, d_th) == (2, -1)
        if MP_SPEND_2_INFLUENCE[tile] != "any":
            assert p0["theories"][MP_SPEND_2_INFLUENCE[tile]] == 2
    elif tile in AC_GAIN:
        assert p0["theories"][A] == 4 and p0["theories"][C] == 4 and d_th == 2
    elif tile in AC_SPEND_1_CONTRIBUTION:
        assert (d_con, d_th) == (1, -1)
        if AC_SPEND_1_CONTRIBUTION[tile] != "any":
            assert p0["theories"][AC_SPEND_1_CONTRIBUTION[tile]] == 2
    elif tile in MP_PLACE or tile in AC_PLACE:
        # 'Choose one revealed ... Treatise tile, and place it on the matching Treatise presentation space'
        assert sum(len(v) for v in p0["presentation"].values()) == before["tiles"] + 1
        subjects = {M, P} if tile in MP_PLACE else {A, C}
        placed = [t for s in p0["presentation"] for t in p0["presentation"][s] if t != tile]
        assert placed and set(TILES[placed[0]]["subjects"]) & subjects
    else:
        raise AssertionError(tile)
