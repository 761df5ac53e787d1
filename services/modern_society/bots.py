"""Bot policies for Modern Society: "random" (uniform over legal) and "heuristic"."""

from __future__ import annotations

from shared.domain.engine import random_legal_command


def choose(engine, state, seat, policy, rng):
    if policy == "heuristic":
        from .heuristic import heuristic_command

        return heuristic_command(engine, state, seat, rng)
    return random_legal_command(engine, state, seat, rng)
