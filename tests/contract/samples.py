"""Seeded random games of every game and mode, and everything a client can see in them.

Shared by the contract tests (every sample must validate against the game's API document)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from shared.domain.engine import Engine, fold, rng_for
from shared.domain.registry import load_engine

# (game, mode label) -> (seat kinds and policies, options). Every mode and player count each game has.
_H, _R, _B, _A = ("human", None), ("bot", "random"), ("bot", "heuristic"), ("automa", "automa")
SETUPS: dict[tuple[str, str], tuple[list[tuple[str, str | None]], dict[str, Any]]] = {
    ("academic_society", "2 players"): ([_H, _B], {}),
    ("academic_society", "3 players"): ([_H, _R, _B], {}),
    ("academic_society", "4 players"): ([_H, _R, _B, _H], {}),
    ("royal_archeology", "standard, 3 players"): ([_H, _R, _B], {"mode": "standard"}),
    ("royal_archeology", "standard, 4 players, simplified setup"):
        ([_H, _R, _B, _H], {"mode": "standard", "simplified_setup": True}),
    ("royal_archeology", "confrontation"): ([_H, _B], {"mode": "confrontation"}),
    ("royal_archeology", "competitive"): ([_H, _B, _A], {"mode": "competitive"}),
    ("royal_archeology", "solo"): ([_H, _A], {"mode": "solo"}),
    ("modern_society", "3 players"): ([_H, _R, _B], {}),
    ("modern_society", "4 players"): ([_H, _R, _B, _H], {}),
    ("modern_society", "5 players"): ([_H, _R, _B, _H, _R], {}),
}


def players_of(seats: list[tuple[str, str | None]]) -> list[dict[str, Any]]:
    return [{"name": f"p{i}", "kind": kind, "policy": policy} for i, (kind, policy) in enumerate(seats)]


@dataclass
class Samples:
    commands: list[dict[str, Any]] = field(default_factory=list)
    views: list[tuple[int | None, dict[str, Any]]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)  # as stored and as each seat sees them
    results: list[dict[str, Any]] = field(default_factory=list)


def play_and_collect(game: str, mode: str, seed: int, samples: Samples, view_every: int = 1) -> Samples:
    """Play one seeded game, bots for automated seats and random legal moves for the others; record every
    legal command of every pending seat, views of every seat and the spectator, each event as stored and
    as every seat and the spectator see it, and the result."""
    engine: Engine = load_engine(game)
    seats, options = SETUPS[(game, mode)]
    players = players_of(seats)
    rng = random.Random(seed)
    events = list(engine.new_game(players, options, random.Random(f"{seed}:setup")))
    state = fold(engine, events)
    watchers: list[int | None] = [*range(engine.num_seats(state)), None]
    _record_events(engine, events, watchers, samples)
    step = 0
    while not engine.is_over(state):
        if step % view_every == 0:
            samples.views.extend((seat, engine.view(state, seat)) for seat in watchers)
        pending = engine.pending(state)
        for seat in pending:
            samples.commands.extend(engine.legal(state, seat))
        seat = pending[rng.randrange(len(pending))]
        kind, policy = seats[seat] if seat < len(seats) else ("automa", "automa")
        if kind != "human":
            command = engine.bot_command(state, seat, policy, random.Random(rng.random()))
        else:
            legal = engine.legal(state, seat)
            command = legal[rng.randrange(len(legal))]
        new_events = engine.decide(state, seat, command, rng_for(seed, len(events) + 1))
        _record_events(engine, new_events, watchers, samples)
        for event in new_events:
            state = engine.evolve(state, event)
        events.extend(new_events)
        step += 1
    samples.views.extend((seat, engine.view(state, seat)) for seat in watchers)
    samples.results.append(engine.score(state))
    return samples


def _record_events(engine: Engine, events: list[dict], watchers: list[int | None], samples: Samples) -> None:
    for event in events:
        samples.events.append(event)
        samples.events.extend(engine.event_view(event, seat) for seat in watchers)
