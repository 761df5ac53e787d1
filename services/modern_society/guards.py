"""How Modern Society words the platform's refusals (shared.domain.guards) for its version released before the
platform ran the guards (rules_v1/): its frozen `decide` checks its own commands, and the platform checks first in
the same words, which the version that declares its guards froze with it (version 2, rules_v2/guards.py), each version
citing the clauses of its own phases.
"""

from __future__ import annotations

from types import ModuleType

from shared.domain.guards import Guards

from .rules_v2.guards import worded_by


def declared_guards(rules: ModuleType) -> Guards:
    """rules: the rules package (a version's), whose decisions name each phase's clause."""
    return worded_by(rules.round_sequence.DECISIONS, rules.engine.WORDING)
