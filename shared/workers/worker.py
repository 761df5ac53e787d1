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
                                                     CeleryDispatcher(game, self.config, redis, self.sender))
            return self._runtimes[game]

    def service(self, name: str, build: Callable[[], Any]) -> Any:
        """A service built once per worker (a plugin's: the tournament service over our runtimes)."""
        with self._building:
            if name not in self._services:
                self._services[name] = build()
            return self._services[name]

    @staticmethod
    def known_game(game: str) -> bool:
        """Whether the platform hosts this game kind (asked of the registry, never inferred from a KeyError)."""
        return registry.is_known(game)
