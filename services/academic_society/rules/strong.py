"""The `strong` policy: information-set MCTS (shared.domain.ismcts) with this game's determinization and the
heuristic's position estimate. The only hidden information is the order of the face-down piles (Royal
Commission and Treatise tiles) and the reshuffle keys: a determinization reshuffles them from their
contents, which every seat can tell (the tiles not yet seen), never from their real order."""

from __future__ import annotations

import random

from shared.domain.engine import detached
from shared.domain.ismcts import SearchSettings, choose, reshuffled

from .bots import greedy_command, heuristic_command, value


def determinize(state: dict, seat: int, rng: random.Random) -> dict:
    world = detached(state)
    if not world.get("players"):
        return world
    world["rc_pile"] = reshuffled(state["rc_pile"], rng)
    for back, pile in state["piles"].items():
        world["piles"][back] = reshuffled(pile, rng)
        # a reshuffle key is a random order of the back's tiles: draw new ones of the same length
        world["shuffle_keys"][back] = [reshuffled(key, rng) for key in state["shuffle_keys"][back]]
    return world



def evaluate(state: dict, seat: int) -> float:
    mine = value(state, seat)
    return mine - max(value(state, other) for other in range(len(state["players"])) if other != seat)


SETTINGS = SearchSettings(determinize=determinize, evaluate=evaluate, rollout=greedy_command,
                          iterations=32, depth=2, horizon=6, scale=4.0, shortlist=4, prior=heuristic_command)


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return choose(engine, SETTINGS, state, seat, rng)
