"""The guards every decision passes, run by the platform once (issue 33: "the platform runs the guards once").

Before a game's own step turns a command into events, the platform checks, in this order:

1. the seat is an integer seat of this game (`check_seat`: a bool or 1.0 is no seat);
2. the game is not over;
3. any check the game declares before the turn (`before_turn`: e.g. the game has started, the command has
   a string type), in the order declared;
4. the seat owes a decision now (`engine.pending`);
5. the command is one of `engine.legal(state, seat)`, field for field and type for type
   (shared.domain.legality), its refusal worded as the game words it.

A game declares only the words (`Guards`): clients and tests rely on each refusal's code, message, rule and
field, and the games word them differently. An engine deriving from shared.domain.declared.DeclaredEngine
declares `guards` and a `step(state, seat, command, rng) -> events` that is handed only a command that passed
them; it never writes a guard. The engines released before this (their `decide` frozen by a rules version's
hash, shared.domain.rules_versions) keep their own checks: their game package declares their words in its
`guards` module (`declared_guards(rules package) -> Guards`), the platform checks first, and their own checks,
worded the same (tests/platform/test_platform_guards.py), then always pass.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from shared.domain.engine import (
    Command,
    Engine,
    Event,
    GameOver,
    NotYourTurn,
    RuleViolation,
    State,
    check_seat,
)
from shared.domain.legality import DEFAULT_WORDING, Wording, explain, find_legal

# A clause that depends on the position: (state) -> the rulebook clause a refusal cites.
StateRule = Callable[[State], str]
# A check of the game's own before the turn's: (state, command) -> its refusal, or None when it passes.
BeforeTurn = Callable[[State, Any], RuleViolation | None]


@dataclass(frozen=True)
class Guards:
    """How a game words the platform's refusals.

    seats: how many seats the state has (tolerant of a state before setup: a seat is then refused)
    over_rule / over_message: the game-over refusal (code game_over)
    turn_rule / turn_message: the refusal of a seat that owes no decision (code not_your_turn); the message
        is a `str.format` template of {seat}, the rule a clause or a clause of the state
    legal_rule: (state, seat, command) -> the clause an illegal command breaks (the command is an object
        with a string type by then only if a `before_turn` check said so)
    wording: how an illegal command is explained (shared.domain.legality.Wording)
    before_turn: the game's own checks between game over and the turn, in order
    judged_against: (state, seat, command) -> the legal commands a command is judged against, read, never
        handed out (a game whose legal list is kept in the state, or in parts by command type, saves building
        and copying it whole); None: engine.legal. A refusal is explained against engine.legal whole.
    """

    seats: Callable[[State], int]
    over_rule: str
    turn_rule: str | StateRule
    legal_rule: Callable[[State, int, Any], str]
    over_message: str = "the game is over"
    turn_message: str = "seat {seat} owes no decision now"
    wording: Wording = DEFAULT_WORDING
    before_turn: tuple[BeforeTurn, ...] = ()
    judged_against: Callable[[State, int, Any], Sequence[Command]] | None = None

    def check(self, engine: Engine, state: State, seat: Any, command: Any) -> Command:
        """`command` once every guard passed (equal, type for type, to a legal command); else the first
        refusal, as the game words it."""
        check_seat(seat, self.seats(state))
        if engine.is_over(state):
            raise GameOver(self.over_message, rule=self.over_rule)
        for before in self.before_turn:
            refusal = before(state, command)
            if refusal is not None:
                raise refusal
        if seat not in engine.pending(state):
            rule = self.turn_rule if isinstance(self.turn_rule, str) else self.turn_rule(state)
            raise NotYourTurn(self.turn_message.format(seat=seat), rule=rule)
        judged = engine.legal(state, seat) if self.judged_against is None else self.judged_against(state, seat, command)
        if find_legal(judged, command) is None:
            legal = judged if self.judged_against is None else engine.legal(state, seat)
            raise explain(legal, command, self.legal_rule(state, seat, command), self.wording)
        return command


_declared: dict[type, Guards | None] = {}


def guards_of(engine: Any) -> Guards | None:
    """The guards `engine` is checked with: its own declaration (`engine.guards`), else its game package's
    `guards` module for the rules package the engine belongs to (an engine released before guards were
    declared), else None (an engine of a test that checks its own commands)."""
    kind = type(engine)
    if kind not in _declared:
        declared = getattr(engine, "guards", None)
        if declared is None:
            package = kind.__module__.rpartition(".")[0]
            game_package = package.rpartition(".")[0]
            try:
                module = importlib.import_module(f"{game_package}.guards") if game_package else None
            except ModuleNotFoundError as missing:
                if missing.name != f"{game_package}.guards":
                    raise
                module = None
            if module is not None:
                declared = module.declared_guards(importlib.import_module(package))
        _declared[kind] = declared
    return _declared[kind]


def decide(engine: Any, state: State, seat: Any, command: Any, rng: random.Random | None) -> list[Event]:
    """The platform's decide: the guards once, then the game's step (an engine with no `step` is one released
    before guards were declared: its own decide, whose checks the guards have already passed)."""
    guards = guards_of(engine)
    if guards is None:
        return engine.decide(state, seat, command, rng)
    guards.check(engine, state, seat, command)
    step = getattr(engine, "step", None)
    if step is None:
        return engine.decide(state, seat, command, rng)
    return step(state, seat, command, rng)
