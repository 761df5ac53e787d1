"""Royal Museum - Exhibit a relic / Study a relic (and the Grand Gallery rewards).

Exhibit: Expertise 2-3 one relic, 4-5 up to two, 6 up to three; a Society disc on a
matching free space of the collection of your choice each; 'Gain the reward ...
up to once per collection per turn.'
Study: Expertise 1-4 discard 1 relic for 1 Science; 5-6 discard 2 for 2 Science.
"""

from __future__ import annotations

from .choices import knowledge_prompt
from .core import gain_money, gain_prestige, gain_reputation, gain_science, has_ability, player, remove_relic
from .data import COLLECTIONS, spec_matches


def exhibit_limit(level):
    return 0 if level < 2 else 1 if level <= 3 else 2 if level <= 5 else 3


def space_spec(state, ci, si):
    col = state["gallery"][ci]
    return COLLECTIONS[col["tile"]]["sides"][col["side"]]["spaces"][si]


def exhibit_options(state, seat):
    p = player(state, seat)
    if p["discs"] <= 0:  # "If you have no more discs in your reserve, you can no longer exhibit relics"
        return []
    cmds = []
    relics = sorted(p["relics"])
    for ci, col in enumerate(state["gallery"]):
        spaces = COLLECTIONS[col["tile"]]["sides"][col["side"]]["spaces"]
        seen = set()
        for si, owner in enumerate(col["discs"]):
            if owner is not None:
                continue
            spec = spaces[si]
            sig = (spec.get("region"), spec.get("type"))
            if sig in seen:  # identical free spaces of one collection are one choice (the leftmost)
                continue
            seen.add(sig)
            for key in relics:
                if spec_matches(spec, key):
                    cmds.append({"type": "exhibit", "relic": key, "collection": ci, "space": si})
    return cmds


def actions(state, seat, level):
    cmds = exhibit_options(state, seat) if level >= 2 else []
    cmds.extend({"type": "study_relic", "relic": key} for key in sorted(player(state, seat)["relics"]))
    return cmds


def collection_reward(state, seat, reward, ctx):
    kind = reward["kind"]
    if kind == "prestige":
        gain_prestige(state, seat, reward["n"], ctx)
    elif kind == "science":
        gain_science(state, seat, reward["n"])
    elif kind == "reputation":
        gain_reputation(state, seat, reward["n"])
    elif kind == "money":
        gain_money(state, seat, reward["n"])
    elif kind == "reserve":
        ctx.new.append({"k": "reserve", "seat": seat})
    elif kind == "knowledge_choice":
        knowledge_prompt(ctx, seat, [reward["n"]])


def exhibit(state, seat, cmd, rewarded, ctx):
    p = player(state, seat)
    ci, si = cmd["collection"], cmd["space"]
    col = state["gallery"][ci]
    col["discs"][si] = seat
    p["discs"] -= 1
    p["gallery_discs"] += 1
    remove_relic(state, seat, cmd["relic"])
    if cmd["relic"].startswith("mediterranean:") and has_ability(p, "mediterranean_exhibit_prestige"):
        gain_prestige(state, seat, 2, ctx)
    if ci not in rewarded:
        rewarded.append(ci)
        if "no_collection_rewards" not in p["penalties"]:
            collection_reward(state, seat, COLLECTIONS[col["tile"]]["sides"][col["side"]]["reward"], ctx)


def apply(state, seat, level, cmd, ctx):
    if cmd["type"] == "exhibit":
        rewarded = []
        exhibit(state, seat, cmd, rewarded, ctx)
        if exhibit_limit(level) > 1:
            ctx.new.append({"k": "exhibit_more", "seat": seat, "left": exhibit_limit(level) - 1, "rewarded": rewarded})
    else:
        remove_relic(state, seat, cmd["relic"])
        gain_science(state, seat, 1)
        if level >= 5:
            ctx.new.append({"k": "study_more", "seat": seat})


def legal_exhibit_more(state, pr):
    return exhibit_options(state, pr["seat"]) + [{"type": "done"}]


def apply_exhibit_more(state, pr, cmd, ctx):
    if cmd["type"] == "done":
        return
    rewarded = list(pr["rewarded"])
    exhibit(state, pr["seat"], cmd, rewarded, ctx)
    if pr["left"] > 1:
        ctx.new.append({"k": "exhibit_more", "seat": pr["seat"], "left": pr["left"] - 1, "rewarded": rewarded})


def legal_study_more(state, pr):
    return [{"type": "study_relic", "relic": key} for key in sorted(player(state, pr["seat"])["relics"])] + [{"type": "done"}]


def apply_study_more(state, pr, cmd, ctx):
    if cmd["type"] == "study_relic":
        remove_relic(state, pr["seat"], cmd["relic"])
        gain_science(state, pr["seat"], 1)


def threshold(cmd, level):
    """The Expertise the action needs at this level: Exhibit 2 / 4 / 6 (1 / 2 / 3 relics), Study 1 / 5 (1 / 2)."""
    if cmd["type"] == "exhibit":
        return 2 if level <= 3 else 4 if level <= 5 else 6
    return 1 if level <= 4 else 5


TYPES = ("exhibit", "study_relic")
PROMPTS = {
    "exhibit_more": (legal_exhibit_more, apply_exhibit_more, True, "Royal Museum - Exhibit a relic: up to 2 (Expertise 4-5) or 3 (Expertise 6) relics"),
    "study_more": (legal_study_more, apply_study_more, True, "Royal Museum - Study a relic: Expertise 5-6 discard 2 relics for 2 Science"),
}
