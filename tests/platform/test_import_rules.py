"""The house rules of the import graph (docs/ARCHITECTURE.md), read from the code itself with `ast`.

Every import counts, at module level or inside a function: a function-local import that
exists to dodge a circle is still a circle. Tests and the generated clients are outside
the house and are not read.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# shared/'s packages from the bottom floor up: a package imports only its own floor or lower ones.
FLOORS = ["base", "domain", "store", "bus", "app", "audit", "workers", "http", "tools"]
# What a game's pure rules may never import (the engines know nothing of the edges).
EDGE_LIBRARIES = {"flask", "flask_smorest", "flask_limiter", "redis", "celery", "kombu", "marshmallow",
                  "gevent", "gunicorn", "fakeredis", "prometheus_client"}
# The platform floors a game's rules may use.
RULES_MAY_USE = {"base", "domain"}
# shared/app's rooms from the bottom floor up (docs/ARCHITECTURE.md): a room imports only its own floor or
# lower ones; `shared.app.runtime`, the wiring of one game's objects, stands above them all.
APP_ROOMS = ["aggregates", "clients", "games", "webhooks", "read_models", "after_append", "matchmaking",
             "finished_games"]
APP_WIRING = "shared.app.runtime"
MAX_LINES = 400


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _house() -> dict[str, Path]:
    files = {}
    for top in ("shared", "services"):
        for path in (ROOT / top).rglob("*.py"):
            files[_module_name(path)] = path
    return files


HOUSE = _house()


def _imports(name: str, path: Path) -> list[tuple[str, int]]:
    """(imported module, line) for every import in the file, resolved to the deepest module named."""
    tree = ast.parse(path.read_text(), filename=str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                candidate = f"{base}.{alias.name}"
                found.append((candidate if candidate in HOUSE else base, node.lineno))
    return found


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for name, path in HOUSE.items():
        targets = set()
        for module, _line in _imports(name, path):
            # An import of a.b.c runs a/__init__ and a/b/__init__ too, but those are empty or re-export
            # only: the arrow that matters is the one to the module named.
            while module and module not in HOUSE:
                module = module.rpartition(".")[0]
            if module and module != name:
                targets.add(module)
        graph[name] = targets
    return graph


def _floor(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "shared" or len(parts) < 2 or parts[1] not in FLOORS:
        return None
    return FLOORS.index(parts[1])


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of more than one module (or a module importing itself)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_rules_see_the_whole_house():
    """A guard for the guard: the graph holds the packages and arrows the rules below speak of."""
    graph = _graph()
    assert {"shared.domain.engine", "shared.app.games.service", "shared.http.factory"} <= set(graph)
    assert "shared.domain.engine" in graph["shared.app.games.service"]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_circle_anywhere():
    assert _cycles(_graph()) == []


def test_nothing_in_shared_imports_services():
    offending = [f"{name}:{line} imports {module}" for name, path in HOUSE.items() if name.startswith("shared.")
                 for module, line in _imports(name, path) if module.split(".")[0] == "services"]
    assert offending == []


def test_each_shared_package_imports_only_its_floor_or_lower():
    offending = []
    for name, path in HOUSE.items():
        own = _floor(name)
        if own is None:
            continue
        for module, line in _imports(name, path):
            target = _floor(module)
            if target is not None and target > own:
                offending.append(f"{name}:{line} ({FLOORS[own]}) imports {module} ({FLOORS[target]})")
    assert offending == []


def test_every_shared_module_lives_in_a_package():
    loose = [name for name in HOUSE if name.startswith("shared.") and _floor(name) is None]
    assert loose == []


@pytest.mark.parametrize("game", ["academic_society", "royal_archeology", "modern_society"])
def test_engines_import_nothing_of_the_edges_and_nothing_upward(game):
    offending = []
    for name, path in HOUSE.items():
        if not name.startswith(f"services.{game}.rules"):
            continue
        for module, line in _imports(name, path):
            top = module.split(".")[0]
            if top in EDGE_LIBRARIES:
                offending.append(f"{name}:{line} imports {module}")
            elif top == "services" and not module.startswith(f"services.{game}.rules"):
                offending.append(f"{name}:{line} imports {module} (outside its rules)")
            elif top == "shared" and module.split(".")[1:2] and module.split(".")[1] not in RULES_MAY_USE:
                offending.append(f"{name}:{line} imports {module} (the platform above the domain)")
    assert offending == []


def test_no_module_in_shared_services_or_the_openspiel_package_over_400_lines():
    modules = {**HOUSE, **{_module_name(path): path for path in (ROOT / "tabletop_openspiel").rglob("*.py")}}
    long = {name: n for name, path in modules.items() if (n := len(path.read_text().splitlines())) > MAX_LINES}
    assert long == {}


def _room(module: str) -> int | None:
    parts = module.split(".")
    if parts[:2] != ["shared", "app"] or len(parts) < 3:
        return None
    return len(APP_ROOMS) if module == APP_WIRING else APP_ROOMS.index(parts[2]) if parts[2] in APP_ROOMS else None


def test_every_app_module_lives_in_a_named_room():
    loose = [name for name in HOUSE if name.startswith("shared.app.") and _room(name) is None]
    assert loose == []


def test_each_app_room_imports_only_its_floor_or_lower():
    offending = []
    for name, path in HOUSE.items():
        own = _room(name)
        if own is None:
            continue
        for module, line in _imports(name, path):
            target = _room(module)
            if target is not None and target > own:
                offending.append(f"{name}:{line} imports {module}")
    assert offending == []


# ---- Redis only in the store (issue 36): no module outside shared/store imports redis, holds Lua or
# calls a Redis command. A command is a redis-py method name: one no builtin type or common library
# object has is flagged on any receiver; a common one (get, set, delete, info ...) on a receiver whose
# name says Redis (`redis`, `self._redis`, `pipe`, `tx`, `r`).
def _redis_command_names() -> tuple[set[str], set[str]]:
    import logging
    import pathlib
    import subprocess
    import threading

    import redis.client
    import redis.commands.core

    commands = set()
    for cls in (redis.commands.core.CoreCommands, redis.client.Redis, redis.client.Pipeline):
        commands |= {n for n in dir(cls) if not n.startswith("_")}
    common = {"digest", "hexdigest", "update", "json", "post", "put", "patch", "head", "run", "send", "start",
              "join", "kill", "terminate", "wait", "communicate", "poll", "shutdown", "close", "copy", "dump",
              "dumps", "load", "loads", "time", "echo", "type", "sort", "object", "move", "config", "client",
              "function", "stream", "role", "debug", "command", "lock", "reset", "hello", "quit", "save",
              "restore", "monitor", "register", "subscribe", "publish", "listen", "scan", "ping", "info", "cluster",
              "watch", "delete", "execute", "executemany"}
    for obj in (dict, list, set, str, bytes, tuple, int, frozenset, logging.Logger, subprocess.Popen,
                threading.Thread, threading.Event, pathlib.Path):
        common |= set(dir(obj))
    return commands, common & commands


REDIS_COMMANDS, COMMON_NAMES = _redis_command_names()
REDIS_RECEIVERS = ("redis", "pipe", "pipeline")
REDIS_SHORT_RECEIVERS = {"r", "tx"}


def _receiver(node: ast.AST) -> str:
    while isinstance(node, (ast.Call, ast.Subscript)):
        node = node.func if isinstance(node, ast.Call) else node.value
    if isinstance(node, ast.Attribute):
        return node.attr.lower()
    return node.id.lower() if isinstance(node, ast.Name) else ""


def redis_uses(path: Path) -> list[str]:
    """Where a module imports redis, holds Lua or calls a Redis command: "line: what"."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            found += [f"{node.lineno}: import {m}" for m in modules if m.split(".")[0] == "redis"]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and "redis.call" in node.value:
            found.append(f"{node.lineno}: Lua")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name, receiver = node.func.attr, _receiver(node.func.value)
            says_redis = any(r in receiver for r in REDIS_RECEIVERS) or receiver in REDIS_SHORT_RECEIVERS
            if name in REDIS_COMMANDS and (name not in COMMON_NAMES or says_redis):
                found.append(f"{node.lineno}: {receiver}.{name}")
    return found


