"""Game Setup, Player Setup, Start of the Game, modes and validate_setup."""

import random

import pytest

from services.royal_archeology.rules import ENGINE
from services.royal_archeology.rules.data import COLLECTIONS, NEUTRAL, REGIONS
from shared.domain.engine import IllegalMove, fold
from tests.royal_archeology.ra_helpers import drive, front, new_state, players, step, to_turns


@pytest.mark.parametrize("n", [3, 4])
def test_board_setup(n):
    """Setup 4-10: collections 3x3 + 2x5 + 1x7, year I, one RR of each period, A/B/C tiles,
    Bloomsbury piles of players + 1, six Program cards."""
    state, _ = new_state(n)
    assert [COLLECTIONS[c["tile"]]["size"] for c in state["gallery"]] == [3, 3, 3, 5, 5, 7]
    assert state["year"] == 1
    assert state["royal_requirements"]["1"].startswith("p1_") and state["royal_requirements"]["2"].startswith("p2_")
    assert set(state["royal_society"]) == {"A", "B", "C"}
    assert state["bloomsbury"] == {"10": n + 1, "25": n + 1}
    assert len(state["secret"]["box10"]) == 10 - (n + 1)
    assert len(state["program"]) == 6 and None not in state["program"]
    assert state["board_side"] == ("4 players" if n == 4 else "2-3 players")
    assert state["years"] == (4 if n == 4 else 5)
    assert state["rr_years"] == ([2, 4] if n == 4 else [3, 5])


def test_player_setup_resources():
    """Player Setup B-D: Reputation 4, Prestige and Science 0, 10 discs in reserve; E: 2 Study, 2 Society, 4 Expedition."""
    state, _ = new_state(3)
    for p in state["players"]:
        assert (p["reputation"], p["prestige"], p["science"], p["discs"]) == (4, 0, 0, 10)
        assert p["knowledge"] == {r: 0 for r in REGIONS}
        priv = p["private"]
        assert len(priv["study"]) == 2 and len(priv["offer_society"]) == 2 and len(priv["offer_expeditions"]) == 4
    # all cards distinct
    seen = list(state["program"]) + [c for p in state["players"] for c in p["private"]["offer_expeditions"]]
    assert len(seen) == len(set(seen)) == 6 + 12
    assert len(state["secret"]["deck"]) == 48 - 18


def test_player_setup_decisions():
    """E: choose the side, assign 1/2/3 Expertise, keep 2 Expeditions (discarding 2 face up), keep 1 Society card."""
    state, _ = new_state(3)
    pr = front(state)
    assert pr == {"k": "setup_side", "seat": 0}
    step(state, 0, {"type": "choose_side", "side": "B"})
    assert state["players"][0]["side"] == "B"
    legal = ENGINE.legal(state, 0)
    assert len(legal) == 6 and {"type": "assign_expertise", "levels": [3, 1, 2]} in legal
    step(state, 0, {"type": "assign_expertise", "levels": [3, 1, 2]})
    assert state["players"][0]["expertise"] == [3, 1, 2]
    offer = state["players"][0]["private"]["offer_expeditions"]
    assert len(ENGINE.legal(state, 0)) == 6
    step(state, 0, {"type": "discard_expeditions", "cards": [offer[0], offer[2]]})
    assert state["players"][0]["private"]["hand"] == [offer[1], offer[3]]
    assert state["discard"] == [offer[0], offer[2]]
    soc = state["players"][0]["private"]["offer_society"]
    assert ENGINE.legal(state, 0) == [{"type": "keep_society", "card": c} for c in soc]


def _setup_with_society(card, seed=0):
    state, _ = new_state(3, seed=seed)
    p = state["players"][0]
    p["private"]["offer_society"] = [card, (card + 1) % 12]
    step(state, 0, {"type": "choose_side", "side": "A"})
    step(state, 0, {"type": "assign_expertise", "levels": [1, 2, 3]})
    step(state, 0, ENGINE.legal(state, 0)[0])
    step(state, 0, {"type": "keep_society", "card": card})
    return state, p


def test_society_setup_st_pancras():
    """St Pancras Geographical Society setup: 'Gain 2 Knowledge in 3 different regions.'"""
    state, p = _setup_with_society(8)
    legal = ENGINE.legal(state, 0)
    assert len(legal) == 4 and all(len(set(c["regions"])) == 3 for c in legal)
    step(state, 0, {"type": "knowledge", "regions": ["mediterranean", "africa", "asia"]})
    assert p["knowledge"] == {"mediterranean": 2, "africa": 2, "asia": 2, "south_america": 0}


