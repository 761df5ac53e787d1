"""Issue 33, item 4: rules versions cheap and safe.

`tabletop rules freeze GAME` in a copy of the tree: the first freeze moves a version released before the
command to its frozen copy (hash unchanged); an edit of the rules is then caught until it is frozen; the
freeze writes the copy, its hash (recipe 2), the registry entry and a golden game recorded under it; an edit
of a frozen copy is caught. Recipe 2 leaves presentation out by pattern and folder and hashes only the
converters a version names. Result schemas are each game's, per rules version.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil

import fakeredis
import pytest

from shared.app.runtime import build_runtime
from shared.audit.verifier import verify_export
from shared.base.config import Config
from shared.domain import policy_versions, registry, rules_recipes, rules_versions
from shared.domain.registry import load_engine
from shared.tools import cli, rules_commands

ROOT = rules_versions.ROOT
GAME = "modern_society"  # the quickest game to play a golden game of


@pytest.fixture
def tree(tmp_path):
    """A copy of the project tree's game folder as it was before the command, as `--root` for the command: none
    of the copies the command froze, and the head as version 1 (its release before the command), which the
    command moved to rules_v1."""
    game_dir = os.path.join(ROOT, "services", GAME)
    frozen = [entry["module"].rpartition(".")[2] for entry in rules_recipes.read_registry(game_dir)]
    copy = tmp_path / "services" / GAME
    shutil.copytree(game_dir, copy,
                    ignore=shutil.ignore_patterns("__pycache__", rules_recipes.REGISTRY_FILE, "rules", *frozen))
    released_head = os.path.join(game_dir, "rules_v1" if "rules_v1" in frozen else "rules")
    shutil.copytree(released_head, copy / "rules", ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def _append(path, text="\n# an edit\n"):
    with open(path, "a") as handle:
        handle.write(text)


def test_freeze_moves_a_released_head_then_freezes_an_edit_as_the_next_version(tree, capsys):
    game_dir = tree / "services" / GAME
    released = rules_versions.RELEASED[(GAME, 1)]
    changes = lambda: rules_versions.unfrozen_changes(str(tree), (GAME,))  # noqa: E731
    assert changes() == []

    assert cli.main(["rules", "freeze", GAME, "--root", str(tree), "--released", "test"]) == 0
    moved = json.loads(capsys.readouterr().out)["moved"]
    assert moved["module"] == f"services.{GAME}.rules_v1" and moved["sha256"] == released.sha256
    assert (game_dir / "rules_v1" / "engine.py").read_bytes() == (game_dir / "rules" / "engine.py").read_bytes()
    assert changes() == []
    with pytest.raises(rules_commands.FreezeRefused, match="nothing to freeze"):
        rules_commands.freeze(GAME, str(tree))

    _append(game_dir / "rules" / "round_sequence.py")  # a rules change in the head
    assert [p for p in changes() if "not its newest version 1" in p]

    done = rules_commands.freeze(GAME, str(tree), released="test")
    frozen = done["frozen"]
    assert (frozen["version"], frozen["module"], frozen["recipe"]) == (2, f"services.{GAME}.rules_v2", 2)
    assert frozen["sha256"] == rules_recipes.recipe_2_hash(str(game_dir / "rules_v2"))
    registered = rules_recipes.read_registry(str(game_dir))
    assert [v["version"] for v in registered] == [1, 2]
    assert changes() == []
    golden = json.loads((tree / "tests" / "golden" / rules_commands.golden_name(GAME, 2)).read_text())
    assert golden["version"] == 2 and rules_commands.replays(golden, rules_commands._engine_at(str(tree), frozen["module"]))
    assert rules_versions.released_at(str(tree))[(GAME, 2)].sha256 == frozen["sha256"]

    _append(game_dir / "rules_v2" / "round_sequence.py")  # an edit of the frozen copy
    assert [p for p in changes() if "rules version 2" in p and "has changed" in p]
    _append(game_dir / "rules_v1" / "engine.py")
    assert [p for p in changes() if "rules version 1" in p and "has changed" in p]


def test_this_trees_engines_are_imported_by_name_and_another_trees_by_path(tree):
    assert rules_commands._engine_at(ROOT, f"services.{GAME}.rules") is load_engine(GAME)
    elsewhere = rules_commands._engine_at(str(tree), f"services.{GAME}.rules")
    assert elsewhere is not load_engine(GAME) and elsewhere.name == GAME


def test_freeze_refuses_a_head_edited_before_its_release_was_moved(tree):
    _append(tree / "services" / GAME / "rules" / "engine.py")
    with pytest.raises(rules_commands.FreezeRefused, match="edited since version 1"):
        rules_commands.freeze(GAME, str(tree))
    assert cli.main(["rules", "freeze", GAME, "--root", str(tree)]) == 1


def test_recipe_2_leaves_presentation_out_by_pattern_and_folder_and_hashes_only_named_converters(tree):
    game_dir = tree / "services" / GAME
    rules = str(game_dir / "rules")
    before = rules_recipes.recipe_2_hash(rules)
    (game_dir / "rules" / "strong_helpers.py").write_text("WEIGHT = 3\n")  # a helper beside strong.py
    (game_dir / "rules" / "presentation").mkdir()
    (game_dir / "rules" / "presentation" / "words.py").write_text("NAMES = {}\n")
    _append(game_dir / "rules" / "labels.py")
    assert rules_recipes.recipe_2_hash(rules) == before
    converter = game_dir / "result_schema_3.py"
    converter.write_text("def schema_2(result):\n    return result\n")
    _append(game_dir / "result_schemas.py")  # another version's converters: not this one's
    assert rules_recipes.recipe_2_hash(rules) == before
    with_converter = rules_recipes.recipe_2_hash(rules, [str(converter)])
    assert with_converter != before
    _append(converter)
    assert rules_recipes.recipe_2_hash(rules, [str(converter)]) != with_converter
    _append(game_dir / "rules" / "engine.py")
    edited = rules_recipes.recipe_2_hash(rules)
    assert edited != before
    _append(game_dir / "data" / sorted(os.listdir(game_dir / "data"))[0], "\n")
    assert rules_recipes.recipe_2_hash(rules) != edited


def test_released_versions_keep_their_recipe_and_their_hashes():
    """The versions each game declares (released before the command) keep recipe 1, wherever the command moved
    them; the versions the command froze since are hashed by recipe 2."""
    declared = {(v.game, v.version): v for d in registry.declarations().values() for v in d.rules_versions}
    for key, entry in rules_versions.RELEASED.items():
        assert entry.recipe == (1 if key in declared else 2) and rules_versions.version_hash(entry) == entry.sha256
        assert key not in declared or entry.sha256 == declared[key].sha256
    assert {key for key, entry in rules_versions.RELEASED.items() if entry.recipe == 2} >= {
        ("academic_society", 3), ("royal_archeology", 2), ("modern_society", 2)}
    assert rules_versions.unfrozen_changes() == []


def test_a_result_schema_is_a_games_own_per_rules_version(monkeypatch):
    """A game whose newest version records results in a new schema: its games name and record it, the audit
    checks them in it, and the other games are untouched."""
    entry = rules_versions.RELEASED[(GAME, 2)]
    monkeypatch.setattr(rules_versions, "RELEASED", {**rules_versions.RELEASED,
                                                     (GAME, 2): dataclasses.replace(entry, result=3)})
    assert rules_versions.rules_for_new_game(GAME) == {"version": 2, "result": 3}
    assert rules_versions.rules_for_new_game("academic_society") == {"version": 3, "result": 2}
    rt = build_runtime(load_engine(GAME), Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    players = [{"name": n, "kind": "bot", "policy": "random"} for n in "abc"]
    game_id = rt.service.create_game(players, {}, 4)["game_id"]
    raw = rt.store.read_raw(game_id)
    assert raw[0]["data"]["rules"] == {"version": 2, "result": 3}
    assert raw[-1]["type"] == "game_finished" and raw[-1]["v"] == 3
    assert verify_export([json.dumps(e) for e in raw])["ok"]


# The converter module a version frozen with result schema 3 names (test_converters_run_one_schema_at_a_time).
IN_SCHEMA = {2: lambda result: {**result, "winners": result["winners"][:1]}}


def test_converters_run_one_schema_at_a_time(monkeypatch):
    result = {"ranking": [0], "winners": [0],
              "players": [{"seat": 0, "name": "a", "total": 1, "lines": [], "notes": [], "rank": 1}]}
    assert rules_versions.result_in_schema("no_such_game", result, 2) is result
    assert rules_versions.result_in_schema("no_such_game", result, 1)["players"] == [{"seat": 0, "total": 1, "lines": []}]
    with pytest.raises(rules_versions.UnknownRulesVersion, match="schema 2 is unknown"):
        rules_versions.result_in_schema("no_such_game", result, 1, produced=3)
    frozen = rules_versions.RulesVersion("no_such_game", 1, "services.no_such_game.rules_v1", "0" * 64, "test",
                                         result=3, recipe=2, converters=(__name__,))
    monkeypatch.setattr(rules_versions, "RELEASED", {**rules_versions.RELEASED, ("no_such_game", 1): frozen})
    tied = {**result, "winners": [0, 1]}
    assert rules_versions.result_in_schema("no_such_game", tied, 2, produced=3)["winners"] == [0]
    assert rules_versions.result_in_schema("no_such_game", tied, 1, produced=3)["players"] == [
        {"seat": 0, "total": 1, "lines": []}]


def test_a_frozen_copy_plays_its_bots_under_the_policy_versions_of_the_rules_it_was_copied_from():
    """Seats of a game begun while the head played its version chose under the head's policy versions; once a newer
    version is frozen, the copy plays them on under the same ones (the version the command moved to its copy, and
    the one it froze). Academic Society's hand-made version 1 keeps its own table (its games were recorded before
    policy versions)."""
    assert rules_versions.current_version(GAME) == 2
    for version in (1, 2):
        copy = f"services.{GAME}.rules_v{version}"
        assert rules_versions.RELEASED[(GAME, version)].module == copy
        assert rules_versions.head_of_copy(copy) == f"services.{GAME}.rules"
        assert policy_versions.package_of(rules_versions.engine_for(GAME, version)) == f"services.{GAME}.rules"
    assert rules_versions.head_of_copy("services.academic_society.rules_v2") == "services.academic_society.rules"
    assert rules_versions.head_of_copy("services.academic_society.rules_v1") is None
    assert rules_versions.head_of_copy(f"services.{GAME}.rules") is None
