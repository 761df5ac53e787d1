"""A game's fixed OpenSpiel action space: every command its HTTP API accepts, numbered once and for all.

The space is enumerated from what the game already declares, in a fixed order:

* the command types of its contract (`rules/contract.py`, COMMANDS), sorted by name;
* for each type, its required fields sorted by name, each with a finite domain of values:
  - an enum field: its values in the contract's order; a boolean: false, then true;
  - a field the catalog references (`catalog()["references"]`, e.g. `take_treatise.tile` -> the Treatise
    tiles): the collection's ids in the catalog's order;
  - any other field (a plain integer, an array): the domain the game's `Spec` declares
    (tabletop_openspiel/games.py), e.g. Archeology's `exhibit.collection` is 0..5 (six Collection tiles);
* the type's commands are the product of its fields' domains, the first field varying slowest.

Action id = the command's position in that enumeration (so `num_distinct_actions` is the sum over types of the
products of the domain sizes). A command with no fields is one action. Arrays are ordered sequences, as the
engine lists them (`knowledge.regions = ["asia", "africa"]` and `["africa", "asia"]` are two actions).

A legal command outside the space is a bug in the declaration, never silently dropped: `action_of` raises.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

Command = dict[str, Any]

_ENVELOPE = frozenset({"type", "expected_version", "idempotency_key"})


def command_key(command: Command) -> str:
    """Canonical JSON of a command: the key both directions of the mapping use."""
    return json.dumps(command, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class CommandType:
    """One command type's block of actions: ids first .. first + size - 1."""

    name: str
    fields: tuple[str, ...]
    domains: tuple[tuple[Any, ...], ...]
    first: int

    @property
    def size(self) -> int:
        size = 1
        for domain in self.domains:
            size *= len(domain)
        return size

    def command(self, offset: int) -> Command:
        values = {}
        for field, domain in reversed(list(zip(self.fields, self.domains, strict=True))):
            offset, index = divmod(offset, len(domain))
            values[field] = _copy(domain[index])
        return {"type": self.name, **{field: values[field] for field in self.fields}}


def _copy(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def sequences(values: Sequence[Any], lengths: Sequence[int]) -> tuple[tuple[Any, ...], ...]:
    """Every ordered sequence of `values` (repeats allowed) of each length in `lengths`, shortest first."""
    return tuple(seq for n in lengths for seq in itertools.product(values, repeat=n))


@dataclass(frozen=True)
class SequencesOf:
    """An array field's domain: `sequences` of a catalog collection's ids."""

    collection: str
    lengths: tuple[int, ...]


class ActionSpace:
    """The numbering of one game's commands (built once per game from its contract, catalog and Spec)."""

    def __init__(self, commands: dict[str, dict[str, Any]], references: dict[str, str],
                 collections: dict[str, list[dict[str, Any]]], declared: dict[str, Sequence[Any]]):
        self.types: list[CommandType] = []
        first = 0
        for name in sorted(commands):
            schema = commands[name]
            fields = tuple(sorted(f for f in schema.get("required", ()) if f not in _ENVELOPE))
            domains = tuple(_domain(name, field, schema["properties"][field], references, collections, declared)
                            for field in fields)
            block = CommandType(name, fields, domains, first)
            self.types.append(block)
            first += block.size
        self.size = first
        self._index = {}
        for block in self.types:
            value_index = [{_hashable(v): i for i, v in enumerate(domain)} for domain in block.domains]
            self._index[block.name] = (block, value_index)

    def action_of(self, command: Command) -> int:
        """The id of `command` (a command `legal` lists); ValueError if the space does not hold it."""
        entry = self._index.get(command.get("type"))
        if entry is None:
            raise ValueError(f"command type {command.get('type')!r} is not in the action space")
        block, value_index = entry
        if set(command) - {"type"} != set(block.fields):
            raise ValueError(f"command {command_key(command)} does not have the fields {block.fields}")
        offset = 0
        for field, domain, index in zip(block.fields, block.domains, value_index, strict=True):
            position = index.get(_hashable(command[field]))
            if position is None:
                raise ValueError(f"{block.name}.{field} = {command[field]!r} is outside the declared action space")
            offset = offset * len(domain) + position
        return block.first + offset

    def command_of(self, action: int) -> Command:
        """The command action id `action` stands for (whether or not it is legal now)."""
        if not 0 <= action < self.size:
            raise ValueError(f"action {action} is outside 0..{self.size - 1}")
        for block in self.types:
            if action < block.first + block.size:
                return block.command(action - block.first)
        raise AssertionError("unreachable: the blocks cover 0..size-1")


def _hashable(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def _domain(name: str, field: str, schema: dict[str, Any], references: dict[str, str],
            collections: dict[str, list[dict[str, Any]]], declared: dict[str, Sequence[Any]]) -> tuple[Any, ...]:
    key = f"{name}.{field}"
    if isinstance(declared.get(key), SequencesOf):
        ids = [item["id"] for item in collections[declared[key].collection]]
        return sequences(ids, declared[key].lengths)
    if key in declared:
        return tuple(_hashable(v) for v in declared[key])
    if "enum" in schema:
        return tuple(schema["enum"])
    if schema.get("type") == "boolean":
        return (False, True)
    if key in references and schema.get("type") != "array":
        return tuple(item["id"] for item in collections[references[key]])
    raise ValueError(f"{key}: no finite domain (declare it in the game's Spec)")
