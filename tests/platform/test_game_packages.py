"""Each game package is layered: its `rules` package (the pure engine) imports only the standard library,
shared.domain and itself (never the game's api, bench or anything above, never Flask, Redis or Celery),
and no circle of imports runs inside a game package (function-local imports included)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from shared.domain.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
HOSTED = [name for name, module in GAMES.items() if module.startswith("services.")]


def modules(package: str) -> dict[str, Path]:
    base = ROOT / package.replace(".", "/")
    found = {}
    for path in base.rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Every module `name` imports, anywhere in the file, as absolute names (submodules where named)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            module = (f"{base}.{node.module}" if node.module else base) if node.level else node.module
            subs = {f"{module}.{alias.name}" for alias in node.names} & set(known)
            found.update(subs or {module})
    return found


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of `graph`, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state and (found := visit(start)):
            return found
    return None


@pytest.mark.parametrize("game", HOSTED)
def test_rules_import_only_the_standard_library_shared_domain_and_themselves(game):
    rules = f"services.{game}.rules"
    known = modules(rules)
    for name, path in known.items():
        for target in imports(name, path, known):
            top = target.partition(".")[0]
            allowed = (top in sys.stdlib_module_names or target == "shared.domain"
                       or target.startswith(("shared.domain.", rules + ".")) or target == rules)
            assert allowed, f"{name} imports {target}"


@pytest.mark.parametrize("game", HOSTED)
def test_no_import_circle_inside_a_game_package(game):
    known = modules(f"services.{game}")
    graph = {name: {t for t in imports(name, path, known) if t in known and t != name}
             for name, path in known.items()}
    assert cycle(graph) is None, " -> ".join(cycle(graph))


def test_the_circle_finder_finds_one():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) is None
