"""The `strong` policy: information-set MCTS (shared.domain.ismcts) with this game's determinization and the
heuristic's position estimate. Hidden from a seat: every deck, bag and stack order (state["secret"]) and the
other seats' private cards (hands, Study cards, setup offers). A determinization reshuffles each face-down
zone from its contents and deals the other seats' Expedition cards and Study cards again from everything
the seat cannot see, in the same numbers; it never looks at where they really are."""

from __future__ import annotations

import random

from shared.domain.engine import detached
from shared.domain.ismcts import SearchSettings, apply, choose, reshuffled

from .data import STUDY
from .strong_eval import greedy_model_command, modelled_command, position_value


def determinize(state: dict, seat: int, rng: random.Random) -> dict:
    world = detached(state)
    secret = world.get("secret")
    if not secret:
        return world
    others = [p for p in world["players"] if p["seat"] != seat and p.get("private") is not None]
    # Expedition cards: the deck and the other seats' hands and offers are one unseen pool.
    unseen = list(secret["deck"])
    for p in others:
        unseen += p["private"]["hand"] + p["private"]["offer_expeditions"]
    unseen = reshuffled(unseen, rng)
    for p in others:
        for zone in ("hand", "offer_expeditions"):
            size = len(p["private"][zone])
            p["private"][zone], unseen = unseen[:size], unseen[size:]
    secret["deck"] = unseen
    # Study cards: all but the seat's own (and those chosen face up), dealt again to the others.
    me = world["players"][seat] if seat < len(world["players"]) else None
    mine = list(me["private"]["study"]) if me and me.get("private") else []
    chosen = [p["study_choice"] for p in others if p.get("study_choice") is not None]
    study = reshuffled([c["id"] for c in STUDY if c["id"] not in mine and c["id"] not in chosen], rng)
    for p in others:
        keep = [p["study_choice"]] if p.get("study_choice") is not None else []
        size = len(p["private"]["study"]) - len(keep)
        p["private"]["study"], study = keep + study[:size], study[size:]
    # Society offers: the other seats' offers dealt again among themselves.
    offers = reshuffled([c for p in others for c in p["private"]["offer_society"]], rng)
    for p in others:
        size = len(p["private"]["offer_society"])
        p["private"]["offer_society"], offers = offers[:size], offers[size:]
    for name, zone in secret.items():
        if name == "deck":
            continue
        if isinstance(zone, list):
            secret[name] = reshuffled(zone, rng)
        else:
            secret[name] = {key: reshuffled(part, rng) for key, part in zone.items()}
    return world


def evaluate(state: dict, seat: int) -> float:
    mine = position_value(state, seat)
    rivals = [position_value(state, p["seat"]) for p in state["players"] if p["seat"] != seat and "private" in p]
    return mine - max(rivals) if rivals else mine


# A turn is a chain of one seat's decisions: choose an explorer, place it (location and support), its location
# action and the bonuses it brings; the turn's worth shows only at the end of the chain.
_CHAIN_ENDS = ("activate", "end_turn")
_CHAIN_LIMIT = 8


def chain_value(engine, world, seat, command, rng) -> float:
    """A root command valued where its chain ends: the seat finishes the turn as the heuristic would (its own
    look inside the turn) and the position is evaluated before the turn passes. One step ahead, a placement
    is valued without its action, which says little about it."""
    world = apply(engine, world, seat, command, rng)
    for _ in range(_CHAIN_LIMIT):
        if engine.is_over(world) or engine.pending(world) != [seat] or world["queue"][0]["k"] in _CHAIN_ENDS:
            break
        world = apply(engine, world, seat, modelled_command(engine, world, seat, rng), rng)
    return evaluate(world, seat)


SETTINGS = SearchSettings(determinize=determinize, evaluate=evaluate, rollout=greedy_model_command,
                          iterations=48, depth=1, horizon=8, scale=8.0, shortlist=5, prior=modelled_command,
                          margin=0.08, own_rollout=modelled_command, root_value=chain_value)


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return choose(engine, SETTINGS, state, seat, rng)
