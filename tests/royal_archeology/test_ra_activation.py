"""Phase B: activation, support, Learning from peers, hand limit; Optional actions."""

import pytest

from services.royal_archeology.rules import ENGINE
from services.royal_archeology.rules.data import EXPEDITIONS, NEUTRAL, PROGRAM_COST
from tests.royal_archeology.ra_helpers import clean_players, commands, front, give_turn, step, to_turns


@pytest.fixture
def game():
    return clean_players(to_turns(3, seed=7))


def P(state, seat=0):
    return state["players"][seat]


def place_prompt(game, seat=0, explorer=0):
    give_turn(game, seat)
    step(game, seat, {"type": "activate", "explorer": explorer})
    assert front(game) == {"k": "place", "seat": seat, "explorer": explorer}


def test_activate_only_explorers_at_home(game):
    """Phase B 1: 'Choose an explorer from your Society board.'"""
    P(game)["placed"] = [True, False, True]
    give_turn(game, 0)
    assert commands(game, 0, "activate") == [{"type": "activate", "explorer": 1}]


def test_support_costs_reputation_and_caps(game):
    """Support an explorer: 1 Reputation a temporary Expertise, never above 6, not beyond the action's threshold;
    'An explorer can always perform an action requiring lower Expertise'."""
    p = P(game)
    p["expertise"] = [2, 1, 3]
    p["reputation"] = 3
    place_prompt(game, explorer=0)
    levels = {c["location"]: [] for c in commands(game, 0, "place")}
    for c in commands(game, 0, "place"):
        levels[c["location"]].append(c["level"])
    assert levels["port"] == [1, 2, 3, 4, 5]          # 2 + up to 3 Reputation
    assert levels["university"] == [1, 2, 3, 4]        # nothing at the University needs more than 4
    assert "museum" not in levels                      # Reputation 3 < 6
    step(game, 0, {"type": "place", "location": "port", "level": 5})
    assert p["reputation"] == 0
    assert p["expertise"] == [2, 1, 3]                 # 'do not modify their Expertise on your Society board'
    assert game["locations"]["port"][-1] == {"seat": 0, "level": 5, "explorer": 0}


def test_support_never_above_6(game):
    p = P(game)
    p["expertise"] = [5, 1, 3]
    p["reputation"] = 9
    place_prompt(game, explorer=0)
    assert max(c["level"] for c in commands(game, 0, "place")) == 6


def test_prestige_requirement_penalty_caps_support_at_5(game):
    """Royal Requirements 1: 'You can no longer temporarily increase an explorer's Expertise beyond 5.'"""
    p = P(game)
    p["expertise"] = [4, 6, 3]
    p["reputation"] = 9
    p["penalties"] = ["support_cap_5"]
    place_prompt(game, explorer=0)
    assert max(c["level"] for c in commands(game, 0, "place")) == 5
    p["placed"] = [False, False, False]
    place_prompt(game, explorer=1)
    assert max(c["level"] for c in commands(game, 0, "place")) == 6  # permanent Expertise 6 is not support


def test_reputation_checked_before_support(game):
    """'Reputation is checked before activating an explorer (before optionally spending reputation).'"""
    p = P(game)
    p["reputation"] = 6
    p["expertise"] = [2, 1, 3]
    place_prompt(game, explorer=0)
    assert {"type": "place", "location": "museum", "level": 6} in commands(game, 0, "place")
    step(game, 0, {"type": "place", "location": "museum", "level": 6})
    assert p["reputation"] == 2


