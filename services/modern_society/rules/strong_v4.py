"""A candidate for the `strong` policy's version 4 (issue 39; registered as no version): version 3's search
(strong_v3.py) on worlds whose face-down cards agree with the model of the other seats.

Version 3 draws its worlds by dealing every card the seat cannot see at random (strong.determinize), the cards
lying face down included. But its play-outs model every other seat as the heuristic, which plays the card of
its hand it values most: on such a world a seat that has already put a card face down this wave holds, in its
hand, cards it would have played instead, and its face-down card is any card at all. Knowing the real hands
and face-down cards together was worth 15 points to version 3 (a diagnostic that cheats, docs/bench.md), each
alone within noise: what the hands tell is the other seats' plays.

`consistent_command` draws its worlds as version 3 does, then, for each other seat with a card face down in
the play step, puts face down the card of that seat's dealt hand and face-down card together that the heuristic
would play in this position (step 1: the seat chose it from that hand in this very position: the table and the
track change only at the reveal). The world is then one the modelled seat could have produced. It reads only
what the seat sees: which seats have a card face down, the table, the track, the Laws and the supply. A seat
whose policy is `random` plays no card for a reason: its cards are left as dealt.

`strict_command` is version 3 with a stricter test for a departure from the heuristic's choice: STRICT_BOUNDARY
standard errors at each look instead of 2.0. Each change so far that made version 3 depart more often measured
below it (more worlds per look: -3.7 points; the face-down rule above, whose worlds differ less from one another);
the stricter test is the other direction, never tried.

Nothing else changes: version 3's estimate, its shortlist, the heuristic's choice as the prior, the paired first
stage and the sequential confirmation, its budget.
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import replace

from shared.domain.ismcts import _key, root_candidates

from .strong import CardValues, determinize
from .strong import SETTINGS
from .strong_v3 import CONFIRM_WORLDS, FIRST_WORLDS, LOOKS, RACE_SETTINGS, _mean, look, played_on

STRICT_BOUNDARY = 2.5  # strict_command's test: a departure's mean advantage at any look, in standard errors


def consistent_determinize(state: dict, seat: int, rng: random.Random) -> dict:
    """strong.determinize, then every other seat's face-down card the one its hand's best (see the docstring)."""
    world = determinize(state, seat, rng)
    if not world.get("started") or world["over"] or world["phase"] != "play":
        return world
    for other in range(world["n"]):
        face_down = world["face_down"][other]
        if other == seat or face_down is None or world["players"][other].get("policy") == "random":
            continue
        hand = world["hands"][other]
        values = CardValues(world, other)
        best = max(range(len(hand)), key=lambda i: values(hand[i]), default=None)
        if best is not None and values(hand[best]) > values(face_down):
            world["face_down"][other], hand[best] = hand[best], face_down
    return world


CONSISTENT_SETTINGS = replace(RACE_SETTINGS, determinize=consistent_determinize)


def look_at(boundary: float):
    """strong_v3.look with another boundary (strong_v3.look is look_at(2.0))."""

    def verdict(differences: list[float]) -> bool | None:
        if len(differences) < 2:
            return None
        mean = statistics.fmean(differences)
        if mean <= 0:
            return False
        error = statistics.stdev(differences) / math.sqrt(len(differences))
        if mean > SETTINGS.margin and mean > boundary * error:
            return True
        return None

    return verdict


def search(engine, settings, state: dict, seat: int, rng: random.Random, test=look) -> dict:
    """strong_v3.strong_command with the worlds of `settings` and the look `test` (the same stages and budget)."""
    legal, preferred = root_candidates(engine, settings, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = settings.determinize(state, seat, rng)
        rows.append(played_on(engine, state, seat, legal, world, rng.getrandbits(64)))
    means = [_mean([row[i] for row in rows]) for i in range(len(legal))]
    if prior is None:
        return legal[max(range(len(legal)), key=lambda i: means[i])]
    challenger = max((i for i in range(len(legal)) if i != prior), key=lambda i: means[i])
    if means[challenger] <= means[prior]:
        return legal[prior]
    pair = [legal[challenger], legal[prior]]
    differences = [row[challenger] - row[prior] for row in rows if not math.isnan(row[challenger] - row[prior])]
    for _ in range(LOOKS):
        for _ in range(CONFIRM_WORLDS):
            world = settings.determinize(state, seat, rng)
            both = played_on(engine, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = test(differences)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]


def consistent_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return search(engine, CONSISTENT_SETTINGS, state, seat, rng)


def strict_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return search(engine, RACE_SETTINGS, state, seat, rng, test=look_at(STRICT_BOUNDARY))


def control_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3 through this module's search: the same choices as strong_v3.strong_command (a check)."""
    return search(engine, RACE_SETTINGS, state, seat, rng)
