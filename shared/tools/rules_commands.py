"""`tabletop rules freeze GAME`: release the game's rules as its next frozen version (issue 33, item 4).

    tabletop rules freeze GAME [--root DIR] [--released TEXT] [--result SCHEMA] [--converter MODULE ...]

The game's own `rules` package (the head) plays the newest version, and the suite holds it to that
version's hash (shared.domain.rules_versions.unfrozen_changes). To change the rules:

1. A game whose newest version is the head itself (every version released before the command): freeze
   once before editing. The head is copied to `rules_v<N>` and the copy registered as version N (same
   recipe, same hash: nothing a game is judged by moves).
2. Edit the head; the suite now says the head is not the newest version.
3. Freeze: the head is copied to `rules_v<N+1>` (the frozen copy), hashed by recipe 2
   (shared.domain.rules_recipes), registered in the game's rules_versions.json with its result schema and
   the converters it names, and a golden game is played under it and recorded in
   tests/golden/<game>-rules-v<N+1>.json, which the suite replays forever. New games are played under it.

An edit of a frozen copy fails the suite's frozen check; a rules change that is not frozen fails the head's.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import importlib
import importlib.util
import json
import os
import random
import shutil
import sys
from typing import Any

from shared.domain import rules_recipes, rules_versions
from shared.domain.engine import Engine, rng_for
from shared.domain.policy_versions import package_of
from shared.domain.registry import load_engine

GOLDEN_DIR = os.path.join("tests", "golden")  # beside the releases' corpus: <game>-rules-v<N>.json
GOLDEN_SEED = 1
GOLDEN_PLAYERS = 3  # clamped to the game's player counts


def add_commands(commands) -> None:
    parser = commands.add_parser("rules", help="rules versions: freeze the next one")
    verbs = parser.add_subparsers(dest="verb", required=True)
    freeze_parser = verbs.add_parser("freeze", help="copy, hash and register the game's next rules version")
    freeze_parser.add_argument("game")
    freeze_parser.add_argument("--root", default=rules_versions.ROOT, help="the project tree (default: this one)")
    freeze_parser.add_argument("--released", help="what released it (default: today's date)")
    freeze_parser.add_argument("--result", type=int, help="its result schema (default: the newest version's)")
    freeze_parser.add_argument("--converter", action="append", default=[], metavar="MODULE",
                               help="a result converter module its results are checked with (hashed with it)")
    freeze_parser.set_defaults(handler=_freeze_command)


def _freeze_command(args: argparse.Namespace) -> int:
    try:
        done = freeze(args.game, args.root, args.released, args.result, tuple(args.converter))
    except FreezeRefused as refused:
        print(f"tabletop rules freeze: {refused}", file=sys.stderr)
        return 1
    print(json.dumps(done, indent=2))
    return 0


class FreezeRefused(Exception):
    """The tree is not in a state a version can be frozen from (the message says what to do)."""


def versions_at(root: str, game: str) -> dict[int, rules_versions.RulesVersion]:
    """The game's released versions as the tree at `root` registers them."""
    return {v: e for (g, v), e in rules_versions.released_at(root).items() if g == game}


def freeze(game: str, root: str = rules_versions.ROOT, released: str | None = None, result: int | None = None,
           converters: tuple[str, ...] = ()) -> dict[str, Any]:
    """Freeze the game's head as described in the module doc; returns what was written."""
    head = package_of(load_engine(game))
    game_module = head.rpartition(".")[0]
    game_dir = rules_recipes.module_path(root, game_module)
    versions = versions_at(root, game)
    if not versions:
        raise FreezeRefused(f"{game} has no released version to follow")
    newest = versions[max(versions)]
    released = released or datetime.date.today().isoformat()
    if newest.module == head:  # released before the command: moved to its copy first, its hash unchanged
        if rules_versions.version_hash(newest, root) != newest.sha256:
            raise FreezeRefused(f"the head was edited since version {newest.version} was released: restore it, "
                                f"freeze once to move version {newest.version} to its copy, then edit")
        moved = _copy(root, game_dir, head, newest.version)
        entry = {**_fields(newest), "module": moved}
        rules_recipes.add_to_registry(game_dir, entry)
        return {"moved": entry, "next": "edit the head, then freeze again to release the next version"}
    if _head_hash(root, head, newest) == newest.sha256:
        raise FreezeRefused(f"nothing to freeze: the head is version {newest.version}")
    version = newest.version + 1
    module = _copy(root, game_dir, head, version)
    sha = rules_recipes.recipe_2_hash(rules_recipes.module_path(root, module),
                                      [rules_recipes.module_path(root, c) for c in converters])
    frozen = rules_versions.RulesVersion(game, version, module, sha, released, result or newest.result, 2, converters)
    rules_recipes.add_to_registry(game_dir, _fields(frozen))
    golden = os.path.join(root, GOLDEN_DIR, golden_name(game, version))
    record_golden(_engine_at(root, module), version, golden)
    return {"frozen": _fields(frozen), "golden": golden}


