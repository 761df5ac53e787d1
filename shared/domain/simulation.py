"""OpenSpiel-style random simulation, shared by every game's tests and benches.

`play_random_game` plays one seeded game with random legal moves (or bot
policies) and, when `check=True`, verifies at every step the platform's
invariants: pending seats have legal moves, every chosen legal move is
accepted, illegal commands and out-of-turn seats are refused, the state
round-trips through JSON, decide does not mutate, and folding the events
reproduces the state; the game must end within `engine.max_decisions`.
"""

from __future__ import annotations

import copy
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from shared.domain.engine import Engine, RuleViolation, fold, rng_for


class SimulationFailure(AssertionError):
    """An invariant of the engine protocol broke during a simulated game."""


@dataclass
class SimulationResult:
    seed: int
    decisions: int
    events: list[dict[str, Any]] = field(repr=False)
    state: dict[str, Any] = field(repr=False)
    result: dict[str, Any] = field(repr=False)
    seconds: float = 0.0  # the whole game: setup, every decision, scoring
    decision_seconds: float = 0.0  # legal + decide + evolve of every decision only


BOGUS_COMMAND = {"type": "__not_a_move__"}


def play_random_game(
    engine: Engine,
    players: list[dict[str, Any]],
    options: dict[str, Any] | None = None,
    seed: int = 0,
    *,
    check: bool = True,
    full_fold_every: int = 50,
    policies: dict[int, str] | None = None,
) -> SimulationResult:
    """Play one game to the end. policies maps seat -> bot policy name; other seats move at random.

    With check=False it is also the games' benchmark loop (the result carries its timings)."""
    options = options or {}
    rng = random.Random(seed)
    started = time.perf_counter()
    events = list(engine.new_game(players, options, random.Random(f"{seed}:setup")))
    state = fold(engine, events)
    decisions = 0
    deciding = time.perf_counter()
    while not engine.is_over(state):
        pending = engine.pending(state)
        if check and not pending:
            raise SimulationFailure(f"seed {seed}: game not over but nobody is pending (step {decisions})")
        seat = pending[rng.randrange(len(pending))]
        if check:
            _check_step(engine, state, events, pending, seat, engine.legal(state, seat), seed, decisions,
                        full_fold_every)
        if policies and seat in policies:
            command = engine.bot_command(state, seat, policies[seat], random.Random(rng.random()))
        else:
            legal = engine.legal(state, seat)
            command = legal[rng.randrange(len(legal))]
        new_events = engine.decide(state, seat, command, rng_for(seed, len(events) + 1))
        if check and not new_events:
            raise SimulationFailure(f"seed {seed}: accepted command produced no event: {command}")
        for event in new_events:
            if check:
                event = json.loads(json.dumps(event))
            events.append(event)
            state = engine.evolve(state, event)
        decisions += 1
        if decisions > engine.max_decisions:
            raise SimulationFailure(f"seed {seed}: game exceeded {engine.max_decisions} decisions")
    decision_seconds = time.perf_counter() - deciding
    if check:
        if engine.pending(state):
            raise SimulationFailure(f"seed {seed}: game over but seats still pending")
        if fold(engine, [json.loads(json.dumps(e)) for e in events]) != state:
            raise SimulationFailure(f"seed {seed}: final fold differs from the live state")
    result = engine.score(state)
    seconds = time.perf_counter() - started
    if check:
        _check_result(engine, result, len(players), seed)
    return SimulationResult(seed, decisions, events, state, result, seconds, decision_seconds)


