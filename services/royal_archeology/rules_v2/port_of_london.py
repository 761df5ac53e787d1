"""Port of London - Organize an expedition.

Take a card from the Program (paying the Reputation under its space) or from the
hand; meet the prerequisites (Expertise, Knowledge, Cost, extra condition);
'spend 2 Reputation to reduce the cost of the expedition by £3 once and/or spend
2 Reputation to decrease the Knowledge required by the expedition by 1 once';
explorer skills (Logistics -£3; Expertise -2 Knowledge in its region); then +1
Expertise for the explorer, the card's gains, the Society ability, and the
Program slides and refills.
"""

from __future__ import annotations

from . import society_cards
from .choices import knowledge_prompt
from .core import (
    gain_chosen_relic,
    gain_knowledge,
    gain_money,
    gain_prestige,
    gain_random_relics,
    gain_reputation,
    gain_science,
    player,
    take_from_program,
)
from .data import BOARDS, EXPEDITIONS, PROGRAM_COST

RULE = "Port of London - Organize an expedition"


def skill(p, explorer):
    return BOARDS["boards"][p["board"]]["sides"][p["side"] or "A"][explorer]


def condition_met(p, cond):
    if not cond:
        return True
    key = "region" if cond["kind"] == "region" else "type"
    return any(EXPEDITIONS[c][key] == cond[key] for c in p["expeditions"])


def requirements(p, card, explorer):
    """(knowledge needed, £ cost) after the explorer's skill, before Reputation cuts."""
    sk = skill(p, explorer)
    know = card["knowledge"]
    cost = card["cost"]
    if sk["kind"] == "logistics":
        cost -= 3
    elif sk["region"] == card["region"]:
        know -= 2
    return max(0, know), max(0, cost)


def options_for(p, card, explorer, level, rep_available):
    if level < card["expertise"] or not condition_met(p, card["condition"]):
        return []
    know, cost = requirements(p, card, explorer)
    have = p["knowledge"][card["region"]]
    out = []
    for cut_cost in ((False, True) if cost > 0 else (False,)):
        for cut_know in ((False, True) if know > 0 else (False,)):
            rep = 2 * cut_cost + 2 * cut_know
            if rep > rep_available:
                continue
            if have < know - cut_know or p["money"] < max(0, cost - 3 * cut_cost):
                continue
            out.append((cut_cost, cut_know))
    return out


def actions(state, seat, level, explorer):
    p = player(state, seat)
    cmds = []
    for space, cid in enumerate(state["program"], start=1):
        if cid is None:
            continue
        rep = p["reputation"] - PROGRAM_COST[space]
        if rep < 0:
            continue
        for cc, ck in options_for(p, EXPEDITIONS[cid], explorer, level, rep):
            cmds.append({"type": "organize", "card": cid, "cut_cost": cc, "cut_knowledge": ck})
    for cid in p["private"]["hand"]:
        for cc, ck in options_for(p, EXPEDITIONS[cid], explorer, level, p["reputation"]):
            cmds.append({"type": "organize", "card": cid, "cut_cost": cc, "cut_knowledge": ck})
    return cmds


def apply(state, seat, level, explorer, cmd, ctx):
    p = player(state, seat)
    cid = cmd["card"]
    card = EXPEDITIONS[cid]
    _, cost = requirements(p, card, explorer)
    rep = 2 * cmd["cut_cost"] + 2 * cmd["cut_knowledge"]
    if cmd["cut_cost"]:
        cost = max(0, cost - 3)
    if cid in state["program"]:
        space = state["program"].index(cid) + 1
        rep += PROGRAM_COST[space]
        take_from_program(state, space, ctx)
    else:
        p["private"]["hand"].remove(cid)
    gain_reputation(state, seat, -rep)
    gain_money(state, seat, -cost)
    p["expeditions"].append(cid)
    # Gains: '1. Add 1 Expertise to your explorer on expedition, then gain the indicated benefits'
    p["expertise"][explorer] = min(6, p["expertise"][explorer] + 1)
    region = card["region"]
    for g in card["gains"]:
        kind = g["kind"]
        if kind == "prestige":
            gain_prestige(state, seat, g["n"], ctx)
        elif kind == "science":
            gain_science(state, seat, g["n"])
        elif kind == "knowledge":
            if g["region"] == "explored":
                gain_knowledge(state, seat, region, g["n"], ctx)
            else:
                knowledge_prompt(ctx, seat, [g["n"]])
        elif kind == "relic_random":
            gain_random_relics(state, seat, region, g["n"], ctx)
        elif kind == "relic_choice":
            for _ in range(g["n"]):
                gain_chosen_relic(state, seat, [region], ctx)
        elif kind == "reputation":
            gain_reputation(state, seat, g["n"])
        elif kind == "money":
            gain_money(state, seat, g["n"])
    society_cards.expedition_ability(state, seat, card, ctx)
    if "perm_port" in p["bloomsbury"]:  # Bloomsbury permanent: +1 Knowledge in the explored region
        gain_knowledge(state, seat, region, 1, ctx)


def threshold(cmd, level):
    """An expedition requires the Expertise printed on its card."""
    return EXPEDITIONS[cmd["card"]]["expertise"]


TYPES = ("organize",)
