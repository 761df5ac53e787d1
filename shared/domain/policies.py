"""The one policy table: an engine declares {policy name: function}, the platform dispatches.

A policy is `fn(engine, state, seat, rng) -> command`, one of `engine.legal(state, seat)`; the engine's
`bot_policies` are the table's names, in the table's order (the first is the default a tournament fills
seats with). Policies live in the game's `rules` package next to the rules they read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from shared.domain.engine import Command, IllegalMove, State

Policy = Callable[[Any, State, int, random.Random], Command]


def choose(policies: Mapping[str, Policy], engine: Any, state: State, seat: int, policy: str,
           rng: random.Random) -> Command:
    """The command `policy` chooses for `seat` now; an unknown policy is refused."""
    chooser = policies.get(policy) if isinstance(policy, str) else None
    if chooser is None:
        raise IllegalMove(f"unknown bot policy {policy!r}", rule="bots", field="policy")
    return chooser(engine, state, seat, rng)
