"""Where the game stands, by the rulebook's names ("F - Round Sequence"), for a front end's status line
(every view's "progress")."""

from __future__ import annotations

from .state import pending
from .winning import law_vp

STEP_NAMES = {
    "play": "1. Play a topic card face down",
    "features": "4. Use Topic card special features",
    "change": "4. Change cards: return a card",
    "convert": "7. Buying a Law: convert influence",
    "buy": "7. Buying a Law",
    "exchange": "8. Exchanging a card",
    "keep": "8. Exchanging a card: keep one of the two drawn",
}


def progress(state: dict) -> dict:
    phase = state["phase"]
    step = STEP_NAMES.get(phase)
    if phase == "play" and state["wave"] > 1:
        step = "5. Play a second card during the round"
    waiting = [] if state["over"] or step is None else [{"seat": s, "decision": step} for s in pending(state)]
    return {
        "round": state["round"],
        "rounds": state["last_round"],
        "phase": "Game End" if state["over"] else f"Season {state['season']}, Round Sequence",
        "step": None if state["over"] else step,
        "waiting_for": waiting,
        "score_track": "vps",
        "scores": [{"seat": s, "points": sum(law_vp(state, s, v) for v in range(4))} for s in range(state["n"])],
    }
