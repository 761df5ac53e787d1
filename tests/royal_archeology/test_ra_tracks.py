"""Knowledge Track bonuses, relic bags, Phase A upkeep, expedition deck reshuffles."""

import random

import pytest

from services.royal_archeology.rules import ENGINE
from services.royal_archeology.rules.core import (
    Recorder,
    draw_expedition,
    draw_random_relic,
    gain_chosen_relic,
    gain_knowledge,
    remove_relic,
)
from tests.royal_archeology.ra_helpers import clean_players, drive, front, step, to_turns


@pytest.fixture
def game():
    return clean_players(to_turns(3, seed=11))


def P(state, seat=0):
    return state["players"][seat]


def ctx():
    return Recorder(random.Random(0))


def test_knowledge_bonus_at_5(game):
    """'Each time you reach or exceed a score of 5 in a region, gain 1 Science.'"""
    c = ctx()
    P(game)["knowledge"]["asia"] = 4
    gain_knowledge(game, 0, "asia", 3, c)
    assert P(game)["science"] == 1 and P(game)["knowledge"]["asia"] == 7
    gain_knowledge(game, 0, "asia", 0, c)
    assert P(game)["science"] == 1


def test_knowledge_bonus_at_8_is_a_choice(game):
    """'Each time you reach or exceed a score of 8 in a region, gain either 1 Science OR 5 Prestige.'"""
    P(game)["knowledge"]["africa"] = 7
    game["queue"][:] = [{"k": "knowledge", "seat": 0, "amounts": [1], "distinct": False, "exclude": []}]
    step(game, 0, {"type": "knowledge", "regions": ["africa"]})
    assert front(game) == {"k": "bonus8", "seat": 0}
    step(game, 0, {"type": "bonus8", "pick": "prestige"})
    assert P(game)["prestige"] == 5


def test_knowledge_bonus_at_12_and_beyond(game):
    """'Each time you reach a score of 12, gain 2 Science. If you already have a score of 12, gain 1 Prestige for
    each point you would have gained beyond 12.'"""
    c = ctx()
    P(game)["knowledge"]["mediterranean"] = 11
    gain_knowledge(game, 0, "mediterranean", 3, c)
    assert P(game)["knowledge"]["mediterranean"] == 12
    assert P(game)["science"] == 2 and P(game)["prestige"] == 2
    gain_knowledge(game, 0, "mediterranean", 3, c)
    assert P(game)["science"] == 2 and P(game)["prestige"] == 5


def test_british_school_reputation_once_per_gain(game):
    """British School of Orient: 'Each time you gain Knowledge in the Asia region, regardless of the number of points, gain 1 Reputation.'"""
    P(game)["society"] = 3
    gain_knowledge(game, 0, "asia", 2, ctx())
    assert P(game)["reputation"] == 5
    game["queue"][:] = [{"k": "knowledge", "seat": 0, "amounts": [1, 1, 1], "distinct": False, "exclude": []}]
    step(game, 0, {"type": "knowledge", "regions": ["asia", "asia", "asia"]})
    assert P(game)["reputation"] == 6 and P(game)["knowledge"]["asia"] == 5


def test_discard_beside_bag_and_refill(game):
    """Relics: 'Whenever you must discard a Relic token, place it face up next to the bag of its original region.
    If the bag is empty, place all discarded tokens into the bag to replenish the supply.'"""
    game["secret"]["bags"]["asia"] = []
    P(game)["relics"] = {"asia:scroll": 2}
    remove_relic(game, 0, "asia:scroll")
    remove_relic(game, 0, "asia:scroll")
    assert game["bag_discards"]["asia"] == ["scroll", "scroll"]
    c = ctx()
    assert draw_random_relic(game, "asia", c) == "scroll"
    assert game["bag_discards"]["asia"] == [] and game["secret"]["bags"]["asia"] == ["scroll"]
    assert c.rolls == [["scroll", "scroll"]]


def test_chosen_relic_lists_bag_contents(game):
    """A chosen relic is taken from the bag of the region: the legal list is what the bag holds."""
    game["secret"]["bags"]["africa"] = ["pottery", "scroll", "pottery"]
    c = ctx()
    gain_chosen_relic(game, 0, ["africa"], c)
    game["queue"][:] = c.new
    assert ENGINE.legal(game, 0) == [{"type": "take_relic", "region": "africa", "relic": "pottery"},
                                     {"type": "take_relic", "region": "africa", "relic": "scroll"}]
    step(game, 0, {"type": "take_relic", "region": "africa", "relic": "scroll"})
    assert P(game)["relics"] == {"africa:scroll": 1} and game["secret"]["bags"]["africa"] == ["pottery", "pottery"]


def test_science_penalty_draws_relics_at_random(game):
    """Royal Requirements 1: 'instead of choosing Relic tokens, draw them at random.'"""
    P(game)["penalties"] = ["random_relics"]
    top = game["secret"]["bags"]["asia"][-1]
    c = ctx()
    gain_chosen_relic(game, 0, ["asia"], c)
    assert c.new == [] and P(game)["relics"] == {f"asia:{top}": 1}
    c = ctx()
    gain_chosen_relic(game, 0, None, c)
    game["queue"][:] = c.new
    assert {x["type"] for x in ENGINE.legal(game, 0)} == {"draw_relic"}


