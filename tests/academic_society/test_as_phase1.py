"""Phase 1: Contribution to the Nation."""

import random

from services.academic_society.rules import ENGINE
from services.academic_society.rules.components import COMMISSIONS

from .as_helpers import A, C, M, P, act, at, fresh, pending, theories


def _phase1(n=4, tiles=("rc1",), seed=0):
    state = fresh(n, seed=seed, order=list(range(n)))
    state["rc_pile"] = [t for t in state["rc_pile"] if t not in tiles] + list(reversed(tiles))
    return at(state, 1, "reveal")


def test_reveal_counts_by_round():
    """'The number revealed depends on the round: Rounds 1-4: 1 tile. Rounds 5-7: 2 tiles.'"""
    removed_by_round = {}
    state = fresh(4, seed=5)
    rng = random.Random(5)
    while not ENGINE.is_over(state):
        if state["phase"] != 1:  # after Phase 1 every tile revealed so far has been removed
            removed_by_round[state["round"]] = len(state["rc_removed"])
        seat = pending(state)
        cmd = ENGINE.bot_command(state, seat, "random", rng)
        state = act(state, seat, cmd)
    seen = {r: n - removed_by_round.get(r - 1, 0) for r, n in removed_by_round.items()}
    assert seen == {1: 1, 2: 1, 3: 1, 4: 1, 5: 2, 6: 2, 7: 2}
    assert len(state["rc_removed"]) == 10 and not state["rc_pile"]


def test_declarations_in_turn_order_pay_cost_and_gain_two_contribution():
    """'Starting with the first player and continuing in turn order ... declare whether you will achieve it
    or not. If you declare that you will achieve a tile, pay the "cost required to achieve" printed on the
    tile, and gain 2 Contribution.' Example: one Chemistry and one Physics Theory -> 2 Contribution."""
    state = _phase1(tiles=("rc1",))
    assert COMMISSIONS["rc1"]["cost"] == {P: 1, C: 1}
    assert pending(state) == 0
    state = act(state, 0, {"type": "declare", "tile": "rc1", "achieve": True})
    p0 = state["players"][0]
    assert p0["theories"] == {M: 4, P: 3, A: 4, C: 3}
    assert p0["contribution"] == 2
    assert pending(state) == 1


def test_a_tile_can_be_achieved_by_several_players():
    """'A player may declare achievement of a Royal Commission tile that another player has already achieved'."""
    state = _phase1(n=3, tiles=("rc3",))
    for seat in range(3):
        state = act(state, seat, {"type": "declare", "tile": "rc3", "achieve": True})
    assert [p["contribution"] for p in state["players"]] == [2, 2, 2]
    assert state["phase"] == 2


def test_two_tiles_each_declared_on_the_same_turn():
    """'On a turn, for each revealed Royal Commission tile, declare' (rounds 5-7 reveal 2)."""
    state = fresh(2, seed=1, order=[0, 1])
    state["round"] = 5
    state["rc_pile"] = ["rc7", "rc8", "rc5", "rc6"]
    state = at(state, 1, "reveal")
    assert state["rc_revealed"] == ["rc6", "rc5"]
    state = act(state, 0, {"type": "declare", "tile": "rc6", "achieve": False})
    assert pending(state) == 0
    assert ENGINE.legal(state, 0)[0]["tile"] == "rc5"


def test_unaffordable_tile_cannot_be_achieved():
    """Achieving requires paying the cost: a player who cannot pay is not offered 'achieve'."""
    state = fresh(3, seed=2, order=[0, 1, 2])
    theories(state, 0, m=4, p=0, a=4, c=4)
    state["rc_pile"].remove("rc3")
    state["rc_pile"].append("rc3")  # 2 Physics
    state = at(state, 1, "reveal")
    # seat 0 had a single option (decline), which is taken automatically
    assert pending(state) == 1
    assert state["players"][0]["contribution"] == 0


def test_sabbatical_reduces_commission_cost():
    """Sabbatical Effects, Royal Commission cost reduction: 'in Phase 1 ... reduce by 1 the Theory of that
    subject in the "cost required to achieve" of each Royal Commission tile.'"""
    state = fresh(3, seed=2, order=[0, 1, 2])
    theories(state, 0, m=4, p=1, a=4, c=4)
    state["players"][0]["sabbatical"][P] = 1  # spaces 1-2: research report + royal commission
    state["rc_pile"].remove("rc3")
    state["rc_pile"].append("rc3")  # 2 Physics -> 1 Physics
    state = at(state, 1, "reveal")
    assert {"type": "declare", "tile": "rc3", "achieve": True} in ENGINE.legal(state, 0)
    state = act(state, 0, {"type": "declare", "tile": "rc3", "achieve": True})
    assert state["players"][0]["theories"][P] == 0


def test_revealed_tiles_are_removed_after_every_turn():
    """'When every player has finished their turn, remove the revealed Royal Commission tiles from the game.'"""
    state = _phase1(n=2, tiles=("rc2",))
    state = act(state, 0, {"type": "declare", "tile": "rc2", "achieve": False})
    state = act(state, 1, {"type": "declare", "tile": "rc2", "achieve": True})
    assert state["rc_revealed"] == [] and "rc2" in state["rc_removed"]
    assert state["phase"] == 2


def test_two_player_secretary_placement():
    """'2-player game: If the total of Theories shown on all the revealed Royal Commission tiles is 2 or more
    for a subject, place the Secretary of that subject on the matching space of the Secretariat'."""
    state = fresh(2, seed=1, order=[0, 1])
    state["rc_pile"] = [t for t in state["rc_pile"] if t != "rc3"] + ["rc3"]  # 2 Physics
    state = at(state, 1, "reveal")
    assert state["secretariat"] == [P] and P not in state["beside"]
    # two tiles adding up to 2 of a subject
    state = fresh(2, seed=1, order=[0, 1])
    state["round"] = 5
    state["rc_pile"] = ["rc3", "rc4", "rc1", "rc2"]  # reveals rc2 {M1,A1} and rc1 {P1,C1}: no subject reaches 2
    state = at(state, 1, "reveal")
    assert state["secretariat"] == []
    state = fresh(2, seed=1, order=[0, 1])
    state["round"] = 5
    state["rc_pile"] = ["rc3", "rc4", "rc7", "rc2"]  # rc2 {M1,A1} + rc7 {M1,P1,A1}: Mathematics 2, Astronomy 2
    state = at(state, 1, "reveal")
    assert sorted(state["secretariat"]) == sorted([M, A])


def test_no_secretary_placement_in_three_or_four_player_games():
    """The Phase 1 Secretary rule is for 2-player games; with 3-4 players the Secretaries start on the
    Secretariat and revealing tiles changes nothing."""
    state = _phase1(n=3, tiles=("rc3",))
    assert sorted(state["secretariat"]) == sorted([P, A, C, M]) and state["beside"] == []


def test_achieving_on_the_highest_space_gives_influence_instead():
    """Upper limit bonus on the Contribution track: 'If your Contribution marker is on the space with the highest
    Contribution, and you gain further Contribution, then instead of moving your marker forward, you gain 2
    Influence for each space you would have moved.' A Royal Commission's 2 Contribution become 4 Influence."""
    from services.academic_society.rules.components import CONTRIB_TOP
    state = _phase1(n=2, tiles=("rc3",))
    p0 = state["players"][0]
    p0["contribution"] = CONTRIB_TOP
    state = act(state, 0, {"type": "declare", "tile": "rc3", "achieve": True})
    assert p0["contribution"] == CONTRIB_TOP and p0["influence"] == 4
