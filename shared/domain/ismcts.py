"""The `strong` bot policy every game shares: information-set Monte Carlo search in its flat form (determinized
play-outs of the seat's candidates; the tree of Cowling, Powley and Whitehouse's single-observer ISMCTS was
measured and removed, see below), searching with the engine's own decide/evolve/legal.

Each simulation draws a *determinization*: a full state consistent with what the deciding seat may see (the
game's `determinize`, which reads only the seat's view of the state: hidden piles are reshuffled from their
public contents, other seats' hidden cards redealt from everything the seat cannot see). The seat's candidate
commands (a shortlist, always with the game's own heuristic choice, the prior) are each played on the *same*
determinizations with the *same* draws, every seat then played by the game's model of play (its heuristic:
the opponents a strong seat meets), and each play-out valued by the game's evaluation (own minus the best
opponent's). The prior's command is kept unless another is clearly better (by `margin`), so a small budget
never plays worse than its noise allows.

A tree over the seat's own later decisions (the textbook ISMCTS, UCB1 at every node of the seat) was measured
in all three games before this flat form replaced it: it won about 30% (Academic Society), 39.5% (Royal
Archeology) and 29% (Modern Society) of the bench's seeds against heuristic bots, where the paired play-outs
win 67%, 56% and 40.4% (each game's `strong.py` gives its settings and costs): what separates two commands is
mostly how the replies and the hidden cards play out, which the paired play-outs compare directly.

The budget is a fixed number of simulations, and every draw comes from the `rng` the platform hands the
decision (derived from the game's seed and the version), so a game with strong seats replays exactly.
The real state is only ever read through `determinize`, `legal(state, seat)` (what /legal shows the seat)
and the engine's `pending`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from shared.domain.engine import Command, Engine, RuleViolation, State, detached

Determinize = Callable[[State, int, random.Random], State]
Evaluate = Callable[[State, int], float]
Rollout = Callable[[Engine, State, int, random.Random], Command]
RootValue = Callable[[Engine, State, int, Command, random.Random], float]
Until = Callable[[State, int], bool]
Outcome = Callable[[Engine, State, int], float]


@dataclass(frozen=True)
class SearchSettings:
    """What a game gives the search, and its budget.

    determinize: a full state the seat cannot tell from the real one (reads the seat's view only)
    evaluate: how good a state is for the seat, in the game's points (own estimate minus the best other's)
    rollout: the model of play every seat (the searcher's too, after its candidate) follows in simulations
    iterations: simulations per decision, spread evenly over the candidates: each candidate is played out on
        max(1, ceil(iterations / candidates)) determinizations (the budget; fixed, so games replay)
    horizon: decisions simulated in all (any seat) before the position is evaluated
    scale: the typical spread of `evaluate`, so that squashing it into a reward keeps its differences
    shortlist: at most this many candidate commands, the best by one-step evaluation (0: all)
    prior: the game's own policy (its heuristic), asked on a determinization: its command is always searched,
        and kept unless another candidate's mean is better by `margin` (in the reward's or `outcome`'s units)
    root_value: how the shortlist values a candidate command on a determinization (None: `evaluate` one step
        ahead); a game whose decisions come in chains (a placement, then its action) can value a command at the
        end of the chain, where one step ahead says little
    until: where a simulation may stop before its horizon, once another seat has moved (None:
        only the horizon or the game's end), e.g. at the seat's next turn, so every candidate is judged after
        the same replies
    outcome: how the search values the end of a simulation, in the game's points (None: the squashed reward
        of `evaluate`, `_reward`); a game can value a finished game by its real final scores
    """

    determinize: Determinize
    evaluate: Evaluate
    rollout: Rollout
    iterations: int = 64
    horizon: int = 12
    scale: float = 4.0
    shortlist: int = 8
    prior: Rollout | None = None
    margin: float = 0.08
    root_value: RootValue | None = None
    until: Until | None = None
    outcome: Outcome | None = None


def reshuffled(items: list, rng: random.Random) -> list:
    """A random order of the items drawn from their sorted contents, so that the real (hidden) order can never
    show through a determinization: the result depends on what the items are and on `rng` only."""
    out = sorted(items)
    rng.shuffle(out)
    return out


def _key(command: Command) -> str:
    return repr(sorted(command.items()))


def apply(engine: Engine, state: State, seat: int, command: Command, rng: random.Random) -> State:
    """The state after `seat`'s command (decided and folded in place)."""
    for event in engine.decide(state, seat, command, rng):
        state = engine.evolve(state, event)
    return state


def one_step_values(engine: Engine, settings: SearchSettings, state: State, seat: int, commands: list[Command],
                    rng: random.Random) -> list[float]:
    """Each command's evaluation one step ahead, on one determinization (for the shortlist)."""
    world = settings.determinize(state, seat, rng)
    values = []
    for command in commands:
        try:
            if settings.root_value is not None:
                values.append(settings.root_value(engine, detached(world), seat, command, rng))
                continue
            values.append(settings.evaluate(apply(engine, detached(world), seat, command, rng), seat))
        except RuleViolation:  # a command this world refuses (it should not: the world matches the view)
            values.append(-math.inf)
    return values


def root_candidates(engine: Engine, settings: SearchSettings, state: State, seat: int,
                    rng: random.Random) -> tuple[list[Command], str | None]:
    """The candidate commands a search weighs, and the key of the prior's own choice (None without a prior, or
    when only one command is legal): every legal command, or the best `shortlist` by one-step value plus
    the prior's. `choose_paired` starts here, drawing from `rng` in this order."""
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal, None
    preferred = None
    if settings.prior is not None:  # asked on a determinization: the heuristic may read the whole state
        preferred = _key(settings.prior(engine, settings.determinize(state, seat, rng), seat, rng))
    if settings.shortlist and len(legal) > settings.shortlist:
        values = one_step_values(engine, settings, state, seat, legal, rng)
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        keep = set(order[: settings.shortlist])
        legal = [c for i, c in enumerate(legal) if i in keep or _key(c) == preferred]
    return legal, preferred


def _reward(engine: Engine, settings: SearchSettings, world: State, seat: int) -> float:
    """In [0, 1]: a finished game is a win (1), a shared win (0.5) or a loss (0); otherwise the
    evaluation's margin, squashed."""
    if engine.is_over(world):
        winners = engine.score(world)["winners"]
        return (1.0 if winners == [seat] else 0.5) if seat in winners else 0.0
    return 1.0 / (1.0 + math.exp(-settings.evaluate(world, seat) / settings.scale))


def choose_paired(engine: Engine, settings: SearchSettings, state: State, seat: int, rng: random.Random) -> Command:
    """The command the search prefers for `seat` now, one of engine.legal(state, seat). For games whose modelled
    seats are deterministic: every candidate command is tried on the *same* determinizations with the *same*
    simulation draws (common random numbers), then each simulation plays `settings.rollout` for every seat (the searcher
    too) over `settings.horizon` decisions (or to `settings.until`) and is valued (`_reward`, or
    `settings.outcome`). Comparing candidates on the same worlds removes the hidden-card luck that dominates
    a lone simulation, so a small budget tells close commands apart (a policy-improvement step over the
    rollout policy). The budget is `settings.iterations` simulations spread evenly over the candidates,
    at least one per candidate; the heuristic's (the prior's) choice is kept unless another candidate's mean beats it by
    `settings.margin`. Only the seat's view is read (through `determinize`, `legal` and `pending`)."""
    legal, preferred = root_candidates(engine, settings, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    totals = [0.0] * len(legal)
    counts = [0] * len(legal)
    for _ in range(max(1, -(-settings.iterations // len(legal)))):
        world = settings.determinize(state, seat, rng)
        draws = rng.getrandbits(64)
        for i, command in enumerate(legal):
            simulation = random.Random(draws)
            try:
                after = apply(engine, detached(world), seat, command, simulation)
            except RuleViolation:  # a command this world refuses (it should not: the world matches the view)
                continue
            totals[i] += _simulate(engine, settings, after, seat, simulation)
            counts[i] += 1
    means = [totals[i] / counts[i] if counts[i] else -math.inf for i in range(len(legal))]
    best = max(range(len(legal)), key=lambda i: means[i])
    if preferred is not None:
        kept = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
        if kept is not None and means[kept] + settings.margin >= means[best]:
            return legal[kept]  # nothing clearly better than the game's own choice
    return legal[best]


def _simulate(engine: Engine, settings: SearchSettings, world: State, seat: int, rng: random.Random) -> float:
    """The simulation's end (`play_on`) valued: `settings.outcome`, or `_reward`."""
    world = play_on(engine, settings, world, seat, rng)
    if settings.outcome is not None:
        return settings.outcome(engine, world, seat)
    return _reward(engine, settings, world, seat)


def play_on(engine: Engine, settings: SearchSettings, world: State, seat: int, rng: random.Random) -> State:
    """Every seat plays `settings.rollout` for up to `settings.horizon - 1` more decisions (the searcher's
    first one was the candidate), or until `settings.until` says once another seat has moved; the position
    reached (the review values it in points: shared.domain.review)."""
    steps, others_moved = 1, False
    while steps < settings.horizon and not engine.is_over(world):
        pending = engine.pending(world)
        if not pending:
            break
        mover = seat if seat in pending else pending[rng.randrange(len(pending))]
        if mover != seat:
            others_moved = True
        elif others_moved and settings.until is not None and settings.until(world, seat):
            break
        world = apply(engine, world, mover, settings.rollout(engine, world, mover, rng), rng)
        steps += 1
    return world
