"""Component data: every count and invariant the rulebook states, and every item's source mark."""

import collections
import json
import os

from services.academic_society.rules import components as K

M, P, A, C = "mathematics", "physics", "astronomy", "chemistry"


def _items():
    for name in os.listdir(K.DATA_DIR):
        with open(os.path.join(K.DATA_DIR, name)) as f:
            yield name, json.load(f)


def test_every_data_item_is_marked_rulebook_or_assumed():
    """Team rule (DESIGN.md): every item carries "source": "rulebook" | "assumed"."""
    lists = 0
    for name, doc in _items():
        for key, value in doc.items():
            if isinstance(value, list) and value and isinstance(value[0], dict):
                lists += 1
                for item in value:
                    assert item.get("source") in ("rulebook", "assumed"), (name, key, item)
    for track in K.SABBATICAL.values():
        assert all(sp["source"] in ("rulebook", "assumed") for sp in track)
    assert K.COMPONENTS["source"] == "rulebook"
    assert lists >= 5


def test_component_counts():
    """Components: 'Scholar pawns: 4 colours, 7 each', 'Royal Commission tiles: 10', 'Treatise tiles: 36',
    Secretariat 'Holds Secretary pawns for each subject: Physics, Astronomy, Chemistry and Mathematics'."""
    assert K.SCHOLARS_PER_PLAYER == 7
    assert len(K.COMMISSIONS) == 10
    assert len(K.TILES) == 36
    assert sorted(K.COMPONENTS["secretaries"]) == sorted([P, A, C, M])
    assert K.ROUNDS == 7
    assert K.THEORY_MAX == 6 and K.THEORY_START == 4
    assert K.HAND_AT_START == 3 and K.START_CELLS == [1, 2, 3, 4]
    assert K.HAND_AT_START + len(K.START_CELLS) == K.SCHOLARS_PER_PLAYER


def test_royal_commission_tiles_give_two_contribution_and_cost_theories():
    """Phase 1: 'pay the "cost required to achieve" printed on the tile, and gain 2 Contribution.'"""
    for tile in K.COMMISSIONS.values():
        assert tile["contribution"] == 2
        assert tile["cost"] and all(s in K.SUBJECTS and n > 0 for s, n in tile["cost"].items())
    # the rulebook's example tile: one Chemistry and one Physics Theory
    assert any(t["cost"] == {C: 1, P: 1} for t in K.COMMISSIONS.values())


def _kind(tile):
    e = tile["effect"]
    return (tuple(tile["subjects"]), e["kind"], tuple(sorted(k for k in e if k != "kind")))


def test_treatise_tile_kinds_and_counts():
    """Treatise Tiles: Mathematics 4, Astronomy 4, Physics 4, Chemistry 4, Mathematics and Physics 10,
    Astronomy and Chemistry 10, with the listed effects and counts."""
    by_subjects = collections.Counter(tuple(t["subjects"]) for t in K.TILES.values())
    assert by_subjects == {(M,): 4, (A,): 4, (P,): 4, (C,): 4, (M, P): 10, (A, C): 10}
    eff = [t["effect"] for t in K.TILES.values()]
    T = list(K.TILES.values())
    # Mathematics: 'Gain 1 Influence. (2 tiles)' + two 'spend 2 ... gain 4 Influence' variants
    maths = [t["effect"] for t in T if t["subjects"] == [M]]
    assert sum(e == {"kind": "gain", "influence": 1} for e in maths) == 2
    spend4 = [e["theories"] for e in maths if e.get("influence") == 4]
    assert sorted(map(str, spend4)) == sorted([str({M: 2}), str({P: 2})])
    # Astronomy: 2 x 'Spend 1 Contribution and gain 3 Theories', 2 x 'Spend 2 Contribution ... Sabbatical'
    astro = [t["effect"] for t in T if t["subjects"] == [A]]
    assert sum(e.get("contribution") == 1 and e.get("theories_any") == 3 for e in astro) == 2
    assert sum(e.get("contribution") == 2 and e.get("sabbatical") == 1 for e in astro) == 2
    # Physics: 2 x 'Gain 2 Theories in total of any subjects', 2 blue-arrow variants (Mathematics / Physics)
    phys = [t["effect"] for t in T if t["subjects"] == [P]]
    assert sum(e == {"kind": "gain", "theories_any": 2} for e in phys) == 2
    assert sorted(str(e["theories"]) for e in phys if e.get("blue_move")) == sorted([str({M: 2}), str({P: 2})])
    # Chemistry: 2 round-flask Theory tiles, 2 triangle-flask Influence tiles
    chem = [t["effect"] for t in T if t["subjects"] == [C]]
    assert sum(e.get("flask_theory") == "round" for e in chem) == 2
    assert sum(e.get("flask_influence") == "triangle" for e in chem) == 2
    for pair, fixed, reward in (((M, P), {M: 1, P: 1}, "influence"), ((A, C), {A: 1, C: 1}, "contribution_gain")):
        tiles = [t for t in T if tuple(t["subjects"]) == pair]
        gain = [t for t in tiles if t["effect"] == {"kind": "gain", "theories": fixed}]
        assert len(gain) == 3 and sum(t["four_player_only"] for t in gain) == 1  # '3 tiles, one ... 4-player'
        spend = [t for t in tiles if t["effect"]["kind"] == "spend"]
        shown = sorted(next(iter(t["effect"]["theories"])) if "theories" in t["effect"] else "any" for t in spend)
        assert shown == sorted([M, P, A, C, "any"])  # '5 kinds, 1 each'
        assert all(reward in t["effect"] for t in spend)
        assert sum(t["four_player_only"] for t in spend) == 1
        place = [t for t in tiles if t["effect"]["kind"] == "place_treatise"]
        assert len(place) == 2 and all(t["effect"]["subjects"] == list(pair) for t in place)
    assert len(eff) == 36


