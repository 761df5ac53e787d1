"""How Academic Society words the platform's refusals (shared.domain.guards) for its versions released before the
platform ran the guards (rules_v1/, rules_v2/): their frozen `decide` checks their own commands, and the platform
checks first in the same words, which the version that declares its guards froze with it (version 3, rules_v3/guards.py),
each version citing the clauses of its own flow.
"""

from __future__ import annotations

from types import ModuleType

from shared.domain.guards import Guards

from .rules_v3.guards import worded_by


def declared_guards(rules: ModuleType) -> Guards:
    """rules: the rules package (a version's), whose flow names the clause of the current step."""
    return worded_by(rules.flow.rule_of)
