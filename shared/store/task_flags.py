""""A task is queued" flags, and the recovery sweep's window: plain string keys with a time to live.

- a flag per (task, scope) (keys.flag, keys.clock_flag): SET NX EX by whoever queues the task, so a burst
  of work queues one; the task releases it before it reads, so work arriving during its run queues another
  (shared.bus.flags decides when a flag is respected);
- the recovery sweep's window (keys.recovery_sweep_key): SET NX PX by the first recovery sweep asked for,
  so the others asked for together within the window do nothing (shared.workers.recovery).
"""

from __future__ import annotations


def take_flag(redis, flag: str, ttl_s: int, exclusive: bool = True) -> bool:
    """Set the flag for `ttl_s`; whether it was taken. exclusive=False takes it over even if it is set (a
    recovery sweep's: the task it speaks for may be lost)."""
    return bool(redis.set(flag, 1, nx=exclusive, ex=ttl_s))


def release_flag(redis, flag: str) -> None:
    redis.delete(flag)


def open_window(redis, key: str, window_ms: int) -> bool:
    """Whether this caller is the first to open the window at `key` (it lasts `window_ms`)."""
    return bool(redis.set(key, 1, nx=True, px=window_ms))
