"""The `strong` policy (issue 25.2): information-set MCTS that sees only what its seat may see."""

from __future__ import annotations

import importlib
import random

import pytest

from shared.base.config import Config
from shared.domain import clock
from shared.domain.engine import fold
from shared.domain.registry import load_engine as engine_for
from shared.domain.simulation import play_random_game
from shared.http.factory import create_app
from tests.platform.game_configs import CONFIGS, config_id


def _strong(engine):
    return importlib.import_module(f"services.{engine.name}.rules.strong")


def _states(engine, players, options, seed, cuts):
    game = play_random_game(engine, players, options, seed, check=False)
    step = max(1, len(game.events) // (cuts + 1))
    states = [fold(engine, game.events[:cut]) for cut in range(step, len(game.events), step)]
    return [s for s in states if not engine.is_over(s) and engine.pending(s)][:cuts]


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_every_determinization_shows_the_seat_exactly_its_own_view(config):
    """A determinization is a full state the seat cannot tell from the real one: its view is the same."""
    game, players, options = config
    engine = engine_for(game)
    determinize = _strong(engine).determinize
    checked = 0
    for state in _states(engine, players, options, seed=7, cuts=8):
        for seat in range(engine.num_seats(state)):
            for draw in range(2):
                world = determinize(state, seat, random.Random(draw))
                assert engine.view(world, seat) == engine.view(state, seat), (game, seat)
                assert engine.pending(world) == engine.pending(state)
                checked += 1
    assert checked >= 8


@pytest.mark.parametrize("config", [c for c in CONFIGS if len(c[1]) in (3, 4)][::2], ids=config_id)
def test_the_strong_bot_decides_from_the_view_alone(config):
    """Hidden information is never peeked: two states that look the same to the seat (the second one a
    determinization of the first, so every hidden card sits elsewhere) get the same decision from the same
    seeded rng, and the decision is one of the legal commands."""
    game, players, options = config
    engine = engine_for(game)
    determinize = _strong(engine).determinize
    decided = 0
    for state in _states(engine, players, options, seed=11, cuts=6):
        seat = engine.pending(state)[0]
        if engine.view(state, seat).get("players") is None or len(engine.legal(state, seat)) < 2:
            continue
        if any(p.get("kind") == "automa" and p.get("seat") == seat for p in state.get("players", [])):
            continue
        twin = determinize(state, seat, random.Random(99))
        chosen = engine.bot_command(state, seat, "strong", random.Random(5))
        assert chosen in engine.legal(state, seat)
        assert engine.bot_command(twin, seat, "strong", random.Random(5)) == chosen
        assert engine.bot_command(state, seat, "strong", random.Random(5)) == chosen  # reproducible
        decided += 1
        if decided == 2:
            return
    assert decided, "no decision with a choice was tried"


@pytest.mark.parametrize("game", ["academic_society", "royal_archeology", "modern_society"])
def test_strong_is_a_seat_policy_a_timeout_policy_and_a_tournament_filler(game):
    engine = engine_for(game)
    assert "strong" in engine.bot_policies and "strong" in clock.takeover_policies(engine.bot_policies)
    assert engine.bot_policies[0] == "random"  # the default filler stays the cheap one


def test_a_game_with_a_strong_seat_plays_through_the_api(fake_redis):
    app = create_app("modern_society", Config(dispatch="inline"), redis=fake_redis)
    client = app.test_client()
    response = client.post("/v1/games", json={"seed": 3, "players": [
        {"name": "ann", "kind": "human"}, {"name": "s", "kind": "bot", "policy": "strong"},
        {"name": "h", "kind": "bot", "policy": "heuristic"}],
        "clock": {"kind": "fischer", "base_s": 600, "timeout_policy": "strong"}})
    assert response.status_code == 201, response.json
    game_id = response.json["game_id"]
    document = client.get(f"/v1/games/{game_id}").json
    assert document["players"][1]["policy"] == "strong"
    assert client.get(f"/v1/games/{game_id}/audit").json["ok"]


def test_the_strength_bench_shares_seeds_out_over_processes_without_changing_a_figure():
    """make bench plays its 100 seeds on every core: the games, wins and decisions are those of one process."""
    from shared.domain.simulation import strength_trial
    from shared.tools.strength_bench import parallel_trial

    # The heuristic against random bots: the same sharing, at a test's cost.
    alone = strength_trial(engine_for("modern_society"), 3, {}, range(4), "heuristic", "random")
    shared = parallel_trial("modern_society", 3, {}, range(4), processes=2, policy="heuristic", against="random")
    assert (shared.games, shared.win_share, len(shared.decision_seconds)) == \
        (alone.games, alone.win_share, len(alone.decision_seconds))


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_the_strong_bot_plays_a_game_to_its_end_in_every_mode(config):
    """Random simulation of the strong seat in every game and mode, over a game's last decisions (where a
    search's play-outs reach the final scoring: in solo mode the Automa is not ranked, so there is no other
    score to compare with): every command it chooses is legal and the game ends."""
    game, players, options = config
    engine = engine_for(game)
    policies = {seat: p["policy"] if p["kind"] == "automa" else "heuristic" for seat, p in enumerate(players)}
    strong_from = play_random_game(engine, players, options, 13, check=False, policies=policies).decisions * 9 // 10
    events = list(engine.new_game(players, options, random.Random("13:setup")))
    state = fold(engine, events)
    rng = random.Random(13)
    decisions = strong_decisions = 0
    while not engine.is_over(state):
        pending = engine.pending(state)
        seat = pending[rng.randrange(len(pending))]
        policy = "strong" if seat == 0 and decisions >= strong_from else policies[seat]
        command = engine.bot_command(state, seat, policy, random.Random(rng.random()))
        assert command in engine.legal(state, seat)
        strong_decisions += policy == "strong"
        decisions += 1
        for event in engine.decide(state, seat, command, random.Random(len(events))):
            events.append(event)
            state = engine.evolve(state, event)
    assert strong_decisions and engine.score(state)["winners"]
