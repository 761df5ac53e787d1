"""Where the game stands, by the rulebook's names ("Game Flow"), for a front end's status line
(every view's "progress")."""

from __future__ import annotations

STAGE_NAMES = {
    "setup": "Game Setup",
    "order": "Phase A. Upkeep",
    "turns": "Phase B. Activation of Explorers",
    "year_end": "Royal Requirements",
    "final": "End of Game and Scoring",
    "over": "End of Game and Scoring",
}


def progress(state: dict, prompts: dict) -> dict:
    """prompts: the engine's prompt table (kind -> (legal, apply, interruptible, rulebook step))."""
    queue = state["queue"]
    top = queue[0] if queue and state["stage"] != "over" else None
    step = prompts[top["k"]][3] if top else None
    automa = state["automa"]["seat"] if state["automa"] else None
    return {
        "round": state["year"],
        "rounds": state["years"],
        "phase": STAGE_NAMES[state["stage"]],
        "step": step,
        "waiting_for": [{"seat": top["seat"], "decision": step}] if top else [],
        "score_track": "Prestige",
        "scores": [{"seat": p["seat"], "points": p["prestige"]} for p in state["players"] if p["seat"] != automa],
    }
