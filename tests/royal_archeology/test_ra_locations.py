"""The 4 Location Actions: University, Royal Museum, The City, Port of London."""

import pytest

from services.royal_archeology.rules import ENGINE
from services.royal_archeology.rules.data import COLLECTIONS, EXPEDITIONS, PATRONS, PROGRAM_COST
from tests.royal_archeology.ra_helpers import card, clean_players, commands, front, give_turn, step, to_turns


@pytest.fixture
def game():
    return clean_players(to_turns(3, seed=5))


def P(state, seat=0):
    return state["players"][seat]


# ---- University of London ------------------------------------------------------------

def test_university_expertise_1_2_gains_one_knowledge(game):
    """'If your explorer has an Expertise of 1 or 2, gain 1 Knowledge in the expedition region of your choice.'"""
    give_turn(game, 0, location="university", level=2)
    legal = commands(game, 0, "study_university")
    assert len(legal) == 4 and all(len(c["regions"]) == 1 for c in legal)
    assert not commands(game, 0, "deepen")
    step(game, 0, {"type": "study_university", "regions": ["asia"]})
    assert P(game)["knowledge"]["asia"] == 1


def test_university_expertise_3_gains_two_in_one_or_two_regions(game):
    """'If your explorer has an Expertise of 3 or more, gain 2 Knowledge to distribute in one or two regions.'"""
    give_turn(game, 0, location="university", level=3)
    legal = commands(game, 0, "study_university")
    assert len(legal) == 10
    step(game, 0, {"type": "study_university", "regions": ["africa", "africa"]})
    assert P(game)["knowledge"]["africa"] == 2
    give_turn(game, 0, location="university", level=3)
    step(game, 0, {"type": "study_university", "regions": ["mediterranean", "asia"]})
    assert P(game)["knowledge"]["mediterranean"] == 1 and P(game)["knowledge"]["asia"] == 1


def test_university_deepen_knowledge_at_4(game):
    """'Deepen knowledge: If your explorer has an Expertise of 4 or more, discard 1 Relic token from a region to gain 3 Knowledge in that region.'"""
    P(game)["relics"] = {"asia:scroll": 1}
    give_turn(game, 0, location="university", level=3)
    assert not commands(game, 0, "deepen")
    give_turn(game, 0, location="university", level=4)
    assert commands(game, 0, "deepen") == [{"type": "deepen", "relic": "asia:scroll"}]
    step(game, 0, {"type": "deepen", "relic": "asia:scroll"})
    assert P(game)["knowledge"]["asia"] == 3 and P(game)["relics"] == {}
    assert game["bag_discards"]["asia"] == ["scroll"]


# ---- Royal Museum -------------------------------------------------------------------

def _free_space_for(state, key):
    from services.royal_archeology.rules.data import spec_matches
    for ci, col in enumerate(state["gallery"]):
        spaces = COLLECTIONS[col["tile"]]["sides"][col["side"]]["spaces"]
        for si, sp in enumerate(spaces):
            if col["discs"][si] is None and spec_matches(sp, key):
                return ci, si
    return None


def test_museum_needs_reputation_6_before_support(game):
    """Royal Museum: 'You must have a Reputation of 6 or more before activating an explorer.'"""
    p = P(game)
    p["reputation"] = 5
    game["queue"][:] = [{"k": "place", "seat": 0, "explorer": 0}]
    assert not any(c.get("location") == "museum" for c in commands(game, 0, "place"))
    p["reputation"] = 6
    assert any(c.get("location") == "museum" for c in commands(game, 0, "place"))


def test_association_of_british_archaeologists_museum_at_4(game):
    """Association of British Archaeologists: 'A Reputation of 4 (instead of 6) is enough ... Royal Museum.'"""
    P(game)["society"] = 9
    game["queue"][:] = [{"k": "place", "seat": 0, "explorer": 0}]
    assert any(c.get("location") == "museum" for c in commands(game, 0, "place"))