def test_learning_from_peers_rulebook_example(game):
    """Location Bonus Example: University with Yellow 4, Blue 1, Purple 4 and 4; Yellow places a 2: Yellow gains 1
    Knowledge once, then Yellow gains 1 Reputation once, Purple twice, Blue nothing."""
    yellow, blue, purple = 0, 1, 2
    game["locations"]["university"] = [{"seat": yellow, "level": 4}, {"seat": blue, "level": 1},
                                       {"seat": purple, "level": 4}, {"seat": purple, "level": 4}]
    P(game, yellow)["expertise"] = [2, 1, 3]
    place_prompt(game, yellow, explorer=0)
    step(game, yellow, {"type": "place", "location": "university", "level": 2})
    assert front(game)["k"] == "knowledge" and front(game)["amounts"] == [1]
    assert [P(game, s)["reputation"] for s in (yellow, blue, purple)] == [5, 4, 6]
    step(game, yellow, {"type": "knowledge", "regions": ["asia"]})
    assert P(game, yellow)["knowledge"]["asia"] == 1
    assert front(game)["k"] == "action"


def test_highest_placement_gives_no_bonus(game):
    """'Clarification: Placing an explorer of highest Expertise does not award a bonus.'"""
    game["locations"]["city"] = [{"seat": 1, "level": 3}]
    P(game)["expertise"] = [3, 1, 2]
    place_prompt(game, explorer=0)
    step(game, 0, {"type": "place", "location": "city", "level": 3})
    assert P(game)["money"] == 0 and P(game, 1)["prestige"] == 0


@pytest.mark.parametrize("location, left, right", [
    ("museum", ("reputation", 1), ("prestige", 2)),
    ("city", ("money", 3), ("prestige", 2)),
    ("port", None, ("reputation", 1)),
])
def test_location_bonuses(game, location, left, right):
    """Location Bonus (left/right) of the Royal Museum (+1 Reputation / +2 Prestige), The City (+£3 / +2 Prestige),
    Port of London (Reserve an Expedition / +1 Reputation)."""
    game["locations"][location] = [{"seat": 1, "level": 5}]
    p = P(game)
    p["reputation"] = 6
    p["expertise"] = [2, 1, 3]
    place_prompt(game, explorer=1)
    step(game, 0, {"type": "place", "location": location, "level": 1})
    if left:
        assert p[left[0]] == {"reputation": 6, "money": 0}.get(left[0], 0) + left[1]
    else:
        assert front(game) == {"k": "reserve", "seat": 0}
    base = {"reputation": 4, "prestige": 0}[right[0]]
    assert P(game, 1)[right[0]] == base + right[1]


def test_right_bonus_penalty(game):
    """Royal Requirements 1: 'You no longer gain location rewards (right bonus)'."""
    game["locations"]["city"] = [{"seat": 1, "level": 5}]
    P(game, 1)["penalties"] = ["no_right_bonus"]
    place_prompt(game, explorer=0)
    step(game, 0, {"type": "place", "location": "city", "level": 1})
    assert P(game)["money"] == 3 and P(game, 1)["prestige"] == 0


def test_confrontation_disc_at_4_gives_left_bonus():
    """Confrontation: 'The discs placed on locations allow you to gain the location reward if you play an explorer
    with an Expertise lower than 4.'"""
    game = clean_players(to_turns(2, seed=1))
    seat = game["turn_order"][0]
    p = game["players"][seat]
    give_turn(game, seat)
    step(game, seat, {"type": "activate", "explorer": 0})
    step(game, seat, {"type": "place", "location": "city", "level": 3})
    assert p["money"] == 3
    assert game["locations"]["city"][0]["seat"] == NEUTRAL


def test_hand_limit_at_end_of_turn(game):
    """Hand limit: 'At the end of your turn, check the number of cards you have in hand and discard the excess.'"""
    p = P(game)
    p["private"]["hand"] = [40, 41, 42, 43, 44]
    game["discard"] = []
    game["queue"][:] = [{"k": "end_turn", "seat": 0}]
    assert {"type": "end_turn"} not in ENGINE.legal(game, 0)
    step(game, 0, {"type": "discard_card", "card": 41})
    step(game, 0, {"type": "discard_card", "card": 44})
    assert p["private"]["hand"] == [40, 42, 43] and game["discard"] == [41, 44]
    assert {"type": "end_turn"} in ENGINE.legal(game, 0)


