"""The GameSetup and GameOptions components of a game's OpenAPI document: who may sit at its table (player
counts, seat kinds, the policies each automated kind may name) and the options it takes, from what the engine
declares (its setup rules, policies and contract). The reference web client builds its creation form from
them, so a policy or option an engine adds shows up in the lobby without a client change."""

from __future__ import annotations

from typing import Any

from shared.domain.contract import Schema, obj
from shared.domain.setup import AUTOMATED_KINDS, TYPE_NAMES

NO_OPTIONS: Schema = {"type": "object", "properties": {}, "additionalProperties": False,
                      "description": "this game takes no options"}


def policies_of(engine: Any, kind: str) -> list[str]:
    """The policies a seat of `kind` may name, in the engine's order (none for a human seat)."""
    if kind not in AUTOMATED_KINDS:
        return []
    allowed = list(getattr(engine, "bot_policies", ("random",)))
    rules = getattr(engine, "setup_rules", None)
    declared = rules.kinds.get(kind).policies if rules is not None and kind in rules.kinds else None
    return [p for p in allowed if declared is None or p in declared]


def options_schema(engine: Any) -> Schema:
    contract = getattr(engine, "contract", None)
    if contract is not None and getattr(contract, "options", None):
        return contract.options
    rules = getattr(engine, "setup_rules", None)
    if rules is None or not rules.options:
        return NO_OPTIONS
    # Declared only as setup rules: each option's JSON type where the rules check one.
    properties = {name: {"type": TYPE_NAMES.get(option.type, "string")} if option is not None else {}
                  for name, option in rules.options.items()}
    return {**obj({}, properties), "additionalProperties": False}


def setup_schema(engine: Any) -> Schema:
    kinds = list(getattr(engine, "seat_kinds", ("human", "bot")))
    players: Schema = {"type": "array", "minItems": getattr(engine, "min_players", None) or 1, "items": {"oneOf": [
        obj({"name": {"type": "string", "minLength": 1, "maxLength": 64}, "kind": {"type": "string", "enum": [kind]}},
            {"policy": {"type": "string", "enum": policies}} if (policies := policies_of(engine, kind)) else {},
            description=f"a {kind} seat")
        for kind in kinds]}}
    if getattr(engine, "max_players", None):
        players["maxItems"] = engine.max_players
    return obj({"players": players}, {
        "options": {"$ref": "#/components/schemas/GameOptions"},
    }, description="what POST /v1/games accepts for this game: its seats (in order) and its options")
