"""What a game declares about its public data: the JSON shapes of its commands, views, result and events.

Each game's `services/<game>/rules/contract.py` builds one `GameContract` with the helpers below and its engine
exposes it as `engine.contract`. The platform turns it into the game's OpenAPI document (shared.http.openapi)
and refuses a command body that does not fit it before the rules see it. The schemas are OpenAPI 3.0
Schema Objects (JSON Schema plus `nullable`).

Inputs (commands) are closed: an unknown field is refused. Outputs (views, results, event data) are open:
a field added later does not break a client built against an older document.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

Schema = dict[str, Any]

ANY: Schema = {}
INTEGER: Schema = {"type": "integer"}
NUMBER: Schema = {"type": "number"}
STRING: Schema = {"type": "string"}
BOOLEAN: Schema = {"type": "boolean"}

# Fields every command body may carry besides the command itself (they are not part of the move).
COMMAND_ENVELOPE: dict[str, Schema] = {
    "expected_version": {"type": "integer", "minimum": 0,
                         "description": "refuse with 409 unless the game is at this version"},
    "idempotency_key": {"type": "string", "minLength": 1, "maxLength": 200,
                        "description": "a retry with the same key returns the first result"},
}


def enum(values, description: str = "") -> Schema:
    """A string that is one of `values` (pass the rules' own constants, so the two cannot disagree)."""
    schema: Schema = {"type": "string", "enum": list(values)}
    return {**schema, "description": description} if description else schema


def nullable(schema: Schema) -> Schema:
    return {**schema, "nullable": True}


def array_of(items: Schema, **extra: Any) -> Schema:
    return {"type": "array", "items": items, **extra}


def map_of(values: Schema, description: str = "") -> Schema:
    """An object keyed by ids (seats, cards, regions...): any key, every value of one shape."""
    schema: Schema = {"type": "object", "additionalProperties": values}
    return {**schema, "description": description} if description else schema


def any_of(*schemas: Schema) -> Schema:
    return {"anyOf": list(schemas)}


def obj(required: Mapping[str, Schema], optional: Mapping[str, Schema] | None = None, *,
        description: str = "") -> Schema:
    """An open object: the required fields are always there, the optional ones sometimes."""
    schema: Schema = {"type": "object", "properties": {**required, **(optional or {})}}
    if required:
        schema["required"] = list(required)
    if description:
        schema["description"] = description
    return schema


def command(type_: str, required: Mapping[str, Schema] | None = None,
            optional: Mapping[str, Schema] | None = None, *, description: str = "") -> Schema:
    """A command of one type: closed (an unknown field is refused), with the envelope fields allowed."""
    schema = obj({"type": {"type": "string", "enum": [type_]}, **(required or {})},
                 {**(optional or {}), **COMMAND_ENVELOPE}, description=description)
    schema["additionalProperties"] = False
    return schema


@dataclass(frozen=True)
class GameContract:
    """The shapes of one game's public data.

    commands: command type -> the command's schema (built with `command`)
    events: event type -> the schema of its `data` (as stored, and as every seat may see it)
    seat_view / spectator_view: engine.view(state, seat) / engine.view(state, None)
    result: engine.score(state), the platform's common result shape plus the game's own fields
    """

    commands: dict[str, Schema]
    events: dict[str, Schema]
    seat_view: Schema
    spectator_view: Schema
    result: Schema
