"""How Academic Society words the platform's refusals (shared.domain.guards).

Its released engines (rules_v1/, rules/) check their own commands in their frozen `decide`; this declares the
same words, so the platform's check refuses exactly what they refuse, as they refuse it.
"""

from __future__ import annotations

from types import ModuleType

from shared.domain.guards import Guards


def declared_guards(rules: ModuleType) -> Guards:
    """rules: the rules package (a version's), whose flow names the clause of the current step."""
    rule_of = rules.flow.rule_of
    return Guards(
        seats=lambda state: len(state.get("players", ())),
        over_rule="Phase 6: 'the game ends and final scoring is carried out'",
        turn_rule=rule_of,
        legal_rule=lambda state, seat, command: rule_of(state),
        judged_against=lambda state, seat, command: state["legal"],  # the pending seat's, kept in the state
    )
