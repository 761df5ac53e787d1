"""Royal Requirements and End of Game and Scoring."""

import random

import pytest

from services.royal_archeology.rules import ENGINE, royal_requirements
from services.royal_archeology.rules.core import Recorder
from services.royal_archeology.rules.data import EXPEDITIONS, NEUTRAL, PATRONS
from services.royal_archeology.rules.scoring import (
    gallery_points,
    score,
    study_objectives,
    study_science,
    title_for,
)
from shared.domain.engine import IllegalMove
from tests.royal_archeology.ra_helpers import clean_players, step, to_turns


@pytest.fixture
def game():
    return clean_players(to_turns(3, seed=13))


def P(state, seat=0):
    return state["players"][seat]


def check(game, year, period_tile):
    game["year"] = year
    period = "1" if year == game["rr_years"][0] else "2"
    game["royal_requirements"][period] = period_tile
    c = Recorder(random.Random(0))
    royal_requirements.check(game, c)
    return c


@pytest.mark.parametrize("tile, setup, penalty", [
    ("p1_prestige15", {"prestige": 14}, "support_cap_5"),
    ("p1_science3", {"science": 2}, "random_relics"),
    ("p1_expeditions3", {"expeditions": [0, 1]}, "no_collection_rewards"),
    ("p1_gallery3", {"gallery_discs": 2}, "no_right_bonus"),
])
def test_royal_requirements_1_permanent_penalties(game, tile, setup, penalty):
    """Royal Requirements 1 (end of year III with 2-3 players): 'All these penalties are permanent.'"""
    P(game).update(setup)
    for seat in (1, 2):
        P(game, seat).update({"prestige": 15, "science": 3, "expeditions": [0, 1, 2], "gallery_discs": 3})
    check(game, 3, tile)
    assert P(game)["penalties"] == [penalty]
    assert P(game)["discs"] == 9 and game["royal_requirements"]["discs"]["1"] == [0]
    assert P(game, 1)["penalties"] == [] and P(game, 1)["discs"] == 10


@pytest.mark.parametrize("tile, setup, effect", [
    ("p2_prestige45", {"prestige": 44, "science": 5}, ("science", 4)),
    ("p2_knowledge6x2", {"science": 5}, ("science", 4)),
    ("p2_science6", {"science": 5, "prestige": 20}, ("prestige", 12)),
    ("p2_objective1", {"prestige": 20}, ("prestige", 12)),
])
def test_royal_requirements_2_once(game, tile, setup, effect):
    """Royal Requirements 2 (end of year V): 'The following penalties only activate once.'"""
    P(game).update(setup)
    check(game, 5, tile)
    assert P(game)[effect[0]] == effect[1]
    assert P(game)["penalties"] == []


def test_requirement_met_means_no_penalty(game):
    P(game)["knowledge"].update({"asia": 6, "africa": 7})
    P(game)["science"] = 5
    check(game, 5, "p2_knowledge6x2")
    assert P(game)["science"] == 5 and P(game)["discs"] == 10


def test_requirements_only_at_their_years(game):
    """'Royal Requirements in years 2 and 4 for 4 players, 3 and 5 for 2-3 players.'"""
    check(game, 2, "p1_prestige15")
    assert all(p["penalties"] == [] for p in game["players"])
    state4 = clean_players(to_turns(4, seed=1))
    state4["year"] = 2
    state4["royal_requirements"]["1"] = "p1_prestige15"
    royal_requirements.check(state4, Recorder(random.Random(0)))
    assert all(p["penalties"] == ["support_cap_5"] for p in state4["players"])


def test_disc_from_gallery_then_minus_15(game):
    """'If you have no more in reserve, you must retrieve one from the Grand Gallery. If you don't have any in the
    Grand Gallery either, use a discarded disc and immediately lose 15 Prestige.'"""
    p = P(game)
    p["discs"] = 0
    p["gallery_discs"] = 1
    game["gallery"][0]["discs"][1] = 0
    c = check(game, 3, "p1_prestige15")
    assert c.new == [{"k": "retrieve_disc", "seat": 0}]
    game["queue"][:] = c.new
    assert ENGINE.legal(game, 0) == [{"type": "retrieve_disc", "collection": 0, "space": 1}]
    step(game, 0, {"type": "retrieve_disc", "collection": 0, "space": 1})
    assert game["gallery"][0]["discs"][1] is None and p["gallery_discs"] == 0
    p["prestige"] = 30
    check(game, 5, "p2_objective1")
    assert p["prestige"] == 30 - 8 - 15


