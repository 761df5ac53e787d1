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
    prompts, optional, optional_types = rules.prompts.PROMPTS, rules.optional_actions, rules.prompts.OPTIONAL
    in_own_turn = rules.flow.in_own_turn

    def legal_rule(state, seat, command):
        return optional.RULES.get(command["type"]) or prompts[state["queue"][0]["k"]][3]

    def judged_against(state, seat, command):
        """The half of legal a command's type belongs to: the optional actions (when the prompt or the seat's
        own turn allows them) or the pending prompt's own decisions."""
        prompt = state["queue"][0]
        legal, interruptible = prompts[prompt["k"]][0], prompts[prompt["k"]][2]
        if command["type"] in optional_types:
            return optional.commands(state, seat) if interruptible or in_own_turn(state, seat) else []
        return legal(state, prompt)

    return Guards(
        seats=lambda state: len(state.get("players", ())),
        over_rule="End of Game and Scoring",
        turn_rule="Game Flow: turn order",
        legal_rule=legal_rule,
        wording=rules.engine.WORDING,
        before_turn=(_typed,),
        judged_against=judged_against,
    )
