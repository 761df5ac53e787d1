"""What a game declares to be hosted: one GameDeclaration per game, in its own package (docs/ARCHITECTURE.md,
"A game is a declaration").

The platform reads everything it needs of a game from here (shared.domain.registry discovers the declarations);
nothing under shared/ names a game. A declaration is plain data naming its parts by module string, so reading
it imports no engine: the offline verifier, the CLI and the web client load only what they use.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from shared.domain.engine import Engine


@dataclass(frozen=True)
class LobbyPreset:
    """A ready-made table the web client's lobby offers: seats as (kind,) or (kind, policy), in seat order."""

    label: str
    seats: tuple[tuple[str, ...], ...]
    options: Mapping[str, Any] = field(default_factory=dict)

    def public(self) -> list[Any]:
        return [self.label, [list(seat) for seat in self.seats], dict(self.options)]


@dataclass(frozen=True)
class GameDeclaration:
    name: str  # the game's id in URLs, streams and exports (snake_case)
    title: str  # as its rulebook prints it
    engine: str  # the module exposing ENGINE: the newest rules (player counts, seat kinds, options and modes
    #              are the engine's contract: shared.domain.setup.SetupRules)
    default_port: int | None  # where its service listens unless <NAME>_PORT says otherwise
    # Released rules versions (shared.domain.rules_versions.RulesVersion), each frozen by its hash.
    rules_versions: tuple[Any, ...] = ()
    # Streams recorded before created events named their rules: the stored type of the created event -> the
    # version then current (a type not listed: version 1).
    unnamed_versions: Mapping[str, int] = field(default_factory=dict)
    # A module exposing IN_SCHEMA = {schema: fn(today's result) -> that shape} (None: the platform's converters).
    result_schemas: str | None = None
    # Released bot policy versions (shared.domain.policy_versions.PolicyVersion), each frozen by its hash.
    policy_versions: tuple[Any, ...] = ()
    lobby_presets: tuple[LobbyPreset, ...] = ()
    # The web client's renderer of its views: a JavaScript module file (its imports are relative to /play/render/).
    renderer: str | None = None
    # A module run as `python -m` for its part of `make bench`, named after the game (shared.tools.bench_parts).
    bench: str | None = None
    bench_summary: str = "engine speed and game figures"
    # Webhook happenings the game adds: its recorded event type -> the happening's name. Integrators subscribe
    # to `game_happening` and get the name and the event as a spectator sees it (shared.app.webhooks.outbox).
    webhook_happenings: Mapping[str, str] = field(default_factory=dict)

    def load_engine(self) -> Engine:
        engine = importlib.import_module(self.engine).ENGINE
        if not isinstance(engine, Engine):
            raise TypeError(f"{self.name}: {self.engine}.ENGINE does not implement shared.domain.engine.Engine")
        if engine.name != self.name:
            raise TypeError(f"{self.name}: {self.engine}.ENGINE is named {engine.name!r}")
        return engine

    def unnamed_version(self, stored_type: str) -> int:
        return self.unnamed_versions.get(stored_type, 1)


def beside(module_file: str, *parts: str) -> str:
    """A path in a declaration's own folder (a renderer), from the declaring module's __file__."""
    return os.path.join(os.path.dirname(os.path.abspath(module_file)), *parts)


class Derived(Mapping):
    """A read-only table built on first use from the discovered declarations (building it at import would import
    every declaration while the platform's own modules are still loading)."""

    def __init__(self, build: Callable[[], Mapping]):
        self._build = build
        self._table: Mapping | None = None

    def _built(self) -> Mapping:
        if self._table is None:
            self._table = dict(self._build())
        return self._table

    def refresh(self) -> None:
        self._table = None

    def __getitem__(self, key):
        return self._built()[key]

    # The built dict's own methods: a bot's every decision looks its policy's versions up (Mapping's generic
    # ones would call __getitem__ per entry).
    def get(self, key, default=None):
        return self._built().get(key, default)

    def __contains__(self, key) -> bool:
        return key in self._built()

    def keys(self):
        return self._built().keys()

    def items(self):
        return self._built().items()

    def values(self):
        return self._built().values()

    def __iter__(self) -> Iterator:
        return iter(self._built())

    def __len__(self) -> int:
        return len(self._built())

    def __repr__(self) -> str:
        return f"Derived({self._built()!r})"
