"""The `strong` policy: paired play-outs of a shortlist to the seat's next turn (shared.domain.ismcts.choose_paired),
with this game's determinization and the heuristic as every seat's model of play. Hidden from a seat: every deck,
bag and stack order (state["secret"]) and the other seats' private cards (hands, Study cards, setup offers). A
determinization reshuffles each face-down zone from its contents and deals the other seats' Expedition cards and
Study cards again from everything the seat cannot see, in the same numbers; it never looks at where they really
are.

A turn is a chain of one seat's decisions (an explorer, its placement, the location action, its bonuses), so the
shortlist values every legal command where its chain ends (`chain_value`: the seat finishes the turn as the
heuristic would) and keeps the best five and the heuristic's own choice. Each candidate is then played out on
the same determinization with the same draws: the seat finishes its turn, every other seat takes its turn as
the heuristic does (the opponents a strong seat meets play exactly that, so only their hidden cards are
guessed), and the play-out stops when the seat is about to choose its next explorer
(`about_to_choose_explorer`). The position there is valued by the heuristic's estimate, own minus the best
other seat's; a finished game by its final scores (`outcome`). The heuristic's choice is kept unless another
candidate ends half a point better. The heuristic itself (bots.py) is what plays every seat of a play-out: its
memoized Study card Science makes it cheap enough for thousands of positions a decision.

Against three heuristic bots (4 players, seeds 0..99, `make bench PART=royal_archeology`) this wins 56% of the
games at a median decision of 150-170 ms CPU (70% of seeds 0-39, 46.7% of seeds 40-99; 8,571 decisions).
The tree search it replaced (shared.domain.ismcts's former `choose`: the other seats modelled by the heuristic
one step ahead, the own turn finished by the heuristic past the tree, 48 iterations, 8 decisions deep, the same
shortlist) won 39.5% at ~130 ms; 72 iterations instead of 48 won 38.0%, a smaller override margin (0.04 instead of 0.08)
39.0%: its simulations showed replies other than the ones a strong seat meets, and stopped before they all came.
"""

from __future__ import annotations

import random

from shared.domain.engine import detached
from shared.domain.ismcts import SearchSettings, apply, choose_paired, reshuffled
from shared.domain.review import Marks, paired_review

from .bots import heuristic_command, value
from .data import STUDY


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
    """The heuristic's estimate (bots.value), own minus the best other seat's."""
    mine = value(state, seat)
    rivals = [value(state, p["seat"]) for p in state["players"] if p["seat"] != seat and "private" in p]
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
        world = apply(engine, world, seat, heuristic_command(engine, world, seat, rng), rng)
    return evaluate(world, seat)


def about_to_choose_explorer(world, seat) -> bool:
    """The seat is about to choose its next explorer: a play-out ends here, after every other seat's reply."""
    prompt = world["queue"][0] if world.get("queue") else None
    return prompt is not None and prompt["seat"] == seat and prompt["k"] == "activate"


# A finished play-out is worth its real final scores, with a little more for the win itself (ties share it).
_WIN, _SHARED_WIN, _LOSS = 5.0, 2.0, -5.0


def outcome(engine, world, seat) -> float:
    """A play-out's end in points: a finished game by its final scores (own total minus the best other's, and
    the win; alone against the Automa, which is not ranked, the own total and the win), any other position by
    `evaluate`."""
    if not engine.is_over(world):
        return evaluate(world, seat)
    result = engine.score(world)
    totals = {p["seat"]: p["total"] for p in result["players"]}
    rival = max((total for other, total in totals.items() if other != seat), default=0)
    won = _WIN if result["winners"] == [seat] else _SHARED_WIN if seat in result["winners"] else _LOSS
    return totals[seat] - rival + won


SETTINGS = SearchSettings(determinize=determinize, evaluate=evaluate, rollout=heuristic_command, iterations=1,
                          horizon=41, shortlist=5, prior=heuristic_command, margin=0.5, root_value=chain_value,
                          until=about_to_choose_explorer, outcome=outcome)


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return choose_paired(engine, SETTINGS, state, seat, rng)


# The game review (shared.domain.review): the strong bot's own search, valued in points; the marks' thresholds:
# docs/ANALYSIS.md.
REVIEW = paired_review(SETTINGS, Marks(inaccuracy=2.0, mistake=5.0, blunder=10.0), unit="points")