def test_society_setup_livingstone():
    """Livingstone: 3 Knowledge in Africa, 1 in another region, 2 random relics from the Africa bag."""
    state, p = _setup_with_society(0)
    assert p["knowledge"]["africa"] == 3
    assert sum(p["relics"].values()) == 2 and all(k.startswith("africa:") for k in p["relics"])
    legal = ENGINE.legal(state, 0)
    assert all(c["regions"] != ["africa"] for c in legal) and len(legal) == 3


def test_society_setup_british_school_and_gains_money():
    """British School of Orient setup: 2 Asia Knowledge, 2 random Asia relics, +1 Reputation, £10. Player Setup E:
    'Gain the starting benefits indicated at the bottom of the card. Then slide the card into the slot ...' - the
    ability ('Each time you gain Knowledge in the Asia region ... gain 1 Reputation') starts after the benefits."""
    state, p = _setup_with_society(3)
    assert p["knowledge"]["asia"] == 2 and p["money"] == 10
    assert sum(p["relics"].values()) == 2
    assert p["reputation"] == 4 + 1
    assert p["society"] == 3


def test_society_setup_kings_cross_meets_a_patron_at_4():
    """King's Cross: 2 Knowledge in a region, 2 random relics from it, Meet a Patron as if Expertise 4."""
    state, p = _setup_with_society(7)
    step(state, 0, {"type": "knowledge", "regions": ["asia"]})
    assert p["knowledge"]["asia"] == 2
    assert sum(p["relics"].values()) == 2 and all(k.startswith("asia:") for k in p["relics"])
    pr = front(state)
    assert pr["k"] == "patron" and pr["level"] == 4 and len(pr["cards"]) == 2
    from services.royal_archeology.rules.data import PATRONS
    step(state, 0, {"type": "keep_patron", "patron": pr["cards"][1]})
    assert p["money"] == 4 * PATRONS[pr["cards"][1]]["rate"]
    assert state["secret"]["patron_deck"][-1] == pr["cards"][0]


def test_society_setup_explorers_club_uses_the_box_tiles():
    """London's Explorers Club: Find a Publisher using the [10] tiles returned to the box during setup."""
    state, p = _setup_with_society(11)
    step(state, 0, {"type": "knowledge", "regions": ["asia"]})
    pr = front(state)
    assert pr == {"k": "publisher", "seat": 0, "stack": "box10"}
    box = list(state["secret"]["box10"])
    tiles = [c["tile"] for c in ENGINE.legal(state, 0) if c["type"] == "publisher"]
    assert sorted(tiles) == sorted(box)


def test_first_year_turn_order_random_first_player_clockwise():
    """H: a random player places a marker on a free Turn Order space and gains its bonus; then clockwise."""
    firsts = set()
    for seed in range(12):
        state, _ = new_state(4, seed=seed)
        drive(state, lambda s: s["stage"] == "order" and s["queue"] and s["queue"][0]["k"] == "favor")
        first = state["first"]
        firsts.add(first)
        assert front(state)["seat"] == first
        assert state["pick_order"] == [(first + i) % 4 for i in range(1, 4)]
    assert len(firsts) > 1


def test_kings_favor_gains_and_turn_order():
    """A.1: gain the favor of the chosen space; the leftmost player on the track goes first."""
    state, _ = new_state(3, seed=3)
    drive(state, lambda s: s["stage"] == "order" and s["queue"] and s["queue"][0]["k"] == "favor")
    first = front(state)["seat"]
    p = state["players"][first]
    before = p["prestige"]
    step(state, first, {"type": "take_favor", "space": 1})  # Gain 3 Prestige
    assert p["prestige"] == before + 3
    second = front(state)["seat"]
    assert {"type": "take_favor", "space": 1} not in ENGINE.legal(state, second)
    money = state["players"][second]["money"]
    step(state, second, {"type": "take_favor", "space": 2})  # Gain £5
    assert state["players"][second]["money"] == money + 5
    third = front(state)["seat"]
    rep = state["players"][third]["reputation"]
    step(state, third, {"type": "take_favor", "space": 3})  # Gain 2 Reputation
    assert state["players"][third]["reputation"] == min(9, rep + 2)
    assert state["turn_order"] == [first, second, third]
    assert front(state) == {"k": "activate", "seat": first}


