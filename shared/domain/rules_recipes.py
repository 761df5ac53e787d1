"""How a frozen rules version is hashed, and where `tabletop rules freeze` registers the versions it freezes.

Recipe 1 (every version released before 6 December 2026, kept for them forever: their hashes never move):
the package's files by base name, except a list of presentation names, the game's data directory and the
whole of the game's result_schemas.py. Its faults (issue 33): a helper module beside strong.py changed the
hash, and adding a converter for a new version's result schema changed every released version's hash.

Recipe 2 (every version frozen from now on):

* the package's files by their path inside it, except presentation: a file in a `presentation/` folder or
  whose name matches PRESENTATION_PATTERNS (bots, searches, labels, views, catalog, texts, progress and
  the contract, and any helper module named after one of them: `strong_search.py`);
* the game's data directory;
* only the result converters the version names (`RulesVersion.converters`, modules beside the rules): the
  converters that serve its games, never another version's.

Versions frozen by the command live in the game's `rules_versions.json` (beside its rules), read by
shared.domain.rules_versions: one object per version, fields as RulesVersion's.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
from collections.abc import Iterable
from typing import Any

PRESENTATION_FOLDER = "presentation"
PRESENTATION_PATTERNS = ("bots*.py", "strong*.py", "labels*.py", "views*.py", "catalog*.py", "texts*.py",
                         "progress*.py", "contract*.py")
REGISTRY_FILE = "rules_versions.json"  # in the game's folder, beside its rules packages


def is_presentation(relative: str) -> bool:
    """Recipe 2: whether a file (its path inside the rules package, '/'-separated) decides nothing the audit
    re-runs."""
    parts = relative.split("/")
    return parts[0] == PRESENTATION_FOLDER or any(fnmatch.fnmatch(parts[-1], p) for p in PRESENTATION_PATTERNS)


def files_under(directory: str) -> list[tuple[str, str]]:
    """(path relative to `directory`, '/'-separated; absolute path) of every source and data file under it."""
    if not os.path.isdir(directory):
        return []
    found = []
    for root, _dirs, names in os.walk(directory):
        if "__pycache__" in root:
            continue
        for name in names:
            if not name.endswith((".pyc", ".pyo")):
                path = os.path.join(root, name)
                found.append((os.path.relpath(path, directory).replace(os.sep, "/"), path))
    return found


def recipe_2_hash(package_dir: str, converter_files: Iterable[str] = ()) -> str:
    """sha256 of a rules package by recipe 2. converter_files: the files of the converters the version names."""
    game_dir = os.path.dirname(os.path.abspath(package_dir))
    files = [(name, path) for name, path in files_under(package_dir) if not is_presentation(name)]
    files += [("data/" + name, path) for name, path in files_under(os.path.join(game_dir, "data"))]
    files += [("converters/" + os.path.relpath(path, game_dir).replace(os.sep, "/"), path) for path in converter_files]
    digest = hashlib.sha256(b"recipe 2\0")
    for name, path in sorted(files):
        with open(path, "rb") as handle:
            digest.update(name.encode() + b"\0" + hashlib.sha256(handle.read()).digest())
    return digest.hexdigest()


def module_path(root: str, module: str) -> str:
    """The directory of a package (or the .py file of a module) named `module` under the tree at `root`."""
    base = os.path.join(root, *module.split("."))
    return base if os.path.isdir(base) else base + ".py"


def registry_path(game_dir: str) -> str:
    return os.path.join(game_dir, REGISTRY_FILE)


def read_registry(game_dir: str) -> list[dict[str, Any]]:
    """The versions `tabletop rules freeze` registered for the game in that folder ([] when none)."""
    path = registry_path(game_dir)
    if not os.path.isfile(path):
        return []
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)["versions"]


def add_to_registry(game_dir: str, entry: dict[str, Any]) -> None:
    versions = read_registry(game_dir)
    if any(v["version"] == entry["version"] for v in versions):
        raise ValueError(f"version {entry['version']} is registered already in {registry_path(game_dir)}")
    with open(registry_path(game_dir), "w", encoding="utf-8") as handle:
        json.dump({"versions": [*versions, entry]}, handle, indent=2, sort_keys=True)
        handle.write("\n")

