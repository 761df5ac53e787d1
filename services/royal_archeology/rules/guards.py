"""How The Royal Society of Archeology words the platform's refusals (shared.domain.guards), which the platform
runs once before the engine's step. A command without a string type is refused before the turn is looked at; an
illegal command cites the clause of its optional action, else the pending prompt's, and is judged against the half
of legal its type belongs to. The versions released before this one checked their own commands in these words
(services/royal_archeology/guards.py declares them beside those versions)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from types import ModuleType

from shared.domain.engine import IllegalMove
from shared.domain.guards import Guards
from shared.domain.legality import Wording

from . import flow, optional_actions, prompts

# How a refused command is explained (fields judged in alphabetical order, each on its own).
WORDING = Wording(wrong_type="{type!r} is not a legal decision now", unexpected="field {field!r} is unexpected",
                  missing="field {field!r} is missing", sorted_fields=True, blame="each",
                  combination="this combination is not allowed now", combination_field="first")


def _typed(state, command):
    if not isinstance(command, dict) or not isinstance(command.get("type"), str):
        return IllegalMove("a command is an object with a string type", rule="commands", field="type")
    return None


def worded_by(prompt_table: Mapping[str, tuple], optional_types: Collection[str], optional: ModuleType,
              in_own_turn: Callable, wording: Wording) -> Guards:
    """A version's decisions: its prompts (kind -> (legal, _, interruptible, clause)), its optional actions'
    types and module (their commands and clauses), whether a seat is in its own turn, and its wording."""

    def legal_rule(state, seat, command):
        return optional.RULES.get(command["type"]) or prompt_table[state["queue"][0]["k"]][3]

    def judged_against(state, seat, command):
        """The optional actions (when the prompt or the seat's own turn allows them) or the prompt's own."""
        prompt = state["queue"][0]
        legal, interruptible = prompt_table[prompt["k"]][0], prompt_table[prompt["k"]][2]
        if command["type"] in optional_types:
            return optional.commands(state, seat) if interruptible or in_own_turn(state, seat) else []
        return legal(state, prompt)

    return Guards(
        seats=lambda state: len(state.get("players", ())),
        over_rule="End of Game and Scoring",
        turn_rule="Game Flow: turn order",
        legal_rule=legal_rule,
        wording=wording,
        before_turn=(_typed,),
        judged_against=judged_against,
    )


GUARDS = worded_by(prompts.PROMPTS, prompts.OPTIONAL, optional_actions, flow.in_own_turn, WORDING)
