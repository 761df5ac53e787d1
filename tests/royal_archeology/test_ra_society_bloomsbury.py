"""The Society Cards abilities, the Bloomsbury tile effects, collection reward penalty, King's Favors with choices."""

import pytest

from services.royal_archeology.rules import ENGINE
from services.royal_archeology.rules.data import EXPEDITIONS
from tests.royal_archeology.ra_helpers import clean_players, front, give_turn, step, to_turns


@pytest.fixture
def game():
    return clean_players(to_turns(3, seed=21))


def P(state, seat=0):
    return state["players"][seat]


def organize(game, c, society=None, tiles=(), reputation=9, knowledge=12):
    p = P(game)
    p["society"] = society
    p["bloomsbury"] = list(tiles)
    p["knowledge"][c["region"]] = knowledge
    p["money"] = 50
    p["reputation"] = reputation
    p["expeditions"] = [x["id"] for x in EXPEDITIONS if x["region"] == c["region"] and x["id"] != c["id"]][:1] + \
        [x["id"] for x in EXPEDITIONS if x["type"] == c["type"] and x["id"] != c["id"]][:1]
    p["private"]["hand"] = [c["id"]]
    game["program"] = [None if x == c["id"] else x for x in game["program"]]
    give_turn(game, 0, location="port", level=6, explorer=0)
    cmd = {"type": "organize", "card": c["id"], "cut_cost": False, "cut_knowledge": False}
    step(game, 0, cmd)
    return p


def plain(region=None, typ=None):
    return next(c for c in EXPEDITIONS if (region is None or c["region"] == region) and (typ is None or c["type"] == typ)
                and not any(g["kind"] in ("relic_choice", "knowledge") and g.get("region") == "choice" for g in c["gains"]))


def test_livingstone_relic_of_choice_in_africa(game):
    """Livingstone's friends Cenacle: 'Each time you carry out an expedition in Africa, choose a relic of your choice
    from the Africa bag.'"""
    c = next(x for x in EXPEDITIONS if x["region"] == "africa" and x["expertise"] <= 2)
    organize(game, c, society=0)
    kinds = [pr["k"] for pr in game["queue"]]
    assert kinds.count("relic") == 1 + sum(1 for g in c["gains"] if g["kind"] == "relic_choice")
    assert all(pr["regions"] == ["africa"] for pr in game["queue"] if pr["k"] == "relic")


def test_greater_london_foundation_draw_two_keep_one(game):
    """Greater London Foundation: 'Each time you carry out an Excavation type expedition, draw 2 relics at random
    from the bag of the explored region and keep 1. Discard the other relic beside its bag.'"""
    c = next(x for x in EXPEDITIONS if x["type"] == "excavation" and x["expertise"] <= 2)
    game["secret"]["bags"][c["region"]] += ["jewelry", "scroll"]  # the two drawn by the ability are on top
    game["bag_discards"][c["region"]] = []
    p = organize(game, c, society=1)
    pr = next(x for x in game["queue"] if x["k"] == "keep_relic")
    assert sorted(pr["options"]) == ["jewelry", "scroll"]
    game["queue"][:] = [pr] + [x for x in game["queue"] if x is not pr]
    step(game, 0, {"type": "keep_relic", "relic": "scroll"})
    assert p["relics"].get(f"{c['region']}:scroll", 0) >= 1
    assert game["bag_discards"][c["region"]] == ["jewelry"]


def test_red_lion_anthropology_knowledge(game):
    """The Red Lion Club: 'Each time you carry out an Anthropology type expedition, gain 1 Knowledge in the explored region.'"""
    c = next(x for x in EXPEDITIONS if x["type"] == "anthropology" and x["knowledge"] <= 9)
    with_club = organize(game, c, society=2, knowledge=9)
    without = organize(clean_players(to_turns(3, seed=21)), c, society=None, knowledge=9)
    assert with_club["knowledge"][c["region"]] == without["knowledge"][c["region"]] + 1


def test_mesoamerica_money_after_paying(game):
    """Mesoamerica Institute of Camden: 'Each time you carry out an expedition in the South America region, gain £3.'"""
    c = next(x for x in EXPEDITIONS if x["region"] == "south_america" and x["cost"] >= 5)
    p = organize(game, c, society=6)
    from services.royal_archeology.rules.port_of_london import requirements
    _, cost = requirements(p, c, 0)
    money_gain = sum(g["n"] for g in c["gains"] if g["kind"] == "money")
    assert p["money"] == 50 - cost + money_gain + 3


def test_kings_cross_cartography_relic(game):
    """King's Cross: 'Each time you carry out a Cartography type expedition, take 1 relic of your choice from the bag
    of the explored region.'"""
    c = next(x for x in EXPEDITIONS if x["type"] == "cartography")
    organize(game, c, society=7)
    n_choice = sum(g["n"] for g in c["gains"] if g["kind"] == "relic_choice")
    assert sum(1 for pr in game["queue"] if pr["k"] == "relic") == n_choice + 1


