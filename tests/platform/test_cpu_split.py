"""The CPU split the benches print beside a missed ratio (issue 24: the profile that explains a miss): CPU
seconds per process tree over a window, read from /proc."""

from __future__ import annotations

import subprocess
import sys

import pytest

from shared.tools.cpu_split import CpuSplit, per_unit, tree_cpu

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

BURN = "import time\nend = time.process_time() + 0.4\nwhile time.process_time() < end: pass\n"


@pytest.mark.parametrize("waits", [False, True], ids=["child running or unwaited", "child waited for"])
def test_a_tree_is_charged_its_childrens_cpu_and_an_idle_group_nothing(waits):
    # A parent that starts a child burning 0.4 s of CPU once told to (after the split started), and either
    # waits for it (its CPU then shows in the parent's cutime) or not: the child's time is the tree's.
    wait = "child.wait()\n" if waits else ""
    parent = subprocess.Popen([sys.executable, "-c",
                               "import subprocess, sys, time\nsys.stdin.readline()\n"
                               f"child = subprocess.Popen([sys.executable, '-c', {BURN!r}])\n{wait}"
                               "print('done', flush=True)\ntime.sleep(30)"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    idle = subprocess.Popen([sys.executable, "-c", "import time; print('ready', flush=True); time.sleep(30)"],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert idle.stdout.readline().strip() == "ready"  # its start-up is behind it: from now on it only sleeps
        split = CpuSplit({"busy": [parent], "idle": [idle.pid], "nobody": []})
        split.start()
        before = tree_cpu([parent.pid])
        parent.stdin.write("go\n")
        parent.stdin.flush()
        assert parent.stdout.readline().strip() == "done"
        for _ in range(400):  # the child burns (unwaited: until its 0.4 s are in)
            if tree_cpu([parent.pid]) - before >= 0.38:
                break
            subprocess.run(["sleep", "0.05"])
        usage = split.stop()
    finally:
        for process in (parent, idle):
            process.kill()
            process.wait()
            process.stdout.close()
        parent.stdin.close()
    assert usage["busy"] >= 0.35
    assert usage["idle"] < 0.1
    assert usage["nobody"] is None  # nothing to measure (no local Redis, say): unknown, not zero


def test_per_unit_reads_microseconds_per_request_and_says_when_it_cannot():
    assert per_unit({"web": 0.5, "redis": 0.1}, 1000) == "web 500, redis 100"
    assert per_unit({"web": 0.5, "redis": None}, 1000) == "web 500, redis n/a"
    assert per_unit({"web": 0.5}, 0) == "n/a"
    assert per_unit({"web": None}, 10) == "n/a"


def test_top_commands_ranks_what_redis_spent_its_time_on_per_unit():
    from shared.tools.cpu_split import top_commands

    before = {"evalsha": 1_000, "xrange": 50, "get": 10}
    after = {"evalsha": 21_000, "xrange": 4_050, "get": 10, "set": 2_000}
    assert top_commands(before, after, 1000) == "evalsha 20.0, xrange 4.0, set 2.0"
    assert top_commands(None, after, 1000) == ""
