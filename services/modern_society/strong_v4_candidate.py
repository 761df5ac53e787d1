"""A candidate for the `strong` policy's version 4 (issue 39), registered as no version: version 3 without its
departures at the special features step (Round Sequence 4).

Judged on the real cards (services/modern_society/departure_oracle_diagnostic.py, seeds 98,000-98,147 and
98,200-98,347), version 3's departures from the heuristic gained the seat's win share on average (+0.060 a
departure) except at step 4, where they lost it (-0.125 a departure, 40 of them), and the challengers it weighed
there and did not take lost it too. What those commands are worth turns on cards the seat cannot see: a steal
takes a random card from the target's hand, a discard a random card from every other hand, and the search deals
those hands at random, so their candidates differ there by its estimate's noise. The heuristic's rule (the
largest hand stolen from, every feature used) is kept at that step; every other decision is version 3's.
"""

from __future__ import annotations

import random

from .rules.strong import model_command
from .rules.strong_v3 import strong_command as version_3


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    if state["phase"] == "features":
        return model_command(engine, state, seat, rng)
    return version_3(engine, state, seat, rng)
