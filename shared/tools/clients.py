"""Regenerate the published clients from each game service's OpenAPI document (`make clients`).

    python -m shared.tools.clients [--out DIR]

For every hosted game it writes, under DIR (default: clients/):
  openapi/<game>.json          the document the service serves at /v1/openapi.json
  python/<game>_client/        a Python client (openapi-python-client; needs httpx and attrs)
  typescript/<game>.d.ts       TypeScript types (openapi-typescript; run `npm ci` in clients/typescript first)
and for every service (the games and the tournament service):
  asyncapi/<service>.json      the AsyncAPI 3 document it serves at /v1/asyncapi.json (event stream, webhooks),
                               checked by the official parser (`npm ci` in clients/asyncapi, then validate.mjs)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import fakeredis

from shared.base.config import Config
from shared.bus import plugins
from shared.domain.registry import installed_games
from shared.http.factory import create_app

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients"
TYPESCRIPT_TOOLS = CLIENTS / "typescript"  # package.json and package-lock.json of the generator and tsc
GAMES = tuple(installed_games())  # the games this install hosts (shared.domain.registry), a test's left out
SERVICES = (*GAMES, *(plugin.name for plugin, _ in plugins.parts("app")))  # the games' services and the plugins'
ASYNCAPI_TOOLS = CLIENTS / "asyncapi"  # package.json and package-lock.json of @asyncapi/parser, validate.mjs


def document(game: str) -> dict:
    """The game's document, exactly as its service serves it (no Redis needed to build it)."""
    app = create_app(game, Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    return app.test_client().get("/v1/openapi.json").json


def document_text(game: str) -> str:
    return json.dumps(document(game), indent=2, sort_keys=True) + "\n"


def asyncapi_document(service: str) -> dict:
    """The service's AsyncAPI document, exactly as it serves it (a game's, or a plugin's service)."""
    config, redis = Config(dispatch="inline"), fakeredis.FakeRedis()
    apps = {plugin.name: module for plugin, module in plugins.parts("app")}
    app = apps[service].create_app(config, redis=redis) if service in apps else create_app(service, config, redis)
    return app.test_client().get("/v1/asyncapi.json").json


def asyncapi_text(service: str) -> str:
    return json.dumps(asyncapi_document(service), indent=2, sort_keys=True) + "\n"


def validate_asyncapi(paths: list[Path]) -> subprocess.CompletedProcess:
    """The official parser's verdict on the documents (run `npm ci` in clients/asyncapi first)."""
    if not (ASYNCAPI_TOOLS / "node_modules" / "@asyncapi" / "parser").exists():
        raise SystemExit(f"@asyncapi/parser is missing: run `npm ci` in {ASYNCAPI_TOOLS}")
    return subprocess.run(["node", str(ASYNCAPI_TOOLS / "validate.mjs"), *map(str, paths)], capture_output=True,
                          text=True, cwd=ASYNCAPI_TOOLS)


def generate_python(document_path: Path, package: str, out: Path) -> Path:
    """openapi-python-client's package for the document, at out/<package>.

    Generated in a scratch directory, so its ruff hooks format it the same wherever it ends up (inside
    this repository ruff would pick up our own settings)."""
    target = out / package
    with tempfile.TemporaryDirectory() as scratch:
        config = Path(scratch) / "config.json"
        config.write_text(json.dumps({"package_name_override": package, "project_name_override": package}))
        # Its post-generation hooks run ruff: the one of this virtualenv, leaving no cache behind.
        env = {**os.environ, "RUFF_NO_CACHE": "true",
               "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
        generated = Path(scratch) / package
        subprocess.run(
            [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(document_path.resolve()),
             "--meta", "none", "--config", str(config), "--output-path", str(generated), "--overwrite"],
            check=True, env=env, capture_output=True, text=True, cwd=scratch,
        )
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(generated, target, ignore=shutil.ignore_patterns("__pycache__", ".ruff_cache"))
    return target


def generate_typescript(document_path: Path, target: Path) -> Path:
    """openapi-typescript's types for the document (the pinned version in clients/typescript)."""
    tool = TYPESCRIPT_TOOLS / "node_modules" / ".bin" / "openapi-typescript"
    if not tool.exists():
        raise SystemExit(f"{tool} is missing: run `npm ci` in {TYPESCRIPT_TOOLS}")
    subprocess.run([str(tool), str(document_path), "--output", str(target)], check=True, capture_output=True,
                   text=True)
    return target


def generate(out: Path, games: tuple[str, ...] = GAMES, typescript: bool = True) -> None:
    for sub in ("openapi", "python", "typescript"):
        (out / sub).mkdir(parents=True, exist_ok=True)
    for game in games:
        document_path = out / "openapi" / f"{game}.json"
        document_path.write_text(document_text(game))
        generate_python(document_path, f"{game}_client", out / "python")
        if typescript:
            generate_typescript(document_path, out / "typescript" / f"{game}.d.ts")
    (out / "asyncapi").mkdir(parents=True, exist_ok=True)
    written = []
    for service in SERVICES:
        written.append(out / "asyncapi" / f"{service}.json")
        written[-1].write_text(asyncapi_text(service))
    if typescript:  # with the Node.js tools: the official parser must accept what was written
        checked = validate_asyncapi(written)
        if checked.returncode:
            raise SystemExit(f"the AsyncAPI documents do not validate:\n{checked.stdout}{checked.stderr}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--out", type=Path, default=CLIENTS)
    args = parser.parse_args(argv)
    generate(args.out)
    print(f"clients regenerated under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
