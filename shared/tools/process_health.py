"""Liveness of Celery beat, for container probes.

Beat has no port and no remote control, so "is it alive" means "is its scheduler loop
still turning": the scheduler below touches HEARTBEAT_FILE (when that is set) on every
tick. Beat ticks at least once per scheduled interval (the sweep's, 30 s), also while the
broker is down, so a stale file means a stuck or dead beat, never a broker outage, and a
restart is the right remedy.

    python -m shared.tools.process_health /tmp/beat.alive 120     exit 0 if touched in the last 120 s
"""

from __future__ import annotations

import os
import sys
import time

from celery.beat import PersistentScheduler

HEARTBEAT_ENV = "HEARTBEAT_FILE"


def touch(path: str) -> None:
    with open(path, "a"):
        os.utime(path)


class HeartbeatScheduler(PersistentScheduler):
    def tick(self, *args, **kwargs):
        path = os.environ.get(HEARTBEAT_ENV)
        if path:
            touch(path)
        return super().tick(*args, **kwargs)


def is_fresh(path: str, max_age_s: float, now: float | None = None) -> bool:
    try:
        return (now if now is not None else time.time()) - os.stat(path).st_mtime <= max_age_s
    except FileNotFoundError:
        return False


def main(argv: list[str]) -> int:
    path, max_age_s = argv[0], float(argv[1])
    if is_fresh(path, max_age_s):
        return 0
    print(f"{path} not touched in the last {max_age_s:.0f} s", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
