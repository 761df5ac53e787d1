"""Phase A. Upkeep (from year 2) and Start of the Game (H).

A.1 Define Turn Order: by descending Reputation ('If 2 players have the same
Reputation, the player whose marker is on top chooses first'), each takes a free
King's Favor space and gains its favor; the leftmost player goes first.
A.2 Gather Explorers. A.3 Announce New Expeditions.
"""

from __future__ import annotations

from .choices import knowledge_prompt
from .core import draw_expedition, gain_chosen_relic, gain_money, gain_prestige, gain_reputation
from .data import AUTOMA, FAVORS


def first_year_pick_order(state):
    """H. 'Randomly determine a player ... Following clockwise order, the other players do the same.'"""
    seats = [p["seat"] for p in state["players"] if p["kind"] != "automa"]
    i = seats.index(state["first"])
    return seats[i:] + seats[:i]


def reputation_pick_order(state):
    seats = [p for p in state["players"] if p["kind"] != "automa"]
    seats.sort(key=lambda p: (-p["reputation"], -p["stamp"]))
    return [p["seat"] for p in seats]


def begin_turn_order(state):
    state["favors"] = [None] * 6
    a = state["automa"]
    if a is not None:
        if state["year"] == 1 or a["last"] is None:
            state["favors"][0] = a["seat"]
        else:
            # 'place the Automa's Society marker ... onto the King's Favor shown ... of the last Automa card played'
            state["favors"][AUTOMA[a["last"]]["favor"] - 1] = a["seat"]
    state["pick_order"] = first_year_pick_order(state) if state["year"] == 1 else reputation_pick_order(state)
    state["stage"] = "order"


def legal_favor(state, pr):
    return [{"type": "take_favor", "space": i + 1} for i, s in enumerate(state["favors"]) if s is None]


def apply_favor(state, pr, cmd, ctx):
    seat = pr["seat"]
    space = cmd["space"]
    state["favors"][space - 1] = seat
    favor = FAVORS[space - 1]
    if favor == "prestige_3":
        gain_prestige(state, seat, 3, ctx)
    elif favor == "money_5":
        gain_money(state, seat, 5)
    elif favor == "reputation_2":
        gain_reputation(state, seat, 2)
    elif favor == "reserve":
        ctx.new.append({"k": "reserve", "seat": seat})
    elif favor == "knowledge_1":
        knowledge_prompt(ctx, seat, [1])
    elif favor == "relic_choice":
        gain_chosen_relic(state, seat, None, ctx)


def gather_explorers(state):
    """A.2: explorers home; the Automa's pawns leave the board too (blocking discs stay)."""
    for p in state["players"]:
        if p["kind"] != "automa":
            p["placed"] = [False, False, False]
    for here in state["locations"].values():
        here[:] = [e for e in here if e.get("fixed")]


def announce_expeditions(state, ctx):
    """A.3: discard spaces 1 and 2, shift the rest two spaces right, draw two for the left spaces."""
    prog = state["program"]
    state["discard"].extend(c for c in prog[:2] if c is not None)
    del prog[:2]
    prog.append(draw_expedition(state, ctx))
    prog.append(draw_expedition(state, ctx))


def start_turns(state):
    state["turn_order"] = [s for s in state["favors"] if s is not None]
    state["turn_idx"] = -1
    if state["automa"] is not None:
        state["automa"]["left"] = 3
    state["stage"] = "turns"


PROMPTS = {
    "favor": (legal_favor, apply_favor, False, "A.1 Define Turn Order: place your marker on an unoccupied King's Favor space"),
}