def test_turns_follow_the_turn_order_until_all_explorers_are_active(game):
    """'players take turns, following the order defined on the Turn Order track, until they have activated all their explorers.'"""
    order = game["turn_order"]
    seen = []
    while game["stage"] == "turns" and game["year"] == 1:
        pr = front(game)
        if pr["k"] == "activate":
            seen.append(pr["seat"])
        seat = pr["seat"]
        legal = ENGINE.legal(game, seat)
        cmd = next((c for c in legal if c["type"] in ("activate", "end_turn", "skip_action")), None)
        if cmd is None:
            cmd = next(c for c in legal if c["type"] not in ("gain_reputation", "honor_patron", "present"))
        step(game, seat, cmd)
    assert seen == order * 3


# ---- Optional actions ----------------------------------------------------------------

def test_gain_reputation(game):
    """Gain reputation: 'Place 1 Society disc ... to gain 2 Reputation'; 'You cannot increase your Reputation beyond 9';
    'If you have no more Society discs in reserve, you can no longer do this action.'"""
    p = P(game)
    give_turn(game, 0)
    step(game, 0, {"type": "gain_reputation"})
    assert (p["reputation"], p["discs"], p["reputation_discs"]) == (6, 9, 1)
    p["reputation"] = 8
    step(game, 0, {"type": "gain_reputation"})
    assert p["reputation"] == 9
    assert {"type": "gain_reputation"} not in ENGINE.legal(game, 0)
    p["reputation"] = 3
    p["discs"] = 0
    assert {"type": "gain_reputation"} not in ENGINE.legal(game, 0)


def test_optional_actions_only_in_own_turn(game):
    """'An optional action, triggered by the player, can be performed at any time during their turn, even during the
    resolution of a Location action.'"""
    give_turn(game, 0)
    assert ENGINE.legal(game, 1) == []
    knowledge = {"k": "knowledge", "seat": 0, "amounts": [1], "distinct": False, "exclude": []}
    game["queue"][:] = [knowledge]
    assert commands(game, 0, "gain_reputation")          # a sub-choice of the active player's own turn
    game["queue"][:] = [dict(knowledge, seat=1)]
    assert not commands(game, 1, "gain_reputation")      # a bonus resolved during someone else's turn
    game["stage"] = "order"
    game["queue"][:] = [{"k": "favor", "seat": 0}]
    assert not commands(game, 0, "gain_reputation")      # Phase A is nobody's turn


def test_honor_a_patron(game):
    """Honor a patron: discard the relic shown, flip the card, gain 1 Reputation; several times a turn."""
    from services.royal_archeology.rules.data import PATRONS
    p = P(game)
    region_patron = next(c for c in PATRONS if c["relic"]["type"] is None)
    p["patrons"] = [{"id": region_patron["id"], "honored": False}]
    region = region_patron["relic"]["region"]
    p["relics"] = {f"{region}:scroll": 1}
    give_turn(game, 0)
    cmd = {"type": "honor_patron", "patron": region_patron["id"], "relic": f"{region}:scroll"}
    assert cmd in ENGINE.legal(game, 0)
    step(game, 0, cmd)
    assert p["patrons"][0]["honored"] and p["reputation"] == 5 and p["relics"] == {}
    assert not commands(game, 0, "honor_patron")


