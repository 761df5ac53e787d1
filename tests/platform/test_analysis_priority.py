"""Issue 35: a running review never slows a move. Its own queue and worker keep it off the other workers
(tests/platform/test_game_review.py); this checks the CPU priority the analysis worker's processes run at, the
part the kernel decides (shared.workers.analysis_priority; `make bench PART=review` measures a move beside a
review). Each check runs in a child process: a process cannot leave SCHED_IDLE again without privileges."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from shared.workers.analysis_priority import ANALYSIS_NICENESS

pytestmark = pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="SCHED_IDLE is Linux's")

# `tabletop worker analysis` with exec replaced by a report of the priority the worker would start under.
WORKER = """
import json, os, sys
def report(path, argv):
    print(json.dumps({"policy": os.sched_getscheduler(0), "nice": os.nice(0), "argv": argv}))
    sys.exit(0)
os.execv = report
from shared.tools.cli import main
main(["worker", KIND])
"""


def worker_start(kind: str) -> dict:
    done = subprocess.run([sys.executable, "-c", WORKER.replace("KIND", repr(kind))], capture_output=True,
                          text=True, timeout=60, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_analysis_worker_runs_idle_and_niced_and_the_others_do_not():
    here = os.nice(0)
    analysis = worker_start("analysis")
    assert analysis["policy"] == os.SCHED_IDLE and analysis["nice"] == min(19, here + ANALYSIS_NICENESS)
    assert "analysis" in " ".join(analysis["argv"])
    for kind in ("automated", "projections", "webhooks"):
        other = worker_start(kind)
        assert other["policy"] == os.sched_getscheduler(0) != os.SCHED_IDLE and other["nice"] == here, kind


def test_what_the_analysis_worker_starts_inherits_its_priority():
    """Celery's prefork pool process, which runs the review, is a child of the worker: fork keeps the policy."""
    code = ("import os; from shared.workers.analysis_priority import yield_cpu_to_moves, runs_idle; "
            "assert yield_cpu_to_moves() == 'SCHED_IDLE'; pid = os.fork()\n"
            "if pid == 0: os._exit(0 if runs_idle() else 3)\n"
            "print(os.waitpid(pid, 0)[1] >> 8)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "0"
