"""Setup (whole game and players), setup validation, and the engine protocol surface."""

import random

import pytest

from services.academic_society.rules import ENGINE
from services.academic_society.rules.components import BACKS, SUBJECTS, TILES
from shared.domain.engine import Engine, RuleViolation, fold

from .as_helpers import fresh, players


@pytest.mark.parametrize("n", [2, 3, 4])
def test_player_setup(n):
    """Players: 'place one scholar pawn on each of the cells with processing order "1", "2", "3" and "4".
    Keep the remaining 3 scholars in your hand.' 'On the "4" space of the Theory track ... place one marker
    in each of the four theory colours.' 'Place your Influence marker on the "0" space'."""
    state = fresh(n, seed=n)
    assert len(state["players"]) == n
    for p in state["players"]:
        assert sorted(p["authority"]) == [1, 2, 3, 4]
        assert p["hand"] == 3
        assert p["theories"] == {s: 4 for s in SUBJECTS}
        assert p["influence"] == 0 and p["contribution"] == 0
        assert all(v == -1 for v in p["sabbatical"].values())


def test_turn_order_is_random_and_contribution_markers_stack_in_turn_order():
    """Turn Order: 'Determine the turn order at random' and 'Place the Contribution markers on the START
    space ... one above another in the turn order, so that the first player's marker is on top.'"""
    orders = {tuple(fresh(4, seed=s)["order"]) for s in range(30)}
    assert len(orders) > 5
    state = fresh(4, seed=3)
    stamps = [state["players"][s]["stamp"] for s in state["order"]]
    assert stamps == sorted(stamps, reverse=True)  # first player highest on the stack


@pytest.mark.parametrize("n", [2, 3, 4])
def test_treatise_piles_and_display(n):
    """'Shuffle the Treatise tiles face down, separated into four piles by back type ... Reveal 2 tiles from
    each pile' and '2-3 player game: Remove from the game the 4 Treatise tiles that show the 4-player icon.'"""
    state = fresh(n, seed=7)
    seen = []
    for back in BACKS:
        assert len(state["display"][back]) == 2
        for t in state["display"][back] + state["piles"][back]:
            assert TILES[t]["back"] == back
            seen.append(t)
    assert len(seen) == len(set(seen))
    four = {t for t, d in TILES.items() if d["four_player_only"]}
    if n < 4:
        assert len(seen) == 32 and not four & set(seen)
    else:
        assert len(seen) == 36 and four <= set(seen)


@pytest.mark.parametrize("n,secretariat", [(2, 0), (3, 4), (4, 4)])
def test_secretaries_at_setup(n, secretariat):
    """'Place one Secretary pawn of each subject on the matching space of the Secretariat' / '2-player game:
    Do not place Secretaries on the Secretariat spaces ... Place them beside the board instead.'"""
    from services.academic_society.rules import setup
    state = setup.build(ENGINE.new_game(players(n), {}, random.Random(0))[0]["data"])  # before Phase 1 runs
    assert len(state["secretariat"]) == secretariat
    assert len(state["beside"]) == 4 - secretariat


def test_royal_commission_pile_and_first_reveal():
    """'Shuffle the Royal Commission tiles face down' and Phase 1 of round 1 reveals 1 tile."""
    state = fresh(4, seed=1)
    assert len(state["rc_revealed"]) == 1 and len(state["rc_pile"]) == 9
    assert state["round"] == 1 and state["phase"] == 1


def test_engine_protocol_surface():
    """shared.domain.engine.Engine: every attribute and method, seat kinds human/bot, policies random/heuristic."""
    assert isinstance(ENGINE, Engine)
    assert ENGINE.name == "academic_society"
    assert (ENGINE.min_players, ENGINE.max_players) == (2, 4)
    assert ENGINE.seat_kinds == ("human", "bot")
    assert set(ENGINE.bot_policies) == {"random", "heuristic", "strong"}
    state = fresh(3)
    assert ENGINE.num_seats(state) == 3
    assert ENGINE.pending(state) == [state["order"][0]]


@pytest.mark.parametrize("bad,field", [
    ([{"name": "a", "kind": "human"}], "players"),
    ([{"name": f"p{i}", "kind": "human"} for i in range(5)], "players"),
    ([{"name": "a", "kind": "human"}, {"name": "b", "kind": "automa"}], "players[1].kind"),
    ([{"name": "a", "kind": "human"}, {"kind": "bot"}], "players[1].name"),
    ([{"name": "a", "kind": "bot", "policy": "genius"}, {"name": "b", "kind": "bot"}], "players[0].policy"),
    ([{"name": "a", "kind": "bot", "colour": "red"}, {"name": "b", "kind": "bot"}], "players[0].colour"),
])
def test_invalid_players_are_refused_with_a_field(bad, field):
    """Overview: 2-4 players; seat kinds human or bot."""
    with pytest.raises(RuleViolation) as err:
        ENGINE.validate_setup(bad, {})
    assert err.value.field == field
    with pytest.raises(RuleViolation):
        ENGINE.new_game(bad, {}, random.Random(0))


def test_unknown_options_are_refused_with_a_field():
    """The game has no options: any option is refused, naming the field."""
    with pytest.raises(RuleViolation) as err:
        ENGINE.validate_setup(players(3), {"variant": "expert"})
    assert err.value.field == "options.variant"
    ENGINE.validate_setup(players(3), {})


def test_setup_is_reproducible_from_the_rng():
    """All randomness comes from the rng handed to new_game and is written into the setup event."""
    a = ENGINE.new_game(players(4), {}, random.Random(42))
    b = ENGINE.new_game(players(4), {}, random.Random(42))
    assert a == b
    assert fold(ENGINE, a) == fold(ENGINE, b)
