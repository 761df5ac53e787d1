"""Rules versions: which code decides, folds and scores a game, forever (docs/FORMAT.md, "Versions").

A game is played, replayed, audited and verified under the rules version its created event names
(`data.rules = {"version": N, "result": R}`), never under whatever rules are newest. Every released
version stays importable here, keyed by (game, version); new games are created on the newest.

A released version is frozen code: RELEASED holds a content hash of the files that decide what
`decide`, `evolve` and `score` produce, and tests/platform/test_rules_versions.py fails when one
changes. A rules fix is a new version (a new package beside the old one, a new entry below),
never an edit of a released one.

Streams recorded before versions existed name none; `version_of_unnamed` maps them to the version
that was current when they were recorded, from their shape (the releases are in the git history):

    academic_society   created event stored as `game.created` (d8a3084, 29-30 November) -> 1
                       `game_created` without `rules` (8b19525 .. 7e8e631, 1 December)  -> 2
                       (version 2 is the Phase 2 fix of 1 December, RULES_NOTES 6)
    royal_archeology, modern_society: one version so far -> 1

Result schemas (the finished event's `data.result`): 1 is the shape before the common result of
1 December (no `rank`/`notes`; Archeology's lines were today's notes, no Automa entry), 2 today's
(shared.domain.results). A game's `result_schemas` module turns today's result into an older
schema, so a recorded result is checked in the shape it was recorded in.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
from dataclasses import dataclass
from typing import Any

from shared.domain.engine import Engine
from shared.domain.registry import load_engine

RESULT_SCHEMA = 2  # the shape shared.domain.results.finish_result builds


@dataclass(frozen=True)
class RulesVersion:
    game: str
    version: int
    module: str  # the package exposing ENGINE
    sha256: str  # content hash of the package's rules files and the game's data (see content_hash)
    released: str  # the first release that played it (a commit of main)


# Re-hashed once, on 2 December 2026, before any game was played with undo: the `strong` policy joined each
# engine's policy table in its engine.py (which commands a bot chooses is recorded in the stream; decide,
# evolve and score did not change: the golden corpus of every release verifies the same before and after),
# and each game's undo policy (undo_policy.py: what no turn_undone may cross, which the fold and the audit
# read) joined the hashed files, so that from now on an edit of it is a new version like any rule's.
RELEASED: dict[tuple[str, int], RulesVersion] = {
    (version.game, version.version): version
    for version in (
        RulesVersion("academic_society", 1, "services.academic_society.rules_v1",
                     "d313664e2ab951de4ec936dbacae00ee35d2ed46cf8be12ac21c7cba4944de68", "d8a3084"),
        RulesVersion("academic_society", 2, "services.academic_society.rules",
                     "ce005ab112f4254653a07279cb24753ff4f4795da3a788c95e66a34864918bbb", "8b19525"),
        RulesVersion("royal_archeology", 1, "services.royal_archeology.rules",
                     "6e37f31487c2df94a52336e103cce8e87031c910ed6d5a296b76955d6029c809", "d8a3084"),
        RulesVersion("modern_society", 1, "services.modern_society.rules",
                     "708826c9ed95b652e386a34c733a609ab516cb117b8f9211d9eb446afea927d8", "d8a3084"),
    )
}
# A game's result schema converters: module exposing IN_SCHEMA = {schema: fn(today's result) -> that shape}.
RESULT_SCHEMAS = {game: f"services.{game}.result_schemas" for game in
                  ("academic_society", "royal_archeology", "modern_society")}
# Files of a rules package that decide nothing the audit re-runs (bots choose commands, which are
# recorded; the strong bot's search likewise, strong_v2.py its next version, issue 39, frozen by its policy
# version's hash instead; labels, views, catalog, the components' words and progress only present): editing
# them is not a new version.
PRESENTATION = frozenset({"bots.py", "strong.py", "strong_v2.py", "labels.py", "views.py", "catalog.py", "texts.py",
                          "progress.py", "contract.py"})


class UnknownRulesVersion(LookupError):
    """A stream names rules this install does not have: it must not be judged under other rules."""


_CURRENT = {game: max(v for (g, v) in RELEASED if g == game) for (game, _) in RELEASED}


def current_version(game: str) -> int:
    """The version new games of `game` are created on (1 for a game without released versions: a test fixture)."""
    return _CURRENT.get(game, 1)


def rules_for_new_game(game: str) -> dict[str, int]:
    """The created event's `rules`: what a new game is played under."""
    return {"version": current_version(game), "result": RESULT_SCHEMA}


