"""Issue 39, a measuring script (not a policy; committed with the candidate it tuned, strong_v4.py, and removed in
the next commit, docs/bench.md names the commit): the heuristic with one setting changed at a time, alone in one
seat against heuristic seats at a full table (shared.domain.simulation.strength_trial, seat seed % players), so a
change to the seat's own model of play is judged on thousands of games in a minute, where the search's are judged
on a hundred an hour.

    python -m services.modern_society.base_policy_tuning START GAMES PLAYERS '{}' '{"race": 1.0}' ...

Each JSON object overrides BASE (the heuristic's own settings): race (1.0: a Value whose next Law the seats ahead
in the buying order will take counts `unreach`), focus (added to the want of the seat's main Value), defocus,
exch (exchange below this value), per_law, unreach, near, disc_want, second_min, x2, act, adj, prevent, pref (the
Laws' ability preference), push (a negative adjustment of a Value the seat leads, towards an anarchy end);
{"greedy": [PHASES]} plays version 3's estimate one step ahead instead (the heuristic in PHASES).
strong_v4.focused_command is {"race": 1.0, "focus": 1.0, "exch": 4.0}.

    python -m services.modern_society.base_policy_tuning --exchanges START GAMES PLAYERS   # what a pass tells
    python -m services.modern_society.base_policy_tuning --anarchy START GAMES PLAYERS     # games ended by XX
"""

from __future__ import annotations

import json
import math
import random
import statistics
import sys
import time
from multiprocessing import Pool

from services.modern_society.rules import bots
from services.modern_society.rules.bots import ACTION_VALUE, _convert, _gain
from services.modern_society.rules.components import LAWS, MODIFIER, NEXT_LEVEL, STRAIGHT_MIN, TOPICS, XX
from services.modern_society.rules.step4_special_features import count_in_play
from services.modern_society.rules.step7_buying_laws import buyable
from services.modern_society.rules.strong import _buy as base_buy
from services.modern_society.rules.strong import determinize, leads, open_levels
from services.modern_society.rules.strong_v3 import ahead_in_race, evaluate, next_levels, open_copies
from services.modern_society.rules.winning import law_vp, score
from shared.domain.engine import RuleViolation, detached, fold, rng_for
from shared.domain.ismcts import apply
from shared.domain.registry import load_engine
from shared.domain.simulation import strength_trial

BASE = dict(unreach=0.3, per_law=0.1, race=0.0, focus=0.0, adj=0.15, danger=1.5, x2=1.5, act=1.0,
            prevent=0.5, exch=2.5, near=0.0, pref=None, steal_lead=0.0, mod_w=1.0, second_min=None, defocus=0.0, disc_want=0.0,
            push=0.0)

def wants(state, seat, p):
    laws = state["laws"][seat]
    available = open_levels(tuple(state["supply"]))
    out = []
    n = state["n"]
    inf = state["inf"]
    if p["race"]:
        levels = [next_levels(state, s) for s in range(n)]
        copies = open_copies(state)
    for v in range(4):
        stack = laws[v]
        level = NEXT_LEVEL[LAWS[stack[-1]]["vp"] if stack else 0]
        if level is None or (v, level) not in available:
            out.append(p["unreach"])
            continue
        w = 1.0 + p["per_law"] * len(stack)
        if p["race"] and ahead_in_race(state, seat, v, level, levels, inf) >= copies[(v, level)]:
            w = w * (1 - p["race"]) + p["unreach"] * p["race"]
        if p["disc_want"] and any(LAWS[lid]["kind"] == "discount" and LAWS[lid]["value"] == v and LAWS[lid]["vp"] == level for lid in state["supply"]):
            w += p["disc_want"]
        if p["near"]:
            cost = {1: 5, 3: 10, 6: 15, 11: 20}[level]
            top = LAWS[stack[-1]] if stack else None
            if top is not None and top["kind"] == "discount":
                cost = max(0, cost - 5)
            w += p["near"] * min(1.0, inf[seat][v] / max(1, cost))
        out.append(w)
    if p["focus"]:
        # the seat's main Value: highest top law vp, then influence
        def key(v):
            st = laws[v]
            return (LAWS[st[-1]]["vp"] if st else 0, inf[seat][v])
        main = max(range(4), key=key)
        if out[main] > p["unreach"]:
            out[main] += p["focus"]
            if p["defocus"]:
                out = [w if v == main else w * (1 - p["defocus"]) for v, w in enumerate(out)]
    return out

