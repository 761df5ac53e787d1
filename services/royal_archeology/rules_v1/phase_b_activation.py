"""Phase B. Activation of Explorers.

'1. Choose an explorer from your Society board. 2. Place them in a Location in the
numbered section corresponding to their Expertise or lower. 3. Grant the Location
bonuses if the conditions are met (see Learning from Peers). 4. Perform one
Location action (and only one). 5. Apply the special ability of your Society
and/or any Bloomsbury tile if applicable. 6. Discard down to 3 cards in hand.'
Support an explorer: 1 Reputation a temporary Expertise, never above 6 nor above
the action's threshold (5 under the Prestige Royal Requirement penalty).
"""

from __future__ import annotations

from . import port_of_london, royal_museum, the_city, university
from .choices import knowledge_prompt
from .core import (
    bag_available,
    gain_money,
    gain_prestige,
    gain_random_relics,
    gain_reputation,
    has_ability,
    player,
)
from .data import LOC_BONUS, LOC_REPUTATION, LOCATIONS, NEUTRAL, REGIONS, SUPPORT_THRESHOLD

HAND_LIMIT = 3
SECTIONS = {"university": university, "museum": royal_museum, "city": the_city, "port": port_of_london}


# ---- 1. choose an explorer --------------------------------------------------

def legal_activate(state, pr):
    p = player(state, pr["seat"])
    return [{"type": "activate", "explorer": i} for i in range(3) if not p["placed"][i]]


def apply_activate(state, pr, cmd, ctx):
    ctx.new.append({"k": "place", "seat": pr["seat"], "explorer": cmd["explorer"]})


# ---- 2. place (with optional support) ----------------------------------------

def reputation_needed(p, location):
    """City 4, Royal Museum 6 (4 for the Association of British Archaeologists)."""
    if location == "museum" and has_ability(p, "museum_reputation_4"):
        return 4
    return LOC_REPUTATION[location]


def max_level(p, explorer, location):
    exp = p["expertise"][explorer]
    cap = 5 if "support_cap_5" in p["penalties"] else 6
    cap = min(cap, SUPPORT_THRESHOLD[location])
    return max(exp, min(exp + p["reputation"], cap))


# 'An explorer's Expertise cannot be temporarily increased beyond the threshold required by the action': the
# levels at which some action of the location starts a tier (University: 1 Knowledge at 1, 2 Knowledge at 3,
# Deepen at 4; Royal Museum: Study 1 relic at 1 and 2 at 5, Exhibit 1 relic at 2, 2 at 4, 3 at 6; The City: a
# Patron pays per level; Port of London: expeditions require 1 to 6). A supported explorer must land on one.
SUPPORT_LEVELS = {
    "university": (1, 3, 4),
    "museum": (1, 2, 4, 5, 6),
    "city": (1, 2, 3, 4, 5, 6),
    "port": (1, 2, 3, 4, 5, 6),
}


def legal_place(state, pr):
    p = player(state, pr["seat"])
    exp = p["expertise"][pr["explorer"]]
    cmds = []
    for loc in LOCATIONS:
        if p["reputation"] < reputation_needed(p, loc):  # checked before any support
            continue
        allowed = SUPPORT_LEVELS[loc]
        for level in range(1, max_level(p, pr["explorer"], loc) + 1):
            if level <= exp or level in allowed:
                cmds.append({"type": "place", "location": loc, "level": level})
    return cmds


def _right_bonus(state, seat, location, ctx):
    kind = LOC_BONUS[location]["right"]
    if kind == "reputation_1":
        gain_reputation(state, seat, 1)
    else:  # prestige_2
        gain_prestige(state, seat, 2, ctx)


def _left_bonus(state, seat, location, ctx):
    kind = LOC_BONUS[location]["left"]
    if kind == "knowledge_1":
        knowledge_prompt(ctx, seat, [1])
    elif kind == "reputation_1":
        gain_reputation(state, seat, 1)
    elif kind == "money_3":
        gain_money(state, seat, 3)
    else:  # reserve
        ctx.new.append({"k": "reserve", "seat": seat})


