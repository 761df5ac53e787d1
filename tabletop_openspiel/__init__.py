"""The hosted games as OpenSpiel games: `import tabletop_openspiel`, then
`pyspiel.load_game("tabletop_royal_archeology(players=2,mode=solo)")` (needs the `openspiel` extra).

Games: tabletop_academic_society (players 2-4), tabletop_royal_archeology (players and mode: standard 3-4,
confrontation 2, competitive 2 with the Automa, solo 1 with the Automa), tabletop_modern_society (players 3-5).
A `seed` parameter (default 0) makes the games a game object deals reproducible.

The engine underneath is the released rules version new hosted games are created on
(shared.domain.rules_versions.current_version): every decision goes through its `decide` and `evolve`, with the
draws the platform would make (rng_for(seed, version): the created event is version 1, so the setup draws from
version 0 and each decision from 1 + the engine events before it; the Automa's choices from
f"{seed}:{version}:bot:{seat}", as the workers do). Given the same seed, seats and decisions, the bridge and a
hosted game record the same engine events (tests/platform/test_openspiel_bridge.py replays the bridge's decisions
through the released engine with the platform's derivation).

Chance: SAMPLED_STOCHASTIC (OpenSpiel's convention for games whose chance outcomes are sampled inside
apply_action). The engines resolve randomness inside `decide` (shuffles of whole decks, bag draws, the Automa's
cards), several draws to one command, from the game's seeded RNG; listing every outcome with its probability as
explicit chance nodes would mean rewriting every engine's draws as separate decisions (a reshuffled deck of 48
cards alone has 48! orders), and would no longer be the released rules' own code. So there are no chance nodes:
a state's future draws are fixed by its seed (the platform's fairness model: the seed is committed at creation),
clones replay the same draws, and `resample_from_infostate` gives a resampled state a fresh seed. Consequence:
OpenSpiel's game serialization (`serialize_game_and_state`) refuses sampled-stochastic games; a state's own
`serialize()` and `game.deserialize_state()` work, so `random_sim_test` runs with serialize=False and the tests
check the state round trip themselves.

Actions: tabletop_openspiel/action_space.py (a fixed enumeration of the game's commands; ids in
[0, num_distinct_actions)), the strings are the commands' canonical JSON, exactly what
POST /v1/games/{id}/commands accepts. Players: OpenSpiel player i is seat i; an Automa seat is the environment's.
Simultaneous decisions (Modern Society's face-down plays) are taken in seat order: the view hides what an earlier
seat chose, so the information is the same. Observations: observer.SeatObserver (the seat's view: engine.view).
Returns: rank-based in [-1, 1] (bridge.TabletopState.returns).
"""

from __future__ import annotations

import pyspiel

from .bridge import TabletopGame, TabletopState, game_type
from .games import SPECS

__all__ = ["TabletopGame", "TabletopState", "SPECS", "game_class"]

_CLASSES: dict[str, type[TabletopGame]] = {}


def game_class(short_name: str) -> type[TabletopGame]:
    return _CLASSES[short_name]


for _spec in SPECS.values():
    _CLASSES[_spec.short_name] = type(f"Tabletop_{_spec.game}", (TabletopGame,), {"spec": _spec})
    pyspiel.register_game(game_type(_spec), _CLASSES[_spec.short_name])
