"""Phase 3: Maintaining Authority."""

from __future__ import annotations

from .authority_track import move, research_report_cost, resolve_columns
from .components import CELL_ORDER, RED
from .individual_board import can_pay, pay, reduced
from .steps import push_all, register

RULE = ("Phase 3: 'Keep the scholar on the cell by spending the Research Report cost ... Move the scholar, without "
        "spending the Research Report cost.'")


def keep_cost(player: dict, cell: int) -> dict:
    """Research Report cost in Theories, less the Sabbatical 'Research Report cost reduction'."""
    return reduced(player, research_report_cost(cell)["theories"], "research_report")


def drive(state: dict) -> None:
    if state["stage"] == "start":
        # "Following the processing order ... process each cell in turn ... Where scholars of more than one
        # player are on the same cell, process them in turn order."
        steps = []
        for cell in CELL_ORDER:
            for seat in state["order"]:
                for c in state["players"][seat]["authority"]:
                    if c == cell:
                        steps.append({"k": "maintain", "seat": seat, "cell": cell})
        state["stage"] = "move"
        push_all(state, steps)
        return
    # "After all cells have been processed, move each scholar that was laid on its side one cell in the
    # direction of the red arrow shown on its cell." Then the same-column return.
    for seat, cell in state["laid"]:
        move(state["players"][seat], cell, RED[cell])
    state["laid"] = []
    for seat in state["order"]:
        resolve_columns(state["players"][seat])
    state["phase"], state["stage"], state["cursor"] = 4, "order", 0


def _options(state: dict, step: dict) -> list:
    player = state["players"][step["seat"]]
    cell = step["cell"]
    if RED[cell] is None:
        # Processing order 13: "must spend the Research Report cost" - no move is offered.
        return [{"type": "maintain", "cell": cell, "keep": True}]
    opts = []
    if can_pay(player, keep_cost(player, cell)):
        opts.append({"type": "maintain", "cell": cell, "keep": True})
    opts.append({"type": "maintain", "cell": cell, "keep": False})
    return opts


def _apply(state: dict, step: dict, cmd: dict) -> None:
    player = state["players"][step["seat"]]
    cell = step["cell"]
    if cmd["keep"]:
        cost = keep_cost(player, cell)
        if can_pay(player, cost):
            pay(player, cost)
        # "if your Influence marker is on the '0' space of the Influence track, you do not spend the
        # Research Report cost": Influence is paid down to 0 at most (RULES_NOTES).
        player["influence"] -= min(player["influence"], research_report_cost(cell)["influence"])
    else:
        state["laid"].append([step["seat"], cell])


register("maintain", RULE, _options, _apply)
