"""What one worker process works with: its configuration, Redis client, each game's runtime, its
sender, and the services plugins build once (the tournament service).

Built explicitly with the worker app (shared.workers.app.make_celery); every task body receives it.
Nothing is read or connected at import: the Redis client is made by the first task that needs it
(in a prefork worker, that is in the pool process, after the fork).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from shared.app.runtime import CeleryDispatcher, Runtime, build_runtime, connect
from shared.base.config import Config
from shared.bus import queues
from shared.bus.sender import TaskSender
from shared.domain import registry
from shared.domain.registry import load_engine


class Worker:
    def __init__(self, config: Config, sender: TaskSender | None = None, redis=None):
        self.config = config
        self.sender = sender  # make_celery gives it the worker app's, unless one is given (tests record)
        self._redis = redis
        self._runtimes: dict[str, Runtime] = {}
        self._services: dict[str, Any] = {}
        self._building = threading.RLock()  # the projections worker runs its tasks in threads
        self._local = threading.local()  # per thread: a partition task owing the log's sequencer a run

    def redis(self):
        """This process's Redis client (thread-safe: a connection pool), shared by every game's runtime."""
        with self._building:
            if self._redis is None:
                self._redis = connect(self.config)
            return self._redis

    def runtime(self, game: str) -> Runtime:
        """This process's runtime of one game (built once), queueing its follow-ups through our sender."""
        with self._building:
            if game not in self._runtimes:
                redis = self.redis()
                self._runtimes[game] = build_runtime(load_engine(game), self.config, redis,
                                                     CeleryDispatcher(game, self.config, redis, RuntimeSender(self)))
            return self._runtimes[game]

    def service(self, name: str, build: Callable[[], Any]) -> Any:
        """A service built once per worker (a plugin's: the tournament service over our runtimes)."""
        with self._building:
            if name not in self._services:
                self._services[name] = build()
            return self._services[name]

    # -- the log's sequencer, run by the partition task that submitted its leaves ------------------

    def defer_sequencing(self) -> None:
        """From now on (this thread), a sequencer run the runtimes queue is owed to the caller instead
        (shared.workers.followups runs it after its batch: no task through the broker)."""
        self._local.deferring, self._local.owed = True, False

    def take_owed_sequencing(self, stop: bool = False) -> bool:
        """Whether a sequencer run was owed since the last call (and no longer is); stop: defer no more."""
        owed = getattr(self._local, "owed", False)
        self._local.owed = False
        if stop:
            self._local.deferring = False
        return owed

    def owe_sequencing(self) -> bool:
        """Called by RuntimeSender: True if this thread's task takes the run on (it was deferring)."""
        if not getattr(self._local, "deferring", False):
            return False
        self._local.owed = True
        return True

    @staticmethod
    def known_game(game: str) -> bool:
        """Whether the platform hosts this game kind (asked of the registry, never inferred from a KeyError)."""
        return registry.is_known(game)


class RuntimeSender:
    """What this worker's game runtimes queue through: the worker's sender (read when sending: make_celery
    sets it after the worker is built), except the log's sequencer while a partition task defers it
    (Worker.defer_sequencing): that task has just submitted the leaves and runs the sequencer itself, which
    spares a task's trip through the broker per finished game. The flag schedule_sequencing set stays the
    same, so a task lost or killed in between is recovered as a lost sequencer task is (the sweep)."""

    def __init__(self, worker: Worker):
        self.worker = worker

    def send(self, name: str, args: tuple = (), countdown: float | None = None) -> None:
        if name == queues.SEQUENCE_LOG and not args and countdown is None and self.worker.owe_sequencing():
            return
        self.worker.sender.send(name, args, countdown)
