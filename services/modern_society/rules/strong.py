"""The `strong` policy: information-set MCTS (shared.domain.ismcts) with this game's determinization and a
position estimate. Hidden from a seat: the deck, the other seats' hands, their face-down cards and the two
cards another seat draws when exchanging. A determinization deals all of those again, at random and in the
same numbers, from the cards the seat cannot see (the deck and those hands taken together: every card not
face up nor in its own hand), never from where they really are."""

from __future__ import annotations

import random

from shared.domain.engine import detached
from shared.domain.ismcts import SearchSettings, choose

from .bots import heuristic_command
from .winning import law_vp


def determinize(state: dict, seat: int, rng: random.Random) -> dict:
    world = detached(state)
    if not world.get("started") or world["over"]:
        return world
    others = [s for s in range(world["n"]) if s != seat]
    unseen = list(state["deck"])
    for other in others:
        unseen += state["hands"][other]
        if state["face_down"][other] is not None:
            unseen.append(state["face_down"][other])
    drawn = state["drawn"]
    if drawn is not None and drawn["seat"] != seat:
        unseen += drawn["cards"]
    unseen.sort()
    rng.shuffle(unseen)
    for other in others:
        size = len(state["hands"][other])
        world["hands"][other], unseen = unseen[:size], unseen[size:]
        if state["face_down"][other] is not None:
            world["face_down"][other], unseen = unseen[0], unseen[1:]
    if drawn is not None and drawn["seat"] != seat:
        size = len(drawn["cards"])
        world["drawn"]["cards"], unseen = unseen[:size], unseen[size:]
    world["deck"] = unseen
    return world


def value(state: dict, seat: int) -> float:
    """Victory points from Laws, plus what the Influence and the hand may still buy."""
    vp = sum(law_vp(state, seat, v) for v in range(4))
    return vp + 0.2 * sum(state["inf"][seat]) + 0.4 * len(state["hands"][seat])


def evaluate(state: dict, seat: int) -> float:
    return value(state, seat) - max(value(state, other) for other in range(state["n"]) if other != seat)


SETTINGS = SearchSettings(determinize=determinize, evaluate=evaluate, rollout=heuristic_command,
                          iterations=48, depth=2, horizon=10, scale=3.0, shortlist=6)


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return choose(engine, SETTINGS, state, seat, rng)