def card_value(state, card, want, lead, second_wave, p):
    t = TOPICS[card]
    track = state["track"]
    value = 0.0
    for v in range(4):
        pts = t.influence[v]
        extra = 0
        for bv, points, cond in t.bonus:
            if bv == v:
                extra += points * count_in_play(state, (cond,), card)
        if pts or extra:
            value += max(0, pts + extra + p["mod_w"] * MODIFIER[track[v]]) * want[v]
        value += p["adj"] * t.adjust[v] * want[v]
        if t.adjust[v] < 0 and p["push"] and lead(v):  # towards an anarchy end in a Value the seat leads
            value += p["push"] * -t.adjust[v]
        if t.adjust[v] < 0:
            danger = max(0, STRAIGHT_MIN - (track[v] + t.adjust[v]))
            if danger:
                value += p["danger"] * danger if lead(v) else -p["danger"] * danger
    if t.x2:
        value += p["x2"]
    if not second_wave:
        value += p["act"] * ACTION_VALUE[t.action]
    value -= p["prevent"] * len(t.prevent)
    return value

class CV:
    def __init__(self, state, seat, p):
        self.state, self.seat, self.p = state, seat, p
        self.want = wants(state, seat, p)
        self.second = state["phase"] == "play" and state["wave"] == 2
        self.cache = {}
    def lead(self, v):
        return leads(self.state, self.seat, v)
    def __call__(self, card):
        r = self.cache.get(card)
        if r is None:
            r = self.cache[card] = card_value(self.state, card, self.want, self.lead, self.second, self.p)
        return r

def make(p):
    p = {**BASE, **p}
    def command(engine, state, seat, rng):
        legal = engine.legal(state, seat)
        if len(legal) == 1:
            return legal[0]
        phase = state["phase"]
        if phase == "play":
            values = CV(state, seat, p)
            best = max((c for c in legal if c["type"] == "play"), key=lambda c: values(c["card"]))
            if p["second_min"] is not None and state["wave"] == 2 and values(best["card"]) < p["second_min"] and {"type": "pass"} in legal:
                return {"type": "pass"}
            return best
        if phase == "features":
            kinds = {c["type"] for c in legal}
            if "steal" in kinds:
                hands = state["hands"]
                return max((c for c in legal if c["type"] == "steal"), key=lambda c: len(hands[c["target"]]))
            if "change" in kinds:
                return {"type": "change"}
            return next(c for c in legal if c["type"] != "pass")
        if phase == "change":
            values = CV(state, seat, p)
            return min(legal, key=lambda c: values(c["card"]))
        if phase == "convert":
            return _convert(state, seat, legal)
        if phase == "buy":
            if p["pref"]:
                v = state["value"]
                here = _gain(state, seat, v)
                for later in range(v + 1, 4):
                    if _gain(state, seat, later) > here and buyable(state, seat, later):
                        return {"type": "pass"}
                buys = (c for c in legal if c["type"] == "buy_law")
                return max(buys, key=lambda c: (p["pref"][LAWS[c["law"]]["kind"]], c["law"]))
            return base_buy(state, seat, legal)
        if phase == "exchange":
            values = CV(state, seat, p)
            worst = min((c for c in legal if c["type"] == "exchange"), key=lambda c: values(c["card"]))
            if values(worst["card"]) < p["exch"]:
                return worst
            return {"type": "pass"}
        if phase == "keep":
            values = CV(state, seat, p)
            return max(legal, key=lambda c: values(c["card"]))
        return legal[rng.randrange(len(legal))]
    return command