# ---- scoring ---------------------------------------------------------------------------

def test_gallery_majorities_complete_incomplete_and_ties(game):
    """Grand Gallery: complete collection 12 to the most discs, incomplete 6; ties share equally rounding down."""
    g = game["gallery"]
    g[0]["discs"] = [0, 0, 1]        # complete: seat 0 wins 12
    g[1]["discs"] = [0, 1, None]     # incomplete tie: 6 // 2 = 3 each
    g[3]["discs"] = [0, 1, 2, None, None]  # three-way tie: 6 // 3 = 2
    g[4]["discs"] = [2, 2, 2, 0, 0]  # complete: seat 2 wins 12
    g[2]["discs"] = [None] * 3
    g[5]["discs"] = [None] * 7
    assert gallery_points(game) == {0: 12 + 3 + 2, 1: 3 + 2, 2: 2 + 12}


def test_blocking_and_automa_discs_compete_for_majorities(game):
    """'The Automa's Society discs are counted at the end of the game when calculating collection points.'"""
    g = game["gallery"]
    for col in g:
        col["discs"] = [None] * len(col["discs"])
    g[0]["discs"] = [NEUTRAL, NEUTRAL, 0]
    g[1]["discs"] = [NEUTRAL, 1, None]
    assert gallery_points(game) == {1: 3}


def test_study_card_each_expedition_satisfies_one_symbol():
    """'Each Expedition card can only satisfy one symbol requirement, once per your selected card, among all of its
    objectives' - card A needs 6 separate expeditions for its 3 objectives."""
    plain = [c for c in EXPEDITIONS if not c["wonder"] and not c["myth"]]
    med = [c["id"] for c in plain if c["region"] == "mediterranean" and c["type"] in ("anthropology", "exploration")]
    exc = [c["id"] for c in plain if c["region"] != "mediterranean" and c["type"] == "excavation"]
    cart = [c["id"] for c in plain if c["region"] != "mediterranean" and c["type"] == "cartography"]
    wonder = [c["id"] for c in EXPEDITIONS if c["wonder"] and c["region"] != "mediterranean"
              and c["type"] in ("anthropology", "exploration")]
    assert study_objectives(0, med[:2]) == 0
    assert study_objectives(0, med[:2] + exc[:1]) == 1
    assert study_objectives(0, med[:2] + exc[:1] + cart[:1]) == 1   # objective 2 still lacks its own Med card
    assert study_objectives(0, med[:3] + exc[:1] + cart[:1]) == 2
    assert study_objectives(0, med[:3] + exc[:1] + cart[:1] + wonder[:1]) == 3
    assert study_science(0, med[:3] + exc[:1] + cart[:1] + wonder[:1]) == 4
    assert study_science(0, med[:2] + exc[:1]) == 1
    # one Mediterranean Excavation card cannot be both the Med and the Excavation of objective 1
    med_exc = next(c["id"] for c in plain if c["region"] == "mediterranean" and c["type"] == "excavation")
    assert study_objectives(0, med[:1] + [med_exc]) == 0
    assert study_objectives(0, med[:2] + [med_exc]) == 1


def test_study_card_b_and_c():
    """Example Study card B: 1 expedition in each region / 1 Myth: 2 or 4 Science. Card C: 1, 2, 3 Science."""
    by_region = [next(c["id"] for c in EXPEDITIONS if c["region"] == r and not c["myth"])
                 for r in ("africa", "mediterranean", "asia", "south_america")]
    myth = next(c["id"] for c in EXPEDITIONS if c["myth"])
    assert study_science(1, by_region) == 2
    assert study_science(1, by_region + [myth]) == 4
    med_exc = next(c["id"] for c in EXPEDITIONS if c["region"] == "mediterranean" and c["type"] == "excavation")
    sa = next(c["id"] for c in EXPEDITIONS if c["region"] == "south_america" and c["type"] != "excavation")
    assert study_science(2, [med_exc]) == 0
    assert study_science(2, [med_exc, sa]) == 1


