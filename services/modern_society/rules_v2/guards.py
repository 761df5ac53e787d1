"""How Modern Society words the platform's refusals (shared.domain.guards), which the platform runs once before the
engine's step. A command before the first round is refused as the game not started, before the turn; the turn's
and the legality's clauses are the phase's. The versions released before this one checked their own commands in
these words (services/modern_society/guards.py declares them beside those versions)."""

from __future__ import annotations

from collections.abc import Mapping

from shared.domain.engine import IllegalMove
from shared.domain.guards import Guards
from shared.domain.legality import Wording

from .round_sequence import DECISIONS

# How a refused command is explained (each field judged on its own).
WORDING = Wording(not_object="a command is an object with a type", not_object_field="type",
                  wrong_type="{type!r} is not a legal command now (legal: {expected})", blame="each",
                  combination="type={type!r} is not allowed now", combination_field="type")


def _started(state, command):
    return None if state.get("started") else IllegalMove("the game has not started", rule="F Preparation")


def worded_by(decisions: Mapping[str, tuple], wording: Wording) -> Guards:
    """decisions: a version's phase -> (legal, handle, the clause a refusal cites); wording: its explanations."""
    return Guards(
        seats=lambda state: state.get("n", 0),
        over_rule="F Game End",
        turn_rule=lambda state: f"phase {state['phase']}",
        legal_rule=lambda state, seat, command: decisions[state["phase"]][2],
        wording=wording,
        before_turn=(_started,),
    )


GUARDS = worded_by(DECISIONS, WORDING)
