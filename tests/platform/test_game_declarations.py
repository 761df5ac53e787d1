"""A game is a declaration (issue 33, item 1): each game declares itself once in services/<game>/, the
platform discovers the declarations and names no game."""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

import pytest

from shared.base.config import Config
from shared.bus.plugins import service_ports
from shared.domain import registry
from shared.domain.engine import RuleViolation
from shared.domain.game_declaration import GameDeclaration
from shared.http.factory import create_app
from tests.take_away.declaration import DECLARATION as TAKE_AWAY

ROOT = Path(__file__).resolve().parents[2]
DECLARED = registry.declarations()
HOSTED = [name for name, declared in DECLARED.items() if declared.engine.startswith("services.")]


def _spellings(name: str) -> set[str]:
    return {name, "".join(part.capitalize() for part in name.split("_"))}


def test_the_three_games_are_discovered_from_their_declarations():
    assert set(HOSTED) >= {"academic_society", "royal_archeology", "modern_society"}
    for name in HOSTED:
        assert (ROOT / "services" / name / "declaration.py").is_file()


def test_shared_names_no_game():
    """No file under shared/ but Markdown names a hosted game (in snake_case or CamelCase), nor is named after one;
    nor the fourth game the suite hosts through its declaration alone (tests/take_away)."""
    names = {spelling for name in [*HOSTED, TAKE_AWAY.name] for spelling in _spellings(name)}
    pattern = re.compile("|".join(sorted(names)))
    naming = []
    for path in (ROOT / "shared").rglob("*"):
        if not path.is_file() or path.suffix == ".md" or "__pycache__" in path.parts:
            continue
        if pattern.search(str(path.relative_to(ROOT))) or pattern.search(path.read_text(errors="replace")):
            naming.append(str(path.relative_to(ROOT)))
    assert naming == []


def test_the_distribution_declares_every_game_of_the_checkout_as_an_entry_point():
    """pyproject's `tabletop.games` entry points name each services/<game>/declaration.py (an install finds
    them without the checkout's folders)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    entry_points = project["project"]["entry-points"][registry.ENTRY_POINT_GROUP]
    assert entry_points == {name: f"services.{name}.declaration" for name in HOSTED}


@pytest.mark.parametrize("name", HOSTED)
def test_a_declaration_is_whole_and_consistent_with_its_engine(name):
    declared = DECLARED[name]
    engine = registry.load_engine(name)
    assert engine.name == declared.name and declared.title
    assert declared.rules_versions and {v.game for v in declared.rules_versions} == {name}
    assert {p.package for p in declared.policy_versions} == {declared.engine}
    assert os.path.isfile(declared.renderer) and declared.renderer.startswith(str(ROOT / "services" / name))
    assert declared.bench and declared.result_schemas


@pytest.mark.parametrize("name", HOSTED)
def test_every_lobby_preset_is_a_table_the_engine_accepts(name):
    engine = registry.load_engine(name)
    assert DECLARED[name].lobby_presets
    for preset in DECLARED[name].lobby_presets:
        players = [{"name": f"p{i}", "kind": seat[0], **({"policy": seat[1]} if len(seat) > 1 else {})}
                   for i, seat in enumerate(preset.seats)]
        engine.validate_setup(players, dict(preset.options))


def test_a_preset_the_engine_refuses_is_caught():
    """The check above can fail: a table of one human is no game of Modern Society."""
    with pytest.raises(RuleViolation):
        registry.load_engine("modern_society").validate_setup([{"name": "p0", "kind": "human"}], {})


def test_each_service_listens_on_its_declared_port_unless_configured():
    ports = service_ports(Config.from_env({}))
    assert {name: ports[name] for name in HOSTED} == {name: DECLARED[name].default_port for name in HOSTED}
    assert len(set(ports.values())) == len(ports)
    moved = service_ports(Config.from_env({f"{HOSTED[0].upper()}_PORT": "9101", "REDIS_PORT": "tcp://10.0.0.1:6379"}))
    assert moved[HOSTED[0]] == 9101 and "redis" not in moved


@pytest.mark.parametrize("name", HOSTED)
def test_the_web_client_gets_the_title_presets_and_renderer_from_the_declaration(name, fake_redis):
    client = create_app(name, Config(dispatch="inline"), redis=fake_redis).test_client()
    config = client.get("/play/config.json").json
    assert config["game"] == name and config["titles"][name] == DECLARED[name].title
    assert config["presets"] == [preset.public() for preset in DECLARED[name].lobby_presets]
    renderer = client.get(config["renderer"])
    assert renderer.status_code == 200 and b"export function renderBoard" in renderer.data
    with open(DECLARED[name].renderer, "rb") as handle:
        assert renderer.data == handle.read()
    assert client.get("/play/render/no_such_game.js").status_code == 404


def test_a_game_without_a_renderer_is_drawn_by_the_generic_one(fake_redis):
    client = create_app("counting_race", Config(dispatch="inline"), redis=fake_redis).test_client()
    config = client.get("/play/config.json").json
    assert config["renderer"] == "/play/generic_render.js" and config["presets"] == []
    assert b"export function renderBoard" in client.get(config["renderer"]).data


def test_tabletop_games_replaces_the_discovered_games(monkeypatch):
    first = HOSTED[0]
    monkeypatch.setenv("TABLETOP_GAMES", f"services.{first}.declaration")
    registry.refresh()
    try:
        assert list(registry.declarations()) == [first]
        assert not registry.is_known(HOSTED[1])
    finally:
        monkeypatch.delenv("TABLETOP_GAMES")
        registry.refresh()
    assert set(registry.declarations()) >= set(HOSTED)


def test_a_declaration_module_without_a_declaration_is_refused(monkeypatch):
    monkeypatch.setenv("TABLETOP_GAMES", "shared.domain.game_declaration:LobbyPreset")
    registry.refresh()
    try:
        with pytest.raises(TypeError):
            registry.declarations()
    finally:
        monkeypatch.delenv("TABLETOP_GAMES")
        registry.refresh()
    assert isinstance(registry.declaration(HOSTED[0]), GameDeclaration)
