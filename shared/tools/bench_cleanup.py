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


def delete_prefix(redis, prefix: str) -> int:
    """Delete every key under the bench's own prefix (in batches of 500); returns how many."""
    keys = list(redis.scan_iter(match=f"{prefix}*", count=1000))
    for start in range(0, len(keys), 500):
        redis.delete(*keys[start:start + 500])
    return len(keys)
