"""The one legality check every engine uses: `legal` is the single source of legality.

A command is accepted iff it equals one of the commands `legal` lists, field for field and type for type
(so `True` never passes for `1`, nor `1.0` for `1`). Anything else is refused with an `IllegalMove` that
says what is wrong, in this order: the command is not an object; no legal command has its type; a field is
unexpected or missing; a value is not allowed; the combination is not allowed.

The games word their refusals differently (clients and tests rely on the wording, the field and the rule),
so each engine declares a `Wording`; the rule (the rulebook clause the decision belongs to) is the caller's,
as it depends on the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from shared.domain.engine import Command, IllegalMove

# "narrowing": keep the legal commands that agree with the command field by field (in the legal command's
# field order) and blame the first field where none is left; "each": blame the first field whose value no
# legal command of that type has, judging each field on its own.
Blame = Literal["narrowing", "each"]


@dataclass(frozen=True)
class Wording:
    """How an engine words a refusal. Templates are `str.format` strings.

    not_object / not_object_field: the command is not a JSON object
    wrong_type: no legal command has this type; {type} is the command's type, {expected} the sorted legal types
    unexpected / missing: {field} is the field's name
    sorted_fields: judge fields in alphabetical order (else: unexpected ones in the command's order, then
        missing and wrong ones in the legal command's order)
    blame: how the wrong value is found (see `Blame`)
    combination / combination_field: every field fits some legal command but no legal command fits them all;
        {type} is the command's type; the field is "type", "first" (the first field other than type, in
        order; "type" when there is none) or None
    """

    not_object: str = "a command must be an object"
    not_object_field: str | None = None
    wrong_type: str = "command type {type!r} is not possible now (expected {expected})"
    unexpected: str = "unexpected field {field!r}"
    missing: str = "missing field {field!r}"
    sorted_fields: bool = False
    blame: Blame = "narrowing"
    combination: str = "command not allowed now"
    combination_field: Literal["type", "first"] | None = None


DEFAULT_WORDING = Wording()


def exactly(a: Any, b: Any) -> bool:
    """a == b with the very same type at every level (for values already known to be equal)."""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return all(exactly(value, b[key]) for key, value in a.items())
    if type(a) is list:
        return all(exactly(x, y) for x, y in zip(a, b, strict=True))
    return True


def same_value(a: Any, b: Any) -> bool:
    return a == b and exactly(a, b)


def find_legal(legal: Sequence[Command], command: Any) -> Command | None:
    """The legal command `command` equals (type for type), or None."""
    if not isinstance(command, dict):
        return None
    for candidate in legal:
        if candidate == command and _same_types(candidate, command):
            return candidate
    return None


_CONTAINERS = (dict, list)


def _same_types(candidate: Command, command: Command) -> bool:
    """For a command equal to `candidate`: every field of the same type (a plain loop: decide's hot path)."""
    for key, value in candidate.items():
        other = command[key]
        if type(value) is not type(other) or (type(value) in _CONTAINERS and not exactly(value, other)):
            return False
    return True


def explain(legal: Sequence[Command], command: Any, rule: str, wording: Wording = DEFAULT_WORDING) -> IllegalMove:
    """Why `command` is none of `legal` (call it only for a command `find_legal` refused)."""
    if not isinstance(command, dict):
        return IllegalMove(wording.not_object, rule=rule, field=wording.not_object_field)
    ctype = command.get("type")
    same = [c for c in legal if c["type"] == ctype]
    if not isinstance(ctype, str) or not same:
        expected = sorted({c["type"] for c in legal})
        return IllegalMove(wording.wrong_type.format(type=ctype, expected=expected), rule=rule, field="type")
    keys = list(same[0])
    if wording.sorted_fields:
        for k in sorted(set(command) ^ set(keys)):
            template = wording.missing if k in keys else wording.unexpected
            return IllegalMove(template.format(field=k), rule=rule, field=k)
        keys.sort()
    else:
        for k in command:
            if k not in same[0]:
                return IllegalMove(wording.unexpected.format(field=k), rule=rule, field=k)
        for k in keys:
            if k not in command:
                return IllegalMove(wording.missing.format(field=k), rule=rule, field=k)
    wrong = _wrong_field(same, command, keys, wording.blame)
    if wrong is not None:
        return IllegalMove(f"{wrong}={command[wrong]!r} is not allowed now", rule=rule, field=wrong)
    field = wording.combination_field
    if field == "first":
        field = next((k for k in keys if k != "type"), "type")
    return IllegalMove(wording.combination.format(type=ctype), rule=rule, field=field)


def _wrong_field(same: list[Command], command: Command, keys: list[str], blame: Blame) -> str | None:
    if blame == "narrowing":
        candidates = same
        for k in keys:
            candidates = [c for c in candidates if same_value(c[k], command[k])]
            if not candidates:
                return k
        return None
    return next((k for k in keys if k != "type" and not any(same_value(c[k], command[k]) for c in same)), None)


def require_legal(legal: Sequence[Command], command: Any, rule: str, wording: Wording = DEFAULT_WORDING) -> Command:
    """The legal command `command` equals (type for type); else raise the explanation."""
    found = find_legal(legal, command)
    if found is None:
        raise explain(legal, command, rule, wording)
    return found
