"""Small follow-up decisions shared by many effects: where Knowledge goes, which
relic is taken, which explorer gains Expertise, the Science-or-Prestige bonus
at Knowledge 8."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement, permutations

from .core import (
    add_relic,
    bag_available,
    gain_chosen_relic,
    gain_knowledge,
    gain_prestige,
    gain_random_relics,
    gain_science,
    player,
    take_relic,
)
from .data import REGIONS


def knowledge_prompt(ctx, seat, amounts, distinct=False, exclude=(), then=None):
    """Gain Knowledge in region(s) of choice: amounts[i] points in the i-th chosen region."""
    push_prompt = {"k": "knowledge", "seat": seat, "amounts": list(amounts), "distinct": distinct,
                   "exclude": list(exclude)}
    if then:
        push_prompt["then"] = then
    ctx.new.append(push_prompt)


def legal_knowledge(state, pr):
    regions = [r for r in REGIONS if r not in pr["exclude"]]
    amounts = pr["amounts"]
    n = len(amounts)
    if len(set(amounts)) == 1:
        combos = combinations(regions, n) if pr["distinct"] else combinations_with_replacement(regions, n)
    else:
        combos = permutations(regions, n)
    return [{"type": "knowledge", "regions": list(c)} for c in combos]


def apply_knowledge(state, pr, cmd, ctx):
    seat = pr["seat"]
    totals = {}
    for region, amount in zip(cmd["regions"], pr["amounts"], strict=True):
        totals[region] = totals.get(region, 0) + amount
    # a region chosen twice is one gain of 2 ("regardless of the number of points")
    for region in REGIONS:
        if region in totals:
            gain_knowledge(state, seat, region, totals[region], ctx)
    then = pr.get("then")
    if then:
        if then == "random_relics_2":  # King's Cross setup: from the previously chosen region
            gain_random_relics(state, seat, cmd["regions"][0], 2, ctx)
        elif then == "relic_choice_among":  # Association of British Archaeologists setup
            gain_chosen_relic(state, seat, cmd["regions"], ctx)


def legal_relic(state, pr):
    p = player(state, pr["seat"])
    only = pr.get("bag_only", False)
    if "random_relics" in p["penalties"]:
        return [{"type": "draw_relic", "region": r} for r in pr["regions"] if bag_available(state, r, only)]
    return [{"type": "take_relic", "region": r, "relic": t}
            for r in pr["regions"] for t in bag_available(state, r, only)]


def apply_relic(state, pr, cmd, ctx):
    seat = pr["seat"]
    if cmd["type"] == "draw_relic":
        gain_random_relics(state, seat, cmd["region"], 1, ctx)
        return
    typ = take_relic(state, cmd["region"], cmd["relic"], ctx)
    if typ is not None:
        add_relic(player(state, seat), f"{cmd['region']}:{typ}")


def legal_keep_relic(state, pr):
    return [{"type": "keep_relic", "relic": t} for t in sorted(set(pr["options"]))]


def apply_keep_relic(state, pr, cmd, ctx):
    """Greater London Foundation: keep 1 of the 2 drawn, discard the other beside its bag."""
    options = list(pr["options"])
    options.remove(cmd["relic"])
    add_relic(player(state, pr["seat"]), f"{pr['region']}:{cmd['relic']}")
    state["bag_discards"][pr["region"]].extend(options)


def expertise_prompt(state, ctx, seat):
    if any(e < 6 for e in player(state, seat)["expertise"]):
        ctx.new.append({"k": "expertise", "seat": seat})


def legal_expertise(state, pr):
    exp = player(state, pr["seat"])["expertise"]
    return [{"type": "raise_expertise", "explorer": i} for i in range(3) if exp[i] < 6]


def apply_expertise(state, pr, cmd, ctx):
    exp = player(state, pr["seat"])["expertise"]
    exp[cmd["explorer"]] = min(6, exp[cmd["explorer"]] + 1)


def legal_bonus8(state, pr):
    return [{"type": "bonus8", "pick": "science"}, {"type": "bonus8", "pick": "prestige"}]


def apply_bonus8(state, pr, cmd, ctx):
    """'Each time you reach or exceed a score of 8 in a region, gain either 1 Science OR 5 Prestige.'"""
    if cmd["pick"] == "science":
        gain_science(state, pr["seat"], 1)
    else:
        gain_prestige(state, pr["seat"], 5, ctx)


PROMPTS = {
    "knowledge": (legal_knowledge, apply_knowledge, False, "Knowledge Track: gain Knowledge in the region of your choice"),
    "relic": (legal_relic, apply_relic, False, "Relics: take 1 relic of your choice"),
    "keep_relic": (legal_keep_relic, apply_keep_relic, False, "Greater London Foundation of Archeology: keep 1 of 2 relics"),
    "expertise": (legal_expertise, apply_expertise, False, "Expertise: add 1 Expertise to the explorer of your choice"),
    "bonus8": (legal_bonus8, apply_bonus8, False, "Knowledge Bonuses: at 8, gain 1 Science OR 5 Prestige"),
}
