"""The City - Meet a patron / Sell a relic.

Meet a patron: 'Draw 2 Patron cards, choose one to keep ... Place the remaining
Patron card at the bottom of the Patron deck ... gain between £3 and £5 per
Expertise level of your explorer.'  Sell a relic: 'Lose 1 Reputation and discard
1 Relic token to gain £15.'
"""

from __future__ import annotations

from .core import gain_money, gain_reputation, has_ability, player, remove_relic
from .data import PATRONS


def meet_patron(state, seat, level, ctx):
    deck = state["secret"]["patron_deck"]
    drawn = deck[:2]
    del deck[:2]
    if drawn:
        ctx.new.append({"k": "patron", "seat": seat, "cards": drawn, "level": level})


def actions(state, seat, level):
    p = player(state, seat)
    cmds = []
    if state["secret"]["patron_deck"]:
        cmds.append({"type": "meet_patron"})
    if p["reputation"] >= 1:
        cmds.extend({"type": "sell_relic", "relic": key} for key in sorted(p["relics"]))
    return cmds


def apply(state, seat, level, cmd, ctx):
    if cmd["type"] == "meet_patron":
        meet_patron(state, seat, level, ctx)
    else:
        p = player(state, seat)
        gain_reputation(state, seat, -1)
        remove_relic(state, seat, cmd["relic"])
        gain_money(state, seat, 18 if has_ability(p, "sell_18") else 15)


def legal_patron(state, pr):
    return [{"type": "keep_patron", "patron": c} for c in pr["cards"]]


def apply_patron(state, pr, cmd, ctx):
    seat = pr["seat"]
    p = player(state, seat)
    p["patrons"].append({"id": cmd["patron"], "honored": False})
    for c in pr["cards"]:
        if c != cmd["patron"]:
            state["secret"]["patron_deck"].append(c)  # bottom of the deck
    money = PATRONS[cmd["patron"]]["rate"] * pr["level"]
    if has_ability(p, "patron_plus_3"):
        money += 3
    gain_money(state, seat, money)


def threshold(cmd, level):
    """Meet a patron pays per Expertise level (every level is a threshold); selling a relic needs no Expertise."""
    return level if cmd["type"] == "meet_patron" else 1


TYPES = ("meet_patron", "sell_relic")
PROMPTS = {
    "patron": (legal_patron, apply_patron, False, "The City - Meet a patron: choose one of the 2 Patron cards"),
}
