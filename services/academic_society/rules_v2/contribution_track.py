"""Management Board, Contribution track: markers, stacking, the upper limit bonus, turn order."""

from __future__ import annotations

from .components import CONTRIB_TOP, UPPER_LIMIT_INFLUENCE


def _to_top_of_stack(state: dict, player: dict) -> None:
    state["stamp"] += 1
    player["stamp"] = state["stamp"]


def gain(state: dict, player: dict, amount: int) -> None:
    """"If your Contribution marker is on the space with the highest Contribution, and you gain further
    Contribution, then instead of moving your marker forward, you gain 2 Influence for each space you
    would have moved. If another player's Contribution marker is also on the highest space, place your
    marker on top." A gain that overshoots the top moves to the top and converts the rest (RULES_NOTES)."""
    if amount <= 0:
        return
    cur = player["contribution"]
    room = CONTRIB_TOP - cur
    if amount > room:
        player["influence"] += UPPER_LIMIT_INFLUENCE * (amount - room)
        amount = room
    player["contribution"] = cur + amount
    _to_top_of_stack(state, player)


def spend(state: dict, player: dict, amount: int) -> None:
    if amount <= 0:
        return
    player["contribution"] -= amount
    _to_top_of_stack(state, player)


def back_to_start(state: dict, player: dict) -> None:
    """"When a Contribution marker is returned to START, if other players' Contribution markers are
    there, place it on top of them." A marker already on START does not move (RULES_NOTES)."""
    if player["contribution"] != 0:
        player["contribution"] = 0
        _to_top_of_stack(state, player)


def ranking_key(player: dict) -> tuple[int, int]:
    """More Contribution first; on one space the higher marker (later arrival) first."""
    return (-player["contribution"], -player["stamp"])
