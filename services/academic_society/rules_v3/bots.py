"""Bot policies. "random" is shared.domain.engine.random_legal_command; "heuristic" is a one-ply lookahead:
apply each legal command to a copy of the state and keep the one whose resulting position is worth most
to the bot under a hand-tuned estimate of final Influence."""

from __future__ import annotations

import marshal
import random

from . import flow
from .components import CAPACITY, CELLS, RED, ROUNDS, SABBATICAL, SUBJECTS, TILES

# Weights of the position estimate, in Influence-equivalents (tuned against random bots and in self-play:
# python -m services.academic_society.bench prints the resulting win rate).
# See RULES_NOTES "Balance and the heuristic" for how these were set.
W = {
    "theory": 0.55,        # a Theory (up to 4 of a subject)
    "theory_high": 0.3,    # the 5th and 6th Theory of a subject (the track stops at 6: gains get wasted)
    "contribution": 1.5,   # a Contribution (turn order, Phase 4 bonus, bonus actions)
    "lowest": 4.0,         # being strictly lowest on the Contribution track (Phase 4: START + a forced slide)
    "worker": 0.9,         # a pawn that can still be placed, per round left
    "effect": 0.5,         # a Sabbatical effect in use, per round left
    "open": 1.2,           # an empty slot of an open presentation space (up to 2 a subject), per round left
    "progress": 0.5,       # share of the rightmost Sabbatical Influence credited per space advanced
    "tile": 1.0,           # a placed Treatise tile's activation value, per round left
}
TILE_VALUE = {  # rough Influence-equivalent of one activation
    "influence": 1.0, "spend_influence": 2.2, "any3": 1.0, "sabbatical": 1.0, "any2": 1.2, "blue": 1.0,
    "flask_theory": 0.5, "flask_influence": 0.9, "fixed": 1.2, "contribution": 0.7, "place": 1.3,
}
STEP_CREDIT = {"sabbatical": 5.0, "take_treatise": 1.0, "replace": 0.5, "blue_move": 2.0, "salon": 0.8,
               "bonus": 0.3, "activate": 0.5, "forced_move": -3.0}


def clone(state: dict) -> dict:
    return marshal.loads(marshal.dumps(state))


def _tile_value(tile: str, player: dict) -> float:
    e = TILES[tile]["effect"]
    if e["kind"] == "place_treatise":
        return TILE_VALUE["place"]
    if e["kind"] == "gain":
        if "influence" in e:
            return TILE_VALUE["influence"] * e["influence"]
        if "theories" in e:
            return TILE_VALUE["fixed"]
        if "theories_any" in e:
            return TILE_VALUE["any2"]
        if "flask_theory" in e:
            return TILE_VALUE["flask_theory"] * _count(player, "round")
        return TILE_VALUE["flask_influence"] * _count(player, "triangle")
    if e.get("influence", 0) >= 4:
        return TILE_VALUE["spend_influence"]
    if "influence" in e:
        return 1.2
    if e.get("sabbatical"):  # needs 2 Contribution and a Sabbatical scholar that can still advance
        movable = any(0 <= pos < len(SABBATICAL[s]) - 1 for s, pos in player["sabbatical"].items())
        return TILE_VALUE["sabbatical"] if movable else 0.2
    if e.get("blue_move"):  # needs a scholar below the first row
        return TILE_VALUE["blue"] if any(CELLS[c]["blue"] for c in player["authority"]) else 0.2
    if e.get("theories_any"):
        return TILE_VALUE["any3"]
    return TILE_VALUE["contribution"]


def _count(player: dict, flask: str) -> int:
    return sum(1 for s in SUBJECTS for t in player["presentation"][s] if TILES[t]["flask"] == flask) or 1


def value(state: dict, seat: int) -> float:
    p = state["players"][seat]
    rnd = state["round"]
    phase = state["phase"]
    # Phase 5 activations still to come (this round's too while Phase 5 has not passed)
    left = max(0, ROUNDS - rnd) + (1 if isinstance(phase, int) and phase <= 5 else 0)
    v = float(p["influence"])
    v += sum(CELLS[c]["influence"] for c in p["authority"])
    for s in SUBJECTS:
        pos = p["sabbatical"][s]
        track = SABBATICAL[s]
        row = p["presentation"][s]
        if pos >= 0:
            # ongoing effects in use, each worth about EFFECT Influence a round
            effects = sum(1 for sp in track[:pos + 1] if sp["effect"])
            v += W["effect"] * effects * left
            if pos == len(track) - 1:
                v += track[-1]["influence"]
            else:  # progress towards the rightmost cell's game-end Influence
                v += W["progress"] * track[-1]["influence"] * (pos + 1) / len(track)
            # an open presentation space: its empty slots can still take tiles that activate every round
            empty = CAPACITY[s] - len(row)
            if empty > 0 and left > 1:
                v += W["open"] * min(empty, 2) * (left - 1)
        for t in row:
            v += TILES[t]["influence"] + W["tile"] * _tile_value(t, p) * left
    th = p["theories"]
    for s in SUBJECTS:  # Theories above 4 of a subject are worth less (the track stops at 6)
        n = th[s]
        v += W["theory"] * min(n, 4) + W["theory_high"] * max(0, n - 4)
    v += 0.15 * min(th.values())
    v += W["contribution"] * p["contribution"]
    if left > 1 and p["contribution"] < min(q["contribution"] for q in state["players"] if q is not p):
        v -= W["lowest"]  # Phase 4: the lowest marker goes back to START and a scholar slides down
    v += W["worker"] * left * (p["hand"] + p.get("scholars_waiting", 0) + p["board_scholars"] + len(p["secretaries"]))
    v -= CELL13_UPKEEP * left * p["authority"].count(13)
    for who, c in state["laid"]:
        if who == seat:  # laid down in Phase 3: it will move along the red arrow
            v -= CELLS[c]["influence"] - CELLS[RED[c]]["influence"]
    for step in state["stack"]:
        if step["seat"] != seat:
            continue
        k = step["k"]
        if k == "gain_any":
            v += 0.5 * step["n"]
        elif k == "spend_any":
            v -= 0.55 * step["n"]
        else:
            v += STEP_CREDIT.get(k, 0.0)
    return v


CELL13_UPKEEP = CELLS[13]["cost"]["influence"]
TURN_STARTS = frozenset({"place", "declare", "maintain"})  # a new decision, not the rest of the current action


def _best(state: dict, seat: int, legal: list, rng: random.Random | None, depth: int) -> tuple[dict, float]:
    best, best_v = [], None
    for cmd in legal:
        s = clone(state)
        flow.apply_command(s, cmd)
        if depth > 0:
            _finish_action(s, seat, depth - 1)
        v = value(s, seat)
        if best_v is None or v > best_v + 1e-9:
            best, best_v = [cmd], v
        elif abs(v - best_v) <= 1e-9:
            best.append(cmd)
    if rng is None:
        return best[0], best_v
    return best[rng.randrange(len(best))], best_v


def _finish_action(state: dict, seat: int, depth: int) -> None:
    """Greedily play out the rest of the bot's current action (sub-decisions of the same compound move),
    so a costly first step (e.g. paying for Society Headquarters) is judged with its payoff."""
    for _ in range(6):
        stack = state["stack"]
        if state["over"] or not stack or stack[-1]["seat"] != seat or stack[-1]["k"] in TURN_STARTS:
            return
        cmd, _v = _best(state, seat, state["legal"], None, 0)
        flow.apply_command(state, cmd)


def heuristic_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    return _best(state, seat, legal, rng, 1)[0]
