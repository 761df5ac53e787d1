"""Reviewing one decision: what the `strong` search thinks of the command a seat played, against the best
command it finds, from that seat's information only.

A game declares how it is reviewed in its `rules/strong.py` as `REVIEW` (a `ReviewSearch`): the strong bot's
own determinization (a full state drawn from what the seat may see), its own candidate shortlist, its own
play-out valued in the game's points (own estimate minus the best other seat's), the estimate of a seat's
standing, and the thresholds of the marks. Nothing here knows a game.

The valuation is the strong bot's paired play-outs (shared.domain.ismcts.choose_paired): the played command
joins the shortlist, and every candidate is played out on the *same* determinizations with the *same* draws,
so their difference shows the command, not the luck of the hidden cards. The best is chosen on some worlds and
valued, with the command played, on others (`review_decision`: no winner's curse). The budget is a number of
determinizations, never a time: the same seed gives the same figures on every machine.

Marks (`Marks`, in the game's points): a loss of at least `inaccuracy` is an inaccuracy, of at least
`mistake` a mistake, of at least `blunder` a blunder. A seat's accuracy is 100 * (1 - its loss share): the share
of what its decisions put at stake that it gave up (`loss_share`), 100 for a seat that always played the best
command found.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from shared.domain.engine import Command, Engine, RuleViolation, State, detached
from shared.domain.ismcts import Determinize, Evaluate, SearchSettings, apply, play_on, root_candidates

Candidates = Callable[[Engine, State, int, random.Random], list[Command]]
PlayOut = Callable[[Engine, State, int, random.Random], float]
MARK_NAMES = ("inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class Marks:
    """The smallest loss, in the game's points, of each mark."""

    inaccuracy: float
    mistake: float
    blunder: float

    def of(self, loss: float) -> str | None:
        for name in reversed(MARK_NAMES):
            if loss >= getattr(self, name):
                return name
        return None

    def to_json(self) -> dict[str, float]:
        return {name: getattr(self, name) for name in MARK_NAMES}


@dataclass(frozen=True)
class ReviewSearch:
    """How a game's decisions are valued (declared as REVIEW in the game's rules/strong.py).

    determinize: the strong bot's: a full state consistent with the seat's view, never with the hidden truth
    candidates: the commands the strong search would weigh for the seat now (its shortlist)
    play_out: a world just after the seat's command, played on by the strong bot's model of play, valued
        for the seat in the game's points (own minus the best other's)
    standing: a seat's standing in a position, in the same points (the chart's curve)
    marks: the thresholds of the marks, in the same points
    unit: what the points are called in this game
    """

    determinize: Determinize
    candidates: Candidates
    play_out: PlayOut
    standing: Evaluate
    marks: Marks
    unit: str


def review_search_of(engine: Engine) -> ReviewSearch | None:
    """The REVIEW the engine's rules package declares in its strong.py (None: its version is not reviewed)."""
    package = type(engine).__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.strong")
    except ImportError:
        return None
    review = getattr(module, "REVIEW", None)
    return review if isinstance(review, ReviewSearch) else None


def final_margin(engine: Engine, world: State, seat: int) -> float:
    """A finished game in points: the seat's total minus the best other seat's (its own alone, solo)."""
    totals = {p["seat"]: p["total"] for p in engine.score(world)["players"]}
    rivals = [total for other, total in totals.items() if other != seat]
    return totals.get(seat, 0) - (max(rivals) if rivals else 0)


def paired_review(settings: SearchSettings, marks: Marks, unit: str) -> ReviewSearch:
    """The review of a game whose strong bot is shared.domain.ismcts.choose_paired with `settings`: its
    shortlist, and its simulations valued in points (`settings.outcome`, else the final scores of a finished
    play-out and `settings.evaluate` of an unfinished one)."""

    def candidates(engine: Engine, state: State, seat: int, rng: random.Random) -> list[Command]:
        return root_candidates(engine, settings, state, seat, rng)[0]

    def play_out(engine: Engine, world: State, seat: int, rng: random.Random) -> float:
        world = play_on(engine, settings, world, seat, rng)
        if settings.outcome is not None:
            return settings.outcome(engine, world, seat)
        if engine.is_over(world):
            return float(final_margin(engine, world, seat))
        return settings.evaluate(world, seat)

    return ReviewSearch(determinize=settings.determinize, candidates=candidates, play_out=play_out,
                        standing=settings.evaluate, marks=marks, unit=unit)


