"""The `strong` bot policy every game shares: information-set Monte Carlo tree search (Cowling, Powley and
Whitehouse 2012, single-observer ISMCTS), searching with the engine's own decide/evolve/legal.

Each iteration draws a *determinization*: a full state consistent with what the deciding seat may see
(the game's `determinize`, which reads only the seat's view of the state: hidden piles are reshuffled from
their public contents, other seats' hidden cards redealt from everything the seat cannot see). It then
walks the tree of the seat's decisions: at a node, UCB1 picks among the commands legal in this
determinization that the node has seen (a command never tried first), the seat's own decisions grow the
tree, other seats' decisions are played by the game's fast policy (their information is not the
searcher's); after `depth` own decisions (or the `horizon` of decisions in all) the position is valued by
the game's evaluation (its heuristic's estimate, own minus the best opponent's) and the value backs up.
The game's own heuristic, asked on a determinization, is the prior: its command is kept unless the search
finds another clearly better (by `margin`), so a small budget never plays worse than its noise allows.

The budget is a fixed number of iterations, and every draw comes from the `rng` the platform hands the
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
    rollout: the fast policy other seats (and the searcher past the tree) play in simulations
    iterations: determinizations searched per decision (the budget; fixed, so games replay)
    depth: own decisions the tree grows before the position is evaluated
    horizon: decisions simulated in all (any seat) before the position is evaluated
    scale: the typical spread of `evaluate`, so UCB1's exploration suits the game's points
    shortlist: at most this many root commands, the best by one-step evaluation (0: all)
    prior: the game's own policy (its heuristic), asked on a determinization: its command is always searched,
        and kept unless the search finds another better by `margin` (in reward, 0..1) over enough visits
    own_rollout: the policy the searcher's own seat plays past the tree (None: `rollout`, as every other seat);
        a game whose fast policy is much weaker than its heuristic inside a turn can let its own seat finish the
        turn as well as it would really play it
    root_value: how the shortlist values a root command on a determinization (None: `evaluate` one step
        ahead); a game whose decisions come in chains (a placement, then its action) can value a command at the
        end of the chain, where one step ahead says little
    until: where a `choose_paired` simulation may stop before its horizon, once another seat has moved (None:
        only the horizon or the game's end), e.g. at the seat's next turn, so every candidate is judged after
        the same replies
    outcome: how `choose_paired` values the end of a simulation, in the game's points (None: the squashed reward
        of a tree iteration); a game can value a finished game by its real final scores
    """

    determinize: Determinize
    evaluate: Evaluate
    rollout: Rollout
    iterations: int = 64
    depth: int = 2
    horizon: int = 12
    scale: float = 4.0
    exploration: float = 0.7
    shortlist: int = 8
    prior: Rollout | None = None
    margin: float = 0.08
    own_rollout: Rollout | None = None
    root_value: RootValue | None = None
    until: Until | None = None
    outcome: Outcome | None = None


class _Node:
    __slots__ = ("visits", "total", "children", "available")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.children: dict[str, _Node] = {}
        self.available: dict[str, int] = {}  # times each child was legal when this node was visited


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
    """The root commands a search weighs, and the key of the prior's own choice (None without a prior, or
    when only one command is legal): every legal command, or the best `shortlist` by one-step value plus
    the prior's. `choose` and `choose_paired` both start here, drawing from `rng` in this order."""
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


def choose(engine: Engine, settings: SearchSettings, state: State, seat: int, rng: random.Random) -> Command:
    """The command the search prefers for `seat` now: one of engine.legal(state, seat)."""
    legal, preferred = root_candidates(engine, settings, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    root_keys = {_key(c): c for c in legal}
    root = _Node()
    for _ in range(settings.iterations):
        world = settings.determinize(state, seat, rng)
        _iterate(engine, settings, root, world, seat, rng, root_keys)
    best_key, best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].total / max(1, kv[1].visits)))
    kept = root.children.get(preferred) if preferred is not None else None
    if kept is not None and kept.visits and kept.total / kept.visits + settings.margin >= best.total / best.visits:
        return root_keys[preferred]  # the search found nothing clearly better than the game's own choice
    return root_keys[best_key]


