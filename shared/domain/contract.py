"""What a game declares about its public data: the JSON shapes of its commands, views, result and events.

Each game's `services/<game>/rules/contract.py` builds one `GameContract` with the helpers below and its engine
exposes it as `engine.contract`. The platform turns it into the game's OpenAPI document (shared.http.openapi)
and refuses a command body that does not fit it before the rules see it. The schemas are OpenAPI 3.0
Schema Objects (JSON Schema plus `nullable`).

Inputs (commands) are closed: an unknown field is refused. Outputs (views, results, event data) are open:
a field added later does not break a client built against an older document.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from shared.domain.undo import UndoPolicy

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


def spectator_view(seat_view: Schema, *, viewer: str, private: Iterable[str] = (),
                   narrowed: Mapping[str, Schema] | None = None) -> Schema:
    """The spectator view's schema, derived from the seat view's (engine.view(state, None) is the seat view
    without what only a seat may see):

    viewer: the field naming whom the view is for (a seat; null for a spectator): any value
    private: the seat-private fields, dropped (a spectator never gets them)
    narrowed: field -> the schema of what a spectator sees instead (e.g. a count for the cards themselves)

    A field is a path of property names joined by "."; "name[]" steps into the items of array `name`
    ("players[].private").
    """
    schema = copy.deepcopy(seat_view)
    for path in private:
        parent, name = _parent(schema, path)
        del parent["properties"][name]
        if name in parent.get("required", ()):
            parent["required"].remove(name)
            if not parent["required"]:
                del parent["required"]
    for path, replacement in {viewer: ANY, **(narrowed or {})}.items():
        parent, name = _parent(schema, path)
        parent["properties"][name] = copy.deepcopy(replacement)
    return schema


def _parent(schema: Schema, path: str) -> tuple[Schema, str]:
    """The object schema holding the last field of `path`, and that field's name."""
    *steps, name = path.split(".")
    for step in steps:
        schema = schema["properties"][step.removesuffix("[]")]
        if step.endswith("[]"):
            schema = schema["items"]
    if name not in schema.get("properties", {}):
        raise KeyError(f"the seat view has no field {path!r}")
    return schema, name


@dataclass(frozen=True)
class GameContract:
    """The shapes of one game's public data.

    commands: command type -> the command's schema (built with `command`)
    events: event type -> the schema of its `data` (as stored, and as every seat may see it)
    seat_view / spectator_view: engine.view(state, seat) / engine.view(state, None) (`spectator_view` derives
        the second from the first)
    result: engine.score(state), the platform's common result shape plus the game's own fields
    options: the `options` a game is created with (None: it takes none); the document's GameSetup names it,
        and the reference client builds its creation form from it (a `description` per option, and an
        `x-enum-descriptions` map for an enum's values)
    before_setup: engine.view before the game's setup event is folded (only `?at_version=1` shows it), when it
        differs from the seat view's shape (None: it does not)
    undo: which events an undo may not cross (shared.domain.undo.UndoPolicy; None: the game has no undo)
    """

    commands: dict[str, Schema]
    events: dict[str, Schema]
    seat_view: Schema
    spectator_view: Schema
    result: Schema
    options: Schema | None = None
    before_setup: Schema | None = None
    undo: UndoPolicy | None = None