def test_four_player_tiles_and_four_backs():
    """Setup: 'separated into four piles by back type' and '2-3 player game: Remove from the game the
    4 Treatise tiles that show the 4-player icon.'"""
    assert sum(t["four_player_only"] for t in K.TILES.values()) == 4
    backs = collections.Counter(t["back"] for t in K.TILES.values())
    assert len(backs) == 4
    for t in K.TILES.values():
        assert t["back"] in t["subjects"]
        assert t["flask"] in (None, "round", "triangle")
        assert t["influence"] >= 0


def test_presentation_capacity_is_two_or_three():
    """Individual Board: 'The number under each space (x2 or x3) ... Each subject's Treatise presentation
    space can hold at most 3 Treatise tiles.'"""
    assert set(K.CAPACITY) == set(K.SUBJECTS)
    assert set(K.CAPACITY.values()) <= {2, 3}
    assert K.COMPONENTS["treatise_space_max"] == 3


def test_authority_track_shape():
    """Authority track: processing order numbers up to 13, 'each subject has three crest ranks', cells 1-4
    give 'the Secretary of the subject in that column' (one column each), red arrows from every cell that
    can be left, none from 13 (its scholar 'must spend the Research Report cost')."""
    assert K.CELL_ORDER == list(range(1, 14))
    assert sorted(K.COLUMN[c] for c in K.PREMIER_CELLS) == sorted(K.SUBJECTS)
    for s in K.SUBJECTS:
        ranks = sorted(c["crest"]["rank"] for c in K.CELLS.values() if c["crest"] and c["crest"]["subject"] == s)
        assert ranks == [1, 2, 3]
    for n, cell in K.CELLS.items():
        if n == 13:
            assert cell["red"] is None
        else:
            assert cell["red"] in K.CELLS and cell["red"] != n
        assert all(d in K.CELLS for d in cell["blue"])
        if cell["crest"]:
            assert cell["crest"]["subject"] == cell["column"]
    assert any(len(c["blue"]) > 1 for c in K.CELLS.values())  # 'If there is more than one blue arrow'
    # red arrows lower the Crest rank ('moves so that the Crest's rank goes down or the Crest is lost')
    for cell in K.CELLS.values():
        if cell["red"]:
            below = K.CELLS[cell["red"]]["crest"]
            assert (below["rank"] if below else 0) < cell["crest"]["rank"]


def test_society_board_spaces():
    """Action Spaces: the seven locations; the Salon holds any number and has no bonus action; some spaces
    show the 4-player icon; bonus spaces are limited."""
    locs = {s["location"] for s in K.SPACES.values()}
    assert locs == {"headquarters", "library", "lecture_hall", "workshop", "observatory", "lecture_room", "salon"}
    salon = K.SPACES["salon"]
    assert salon["unlimited"] and not salon["bonus"] and not salon["four_player_only"]
    assert any(s["four_player_only"] for s in K.SPACES.values())
    for loc in locs - {"salon"}:
        spaces = [s for s in K.SPACES.values() if s["location"] == loc]
        assert 1 <= sum(s["bonus"] for s in spaces) < len(spaces)


def test_contribution_track_and_sabbatical_tracks():
    """Contribution track: START is the lowest space, bonuses on spaces, a highest space. Sabbatical track:
    a Crest per space, the three effect kinds, Influence on the rightmost space only."""
    assert K.CONTRIB_SPACES[0] == {} and K.CONTRIB_TOP >= 5
    assert K.UPPER_LIMIT_INFLUENCE == 2
    for track in K.SABBATICAL.values():
        effects = {sp["effect"] for sp in track}
        assert {"research_report", "royal_commission", "extra_theory"} <= effects
        assert [sp["crest"] for sp in track] == sorted(sp["crest"] for sp in track)
        assert track[-1]["influence"] > 0 and all(sp["influence"] == 0 for sp in track[:-1])
