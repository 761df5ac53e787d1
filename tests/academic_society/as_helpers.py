"""Helpers that build specific Academic Society states by folding the setup event and then placing the
game at a chosen decision point (state dicts are plain data)."""

from __future__ import annotations

import random

from services.academic_society.rules import ENGINE, flow
from services.academic_society.rules.components import SUBJECTS
from shared.domain.engine import fold

M, P, A, C = "mathematics", "physics", "astronomy", "chemistry"


def players(n: int) -> list[dict]:
    return [{"name": f"p{i}", "kind": "human"} for i in range(n)]


def fresh(n: int = 4, seed: int = 0, order: list[int] | None = None) -> dict:
    """A folded new game (Phase 1 of round 1). order= forces the turn order (and the START stacking)."""
    events = ENGINE.new_game(players(n), {}, random.Random(seed))
    if order is not None:
        events[0]["data"]["order"] = list(order)
    return fold(ENGINE, events)


def at(state: dict, phase, stage: str = "", cursor: int = 0, stack: list | None = None) -> dict:
    """Jump to a phase/stage with the given steps and let the flow run to the next decision."""
    state["phase"], state["stage"], state["cursor"] = phase, stage, cursor
    state["stack"] = list(stack or [])
    state["laid"] = []
    if phase != 1:
        state["rc_revealed"] = []
    return flow.advance(state)


def step(state: dict, **stp) -> dict:
    """Put one decision step on top of the current stack and advance."""
    state["stack"].append(stp)
    return flow.advance(state)


def act(state: dict, seat: int, command: dict) -> dict:
    for event in ENGINE.decide(state, seat, command, random.Random(0)):
        state = ENGINE.evolve(state, event)
    return state


def theories(state: dict, seat: int, m=0, p=0, a=0, c=0) -> None:
    state["players"][seat]["theories"] = {M: m, P: p, A: a, C: c}


def empty_hands(state: dict, but: int | None = None) -> None:
    for pl in state["players"]:
        if pl["seat"] != but:
            pl["hand"] = 0
            pl["secretaries"] = []


def pending(state: dict) -> int:
    return ENGINE.pending(state)[0]


def types(cmds: list[dict]) -> set:
    return {c["type"] for c in cmds}


def seat_theories(state: dict, seat: int) -> dict:
    return dict(state["players"][seat]["theories"])


__all__ = ["ENGINE", "SUBJECTS", "M", "P", "A", "C", "fresh", "at", "step", "act", "theories", "empty_hands",
           "pending", "types", "seat_theories", "players"]