@pytest.mark.parametrize("level, limit", [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_exhibit_limits_by_expertise(game, level, limit):
    """Exhibit: Expertise 2-3 one relic, 4-5 up to two, 6 up to three."""
    p = P(game)
    p["relics"] = {"mediterranean:pottery": 1, "asia:scroll": 1, "africa:instrument": 1, "south_america:jewelry": 1}
    for col in game["gallery"]:  # the first tile of each size: enough spaces match the four relics
        col["tile"] = [t["id"] for t in COLLECTIONS if t["size"] == len(col["discs"])][0]
    give_turn(game, 0, location="museum", level=level)
    done = 0
    while True:
        opts = [c for c in ENGINE.legal(game, 0) if c["type"] == "exhibit"]
        if not opts or front(game)["k"] not in ("action", "exhibit_more"):
            break
        step(game, 0, opts[0])
        done += 1
        if done > 5:
            break
    assert done == limit       # the relics on hand match enough free spaces: exactly the limit is placed
    assert p["gallery_discs"] == done


def test_exhibit_places_disc_and_gains_reward_once_per_collection(game):
    """'Gain the reward ... up to once per collection per turn. If you place 2 or 3 relics in the same collection, you only gain the reward once.'"""
    p = P(game)
    col = game["gallery"][0]
    col["tile"], col["side"] = 0, 0  # three Mediterranean pottery spaces, reward 3 Prestige
    assert COLLECTIONS[0]["sides"][0]["reward"] == {"kind": "prestige", "n": 3}
    p["relics"] = {"mediterranean:pottery": 3}
    give_turn(game, 0, location="museum", level=6)
    step(game, 0, {"type": "exhibit", "relic": "mediterranean:pottery", "collection": 0, "space": 0})
    assert p["prestige"] == 3 and p["discs"] == 9
    assert front(game)["k"] == "exhibit_more"
    step(game, 0, {"type": "exhibit", "relic": "mediterranean:pottery", "collection": 0, "space": 1})
    step(game, 0, {"type": "exhibit", "relic": "mediterranean:pottery", "collection": 0, "space": 2})
    assert p["prestige"] == 3
    assert col["discs"] == [0, 0, 0] and p["gallery_discs"] == 3 and p["discs"] == 7
    assert front(game)["k"] == "end_turn"


def test_exhibit_needs_a_disc(game):
    """Society Discs: 'If you have no more discs in your reserve, you can no longer exhibit relics in the Grand Gallery.'"""
    p = P(game)
    p["relics"] = {"mediterranean:pottery": 1}
    p["discs"] = 0
    give_turn(game, 0, location="museum", level=3)
    assert not commands(game, 0, "exhibit")


def test_levantine_society_exhibit_bonus(game):
    """Levantine Society: 'Each time you exhibit a Mediterranean relic at the Royal Museum, gain 2 Prestige.'"""
    p = P(game)
    p["society"] = 4
    col = game["gallery"][0]
    col["tile"], col["side"] = 0, 0
    p["relics"] = {"mediterranean:pottery": 1}
    give_turn(game, 0, location="museum", level=2)
    step(game, 0, {"type": "exhibit", "relic": "mediterranean:pottery", "collection": 0, "space": 0})
    assert p["prestige"] == 3 + 2


def test_study_a_relic(game):
    """Study a relic: Expertise 1-4 discard 1 relic for 1 Science; 5-6 discard 2 for 2 Science."""
    p = P(game)
    p["relics"] = {"asia:scroll": 2, "africa:jewelry": 1}
    give_turn(game, 0, location="museum", level=4)
    step(game, 0, {"type": "study_relic", "relic": "asia:scroll"})
    assert p["science"] == 1 and front(game)["k"] == "end_turn"
    give_turn(game, 0, location="museum", level=5)
    step(game, 0, {"type": "study_relic", "relic": "asia:scroll"})
    assert front(game)["k"] == "study_more"
    step(game, 0, {"type": "study_relic", "relic": "africa:jewelry"})
    assert p["science"] == 3 and p["relics"] == {}


# ---- The City -----------------------------------------------------------------------

def test_city_needs_reputation_4(game):
    """The City: 'You must have a Reputation of 4 or more before activating an explorer.'"""
    P(game)["reputation"] = 3
    game["queue"][:] = [{"k": "place", "seat": 0, "explorer": 0}]
    assert not any(c.get("location") == "city" for c in commands(game, 0, "place"))


@pytest.mark.parametrize("level", [1, 3, 6])
def test_meet_a_patron(game, level):
    """'Draw 2 Patron cards, choose one ... Place the remaining Patron card at the bottom ... gain £3-£5 per Expertise level.'"""
    p = P(game)
    deck = game["secret"]["patron_deck"]
    top2 = deck[:2]
    give_turn(game, 0, location="city", level=level)
    step(game, 0, {"type": "meet_patron"})
    assert front(game) == {"k": "patron", "seat": 0, "cards": top2, "level": level}
    step(game, 0, {"type": "keep_patron", "patron": top2[0]})
    assert p["patrons"] == [{"id": top2[0], "honored": False}]
    assert p["money"] == PATRONS[top2[0]]["rate"] * level
    assert game["secret"]["patron_deck"][-1] == top2[1] and len(game["secret"]["patron_deck"]) == 15


def test_london_institute_patron_bonus(game):
    """London Institute of Anthropology: 'Each time you take a Patron card, gain £3 more.'"""
    p = P(game)
    p["society"] = 5
    top = game["secret"]["patron_deck"][0]
    give_turn(game, 0, location="city", level=2)
    step(game, 0, {"type": "meet_patron"})
    step(game, 0, {"type": "keep_patron", "patron": top})
    assert p["money"] == 2 * PATRONS[top]["rate"] + 3


@pytest.mark.parametrize("society, money", [(None, 15), (10, 18)])
def test_sell_a_relic(game, society, money):
    """Sell a relic: 'Lose 1 Reputation and discard 1 Relic token to gain £15' (£18 for Westminster Antiquarian Society)."""
    p = P(game)
    p["society"] = society
    p["relics"] = {"africa:instrument": 1}
    give_turn(game, 0, location="city", level=1)
    step(game, 0, {"type": "sell_relic", "relic": "africa:instrument"})
    assert (p["money"], p["reputation"], p["relics"]) == (money, 3, {})
    assert game["bag_discards"]["africa"] == ["instrument"]


# ---- Port of London -----------------------------------------------------------------

def _port(game, cid, space=None, level=6, explorer=0, hand=False):
    p = P(game)
    p["side"] = "A"
    if hand:
        p["private"]["hand"] = [cid]
        game["program"] = [None if x == cid else x for x in game["program"]]
    else:
        game["program"][space - 1] = cid
    give_turn(game, 0, location="port", level=level, explorer=explorer)
    return [c for c in commands(game, 0, "organize") if c["card"] == cid]


def test_port_prerequisites_expertise_knowledge_cost(game):
    """Prerequisites: the explorer's Expertise, the Knowledge of the region and the Cost."""
    p = P(game)
    c = next(x for x in EXPEDITIONS if x["expertise"] == 3 and x["condition"] is None)
    p["knowledge"][c["region"]] = c["knowledge"]
    p["money"] = c["cost"]
    p["reputation"] = 0
    # explorer 0 on side A is Logistics for every board: -£3
    assert _port(game, c["id"], hand=True, level=3) == [{"type": "organize", "card": c["id"], "cut_cost": False, "cut_knowledge": False}]
    assert _port(game, c["id"], hand=True, level=2) == []
    p["knowledge"][c["region"]] = c["knowledge"] - 1
    assert _port(game, c["id"], hand=True, level=3) == []
    p["reputation"] = 2  # 'spend 2 Reputation to decrease the Knowledge required by the expedition by 1 once'
    assert {"type": "organize", "card": c["id"], "cut_cost": False, "cut_knowledge": True} in _port(game, c["id"], hand=True, level=3)
    p["knowledge"][c["region"]] = c["knowledge"]
    p["money"] = max(0, c["cost"] - 3 - 3)
    p["reputation"] = 2
    opts = _port(game, c["id"], hand=True, level=3)
    assert opts == [{"type": "organize", "card": c["id"], "cut_cost": True, "cut_knowledge": False}]


def test_port_program_reputation_and_slide(game):
    """'If there is Reputation indicated under the space ... you must pay it'; 'shift the cards to the left of
    the empty space to the right and reveal a new card on space 6'."""
    p = P(game)
    c = next(x for x in EXPEDITIONS if x["cost"] == 0 and x["knowledge"] == 0)
    game["program"] = [None if x == c["id"] else x for x in game["program"]]
    game["program"][3] = c["id"]  # space 4
    p["reputation"] = PROGRAM_COST[4] - 1
    give_turn(game, 0, location="port", level=6)
    assert not [x for x in commands(game, 0, "organize") if x["card"] == c["id"]]
    p["reputation"] = PROGRAM_COST[4]
    before = list(game["program"])
    top = game["secret"]["deck"][-1]
    step(game, 0, {"type": "organize", "card": c["id"], "cut_cost": False, "cut_knowledge": False})
    assert game["program"] == before[:3] + before[4:] + [top]
    rep_gain = sum(g["n"] for g in c["gains"] if g["kind"] == "reputation")
    assert p["reputation"] == rep_gain and c["id"] in p["expeditions"]   # the space's Reputation was paid


def test_port_adds_expertise_and_gains(game):
    """Gains: 'Add 1 Expertise to your explorer on expedition, then gain the indicated benefits.'"""
    p = P(game)
    c = next(x for x in EXPEDITIONS if x["expertise"] == 1 and x["condition"] is None and x["cost"] == 0)
    p["expertise"] = [2, 1, 3]
    p["knowledge"][c["region"]] = c["knowledge"]
    _port(game, c["id"], hand=True, level=2, explorer=0)
    step(game, 0, {"type": "organize", "card": c["id"], "cut_cost": False, "cut_knowledge": False})
    assert p["expertise"] == [3, 1, 3]
    gains = {g["kind"]: g for g in c["gains"]}
    assert p["prestige"] >= gains["prestige"]["n"]
    assert p["knowledge"][c["region"]] >= c["knowledge"] + 1
    assert p["private"]["hand"] == []


def test_expertise_never_exceeds_6(game):
    """Rules to Remember: 'An explorer's Expertise can never exceed a value of 6.'"""
    p = P(game)
    c = next(x for x in EXPEDITIONS if x["expertise"] == 1 and x["cost"] == 0)
    p["expertise"] = [6, 1, 1]
    p["knowledge"][c["region"]] = 12
    _port(game, c["id"], hand=True, level=6, explorer=0)
    step(game, 0, {"type": "organize", "card": c["id"], "cut_cost": False, "cut_knowledge": False})
    assert p["expertise"][0] == 6


def test_extra_condition(game):
    """'On some cards, an additional condition is required to go (having already organized an expedition of a
    particular type or in a given region).'"""
    p = P(game)
    c = next(x for x in EXPEDITIONS if x["condition"] and x["condition"]["kind"] == "type")
    p["knowledge"][c["region"]] = 12
    p["money"] = 50
    p["reputation"] = 9
    assert _port(game, c["id"], hand=True) == []
    p["expeditions"] = [next(x["id"] for x in EXPEDITIONS if x["type"] == c["condition"]["type"] and x["id"] != c["id"])]
    assert _port(game, c["id"], hand=True)


def test_ur_resolution_example(game):
    """Example of Resolution (Ur): Reputation 4, 18 Prestige, explorer of 4; support to 5 (-1), space [6] (-2),
    Asia skill meets Knowledge 7 with 5, disc for +2 Reputation, -2 Reputation for -£3, pays £20; then Expertise 5,
    +10 Prestige, +2 Science, +1 Asia Knowledge, +1 Reputation (British School of Orient), a random and a chosen
    Asia relic, and finally Find a Publisher at 28 Prestige."""
    p = P(game)
    ur = card("Ur")
    palmyra = card("Palmyra")
    p.update({"reputation": 4, "prestige": 18, "money": 20, "society": 3, "side": "A", "board": 0,
              "expertise": [1, 4, 2], "expeditions": [palmyra["id"]], "publisher": {"10": True, "25": False}})
    p["knowledge"]["asia"] = 5
    p["private"]["hand"] = []
    game["program"][5] = ur["id"]
    give_turn(game, 0)
    step(game, 0, {"type": "activate", "explorer": 1})
    step(game, 0, {"type": "place", "location": "port", "level": 5})
    assert p["reputation"] == 3
    assert not [c for c in commands(game, 0, "organize") if c["card"] == ur["id"]]  # £23 > £20, cuts unaffordable
    step(game, 0, {"type": "gain_reputation"})
    assert p["reputation"] == 5 and p["discs"] == 9
    opts = [c for c in commands(game, 0, "organize") if c["card"] == ur["id"]]
    assert opts == [{"type": "organize", "card": ur["id"], "cut_cost": True, "cut_knowledge": False}]
    bag_before = len(game["secret"]["bags"]["asia"])
    step(game, 0, opts[0])
    assert p["money"] == 0
    assert p["expertise"][1] == 5
    assert p["prestige"] == 28 and p["science"] == 2
    assert p["knowledge"]["asia"] == 6
    assert p["reputation"] == 5 - 2 - 2 + 1
    assert sum(p["relics"].values()) == 1 and len(game["secret"]["bags"]["asia"]) == bag_before - 1
    assert front(game)["k"] == "relic" and front(game)["regions"] == ["asia"]
    step(game, 0, ENGINE.legal(game, 0)[0])
    assert sum(p["relics"].values()) == 2
    assert front(game) == {"k": "publisher", "seat": 0, "stack": "25"}


def test_explorer_skills(game):
    """Explorer Skills: 'Logistics: reduces the cost ... by £3'; 'Expertise: ... reduce the card's Knowledge
    requirement by 2 for requirement purposes only'."""
    from services.royal_archeology.rules.port_of_london import requirements, skill
    p = P(game)
    p["side"], p["board"] = "A", 0
    assert skill(p, 0)["kind"] == "logistics" and skill(p, 1) == {"kind": "expertise", "region": "asia"}
    ur = card("Ur")
    assert requirements(p, ur, 0) == (7, 20)
    assert requirements(p, ur, 1) == (5, 23)


def test_exhibit_rewards_of_several_collections(game):
    """Rules to Remember: 'If you donate relics to several collections on your turn, you gain the reward for each collection.'"""
    p = P(game)
    g = game["gallery"]
    g[0]["tile"], g[0]["side"], g[0]["discs"] = 0, 0, [None] * 3   # Mediterranean pottery, 3 Prestige
    g[1]["tile"], g[1]["side"], g[1]["discs"] = 1, 0, [None] * 3   # Asian scroll, 1 Science
    assert COLLECTIONS[1]["sides"][0]["reward"] == {"kind": "science", "n": 1}
    p["relics"] = {"mediterranean:pottery": 1, "asia:scroll": 1}
    give_turn(game, 0, location="museum", level=4)
    step(game, 0, {"type": "exhibit", "relic": "mediterranean:pottery", "collection": 0, "space": 0})
    step(game, 0, {"type": "exhibit", "relic": "asia:scroll", "collection": 1, "space": 0})
    assert (p["prestige"], p["science"]) == (3, 1)


def test_collection_spaces_demand_their_relic(game):
    """'Collections can contain relics of a specific type and region, of a specific type, or from a specific region.'"""
    p = P(game)
    g = game["gallery"]
    g[0]["tile"], g[0]["side"], g[0]["discs"] = 0, 0, [None] * 3   # Mediterranean pottery only
    p["relics"] = {"asia:pottery": 1, "mediterranean:scroll": 1}
    give_turn(game, 0, location="museum", level=2)
    assert not [c for c in commands(game, 0, "exhibit") if c["collection"] == 0]