def test_simplified_setup():
    """Simplified Setup: 2 simplified Expedition cards dealt, no Society card, £20 and 2 Knowledge in each region."""
    state, _ = new_state(4, {"simplified_setup": True})
    from services.royal_archeology.rules.data import EXPEDITIONS
    for p in state["players"]:
        assert p["money"] == 20 and p["knowledge"] == {r: 2 for r in REGIONS}
        assert len(p["private"]["hand"]) == 2 and all(EXPEDITIONS[c]["simplified"] for c in p["private"]["hand"])
        assert p["private"]["offer_society"] == [] and len(p["private"]["study"]) == 2
    kinds = [pr["k"] for pr in state["queue"]]
    assert "setup_society" not in kinds and "setup_expeditions" not in kinds


def test_confrontation_blocking_discs():
    """Confrontation: 12 discs: [4] of each location, left of objective B, 1 in each top collection, 2 in the bottom one."""
    state, _ = new_state(2)
    assert state["mode"] == "confrontation" and state["years"] == 5
    for here in state["locations"].values():
        assert here == [{"seat": NEUTRAL, "level": 4, "fixed": True}]
    assert state["royal_society"]["B"]["left"] == NEUTRAL
    blocked = [sum(1 for d in col["discs"] if d == NEUTRAL) for col in state["gallery"]]
    assert blocked == [1, 1, 1, 1, 1, 2]
    assert 4 + 1 + sum(blocked) == 12
    assert state["bloomsbury"] == {"10": 3, "25": 3}


def test_solo_and_competitive_automa_setup():
    """Automa setup: marker on space 1 of the Turn Order track, plays first in year I; Solo = 2-player setup,
    Competitive = 3-player setup."""
    solo = to_turns(1, {"mode": "solo"}, automa_at=1)
    assert solo["automa"]["seat"] == 1 and solo["favors"][0] == 1
    assert solo["turn_order"][0] == 1 and front(solo) == {"k": "automa", "seat": 1}
    assert solo["bloomsbury"] == {"10": 3, "25": 3} and solo["years"] == 5
    comp = to_turns(2, {"mode": "competitive"}, automa_at=0)
    assert comp["turn_order"][0] == 0 and front(comp)["k"] == "automa"
    assert comp["effective_players"] == 3 and comp["years"] == 5
    assert comp["bloomsbury"] == {"10": 4, "25": 4}
    assert len(comp["secret"]["automa_deck"]) == 9 and comp["automa"]["played"] == []


@pytest.mark.parametrize("plist, options, field", [
    (players(1), {}, "players"),
    (players(5), {}, "players"),
    (players(2), {"mode": "standard"}, "players"),
    (players(3), {"mode": "confrontation"}, "players"),
    (players(2), {"mode": "solo"}, "players"),
    (players(1, automa_at=1), {"mode": "competitive"}, "players"),
    (players(2, automa_at=0), {"mode": "solo"}, "players"),
    (players(4, automa_at=0), {}, "players"),
    (players(3), {"mode": "bogus"}, "options.mode"),
    (players(3), {"simplified_setup": "yes"}, "options.simplified_setup"),
    (players(3), {"colour": 1}, "options.colour"),
    ([{"name": "x", "kind": "alien"}] * 3, {}, "players[0].kind"),
    ([{"name": "x", "kind": "bot", "policy": "genius"}] * 3, {}, "players[0].policy"),
])
def test_validate_setup_refuses(plist, options, field):
    """Modes: standard 3-4, confrontation 2, competitive 2 + Automa, solo 1 + Automa."""
    with pytest.raises(IllegalMove) as err:
        ENGINE.validate_setup(plist, options)
    assert err.value.field == field


@pytest.mark.parametrize("plist, options", [
    (players(3), {}), (players(4), {"simplified_setup": True}), (players(2), {}),
    (players(2, automa_at=2), {"mode": "competitive"}), (players(1, automa_at=0), {"mode": "solo"}),
])
def test_validate_setup_accepts(plist, options):
    ENGINE.validate_setup(plist, options)
    events = ENGINE.new_game(plist, options, random.Random(1))
    assert fold(ENGINE, events)["stage"] == "setup"


def _kinds(state):
    return [c["type"] for c in ENGINE.legal(state, 0)]