def greedy(heuristic_phases):
    """Version 3's estimate as a policy: the legal command it values most one step ahead on a determinization
    (the heuristic's choice in `heuristic_phases`)."""
    base = make({})

    def command(engine, state, seat, rng):
        legal = engine.legal(state, seat)
        if len(legal) == 1 or state["phase"] in heuristic_phases:
            return base(engine, state, seat, rng)
        world = determinize(state, seat, rng)
        values = []
        for c in legal:
            try:
                values.append(evaluate(apply(engine, detached(world), seat, c, random.Random(1)), seat))
            except RuleViolation:
                values.append(-math.inf)
        return legal[max(range(len(legal)), key=values.__getitem__)]
    return command


def _run(job):
    params, seeds, players = job
    policy = greedy(params["greedy"]) if "greedy" in params else make(params)
    return strength_trial(load_engine("modern_society"), players, {}, seeds, "heuristic", "heuristic", policy).wins


def heuristic_games(seeds: range, players: int):
    """(state before, mover, command) of every decision of heuristic games."""
    engine = load_engine("modern_society")
    for seed in seeds:
        table = [{"name": f"p{s}", "kind": "bot", "policy": "heuristic"} for s in range(players)]
        events = list(engine.new_game(table, {}, random.Random(f"{seed}:setup")))
        state = fold(engine, events)
        rng = random.Random(seed)
        while not engine.is_over(state):
            pending = engine.pending(state)
            mover = pending[rng.randrange(len(pending))]
            command = engine.bot_command(state, mover, "heuristic", random.Random(rng.random()))
            yield state, mover, command
            for event in engine.decide(state, mover, command, rng_for(seed, len(events) + 1)):
                events.append(event)
                state = engine.evolve(state, event)
        yield state, None, None


def what_exchanges_tell(seeds: range, players: int) -> str:
    """How often a heuristic seat passes its exchange (then every card it holds is worth 2.5 or more to it), and
    the share of the cards it could hold (the deck and the other hands) that such a pass rules out."""
    passes, exchanges, ruled_out = 0, 0, []
    for state, mover, command in heuristic_games(seeds, players):
        if mover is None or state["phase"] != "exchange":
            continue
        if command["type"] != "pass":
            exchanges += 1
            continue
        passes += 1
        pool = list(state["deck"]) + [c for s in range(players) if s != mover for c in state["hands"][s]]
        ruled_out.append(sum(bots.card_value(state, mover, c) < 2.5 for c in pool) / len(pool))
    return (f"{passes} passes, {exchanges} exchanges; a pass rules out {100 * statistics.fmean(ruled_out):.1f}% "
            "of the cards the seat could hold")


def anarchy_ends(seeds: range, players: int) -> str:
    """How many heuristic games end by a marker on XX, and the winners' vp."""
    ended, vp = 0, []
    for state, mover, _ in heuristic_games(seeds, players):
        if mover is None:
            ended += any(position in XX for position in state["track"])
            winner = score(state)["winners"][0]
            vp.append(sum(law_vp(state, winner, v) for v in range(4)))
    return f"{ended} of {len(vp)} games end by XX; the winner's vp: median {statistics.median(vp)}"


def main(argv: list[str]) -> None:
    if argv[0] in ("--exchanges", "--anarchy"):
        start, games, players = int(argv[1]), int(argv[2]), int(argv[3])
        measure = what_exchanges_tell if argv[0] == "--exchanges" else anarchy_ends
        print(measure(range(start, start + games), players))
        return
    start, games, players = int(argv[0]), int(argv[1]), int(argv[2])
    chunks = [range(s, min(s + 100, start + games)) for s in range(start, start + games, 100)]
    with Pool(2) as pool:
        for params in (json.loads(a) for a in argv[3:]):
            began = time.time()
            wins = sum(pool.map(_run, [(params, chunk, players) for chunk in chunks]))
            print(f"{wins / games * 100:5.1f}%  {params}  ({time.time() - began:.0f}s)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
