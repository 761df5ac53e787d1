"""Which games the platform hosts, and where each game's engine lives."""

from __future__ import annotations

import importlib
import os

from shared.domain.engine import Engine

# game name -> module exposing ENGINE (each game's pure `rules` package)
GAMES = {
    "academic_society": "services.academic_society.rules",
    "royal_archeology": "services.royal_archeology.rules",
    "modern_society": "services.modern_society.rules",
}

# More games from the environment, "name=module,name=module" (the end-to-end tests host their fixture game).
for _entry in filter(None, os.environ.get("TABLETOP_EXTRA_GAMES", "").split(",")):
    _name, _, _module = _entry.partition("=")
    GAMES[_name.strip()] = _module.strip()

_registered: dict[str, Engine] = {}


def register(engine: Engine) -> Engine:
    """Register an engine object directly (tests use this for their fixture game)."""
    _registered[engine.name] = engine
    return engine


def is_known(name: str) -> bool:
    """Whether `name` is a game this deployment hosts (registered or importable by name)."""
    return name in _registered or name in GAMES


def load_engine(name: str) -> Engine:
    if name in _registered:
        return _registered[name]
    if name not in GAMES:
        raise KeyError(f"unknown game {name!r}")
    engine = importlib.import_module(GAMES[name]).ENGINE
    if not isinstance(engine, Engine):
        raise TypeError(f"{name}: ENGINE does not implement shared.domain.engine.Engine")
    return register(engine)


def available_games() -> list[str]:
    """The games whose engine is present in this checkout."""
    found = []
    for name, module in GAMES.items():
        try:
            importlib.import_module(module).ENGINE  # noqa: B018
        except (ImportError, AttributeError):
            continue
        found.append(name)
    return found
