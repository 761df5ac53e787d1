"""The published clients: what `make clients` would write equals what is committed, a whole game of each kind
is played through the generated Python client against a live server, and `tsc --noEmit` type-checks
TypeScript that builds each game's commands with the generated types."""

from __future__ import annotations

import importlib
import random
import shutil
import subprocess
import sys
import threading

import pytest
from werkzeug.serving import make_server

from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.http.factory import create_app
from shared.tools import clients
from shared.tools.embedded_redis import free_port
from tests.conftest import client_key_headers

PYTHON_CLIENTS = clients.CLIENTS / "python"
TSC = clients.TYPESCRIPT_TOOLS / "node_modules" / ".bin" / "tsc"
# One human seat moving at random through the client; bots, moved by the platform, for the others.
SEATS = {
    "academic_society": [{"name": "ada", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "heuristic"}],
    "royal_archeology": [{"name": "ada", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "random"},
                         {"name": "bot2", "kind": "bot", "policy": "heuristic"}],
    "modern_society": [{"name": "ada", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "random"},
                       {"name": "bot2", "kind": "bot", "policy": "heuristic"}],
}


@pytest.mark.parametrize("game", clients.GAMES)
def test_committed_document_is_the_one_the_service_serves(game):
    committed = (clients.CLIENTS / "openapi" / f"{game}.json").read_text()
    assert committed == clients.document_text(game), "run `make clients` and commit the result"


def test_committed_python_clients_equal_a_fresh_generation(tmp_path):
    for game in clients.GAMES:
        package = f"{game}_client"
        fresh = clients.generate_python(clients.CLIENTS / "openapi" / f"{game}.json", package, tmp_path)
        assert _tree(fresh) == _tree(PYTHON_CLIENTS / package), f"{package}: run `make clients` and commit"


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is absent")
def test_committed_typescript_types_equal_a_fresh_generation(tmp_path):
    _need_node_modules()
    for game in clients.GAMES:
        fresh = clients.generate_typescript(clients.CLIENTS / "openapi" / f"{game}.json", tmp_path / f"{game}.d.ts")
        committed = clients.TYPESCRIPT_TOOLS / f"{game}.d.ts"
        assert fresh.read_text() == committed.read_text(), f"{committed}: run `make clients` and commit"


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is absent")
def test_typescript_that_builds_every_game_command_type_checks():
    _need_node_modules()
    result = subprocess.run([str(TSC), "--noEmit", "-p", str(clients.TYPESCRIPT_TOOLS)], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("game", clients.GAMES)
def test_a_whole_game_is_played_through_the_generated_python_client(game, fake_redis):
    if str(PYTHON_CLIENTS) not in sys.path:
        sys.path.insert(0, str(PYTHON_CLIENTS))
    package = f"{game}_client"
    api = importlib.import_module(f"{package}.api.games")
    models = importlib.import_module(f"{package}.models")
    client_module = importlib.import_module(package)
    for name in ("create_game", "get_legal", "submit_command", "get_game"):
        importlib.import_module(f"{package}.api.games.{name}")

    app = create_app(game, Config(dispatch="inline"), redis=fake_redis)
    server = make_server("127.0.0.1", free_port(), app)  # one request at a time: fakeredis is not shared
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base_url = f"http://127.0.0.1:{server.server_port}"
    try:
        anonymous = client_module.Client(base_url=base_url, raise_on_unexpected_status=True,
                                         headers=client_key_headers(app))
        created = api.create_game.sync(client=anonymous, body=models.CreateGame.from_dict(
            {"players": SEATS[game], "seed": 5}))
        assert isinstance(created, models.CreatedGame), created
        seat = client_module.AuthenticatedClient(base_url=base_url, token=created.seats[0].token,
                                                 raise_on_unexpected_status=True)
        rng = random.Random(5)
        for _ in range(load_engine(game).max_decisions + 1):
            legal = api.get_legal.sync(client=seat, game_id=created.game_id)
            assert isinstance(legal, models.Legal), legal
            if not legal.commands:
                break
            command = legal.commands[rng.randrange(len(legal.commands))]
            command.expected_version = legal.version
            response = api.submit_command.sync_detailed(client=seat, game_id=created.game_id, body=command)
            assert response.status_code == 201, response.content
            assert isinstance(response.parsed, models.CommandResult)
        final = api.get_game.sync(client=seat, game_id=created.game_id)
        assert isinstance(final, models.Game), final
        assert final.status == models.GameStatus.FINISHED
        assert isinstance(final.result, models.GameResult) and final.result.ranking
    finally:
        server.shutdown()
        thread.join()


def _tree(root) -> dict[str, str]:
    return {str(p.relative_to(root)): p.read_text() for p in sorted(root.rglob("*.py"))}


def _need_node_modules() -> None:
    if not (clients.TYPESCRIPT_TOOLS / "node_modules").exists():
        pytest.fail(f"run `npm ci` in {clients.TYPESCRIPT_TOOLS} (.ci/run does)")