def test_society_setup_greater_london_foundation():
    """Greater London Foundation of Archeology setup: 'Gain 2 Knowledge in the region of your choice. Gain 2 Knowledge
    in another region of your choice. Gain £20.'"""
    state, p = _setup_with_society(1)
    assert p["money"] == 20
    legal = ENGINE.legal(state, 0)
    assert len(legal) == 6 and all(len(set(c["regions"])) == 2 for c in legal)
    step(state, 0, {"type": "knowledge", "regions": ["africa", "asia"]})
    assert p["knowledge"] == {"mediterranean": 0, "africa": 2, "asia": 2, "south_america": 0}


@pytest.mark.parametrize("card, reputation, money, prestige", [(2, 5, 10, 0), (5, 5, 10, 0)])
def test_society_setup_red_lion_and_london_institute(card, reputation, money, prestige):
    """The Red Lion Club setup: 'Gain 2 Knowledge in the region of your choice. Add 1 Expertise to the explorer of
    your choice. Gain 1 Reputation. Gain £10.' London Institute of Anthropology setup: 'Gain 1 Knowledge in the
    region of your choice. Add 1 Expertise to the explorer of your choice. Gain 1 Reputation. Gain £10.'"""
    state, p = _setup_with_society(card)
    assert (p["reputation"], p["money"], p["prestige"]) == (reputation, money, prestige)
    step(state, 0, {"type": "knowledge", "regions": ["south_america"]})
    assert p["knowledge"]["south_america"] == (2 if card == 2 else 1)
    assert _kinds(state) == ["raise_expertise"] * 3
    step(state, 0, {"type": "raise_expertise", "explorer": 2})
    assert p["expertise"] == [1, 2, 4]


def test_society_setup_levantine():
    """Levantine Society of London setup: 'Gain 2 Knowledge in the Mediterranean region. Draw 1 relic at random from
    the Mediterranean bag. Add 1 Expertise to the explorer of your choice. Gain £10.'"""
    state, p = _setup_with_society(4)
    assert p["knowledge"]["mediterranean"] == 2 and p["money"] == 10
    assert sum(p["relics"].values()) == 1 and all(k.startswith("mediterranean:") for k in p["relics"])
    assert len(state["secret"]["bags"]["mediterranean"]) == 14
    step(state, 0, {"type": "raise_expertise", "explorer": 0})
    assert p["expertise"] == [2, 2, 3]


def test_society_setup_mesoamerica():
    """Mesoamerica Institute of Camden setup: 'Gain 2 Knowledge in the South America region. Add 1 Expertise to the
    explorer of your choice. Gain 2 Prestige.'"""
    state, p = _setup_with_society(6)
    assert p["knowledge"]["south_america"] == 2 and p["prestige"] == 2 and p["money"] == 0
    step(state, 0, {"type": "raise_expertise", "explorer": 1})
    assert p["expertise"] == [1, 3, 3]


def test_society_setup_association_of_british_archaeologists():
    """Association of British Archaeologists setup: 'Gain 2 Knowledge in the region of your choice. Gain 1 Knowledge
    in another region. Take 1 relic of your choice from the bag of one of the 2 previously chosen regions. Gain £20.'"""
    state, p = _setup_with_society(9)
    assert p["money"] == 20
    legal = ENGINE.legal(state, 0)
    assert len(legal) == 12 and all(c["regions"][0] != c["regions"][1] for c in legal)
    step(state, 0, {"type": "knowledge", "regions": ["asia", "africa"]})
    assert p["knowledge"]["asia"] == 2 and p["knowledge"]["africa"] == 1
    relic_cmds = ENGINE.legal(state, 0)
    assert {c["region"] for c in relic_cmds} == {"asia", "africa"} and all(c["type"] == "take_relic" for c in relic_cmds)
    step(state, 0, {"type": "take_relic", "region": "africa", "relic": "jewelry"})
    assert p["relics"] == {"africa:jewelry": 1}


def test_society_setup_westminster():
    """Westminster Antiquarian Society setup: 'Draw 1 relic at random from the bag of each region. Add 1 Expertise to
    the explorer of your choice.'"""
    state, p = _setup_with_society(10)
    assert sorted(k.partition(":")[0] for k in p["relics"] for _ in range(p["relics"][k])) == \
        sorted(["mediterranean", "africa", "asia", "south_america"])
    assert _kinds(state) == ["raise_expertise"] * 3
