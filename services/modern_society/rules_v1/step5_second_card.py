"""Round Sequence 5: Play a second card during the round.

"Players may qualify to play a second card this round in one of the following two ways:
 - If the Topic card they played first has the "x2" symbol.
 - If one of the Laws the player has already passed has a "=x2" symbol ... if the Topic card just played
   gives Red influence points (shown on the upper left side of the card) then the card is counted as a
   "x2" card. NOTE: Influence points from special features of the Topic card do not count."
"A third card is never played" - there is no wave 3.
"If at least one player qualifies to play a second card, repeat steps 1. to 3." - the second cards are played
face down, revealed and adjust the Values; step 4 is not repeated (RULES_NOTES), step 6 scores both cards.
"""

from __future__ import annotations

from .components import TOPICS
from .state import top_law


def qualifies(state, seat) -> bool:
    played = state["played"][seat]
    if not played or not state["hands"][seat]:
        return False
    first = TOPICS[played[0]]
    if first.x2:
        return True
    # Only the top law of a value gives its ability (C: "only gain the special ability ... from ONE Law
    # card from each Value"); the =x2 of a Red law reads the card's printed Red influence only.
    for value in first.gives:
        law = top_law(state, seat, value)
        if law is not None and law["kind"] == "x2":
            return True
    return False


def second_wave_seats(state) -> list[int]:
    return [s for s in range(state["n"]) if qualifies(state, s)]