def test_final_scoring_rulebook_example(game):
    """Example of Final Scoring: 49 Prestige and 10 Science; +6 (II incomplete) +6 (V complete) = 61; -5 unhonored
    patron = 56; 2 of 3 Study objectives = +2 Science -> 12 Science (= 60 Prestige); final score 56."""
    p = P(game)
    p.update({"prestige": 49, "science": 10})
    g = game["gallery"]
    for col in g:
        col["discs"] = [None] * len(col["discs"])
    g[1]["discs"] = [0, None, None]                 # collection II, incomplete, alone
    g[4]["discs"] = [0, 0, 1, 1, NEUTRAL]           # tie between 0 and 1 on a complete one: 12 // 2 = 6
    patron5 = next(c["id"] for c in PATRONS if c["penalty"] == 5)
    p["patrons"] = [{"id": patron5, "honored": False}]
    plain = [c for c in EXPEDITIONS if not c["wonder"] and not c["myth"]]
    med = [c["id"] for c in plain if c["region"] == "mediterranean" and c["type"] in ("anthropology", "exploration")]
    exc = [c["id"] for c in plain if c["region"] != "mediterranean" and c["type"] == "excavation"]
    cart = [c["id"] for c in plain if c["region"] != "mediterranean" and c["type"] == "cartography"]
    p["expeditions"] = med[:3] + exc[:1] + cart[:1]   # 2 of the 3 objectives of card A -> 2 Science
    p["private"]["study"] = [0, 14]
    p["study_choice"] = 0                             # 'Choose one of your two Study cards': card A
    assert study_science(14, p["expeditions"]) < 2
    res = score(game)
    me = next(e for e in res["players"] if e["seat"] == 0)
    lines = {(x["source"], x["track"]): x["points"] for x in me["notes"]}  # both tracks as counted
    assert lines[("Grand Gallery majorities", "prestige")] == 12
    assert lines[("Unhonored patrons", "prestige")] == -5
    assert lines[("Study card", "science")] == 2
    assert me["prestige"] == 56 and me["science"] == 12
    assert lines[("Science moved to the Prestige track", "prestige")] == 60
    assert me["total"] == 56 and me["tiebreak"][0] == 60


def test_tiebreaks_secondary_then_reputation(game):
    """'In case of a tie, compare the tied players' secondary scores ... If still tied, the player with higher
    Reputation wins.'"""
    for col in game["gallery"]:
        col["discs"] = [None] * len(col["discs"])
    for s in (0, 1, 2):
        P(game, s)["private"]["study"] = []
    P(game, 0).update({"prestige": 30, "science": 6, "reputation": 2})   # 30 / 30
    P(game, 1).update({"prestige": 40, "science": 6, "reputation": 1})   # 30 / 40
    P(game, 2).update({"prestige": 40, "science": 6, "reputation": 3})   # 30 / 40, more Reputation
    res = score(game)
    assert res["ranking"] == [2, 1, 0] and res["winners"] == [2]
    assert all(e["total"] == 30 for e in res["players"])


def test_bloomsbury_end_tiles(game):
    """Bloomsbury end-of-game tiles: 7 Prestige; 1 Science; 1 Prestige a Reputation point; 2 Prestige a collection."""
    for col in game["gallery"]:
        col["discs"] = [None] * len(col["discs"])
    game["gallery"][0]["discs"][0] = 0
    game["gallery"][3]["discs"][0] = 0
    p = P(game)
    p["private"]["study"] = []
    p.update({"prestige": 0, "science": 0, "reputation": 5,
              "bloomsbury": ["end_prestige7", "end_science1", "end_reputation", "end_gallery"]})
    me = score(game)["players"][0]
    lines = {(x["source"], x["track"]): x["points"] for x in me["notes"]}  # both tracks as counted
    assert lines[("Bloomsbury tiles", "prestige")] == 7 + 5 + 4
    assert lines[("Bloomsbury tiles", "science")] == 1


