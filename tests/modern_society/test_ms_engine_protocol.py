"""Engine protocol details: legality, clone independence, game over, views."""

import json
import random

import pytest

from services.modern_society.rules import ENGINE
from services.modern_society.rules.state import clone
from shared.domain.engine import Engine, GameOver, IllegalMove, fold, rng_for
from shared.domain.simulation import play_random_game

from .ms_helpers import new_state, players


def test_engine_implements_the_protocol():
    """DESIGN / shared.domain.engine.Engine: the rules package exports ENGINE with every protocol attribute; Modern
    Society is for 3-5 players."""
    assert isinstance(ENGINE, Engine)
    assert ENGINE.name == "modern_society" and (ENGINE.min_players, ENGINE.max_players) == (3, 5)
    assert ENGINE.seat_kinds == ("human", "bot") and set(ENGINE.bot_policies) == {"random", "heuristic", "strong"}


@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_legal_command_is_accepted(n):
    """legal is the single source of legality: every listed command is accepted at every step."""
    rng = random.Random(n)
    events = ENGINE.new_game(players(n), {}, random.Random(n))
    state = fold(ENGINE, events)
    steps = 0
    while not ENGINE.is_over(state):
        seat = rng.choice(ENGINE.pending(state))
        legal = ENGINE.legal(state, seat)
        for cmd in legal:
            assert ENGINE.decide(state, seat, cmd, rng_for(n, steps))
        for e in ENGINE.decide(state, seat, legal[rng.randrange(len(legal))], rng_for(n, steps)):
            ENGINE.evolve(state, e)
        steps += 1


def test_bool_is_not_an_int():
    """A command must match a legal one type for type: {"times": True} is not {"times": 1}."""
    from .ms_helpers import at_scored, give_laws

    state, run = at_scored(5, inf=[[4, 0, 0, 7]] + [[0, 0, 0, 0]] * 4)
    give_laws(state, 0, "R1c")
    run()
    assert {"type": "convert", "times": 1} in ENGINE.legal(state, 0)
    with pytest.raises(IllegalMove) as err:
        ENGINE.decide(state, 0, {"type": "convert", "times": True}, None)
    assert err.value.field == "times"


def test_clone_is_deep_and_equal():
    """decide simulates the automatic steps on clone(state): the copy must equal the state and share no
    container with it, or decide would mutate the state it must leave alone."""
    state = play_random_game(ENGINE, players(4), seed=3, check=False).state
    copy = clone(state)
    assert copy == state

    def containers(obj, acc):
        if isinstance(obj, (list, dict)):
            acc.append(id(obj))
            for v in (obj.values() if isinstance(obj, dict) else obj):
                containers(v, acc)
        return acc

    assert not set(containers(copy, [])) & set(containers(state, []))


def test_no_command_after_the_end():
    """Game End: once over, every command is refused."""
    state = play_random_game(ENGINE, players(3), seed=1, check=False).state
    with pytest.raises(GameOver):
        ENGINE.decide(state, 0, {"type": "pass"}, None)
    assert ENGINE.legal(state, 0) == [] and ENGINE.pending(state) == []


def test_views_show_own_hand_only():
    """Hidden information (issue): a seat sees its own hand, never another's; the spectator sees hand sizes
    only; Preparation 4 "deal 5 to each player. Place the deck face down" (50 - 4 x 5 = 30 left)."""
    state, _ = new_state(4, seed=2)
    own = ENGINE.view(state, 1)
    assert own["hand"] == state["hands"][1]
    blob = json.dumps(ENGINE.view(state, 1))
    for s in (0, 2, 3):
        assert all(f'"{c}"' not in blob for c in state["hands"][s])
    spectator = ENGINE.view(state, None)
    assert "hand" not in spectator and [p["hand_count"] for p in spectator["players"]] == [5, 5, 5, 5]
    assert spectator["pending"] == [0, 1, 2, 3] and spectator["deck_count"] == 30
