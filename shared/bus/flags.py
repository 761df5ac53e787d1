""""A task is queued" flags: one SET NX per (task, scope), so a burst of work queues one task.

A recovery sweep (shared.workers.recovery) overrides them: after an outage or a worker's death a flag may
speak for a task the outage lost (delivered to a worker whose broker connection broke, held as a countdown
in its memory, or never published), so within `regardless_of_flags` every flag is taken over and its task
queued again. Tasks are idempotent: a duplicate of one still queued is harmless. Nothing here imports
Celery (the web processes and the CLI import it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from contextvars import ContextVar

from shared.store import task_flags
from shared.store.connection import StoreFailure

_overridden: ContextVar[bool] = ContextVar("flags_overridden", default=False)


@contextmanager
def regardless_of_flags() -> Iterator[None]:
    """Within this block (this thread or task), queueing ignores the flags it meets (and sets them)."""
    token = _overridden.set(True)
    try:
        yield
    finally:
        _overridden.reset(token)


def flags_respected() -> bool:
    """The NX of a flag's SET (a pipeline's too): False within regardless_of_flags."""
    return not _overridden.get()


def take_flag(redis, flag: str, ttl_s: int) -> bool:
    """Whether the caller is to queue the flag's task: the flag was free and is now taken (always, within
    regardless_of_flags)."""
    return task_flags.take_flag(redis, flag, ttl_s, exclusive=flags_respected())


def queue_flagged(redis, flag: str, ttl_s: int, send: Callable[[], None]) -> bool:
    """Take the flag and `send` its task; False if the flag was taken (a task is queued). If sending fails
    (the broker away), the flag goes before the error does: no later attempt, the periodic sweep's
    included, waits for a flag that speaks for a task never queued."""
    if not take_flag(redis, flag, ttl_s):
        return False
    sent_or_released(redis, flag, send)
    return True


def sent_or_released(redis, flag: str, send: Callable[[], None]) -> None:
    """`send` the task of a flag just taken; if that fails, release the flag and raise (queue_flagged)."""
    try:
        send()
    except BaseException:
        with suppress(StoreFailure):  # Redis away too: the flag expires, and a recovery sweep overrides it
            task_flags.release_flag(redis, flag)
        raise
