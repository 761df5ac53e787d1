"""A candidate for the `strong` policy's version 4 (issue 39), NOT released and registered as no version: version
3's search on version 3's estimate (strong_v3.py), departing from the heuristic's choice on a less strict look.

Version 3 gives a challenger up to LOOKS batches of worlds and departs when its mean advantage clears 2.0
standard errors at a look (strong_v3.BOUNDARY). This candidate departs at BOUNDARY (version 2's single test's
1.64) at each look, everything else as version 3: the same shortlist, worlds, draws, estimate, stay rule and margin.
It is the earlier session's `eager_v3_command` (the same games on seeds 71,000-71,002).

Paired with version 3 seed by seed on the tuning range at 5 players (docs/bench.md, "The strong bots"): +1.9
points on seeds 70,000-70,133, +4.2 on 71,000-71,133, -9.1 (standard error 3.8) on 72,000-72,133: about -1 point
over the 402 seeds, no gain, so it was not released. Kept in the history for its logs
(docs/strength-runs/modern_society-5p-v3-eager-control-tuning-7200*.jsonl name this module).
"""

from __future__ import annotations

import math
import random
import statistics

from shared.domain.ismcts import _key, root_candidates

from .strong import SETTINGS
from .strong_v3 import CONFIRM_WORLDS, FIRST_WORLDS, LOOKS, RACE_SETTINGS, _mean, played_on

BOUNDARY = 1.64  # a departure's mean advantage at any look, in standard errors (version 2's one-sided 5%)


def look(differences: list[float], boundary: float = BOUNDARY) -> bool | None:
    """A look of the sequential paired test: True (depart: the mean per-world advantage beats version 1's margin
    and `boundary` standard errors), False (stay: the advantage is gone, the mean at or below zero), None (open:
    play more worlds)."""
    if len(differences) < 2:
        return None
    mean = statistics.fmean(differences)
    if mean <= 0:
        return False
    error = statistics.stdev(differences) / math.sqrt(len(differences))
    if mean > SETTINGS.margin and mean > boundary * error:
        return True
    return None


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return confirmed_search(engine, state, seat, rng, BOUNDARY)


def confirmed_search(engine, state: dict, seat: int, rng: random.Random, boundary: float) -> dict:
    """Version 3's two stages (every shortlisted candidate on the same FIRST_WORLDS, then the best challenger
    against the heuristic's choice, CONFIRM_WORLDS more worlds a look), its looks at `boundary`. Version 3's
    strong_command is this with 2.0, written out there: it is frozen code, its boundary a module constant, so the
    search is repeated here once, with the boundary a parameter a later version can pass."""
    legal, preferred = root_candidates(engine, RACE_SETTINGS, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = RACE_SETTINGS.determinize(state, seat, rng)
        rows.append(played_on(engine, state, seat, legal, world, rng.getrandbits(64)))
    means = [_mean([row[i] for row in rows]) for i in range(len(legal))]
    if prior is None:  # no heuristic choice among the candidates (it should not happen): the best mean
        return legal[max(range(len(legal)), key=lambda i: means[i])]
    challenger = max((i for i in range(len(legal)) if i != prior), key=lambda i: means[i])
    if means[challenger] <= means[prior]:
        return legal[prior]
    pair = [legal[challenger], legal[prior]]
    differences = [row[challenger] - row[prior] for row in rows if not math.isnan(row[challenger] - row[prior])]
    for _ in range(LOOKS):
        for _ in range(CONFIRM_WORLDS):
            world = RACE_SETTINGS.determinize(state, seat, rng)
            both = played_on(engine, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences, boundary)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]