def test_bloomsbury_relic_tile_cannot_take_discards(game):
    """Bloomsbury: 'Take 1 Relic of your choice from the Region bag of your choice. You cannot take from discarded Relics.'"""
    game["secret"]["bags"]["asia"] = []
    game["bag_discards"]["asia"] = ["scroll"]
    game["secret"]["bloomsbury"]["10"] = ["imm_relic"]
    game["queue"][:] = [{"k": "publisher", "seat": 0, "stack": "10"}]
    step(game, 0, {"type": "publisher", "tile": "imm_relic"})
    assert all(c["region"] != "asia" for c in ENGINE.legal(game, 0))


def test_expedition_deck_reshuffles_discards(game):
    """'If the Expedition deck is empty, shuffle the discard pile to reform the deck.'"""
    game["secret"]["deck"] = []
    game["discard"] = [3, 9, 27]
    c = ctx()
    card = draw_expedition(game, c)
    assert card in (3, 9, 27) and game["discard"] == [] and len(game["secret"]["deck"]) == 2
    assert sorted(c.rolls[0]) == [3, 9, 27]


def test_reshuffle_outcome_is_recorded_in_the_event(game):
    """decide resolves the reshuffle with its rng and writes the outcome into the event; evolve replays it."""
    game["secret"]["deck"] = [1]
    game["discard"] = [3, 9, 27, 30]
    game["queue"][:] = [{"k": "reserve", "seat": 0}]
    events = ENGINE.decide(game, 0, {"type": "reserve_draw"}, random.Random(5))
    rolls = events[0]["data"]["rolls"]
    assert len(rolls) == 1 and sorted(rolls[0]) == [3, 9, 27, 30]
    ENGINE.evolve(game, events[0])
    assert front(game)["cards"][0] == 1 and front(game)["cards"][1:] == rolls[0][::-1][:2]
    assert game["unrolled"] == 0


def _to_year(state, year):
    def pick(s, legal):
        for c in legal:
            if c["type"] not in ("gain_reputation", "honor_patron", "present"):
                return c
        return legal[0]
    drive(state, lambda s: s["year"] == year and s["stage"] == "order" and s["queue"] and s["queue"][0]["k"] == "favor", pick)


def test_upkeep_turn_order_by_reputation_with_stack(game):
    """A.1: 'starting with the player with the highest Reputation ... If 2 players have the same Reputation, the
    player whose marker is on top chooses first.'"""
    state = to_turns(3, seed=2)
    # end year I quickly: nobody has explorers left
    for p in state["players"]:
        p["placed"] = [True, True, True]
    state["players"][0]["reputation"] = 5
    state["players"][1]["reputation"] = 7
    state["players"][2]["reputation"] = 5
    state["players"][0]["stamp"] = 100  # seat 0 moved onto the 5 space last: on top
    state["players"][2]["stamp"] = 50
    state["queue"][:] = []
    pr = {"k": "end_turn", "seat": state["turn_order"][0]}
    state["queue"][:] = [pr]
    step(state, pr["seat"], {"type": "end_turn"})
    assert state["year"] == 2 and front(state)["k"] == "favor"
    assert front(state)["seat"] == 1 and state["pick_order"] == [0, 2]


def test_upkeep_gather_and_announce(game):
    """A.2 Gather Explorers; A.3: 'Discard the Expedition cards from spaces 1 and 2 ... Shift the remaining cards two
    spaces to the right, then draw two new cards to replenish the two left spaces.'"""
    from services.royal_archeology.rules import phase_a_upkeep
    for p in game["players"]:
        p["placed"] = [True, True, True]
    game["locations"]["city"] = [{"seat": 0, "level": 3}, {"seat": -1, "level": 4, "fixed": True}]
    program = list(game["program"])
    deck = list(game["secret"]["deck"])
    game["discard"] = []
    phase_a_upkeep.gather_explorers(game)
    assert all(p["placed"] == [False] * 3 for p in game["players"])
    assert game["locations"]["city"] == [{"seat": -1, "level": 4, "fixed": True}]
    phase_a_upkeep.announce_expeditions(game, ctx())
    assert game["discard"] == program[:2]
    assert game["program"] == program[2:] + [deck[-1], deck[-2]]


def test_game_lasts_4_or_5_years():
    """Game Flow: 4 years with 4 players, 5 with 2-3 players."""
    from shared.domain.simulation import play_random_game
    from tests.royal_archeology.ra_helpers import players
    for n, years in ((4, 4), (3, 5), (2, 5)):
        r = play_random_game(ENGINE, players(n), {}, n, check=False)
        assert r.state["year"] == years and r.state["stage"] == "over"


def test_knowledge_jump_crosses_5_and_8(game):
    """'reach or exceed a score of 5' and 'of 8': a jump from 4 to 9 earns both bonuses."""
    c = ctx()
    P(game)["knowledge"]["south_america"] = 4
    gain_knowledge(game, 0, "south_america", 5, c)
    assert P(game)["science"] == 1 and c.new == [{"k": "bonus8", "seat": 0}]


def test_money_supply_is_the_96_tokens(game):
    """Components 12: '96 £ tokens (56x1, 24x5, 16x10)' (£336); Game Setup 2: 'Form a supply with the £ tokens';
    Iconography: 'Gain £5 from the supply'. A gain takes at most what is left in the supply; payments return."""
    from services.royal_archeology.rules.core import gain_money
    held = sum(p["money"] for p in game["players"])
    assert game["money_supply"] + held == 56 + 24 * 5 + 16 * 10 == 336
    p = game["players"][0]
    p["money"] = 0
    game["money_supply"] = 4
    gain_money(game, 0, 5)
    assert p["money"] == 4 and game["money_supply"] == 0
    gain_money(game, 0, 3)
    assert p["money"] == 4
    gain_money(game, 0, -3)
    assert p["money"] == 1 and game["money_supply"] == 3
