"""The one policy table: an engine declares {policy name: function}, the platform dispatches.

A policy is `fn(engine, state, seat, rng) -> command`, one of `engine.legal(state, seat)`; the engine's
`bot_policies` are the table's names, in the table's order (the first is the default a tournament fills
seats with). Policies live in the game's `rules` package next to the rules they read. Which version of a
policy plays a seat (and what it is given to see) is shared.domain.policy_versions'.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from shared.domain.engine import Command, IllegalMove, State
from shared.domain.policy_versions import Policy, UnknownPolicyVersion, chooser, versions_of

__all__ = ["Policy", "choose"]


def choose(policies: Mapping[str, Policy], engine, state: State, seat: int, policy: str, rng: random.Random,
           version: int | None = None) -> Command:
    """The command version `version` of `policy` (None: the newest) chooses for `seat` now. A policy the engine
    has no released versions of plays the engine's own table; an unknown policy or version is refused."""
    if not isinstance(policy, str) or policy not in policies:
        raise IllegalMove(f"unknown bot policy {policy!r}", rule="bots", field="policy")
    versions = versions_of(engine, policy)
    if not versions:
        return policies[policy](engine, state, seat, rng)
    entry = versions.get(max(versions) if version is None else version)
    if entry is None:
        raise UnknownPolicyVersion(f"{policy} has no version {version!r} here (known: {sorted(versions)})",
                                   rule="bots", field="policy_version")
    return chooser(entry)(engine, state, seat, rng)
