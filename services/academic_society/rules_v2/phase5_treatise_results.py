"""Phase 5: Treatise Presentation Results."""

from __future__ import annotations

from .components import POSITIONS
from .treatise_tiles import activate


def drive(state: dict) -> None:
    """"each player ... activates, one at a time, the effects of all the Treatise tiles on their Individual
    Board's Treatise presentation spaces ... from the top row to the bottom row, and from left to right."
    The scan resumes after the tile just activated, so a tile placed later in the order is activated too,
    one placed earlier (or in the same position) is not; "only once per round" is the activated list."""
    while state["cursor"] < state["n"]:
        seat = state["order"][state["cursor"]]
        rows = state["players"][seat]["presentation"]
        pos = state["p5pos"]
        while pos < len(POSITIONS):
            subject, slot = POSITIONS[pos]
            pos += 1
            row = rows[subject]
            if slot < len(row) and row[slot] not in state["activated"]:
                state["p5pos"] = pos
                activate(state, seat, row[slot])
                return
        state["cursor"] += 1
        state["p5pos"] = 0
    state["phase"], state["stage"], state["cursor"] = 6, "", 0
