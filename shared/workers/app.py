"""The worker app: built explicitly, never at import.

`make_celery(config)` builds a Celery app with the deployment's settings (shared.bus.queues), the
beat schedule, the platform's tasks, the ratings' and every plugin's (shared.bus.plugins), bound to
one Worker (shared.workers.worker). The worker and beat processes name `shared.workers.app:celery_app`
(`celery -A ...`): a module attribute made on first access from the environment's configuration
(PEP 562), so importing this module builds nothing.
"""

from __future__ import annotations

import threading
from typing import Any

from celery import Celery

from shared.base.config import Config
from shared.bus import plugins, queues
from shared.bus.sender import TaskSender
from shared.workers import (
    analysis_tasks,
    archive_tasks,
    followups,
    recovery,
    result_tasks,
    task_metrics,
    tasks,
    webhook_tasks,
)
from shared.workers.worker import Worker


def make_celery(config: Config, worker: Worker | None = None) -> Celery:
    """The worker app of this configuration; `worker`: the one its tasks run with (tests pass their own,
    over fakeredis with a sender that records), else a new one sending through this app."""
    app = Celery("tabletop", broker=config.celery_broker_url)
    app.conf.update(queues.celery_settings(config),
                    beat_schedule={"sweep": {"task": queues.SWEEP, "schedule": config.sweep_every_s},
                                   **archive_tasks.beat_schedule(config)})
    worker = worker if worker is not None else Worker(config)
    if worker.sender is None:
        worker.sender = TaskSender(config, app)
    tasks.register(app, worker)
    result_tasks.register(app, worker)
    archive_tasks.register(app, worker)
    webhook_tasks.register(app, worker)
    analysis_tasks.register(app, worker)
    for module in plugins.part_modules("tasks"):
        module.register(app, worker)
    task_metrics.connect_signals(worker.redis, lambda: worker.config, app=app)
    app.steps["worker"].add(followups.follow_up_step(worker))  # the follow-up consumer (shared.app.after_append.pipeline)
    # Whatever a dead worker or an outage left is picked up as soon as the broker connection opens (again).
    app.conf.worker_consumer = f"{recovery.__name__}:PromptConsumer"
    app.steps["consumer"].add(recovery.sweep_on_connect_step(worker))
    return app


_built: list[Celery] = []
_building = threading.Lock()


def __getattr__(name: str) -> Any:
    """`celery_app`: this process's worker app, from the environment, built on first access."""
    if name != "celery_app":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    with _building:
        if not _built:
            _built.append(make_celery(Config.from_env()))
        return _built[0]
