"""Optional Actions: Gain reputation, Honor a patron, Present discoveries to the
royal society (triggered by achieving an objective), Reserve an expedition
(triggered by rewards), Find a publisher in Bloomsbury (bloomsbury.py).

'An optional action, triggered by the player, can be performed at any time during
their turn, even during the resolution of a Location action.'
"""

from __future__ import annotations

from .core import (
    REPUTATION_MAX,
    draw_expedition,
    expeditions_available,
    gain_prestige,
    gain_reputation,
    gain_science,
    has_ability,
    player,
    remove_relic,
    take_from_program,
)
from .data import PATRONS, PROGRAM_COST, ROYAL_SOCIETY, RS_TILES, spec_matches
from .royal_society import achieved

TYPES = ("gain_reputation", "honor_patron", "present")
RULES = {
    "gain_reputation": "Gain reputation: 1 Society disc for 2 Reputation, never beyond 9",
    "honor_patron": "Honor a patron: discard the Relic token indicated on the Patron card",
    "present": "Present discoveries to the royal society: achieve the objective of a Royal Society tile",
}


def present_options(state, seat):
    p = player(state, seat)
    if p["discs"] <= 0:  # 'you can no longer ... claim an objective at the Royal Society'
        return []
    out = []
    for group, slot in state["royal_society"].items():
        if group in p["rs_claims"]:
            continue
        if achieved(p, RS_TILES[slot["tile"]]["id"]):
            out.append({"type": "present", "tile": group})
    return out


def commands(state, seat):
    p = player(state, seat)
    cmds = []
    if p["discs"] > 0 and p["reputation"] < REPUTATION_MAX:
        cmds.append({"type": "gain_reputation"})
    relics = p["relics"]
    if relics:
        for pa in p["patrons"]:
            if pa["honored"]:
                continue
            spec = PATRONS[pa["id"]]["relic"]
            for key in sorted(relics):
                if spec_matches(spec, key):
                    cmds.append({"type": "honor_patron", "patron": pa["id"], "relic": key})
    cmds.extend(present_options(state, seat))
    return cmds


def apply(state, seat, cmd, ctx):
    p = player(state, seat)
    t = cmd["type"]
    if t == "gain_reputation":
        p["discs"] -= 1
        p["reputation_discs"] += 1
        gain_reputation(state, seat, 2)
    elif t == "honor_patron":
        remove_relic(state, seat, cmd["relic"])
        for pa in p["patrons"]:
            if pa["id"] == cmd["patron"]:
                pa["honored"] = True
        gain_reputation(state, seat, 1)
    elif t == "present":
        slot = state["royal_society"][cmd["tile"]]
        kind = RS_TILES[slot["tile"]]["reward"]
        p["discs"] -= 1
        p["rs_claims"].append(cmd["tile"])
        if slot["left"] is None:
            slot["left"] = seat
            n = ROYAL_SOCIETY["first"][kind]
        else:
            slot["right"].append(seat)
            n = ROYAL_SOCIETY["later"][kind]
        if kind == "science":
            gain_science(state, seat, n)
        else:
            gain_prestige(state, seat, n, ctx)


# ---- Reserve an expedition ------------------------------------------------------

def legal_reserve(state, pr):
    p = player(state, pr["seat"])
    free = has_ability(p, "free_program_reserve")
    cmds = [{"type": "reserve", "space": s} for s, cid in enumerate(state["program"], start=1)
            if cid is not None and (free or p["reputation"] >= PROGRAM_COST[s])]
    if expeditions_available(state):
        cmds.append({"type": "reserve_draw"})
    cmds.append({"type": "decline"})
    return cmds


def apply_reserve(state, pr, cmd, ctx):
    seat = pr["seat"]
    p = player(state, seat)
    if cmd["type"] == "reserve":
        if not has_ability(p, "free_program_reserve"):
            gain_reputation(state, seat, -PROGRAM_COST[cmd["space"]])
        p["private"]["hand"].append(take_from_program(state, cmd["space"], ctx))
    elif cmd["type"] == "reserve_draw":
        drawn = [c for c in (draw_expedition(state, ctx) for _ in range(3)) if c is not None]
        ctx.new.append({"k": "reserve_keep", "seat": seat, "cards": drawn})


def legal_reserve_keep(state, pr):
    return [{"type": "keep_card", "card": c} for c in pr["cards"]]


def apply_reserve_keep(state, pr, cmd, ctx):
    p = player(state, pr["seat"])
    p["private"]["hand"].append(cmd["card"])
    state["discard"].extend(c for c in pr["cards"] if c != cmd["card"])


PROMPTS = {
    "reserve": (legal_reserve, apply_reserve, False, "Reserve an expedition: from the Program (paying its Reputation) or 3 from the deck, keep 1"),
    "reserve_keep": (legal_reserve_keep, apply_reserve_keep, False, "Reserve an expedition: place one in your hand and discard the other 2"),
}
