"""Helpers to build Royal Society of Archeology positions for rule tests."""

from __future__ import annotations

import random

from services.royal_archeology.rules import ENGINE
from services.royal_archeology.rules.data import EXPEDITIONS
from shared.domain.engine import fold

BOT = {"kind": "bot"}
AUTOMA = {"kind": "automa"}


def players(n, automa_at=None):
    out = [{"name": f"p{i}", "kind": "bot"} for i in range(n)]
    if automa_at is not None:
        out.insert(automa_at, {"name": "Automa", "kind": "automa"})
    return out


def new_state(n=3, options=None, seed=0, automa_at=None):
    events = ENGINE.new_game(players(n, automa_at), options or {}, random.Random(seed))
    return fold(ENGINE, events), events


def step(state, seat, cmd, seed=0):
    events = ENGINE.decide(state, seat, cmd, random.Random(seed))
    for e in events:
        ENGINE.evolve(state, e)
    return events


def front(state):
    return state["queue"][0] if state["queue"] else None


def drive(state, until, pick=None, limit=2000):
    """Play first-legal (or pick(state, legal)) decisions until until(state) holds."""
    for _ in range(limit):
        if until(state) or ENGINE.is_over(state):
            return state
        seat = ENGINE.pending(state)[0]
        legal = ENGINE.legal(state, seat)
        cmd = pick(state, legal) if pick else _first_core(legal)
        step(state, seat, cmd)
    raise AssertionError("drive limit reached")


def _first_core(legal):
    for c in legal:
        if c["type"] not in ("gain_reputation", "honor_patron", "present", "decline"):
            return c
    return legal[0]


def to_turns(n=3, options=None, seed=0, automa_at=None):
    """A game right at the first activation of year I."""
    state, events = new_state(n, options, seed, automa_at)
    drive(state, lambda s: s["stage"] == "turns")
    return state


def set_prompt(state, prompt, keep_rest=False):
    state["queue"][:] = [prompt] + (state["queue"][1:] if keep_rest else [])


def give_turn(state, seat, explorer=0, location=None, level=None):
    """Make `seat` the active player at the given step of its turn."""
    state["stage"] = "turns"
    if seat in state["turn_order"]:
        state["turn_idx"] = state["turn_order"].index(seat)
    if location is None:
        set_prompt(state, {"k": "activate", "seat": seat})
    else:
        set_prompt(state, {"k": "action", "seat": seat, "location": location, "level": level, "explorer": explorer})
        state["queue"].append({"k": "end_turn", "seat": seat})


def card(site):
    return next(c for c in EXPEDITIONS if c["site"] == site)


def commands(state, seat, type_):
    return [c for c in ENGINE.legal(state, seat) if c["type"] == type_]


def clean_players(state):
    """Reset every player's resources to the Player Setup baseline (society effects removed)."""
    for p in state["players"]:
        if p["kind"] == "automa":
            continue
        p.update({"reputation": 4, "prestige": 0, "science": 0, "money": 0, "relics": {}, "patrons": [],
                  "society": None, "expertise": [1, 2, 3], "expeditions": [], "bloomsbury": [],
                  "publisher": {"10": False, "25": False}, "discs": 10, "penalties": [], "side": "A"})
        p["knowledge"] = {r: 0 for r in p["knowledge"]}
        p["private"]["hand"] = []
    state["money_supply"] = 336  # every £ back in the supply
    return state
