"""Automa: deck, turn-order marker and King's Favor rule, explorer removal, the six action kinds."""

import random

import pytest

from services.royal_archeology.rules import ENGINE
from services.royal_archeology.rules.data import AUTOMA, EXPEDITIONS
from services.royal_archeology.rules.scoring import gallery_points
from tests.royal_archeology.ra_helpers import clean_players, drive, front, step, to_turns


@pytest.fixture
def solo():
    return clean_players(to_turns(1, {"mode": "solo"}, seed=3, automa_at=1))


def automa_play(state, line):
    """Play the Automa's turn with a chosen card line for the current year."""
    card = state["secret"]["automa_deck"][-1]
    AUTOMA[card]["years"][state["year"] - 1] = line  # restored by the fixture below
    state["queue"][:] = [{"k": "automa", "seat": state["automa"]["seat"]}]
    step(state, state["automa"]["seat"], {"type": "automa_turn"})
    return card


@pytest.fixture(autouse=True)
def restore_automa():
    saved = [dict(c, years=list(c["years"])) for c in AUTOMA]
    yield
    for c, s in zip(AUTOMA, saved, strict=True):
        c["years"] = s["years"]


def test_automa_legal_is_a_single_command(solo):
    """The Automa's decision is the single command automa_turn; bot_command(..., 'automa') returns it."""
    assert front(solo) == {"k": "automa", "seat": 1}
    assert ENGINE.legal(solo, 1) == [{"type": "automa_turn"}]
    assert ENGINE.bot_command(solo, 1, "automa", random.Random(0)) == {"type": "automa_turn"}
    assert ENGINE.legal(solo, 0) == []


def test_automa_reveals_top_card_and_plays_the_year_line(solo):
    """'Reveal the top card of the Automa deck and perform the action indicated on the line of the current year.'"""
    top = solo["secret"]["automa_deck"][-1]
    line = AUTOMA[top]["years"][0]
    step(solo, 1, {"type": "automa_turn"})
    assert solo["automa"]["played"] == [top] and solo["automa"]["last"] == top
    assert solo["automa"]["last_action"] == line


def test_automa_place_pawn(solo):
    """'Place an Automa Explorer pawn on the indicated location, in the corresponding numbered section.'"""
    automa_play(solo, {"kind": "place", "location": "museum", "level": 5})
    assert solo["locations"]["museum"] == [{"seat": 1, "level": 5}]


def test_automa_gallery_discs(solo):
    """'Place an Automa Society disc in collection III, on the leftmost empty space. Then a second one in collection V,
    on the rightmost empty space.'"""
    solo["gallery"][2]["discs"] = [0, None, None]
    solo["gallery"][4]["discs"] = [None, None, None, None, 0]
    automa_play(solo, {"kind": "gallery"})
    assert solo["gallery"][2]["discs"] == [0, 1, None]
    assert solo["gallery"][4]["discs"] == [None, None, None, 1, 0]


def test_automa_program_space_3(solo):
    """'Take the Expedition card from space [3] of the Program. Place an Automa Explorer pawn in the Port of London
    ... the expedition's expertise level. Return the Expedition card to the box then complete the Program.'"""
    prog = list(solo["program"])
    top = solo["secret"]["deck"][-1]
    automa_play(solo, {"kind": "program3"})
    assert solo["box"] == [prog[2]]
    assert solo["locations"]["port"] == [{"seat": 1, "level": EXPEDITIONS[prog[2]]["expertise"]}]
    assert solo["program"] == prog[:2] + prog[3:] + [top]


def test_automa_draw_expedition(solo):
    """'Draw an Expedition card. Place an Automa Explorer pawn in the Port of London ... Return the card to the box.'"""
    top = solo["secret"]["deck"][-1]
    automa_play(solo, {"kind": "draw_expedition"})
    assert solo["box"] == [top] and solo["locations"]["port"] == [{"seat": 1, "level": EXPEDITIONS[top]["expertise"]}]


def test_automa_bloomsbury(solo):
    """'Draw the top tile from the indicated Bloomsbury tile stack and return it to the box.'"""
    stack = list(solo["secret"]["bloomsbury"]["25"])
    automa_play(solo, {"kind": "bloomsbury", "stack": 25})
    assert solo["secret"]["bloomsbury"]["25"] == stack[:-1] and solo["bloomsbury"]["25"] == len(stack) - 1


def test_automa_objective(solo):
    """'Place an Automa Society disc on the left space of the indicated objective. If this space is no longer free,
    the Automa does nothing this turn.'"""
    automa_play(solo, {"kind": "objective", "tile": "A"})
    assert solo["royal_society"]["A"]["left"] == 1
    solo["royal_society"]["B"]["left"] = 0
    automa_play(solo, {"kind": "objective", "tile": "B"})
    assert solo["royal_society"]["B"]["left"] == 0