def test_present_discoveries_first_and_later(game):
    """Present discoveries: first on the left icon (4 Science or 20 Prestige), otherwise the right icon (2 or 10);
    'multiple players can place a Society disc on the right-hand icon'."""
    from services.royal_archeology.rules.data import ROYAL_SOCIETY, RS_TILES
    game["royal_society"]["C"]["tile"] = "knowledge_12"
    kind = RS_TILES["knowledge_12"]["reward"]
    for seat in (0, 1, 2):
        P(game, seat)["knowledge"]["asia"] = 12
    give_turn(game, 0)
    step(game, 0, {"type": "present", "tile": "C"})
    got = P(game)["science"] if kind == "science" else P(game)["prestige"]
    assert got == ROYAL_SOCIETY["first"][kind] and P(game)["discs"] == 9
    assert not commands(game, 0, "present")
    give_turn(game, 1)
    step(game, 1, {"type": "present", "tile": "C"})
    give_turn(game, 2)
    step(game, 2, {"type": "present", "tile": "C"})
    slot = game["royal_society"]["C"]
    assert slot["left"] == 0 and slot["right"] == [1, 2]
    got = P(game, 2)["science"] if kind == "science" else P(game, 2)["prestige"]
    assert got == ROYAL_SOCIETY["later"][kind]


def test_reserve_from_program_and_deck(game):
    """Reserve an expedition: from the Program paying its Reputation, or draw 3 keep 1 discard 2."""
    p = P(game)
    game["queue"][:] = [{"k": "reserve", "seat": 0}]
    p["reputation"] = 1
    legal = ENGINE.legal(game, 0)
    spaces = [c["space"] for c in legal if c["type"] == "reserve"]
    assert spaces == [s for s in range(1, 7) if PROGRAM_COST[s] <= 1]
    card = game["program"][4]
    p["reputation"] = 9
    step(game, 0, {"type": "reserve", "space": 5})
    assert p["private"]["hand"] == [card] and p["reputation"] == 9 - PROGRAM_COST[5]
    game["queue"][:] = [{"k": "reserve", "seat": 0}]
    top3 = game["secret"]["deck"][-3:][::-1]
    step(game, 0, {"type": "reserve_draw"})
    assert front(game) == {"k": "reserve_keep", "seat": 0, "cards": top3}
    game["discard"] = []
    step(game, 0, {"type": "keep_card", "card": top3[1]})
    assert p["private"]["hand"] == [card, top3[1]] and sorted(game["discard"]) == sorted([top3[0], top3[2]])


def test_explorers_club_reserves_free(game):
    """London's Explorers Club: 'Each time you reserve an expedition from the Program, do not lose Reputation.'"""
    p = P(game)
    p["society"] = 11
    p["reputation"] = 0
    game["queue"][:] = [{"k": "reserve", "seat": 0}]
    assert len(commands(game, 0, "reserve")) == 6
    step(game, 0, {"type": "reserve", "space": 6})
    assert p["reputation"] == 0


def test_find_a_publisher_once_per_type(game):
    """Find a publisher: at 10 and 25 Prestige, choose a tile from that stack; 'If you were to lose Prestige,
    reaching the triggering score again does not allow you to obtain a new Bloomsbury tile of that type.'"""
    import random

    from services.royal_archeology.rules.core import Recorder, gain_prestige
    p = P(game)
    ctx = Recorder(random.Random(0))
    gain_prestige(game, 0, 12, ctx)
    assert ctx.late == [{"k": "publisher", "seat": 0, "stack": "10"}]
    p["prestige"] = 5
    ctx2 = Recorder(random.Random(0))
    gain_prestige(game, 0, 26, ctx2)
    assert ctx2.late == [{"k": "publisher", "seat": 0, "stack": "25"}]
    game["queue"][:] = ctx.late
    tiles = [c["tile"] for c in ENGINE.legal(game, 0) if c["type"] == "publisher"]
    assert sorted(tiles) == sorted(game["secret"]["bloomsbury"]["10"])
    assert {"type": "decline"} in ENGINE.legal(game, 0)


