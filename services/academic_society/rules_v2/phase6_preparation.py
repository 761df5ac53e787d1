"""Phase 6: Preparation for the Next Round."""

from __future__ import annotations

from .components import CELLS, PREMIER_CELLS, ROUNDS
from .treatise_tiles import refresh_display


def drive(state: dict) -> None:
    players = state["players"]
    # "Each player returns their scholars on the Society Board to their hand. Secretaries return to the Secretariat"
    # Scholars the same-column rule returned during Phase 2 join them: "That scholar will be used as a scholar in
    # Phase 2 of later rounds."
    for p in players:
        p["hand"] += p["board_scholars"] + p.get("scholars_waiting", 0)
        p["board_scholars"] = 0
        p["scholars_waiting"] = 0
        state["secretariat"].extend(p["board_secretaries"])
        p["board_secretaries"] = []
    for sid in state["spaces"]:
        state["spaces"][sid] = None
    state["salon"] = []
    premier_bonus(state)
    refresh_display(state)
    state["activated"] = []
    # "Advance the round marker ... When the round marker reaches the 'END' space, the game ends"
    state["round"] += 1
    if state["round"] > ROUNDS:
        state["over"] = True
        state["phase"], state["stage"] = "end", ""
    else:
        state["phase"], state["stage"], state["cursor"] = 1, "reveal", 0


def premier_bonus(state: dict) -> None:
    """"For the cells ... with processing order '1', '2', '3' and '4', carry out the Premier Bonus in processing
    order. If a player has the only scholar on a cell that is being processed, that player takes the Secretary
    of the subject in that column from the Secretariat ... 2-player game: If there is no Secretary of that
    subject in the Secretariat, you cannot take one." """
    for cell in PREMIER_CELLS:
        owners = [p for p in state["players"] for c in p["authority"] if c == cell]
        subject = CELLS[cell]["column"]
        if len(owners) == 1 and subject in state["secretariat"]:
            state["secretariat"].remove(subject)
            owners[0]["secretaries"].append(subject)
