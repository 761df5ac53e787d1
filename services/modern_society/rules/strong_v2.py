"""The `strong` policy, version 2 (issue 39): version 1's search (strong.py: its determinization and its model
of every seat's play, the heuristic) with every simulation played to the game's end and valued by its result.

Version 1 stops its simulations about two rounds ahead and values the position by an estimate (Laws' vp and
influence on its way to the next Law). On seeds it never saw it won 29% at 5 players: its lost games are won by
the seat that completes one Value's climb to its only 11 vp Law, and the estimate does not see that race: it
values influence in a Value whose next Law the seats ahead in the buying order will take, and a 6 vp Law from
which the 11 is out of reach. A game of Modern Society is short (about 176 decisions at 5 players, 4 ms of
heuristic play), so a simulation can play the race out: the heuristic buys for every seat, in the real buying
order, the Laws the supply still holds, and the result (who won) is what the simulation is valued by. The
final margin in vp is added with a small weight, so that candidates whose simulations all win or all lose are
still told apart by how close they came.

Version 1 stays as it was (strong.py): games recorded with it replay with it (shared.domain.policy_versions).
"""

from __future__ import annotations

import math
import random

from shared.domain.ismcts import SearchSettings, choose_paired

from .strong import determinize, evaluate, model_command
from .winning import law_vp

# Past every decision a game can still hold (ModernSocietyEngine.max_decisions is 1200): a simulation stops at
# the game's end, not before.
TO_THE_END = 1200
MARGIN_WEIGHT = 0.03  # one vp of final margin, as a share of a win: breaks ties between candidates' win counts
MARGIN_CAP = 10  # margins beyond this many vp say nothing more about winning


def final_keys(state: dict, seat: int) -> tuple[int, int, int]:
    """F Winning 1's order: vp (the top Law of each Value), then the most influence left in one Value, then
    all of it."""
    influence = state["inf"][seat]
    return sum(law_vp(state, seat, v) for v in range(4)), max(influence), sum(influence)


def result_share(state: dict, seat: int) -> float:
    """The seat's share of the win in a finished game (F Winning 1-2): 1 alone, 1/k shared by k, else 0."""
    n = state["n"]
    end = state.get("end") or {}
    if end.get("reason") == "anarchy":
        value = end["value"]
        keys = [law_vp(state, s, value) for s in range(n)]
    else:
        keys = [final_keys(state, s) for s in range(n)]
    best = max(keys)
    if keys[seat] != best:
        return 0.0
    return 1.0 / sum(1 for key in keys if key == best)


def outcome(engine, state: dict, seat: int) -> float:
    """A simulation's end for the seat: its share of the win, plus the final vp margin over the best other seat
    (capped, weighted by MARGIN_WEIGHT). A simulation cut short (it should not be: TO_THE_END) is valued by
    version 1's estimate, squashed into the same range."""
    if not state["over"]:
        return 1.0 / (1.0 + math.exp(-evaluate(state, seat) / 3.0))
    vp = [sum(law_vp(state, s, v) for v in range(4)) for s in range(state["n"])]
    margin = vp[seat] - max(vp[s] for s in range(state["n"]) if s != seat)
    return result_share(state, seat) + MARGIN_WEIGHT * max(-MARGIN_CAP, min(MARGIN_CAP, margin))


SETTINGS = SearchSettings(determinize=determinize, evaluate=evaluate, rollout=model_command,
                          iterations=48, horizon=TO_THE_END, scale=3.0, shortlist=6, prior=model_command,
                          margin=0.02, outcome=outcome)


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return choose_paired(engine, SETTINGS, state, seat, rng)
