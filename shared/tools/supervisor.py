"""A small process supervisor for `tabletop run` (and the fault drills).

Why not honcho, circus or supervisord: honcho stops everything when one child
exits (the behaviour we are replacing); circus needs ZeroMQ and supervisord a
daemon plus a config file, while `make run` must stay one command on a fresh
machine. What we need fits here: start the children in order, restart any that
dies with exponential backoff (reset once it has stayed up a while) and log it,
keep the others serving, and on Ctrl-C / SIGTERM stop them all gracefully,
newest first, without tracebacks.

Each child runs in its own process group, so the terminal's Ctrl-C reaches only
the supervisor, which then stops the children in order (a child seeing SIGINT
by itself would print a KeyboardInterrupt traceback or cold-stop); and each child
gets SIGTERM if the supervisor itself dies (Linux PR_SET_PDEATHSIG), so a killed
supervisor leaves no orphans behind.
"""

from __future__ import annotations

import contextlib
import ctypes
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    with contextlib.suppress(OSError, AttributeError):  # not Linux: children may outlive a killed supervisor
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


@dataclass
class Program:
    name: str
    argv: list[str]
    # Called after a start until it returns True (or ready_timeout_s passes) before the next program starts.
    ready: Callable[[], bool] | None = None
    ready_timeout_s: float = 20.0
    process: subprocess.Popen | None = field(default=None, repr=False)
    started_at: float = 0.0
    restarts: int = 0
    backoff_s: float = 0.0
    restart_at: float | None = None


class Supervisor:
    def __init__(self, programs: list[Program], cwd: str, env: dict[str, str], *,
                 first_backoff_s: float = 1.0, max_backoff_s: float = 30.0, stable_after_s: float = 60.0,
                 stop_timeout_s: float = 15.0, die_with_parent: bool = True,
                 log: Callable[[str], None] | None = None):
        self.programs = programs
        self.cwd = cwd
        self.env = env
        self.first_backoff_s = first_backoff_s
        self.max_backoff_s = max_backoff_s
        self.stable_after_s = stable_after_s
        self.stop_timeout_s = stop_timeout_s
        self.log = log or (lambda line: print(f"[supervisor] {line}", file=sys.stderr, flush=True))
        # preexec_fn is unsafe in a process with threads (a test runner): there, pass False.
        self.die_with_parent = die_with_parent
        self.stopping = False

    def _spawn(self, program: Program) -> None:
        program.process = subprocess.Popen(program.argv, cwd=self.cwd, env=self.env, process_group=0,
                                           preexec_fn=_die_with_parent if self.die_with_parent else None)
        program.started_at = time.monotonic()
        program.restart_at = None

    def start(self) -> None:
        for program in self.programs:
            self._spawn(program)
            if program.ready is not None:
                deadline = time.monotonic() + program.ready_timeout_s
                while not program.ready():
                    if time.monotonic() > deadline or program.process.poll() is not None:
                        self.log(f"{program.name} did not become ready")
                        break
                    time.sleep(0.1)

    def install_signal_handlers(self) -> None:
        def stop(*_):
            self.stopping = True

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)

    def poll_once(self) -> None:
        """Notice dead children and restart those whose backoff has passed."""
        now = time.monotonic()
        for program in self.programs:
            if program.restart_at is not None:
                if now >= program.restart_at:
                    program.restarts += 1
                    self.log(f"restarting {program.name} (restart #{program.restarts})")
                    self._spawn(program)
                continue
            code = program.process.poll() if program.process else None
            if code is None:
                continue
            uptime = now - program.started_at
            if uptime >= self.stable_after_s or program.backoff_s == 0:
                program.backoff_s = self.first_backoff_s
            else:
                program.backoff_s = min(program.backoff_s * 2, self.max_backoff_s)
            program.restart_at = now + program.backoff_s
            self.log(f"{program.name} (pid {program.process.pid}) exited with {_describe(code)} after "
                     f"{uptime:.1f} s; restarting in {program.backoff_s:.1f} s")

    def watch(self) -> None:
        """Supervise the started programs until SIGINT/SIGTERM (see install_signal_handlers), then stop them."""
        while not self.stopping:
            self.poll_once()
            time.sleep(0.2)
        self.stop()

    def stop(self) -> None:
        self.stopping = True
        running = [p for p in reversed(self.programs) if p.process and p.process.poll() is None]
        for program in running:
            program.process.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + self.stop_timeout_s
        for program in running:
            try:
                program.process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                self.log(f"{program.name} did not stop in {self.stop_timeout_s:.0f} s: killed")
                program.process.kill()
                program.process.wait()


def _describe(code: int) -> str:
    if code < 0:
        try:
            return f"signal {signal.Signals(-code).name}"
        except ValueError:
            return f"signal {-code}"
    return f"code {code}"
