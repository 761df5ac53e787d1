"""Where the CPU of a bench goes, process by process: the profile that explains a missed throughput ratio.

A ratio such as "HTTP commands vs bare Flask" compares whole systems on a 2-core machine: the web workers,
the Celery workers projecting behind them, Redis and the load generator all share the same cores. A sample
of cumulative CPU time (user + system, from /proc/<pid>/stat) of each process tree before and after a run
says which part takes the time per request, for ours and for the bare side alike.

    split = CpuSplit({"web": [gunicorn], "workers": celery_processes, "redis": [redis_pid]})
    split.start(); ...load...; usage = split.stop()     # {"web": 1.23, ...} CPU seconds in the window

Linux only (it reads /proc); elsewhere every figure is None and the benches print none.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterable

_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _stat(pid: int) -> tuple[int, float] | None:
    """(parent pid, CPU seconds of the process and of its children it has waited for) from /proc/<pid>/stat,
    None if it is gone. The waited-for children count: a prefork pool's replaced child, a load generator's
    finished processes, are still the tree's work."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            raw = handle.read()
    except OSError:
        return None
    fields = raw[raw.rindex(")") + 2:].split()  # the name may hold spaces: everything after its ")"
    return int(fields[1]), sum(int(f) for f in fields[11:15]) / _TICKS  # utime, stime, cutime, cstime


def _all_processes() -> dict[int, tuple[int, float]]:
    table = {}
    for entry in _proc_entries():
        if entry.isdigit():
            stat = _stat(int(entry))
            if stat is not None:
                table[int(entry)] = stat
    return table


def tree_cpu(roots: Iterable[int], table: dict[int, tuple[int, float]] | None = None) -> float:
    """CPU seconds used so far by the processes `roots` and every live descendant of theirs."""
    table = table if table is not None else _all_processes()
    children: dict[int, list[int]] = {}
    for pid, (parent, _) in table.items():
        children.setdefault(parent, []).append(pid)
    total, stack, seen = 0.0, list(roots), set()
    while stack:
        pid = stack.pop()
        if pid in seen or pid not in table:
            continue
        seen.add(pid)
        total += table[pid][1]
        stack.extend(children.get(pid, []))
    return total


def _proc_entries() -> list[str]:
    try:
        return os.listdir("/proc")
    except OSError:  # no /proc (not Linux): every figure is None
        return []


def redis_server_pids(port: int) -> list[int]:
    """The Redis serving `port` on this machine (its CPU is part of every append), if local: a redis-server
    (`redis-server 127.0.0.1:6379`, `--port 6379`) or the embedded fakeredis server (`embedded_redis --port`)."""
    pids = []
    for entry in _proc_entries():
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as handle:
                argv = handle.read().decode(errors="replace").split("\0")
        except OSError:
            continue
        if not any("redis-server" in a or "embedded_redis" in a for a in argv):
            continue
        listens = any(a.endswith(f":{port}") for a in argv) or any(
            a == "--port" and i + 1 < len(argv) and argv[i + 1] == str(port) for i, a in enumerate(argv))
        if listens:
            pids.append(int(entry))
    return pids


class CpuSplit:
    """CPU seconds per named group of process trees over a window (start() .. stop())."""

    def __init__(self, groups: dict[str, Iterable[int | subprocess.Popen]]):
        self.groups = {name: [p.pid if isinstance(p, subprocess.Popen) else p for p in pids]
                       for name, pids in groups.items()}
        self.available = os.path.isdir("/proc/self")
        self._unknown = {name for name, pids in self.groups.items() if not pids}  # e.g. no local Redis
        self._before: dict[str, float] = {}

    def _sample(self) -> dict[str, float]:
        table = _all_processes()
        return {name: tree_cpu(pids, table) for name, pids in self.groups.items()}

    def start(self) -> None:
        if self.available:
            self._before = self._sample()

    def stop(self) -> dict[str, float | None]:
        if not self.available:
            return dict.fromkeys(self.groups)
        after = self._sample()
        return {name: None if name in self._unknown else max(0.0, after[name] - self._before.get(name, 0.0))
                for name in self.groups}


def per_unit(usage: dict[str, float | None], units: int, scale: float = 1e6) -> str:
    """"web 412, workers 230, redis 61 us per request"-style text of a window's usage over `units` (a group
    that could not be measured reads n/a)."""
    if not units or all(v is None for v in usage.values()):
        return "n/a"
    return ", ".join(f"{name} {'n/a' if seconds is None else f'{seconds * scale / units:,.0f}'}"
                     for name, seconds in usage.items())


def top_commands(before: dict[str, float] | None, after: dict[str, float] | None, units: int, top: int = 6) -> str:
    """"evalsha 11.2, xrange 6.0, ..." : the commands Redis spent most time on between two readings, per unit."""
    if not before or not after or not units:
        return ""
    spent = {name: after[name] - before.get(name, 0) for name in after}
    ranked = sorted(((t, n) for n, t in spent.items() if t > 0), reverse=True)[:top]
    return ", ".join(f"{name} {usec / units:.1f}" for usec, name in ranked)