@pytest.mark.parametrize("total, title", [(0, "Novice"), (39, "Novice"), (40, "Royal Archeologist"),
                                          (55, "Honorary Fellow of the Royal Society"),
                                          (60, "Grand Archeologist of His Majesty"), (79, "Fellow of the Royal Society"),
                                          (81, "Sir")])
def test_solo_titles(total, title):
    """Solo Mode: the honorary title table (< 40 Novice ... > 80 Sir)."""
    assert title_for(total) == title


def test_requirement_checked_when_the_year_ends():
    """End of the year: 'Depending on the year, check if you meet the Royal Requirement' (year III with 3 players)."""
    state = clean_players(to_turns(3, seed=17))
    state["year"] = 3
    state["royal_requirements"]["1"] = "p1_prestige15"
    for p in state["players"]:
        p["placed"] = [True, True, True]
    state["players"][1]["prestige"] = 15
    seat = state["turn_order"][0]
    state["queue"][:] = [{"k": "end_turn", "seat": seat}]
    step(state, seat, {"type": "end_turn"})
    assert state["year"] == 4
    assert sorted(state["royal_requirements"]["discs"]["1"]) == [0, 2]
    assert state["players"][1]["penalties"] == [] and state["players"][0]["penalties"] == ["support_cap_5"]


def test_game_ends_after_the_last_year_and_scores():
    """'The game ends at the conclusion of the 4th year (with 4 players) or 5th year (with 2-3 players).'"""
    state = clean_players(to_turns(4, seed=17))
    state["year"] = 4
    for p in state["players"]:
        p["placed"] = [True, True, True]
    seat = state["turn_order"][0]
    state["queue"][:] = [{"k": "end_turn", "seat": seat}]
    step(state, seat, {"type": "end_turn"})
    assert state["stage"] == "final" and not ENGINE.is_over(state)
    # the final scoring phase: each player chooses one of their two Study cards
    while not ENGINE.is_over(state):
        s = ENGINE.pending(state)[0]
        assert [c["type"] for c in ENGINE.legal(state, s)] == ["choose_study", "choose_study"]
        step(state, s, ENGINE.legal(state, s)[0])
    assert ENGINE.pending(state) == []
    assert len(ENGINE.score(state)["players"]) == 4


def _to_final(seed=17, n=3, tiles=()):
    state = clean_players(to_turns(n, seed=seed))
    state["year"] = state["years"]
    for p in state["players"]:
        p["placed"] = [True, True, True]
    state["players"][0]["bloomsbury"] = list(tiles)
    seat = state["turn_order"][0]
    state["queue"][:] = [{"k": "end_turn", "seat": seat}]
    step(state, seat, {"type": "end_turn"})
    return state


def test_final_scoring_study_card_is_the_players_choice():
    """Study Cards: 'At the end of the game, choose one of the two cards and gain Science based on the number of
    objectives achieved on that single card. Discard the unchosen Study card (at the end of the game).'
    The choice is a decision of the final scoring phase and the score counts the chosen card, even a worse one."""
    state = _to_final()
    p = state["players"][0]
    plain = [c for c in EXPEDITIONS if not c["wonder"] and not c["myth"]]
    med_exc = next(c["id"] for c in plain if c["region"] == "mediterranean" and c["type"] == "excavation")
    sa = next(c["id"] for c in plain if c["region"] == "south_america" and c["type"] != "excavation")
    p["expeditions"] = [med_exc, sa]
    p["private"]["study"] = [2, 1]          # card C scores here, card B does not
    assert study_science(2, p["expeditions"]) > study_science(1, p["expeditions"])
    assert state["queue"][0] == {"k": "final_study", "seat": 0}
    assert ENGINE.legal(state, 0) == [{"type": "choose_study", "card": 2}, {"type": "choose_study", "card": 1}]
    with pytest.raises(IllegalMove) as err:
        ENGINE.decide(state, 0, {"type": "choose_study", "card": 5}, random.Random(0))
    assert err.value.field == "card"
    step(state, 0, {"type": "choose_study", "card": 1})   # the worse card, as the player wishes
    assert p["private"]["study"] == [1] and p["study_choice"] == 1
    while not ENGINE.is_over(state):
        s = ENGINE.pending(state)[0]
        step(state, s, ENGINE.legal(state, s)[0])
    me = next(e for e in ENGINE.score(state)["players"] if e["seat"] == 0)
    line = next(x for x in me["notes"] if x["source"] == "Study card")
    assert line["card"] == 1 and line["points"] == study_science(1, p["expeditions"])