def test_st_pancras_exploration_reputation(game):
    """St Pancras: 'Each time you carry out an Exploration type expedition, gain 1 Reputation.'"""
    c = next(x for x in EXPEDITIONS if x["type"] == "exploration")
    with_society = organize(game, c, society=8, reputation=3)
    without = organize(clean_players(to_turns(3, seed=21)), c, society=None, reputation=3)
    assert with_society["reputation"] == without["reputation"] + 1


def test_bloomsbury_port_knowledge(game):
    """Bloomsbury permanent: 'Each time you organize an expedition at the Port of London, gain 1 additional Knowledge
    in the explored region.'"""
    c = next(x for x in EXPEDITIONS if x["expertise"] == 1)
    p = P(game)
    organize(game, c, tiles=["perm_port"])
    game2 = clean_players(to_turns(3, seed=21))
    q = organize(game2, c)
    assert p["prestige"] == q["prestige"] + 1   # both at Knowledge 12: the extra point turns into 1 Prestige


def test_bloomsbury_university_relic_and_museum_reputation(game):
    """Bloomsbury permanent: University -> 1 random relic from the region of your choice; Royal Museum -> up to 2 Reputation."""
    p = P(game)
    p["bloomsbury"] = ["perm_university", "perm_museum"]
    give_turn(game, 0)
    step(game, 0, {"type": "activate", "explorer": 0})
    step(game, 0, {"type": "place", "location": "university", "level": 1})
    assert front(game)["k"] == "action"
    assert [pr["k"] for pr in game["queue"][:2]] == ["action", "university_relic"]
    game["queue"][:] = game["queue"][1:]
    step(game, 0, {"type": "draw_relic", "region": "asia"})
    assert sum(p["relics"].values()) == 1
    p["reputation"] = 8
    p["placed"] = [False, False, False]
    give_turn(game, 0)
    step(game, 0, {"type": "activate", "explorer": 1})
    step(game, 0, {"type": "place", "location": "museum", "level": 2})
    assert p["reputation"] == 9


@pytest.mark.parametrize("tile, prompt", [("imm_reserve", "reserve"), ("imm_expertise", "expertise"),
                                          ("imm_knowledge", "knowledge"), ("imm_relic", "relic")])
def test_bloomsbury_immediate_choices(game, tile, prompt):
    """Bloomsbury immediate effects that need a choice: Reserve, +1 Expertise, 3 Knowledge, a chosen relic."""
    game["secret"]["bloomsbury"]["10"] = [tile]
    game["queue"][:] = [{"k": "publisher", "seat": 0, "stack": "10"}]
    step(game, 0, {"type": "publisher", "tile": tile})
    assert front(game)["k"] == prompt
    if prompt == "knowledge":
        assert len(ENGINE.legal(game, 0)) == 20
        step(game, 0, {"type": "knowledge", "regions": ["africa", "africa", "asia"]})
        assert P(game)["knowledge"]["africa"] == 2 and P(game)["knowledge"]["asia"] == 1
    if prompt == "expertise":
        step(game, 0, {"type": "raise_expertise", "explorer": 2})
        assert P(game)["expertise"] == [1, 2, 4]


def test_bloomsbury_reputation_up_to_4(game):
    """Bloomsbury: 'Gain up to 4 Reputation.'"""
    P(game)["reputation"] = 7
    game["secret"]["bloomsbury"]["10"] = ["imm_reputation"]
    game["queue"][:] = [{"k": "publisher", "seat": 0, "stack": "10"}]
    step(game, 0, {"type": "publisher", "tile": "imm_reputation"})
    assert P(game)["reputation"] == 9


def test_collection_reward_penalty(game):
    """Royal Requirements 1: 'You no longer gain Collection rewards until the end of the game.'"""
    p = P(game)
    p["penalties"] = ["no_collection_rewards"]
    col = game["gallery"][0]
    col["tile"], col["side"], col["discs"] = 0, 0, [None] * 3
    p["relics"] = {"mediterranean:pottery": 1}
    give_turn(game, 0, location="museum", level=2)
    step(game, 0, {"type": "exhibit", "relic": "mediterranean:pottery", "collection": 0, "space": 0})
    assert p["prestige"] == 0 and col["discs"][0] == 0


@pytest.mark.parametrize("space, prompt", [(4, "reserve"), (5, "knowledge"), (6, "relic")])
def test_kings_favors_with_a_choice(space, prompt):
    """King's Favors: Reserve an Expedition; 1 Knowledge in the region of your choice; 1 relic of your choice from the
    Region bag of your choice."""
    from tests.royal_archeology.ra_helpers import drive, new_state
    state, _ = new_state(3, seed=2)
    drive(state, lambda s: s["stage"] == "order" and s["queue"] and s["queue"][0]["k"] == "favor")
    seat = front(state)["seat"]
    step(state, seat, {"type": "take_favor", "space": space})
    assert front(state)["k"] == prompt and front(state)["seat"] == seat