def _fields(entry: rules_versions.RulesVersion) -> dict[str, Any]:
    return {"version": entry.version, "module": entry.module, "sha256": entry.sha256, "released": entry.released,
            "result": entry.result, "recipe": entry.recipe, "converters": list(entry.converters)}


def _copy(root: str, game_dir: str, head: str, version: int) -> str:
    name = f"rules_v{version}"
    target = os.path.join(game_dir, name)
    if os.path.exists(target):
        raise FreezeRefused(f"{target} exists already")
    shutil.copytree(rules_recipes.module_path(root, head), target, ignore=shutil.ignore_patterns("__pycache__"))
    return f"{head.rpartition('.')[0]}.{name}"


def _head_hash(root: str, head: str, newest: rules_versions.RulesVersion) -> str:
    """The head's hash by the newest version's recipe (and converters)."""
    return rules_versions.version_hash(rules_versions.moved_to(newest, head), root)


def _engine_at(root: str, module: str) -> Engine:
    """The ENGINE of the package `module` in the tree at `root` (imported by its path when the tree is not
    this one's: its rules import only themselves, relatively)."""
    if os.path.abspath(root) == rules_versions.ROOT:
        return importlib.import_module(module).ENGINE
    path = rules_recipes.module_path(root, module)
    name = "frozen_" + hashlib.sha256(path.encode()).hexdigest()[:12]
    spec = importlib.util.spec_from_file_location(name, os.path.join(path, "__init__.py"),
                                                  submodule_search_locations=[path])
    package = importlib.util.module_from_spec(spec)
    sys.modules[name] = package
    spec.loader.exec_module(package)
    return package.ENGINE


def golden_name(game: str, version: int) -> str:
    return f"{game}-rules-v{version}.json"


def golden_players(engine: Engine) -> list[dict[str, Any]]:
    count = min(max(GOLDEN_PLAYERS, engine.min_players), engine.max_players)
    return [{"name": f"p{i}", "kind": "bot", "policy": "random"} for i in range(count)]


def play_golden(engine: Engine, players: list[dict[str, Any]], seed: int,
                commands: list[list[Any]] | None = None) -> dict[str, Any]:
    """A seeded game played to its end: seats choose at random among their legal commands, or replay
    `commands` ([seat, command] per decision). Returns the decisions, a digest of every event and the score."""
    rng = random.Random(seed)
    events = engine.new_game(players, {}, rng_for(seed, 0))
    state = engine.initial_state()
    for event in events:
        state = engine.evolve(state, event)
    decisions = []
    while not engine.is_over(state):
        if len(decisions) >= engine.max_decisions:
            raise RuntimeError(f"no end after {len(decisions)} decisions")
        if commands is None:
            seat = engine.pending(state)[0]
            legal = engine.legal(state, seat)
            command = legal[rng.randrange(len(legal))]
        else:
            seat, command = commands[len(decisions)]
        new = engine.decide(state, seat, command, rng_for(seed, len(decisions) + 1))
        decisions.append([seat, command])
        for event in new:
            state = engine.evolve(state, event)
        events += new
    digest = hashlib.sha256(json.dumps(events, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
    return {"decisions": decisions, "events_sha256": digest, "score": engine.score(state)}


def record_golden(engine: Engine, version: int, path: str, seed: int = GOLDEN_SEED) -> dict[str, Any]:
    players = golden_players(engine)
    played = play_golden(engine, players, seed)
    golden = {"game": engine.name, "version": version, "players": players, "seed": seed, **played}
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(golden, handle, separators=(",", ":"), sort_keys=True)
        handle.write("\n")
    return golden


def replays(golden: dict[str, Any], engine: Engine) -> bool:
    """Whether `engine` decides, folds and scores the recorded golden game exactly as it was recorded."""
    again = play_golden(engine, golden["players"], golden["seed"], golden["decisions"])
    score = json.loads(json.dumps(again["score"]))
    return (again["events_sha256"], score) == (golden["events_sha256"], golden["score"])
