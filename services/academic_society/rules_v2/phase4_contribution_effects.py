"""Phase 4: Effects of Contribution."""

from __future__ import annotations

from . import contribution_track
from .authority_track import move, red_cells, resolve_columns
from .components import CONTRIB_SPACES, RED
from .steps import push, register

FORCED_RULE = ("Phase 4: 'The player whose Contribution marker is on the lowest space ... choose one of their scholars "
               "on the Authority track and move it one cell in the direction of the red arrow'")


def drive(state: dict) -> None:
    players = state["players"]
    stage = state["stage"]
    if stage == "order":
        # "players with more Contribution take their turns earlier. If two Contribution markers are on the
        # same space, the player whose marker is higher on that space goes first."
        state["order"] = sorted(state["order"], key=lambda s: contribution_track.ranking_key(players[s]))
        state["stage"], state["cursor"] = "bonus", 0
        return
    if stage == "bonus":
        if state["cursor"] < state["n"]:
            # "Following the new turn order, each player gains the bonus printed on the space ..."
            seat = state["order"][state["cursor"]]
            state["cursor"] += 1
            player = players[seat]
            bonus = CONTRIB_SPACES[player["contribution"]]
            player["influence"] += bonus.get("influence", 0)
            if bonus.get("theory_any"):
                push(state, {"k": "gain_any", "seat": seat, "n": bonus["theory_any"]})
            return
        low = min(p["contribution"] for p in players)
        # "If several players' Contribution markers are on the lowest space ... starting with the player
        # whose marker is highest."
        state["lowest"] = sorted((p["seat"] for p in players if p["contribution"] == low),
                                 key=lambda s: -players[s]["stamp"])
        state["stage"], state["cursor"] = "lowest", 0
        return
    if state["cursor"] < len(state["lowest"]):
        seat = state["lowest"][state["cursor"]]
        state["cursor"] += 1
        contribution_track.back_to_start(state, players[seat])
        push(state, {"k": "forced_move", "seat": seat})
        return
    state["lowest"] = []
    state["phase"], state["stage"], state["cursor"] = 5, "turns", 0
    state["p5pos"] = 0


def _options(state: dict, step: dict) -> list:
    return [{"type": "forced_move", "cell": c} for c in red_cells(state["players"][step["seat"]])]


def _apply(state: dict, step: dict, cmd: dict) -> None:
    player = state["players"][step["seat"]]
    move(player, cmd["cell"], RED[cmd["cell"]])
    resolve_columns(player)


register("forced_move", FORCED_RULE, _options, _apply)
