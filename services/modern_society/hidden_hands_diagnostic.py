"""Diagnostic for issue 39, not a policy (it cheats): version 3's search handed the real state with only some of
what its seat cannot see dealt again, to measure what each part of the hidden cards costs version 3. KNOWN says
what stays as it really is: "all" (the other seats' hands and face-down cards: fadd055's diagnostic), "hands"
(their hands; the face-down cards of this round dealt again with the deck) or "face_down" (the cards lying face
down this round; the hands dealt again with the deck).

    python -m services.modern_society.hidden_hands_diagnostic KNOWN FIRST_SEED GAMES LOG.jsonl   # 5 players
"""
import json
import math
import random
import sys
from dataclasses import replace

from services.modern_society.rules import strong_v3
from services.modern_society.rules.strong_v3 import CONFIRM_WORLDS, FIRST_WORLDS, LOOKS, _mean, look
from shared.domain.engine import detached
from shared.domain.ismcts import _key, reshuffled, root_candidates
from shared.domain.registry import load_engine
from shared.domain.simulation import strength_trial


KNOWN = "all"


def deck_only(state, seat, rng):
    """The real state with what KNOWN leaves hidden dealt again (from the deck and those cards, at random)."""
    world = detached(state)
    if not world.get("started") or world["over"]:
        return world
    others = [s for s in range(world["n"]) if s != seat]
    pool = list(state["deck"])
    if KNOWN in ("face_down",):
        for other in others:
            pool += state["hands"][other]
    if KNOWN in ("hands",):
        pool += [state["face_down"][other] for other in others if state["face_down"][other] is not None]
    pool = reshuffled(pool, rng)
    if KNOWN == "face_down":
        for other in others:
            size = len(state["hands"][other])
            world["hands"][other], pool = pool[:size], pool[size:]
    if KNOWN == "hands":
        for other in others:
            if state["face_down"][other] is not None:
                world["face_down"][other], pool = pool[0], pool[1:]
    world["deck"] = pool
    return world


ORACLE = replace(strong_v3.RACE_SETTINGS, determinize=deck_only)


def played_on(engine, state, seat, commands, world, draws):
    values = []
    for command in commands:
        simulation = random.Random(draws)
        try:
            after = strong_v3.apply(engine, detached(world), seat, command, simulation)
        except strong_v3.RuleViolation:
            values.append(math.nan)
            continue
        values.append(strong_v3._simulate(engine, strong_v3.RACE_SETTINGS, after, seat, simulation))
    return values


def oracle_command(engine, state, seat, rng):
    legal, preferred = root_candidates(engine, ORACLE, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = ORACLE.determinize(state, seat, rng)
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
            world = ORACLE.determinize(state, seat, rng)
            both = played_on(engine, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]


if __name__ == "__main__":
    KNOWN = sys.argv[1]
    start, count, log = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    engine = load_engine("modern_society")
    for seed in range(start, start + count):
        trial = strength_trial(engine, 5, {}, [seed], "strong", "heuristic", oracle_command)
        with open(log, "a") as out:
            out.write(json.dumps({"seed": seed, "wins": trial.wins, "fair_share": 0.2,
                                  "decision_seconds": trial.decision_seconds, "version": f"oracle-{KNOWN}"}) + "\n")
