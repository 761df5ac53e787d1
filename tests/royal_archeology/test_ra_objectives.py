"""The Royal Society Tiles: the 12 objectives, each just met and just missed (Present discoveries to the royal
society: 'Trigger: achieving the objective of one of the Royal Society tiles')."""

import pytest

from services.royal_archeology.rules.data import EXPEDITIONS, PATRONS, RS_TILES
from services.royal_archeology.rules.royal_society import achieved
from tests.royal_archeology.ra_helpers import clean_players, give_turn, step, to_turns


def cards(n=1, **want):
    """n expedition ids with the wanted attributes (region, type, expertise, myth, wonder)."""
    out = [c["id"] for c in EXPEDITIONS if all(c[k] == v for k, v in want.items())]
    assert len(out) >= n, want
    return out[:n]


def relics(*regions):
    out = {}
    for r in regions:
        out[f"{r}:scroll"] = out.get(f"{r}:scroll", 0) + 1
    return out


def patrons(honored, unhonored=0):
    ids = [c["id"] for c in PATRONS]
    return [{"id": i, "honored": True} for i in ids[:honored]] + \
        [{"id": i, "honored": False} for i in ids[honored:honored + unhonored]]


def know(med, afr, asia, sa):
    return {"mediterranean": med, "africa": afr, "asia": asia, "south_america": sa}


CASES = {
    # 'Have completed 2 expeditions in one region and 2 expeditions in another region.'
    "two_two_regions": ({"expeditions": cards(2, region="asia") + cards(2, region="africa")},
                        {"expeditions": cards(3, region="asia") + cards(1, region="africa")}),
    # 'Have completed 3 expeditions in 3 different regions.'
    "three_regions": ({"expeditions": cards(region="asia") + cards(region="africa") + cards(region="mediterranean")},
                      {"expeditions": cards(2, region="asia") + cards(region="africa")}),
    # 'Have completed 4 expeditions all requiring a different Expertise.'
    "four_expertises": ({"expeditions": [cards(expertise=e)[0] for e in (1, 2, 3, 6)]},
                        {"expeditions": [cards(expertise=e)[0] for e in (1, 2, 3)] + cards(2, expertise=3)[1:]}),
    # 'Have completed 3 expeditions of the same type (Excavation, Exploration, Anthropology, Cartography).'
    "three_same_type": ({"expeditions": cards(3, type="cartography")},
                        {"expeditions": cards(2, type="cartography") + cards(2, type="excavation")}),
    # 'Have reached an Expertise of 4 or more for each of your explorers.'
    "all_expertise_4": ({"expertise": [4, 6, 4]}, {"expertise": [4, 6, 3]}),
    # 'Have reached an Expertise of 5 or more for two of your explorers.'
    "two_expertise_5": ({"expertise": [5, 1, 6]}, {"expertise": [5, 4, 4]}),
    # 'Have placed 7 relics in the Grand Gallery.'
    "seven_gallery": ({"gallery_discs": 7}, {"gallery_discs": 6}),
    # 'Have 8 Relics, containing at least 1 from each region.'
    "eight_relics": ({"relics": relics("asia", "asia", "asia", "asia", "asia", "africa", "mediterranean",
                                       "south_america")},
                     {"relics": relics("asia", "asia", "asia", "asia", "asia", "asia", "africa", "mediterranean")}),
    # 'Have honored 3 patrons.'
    "three_patrons": ({"patrons": patrons(3)}, {"patrons": patrons(2, 2)}),
    # 'Have organized 2 Myth expeditions or 2 Wonder expeditions.'
    "myth_or_wonder": ({"expeditions": cards(2, wonder=True)},
                       {"expeditions": cards(1, myth=True) + cards(1, wonder=True)}),
    # 'Have reached a Knowledge level of 4 or more in each of the exploration regions.'
    "knowledge_4_all": ({"knowledge": know(4, 4, 9, 4)}, {"knowledge": know(4, 3, 12, 12)}),
    # 'Have reached a Knowledge level of 12 in one of the exploration regions.'
    "knowledge_12": ({"knowledge": know(0, 12, 0, 0)}, {"knowledge": know(11, 11, 11, 11)}),
}


def test_every_objective_has_a_case():
    assert set(CASES) == set(RS_TILES)


@pytest.fixture
def game():
    return clean_players(to_turns(3, seed=31))


@pytest.mark.parametrize("objective", sorted(CASES))
def test_objective_met_and_missed(game, objective):
    """Each Royal Society objective exactly as written (see the quoted text next to each case): met by the first
    position, missed by the second (one short)."""
    met, missed = CASES[objective]
    p = game["players"][0]
    p.update(met)
    assert achieved(p, objective)
    p2 = game["players"][1]
    p2.update(missed)
    assert not achieved(p2, objective)


def test_myth_pair_also_counts(game):
    """'2 Myth expeditions or 2 Wonder expeditions' - two Myths suffice too."""
    p = game["players"][0]
    p["expeditions"] = cards(2, myth=True)
    assert achieved(p, "myth_or_wonder")


def test_present_is_offered_exactly_when_the_tile_objective_is_met(game):
    """Present discoveries is legal during one's turn exactly when the objective of a tile in play is achieved."""
    from services.royal_archeology.rules import ENGINE
    game["royal_society"]["A"]["tile"] = "three_patrons"
    p = game["players"][0]
    p["patrons"] = patrons(2, 1)
    give_turn(game, 0)
    assert {"type": "present", "tile": "A"} not in ENGINE.legal(game, 0)
    p["patrons"] = patrons(3)
    assert {"type": "present", "tile": "A"} in ENGINE.legal(game, 0)
    step(game, 0, {"type": "present", "tile": "A"})
    assert game["royal_society"]["A"]["left"] == 0
