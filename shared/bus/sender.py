"""Queueing the workers' tasks by name.

A web process's sender builds its Celery app (a client: settings, no tasks) on the first task it
sends, never at import: a process under inline dispatch never builds one. The workers send through
their own app (shared.workers.app). Tests hand the runtimes a sender of their own that records.
"""

from __future__ import annotations

import threading

from celery import Celery

from shared.base.config import Config
from shared.bus.flags import queue_flagged
from shared.bus.queues import FLAG_TTL_S, celery_settings


def client_app(config: Config) -> Celery:
    """A Celery app that only sends: this deployment's settings, no task bodies."""
    app = Celery("tabletop", broker=config.celery_broker_url, set_as_current=False)
    app.conf.update(celery_settings(config))
    return app


class TaskSender:
    def __init__(self, config: Config, app: Celery | None = None):
        self.config = config
        self._app = app
        self._building = threading.Lock()

    @property
    def app(self) -> Celery:
        with self._building:
            if self._app is None:
                self._app = client_app(self.config)
            return self._app

    def send(self, name: str, args: tuple = (), countdown: float | None = None) -> None:
        self.app.send_task(name, args=args, countdown=countdown)


_senders: dict[tuple[str, str], TaskSender] = {}
_senders_lock = threading.Lock()


def sender_for(config: Config) -> TaskSender:
    """This process's sender for the deployment (one broker connection pool, shared by its runtimes)."""
    key = (config.celery_broker_url, config.key_prefix)
    with _senders_lock:
        if key not in _senders:
            _senders[key] = TaskSender(config)
        return _senders[key]


def send_once(redis, sender, flag: str, name: str, args: tuple = (), countdown: float | None = None,
              ttl_s: int = FLAG_TTL_S) -> bool:
    """Queue the task unless its flag says one is queued (bursts coalesce into one task); returns
    whether it was queued. The task clears the flag before it reads, so work arriving during a run
    queues another."""
    return queue_flagged(redis, flag, ttl_s, lambda: sender.send(name, args, countdown))
