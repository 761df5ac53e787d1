"""The flow of a game: setup -> turn order -> activations -> year end -> final scoring.

`advance` queues the next decision once the queue is empty; `apply_command` resolves one command (a
prompt's decision or an optional action) and advances. The engine, the bots' look-ahead and replay all
go through here.
"""

from __future__ import annotations

from . import final_scoring, optional_actions, phase_a_upkeep, royal_requirements
from .prompts import OPTIONAL, PROMPTS


def _flush(state, ctx):
    if ctx.new or ctx.late:
        state["queue"][0:0] = ctx.new + ctx.late
        ctx.new = []
        ctx.late = []


def _has_turn(state, seat):
    a = state["automa"]
    if a is not None and a["seat"] == seat:
        return a["left"] > 0
    return not all(state["players"][seat]["placed"])


def _next_turn(state):
    order = state["turn_order"]
    n = len(order)
    for k in range(1, n + 1):
        i = (state["turn_idx"] + k) % n
        if _has_turn(state, order[i]):
            state["turn_idx"] = i
            return order[i]
    return None


def advance(state, ctx):
    q = state["queue"]
    while True:
        while q and not PROMPTS[q[0]["k"]][0](state, q[0]):
            q.pop(0)  # nothing left to choose (e.g. an empty bag): the effect fizzles
        if q or state["stage"] == "over":
            return
        stage = state["stage"]
        if stage == "setup":
            phase_a_upkeep.begin_turn_order(state)
        elif stage == "order":
            if state["pick_order"]:
                q.append({"k": "favor", "seat": state["pick_order"].pop(0)})
            else:
                if state["year"] > 1:
                    phase_a_upkeep.gather_explorers(state)
                    phase_a_upkeep.announce_expeditions(state, ctx)
                phase_a_upkeep.start_turns(state)
        elif stage == "turns":
            seat = _next_turn(state)
            if seat is None:
                royal_requirements.check(state, ctx)
                _flush(state, ctx)
                state["stage"] = "year_end"
            elif state["automa"] is not None and seat == state["automa"]["seat"]:
                q.append({"k": "automa", "seat": seat})
            else:
                q.append({"k": "activate", "seat": seat})
        elif stage == "final":
            state["stage"] = "over"  # every final-scoring decision taken: score(state) counts the points
        elif stage == "year_end":
            if state["year"] >= state["years"]:
                final_scoring.begin(state, ctx)
                _flush(state, ctx)
            else:
                state["year"] += 1
                phase_a_upkeep.begin_turn_order(state)


def apply_command(state, seat, cmd, ctx):
    if cmd["type"] in OPTIONAL:
        optional_actions.apply(state, seat, cmd, ctx)
    else:
        pr = state["queue"].pop(0)
        PROMPTS[pr["k"]][1](state, pr, cmd, ctx)
    _flush(state, ctx)
    advance(state, ctx)
    return state


def in_own_turn(state, seat):
    """'An optional action, triggered by the player, can be performed at any time during their turn, even during
    the resolution of a Location action' - so also on the sub-choices of the active player's turn."""
    if state["stage"] != "turns" or state["turn_idx"] < 0:
        return False
    a = state["automa"]
    return state["turn_order"][state["turn_idx"]] == seat and (a is None or a["seat"] != seat)