def learning_from_peers(state, seat, location, level, ctx):
    """Left bonus once if the placed explorer is lower than any explorer there; then the right
    bonus to every explorer of highest Expertise there (players only, not the Automa or blockers)."""
    here = state["locations"][location]
    if not here:
        return
    top = max(e["level"] for e in here)
    if level >= top:
        return
    _left_bonus(state, seat, location, ctx)
    automa = state["automa"]["seat"] if state["automa"] else None
    for e in here:
        if e["level"] == top and e["seat"] != NEUTRAL and e["seat"] != automa:
            if "no_right_bonus" not in player(state, e["seat"])["penalties"]:
                _right_bonus(state, e["seat"], location, ctx)


def bloomsbury_on_placement(state, seat, location, ctx):
    p = player(state, seat)
    tiles = p["bloomsbury"]
    if location == "university" and "perm_university" in tiles:
        ctx.new.append({"k": "university_relic", "seat": seat})
    elif location == "museum" and "perm_museum" in tiles:
        gain_reputation(state, seat, 2)
    elif location == "city" and "perm_city" in tiles:
        gain_prestige(state, seat, 2, ctx)


def apply_place(state, pr, cmd, ctx):
    seat, explorer = pr["seat"], pr["explorer"]
    p = player(state, seat)
    loc, level = cmd["location"], cmd["level"]
    support = max(0, level - p["expertise"][explorer])
    if support:
        gain_reputation(state, seat, -support)
    learning_from_peers(state, seat, loc, level, ctx)
    state["locations"][loc].append({"seat": seat, "level": level, "explorer": explorer})
    p["placed"][explorer] = True
    ctx.new.append({"k": "action", "seat": seat, "location": loc, "level": level, "explorer": explorer,
                    "support": support})
    bloomsbury_on_placement(state, seat, loc, ctx)
    ctx.new.append({"k": "end_turn", "seat": seat})


# ---- 4. one location action --------------------------------------------------

def legal_action(state, pr):
    seat, loc, level = pr["seat"], pr["location"], pr["level"]
    if loc == "port":
        cmds = port_of_london.actions(state, seat, level, pr["explorer"])
    else:
        cmds = SECTIONS[loc].actions(state, seat, level)
    if pr.get("support"):
        # a supported explorer performs only an action whose threshold is the level it was raised to
        threshold = SECTIONS[loc].threshold
        cmds = [c for c in cmds if threshold(c, level) >= level]
    cmds.append({"type": "skip_action"})
    return cmds


def apply_action(state, pr, cmd, ctx):
    if cmd["type"] == "skip_action":
        return
    seat, loc, level = pr["seat"], pr["location"], pr["level"]
    if loc == "port":
        port_of_london.apply(state, seat, level, pr["explorer"], cmd, ctx)
    else:
        SECTIONS[loc].apply(state, seat, level, cmd, ctx)


# ---- Bloomsbury permanent tile: a random relic from the region of your choice --

def legal_university_relic(state, pr):
    return [{"type": "draw_relic", "region": r} for r in REGIONS if bag_available(state, r)]


def apply_university_relic(state, pr, cmd, ctx):
    gain_random_relics(state, pr["seat"], cmd["region"], 1, ctx)


# ---- 6. end of turn and hand limit ---------------------------------------------

def legal_end_turn(state, pr):
    hand = player(state, pr["seat"])["private"]["hand"]
    if len(hand) > HAND_LIMIT:
        return [{"type": "discard_card", "card": c} for c in hand]
    return [{"type": "end_turn"}]


def apply_end_turn(state, pr, cmd, ctx):
    if cmd["type"] == "discard_card":
        player(state, pr["seat"])["private"]["hand"].remove(cmd["card"])
        state["discard"].append(cmd["card"])
        ctx.new.append(pr)  # still the end of the same turn


PROMPTS = {
    "activate": (legal_activate, apply_activate, True, "Phase B step 1: choose an explorer from your Society board"),
    "place": (legal_place, apply_place, True, "Phase B step 2: place the explorer in the section of its Expertise or lower (Support an explorer)"),
    "action": (legal_action, apply_action, True, "Phase B step 4: perform one Location action"),
    "university_relic": (legal_university_relic, apply_university_relic, False, "Bloomsbury: a random relic from the region of your choice at the University"),
    "end_turn": (legal_end_turn, apply_end_turn, True, "Phase B step 6: discard down to 3 cards in hand"),
}
