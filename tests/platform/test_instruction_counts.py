"""The instruction bench's workload (shared.tools.instruction_counts, `make bench PART=instructions`) runs as the
bench runs it, without valgrind: what callgrind counts is this process's phases, so a workload that breaks (a
renamed interface, a shadowed name) fails here rather than in the bench."""

from __future__ import annotations

import os
import re
import subprocess
import sys

from shared.app.clients.integrators import configured_client
from shared.tools import instruction_counts
from shared.tools.cli import ROOT


def test_the_workload_plays_every_phase_in_this_tree(real_redis_url):
    setting, key = configured_client("instructions", ("games:write",))  # as the bench's driver configures it
    run = subprocess.run(
        [sys.executable, instruction_counts.__file__, "--workload", "--redis-url", real_redis_url,
         "--appends", "3", "--commands", "3", "--games", "1", "--game", "academic_society"],
        cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT, BOOTSTRAP_CLIENT=setting, BENCH_CLIENT_KEY=key), capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    decisions = int(re.search(r"^DECISIONS (\d+)", run.stdout, re.M).group(1))
    engine_decisions = int(re.search(r"^ENGINE_DECISIONS (\d+)", run.stdout, re.M).group(1))
    assert decisions > 50 and engine_decisions > 50
