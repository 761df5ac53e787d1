"""The OpenSpiel bridge (tabletop_openspiel): every game, player count and mode passes OpenSpiel's own random
simulation test, the Python ISMCTS bot plays each to its end, the action space maps every command both ways,
and the bridge records exactly the events the released rules engine records for the same seeded decisions."""

from __future__ import annotations

import json
import random

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the [openspiel] extra is not installed")

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import ismcts  # noqa: E402

import tabletop_openspiel  # noqa: E402, F401 (registers the tabletop_* games with pyspiel)
from shared.domain.engine import SeededOnDemand, rng_for  # noqa: E402
from shared.domain.registry import load_engine  # noqa: E402
from shared.domain.rules_versions import current_version, engine_for  # noqa: E402
from tabletop_openspiel.bridge import action_space  # noqa: E402
from tabletop_openspiel.evaluator import HeuristicEvaluator  # noqa: E402

# Every configuration: each game at each player count, Archeology in each mode.
CONFIGURATIONS = [
    "tabletop_academic_society(players=2)",
    "tabletop_academic_society(players=3)",
    "tabletop_academic_society(players=4)",
    "tabletop_royal_archeology(players=1,mode=solo)",
    "tabletop_royal_archeology(players=2,mode=competitive)",
    "tabletop_royal_archeology(players=2,mode=confrontation)",
    "tabletop_royal_archeology(players=3,mode=standard)",
    "tabletop_royal_archeology(players=4,mode=standard)",
    "tabletop_modern_society(players=3)",
    "tabletop_modern_society(players=4)",
    "tabletop_modern_society(players=5)",
]
GAMES = ["academic_society", "royal_archeology", "modern_society"]


@pytest.mark.parametrize("name", CONFIGURATIONS)
def test_openspiels_random_simulation_test_passes(name):
    game = pyspiel.load_game(name)
    # serialize=False: OpenSpiel serializes no sampled-stochastic game with its game (no RNG state for Python
    # games); the state round trip is tested below.
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)


@pytest.mark.parametrize("name", CONFIGURATIONS)
def test_the_python_ismcts_bot_plays_the_game_to_its_end(name):
    game = pyspiel.load_game(name)
    bots = [ismcts.ISMCTSBot(game, HeuristicEvaluator(game), uct_c=2.0, max_simulations=3,
                             random_state=np.random.RandomState(seat)) for seat in range(game.num_players())]
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
        moves += 1
    assert moves <= game.max_game_length()
    returns = state.returns()
    assert all(-1.0 <= r <= 1.0 for r in returns)
    if game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM:
        assert sum(returns) == pytest.approx(0.0)


def test_the_games_load_with_their_parameters_and_refuse_what_the_rules_do_not_allow():
    solo = pyspiel.load_game("tabletop_royal_archeology(players=1,mode=solo)")
    assert solo.num_players() == 1 and solo.new_initial_state().get_game().mode == "solo"
    assert pyspiel.load_game("tabletop_royal_archeology").num_players() == 3
    assert pyspiel.load_game("tabletop_modern_society(players=5)").num_players() == 5
    for refused in ("tabletop_royal_archeology(players=3,mode=confrontation)", "tabletop_academic_society(players=5)",
                    "tabletop_royal_archeology(players=2,mode=tournament)"):
        with pytest.raises(Exception, match="not|unknown mode"):
            pyspiel.load_game(refused)


@pytest.mark.parametrize("game", GAMES)
def test_every_action_id_is_one_command_and_back(game):
    space = action_space(game)
    assert space.size == pyspiel.load_game(f"tabletop_{game}").num_distinct_actions()
    for action in range(space.size):
        assert space.action_of(space.command_of(action)) == action
    with pytest.raises(ValueError):
        space.action_of({"type": "__not_a_command__"})


def test_an_unknown_field_value_is_refused_not_mapped():
    space = action_space("academic_society")
    with pytest.raises(ValueError, match="outside the declared action space"):
        space.action_of({"type": "take_treatise", "tile": "no-such-tile", "subject": "physics"})


@pytest.mark.parametrize("name", ["tabletop_academic_society(players=3)",
                                  "tabletop_royal_archeology(players=2,mode=competitive)",
                                  "tabletop_modern_society(players=4)"])
def test_the_bridge_records_the_events_the_released_engine_records_for_the_same_seeded_decisions(name):
    game = pyspiel.load_game(name)
    state = game.new_initial_state(seed="bridge-check")
    choose = random.Random(7)
    while not state.is_terminal():
        state.apply_action(choose.choice(state.legal_actions()))
    engine = engine_for(game.spec.game, current_version(game.spec.game))
    assert engine is load_engine(game.spec.game)  # the released rules version new games are created on
    # The platform's derivation (shared/app/games/creation.py, commands.py, automation.py): setup from version 0, each
    # decision from the version it is decided at (the created event is version 1), the Automa's own choice from
    # f"{rng}:{version}:bot:{seat}".
    events = engine.new_game(game.seats, game.options, rng_for("bridge-check", 0))
    world = engine.initial_state()
    for event in events:
        world = engine.evolve(world, event)
    for seat, command in state.decisions():
        version = 1 + len(events)
        if seat >= game.num_players():
            assert command == engine.bot_command(world, seat, "automa",
                                                 SeededOnDemand(f"bridge-check:{version}:bot:{seat}"))
        decided = engine.decide(world, seat, command, rng_for("bridge-check", version))
        for event in decided:
            world = engine.evolve(world, event)
        events += decided
    assert state.events() == events
    assert engine.is_over(world) and state.engine_state() == world


