"""Automa (Solo and Competitive modes).

'Reveal the top card of the Automa deck and perform the action indicated on the
line corresponding to the current year. If needed, shuffle all previously played
Automa cards to rebuild the deck.'  The Automa gains nothing from the board; its
pawns and discs only block and count in the Grand Gallery majorities.
"""

from __future__ import annotations

from .core import draw_expedition, take_from_program
from .data import AUTOMA, EXPEDITIONS


def legal_automa(state, pr):
    return [{"type": "automa_turn"}]


def draw_card(state, ctx):
    a = state["automa"]
    deck = state["secret"]["automa_deck"]
    if not deck:
        deck.extend(ctx.shuffle(sorted(a["played"])))
        a["played"] = []
    return deck.pop()


def apply_automa(state, pr, cmd, ctx):
    a = state["automa"]
    seat = a["seat"]
    card = draw_card(state, ctx)
    a["played"].append(card)
    a["last"] = card
    a["left"] -= 1
    line = AUTOMA[card]["years"][state["year"] - 1]
    kind = line["kind"]
    a["last_action"] = dict(line)
    if kind == "place":
        state["locations"][line["location"]].append({"seat": seat, "level": line["level"]})
    elif kind == "gallery":
        # collection III leftmost empty space, then collection V rightmost empty space
        discs = state["gallery"][2]["discs"]
        for i in range(len(discs)):
            if discs[i] is None:
                discs[i] = seat
                break
        discs = state["gallery"][4]["discs"]
        for i in range(len(discs) - 1, -1, -1):
            if discs[i] is None:
                discs[i] = seat
                break
    elif kind == "program3":
        cid = state["program"][2]
        if cid is not None:
            take_from_program(state, 3, ctx)
            state["box"].append(cid)
            state["locations"]["port"].append({"seat": seat, "level": EXPEDITIONS[cid]["expertise"]})
    elif kind == "draw_expedition":
        cid = draw_expedition(state, ctx)
        if cid is not None:
            state["box"].append(cid)
            state["locations"]["port"].append({"seat": seat, "level": EXPEDITIONS[cid]["expertise"]})
    elif kind == "bloomsbury":
        stack = state["secret"]["bloomsbury"][str(line["stack"])]
        if stack:
            stack.pop()
            state["bloomsbury"][str(line["stack"])] -= 1
    elif kind == "objective":
        slot = state["royal_society"][line["tile"]]
        if slot["left"] is None:
            slot["left"] = seat


PROMPTS = {
    "automa": (legal_automa, apply_automa, False, "Automa: reveal the top Automa card and perform this year's line"),
}