def test_bloomsbury_immediate_money_and_permanent_city(game):
    """Bloomsbury: 'Gain £20' immediately; permanent 'Gain 2 Prestige each time you place an explorer in The City'."""
    p = P(game)
    game["secret"]["bloomsbury"]["10"] = ["imm_money", "perm_city"]
    game["bloomsbury"]["10"] = 2
    game["queue"][:] = [{"k": "publisher", "seat": 0, "stack": "10"}]
    step(game, 0, {"type": "publisher", "tile": "imm_money"})
    assert p["money"] == 20 and p["bloomsbury"] == ["imm_money"] and game["bloomsbury"]["10"] == 1
    p["bloomsbury"].append("perm_city")
    place_prompt(game, explorer=0)
    step(game, 0, {"type": "place", "location": "city", "level": 1})
    assert p["prestige"] == 2


def test_reserve_and_publisher_may_be_declined_and_decline_is_final(game):
    """'An optional action, activated by a gain or a bonus, is never mandatory'; a declined publisher is not offered
    again ('reaching the triggering score again does not allow you to obtain a new Bloomsbury tile')."""
    p = P(game)
    game["queue"][:] = [{"k": "reserve", "seat": 0}]
    assert {"type": "decline"} in ENGINE.legal(game, 0)
    hand = list(p["private"]["hand"])
    game["queue"].append({"k": "end_turn", "seat": 0})
    step(game, 0, {"type": "decline"})
    assert p["private"]["hand"] == hand
    import random

    from services.royal_archeology.rules.core import Recorder, gain_prestige
    c = Recorder(random.Random(0))
    gain_prestige(game, 0, 10, c)
    game["queue"][:] = c.late + [{"k": "end_turn", "seat": 0}]
    step(game, 0, {"type": "decline"})
    assert p["publisher"]["10"] and p["bloomsbury"] == []
    p["prestige"] = 0
    c = Recorder(random.Random(0))
    gain_prestige(game, 0, 12, c)
    assert c.late == []


def test_one_location_action_only(game):
    """Phase B 4: 'Perform one Location action (and only one).' After it, only the end of the turn (and optional actions) remain."""
    P(game)["expertise"] = [2, 1, 3]
    place_prompt(game, explorer=0)
    step(game, 0, {"type": "place", "location": "university", "level": 2})
    step(game, 0, {"type": "study_university", "regions": ["asia"]})
    kinds = {c["type"] for c in ENGINE.legal(game, 0)}
    assert kinds <= {"end_turn", "gain_reputation", "honor_patron", "present"} and "end_turn" in kinds


def test_skip_action_is_always_possible(game):
    """'If you do not meet the prerequisites of an action, you cannot perform it' - the explorer may still be placed."""
    P(game)["expertise"] = [2, 1, 3]
    place_prompt(game, explorer=0)
    step(game, 0, {"type": "place", "location": "port", "level": 1})
    while front(game)["k"] != "action":
        step(game, 0, {"type": "decline"})
    assert commands(game, 0, "skip_action") == [{"type": "skip_action"}]
    step(game, 0, {"type": "skip_action"})
    assert front(game)["k"] == "end_turn"


def test_reserve_from_program_refills_it(game):
    """Reserve from the Program: 'you must pay it to take that card; then refill the Program as normal.'"""
    game["queue"][:] = [{"k": "reserve", "seat": 0}]
    before = list(game["program"])
    top = game["secret"]["deck"][-1]
    step(game, 0, {"type": "reserve", "space": 2})
    assert game["program"] == [before[0]] + before[2:] + [top]


# ---- 'cannot be temporarily increased beyond the threshold required by the action' ----------------------------

def _levels(game, location):
    return [c["level"] for c in commands(game, 0, "place") if c["location"] == location]


