"""Issue 8 item 5: `make run` and `make test` started together on a fresh clone both build .venv; the
install is serialised by a lock. Exercised for real: two concurrent `make install` in a copy of the
project's Makefile, with PYTHON a stub that logs each step and takes its time (so an unlocked pair would
interleave), must run the venv + pip steps exactly once, never overlapping, and both succeed."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

STUB = """#!/bin/sh
echo "start $$ $*" >> "$STUB_LOG"
if [ "$1 $2" = "-m venv" ]; then mkdir -p "$3/bin" && cp "$0" "$3/bin/python"; fi
sleep 0.5
echo "end $$ $*" >> "$STUB_LOG"
"""


@pytest.mark.skipif(shutil.which("flock") is None or shutil.which("make") is None, reason="needs flock and make")
def test_two_concurrent_installs_on_a_fresh_clone_run_one_after_the_other(tmp_path):
    project = tmp_path / "clone"
    project.mkdir()
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy(os.path.join(ROOT, name), project / name)
    stub = tmp_path / "python-stub"
    stub.write_text(STUB)
    stub.chmod(stub.stat().st_mode | stat.S_IXUSR)
    log = tmp_path / "steps.log"
    env = dict(os.environ, STUB_LOG=str(log))
    makes = [subprocess.Popen(["make", "--no-print-directory", "install", f"PYTHON={stub}"], cwd=project, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) for _ in range(2)]
    outputs = [make.communicate(timeout=60)[0] for make in makes]
    assert [make.returncode for make in makes] == [0, 0], outputs
    steps = log.read_text().splitlines()
    # One install: venv, pip upgrade, pip install; each step ends before the next one starts.
    assert [line.split(" ", 2)[2] for line in steps[::2]] == ["-m venv .venv", "-m pip install --quiet --upgrade pip",
                                                              "-m pip install --quiet -e .[server,dev,openspiel]"], steps
    for start, end in zip(steps[::2], steps[1::2], strict=True):
        assert start.startswith("start ") and end == "end " + start[len("start "):], steps
    assert (project / ".venv" / ".installed-stamp").exists()