def test_final_scoring_gain_2_expertise_tile_is_distributed():
    """Bloomsbury end-of-game tile: 'Gain 2 Expertise to distribute as you wish among your 3 explorers.' Two
    decisions at the final scoring (the same explorer may take both; never above 6). Expertise is not counted by
    any scoring step, so the score is unchanged."""
    state = _to_final(tiles=["end_expertise2"])
    p = state["players"][0]
    p["expertise"] = [5, 2, 6]
    before = next(e for e in ENGINE.score(state)["players"] if e["seat"] == 0)["total"]
    assert state["queue"][0] == {"k": "expertise", "seat": 0}
    assert ENGINE.legal(state, 0) == [{"type": "raise_expertise", "explorer": 0}, {"type": "raise_expertise", "explorer": 1}]
    step(state, 0, {"type": "raise_expertise", "explorer": 0})
    assert ENGINE.legal(state, 0) == [{"type": "raise_expertise", "explorer": 1}]   # explorer 0 reached 6
    step(state, 0, {"type": "raise_expertise", "explorer": 1})
    assert p["expertise"] == [6, 3, 6]
    assert state["queue"][0]["k"] == "final_study"
    assert next(e for e in ENGINE.score(state)["players"] if e["seat"] == 0)["total"] == before


def test_no_optional_actions_in_the_final_scoring_phase():
    """Optional actions are taken 'during their turn'; the final scoring phase is no one's turn."""
    state = _to_final()
    p = state["players"][0]
    p["discs"], p["reputation"] = 5, 3
    assert all(c["type"] == "choose_study" for c in ENGINE.legal(state, 0))
    with pytest.raises(IllegalMove):
        ENGINE.decide(state, 0, {"type": "gain_reputation"}, random.Random(0))


def _bloomsbury_lines(game, tiles, **player):
    for col in game["gallery"]:
        col["discs"] = [None] * len(col["discs"])
    p = P(game)
    p["private"]["study"] = []
    p.update({"prestige": 0, "science": 0, "bloomsbury": list(tiles)})
    p.update(player)
    me = next(e for e in score(game)["players"] if e["seat"] == 0)
    lines = {(x["source"], x["track"]): x["points"] for x in me["notes"]}  # both tracks as counted
    return lines[("Bloomsbury tiles", "prestige")], lines[("Bloomsbury tiles", "science")]


def _one_of_each(key, values):
    return [next(c["id"] for c in EXPEDITIONS if c[key] == v) for v in values]


def test_bloomsbury_end_tiles_types_and_regions(game):
    """Bloomsbury end of game: 'Gain 2 Science if you have completed at least 1 expedition of each type.' / 'Gain 2
    Science if you have completed at least 1 expedition in each region.'"""
    from services.royal_archeology.rules.data import REGIONS, TYPES
    types = _one_of_each("type", TYPES)
    assert _bloomsbury_lines(game, ["end_types"], expeditions=types) == (0, 2)
    assert _bloomsbury_lines(game, ["end_types"], expeditions=types[:3]) == (0, 0)
    regions = _one_of_each("region", REGIONS)
    assert _bloomsbury_lines(game, ["end_regions"], expeditions=regions) == (0, 2)
    assert _bloomsbury_lines(game, ["end_regions"], expeditions=regions[1:]) == (0, 0)


def test_bloomsbury_end_tile_level5(game):
    """Bloomsbury: 'Gain 3 Prestige per Expertise 5 or higher expedition you have completed.'"""
    exps = _one_of_each("expertise", (4, 5, 6))
    assert _bloomsbury_lines(game, ["end_level5"], expeditions=exps) == (6, 0)