def command_key(command: Command) -> str:
    return repr(sorted(command.items()))


def value_commands(engine: Engine, search: ReviewSearch, state: State, seat: int, commands: list[Command],
                   rng: random.Random, worlds: int) -> list[float]:
    """Each command's mean play-out value for the seat over `worlds` determinizations, every command on the
    same worlds with the same draws (common random numbers). A command a world refuses (it should not: the
    world matches the seat's view) is worth -inf."""
    totals = [0.0] * len(commands)
    refused = [False] * len(commands)
    for _ in range(worlds):
        world = search.determinize(state, seat, rng)
        draws = rng.getrandbits(64)
        for index, command in enumerate(commands):
            simulation = random.Random(draws)
            try:
                after = apply(engine, detached(world), seat, command, simulation)
            except RuleViolation:
                refused[index] = True
                continue
            totals[index] += search.play_out(engine, after, seat, simulation)
    return [-math.inf if refused[i] else totals[i] / worlds for i in range(len(commands))]


@dataclass(frozen=True)
class DecisionReview:
    """One decision's figures, in the game's points; forced: the seat had one legal command (not searched).

    stake: how much the choice could make: the best value minus the worst candidate's, or the played
    command's if lower (signed: the spread of the values checked); the loss is at most the stake."""

    played_value: float | None
    best_value: float | None
    best: Command
    loss: float
    mark: str | None
    forced: bool
    stake: float = 0.0


def review_decision(engine: Engine, search: ReviewSearch, state: State, seat: int, played: Command,
                    rng: random.Random, worlds: int, check_worlds: int, signed: bool = True) -> DecisionReview:
    """The played command against the best of the strong search's shortlist, in two steps:

    1. choose: every candidate (the shortlist and the command played) on the same `worlds` determinizations;
       the search's pick is the best mean, and the worst mean tells the least the seat could have made;
    2. check: the pick, the command played and the worst candidate on `check_worlds` other determinizations
       (the same ones for all three); their means there are the figures: `best_value` (the pick's),
       `played_value`, the loss (the pick's minus the played's, 0 if the played command does as well: the best
       found is then the played one) and the stake (the pick's minus the worst's).

    Why two steps: the best of several noisy means is too high by the noise (the winner's curse), so a loss
    read off the worlds that chose the best is too high by an amount that grows with the number of candidates
    and the luck a position is exposed to, whatever was played: at 3 worlds it outweighed the difference
    between a random and a heuristic player in Modern Society (docs/ANALYSIS.md). Valued on worlds that took
    no part in the choice, the pick's mean is as likely too low as too high.

    signed (analysis version 3): the pick stays the best found and the loss is the pick's mean minus the
    played command's, negative when the played command did better on the check worlds: an unbiased estimate,
    so a sum of them is too; the stake is the spread of the three means (at least the loss's size), so a
    seat's stakes add up to what its positions put at stake and the noise, never to nearly nothing while its
    losses are noise (a signed stake did, for the random bot in Modern Society). Unsigned (version 2):
    the better of the pick and the played command on the check worlds is the best found, so the loss is never
    negative, but choosing the better of two noisy means is the winner's curse again: it adds about the
    noise of the check to every decision close to the pick, more to near-best play than to clearly bad
    play, which hid the random bot's larger losses in Academic Society (docs/ANALYSIS.md "Why signed")."""
    if len(engine.legal(state, seat)) <= 1:
        return DecisionReview(None, None, played, 0.0, None, True)
    commands = list(search.candidates(engine, state, seat, rng))
    played_key = command_key(played)
    keys = [command_key(c) for c in commands]
    if played_key not in keys:
        commands.append(played)
        keys.append(played_key)
    chosen = value_commands(engine, search, state, seat, commands, rng, worlds)
    order = sorted(range(len(commands)), key=lambda i: chosen[i])
    pick, worst = order[-1], order[0]
    checked = list(dict.fromkeys((pick, keys.index(played_key), worst)))  # each command once
    values = dict(zip(checked, value_commands(engine, search, state, seat, [commands[i] for i in checked], rng,
                                              check_worlds), strict=True))
    played_value = values[keys.index(played_key)]
    if signed:  # the stake: the spread of the checked means, never below the loss, never cancelled by noise
        loss, stake = values[pick] - played_value, max(values.values()) - min(values.values())
        return DecisionReview(played_value, values[pick], commands[pick], loss, search.marks.of(loss), False, stake)
    best, best_value = (pick, values[pick]) if values[pick] > played_value else (keys.index(played_key), played_value)
    loss = best_value - played_value
    stake = best_value - min(values[worst], played_value)  # the played command may do worse than the "worst"
    return DecisionReview(played_value, best_value, commands[best], loss, search.marks.of(loss), False, stake)


