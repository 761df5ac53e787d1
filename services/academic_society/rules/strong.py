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
    """A full state with the seat's view: the face-down piles reshuffled from their contents, and the hidden
    reshuffle orders replaced by one fresh random order per back. Only the next reshuffle of a back can happen
    within a search's horizon (a pile is drawn in Phase 6 only), so one order serves every later reshuffle;
    redrawing all 14 orders per back was a sixth of the search's time. The real orders are never copied."""
    if not state.get("players"):
        return detached(state)
    world = detached({k: v for k, v in state.items() if k != "shuffle_keys"})
    world["rc_pile"] = reshuffled(state["rc_pile"], rng)
    keys = {}
    for back, pile in state["piles"].items():
        world["piles"][back] = reshuffled(pile, rng)
        hidden = state["shuffle_keys"][back]
        # a reshuffle key is a random order of the back's tiles: its contents are public (setup's tiles)
        order = reshuffled(hidden[0], rng) if hidden else []
        keys[back] = [order] * len(hidden)
    world["shuffle_keys"] = keys
    return world


def evaluate(state: dict, seat: int) -> float:
    mine = value(state, seat)
    return mine - max(value(state, other) for other in range(len(state["players"])) if other != seat)


SETTINGS = SearchSettings(determinize=determinize, evaluate=evaluate, rollout=greedy_command,
                          iterations=32, depth=2, horizon=6, scale=4.0, shortlist=4, prior=heuristic_command)


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return choose(engine, SETTINGS, state, seat, rng)
