"""The strong bot's own copies of the heuristic's position value and its look-ahead, made cheap enough to run
thousands of times a decision.

Profiling a strong decision showed ~40% of its time in `scoring.study_science` (a bipartite matching over
every subset of a Study card's objectives), asked again and again by `bots.value` for the same card and the
same expeditions. Here the Science a Study card gives is memoized on (card, expeditions); everything else is
the heuristic's own arithmetic, so `position_value` equals `bots.value` and `modelled_command` /
`greedy_model_command` choose exactly what `bots.heuristic_command` / `bots.greedy_command` choose
(tests/royal_archeology/test_ra_strong.py checks both on positions of played games). The heuristic bot itself
stays untouched: it is the opponent the strong bot is measured against.
"""

from __future__ import annotations

import functools
import marshal
import random

from .bots import _OPTIONAL, _candidates, _prompt_legal
from .core import Recorder
from .data import PATRONS
from .flow import apply_command
from .scoring import bloomsbury_end, gallery_points, study_science


@functools.lru_cache(maxsize=1 << 16)
def _study_science(study_id, expeditions: tuple) -> int:
    """The Science a Study card gives for these expeditions (pure, so memoized: the matching is the costly part
    of a position's value)."""
    return study_science(study_id, list(expeditions))


def position_value(state, seat) -> float:
    """bots.value, with the Study card Science memoized: the score the game would give now (lowest of Prestige and
    five times Science, plus a little of the higher) and the worth of the resources still to be spent, fading
    as the years pass."""
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


def _after(state, seat, cmd):
    scratch = marshal.loads(marshal.dumps(state))
    apply_command(scratch, seat, cmd, Recorder(random.Random(0)))
    return scratch


def _best(state, seat, legal, depth, stage):
    """bots._best with position_value: the heuristic's look inside its own turn."""
    best, best_cmd = None, None
    pr = state["queue"][0]
    for cmd in _candidates(state, pr, legal, stage):
        if depth > 1 and cmd["type"] in _OPTIONAL:
            continue
        scratch = _after(state, seat, cmd)
        v = None
        if depth > 1:
            _settle_bonuses(scratch, seat)
        if depth > 1 and scratch["stage"] != "over" and scratch["queue"]:
            nxt = scratch["queue"][0]
            if nxt["seat"] == seat and nxt["k"] in ("place", "action"):
                sub = _prompt_legal(scratch, nxt)
                v, _ = _best(scratch, seat, sub, depth - 1, "from_activate" if pr["k"] == "activate" else "")
        if v is None:
            v = position_value(scratch, seat)
        if best is None or v > best:
            best, best_cmd = v, cmd
    return best, best_cmd


_BONUS_PROMPTS_LIMIT = 4  # as bots._BONUS_PROMPTS_LIMIT


def _settle_bonuses(scratch, seat):
    """bots._settle_bonuses with position_value."""
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
            v = position_value(_after(scratch, seat, choice), seat)
            if best is None or v > best:
                best, best_cmd = v, choice
        apply_command(scratch, seat, best_cmd, Recorder(random.Random(0)))


def modelled_command(engine, state, seat, rng):
    """What bots.heuristic_command plays here (the same look-ahead, cheaper): the strong bot's model of a
    competent player, and its prior."""
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    depth = {"activate": 3, "place": 2}.get(state["queue"][0]["k"], 1)
    _, cmd = _best(state, seat, legal, depth, "")
    return cmd if cmd is not None else legal[0]


def greedy_model_command(engine, state, seat, rng):
    """What bots.greedy_command plays here: the heuristic one step ahead only."""
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    _, cmd = _best(state, seat, legal, 1, "")
    return cmd if cmd is not None else legal[0]