def test_support_only_up_to_a_threshold_of_the_location(game):
    """Support an explorer: 'An explorer's Expertise cannot be temporarily increased beyond the threshold required
    by an action.' University thresholds are 1 (1 Knowledge), 3 (2 Knowledge), 4 (Deepen); Royal Museum 1 and 5
    (Study 1 / 2 relics), 2, 4, 6 (Exhibit 1 / 2 / 3). Natural levels (and lower ones) stay open."""
    p = P(game)
    p["expertise"] = [1, 2, 3]
    p["reputation"] = 9
    place_prompt(game, explorer=0)
    assert _levels(game, "university") == [1, 3, 4]          # 2 would gain nothing over 1
    assert _levels(game, "museum") == [1, 2, 4, 5, 6]        # 3 would gain nothing over 2
    assert _levels(game, "city") == [1, 2, 3, 4, 5, 6]       # a patron pays per level
    assert _levels(game, "port") == [1, 2, 3, 4, 5, 6]       # expeditions require 1 to 6
    p["placed"] = [False, False, False]
    place_prompt(game, explorer=2)                           # natural 3: 2 and 3 are not support
    assert _levels(game, "museum") == [1, 2, 3, 4, 5, 6]


def _supported_action(game, location, level, explorer_expertise, explorer=0):
    p = P(game)
    p["expertise"] = [explorer_expertise, 1, 1]
    p["reputation"] = 9
    game["locations"][location] = []   # nobody there: no Learning from peers
    place_prompt(game, explorer=explorer)
    step(game, 0, {"type": "place", "location": location, "level": level})
    assert front(game)["k"] == "action" and front(game)["support"] == level - explorer_expertise
    return {c["type"] for c in ENGINE.legal(game, 0)} - {"gain_reputation", "honor_patron", "present"}


def test_supported_explorer_performs_only_an_action_of_that_threshold(game):
    """'cannot be temporarily increased beyond the threshold required by the action': after support the action must
    need the raised level. University raised to 4: Deepen only (studying needs 3 at most); Royal Museum raised to 4:
    Exhibit (2 relics need 4) but not Study (needs 1); raised to 5: Study 2 relics (needs 5) but not Exhibit (4)."""
    P(game)["relics"] = {"asia:scroll": 2}
    assert _supported_action(game, "university", 4, 2) == {"deepen", "skip_action"}
    assert P(game)["reputation"] == 7
    P(game)["placed"] = [False, False, False]
    acts = _supported_action(game, "museum", 4, 2)
    assert "study_relic" not in acts and "skip_action" in acts
    P(game)["placed"] = [False, False, False]
    assert _supported_action(game, "museum", 5, 2) == {"study_relic", "skip_action"}


def test_supported_explorer_cannot_sell_a_relic_and_meets_a_patron_at_its_level(game):
    """The City: selling a relic needs no Expertise, so a supported explorer may not sell; meeting a patron pays
    '£3-£5 per Expertise level', every level being a threshold."""
    P(game)["relics"] = {"asia:scroll": 1}
    assert _supported_action(game, "city", 3, 1) == {"meet_patron", "skip_action"}


def test_supported_explorer_goes_only_on_an_expedition_of_that_expertise(game):
    """Port of London: an explorer of 4 raised to 5 (as in the Ur example) may go on an expedition requiring 5, but
    not on one requiring 4 or less (it could have gone without support)."""
    p = P(game)
    p["money"], p["side"] = 99, "A"
    for r in p["knowledge"]:
        p["knowledge"][r] = 12
    p["expeditions"] = [x["id"] for x in EXPEDITIONS[:40]]   # every extra condition met
    five = next(x for x in EXPEDITIONS[40:] if x["expertise"] == 5)
    three = next(x for x in EXPEDITIONS[40:] if x["expertise"] == 3)
    p["private"]["hand"] = [five["id"], three["id"]]
    _supported_action(game, "port", 5, 4)
    cards = {c["card"] for c in commands(game, 0, "organize")}
    assert five["id"] in cards and three["id"] not in cards
    assert all(EXPEDITIONS[c]["expertise"] == 5 for c in cards)
    # without support the same explorer at its natural 4 may take any expedition up to 4
    P(game)["placed"] = [False, False, False]
    P(game)["private"]["hand"] = [three["id"]]
    _supported_action(game, "port", 4, 4)
    assert three["id"] in {c["card"] for c in commands(game, 0, "organize")}