def version_of_unnamed(game: str, stored_type: str) -> int:
    """The rules version of a stream recorded before the created event named one (see the module doc)."""
    if game == "academic_society":
        return 1 if stored_type == "game.created" else 2
    return 1


def engine_for(game: str, version: int) -> Engine:
    """The engine of that released version. A game without released versions (a fixture registered by a
    test) has only its registered engine, as version 1."""
    entry = RELEASED.get((game, version))
    if entry is None:
        if version == 1 and not any(g == game for (g, _) in RELEASED):
            return load_engine(game)
        raise UnknownRulesVersion(f"{game} rules version {version} is unknown to this install "
                                  f"(known: {known_versions(game) or 'none'}); the game cannot be judged "
                                  f"under other rules: install a release that has it")
    if entry.version == current_version(game):
        return load_engine(game)  # the registered engine (a service may hold its own instance)
    engine = _frozen.get((game, version))
    if engine is None:
        engine = _frozen[(game, version)] = importlib.import_module(entry.module).ENGINE
    return engine


_frozen: dict[tuple[str, int], Engine] = {}


def known_versions(game: str) -> list[int]:
    return sorted(v for (g, v) in RELEASED if g == game)


def engine_of(engine: Engine, game: str, rules: dict[str, Any] | None) -> Engine:
    """The engine a game is played under: `engine` (the service's: the newest) when the game's rules are the
    newest, else the frozen version. rules: the game's `rules` (None before its created event is folded)."""
    if not rules or (game == engine.name and rules["version"] == current_version(game)):
        return engine
    return engine_for(game or engine.name, rules["version"])


def _platform_schema_1(result: dict[str, Any]) -> dict[str, Any]:
    """Result schema 1 of a game with no converters of its own (the platform's shape before 1 December:
    players had no `name`, `rank` or `notes`; shared.domain.results added them)."""
    players = [{k: v for k, v in p.items() if k not in ("name", "rank", "notes")} for p in result["players"]]
    return {**result, "players": players}


PLATFORM_IN_SCHEMA = {1: _platform_schema_1}


def result_in_schema(game: str, result: dict[str, Any], schema: int) -> dict[str, Any]:
    """Today's result (schema RESULT_SCHEMA) in the shape of `schema`, to compare it with one recorded then.
    A game with converters of its own (RESULT_SCHEMAS) uses them; any other, the platform's."""
    if schema == RESULT_SCHEMA:
        return result
    module = RESULT_SCHEMAS.get(game)
    convert = importlib.import_module(module).IN_SCHEMA.get(schema) if module else PLATFORM_IN_SCHEMA.get(schema)
    if convert is None:
        raise UnknownRulesVersion(f"{game}: result schema {schema} is unknown to this install")
    return convert(result)


def content_hash(module: str) -> str:
    """sha256 over the rules package's files (name and bytes, sorted; PRESENTATION left out), the game's
    data directory and its result_schemas.py beside the package: what a released version must never change."""
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise UnknownRulesVersion(f"no package {module}")
    return directory_hash(list(spec.submodule_search_locations)[0])


def directory_hash(package: str) -> str:
    """content_hash of the rules package in that directory."""
    files = [(os.path.basename(p), p) for p in _files(package) if os.path.basename(p) not in PRESENTATION]
    game_dir = os.path.dirname(package)
    data = os.path.join(game_dir, "data")
    files += [("data/" + os.path.relpath(p, data), p) for p in _files(data)]
    converters = os.path.join(game_dir, "result_schemas.py")  # how recorded results are checked
    if os.path.isfile(converters):
        files.append(("result_schemas.py", converters))
    digest = hashlib.sha256()
    for name, path in sorted(files):
        with open(path, "rb") as handle:
            digest.update(name.encode() + b"\0" + hashlib.sha256(handle.read()).digest())
    return digest.hexdigest()


def _files(directory: str) -> list[str]:
    if not os.path.isdir(directory):
        return []
    return [os.path.join(root, name) for root, _dirs, names in os.walk(directory)
            for name in names if not name.endswith((".pyc", ".pyo")) and "__pycache__" not in root]
