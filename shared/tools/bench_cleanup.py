"""What every bench does when it is done: stop the processes it started and delete the keys it wrote."""

from __future__ import annotations

import subprocess


def stop_processes(processes, timeout_s: float = 20) -> None:
    """SIGTERM all of them first (they shut down side by side), then wait, killing any that hangs."""
    for process in processes:
        process.terminate()
    for process in processes:
        try:
            process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            process.kill()
