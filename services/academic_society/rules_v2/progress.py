"""Where the game stands, by the rulebook's names, for a front end's status line (every view's "progress")."""

from __future__ import annotations

from .components import ROUNDS

PHASE_NAMES = {
    1: "Phase 1: Contribution to the Nation",
    2: "Phase 2: Research Activities",
    3: "Phase 3: Maintaining Authority",
    4: "Phase 4: Effects of Contribution",
    5: "Phase 5: Treatise Presentation Results",
    6: "Phase 6: Preparation for the Next Round",
}
# step kind -> the decision it asks for, in the rulebook's words
STEP_NAMES = {
    "declare": "Royal Commission: achieve it or not",
    "place": "Place a scholar or Secretary on an action space",
    "sabbatical": "Society Headquarters: place or move a scholar on a Sabbatical track",
    "salon": "Salon: choose an action",
    "bonus": "Bonus action: carry it out or not",
    "maintain": "Maintaining Authority: keep the scholar or move it",
    "forced_move": "Effects of Contribution: move a scholar along the red arrow",
    "spend_any": "Spend a Theory of any subject",
    "gain_any": "Gain a Theory of any subject",
    "blue_move": "Lecture Hall: move a scholar along a blue arrow",
    "take_treatise": "Place a revealed Treatise tile",
    "replace": "Choose the Treatise tile to discard",
    "activate": "Treatise tile effect: use it or not",
}


def progress(state: dict) -> dict:
    scores = [{"seat": p["seat"], "points": p["influence"]} for p in state["players"]]
    if state["over"]:
        return {"round": state["round"], "rounds": ROUNDS, "phase": "Game end and final scoring", "step": None,
                "waiting_for": [], "score_track": "Influence", "scores": scores}
    top = state["stack"][-1] if state["stack"] else None
    return {
        "round": state["round"],
        "rounds": ROUNDS,
        "phase": PHASE_NAMES[state["phase"]],
        "step": STEP_NAMES[top["k"]] if top else None,
        "waiting_for": [{"seat": top["seat"], "decision": STEP_NAMES[top["k"]]}] if top else [],
        "score_track": "Influence",
        "scores": scores,
    }
