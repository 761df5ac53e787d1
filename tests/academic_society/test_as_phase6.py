"""Phase 6: Preparation for the Next Round, and the end of the game."""

import random

from services.academic_society.rules import ENGINE
from services.academic_society.rules.components import BACKS, TILES
from services.academic_society.rules.treatise_tiles import draw

from .as_helpers import A, C, M, P, act, at, fresh, pending


def _phase6(n=3, **kw):
    state = fresh(n, seed=0, order=list(range(n)))
    for p in state["players"]:
        p["presentation"] = {M: [], P: [], A: [], C: []}
    return state


def test_scholars_home_and_secretaries_back():
    """'Each player returns their scholars on the Society Board to their hand. Secretaries return to the
    Secretariat on the Management Board.'"""
    state = _phase6(3)
    p0 = state["players"][0]
    p0["hand"], p0["board_scholars"], p0["board_secretaries"] = 0, 3, [P]
    state["secretariat"].remove(P)
    state["spaces"]["workshop_1"] = 0
    state["salon"] = [0]
    state = at(state, 6)
    assert p0["hand"] == 3 and p0["board_scholars"] == 0 and p0["board_secretaries"] == []
    assert sorted(state["secretariat"]) == sorted([M, P, A, C])  # cells 1-4 shared: no Premier Bonus
    assert state["spaces"]["workshop_1"] is None and state["salon"] == []


def test_premier_bonus_only_scholar_takes_the_column_secretary():
    """'For the cells ... "1", "2", "3" and "4", carry out the Premier Bonus in processing order. If a player
    has the only scholar on a cell that is being processed, that player takes the Secretary of the subject in
    that column from the Secretariat ... into their hand.'"""
    state = _phase6(3)
    state["players"][0]["authority"] = [1, 2]
    state["players"][1]["authority"] = [2, 7]
    state["players"][2]["authority"] = [4]
    state = at(state, 6)
    assert state["players"][0]["secretaries"] == [P]  # alone on cell 1 (Physics column)
    assert state["players"][1]["secretaries"] == []  # cell 2 shared
    assert state["players"][2]["secretaries"] == [M]  # alone on cell 4 (Mathematics)
    assert sorted(state["secretariat"]) == sorted([A, C])


def test_premier_bonus_two_player_needs_a_secretary_on_the_secretariat():
    """'2-player game: If there is no Secretary of that subject in the Secretariat, you cannot take one.'"""
    state = _phase6(2)
    state["secretariat"], state["beside"] = [A], [P, C, M]
    state["players"][0]["authority"] = [1, 2]
    state["players"][1]["authority"] = [3]
    state = at(state, 6)
    assert state["players"][0]["secretaries"] == [A]  # cell 2 (Astronomy); none for Physics
    assert state["players"][1]["secretaries"] == []


def test_secretary_taken_is_used_in_next_phase_two():
    """'A Secretary taken in this way can be used as a scholar in Phase 2 of the next round.'"""
    state = _phase6(3)
    state["players"][0]["authority"] = [1]
    state["players"][1]["authority"] = [2]
    state["players"][2]["authority"] = [3]
    state = at(state, 6)
    state = at(state, 2, "turns")
    assert any(c["pawn"] == "secretary" for c in ENGINE.legal(state, pending(state)))


def test_display_discarded_and_refilled():
    """'Discard all revealed Treatise tiles, and reveal 2 new tiles from each Treatise tile pile.'"""
    state = _phase6(3)
    before = {b: list(state["display"][b]) for b in BACKS}
    tops = {b: list(reversed(state["piles"][b][-2:])) for b in BACKS}
    state = at(state, 6)
    for b in BACKS:
        assert state["display"][b] == tops[b]
        assert set(before[b]) <= set(state["discard"][b])


def test_pile_reshuffled_from_discards_when_it_runs_out():
    """'When a Treatise tile pile runs out, shuffle the discarded Treatise tiles face down to make a new pile.
    If there are no discarded tiles, do nothing.'"""
    state = _phase6(3)
    state["piles"][M] = ["t01"]
    state["display"][M] = ["t02", "t03"]
    state["discard"][M] = ["t20"]
    state = at(state, 6)
    assert state["display"][M][0] == "t01"
    assert len(state["display"][M]) == 2 and state["display"][M][1] in {"t02", "t03", "t20"}
    assert state["reshuffles"][M] == 1
    assert sorted(state["display"][M][1:] + state["piles"][M]) == ["t02", "t03", "t20"]
    # nothing to reshuffle: nothing drawn
    state["piles"][P], state["discard"][P] = [], []
    assert draw(state, P) is None


def test_reshuffle_order_is_a_permutation_drawn_at_setup():
    """The new pile's order comes from the hidden orders written into the setup event (RULES_NOTES), so
    replay never re-rolls, and different games shuffle differently."""
    orders = set()
    for seed in range(10):
        state = fresh(4, seed=seed)
        state["piles"][A] = []
        state["discard"][A] = [t for t, d in TILES.items() if d["back"] == A]
        draw(state, A)
        orders.add(tuple(state["piles"][A]))
    assert len(orders) > 5


def test_round_advances_and_game_ends_after_round_seven():
    """'Advance the round marker on the Round track by one space. When the round marker reaches the "END"
    space, the game ends and final scoring is carried out.'"""
    state = _phase6(2)
    state = at(state, 6)
    assert state["round"] == 2 and state["phase"] == 1
    state["round"] = 7
    state = at(state, 6)
    assert ENGINE.is_over(state) and ENGINE.pending(state) == []
    assert ENGINE.legal(state, 0) == []


def test_a_whole_game_has_seven_rounds():
    """Game Overview: 'The game lasts 7 rounds. Each round consists of Phases 1 to 6'."""
    state = fresh(3, seed=9)
    rng = random.Random(9)
    rounds = set()
    while not ENGINE.is_over(state):
        rounds.add(state["round"])
        seat = pending(state)
        state = act(state, seat, ENGINE.bot_command(state, seat, "random", rng))
    assert rounds == set(range(1, 8))


def test_every_reshuffle_uses_its_own_hidden_order():
    """'When a Treatise tile pile runs out, shuffle the discarded Treatise tiles face down to make a new pile.'
    Each shuffle is a fresh random order (RULES_NOTES 19): even in the worst case - a pile that runs out before
    every single draw of Phase 6, 2 draws in each of the 7 rounds - no reshuffle reuses an order drawn at setup."""
    state = fresh(4, seed=3)
    keys = state["shuffle_keys"][A]
    assert len(keys) >= 7 * 2
    assert len({tuple(k) for k in keys}) == len(keys)  # distinct random orders
    used = []
    for _ in range(7 * 2):
        state["piles"][A] = []
        state["discard"][A] = [t for t, d in TILES.items() if d["back"] == A][:3]
        used.append(state["reshuffles"][A])
        draw(state, A)
    assert used == list(range(14)) and state["reshuffles"][A] == 14 <= len(keys)