def test_automa_deck_reshuffles(solo):
    """'If needed, shuffle all previously played Automa cards to rebuild the deck.'"""
    solo["automa"]["played"] = list(solo["secret"]["automa_deck"])
    solo["secret"]["automa_deck"] = []
    solo["queue"][:] = [{"k": "automa", "seat": 1}]
    events = ENGINE.decide(solo, 1, {"type": "automa_turn"}, random.Random(9))
    assert sorted(events[0]["data"]["rolls"][0]) == list(range(9))
    ENGINE.evolve(solo, events[0])
    assert len(solo["secret"]["automa_deck"]) == 8 and len(solo["automa"]["played"]) == 1


def test_automa_plays_three_turns_a_year_and_no_favor(solo):
    """The Automa has 3 explorers a year like a player; it never gains King's Favors; 'At the beginning of step A.1
    (except during the first year), place the Automa's marker onto the King's Favor shown ... of the last Automa card
    played'; A.2 removes its explorers."""
    drive(solo, lambda s: s["year"] == 2 and s["stage"] == "order" and s["queue"] and s["queue"][0]["k"] == "favor")
    a = solo["automa"]
    assert len(a["played"]) == 3
    space = AUTOMA[a["last"]]["favor"]
    assert solo["favors"][space - 1] == 1
    assert {"type": "take_favor", "space": space} not in ENGINE.legal(solo, 0)
    drive(solo, lambda s: s["stage"] == "turns")
    assert all(e["seat"] != 1 for here in solo["locations"].values() for e in here)
    assert solo["turn_order"].index(1) == sorted(i for i, s in enumerate(solo["favors"]) if s is not None).index(space - 1)


def test_automa_placement_blocks_but_gains_nothing(solo):
    """Automa pawns count as explorers already at a location for Learning from peers but gain no bonus."""
    solo["locations"]["city"] = [{"seat": 1, "level": 5}]
    p = solo["players"][0]
    solo["queue"][:] = [{"k": "place", "seat": 0, "explorer": 0}]
    step(solo, 0, {"type": "place", "location": "city", "level": 1})
    assert p["money"] == 3


def test_automa_discs_count_in_gallery(solo):
    """'The Automa's Society discs are counted ... for the Grand Gallery.'"""
    for col in solo["gallery"]:
        col["discs"] = [None] * len(col["discs"])
    solo["gallery"][2]["discs"] = [1, 1, 0]
    assert gallery_points(solo) == {1: 12}
    from services.royal_archeology.rules.scoring import score
    res = score(solo)
    assert [e["seat"] for e in res["players"]] == [0] and "title" in res


def _solo_game(seed):
    from shared.domain.simulation import play_random_game
    from tests.royal_archeology.ra_helpers import players
    plist = players(1, automa_at=1)
    return play_random_game(ENGINE, plist, {"mode": "solo"}, seed, check=True, policies={1: "automa"})


def test_automa_plays_only_legal_commands_and_its_deck_order_never_leaks():
    """Automa: 'Reveal the top card of the Automa deck' - the deck is face down. The Automa seat plays through the
    common command path (automa_turn, its only legal command); the reshuffle ('shuffle all previously played Automa
    cards to rebuild the deck': 15 turns in 5 years > 9 cards) is recorded in the event but no seat nor spectator
    ever sees it, in events or views."""
    from shared.domain.engine import fold
    r = _solo_game(4)
    automa_events = [e for e in r.events[1:] if e["data"]["seat"] == 1]
    assert len(automa_events) == 15 and all(e["data"]["command"] == {"type": "automa_turn"} for e in automa_events)
    reshuffles = [e for e in automa_events if e["data"]["rolls"]]
    assert reshuffles
    state = fold(ENGINE, r.events[:1])
    for e in r.events[1:]:
        seat = e["data"]["seat"]
        assert e["data"]["command"] in ENGINE.legal(state, seat)
        ENGINE.evolve(state, e)
        for viewer in (0, 1, None):
            assert "rolls" not in ENGINE.event_view(e, viewer)["data"]
            v = ENGINE.view(state, viewer)
            assert "secret" not in v and "automa_deck" not in v
            assert v.get("automa_deck_size") == len(state["secret"]["automa_deck"])
    assert ENGINE.event_view(r.events[0], 0)["data"].get("secret") is None


def test_automa_never_needs_more_than_its_kit():
    """Automa setup: 'Place the Society discs and Explorer pawns of an unused color next to the Automa card deck' - a
    kit of 15 discs and 3 pawns. Its discs only go to collections III and V and the left space of an objective
    (at most 3 + 5 + 3 = 11) and it places at most one pawn a turn, 3 turns a year, gathered at A.2."""
    from services.royal_archeology.rules.data import COLLECTIONS
    for seed in range(6):
        r = _solo_game(100 + seed)
        s = r.state
        sizes = [COLLECTIONS[c["tile"]]["size"] for c in s["gallery"]]
        assert sizes[2] == 3 and sizes[4] == 5
        discs = sum(col["discs"].count(1) for col in s["gallery"])
        discs += sum(1 for slot in s["royal_society"].values() if slot["left"] == 1)
        assert discs <= 11 <= 15
        assert sum(1 for here in s["locations"].values() for e in here if e["seat"] == 1) <= 3