def test_bloomsbury_end_tile_relics_capped_at_12(game):
    """Bloomsbury: 'Gain 1 Prestige per relic in your possession (maximum 12) at the end of the game.'"""
    assert _bloomsbury_lines(game, ["end_relics"], relics={"asia:scroll": 5}) == (5, 0)
    assert _bloomsbury_lines(game, ["end_relics"], relics={"asia:scroll": 9, "africa:pottery": 6}) == (12, 0)


def test_bloomsbury_end_tile_best_knowledge(game):
    """Bloomsbury: 'Gain 1 Prestige per Knowledge point in the region where you have the highest score at the end of
    the game.'"""
    knowledge = {"mediterranean": 3, "africa": 9, "asia": 2, "south_america": 0}
    assert _bloomsbury_lines(game, ["end_knowledge"], knowledge=knowledge) == (9, 0)


def test_immediate_and_permanent_tiles_score_nothing_at_the_end(game):
    """Only the 'Effect during final scoring' tiles are counted at the end: immediate and permanent tiles are not."""
    tiles = ["imm_money", "imm_relic", "perm_port", "perm_city"]
    assert _bloomsbury_lines(game, tiles, reputation=7, relics={"asia:scroll": 3}) == (0, 0)


def test_heuristic_bot_chooses_the_better_study_card():
    """The heuristic bot answers the final Study card decision with the card that scores more Science; the random
    bot picks any legal card."""
    state = _to_final()
    p = state["players"][0]
    plain = [c for c in EXPEDITIONS if not c["wonder"] and not c["myth"]]
    med_exc = next(c["id"] for c in plain if c["region"] == "mediterranean" and c["type"] == "excavation")
    sa = next(c["id"] for c in plain if c["region"] == "south_america" and c["type"] != "excavation")
    p["expeditions"] = [med_exc, sa]
    for order in ([1, 2], [2, 1]):
        p["private"]["study"] = list(order)
        assert ENGINE.bot_command(state, 0, "heuristic", random.Random(0)) == {"type": "choose_study", "card": 2}
        assert ENGINE.bot_command(state, 0, "random", random.Random(0)) in ENGINE.legal(state, 0)


def test_result_lines_are_the_lower_marker_and_add_up(game):
    """'Move your Science marker to its adjacent space on the Prestige track ... your final score is the lowest
    marker' (the Final Scoring example: 56 Prestige against 12 Science = 60 -> 56). The lines are that marker's
    sources, so they add up to the total; both tracks as counted are in the notes (issue 9, item 4)."""
    for col in game["gallery"]:
        col["discs"] = [None] * len(col["discs"])
    for s in (0, 1, 2):
        P(game, s)["private"]["study"] = []
    patron5 = next(c["id"] for c in PATRONS if c["penalty"] == 5)
    P(game, 0).update({"prestige": 61, "science": 12, "patrons": [{"id": patron5, "honored": False}]})
    P(game, 1).update({"prestige": 70, "science": 9})     # Science sets the score: 9 x 5 = 45
    P(game, 2).update({"prestige": 3, "science": 1, "patrons": [{"id": patron5, "honored": False}]})  # floor at 0
    players = {e["seat"]: e for e in score(game)["players"]}
    me, science_low, floored = players[0], players[1], players[2]
    assert [(x["source"], x["points"]) for x in me["lines"]] == [
        ("Prestige track", 61), ("Grand Gallery majorities", 0), ("Bloomsbury tiles (Prestige)", 0),
        ("Unhonored patrons", -5)]
    assert me["total"] == 56
    assert science_low["total"] == 45 and [x["points"] for x in science_low["lines"]] == [45, 0, 0]
    assert science_low["lines"][0]["science"] == 9
    assert floored["total"] == 0 and sum(x["points"] for x in floored["lines"]) == 0
    assert ("Prestige cannot go below 0", 2) in [(x["source"], x["points"]) for x in floored["lines"]]
    for e in players.values():
        assert sum(x["points"] for x in e["lines"]) == e["total"]
        assert {x["source"] for x in e["notes"]} >= {"Prestige track", "Science track", "Final score: the lower marker"}
