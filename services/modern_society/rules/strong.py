"""The `strong` policy: information-set MCTS (shared.domain.ismcts) with this game's determinization and a
position estimate. Hidden from a seat: the deck, the other seats' hands, their face-down cards and the two
cards another seat draws when exchanging. A determinization deals all of those again, at random and in the
same numbers, from the cards the seat cannot see (the deck and those hands taken together: every card not
face up nor in its own hand), never from where they really are."""

from __future__ import annotations

import random

from shared.domain.engine import detached
from shared.domain.ismcts import SearchSettings, choose, reshuffled

from .bots import card_value
from .components import LAWS
from .step7_buying_laws import next_level, price
from .strong_model import model_command
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
    unseen = reshuffled(unseen, rng)
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
    """Victory points from Laws; the way Influence has gone towards the next Law of each Value (its vp gain
    times the share of its price held); the face-down card and the hand at the heuristic's card values."""
    total = 0.0
    for v in range(4):
        total += law_vp(state, seat, v)
        level = next_level(state, seat, v)
        prices = [price(state, seat, lid) for lid in state["supply"]
                  if LAWS[lid]["value"] == v and LAWS[lid]["vp"] == level] if level else []
        if prices:
            gain = level - law_vp(state, seat, v)
            total += 0.8 * gain * min(1.0, state["inf"][seat][v] / max(1, min(prices)))
    face_down = state["face_down"][seat]
    if face_down is not None:
        total += 0.5 * card_value(state, seat, face_down)
    return total + 0.1 * sum(card_value(state, seat, card) for card in state["hands"][seat])


def evaluate(state: dict, seat: int) -> float:
    return value(state, seat) - max(value(state, other) for other in range(state["n"]) if other != seat)


SETTINGS = SearchSettings(determinize=determinize, evaluate=evaluate, rollout=model_command,
                          iterations=48, depth=2, horizon=10, scale=3.0, shortlist=6, prior=model_command,
                          margin=0.03)


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return choose(engine, SETTINGS, state, seat, rng)
