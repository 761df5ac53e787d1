"""How The Royal Society of Archeology words the platform's refusals (shared.domain.guards) for its version
released before the platform ran the guards (rules_v1/): its frozen `decide` checks its own commands, and the
platform checks first in the same words, which the version that declares its guards froze with it (version
2, rules_v2/guards.py), each version judging by its own prompts and optional actions.
"""

from __future__ import annotations

from types import ModuleType

from shared.domain.guards import Guards

from .rules_v2.guards import worded_by


def declared_guards(rules: ModuleType) -> Guards:
    """rules: the rules package (a version's): its prompts' clauses, its optional actions' and its wording."""
    return worded_by(rules.prompts.PROMPTS, rules.prompts.OPTIONAL, rules.optional_actions, rules.flow.in_own_turn,
                     rules.engine.WORDING)