def loss_share(losses: list[float], stakes: list[float]) -> float | None:
    """The share of what the decisions put at stake that was given up: the losses' sum over the stakes' (0:
    the best found every time, 1: the worst candidate every time); 0 when nothing was at stake (signed stakes,
    version 3: when they sum to nothing or less, which only a budget of a world or two per decision gives), None
    without any decision.

    Why a share: what a decision can win or lose differs from position to position, and from player to
    player: a seat far behind (in Modern Society, one that can no longer afford a Law) decides where little
    is at stake, so its losses in points are small whatever it plays. Measured in points, a random player's
    decisions lost no more on average than a heuristic player's in Modern Society (seeds 1-3 and 111-120 of
    the review bench: docs/ANALYSIS.md), though they gave up a larger share of their stakes."""
    if not losses:
        return None
    total = sum(stakes)
    return sum(losses) / total if total > 0 else 0.0


def accuracy(losses: list[float], stakes: list[float]) -> float | None:
    """100 * (1 - loss_share): 100 for a seat that always played the best command found, 0 for one that always
    played the worst candidate (None without any decision). Signed losses (analysis version 3) can sum below 0
    or above the stakes: the figure stays within 0-100 (an unsigned share always is)."""
    share = loss_share(losses, stakes)
    return None if share is None else 100.0 * (1.0 - min(1.0, max(0.0, share)))


def compare_commands(engine: Engine, search: ReviewSearch, state: State, seat: int, commands: list[Command],
                     rng: random.Random, worlds: int, check_worlds: int) -> tuple[list[float], float]:
    """The signed loss of each of several commands one position allows (e.g. what each bot policy would play
    there), against the same pick, on the same check worlds: `review_decision` for all of them at once; and
    the position's stake (the spread of the values checked: the pick's, the worst candidate's and theirs),
    the same for all of them.

    Why: the decisions of different players are made in different positions, and what a position puts at stake
    differs more from one to the next than what separates a random player's choice from a heuristic one's
    (docs/ANALYSIS.md "Why a share"). Compared in the same positions, on the same worlds with the same draws,
    their losses differ by their choices only."""
    keys = [command_key(c) for c in commands]
    candidates = list(search.candidates(engine, state, seat, rng))
    known = {command_key(c) for c in candidates}
    candidates += [c for i, c in enumerate(commands) if keys[i] not in known and keys[i] not in keys[:i]]
    chosen = value_commands(engine, search, state, seat, candidates, rng, worlds)
    order = sorted(range(len(candidates)), key=lambda i: chosen[i])  # as review_decision picks
    pick, worst = candidates[order[-1]], candidates[order[0]]
    unique = list(dict.fromkeys([command_key(pick), *keys, command_key(worst)]))
    by_key = {command_key(c): c for c in [pick, *commands, worst]}
    values = dict(zip(unique, value_commands(engine, search, state, seat, [by_key[k] for k in unique], rng,
                                             check_worlds), strict=True))
    best = values[command_key(pick)]
    return [best - values[key] for key in keys], max(values.values()) - min(values.values())