@pytest.mark.parametrize("name", ["tabletop_royal_archeology(players=3,mode=standard)",
                                  "tabletop_modern_society(players=3)"])
def test_a_resampled_state_keeps_the_seats_view_and_redraws_what_it_cannot_see(name):
    game = pyspiel.load_game(name)
    state = game.new_initial_state(seed="the-real-seed")
    choose = random.Random(3)
    for _ in range(40):
        state.apply_action(choose.choice(state.legal_actions()))
    seat = state.current_player()
    real = state.engine_state()
    engine = load_engine(game.spec.game)
    differs = False
    for draw in range(5):
        sampler = iter([(draw + 0.5) / 5]).__next__
        world = state.resample_from_infostate(seat, sampler)
        assert world.information_state_string(seat) == state.information_state_string(seat)
        assert world.legal_actions() == state.legal_actions()
        assert state.seed not in world.seed  # future draws are not the real game's, nor derived from its seed
        differs = differs or world.engine_state() != real
        # the other seats' decisions and unredacted events are not carried into the resampled world
        assert all(s == seat for s, _ in world.decisions())
        assert world.events() == [engine.event_view(e, seat) for e in state.events()]
    assert differs, "five resamples all equal the real hidden state"


def test_a_state_round_trips_through_its_serialization():
    game = pyspiel.load_game("tabletop_modern_society(players=3)")
    state = game.new_initial_state()
    choose = random.Random(1)
    for _ in range(25):
        state.apply_action(choose.choice(state.legal_actions()))
    again = game.deserialize_state(state.serialize())
    assert str(again) == str(state) and again.history() == state.history()
    assert again.legal_actions() == state.legal_actions()
    action = state.legal_actions()[0]
    state.apply_action(action)
    again.apply_action(action)
    assert str(again) == str(state)


def test_observations_are_the_seats_view_only():
    game = pyspiel.load_game("tabletop_modern_society(players=3)")
    state = game.new_initial_state(seed="views")
    engine = load_engine("modern_society")
    for seat in range(3):
        hand = state.engine_state()["hands"][seat]
        assert hand
        shown = state.observation_string(seat)
        others = [card for other in range(3) if other != seat for card in state.engine_state()["hands"][other]]
        assert all(f'"{card}"' in shown for card in hand)
        assert not any(f'"{card}"' in shown for card in others if card not in hand)
        assert len(state.observation_tensor(seat)) == game.observation_tensor_size()
        assert len(state.information_state_tensor(seat)) == game.information_state_tensor_size()
    assert engine.view(state.engine_state(), 0) == state.seat_view(0)


def test_a_game_object_deals_a_new_game_each_time_and_the_same_ones_again():
    first = pyspiel.load_game("tabletop_academic_society(players=2,seed=4)")
    games = [first.new_initial_state() for _ in range(3)]
    assert len({state.seed for state in games}) == 3
    again = pyspiel.load_game("tabletop_academic_society(players=2,seed=4)")
    assert [str(again.new_initial_state()) for _ in range(3)] == [str(state) for state in games]  # played at once
    # OpenSpiel's throwaway states (tensor sizes, clones) do not move the sequence on
    fresh = first.new_initial_state()
    assert fresh.seed == "openspiel:4:3"
    first.information_state_tensor_size()
    first.observation_tensor_size()
    fresh.clone()
    assert first.new_initial_state().seed == "openspiel:4:4"


def test_a_simultaneous_face_down_card_stays_hidden_from_the_seats_that_play_after_it():
    """Modern Society's seats play face down at once; the bridge takes them in seat order, and the later seats'
    observations and information states do not show the earlier seats' cards (nor do their legal actions depend
    on them)."""
    game = pyspiel.load_game("tabletop_modern_society(players=3)")
    state = game.new_initial_state(seed="face-down")
    assert state.engine_state()["phase"] == "play" and state.current_player() == 0
    before = {seat: state.information_state_string(seat) for seat in (1, 2)}
    engine = load_engine("modern_society")
    legal_before = engine.legal(state.engine_state(), 1)
    action = state.legal_actions()[0]
    card = json.loads(state.action_to_string(0, action))["card"]
    state.apply_action(action)
    assert state.current_player() == 1 and state.engine_state()["face_down"][0] == card
    for seat in (1, 2):
        assert f'"{card}"' not in state.observation_string(seat)
        assert f'"{card}"' not in state.information_state_string(seat)
        assert state.information_state_string(seat) != before[seat]  # it saw that seat 0 played, not what
    assert sorted(state.legal_actions(1)) == sorted(game.space.action_of(c) for c in legal_before)
    # a resampled world for seat 1 redraws seat 0's face-down card from what seat 1 cannot see
    cards = {state.resample_from_infostate(1, iter([i / 8 + 0.01]).__next__).engine_state()["face_down"][0]
             for i in range(8)}
    assert len(cards) > 1
