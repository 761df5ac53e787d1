"""Helpers to build specific Modern Society states (fold real events, then set what a test needs)."""

from __future__ import annotations

import random

from services.modern_society.rules import ENGINE
from services.modern_society.rules.components import BY_NAME, LAWS, TOPIC_IDS
from shared.domain.engine import fold

RED, GREEN, BLUE, BLACK = range(4)


def T(name: str) -> str:
    """Topic id by its printed name."""
    return BY_NAME[name]


def players(n, kind="bot"):
    return [{"name": f"p{i}", "kind": kind} for i in range(n)]


def new_state(n=4, seed=0):
    events = ENGINE.new_game(players(n), {}, random.Random(seed))
    return fold(ENGINE, events), events


def fix_deck(state):
    """Put every topic that is not in a hand, face down, on the table, in the discard pile or being
    exchanged back into the deck, so card conservation holds after a test rearranged things."""
    used = set()
    for h in state["hands"]:
        used.update(h)
    used.update(c for c in state["face_down"] if c)
    used.update(c for _, c, _ in state["table"])
    used.update(state["discard"])
    if state.get("drawn"):
        used.update(state["drawn"]["cards"])
    state["deck"] = [c for c in TOPIC_IDS if c not in used]
    return state


def at_play(n=4, seed=0, hands=None, start=0, round_=1):
    """A state at Round Sequence step 1 (wave 1), every seat with a card pending."""
    state, _ = new_state(n, seed)
    state["start"] = start
    state["round"] = round_
    state["season"] = (round_ - 1) // 3 + 1
    if hands is not None:
        state["hands"] = [list(h) for h in hands]
    state["table"] = []
    state["discard"] = []
    state["played"] = [[] for _ in range(n)]
    state["phase"] = "play"
    state["wave"] = 1
    state["waiting"] = [s for s in range(n) if state["hands"][s]]
    state["face_down"] = [None] * n
    return fix_deck(state)


def give_laws(state, seat, *law_ids):
    for lid in law_ids:
        state["laws"][seat][LAWS[lid]["value"]].append(lid)
        if lid in state["supply"]:
            state["supply"].remove(lid)
    return state


def step(state, seat, command, seed=1):
    """decide + evolve; returns the events."""
    events = ENGINE.decide(state, seat, command, random.Random(seed))
    for e in events:
        ENGINE.evolve(state, e)
    return events


def types(events):
    return [e["type"] for e in events]


def play_all(state, cards_by_seat, seed=1):
    """Every listed seat plays its card (in the dict's order); returns all events."""
    out = []
    for seat, card in cards_by_seat.items():
        out += step(state, seat, {"type": "play", "card": card}, seed)
    return out


def at_exchange(n=4, seed=0, hands=None, start=0, round_=1, queue=None):
    """A state at Round Sequence step 8 with `queue` (default: the start player only) still to decide."""
    state = at_play(n, seed, hands, start, round_)
    state["phase"] = "exchange"
    state["waiting"] = []
    state["wave"] = 1
    state["queue"] = [start] if queue is None else list(queue)
    return state


def at_scored(n=4, seed=0, start=0, round_=1, inf=None, hands=None):
    """A state right after step 6; `advance` then runs step 7 until the first decision."""
    from services.modern_society.rules.round_sequence import advance

    if hands is None:  # one card each, so the round stops at step 8 instead of rolling on
        hands = [[TOPIC_IDS[-1 - s]] for s in range(n)]
    state = at_play(n, seed, hands, start, round_)
    state["waiting"] = []
    state["phase"] = "scored"
    if inf is not None:
        state["inf"] = [list(row) for row in inf]
    return state, (lambda: advance(state, random.Random(seed)))
