"""Round Sequence 3: Apply Value Adjustments.

"3.1. Starting with Red, add up all the Value Adjustments on the cards played ... and move the Red Value
marker that number of spaces ... The marker cannot go above the +5 space.
 3.2. If the Red Value marker reaches XX, the game ends immediately - refer to "Winning".
 3.3. Repeat steps 3.1. and 3.2. for Green, then Blue, then Black."
"""

from __future__ import annotations

from .components import TOPICS, TRACK_MAX, TRACK_MIN, XX
from .state import ev


def adjustment_events(state, cards) -> list[dict]:
    """Events for the cards just revealed; stops after the first marker that reaches XX (3.2)."""
    out = []
    for value in range(4):
        total = 0
        for card in cards:
            total += TOPICS[card].adjust[value]
        if not total:
            continue
        old = state["track"][value]
        new = max(TRACK_MIN, min(TRACK_MAX, old + total))
        if new != old:
            out.append(ev("value_moved", value=value, by=total, to=new))
        if new in XX:
            out.append(ev("game_ended", reason="anarchy", value=value))
            break
    return out


def apply_value_moved(state, d):
    state["track"][d["value"]] = d["to"]
    return state
