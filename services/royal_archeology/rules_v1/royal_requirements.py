"""Royal Requirements (checked at the end of year II/IV with 4 players, III/V otherwise).

'If you did not succeed ..., suffer the indicated penalty and place one of your
Society discs on the corresponding Royal Requirement tile. If you have no more in
reserve, you must retrieve one from the Grand Gallery. If you don't have any in the
Grand Gallery either, use a discarded disc and immediately lose 15 Prestige.'
"""

from __future__ import annotations

from .core import gain_prestige, gain_science, player
from .data import ROYAL_REQUIREMENTS


def met(p, tile):
    kind, n = tile["kind"], tile["n"]
    if kind == "prestige":
        return p["prestige"] >= n
    if kind == "science":
        return p["science"] >= n
    if kind == "expeditions":
        return len(p["expeditions"]) >= n
    if kind == "gallery":
        return p["gallery_discs"] >= n
    if kind == "knowledge_6_two":
        return sum(1 for v in p["knowledge"].values() if v >= 6) >= 2
    if kind == "objective":
        return len(p["rs_claims"]) >= n
    raise KeyError(kind)


def check(state, ctx):
    year = state["year"]
    if year not in state["rr_years"]:
        return
    period = "1" if year == state["rr_years"][0] else "2"
    tile = ROYAL_REQUIREMENTS[state["royal_requirements"][period]]
    for p in state["players"]:
        if p["kind"] == "automa" or met(p, tile):
            continue
        seat = p["seat"]
        penalty = tile["penalty"]
        if penalty in ("support_cap_5", "random_relics", "no_collection_rewards", "no_right_bonus"):
            p["penalties"].append(penalty)  # 'All these penalties are permanent.'
        elif penalty == "lose_science_1":
            gain_science(state, seat, -1)
        elif penalty == "lose_prestige_8":
            gain_prestige(state, seat, -8, None)
        state["royal_requirements"]["discs"][period].append(seat)
        p["rr_discs"] += 1
        if p["discs"] > 0:
            p["discs"] -= 1
        elif p["gallery_discs"] > 0:
            ctx.new.append({"k": "retrieve_disc", "seat": seat})
        else:
            gain_prestige(state, seat, -15, None)


def legal_retrieve(state, pr):
    seat = pr["seat"]
    return [{"type": "retrieve_disc", "collection": ci, "space": si}
            for ci, col in enumerate(state["gallery"]) for si, owner in enumerate(col["discs"]) if owner == seat]


def apply_retrieve(state, pr, cmd, ctx):
    state["gallery"][cmd["collection"]]["discs"][cmd["space"]] = None
    player(state, pr["seat"])["gallery_discs"] -= 1


PROMPTS = {
    "retrieve_disc": (legal_retrieve, apply_retrieve, False, "Royal Requirements: no disc in reserve, retrieve one from the Grand Gallery"),
}
