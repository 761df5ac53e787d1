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
candidate ends half a point better.

Against three heuristic bots (4 players, seeds 0..99, `make bench PART=royal_archeology`) this wins 56% of the
games at a median decision of 150-170 ms CPU (70% of seeds 0-39, 46.7% of seeds 40-99; 8,571 decisions).
The tree search it replaced (shared.domain.ismcts's former `choose`: the other seats modelled by the heuristic
one step ahead, the own turn finished by the heuristic past the tree, 48 iterations, 8 decisions deep, the same
shortlist) won 39.5% at ~130 ms; 72 iterations instead of 48 won 38.0%, a smaller override margin (0.04 instead of 0.08)
39.0%: its simulations showed replies other than the ones a strong seat meets, and stopped before they all came.
"""

from __future__ import annotations

import functools
import marshal
import random

from shared.domain.engine import detached
from shared.domain.ismcts import SearchSettings, apply, choose_paired, reshuffled

from .bots import _OPTIONAL, _candidates, _prompt_legal
from .core import Recorder
from .data import PATRONS, STUDY
from .flow import apply_command
from .scoring import bloomsbury_end, gallery_points, study_science

# -- The strong bot's own copy of the heuristic's position value and look-ahead, cheap enough to run thousands
# of times a decision. Profiling a strong decision showed ~40% of its time in `scoring.study_science` (a bipartite
# matching over every subset of a Study card's objectives), asked again and again by `bots.value` for the same
# card and expeditions. Here that Science is memoized on (card, expeditions); everything else is the heuristic's
# own arithmetic, so `position_value` equals `bots.value` and `modelled_command` chooses exactly what
# `bots.heuristic_command` chooses (tests/royal_archeology/test_ra_strong.py checks both on positions of played
# games). The heuristic bot itself stays untouched: it is the opponent the strong bot is measured against. They
# live here, not in a module of their own, because every other file of the rules package is hashed into its
# released rules version (shared/domain/rules_versions.PRESENTATION).

@functools.lru_cache(maxsize=1 << 16)
def _study_science(study_id, expeditions: tuple) -> int:
    """The Science a Study card gives for these expeditions (pure, so memoized: the matching is the costly part
    of a position's value)."""
    return study_science(study_id, list(expeditions))


def position_value(state, seat) -> float:
    """bots.value, with the Study card Science memoized: the score the game would give now (lowest of Prestige and
    five times Science, plus a little of the higher) and the worth of the resources still to be spent, fading
    as the years pass."""
    p = state["players"][seat]
    gal = gallery_points(state)
    prestige = p["prestige"] + gal.get(seat, 0)
    science = p["science"]
    for tile in p["bloomsbury"]:
        a, b = bloomsbury_end(p, tile, state["gallery"])
        prestige += a
        science += b
    prestige -= sum(PATRONS[pa["id"]]["penalty"] for pa in p["patrons"] if not pa["honored"])
    expeditions = tuple(p["expeditions"])
    if p.get("study_choice") is not None:
        science += _study_science(p["study_choice"], expeditions)
    elif p["private"]["study"]:
        science += max(_study_science(s, expeditions) for s in p["private"]["study"])
    s5 = 5 * science
    final = min(prestige, s5) + 0.3 * max(prestige, s5)
    left = (state["years"] - state["year"] + (0 if state["stage"] == "over" else 1)) / state["years"]
    know = p["knowledge"]
    res = (0.45 * p["money"] + 1.2 * p["reputation"] + 1.6 * sum(min(v, 9) for v in know.values())
           + 2.5 * sum(p["relics"].values()) + 4.0 * sum(p["expertise"]) + 1.5 * p["discs"]
           + 2.0 * len(p["private"]["hand"]) + 1.0 * len(p["expeditions"]))
    return final + left * res


def _after(state, seat, cmd):
    scratch = marshal.loads(marshal.dumps(state))
    apply_command(scratch, seat, cmd, Recorder(random.Random(0)))
    return scratch


def _best(state, seat, legal, depth, stage):
    """bots._best with position_value: the heuristic's look inside its own turn."""
    best, best_cmd = None, None
    pr = state["queue"][0]
    for cmd in _candidates(state, pr, legal, stage):
        if depth > 1 and cmd["type"] in _OPTIONAL:
            continue
        scratch = _after(state, seat, cmd)
        v = None
        if depth > 1:
            _settle_bonuses(scratch, seat)
        if depth > 1 and scratch["stage"] != "over" and scratch["queue"]:
            nxt = scratch["queue"][0]
            if nxt["seat"] == seat and nxt["k"] in ("place", "action"):
                sub = _prompt_legal(scratch, nxt)
                v, _ = _best(scratch, seat, sub, depth - 1, "from_activate" if pr["k"] == "activate" else "")
        if v is None:
            v = position_value(scratch, seat)
        if best is None or v > best:
            best, best_cmd = v, cmd
    return best, best_cmd


_BONUS_PROMPTS_LIMIT = 4  # as bots._BONUS_PROMPTS_LIMIT


def _settle_bonuses(scratch, seat):
    """bots._settle_bonuses with position_value."""
    for _ in range(_BONUS_PROMPTS_LIMIT):
        if scratch["stage"] == "over" or not scratch["queue"]:
            return
        pr = scratch["queue"][0]
        if pr["seat"] != seat or pr["k"] in ("activate", "place", "action", "end_turn"):
            return
        choices = [c for c in _prompt_legal(scratch, pr) if c["type"] not in _OPTIONAL]
        if not choices:
            return
        best, best_cmd = None, None
        for choice in choices:
            v = position_value(_after(scratch, seat, choice), seat)
            if best is None or v > best:
                best, best_cmd = v, choice
        apply_command(scratch, seat, best_cmd, Recorder(random.Random(0)))


def modelled_command(engine, state, seat, rng):
    """What bots.heuristic_command plays here (the same look-ahead, cheaper): the strong bot's model of a
    competent player, and its prior."""
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    depth = {"activate": 3, "place": 2}.get(state["queue"][0]["k"], 1)
    _, cmd = _best(state, seat, legal, depth, "")
    return cmd if cmd is not None else legal[0]


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


SETTINGS = SearchSettings(determinize=determinize, evaluate=evaluate, rollout=modelled_command, iterations=1,
                          horizon=41, shortlist=5, prior=modelled_command, margin=0.5, root_value=chain_value,
                          until=about_to_choose_explorer, outcome=outcome)


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return choose_paired(engine, SETTINGS, state, seat, rng)