def _iterate(engine: Engine, settings: SearchSettings, root: _Node, world: State, seat: int,
             rng: random.Random, root_keys: dict[str, Command]) -> None:
    path = [root]
    node = root
    own, steps = 0, 0
    while steps < settings.horizon and not engine.is_over(world):
        pending = engine.pending(world)
        if not pending:
            break
        mover = seat if seat in pending else pending[rng.randrange(len(pending))]
        if mover != seat or node is None or own >= settings.depth:
            policy = settings.own_rollout if mover == seat and settings.own_rollout is not None else settings.rollout
            command = policy(engine, world, mover, rng)
        else:
            commands = engine.legal(world, seat)
            if node is root:
                commands = [c for c in commands if _key(c) in root_keys]
                if not commands:
                    break
            command = _select(node, commands, settings, rng)
            key = _key(command)
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
                node = None  # expanded one node: the rest is a simulation
            else:
                node = child
            path.append(child)
            own += 1
        world = apply(engine, world, mover, command, rng)
        steps += 1
    reward = _reward(engine, settings, world, seat)
    for visited in path:
        visited.visits += 1
        visited.total += reward


def _select(node: _Node, commands: list[Command], settings: SearchSettings, rng: random.Random) -> Command:
    """UCB1 over the commands legal in this determinization; an untried one first (at random)."""
    untried = []
    for command in commands:
        key = _key(command)
        node.available[key] = node.available.get(key, 0) + 1
        if key not in node.children:
            untried.append(command)
    if untried:
        return untried[rng.randrange(len(untried))]
    best, best_score = commands[0], -math.inf
    for command in commands:
        child = node.children[_key(command)]
        # ISMCTS: exploration counts the times the child was available, not the parent's visits
        score = child.total / child.visits + settings.exploration * math.sqrt(
            math.log(node.available[_key(command)]) / child.visits)
        if score > best_score:
            best, best_score = command, score
    return best


def _reward(engine: Engine, settings: SearchSettings, world: State, seat: int) -> float:
    """In [0, 1]: a finished game is a win (1), a shared win (0.5) or a loss (0); otherwise the
    evaluation's margin, squashed."""
    if engine.is_over(world):
        winners = engine.score(world)["winners"]
        return (1.0 if winners == [seat] else 0.5) if seat in winners else 0.0
    return 1.0 / (1.0 + math.exp(-settings.evaluate(world, seat) / settings.scale))


def choose_paired(engine: Engine, settings: SearchSettings, state: State, seat: int, rng: random.Random) -> Command:
    """A flat alternative to `choose` for games whose simulations are long and whose modelled seats are
    deterministic: every candidate command is tried on the *same* determinizations with the *same* simulation
    draws (common random numbers), then each simulation plays `settings.rollout` for every seat (the searcher
    too) over `settings.horizon` decisions (or to `settings.until`) and is valued like a tree iteration (or by
    `settings.outcome`). Comparing candidates on the same worlds removes the hidden-card luck that dominates
    a lone simulation, so a small budget tells close commands apart (a policy-improvement step over the
    rollout policy). The budget is `settings.iterations` simulations in all, spread evenly over the
    candidates; the shortlist, the prior and the margin work as in `choose`. Only the seat's view is read
    (through `determinize`, `legal` and `pending`), as in `choose`."""
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
    """Every seat plays `settings.rollout` for up to `settings.horizon - 1` more decisions (the searcher's
    first one was the candidate), or until `settings.until` says once another seat has moved, then the position
    is valued (`settings.outcome`, or `_reward`)."""
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
    if settings.outcome is not None:
        return settings.outcome(engine, world, seat)
    return _reward(engine, settings, world, seat)
