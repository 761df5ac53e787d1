"""Bot policies: "random" (shared.domain.engine.random_legal_command), "heuristic" and "automa".

The heuristic looks ahead inside its own turn on scratch copies: for an explorer
choice it tries each explorer at each location (natural Expertise), for a placement
it tries each location and support level, each followed by the best location
action; every other decision is judged one step ahead. Positions are valued by the
score the game would give now (lowest of Prestige and Science) plus the worth of
the resources still to be spent, fading as the years pass.
"""

from __future__ import annotations

import functools
import marshal
import random

from shared.domain.engine import random_legal_command

from .core import Recorder
from .data import PATRONS
from .flow import apply_command
from .prompts import PROMPTS
from .scoring import bloomsbury_end, gallery_points, study_science


@functools.lru_cache(maxsize=1 << 16)
def _study_science(study_id, expeditions: tuple) -> int:
    """The Science a Study card gives for these expeditions. Pure, so memoized: its bipartite matching over
    every subset of the card's objectives was ~40% of a position's value, asked again and again for the same
    card and expeditions (the strong bot values thousands of positions a decision)."""
    return study_science(study_id, list(expeditions))


def value(state, seat):
    p = state["players"][seat]
    gal = gallery_points(state)
    prestige = p["prestige"] + gal.get(seat, 0)
    science = p["science"]
    for tile in p["bloomsbury"]:
        a, b = bloomsbury_end(p, tile, state["gallery"])
        prestige += a
        science += b
    prestige -= sum(PATRONS[pa["id"]]["penalty"] for pa in p["patrons"] if not pa["honored"])
    expeditions = tuple(p["expeditions"])
    if p.get("study_choice") is not None:
        science += _study_science(p["study_choice"], expeditions)
    elif p["private"]["study"]:
        science += max(_study_science(s, expeditions) for s in p["private"]["study"])
    s5 = 5 * science
    final = min(prestige, s5) + 0.3 * max(prestige, s5)
    left = (state["years"] - state["year"] + (0 if state["stage"] == "over" else 1)) / state["years"]
    know = p["knowledge"]
    res = (0.45 * p["money"] + 1.2 * p["reputation"] + 1.6 * sum(min(v, 9) for v in know.values())
           + 2.5 * sum(p["relics"].values()) + 4.0 * sum(p["expertise"]) + 1.5 * p["discs"]
           + 2.0 * len(p["private"]["hand"]) + 1.0 * len(p["expeditions"]))
    return final + left * res


def _simulate(state, seat, cmd):
    scratch = marshal.loads(marshal.dumps(state))
    apply_command(scratch, seat, cmd, Recorder(random.Random(0)))
    return scratch


def _candidates(state, pr, legal, stage):
    if pr["k"] == "place":
        exp = state["players"][pr["seat"]]["expertise"][pr["explorer"]]
        allowed = {exp} if stage == "from_activate" else {exp, exp + 1, exp + 2, exp + 3}
        return [c for c in legal if c["type"] != "place" or c["level"] in allowed]
    return legal


def _best(state, seat, legal, depth, stage):
    best, best_cmd = None, None
    pr = state["queue"][0]
    for cmd in _candidates(state, pr, legal, stage):
        if depth > 1 and cmd["type"] in ("gain_reputation", "honor_patron", "present"):
            continue
        scratch = _simulate(state, seat, cmd)
        v = None
        if depth > 1:
            _settle_bonuses(scratch, seat)
        if depth > 1 and scratch["stage"] != "over" and scratch["queue"]:
            nxt = scratch["queue"][0]
            if nxt["seat"] == seat and nxt["k"] in ("place", "action"):
                sub = _prompt_legal(scratch, nxt)
                v, _ = _best(scratch, seat, sub, depth - 1,
                             "from_activate" if pr["k"] == "activate" else "")
        if v is None:
            v = value(scratch, seat)
        if best is None or v > best:
            best, best_cmd = v, cmd
    return best, best_cmd


# Prompts of one's own turn that come between a placement and its location action: a Learning-from-peers left
# bonus (Knowledge, Reserve), a relic or a publisher choice. The look-ahead resolves them greedily and goes on,
# or it would stop short of the action whenever a bonus is due (every placement under a Confrontation blocking
# disc) and see only The City, whose bonus needs no choice.
_BONUS_PROMPTS_LIMIT = 4


def _settle_bonuses(scratch, seat):
    for _ in range(_BONUS_PROMPTS_LIMIT):
        if scratch["stage"] == "over" or not scratch["queue"]:
            return
        pr = scratch["queue"][0]
        if pr["seat"] != seat or pr["k"] in ("activate", "place", "action", "end_turn"):
            return
        choices = [c for c in _prompt_legal(scratch, pr) if c["type"] not in _OPTIONAL]
        if not choices:
            return
        best, best_cmd = None, None
        for choice in choices:
            v = value(_simulate(scratch, seat, choice), seat)
            if best is None or v > best:
                best, best_cmd = v, choice
        apply_command(scratch, seat, best_cmd, Recorder(random.Random(0)))


_OPTIONAL = ("gain_reputation", "honor_patron", "present")


def _prompt_legal(state, pr):
    """The prompt's own decisions (without the optional actions)."""
    return PROMPTS[pr["k"]][0](state, pr)


def heuristic_command(engine, state, seat, rng):
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    pr = state["queue"][0]
    depth = {"activate": 3, "place": 2}.get(pr["k"], 1)
    best, cmd = _best(state, seat, legal, depth, "")
    return cmd if cmd is not None else legal[0]


def automa_command(engine, state, seat, rng):
    """The Automa takes its turn with the single command automa_turn; any other decision of its seat falls
    back to a random legal one."""
    if {"type": "automa_turn"} in engine.legal(state, seat):
        return {"type": "automa_turn"}
    return random_legal_command(engine, state, seat, rng)
