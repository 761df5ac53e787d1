"""What a seat (or a spectator) may see. Academic Society has no private hands: the only hidden
information is the order of face-down piles (Royal Commission and Treatise piles) and the reshuffle
orders drawn at setup. Nobody sees those, so every seat's view equals the spectator view plus "you"."""

from __future__ import annotations

from shared.domain.engine import detached

from .components import BACKS
from .progress import progress

HIDDEN_STATE_KEYS = ("rc_pile", "piles", "shuffle_keys", "stack", "legal")
HIDDEN_SETUP_KEYS = ("rc_pile", "piles", "shuffle_keys")


def view(state: dict, seat: int | None) -> dict:
    if not state.get("players"):
        return {"game": "academic_society", "started": False, "you": seat}
    out = {k: v for k, v in state.items() if k not in HIDDEN_STATE_KEYS}
    out = detached(out)
    out["rc_pile_count"] = len(state["rc_pile"])
    out["pile_counts"] = {b: len(state["piles"][b]) for b in BACKS}
    top = state["stack"][-1] if state["stack"] and not state["over"] else None
    out["prompt"] = detached(top) if top else None  # the state's own step: hand out a copy
    out["progress"] = progress(state)
    out["you"] = seat
    return out


def event_view(event: dict, seat: int | None) -> dict:
    if event.get("type") != "game_started":
        return event
    data = {k: v for k, v in event["data"].items() if k not in HIDDEN_SETUP_KEYS}
    data["rc_pile_count"] = len(event["data"]["rc_pile"])
    data["pile_counts"] = {b: len(v) for b, v in event["data"]["piles"].items()}
    return {**event, "data": detached(data)}
