"""Phase 2: Research Activities (turn structure; the spaces are in action_spaces.py)."""

from __future__ import annotations

from .steps import push


def drive(state: dict) -> None:
    """"Starting with the first player and continuing in turn order, each player takes one turn ... If you
    have no scholars in your hand, you must pass. You may not pass while you have scholars in your hand."
    Turns go round until every hand is empty; a player with an empty hand is passed over."""
    n = state["n"]
    order = state["order"]
    for k in range(n):
        idx = (state["cursor"] + k) % n
        seat = order[idx]
        player = state["players"][seat]
        if player["hand"] > 0 or player["secretaries"]:
            state["cursor"] = (idx + 1) % n
            push(state, {"k": "place", "seat": seat})
            return
    state["phase"], state["stage"], state["cursor"] = 3, "start", 0
