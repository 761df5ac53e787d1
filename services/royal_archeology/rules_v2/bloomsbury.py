"""Find a publisher in Bloomsbury and The Bloomsbury Tiles.

'Look through the stack of Bloomsbury tiles corresponding to the Prestige (10 or
25) reached, choose one of the tiles in the stack to reveal ... You can only take
one tile of each type for the entire game.'
"""

from __future__ import annotations

from .choices import expertise_prompt, knowledge_prompt
from .core import gain_chosen_relic, gain_money, gain_reputation, player


def _stack(state, name):
    return state["secret"]["box10"] if name == "box10" else state["secret"]["bloomsbury"][name]


def legal_publisher(state, pr):
    return [{"type": "publisher", "tile": t} for t in sorted(_stack(state, pr["stack"]))] + [{"type": "decline"}]


def apply_publisher(state, pr, cmd, ctx):
    seat = pr["seat"]
    p = player(state, seat)
    if pr["stack"] == "box10":
        p["publisher"]["10"] = True  # the Explorers Club tile is this player's [10] tile
    if cmd["type"] == "decline":
        return
    _stack(state, pr["stack"]).remove(cmd["tile"])
    if pr["stack"] != "box10":
        state["bloomsbury"][pr["stack"]] -= 1
    p["bloomsbury"].append(cmd["tile"])
    immediate(state, seat, cmd["tile"], ctx)


def immediate(state, seat, tile, ctx):
    if tile == "imm_relic":  # 'You cannot take from discarded Relics.'
        gain_chosen_relic(state, seat, None, ctx, bag_only=True)
    elif tile == "imm_reserve":
        ctx.new.append({"k": "reserve", "seat": seat})
    elif tile == "imm_reputation":
        gain_reputation(state, seat, 4)  # 'up to 4': the track stops at 9
    elif tile == "imm_expertise":
        expertise_prompt(state, ctx, seat)
    elif tile == "imm_money":
        gain_money(state, seat, 20)
    elif tile == "imm_knowledge":
        knowledge_prompt(ctx, seat, [1, 1, 1])


PROMPTS = {
    "publisher": (legal_publisher, apply_publisher, False, "Find a publisher in Bloomsbury: choose one tile of the stack"),
}
