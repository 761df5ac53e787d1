"""Rules versions: which code decides, folds and scores a game, forever (docs/FORMAT.md, "Versions").

A game is played, replayed, audited and verified under the rules version its created event names
(`data.rules = {"version": N, "result": R}`), never under whatever rules are newest. Every released
version stays importable here, keyed by (game, version); new games are created on the newest.

A released version is frozen code: RELEASED holds a content hash of the files that decide what
`decide`, `evolve` and `score` produce (by the recipe it was released with, shared.domain.rules_recipes),
and tests/platform/test_rules_versions.py fails when one changes. A rules fix is a new version, never an
edit of a released one: `tabletop rules freeze GAME` copies the game's rules into the next version's
package, hashes it, registers it in the game's rules_versions.json and records a golden game under it
(shared.tools.rules_commands). The newest version is played by the game's own `rules` package, which the
suite holds to the newest version's hash; older ones by their frozen copies.

Streams recorded before versions existed name none; `version_of_unnamed` maps them to the version
that was current when they were recorded, from the stored type of their created event, as the game's
declaration says (its unnamed_versions; the releases are in the git history).

Result schemas (the finished event's `data.result`) are a game's own, named per rules version
(`RulesVersion.result`: the schema its games' results are recorded in; a change of one game's result shape
is a new version of that game, never of the others). 1 is the shape before the common result of
1 December (no `rank`/`notes`; Archeology's lines were today's notes, no Automa entry), 2 the common
result's (shared.domain.results). A game's converters (`IN_SCHEMA[k]`: schema k + 1 -> schema k) turn the
result its version scores into the older schema a result was recorded in, one schema at a time, so a
recorded result is checked in the shape it was recorded in.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import importlib.util
import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from shared.domain import registry, rules_recipes
from shared.domain.engine import Engine
from shared.domain.registry import load_engine

RESULT_SCHEMA = 2  # the shape shared.domain.results.finish_result builds: a game's results unless its version names one
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@dataclass(frozen=True)
class RulesVersion:
    game: str
    version: int
    module: str  # the package exposing ENGINE
    sha256: str  # content hash of the package's rules files and the game's data (see version_hash)
    released: str  # the first release that played it (a commit of main, or the date it was frozen)
    result: int = RESULT_SCHEMA  # the result schema its games' results are recorded in
    recipe: int = 1  # how sha256 is computed (shared.domain.rules_recipes); 1 for every version before recipe 2
    converters: tuple[str, ...] = ()  # recipe 2: the converter modules its results are checked with, hashed with it


# Re-hashed once, on 2 December 2026, before any game was played with undo: the `strong` policy joined each
# engine's policy table in its engine.py (which commands a bot chooses is recorded in the stream; decide,
# evolve and score did not change: the golden corpus of every release verifies the same before and after),
# and each game's undo policy (undo_policy.py: what no turn_undone may cross, which the fold and the audit
# read) joined the hashed files, so that from now on an edit of it is a new version like any rule's.
# Each game declares the versions released before the command (its declaration's rules_versions:
# services/<game>/declaration.py) and the module of its result schema converters (result_schemas).
_RELEASED_BEFORE_THE_COMMAND: Mapping[tuple[str, int], RulesVersion] = registry.derived(lambda: {
    (version.game, version.version): version
    for declared in registry.declarations().values() for version in declared.rules_versions})


def frozen_by_the_command(folders: Mapping[str, str]) -> dict[tuple[str, int], RulesVersion]:
    """The versions `tabletop rules freeze` registered (the rules_versions.json of each game's folder, `folders`:
    game -> folder). An entry naming a version released before the command is that version moved to a frozen
    copy: same recipe, same hash."""
    found = {}
    for game, folder in folders.items():
        for fields in rules_recipes.read_registry(folder):
            entry = RulesVersion(game=game, **{**fields, "converters": tuple(fields.get("converters", ()))})
            before = _RELEASED_BEFORE_THE_COMMAND.get((game, entry.version))
            if before is not None and (before.sha256, before.recipe) != (entry.sha256, entry.recipe):
                raise ValueError(f"{game} version {entry.version} is released: a copy of it keeps its hash")
            found[(game, entry.version)] = entry
    return found


def game_folders(root: str | None = None) -> dict[str, str]:
    """game -> the folder holding its rules packages: the declared games' (None), or every folder under `root`'s
    services (another tree: a test's copy)."""
    if root is not None:
        services = os.path.join(root, "services")
        names = sorted(os.listdir(services)) if os.path.isdir(services) else []
        return {name: os.path.join(services, name) for name in names}
    folders = {}
    for name, declared in registry.declarations().items():
        spec = importlib.util.find_spec(declared.engine)
        if spec is not None and spec.submodule_search_locations:
            folders[name] = os.path.dirname(list(spec.submodule_search_locations)[0])
    return folders


def released_at(root: str | None = None) -> dict[tuple[str, int], RulesVersion]:
    """Every released version as the tree at `root` (None: this one, its declared games) registers them."""
    this_tree = root is None or os.path.abspath(root) == ROOT
    return {**_RELEASED_BEFORE_THE_COMMAND, **frozen_by_the_command(game_folders(None if this_tree else root))}


RELEASED: Mapping[tuple[str, int], RulesVersion] = registry.derived(released_at)
RESULT_SCHEMAS: Mapping[str, str] = registry.derived(lambda: {
    name: declared.result_schemas for name, declared in registry.declarations().items() if declared.result_schemas})
# Files of a rules package that decide nothing the audit re-runs (bots choose commands, which are
# recorded; the strong bot's search likewise, strong_v2.py and strong_v3.py its next versions, issue 39, frozen by
# their policy versions' hashes instead; labels, views, catalog, the components' words and progress only present): editing
# them is not a new version.
PRESENTATION = frozenset({"bots.py", "strong.py", "strong_v2.py", "strong_v3.py", "labels.py", "views.py",
                          "catalog.py", "texts.py", "progress.py", "contract.py"})


class UnknownRulesVersion(LookupError):
    """A stream names rules this install does not have: it must not be judged under other rules."""


_CURRENT: Mapping[str, int] = registry.derived(lambda: {game: max(known_versions(game)) for (game, _) in RELEASED})


def current_version(game: str) -> int:
    """The version new games of `game` are created on (1 for a game without released versions: a test fixture)."""
    return _CURRENT.get(game, 1)


def result_schema(game: str, version: int | None = None) -> int:
    """The result schema the games of that version (None: the newest) record their results in."""
    entry = RELEASED.get((game, current_version(game) if version is None else version))
    return entry.result if entry is not None else RESULT_SCHEMA


def rules_for_new_game(game: str) -> dict[str, int]:
    """The created event's `rules`: what a new game is played under."""
    return {"version": current_version(game), "result": result_schema(game)}


def version_of_unnamed(game: str, stored_type: str) -> int:
    """The rules version of a stream recorded before the created event named one (see the module doc): what
    the game's declaration says of its created event's stored type."""
    declared = registry.declarations().get(game)
    return declared.unnamed_version(stored_type) if declared is not None else 1


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


def result_in_schema(game: str, result: dict[str, Any], schema: int, produced: int = RESULT_SCHEMA) -> dict[str, Any]:
    """A result scored in schema `produced` (its rules version's, `result_schema`) in the shape of `schema`, to
    compare it with one recorded then: one converter per schema down. A game with converters of its own
    (RESULT_SCHEMAS) uses them; any other, the platform's."""
    converters = _converters(game)
    for older in range(produced - 1, schema - 1, -1):
        convert = converters.get(older)
        if convert is None:
            raise UnknownRulesVersion(f"{game}: result schema {older} is unknown to this install")
        result = convert(result)
    if schema > produced:
        raise UnknownRulesVersion(f"{game}: result schema {schema} is newer than its rules' {produced}")
    return result


def _converters(game: str) -> dict[int, Any]:
    """Schema k -> its converter (from schema k + 1): the game's result_schemas module's (the platform's for a
    game without one), and those of the converter modules its versions name (frozen with them: recipe 2)."""
    module = RESULT_SCHEMAS.get(game)
    converters = dict(importlib.import_module(module).IN_SCHEMA if module else PLATFORM_IN_SCHEMA)
    for (named, _), entry in sorted(RELEASED.items()):
        for converter in entry.converters if named == game else ():
            converters.update(importlib.import_module(converter).IN_SCHEMA)
    return converters


def head_of(game: str) -> str:
    """The game's own rules package (its registered engine's), which plays its newest version."""
    return type(load_engine(game)).__module__.rpartition(".")[0]


def head_of_copy(package: str) -> str | None:
    """For a frozen copy registered by the command (services.<game>.rules_v<N>), the head it was copied from
    (its bots' policy versions are the head's: shared.domain.policy_versions); None for any other package."""
    for (game, version), entry in RELEASED.items():
        before = _RELEASED_BEFORE_THE_COMMAND.get((game, version))
        if entry.module == package and (before is None or before.module != package):
            return head_of(game)
    return None


def unfrozen_changes(root: str = ROOT, games: tuple[str, ...] | None = None) -> list[str]:
    """What the tree at `root` changed of its released versions (of `games`; None: every game): a frozen package
    that no longer hashes as released, or a head that is no longer its game's newest version (a rules change
    to freeze)."""
    problems = []
    released = {key: entry for key, entry in released_at(root).items() if games is None or key[0] in games}
    for (game, version), entry in sorted(released.items()):
        if version_hash(entry, root) != entry.sha256:
            problems.append(f"{game} rules version {version} ({entry.module}, released {entry.released}) has changed: "
                            f"restore it, or make the change a new rules version (tabletop rules freeze {game})")
    for game in sorted({game for (game, _) in released}):
        newest = released[(game, max(v for (g, v) in released if g == game))]
        head = head_of(game)
        if newest.module != head and version_hash(moved_to(newest, head), root) != newest.sha256:
            problems.append(f"{game}: its rules ({head}) are not its newest version {newest.version}: "
                            f"freeze them (tabletop rules freeze {game}) or restore them")
    return problems


def moved_to(entry: RulesVersion, module: str) -> RulesVersion:
    """The same version as if its package were `module` (to hash another copy of it)."""
    return dataclasses.replace(entry, module=module)


def version_hash(entry: RulesVersion, root: str = ROOT) -> str:
    """The hash of a version's files in the tree at `root`, by the recipe it was released with."""
    package = rules_recipes.module_path(root, entry.module)
    if entry.recipe == 1:
        return directory_hash(package)
    return rules_recipes.recipe_2_hash(package, [rules_recipes.module_path(root, c) for c in entry.converters])


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