def _check_step(engine, state, events, pending, seat, legal, seed, step, full_fold_every):
    where = f"seed {seed} step {step} seat {seat}"
    if not legal:
        raise SimulationFailure(f"{where}: pending seat has no legal command")
    if json.loads(json.dumps(state)) != state:
        raise SimulationFailure(f"{where}: state does not round-trip through JSON")
    if full_fold_every and step % full_fold_every == 0:
        if fold(engine, [json.loads(json.dumps(e)) for e in events]) != state:
            raise SimulationFailure(f"{where}: fold(events) differs from the live state")
    before = copy.deepcopy(state) if step % 25 == 0 else None
    command = legal[(step * 7919) % len(legal)]
    engine.decide(state, seat, command, rng_for(seed, 10**9 + step))
    if before is not None and before != state:
        raise SimulationFailure(f"{where}: decide mutated the state")
    if not _refused(engine, state, seat, BOGUS_COMMAND, seed):
        raise SimulationFailure(f"{where}: bogus command accepted")
    for other in _non_pending_seats(engine, state, pending):
        if not _refused(engine, state, other, command, seed):
            raise SimulationFailure(f"{where}: seat {other} (not pending) was allowed to move")
        if engine.legal(state, other):
            raise SimulationFailure(f"{where}: seat {other} is not pending but has legal commands")


def _refused(engine, state, seat, command, seed) -> bool:
    try:
        engine.decide(state, seat, command, rng_for(seed, 0))
    except RuleViolation:
        return True
    return False


def _non_pending_seats(engine, state, pending):
    return [s for s in range(engine.num_seats(state)) if s not in pending]


def _check_result(engine, result, n_players, seed):
    for key in ("ranking", "players", "winners"):
        if key not in result:
            raise SimulationFailure(f"seed {seed}: score lacks {key!r}")
    if sorted(result["ranking"]) != sorted(p["seat"] for p in result["players"]):
        raise SimulationFailure(f"seed {seed}: ranking does not list every scored seat")
    for player in result["players"]:
        if not player.get("lines"):
            raise SimulationFailure(f"seed {seed}: seat {player['seat']} has no score lines")
        if sum(line["points"] for line in player["lines"]) != player["total"]:
            raise SimulationFailure(f"seed {seed}: seat {player['seat']}'s score lines do not add up to its total")


@dataclass
class StrengthTrial:
    """`policy` in one seat against `against` in every other, over seeded games (benches)."""

    games: int
    win_share: float  # wins, a shared win counted as its share
    fair_share: float  # 1 / seats
    decision_seconds: list[float] = field(repr=False)  # every decision of `policy`, CPU time on one core
    wins: float = 0.0  # win_share * games, summed exactly (a shared win counted as its share)


def strength_trial(engine: Engine, players: int, options: dict[str, Any], seeds: range, policy: str = "strong",
                   against: str = "heuristic", chooser: Any = None) -> StrengthTrial:
    """Play each seed with `policy` at seat seed % players (so it takes every place at the table in turn)
    and time its decisions in CPU time (process time: one core, whatever else the machine runs). chooser: a
    fn(engine, state, seat, rng) -> command that decides for that seat instead of the engine's `policy` (a
    candidate paired with the released version: the same games, the same randomness)."""
    won, times = 0.0, []
    for seed in seeds:
        seat = seed % players
        policies = {s: against for s in range(players)}
        policies[seat] = policy
        table = [{"name": f"p{s}", "kind": "bot", "policy": policies[s]} for s in range(players)]
        events = list(engine.new_game(table, options, random.Random(f"{seed}:setup")))
        state = fold(engine, events)
        rng = random.Random(seed)
        while not engine.is_over(state):
            pending = engine.pending(state)
            mover = pending[rng.randrange(len(pending))]
            started = time.process_time()
            decision = random.Random(rng.random())
            if chooser is not None and mover == seat:
                command = chooser(engine, state, mover, decision)
            else:
                command = engine.bot_command(state, mover, policies[mover], decision)
            if mover == seat:
                times.append(time.process_time() - started)
            for event in engine.decide(state, mover, command, rng_for(seed, len(events) + 1)):
                events.append(event)
                state = engine.evolve(state, event)
        winners = engine.score(state)["winners"]
        won += 1 / len(winners) if seat in winners else 0.0
    return StrengthTrial(len(seeds), won / len(seeds), 1 / players, times, won)
