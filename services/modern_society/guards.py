"""How Modern Society words the platform's refusals (shared.domain.guards).

Its released engine (rules/) checks its own commands in its frozen `decide`; this declares the same words, so
the platform's check refuses exactly what it refuses, as it refuses it. A command before the first round is
refused as the game not started, before the turn; the turn's and the legality's clauses are the phase's.
"""

from __future__ import annotations

from types import ModuleType

from shared.domain.engine import IllegalMove
from shared.domain.guards import Guards


def _started(state, command):
    return None if state.get("started") else IllegalMove("the game has not started", rule="F Preparation")


def declared_guards(rules: ModuleType) -> Guards:
    """rules: the rules package (a version's), whose decisions name each phase's clause."""
    decisions = rules.round_sequence.DECISIONS
    return Guards(
        seats=lambda state: state.get("n", 0),
        over_rule="F Game End",
        turn_rule=lambda state: f"phase {state['phase']}",
        legal_rule=lambda state, seat, command: decisions[state["phase"]][2],
        wording=rules.engine.WORDING,
        before_turn=(_started,),
    )
