"""Issue 36, item 2: every command in the docs is run by a test.

Each shell block and Python example of the documentation (README.md, docs/, services/<game>/README.md) is
preceded by a marker:
`<!-- docs-test: run NAME -->` (run here, in the order of RUN_ORDER, as one reader following the pages in
one terminal would: the variables of one block serve the next), or `<!-- docs-test: not run: REASON -->`
naming why and where that ground is covered instead. The blocks are run as written, with three substitutions:
the services' default ports become this test's, the Redis URL the test's Redis, and the webhook receiver's
https://example.org an address on this machine (which resolves no outside name).
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import stat
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
import redis as redis_lib
import requests

from shared.tools.embedded_redis import free_port

ROOT = Path(__file__).resolve().parents[2]
PAGES = ["README.md", *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").rglob("*.md")),
         *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "services").glob("*/README.md"))]
SHELL_FENCES = ("```sh", "```bash", "```shell", "```console")
PYTHON_FENCE = "```python"
MARKER = re.compile(r"<!-- docs-test: (run (?P<name>[\w-]+)|not run: (?P<reason>.+?)) -->")
# The order a reader follows: a game, its export and the log, a tournament, clients, webhooks, the archive
# (last: it moves the finished games out of Redis).
RUN_ORDER = ["game", "game-export", "game-bulk-export", "log", "log-monitor", "log-witness", "tournament",
             "tournament-export", "clients", "webhooks", "typed-client", "signed-command", "openspiel", "archive"]
DEFAULT_PORTS = {"academic_society": 8001, "royal_archeology": 8002, "modern_society": 8003, "tournaments": 8004}
DOCS_REDIS_URL = "redis://127.0.0.1:6379/0"
DOCS_RECEIVER, LOCAL_RECEIVER = "https://example.org/", "http://127.0.0.1:9/"  # port 9: discard, nothing listens


def shell_blocks() -> list[tuple[str, int, str | None, str]]:
    """(page, line, run name or None, the block's text as a shell script) of every shell block and Python
    example in the docs (a Python example runs as a here-document of the project's Python)."""
    blocks = []
    for page in PAGES:
        lines = (ROOT / page).read_text().splitlines()
        index = 0
        while index < len(lines):
            fence = lines[index].strip()
            if fence in SHELL_FENCES or fence == PYTHON_FENCE:
                marker = MARKER.fullmatch(lines[index - 1].strip()) if index else None
                end = lines.index("```", index + 1)
                name = marker.group("name") if marker else None
                text = "\n".join(lines[index + 1:end])
                if fence == PYTHON_FENCE:
                    text = f'"$DOCS_PYTHON" - <<\'PY\'\n{text}\nPY'
                blocks.append((page, index + 1, name if marker else "unmarked", text))
                index = end
            index += 1
    return blocks


def test_every_shell_block_and_python_example_in_the_docs_is_run_or_says_why_not():
    blocks = shell_blocks()
    assert [f"{page}:{line}" for page, line, name, _ in blocks if name == "unmarked"] == []
    named = [name for _, _, name, _ in blocks if name]
    assert sorted(named) == sorted(RUN_ORDER), "each run block once, in RUN_ORDER"


def script(ports: dict[str, int], redis_url: str) -> str:
    by_name = {name: text for _, _, name, text in shell_blocks() if name}
    text = "\n".join(f"echo '== docs block {name}'\n{by_name[name]}" for name in RUN_ORDER)
    for game, port in DEFAULT_PORTS.items():
        text = text.replace(f"http://127.0.0.1:{port}", f"http://127.0.0.1:{ports[game]}")
    return "set -e\n" + text.replace(DOCS_REDIS_URL, redis_url).replace(DOCS_RECEIVER, LOCAL_RECEIVER)


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)


@pytest.mark.e2e
@pytest.mark.integration
def test_the_docs_commands_run_against_make_run(real_redis_url, tmp_path):
    """`make run`'s command in a folder of its own (its .run/ there, as in a clone), then every run block."""
    prefix = f"docs:{uuid.uuid4().hex[:8]}:"
    ports = {game: free_port() for game in DEFAULT_PORTS}
    env = dict(os.environ, REDIS_URL=real_redis_url, KEY_PREFIX=prefix, PYTHONPATH=str(ROOT),
               TABLETOP_RUN_DIR=str(tmp_path / ".run"),
               WEBHOOK_BLOCK_PRIVATE="off",  # the webhook block's receiver is on this machine (LOCAL_RECEIVER)
               **{f"{game.upper()}_PORT": str(port) for game, port in ports.items()})
    env.pop("TABLETOP_PROGRESS_EVERY_S", None)
    stack = subprocess.Popen([sys.executable, "-m", "shared.tools.cli", "run"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        for port in ports.values():
            deadline = time.monotonic() + 120
            while True:
                with contextlib.suppress(requests.RequestException):  # not listening yet: ask again
                    if requests.get(f"http://127.0.0.1:{port}/healthz", timeout=2).ok:
                        break
                assert time.monotonic() < deadline and stack.poll() is None, "make run did not come up"
                time.sleep(0.3)
        tabletop = tmp_path / ".venv" / "bin" / "tabletop"  # what `make install` puts there
        tabletop.parent.mkdir(parents=True)
        tabletop.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m shared.tools.cli "$@"\n')
        tabletop.chmod(tabletop.stat().st_mode | stat.S_IXUSR)
        (tmp_path / "clients").symlink_to(ROOT / "clients")  # the typed-client example's sys.path, as in a clone
        ran = subprocess.run(["bash", "-c", script(ports, real_redis_url)], cwd=tmp_path, capture_output=True,
                             text=True, timeout=1500,
                             env=dict(env, PATH=f"{tabletop.parent}{os.pathsep}{os.environ['PATH']}",
                                      DOCS_PYTHON=sys.executable))
        output = ran.stdout
        assert ran.returncode == 0, output[-3000:] + ran.stderr[-3000:]
        assert all(f"== docs block {name}" in output for name in RUN_ORDER)
        game, tournament = output.split("== docs block game-export")[0], output.split("== docs block tournament\n")[1]
        assert re.search(r"^True \['hash_chain'", game, re.M), game[-2000:]  # the game's audit
        tournament = tournament.split("== docs block tournament-export")[0]
        assert re.search(r"^True \{'hash_chain': True", tournament, re.M), tournament[-2000:]  # the tournament's
        assert output.count("verdict: PASS") >= 4, output[-3000:]
    finally:
        _stop(stack)
        client = redis_lib.Redis.from_url(real_redis_url)
        keys = list(client.scan_iter(match=f"{prefix}*", count=1000))
        if keys:
            client.delete(*keys)
