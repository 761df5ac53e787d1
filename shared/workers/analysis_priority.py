"""The analysis worker's CPU priority: a review takes only the CPU that moves, projections and webhooks leave.

A review is minutes of CPU; a move is milliseconds a player waits for. Its own queue and its own worker (one
process: `--concurrency 1`) keep a review off the other workers, but on a machine shared with the game services
the kernel still has to choose between them. Nice alone does not settle it: niceness is relative (a worker
started from a niced shell, or beside niced services, is barely below them) and a nice-10 task still gets about
a tenth of a contended CPU (CFS weight 110 against 1024). Linux's SCHED_IDLE policy does: its tasks run only on
a CPU no normal task wants (weight 3, whatever the others' niceness), and a normal task that wakes preempts them
at once. Both the policy and the niceness are inherited across fork and exec, so Celery's pool process, which
runs the review, has them too.

Where SCHED_IDLE is missing (not Linux) or refused, the worker keeps the niceness and says so. Across containers
the kernel first shares the CPU between their cgroups, whatever runs inside: deploy/docker-compose.yml gives
the analysis container the smallest CPU weight for that reason (cpu_shares).
"""

from __future__ import annotations

import logging
import os

log = logging.getLogger(__name__)
ANALYSIS_NICENESS = 10  # kept under SCHED_IDLE too: where the policy is refused, the niceness still holds
IDLE = "SCHED_IDLE"
NICE_ONLY = "nice"


def yield_cpu_to_moves() -> str:
    """Lower this process (and every process it starts) to the analysis worker's priority; which one it got:
    IDLE, or NICE_ONLY where the scheduling policy is unavailable."""
    os.nice(ANALYSIS_NICENESS)
    policy = getattr(os, "SCHED_IDLE", None)
    if policy is None:
        log.warning("no SCHED_IDLE on this system: the analysis worker runs at nice %d only", ANALYSIS_NICENESS)
        return NICE_ONLY
    try:
        os.sched_setscheduler(0, policy, os.sched_param(0))
    except OSError as error:  # a seccomp profile or a kernel that refuses it: the niceness still applies
        log.warning("SCHED_IDLE refused (%s): the analysis worker runs at nice %d only", error, ANALYSIS_NICENESS)
        return NICE_ONLY
    return IDLE


def runs_idle(pid: int = 0) -> bool:
    """The process runs under SCHED_IDLE (the bench checks the review it measures beside moves does)."""
    policy = getattr(os, "SCHED_IDLE", None)
    return policy is not None and os.sched_getscheduler(pid) == policy
