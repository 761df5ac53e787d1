"""How Academic Society words the platform's refusals (shared.domain.guards), which the platform runs once
before the engine's step: the game-over clause of Phase 6, and the clause of the step the game is at for a turn
or a command it refuses. The versions released before this one checked their own commands in these words
(services/academic_society/guards.py declares them beside those versions)."""

from __future__ import annotations

from collections.abc import Callable

from shared.domain.engine import State
from shared.domain.guards import Guards

from . import flow

OVER_RULE = "Phase 6: 'the game ends and final scoring is carried out'"


def worded_by(rule_of: Callable[[State], str]) -> Guards:
    """rule_of: (state) -> the clause of the step the game is at (a version's flow.rule_of)."""
    return Guards(
        seats=lambda state: len(state.get("players", ())),
        over_rule=OVER_RULE,
        turn_rule=rule_of,
        legal_rule=lambda state, seat, command: rule_of(state),
        judged_against=lambda state, seat, command: state["legal"],  # the pending seat's, kept in the state
    )


GUARDS = worded_by(flow.rule_of)
