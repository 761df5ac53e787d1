"""How The Royal Society of Archeology words the platform's refusals (shared.domain.guards).

Its released engine (rules/) checks its own commands in its frozen `decide`; this declares the same words, so
the platform's check refuses exactly what it refuses, as it refuses it. Its decide refuses a command without a
string type before it looks at the turn, and cites the clause of the command's optional action, else the
pending prompt's.
"""

from __future__ import annotations

from types import ModuleType

from shared.domain.engine import IllegalMove
from shared.domain.guards import Guards


def _typed(state, command):
    if not isinstance(command, dict) or not isinstance(command.get("type"), str):
        return IllegalMove("a command is an object with a string type", rule="commands", field="type")
    return None


def declared_guards(rules: ModuleType) -> Guards:
    """rules: the rules package (a version's): its prompts' clauses and its optional actions'."""
    prompts, optional_rules = rules.prompts.PROMPTS, rules.optional_actions.RULES

    def legal_rule(state, seat, command):
        return optional_rules.get(command["type"]) or prompts[state["queue"][0]["k"]][3]

    return Guards(
        seats=lambda state: len(state.get("players", ())),
        over_rule="End of Game and Scoring",
        turn_rule="Game Flow: turn order",
        legal_rule=legal_rule,
        wording=rules.engine.WORDING,
        before_turn=(_typed,),
    )
