"""Phase 1: Contribution to the Nation."""

from __future__ import annotations

from . import contribution_track
from .components import COMMISSION_CONTRIBUTION, COMMISSION_REVEALS, COMMISSIONS
from .individual_board import can_pay, pay, reduced
from .steps import push_all, register

RULE = "Phase 1: Contribution to the Nation"


def commission_cost(player: dict, tile: str) -> dict:
    """"in Phase 1 ... reduce by 1 the Theory of that subject in the 'cost required to achieve' of each
    Royal Commission tile" (Sabbatical Effects: Royal Commission cost reduction)."""
    return reduced(player, COMMISSIONS[tile]["cost"], "royal_commission")


def drive(state: dict) -> None:
    if state["stage"] == "reveal":
        # "Rounds 1-4: 1 tile. Rounds 5-7: 2 tiles."
        k = COMMISSION_REVEALS[state["round"] - 1]
        pile = state["rc_pile"]
        state["rc_revealed"] = [pile.pop() for _ in range(min(k, len(pile)))]
        if state["n"] == 2:
            _two_player_secretaries(state)
        state["stage"] = "turns"
        state["cursor"] = 0
        return
    if state["cursor"] < state["n"]:
        # "Starting with the first player and continuing in turn order ... for each revealed Royal
        # Commission tile, declare whether you will achieve it or not."
        seat = state["order"][state["cursor"]]
        state["cursor"] += 1
        push_all(state, [{"k": "declare", "seat": seat, "tile": t} for t in state["rc_revealed"]])
        return
    # "When every player has finished their turn, remove the revealed Royal Commission tiles from the game."
    state["rc_removed"].extend(state["rc_revealed"])
    state["rc_revealed"] = []
    state["phase"], state["stage"], state["cursor"] = 2, "turns", 0


def _two_player_secretaries(state: dict) -> None:
    """"2-player game: If the total of Theories shown on all the revealed Royal Commission tiles is 2 or
    more for a subject, place the Secretary of that subject on the matching space of the Secretariat." """
    totals: dict[str, int] = {}
    for t in state["rc_revealed"]:
        for s, n in COMMISSIONS[t]["cost"].items():
            totals[s] = totals.get(s, 0) + n
    for s, n in totals.items():
        if n >= 2 and s in state["beside"]:
            state["beside"].remove(s)
            state["secretariat"].append(s)


def _declare_options(state: dict, step: dict) -> list:
    player = state["players"][step["seat"]]
    opts = [{"type": "declare", "tile": step["tile"], "achieve": False}]
    if can_pay(player, commission_cost(player, step["tile"])):
        opts.append({"type": "declare", "tile": step["tile"], "achieve": True})
    return opts


def _declare_apply(state: dict, step: dict, cmd: dict) -> None:
    if cmd["achieve"]:
        # "pay the 'cost required to achieve' printed on the tile, and gain 2 Contribution."
        player = state["players"][step["seat"]]
        pay(player, commission_cost(player, step["tile"]))
        contribution_track.gain(state, player, COMMISSION_CONTRIBUTION)
        state["achieved"].append([step["seat"], step["tile"]])


register("declare", RULE, _declare_options, _declare_apply)
