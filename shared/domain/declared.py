"""The plumbing every engine shares, driven by what the engine declares.

An engine class derives from `DeclaredEngine` and declares:

* `setup_rules`: a shared.domain.setup.SetupRules (player counts, seat kinds, policies per kind, options);
  `validate_setup` checks it (an engine with rules of its own extends `validate_setup` and calls super);
* `policies`: {policy name: fn(engine, state, seat, rng) -> command} (shared.domain.policies); the
  `bot_policies` the platform validates against are its names, `bot_command` dispatches on it (and on
  the policy's version, shared.domain.policy_versions);
* `contract`: its shared.domain.contract.GameContract (with its undo policy, shared.domain.undo);
* `guards`: a shared.domain.guards.Guards, the words of the platform's refusals (seat, game over, turn,
  legality), and `step(state, seat, command, rng) -> events`, what a command that passed them does: its
  `decide` is the platform's (the guards once, then the step). An engine released before guards were
  declared overrides `decide` with its own checks instead (its words are declared beside it, in its game
  package's `guards` module, and the platform checks them first: shared.domain.guards).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from shared.domain import guards
from shared.domain.engine import Command, Event, State
from shared.domain.policies import Policy, choose
from shared.domain.setup import SetupRules, validate_setup
from shared.domain.undo import UndoPolicy


class DeclaredEngine:
    setup_rules: ClassVar[SetupRules]
    policies: ClassVar[Mapping[str, Policy]]

    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        """The platform's guards, worded by `guards`, then `step` (an engine without them decides itself)."""
        declared, step = getattr(self, "guards", None), getattr(self, "step", None)
        if not isinstance(declared, guards.Guards) or step is None:
            raise TypeError(f"{type(self).__name__} declares neither `guards` and `step` nor a `decide` of its own")
        return step(state, seat, declared.check(self, state, seat, command), rng)

    @property
    def seat_kinds(self) -> tuple[str, ...]:
        return tuple(self.setup_rules.kinds)

    @property
    def bot_policies(self) -> tuple[str, ...]:
        return tuple(self.policies)

    @property
    def undo_policy(self) -> UndoPolicy | None:
        """What the game declares about undo, next to its events (its contract)."""
        contract = getattr(self, "contract", None)
        return contract.undo if contract is not None else None

    def validate_setup(self, players: list[dict[str, Any]], options: dict[str, Any]) -> None:
        validate_setup(self.setup_rules, players, options)

    def bot_command(self, state: State, seat: int, policy: str, rng: random.Random,
                    version: int | None = None) -> Command:
        """version: the policy version the seat's created or replaced event names (None: the newest)."""
        return choose(self.policies, self, state, seat, policy, rng, version)
