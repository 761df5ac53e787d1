"""The `strong` policy: determinized rollouts of a shortlist, with the heuristic as every seat's model of play.

The only hidden information is the order of the face-down piles (Royal Commission and Treatise tiles) and the
reshuffle keys: a determinization reshuffles them from their contents, which every seat can tell (the tiles not
yet seen), never from their real order. Within a round nothing hidden matters until Phase 6 draws new tiles,
and the other seats' play is modelled by the heuristic, so a single play-out of a command to the next round
boundary already shows its consequences (the replies, Phase 3 upkeep, Phase 4's lowest marker, Phase 5's
activations) far better than the one-step estimate. Measured (4 players, strong vs 3 heuristic): the former
shared information-set MCTS (a tree search, since removed from shared.domain.ismcts; horizon of 6 decisions,
valued by the heuristic's estimate) won about 30% (25% over seeds 0-39 with the heuristic as its opponent
model); these play-outs win 67% of seeds 0-99 with a median decision of 74 ms (`make bench PART=academic_society`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from shared.domain.engine import detached
from shared.domain.ismcts import reshuffled
from shared.domain.review import Marks, ReviewSearch

from . import bots, flow, scoring
from .bots import heuristic_command, value


def determinize(state: dict, seat: int, rng: random.Random) -> dict:
    """A full state with the seat's view: the face-down piles reshuffled from their contents, and the hidden
    reshuffle orders replaced by one fresh random order per back. Only the next reshuffle of a back can happen
    within a search's horizon (a pile is drawn in Phase 6 only), so one order serves every later reshuffle;
    redrawing all 14 orders per back was a sixth of the search's time. The real orders are never copied."""
    if not state.get("players"):
        return detached(state)
    world = detached({k: v for k, v in state.items() if k != "shuffle_keys"})
    world["rc_pile"] = reshuffled(state["rc_pile"], rng)
    keys = {}
    for back, pile in state["piles"].items():
        world["piles"][back] = reshuffled(pile, rng)
        hidden = state["shuffle_keys"][back]
        # a reshuffle key is a random order of the back's tiles: its contents are public (setup's tiles)
        order = reshuffled(hidden[0], rng) if hidden else []
        keys[back] = [order] * len(hidden)
    world["shuffle_keys"] = keys
    return world


def evaluate(state: dict, seat: int) -> float:
    """The heuristic's estimate of final Influence, own minus the best other seat's (what wins is the lead)."""
    mine = value(state, seat)
    return mine - max(value(state, other) for other in range(len(state["players"])) if other != seat)


@dataclass(frozen=True)
class RolloutSettings:
    """The budget of `rollout_command`.

    candidates: at most this many of the seat's commands are rolled out, the best by the heuristic's own
        one-action estimate (the heuristic's choice always among them)
    rollouts: determinizations each candidate is played out on (the same ones for every candidate)
    min_steps: decisions played at least; the play-out then stops at the next round boundary (or game end)
    margin: the heuristic's choice is kept unless another candidate's mean outcome beats it by this many points
    """

    candidates: int = 5
    rollouts: int = 1
    min_steps: int = 12
    margin: float = 0.3


ROLLOUT = RolloutSettings()


def _heuristic_scores(world: dict, seat: int, commands: list[dict]) -> list[float]:
    """The heuristic's estimate of each command (applied, the rest of the action finished greedily)."""
    scores = []
    for command in commands:
        after = bots.clone(world)
        flow.apply_command(after, command)
        bots._finish_action(after, seat, 0)
        scores.append(value(after, seat))
    return scores


def play_out(engine, world: dict, seat: int, rng: random.Random, min_steps: int) -> float:
    """Every seat plays the heuristic (the search's model of competent play) from `world` (changed in place)
    until a round boundary at least `min_steps` decisions on, or the game's end; the outcome for `seat`, in
    points: own estimate minus the best other's (at the end, the real scores plus half a point for a win,
    so a tie-break won counts)."""
    start_round, steps = world["round"], 0
    while not world["over"]:
        if world["round"] != start_round:
            if steps >= min_steps:
                break
            start_round = world["round"]
        mover = world["stack"][-1]["seat"]
        flow.apply_command(world, heuristic_command(engine, world, mover, rng))
        steps += 1
    if not world["over"]:
        return evaluate(world, seat)
    totals = [sum(line["points"] for line in scoring.lines(p)) for p in world["players"]]
    winners = engine.score(world)["winners"]
    won = 0.5 / len(winners) if seat in winners else 0.0
    return totals[seat] - max(t for other, t in enumerate(totals) if other != seat) + won


def rollout_command(engine, state: dict, seat: int, rng: random.Random, settings: RolloutSettings = ROLLOUT) -> dict:
    """Determinized rollouts of a shortlist: each candidate command is played on the same determinizations,
    then every seat follows the heuristic to the next round boundary, where the position is valued. The
    other seats' replies, Phase 3 upkeep, Phase 4's lowest marker and Phase 5's activations are thus played
    out, not guessed by the one-step estimate."""
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    worlds = [determinize(state, seat, rng) for _ in range(settings.rollouts)]
    scores = _heuristic_scores(worlds[0], seat, legal)
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    top = max(scores)
    ties = [i for i in order if scores[i] >= top - 1e-9]
    preferred = ties[rng.randrange(len(ties))]  # the heuristic's own choice (it breaks ties at random)
    shortlist = [preferred] + [i for i in order if i != preferred][: settings.candidates - 1]
    seeds = [rng.random() for _ in worlds]
    means = {}
    for i in shortlist:
        total = 0.0
        for world, seed in zip(worlds, seeds, strict=True):
            after = bots.clone(world)
            flow.apply_command(after, legal[i])
            total += play_out(engine, after, seat, random.Random(seed), settings.min_steps)
        means[i] = total / len(worlds)
    best = max(shortlist, key=lambda i: means[i])
    if means[preferred] + settings.margin >= means[best]:
        return legal[preferred]
    return legal[best]


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    return rollout_command(engine, state, seat, rng)


def review_candidates(engine, state: dict, seat: int, rng: random.Random) -> list[dict]:
    """The shortlist `rollout_command` weighs: the best commands by the heuristic's own one-action estimate on
    a determinization (the game review plays each of them out, and the command played)."""
    legal = engine.legal(state, seat)
    scores = _heuristic_scores(determinize(state, seat, rng), seat, legal)
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    return [legal[i] for i in order[: ROLLOUT.candidates]]


def review_play_out(engine, world: dict, seat: int, rng: random.Random) -> float:
    return play_out(engine, world, seat, rng, ROLLOUT.min_steps)


# The game review (shared.domain.review): the strong bot's determinization, shortlist and play-out, in Influence.
# The marks' thresholds: docs/ANALYSIS.md.
REVIEW = ReviewSearch(determinize=determinize, candidates=review_candidates, play_out=review_play_out,
                      standing=evaluate, marks=Marks(inaccuracy=1.0, mistake=3.0, blunder=6.0), unit="Influence")
