"""A candidate for the `strong` policy's version 4 (issue 39), registered as no version: version 3's search, which
tests one challenger against the heuristic's choice, testing a second when the first is turned down.

Judged on the real cards (services/modern_society/departure_oracle_diagnostic.py at 15c4e33, 296 games), version
3's departures are worth +0.062 of a win each, and more the clearer the search sees them (+0.157 at a last look's
z of 3-4, +0.035 at 2-2.5); the challengers its test turns down are worth nothing (-0.030 when the advantage is
gone, -0.010 when still open). Its strength is in the departures it finds, and it looks for one only among the
first stage's best: the first stage plays each candidate on about seven worlds, so the best challenger there is
often not the best one. Here, when the first challenger's test ends without a departure (its advantage gone, or
still open after LOOKS looks), the next best of the first stage, if its mean beat the heuristic's choice there, is
tested the same way on worlds of its own. Every decision version 3 departs in is unchanged, and so is its choice
where no second challenger beat the heuristic's choice in the first stage.
"""

from __future__ import annotations

import math
import random

from shared.domain.ismcts import _key, root_candidates

from .rules.strong_v3 import CONFIRM_WORLDS, FIRST_WORLDS, LOOKS, RACE_SETTINGS, _mean, look, played_on

CHALLENGERS = 2  # challengers tested at most, in the order of their first-stage means


def tested(engine, state: dict, seat: int, rng: random.Random, rows: list[list[float]], challenger: int,
           prior: int, legal: list[dict]) -> bool:
    """version 3's sequential paired test of `challenger` against the heuristic's choice: True to depart."""
    pair = [legal[challenger], legal[prior]]
    differences = [row[challenger] - row[prior] for row in rows if not math.isnan(row[challenger] - row[prior])]
    for _ in range(LOOKS):
        for _ in range(CONFIRM_WORLDS):
            world = RACE_SETTINGS.determinize(state, seat, rng)
            both = played_on(engine, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        if verdict is not None:
            return verdict
    return False


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    legal, preferred = root_candidates(engine, RACE_SETTINGS, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = RACE_SETTINGS.determinize(state, seat, rng)
        rows.append(played_on(engine, state, seat, legal, world, rng.getrandbits(64)))
    means = [_mean([row[i] for row in rows]) for i in range(len(legal))]
    if prior is None:
        return legal[max(range(len(legal)), key=lambda i: means[i])]
    challengers = sorted((i for i in range(len(legal)) if i != prior and means[i] > means[prior]),
                         key=lambda i: -means[i])
    for challenger in challengers[:CHALLENGERS]:
        if tested(engine, state, seat, rng, rows, challenger, prior, legal):
            return legal[challenger]
    return legal[prior]