def test_the_redis_check_sees_a_call_an_import_and_lua(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('import redis\nSCRIPT = "return redis.call(\'GET\', KEYS[1])"\n'
                      'def f(store, d):\n    store.xadd("k", {})\n    store.redis.get("k")\n    d.get("k")\n')
    assert redis_uses(sample) == ["1: import redis", "2: Lua", "4: store.xadd", "5: redis.get"]


def test_no_module_outside_the_store_touches_redis():
    offending = {name: uses for name, path in sorted(HOUSE.items())
                 if not name.startswith("shared.store") and (uses := redis_uses(path))}
    assert offending == {}


# ---- One way to mount a part of the HTTP API (issue 36): a part has `mount(app, api)`
# (shared.http.parts), and only `Routes` registers a blueprint.
MOUNTING_CALLS = {"register_blueprint"}


def test_only_a_part_mounts_anything_on_an_app():
    offending = []
    for name, path in HOUSE.items():
        if name == "shared.http.parts":
            continue
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MOUNTING_CALLS:
                offending.append(f"{name}:{node.lineno} calls {node.func.attr}")
            elif (isinstance(node, ast.FunctionDef) and node.col_offset == 0 and node.args.args
                  and node.args.args[0].arg == "app" and name.split(".")[1:2] == ["http"]
                  and not node.name.startswith("_")):
                offending.append(f"{name}:{node.lineno} def {node.name}(app, ...): a part's `mount` instead")
    assert offending == []
