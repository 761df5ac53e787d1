"""Which games the platform hosts: their declarations (shared.domain.game_declaration), discovered, never named.

Where declarations come from, in this order (a later one of the same name wins):

* the `tabletop.games` entry points of the installed distributions (the project's pyproject.toml names its
  own services'; a game installed as its own distribution adds one), each a declaration module (exposing
  DECLARATION) or `module:attribute`;
* the `declaration` module of every package under this checkout's `services` (so a source checkout hosts a
  game its installed metadata does not list yet);
* TABLETOP_EXTRA_GAMES, comma-separated: a declaration module, or `name=module` for a module exposing only
  ENGINE (declared on the spot: a test's engine).

`register` hosts an engine object directly (the suite's fixture game, registered by tests/conftest.py).

TABLETOP_GAMES (comma-separated declaration modules) replaces the first two: a deployment hosting only some.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from importlib.metadata import entry_points

from shared.domain.engine import Engine
from shared.domain.game_declaration import Derived, GameDeclaration

ENTRY_POINT_GROUP = "tabletop.games"
DECLARATION_MODULE = "declaration"  # the module a package under `services` declares its game in

_declared: dict[str, GameDeclaration] | None = None
_installed: list[str] = []  # the games of the installed distributions (or TABLETOP_GAMES), extras left out
_registered: dict[str, Engine] = {}  # engine objects hosted directly (register)
_loaded: dict[str, Engine] = {}  # declared engines, once imported


def declarations() -> dict[str, GameDeclaration]:
    """Every hosted game's declaration by name, in the order of their default ports (then names)."""
    global _declared
    if _declared is None:
        installed = [_declaration_of(module) for module in _installed_modules()]
        extra = [_declaration_of(module) for module in _split(os.environ.get("TABLETOP_EXTRA_GAMES", ""))]
        _installed[:] = sorted({d.name for d in installed})
        by_name = {d.name: d for d in installed + extra}  # a later one of the same name wins
        _declared = dict(sorted(by_name.items(), key=lambda item: (item[1].default_port or 1 << 16, item[0])))
    return _declared


def installed_games() -> list[str]:
    """The games this install hosts of itself (its clients are published), without the extras a test or a
    deployment adds (TABLETOP_EXTRA_GAMES)."""
    return [name for name in available_games() if name in _installed]


def declaration(name: str) -> GameDeclaration:
    declared = declarations().get(name)
    if declared is None:
        raise KeyError(f"unknown game {name!r}")
    return declared


def refresh() -> None:
    """Discover again (after the environment changed): tests that host a game through TABLETOP_EXTRA_GAMES."""
    global _declared
    _declared = None
    _loaded.clear()
    _refresh_derived()


def _installed_modules() -> list[str]:
    only = os.environ.get("TABLETOP_GAMES", "")
    return _split(only) if only else [*_entry_point_modules(), *_checkout_modules()]


def _split(value: str) -> list[str]:
    return [entry.strip() for entry in value.split(",") if entry.strip()]


def _entry_point_modules() -> list[str]:
    return [entry.value for entry in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name)]


def _checkout_modules() -> list[str]:
    spec = importlib.util.find_spec("services")
    if spec is None or not spec.submodule_search_locations:
        return []
    return [f"services.{package}.{DECLARATION_MODULE}"
            for folder in spec.submodule_search_locations for package in sorted(os.listdir(folder))
            if os.path.isfile(os.path.join(folder, package, f"{DECLARATION_MODULE}.py"))]


def _declaration_of(entry: str) -> GameDeclaration:
    name, equals, engine_module = entry.partition("=")
    if equals:  # an engine without a declaration of its own: declared with what the engine says
        return GameDeclaration(name=name.strip(), title=name.strip().replace("_", " ").capitalize(),
                               engine=engine_module.strip(), default_port=None)
    module, _, attribute = entry.partition(":")
    declared = getattr(importlib.import_module(module), attribute or "DECLARATION")
    if not isinstance(declared, GameDeclaration):
        raise TypeError(f"{entry}: not a shared.domain.game_declaration.GameDeclaration")
    return declared


def register(engine: Engine) -> Engine:
    """Host an engine object directly, as its own declaration would (tests use this for their fixture game)."""
    _registered[engine.name] = engine
    return engine


def is_known(name: str) -> bool:
    """Whether `name` is a game this deployment hosts (registered or declared)."""
    return name in _registered or name in declarations()


def load_engine(name: str) -> Engine:
    engine = _registered.get(name) or _loaded.get(name)
    if engine is None:
        engine = _loaded[name] = declaration(name).load_engine()
    return engine


def available_games() -> list[str]:
    """The declared games whose engine is present in this install."""
    found = []
    for name, declared in declarations().items():
        try:
            importlib.import_module(declared.engine).ENGINE  # noqa: B018
        except (ImportError, AttributeError):
            continue
        found.append(name)
    return found


# game name -> the module exposing its ENGINE (the OpenSpiel bridge finds a game's strong.py beside it)
GAMES = Derived(lambda: {name: declared.engine for name, declared in declarations().items()})
_DERIVED = [GAMES]


def derived(build) -> Derived:
    """A table of the platform built from the declarations on first use, and again after `refresh`."""
    table = Derived(build)
    _DERIVED.append(table)
    return table


def _refresh_derived() -> None:
    for table in _DERIVED:
        table.refresh()
