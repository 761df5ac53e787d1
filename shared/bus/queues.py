"""The workers' tasks as their senders know them: names, queues, and the Celery settings both sides share.

A process that queues work (a web service, a worker) sends a task by its name (shared.bus.sender);
only the worker app (shared.workers.app) holds the bodies. Nothing here builds a Celery app, and
nothing here imports Celery or kombu at import time (the CLI imports this module, and the CLI runs
in the verifier's base install, without the server packages).
"""

from __future__ import annotations

from shared.base.config import Config
from shared.bus import plugins

ADVANCE = "tabletop.advance"
SWEEP = "tabletop.sweep"
ENFORCE_CLOCK = "tabletop.enforce_clock"
REBUILD_PROJECTIONS = "tabletop.rebuild_projections"
RATINGS_REFRESH = "tabletop.ratings_refresh"
ARCHIVE = "tabletop.archive"  # finished games from Redis to the archive (shared.app.finished_games.archival)
ARCHIVE_DUMP = "tabletop.archive_dump"  # last month's public dump (shared.audit.dumps)
SEQUENCE_LOG = "tabletop.sequence_log"
DELIVER_WEBHOOKS = "tabletop.deliver_webhooks"
FORM_TABLES = "tabletop.form_tables"  # the matchmaker (shared.app.matchmaking.seeks)
ANALYSE_GAME = "tabletop.analyse_game"  # a finished game's review (shared.workers.analysis_tasks)

PROJECTIONS, AUTOMATED, ARCHIVAL, WEBHOOKS = "projections", "automated", "archive", "webhooks"
ANALYSIS = "analysis"
# Two kinds of work, two kinds of worker: the projections worker is light and latency-bound (threads; it
# also runs the follow-up consumer, shared.workers.followups), automated seats are CPU-bound (processes). `tabletop
# run` starts one worker per queue; one worker may consume both. Plugins add their own (Plugin.routes).
# The archive's tasks have a queue of their own, so a deployment can give them a worker of their own
# (`tabletop worker archive`: I/O-bound, threads); the automated worker consumes it too (see
# shared.tools.cli.celery_worker_argv), so `make run` archives without a third worker.
# Webhook deliveries wait on other people's servers: a queue (and a thread pool) of their own, so a slow
# endpoint holds a webhook thread, never a projection or an automated seat.
# A game review is minutes of CPU: a queue (and a worker process) of its own, so it never delays a move (the
# automated seats), a projection or a webhook; a deployment sizes it apart (`tabletop worker analysis`).
ROUTES = {ADVANCE: AUTOMATED, SWEEP: AUTOMATED, ENFORCE_CLOCK: AUTOMATED,
          REBUILD_PROJECTIONS: AUTOMATED, RATINGS_REFRESH: PROJECTIONS, ARCHIVE: ARCHIVAL, ARCHIVE_DUMP: ARCHIVAL,
          SEQUENCE_LOG: PROJECTIONS, DELIVER_WEBHOOKS: WEBHOOKS, FORM_TABLES: AUTOMATED,
          ANALYSE_GAME: ANALYSIS}

# Seconds an unacknowledged task stays invisible before the broker redelivers it (must exceed the longest task).
VISIBILITY_TIMEOUT_S = 600
# How long a "task queued" flag lives: a lost task strands its work for at most this long before the
# sweep (or the next append) queues another. A running partition task refreshes its flag each batch.
FLAG_TTL_S = 30

# The broker transport for Redis brokers: kombu's, surviving broker restarts (shared/store/broker_transport.py).
TRANSPORT = "shared.store.broker_transport:RedisTransport"


def queue_name(cfg: Config, kind: str) -> str:
    """A queue of ours: `tabletop.<kind>` behind the deployment's KEY_PREFIX, so a broker shared with other
    programs (or another deployment) never hands us their messages, nor them ours."""
    return f"{cfg.key_prefix}tabletop.{kind}"


def is_amqp(broker_url: str) -> bool:
    return broker_url.split("://", 1)[0] in ("amqp", "amqps", "pyamqp")


def broker_transport(broker_url: str) -> str | None:
    """The transport to use for this broker URL (None: kombu's choice from the URL scheme)."""
    return TRANSPORT if broker_url.split("://", 1)[0] in ("redis", "rediss") else None


def broker_settings(config: Config, queues: tuple[str, ...]) -> dict:
    """What differs between the two brokers (Redis on one machine, RabbitMQ at scale: docs/operations/scale-out.md)."""
    if is_amqp(config.celery_broker_url):
        from kombu import Exchange, Queue  # a server package: see the module's docstring

        return {
            # Quorum queues: replicated, durable, and they survive a broker restart with every message
            # that was confirmed. Topic exchanges, because Celery delays countdown tasks (deadlines) on
            # quorum queues through RabbitMQ itself (native delayed delivery), which needs them.
            "task_queues": [Queue(name, Exchange(name, type="topic"), routing_key=name,
                                  queue_arguments={"x-queue-type": "quorum"}) for name in queues],
            # Publisher confirms: apply_async returns only once the broker has the task.
            "broker_transport_options": {"confirm_publish": True},
        }
    return {
        "broker_transport_options": {
            "visibility_timeout": VISIBILITY_TIMEOUT_S,
            # Keeps the broker's keys beside the game keys of the same deployment (and tests apart).
            **({"global_keyprefix": config.key_prefix} if config.key_prefix else {}),
        },
    }


def task_routes(config: Config) -> dict[str, dict[str, str]]:
    """Task name -> {"queue": ...}: the platform's tasks and every plugin's."""
    return {name: {"queue": queue_name(config, kind)} for name, kind in {**ROUTES, **plugins.routes()}.items()}


def celery_settings(config: Config) -> dict:
    """The Celery configuration every app of this deployment uses, the senders' and the workers'."""
    projections, automated = queue_name(config, PROJECTIONS), queue_name(config, AUTOMATED)
    webhooks = queue_name(config, WEBHOOKS)
    return dict(
        broker_url=config.celery_broker_url,
        # Never Celery's default queue `celery`: another app's task left there would be consumed here
        # as "unregistered" and lost. Anything unrouted goes to our automated queue.
        task_default_queue=automated,
        # Remote control and monitoring events also travel under our own names.
        control_exchange=queue_name(config, "control"),
        event_exchange=queue_name(config, "events"),
        # Survives broker restarts (see shared/store/broker_transport.py) and keeps retrying for as long as
        # the broker is away instead of giving up after 100 attempts.
        broker_transport=broker_transport(config.celery_broker_url),
        broker_connection_max_retries=None,
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,
        task_serializer="json",
        accept_content=["json"],
        **broker_settings(config, (projections, automated, queue_name(config, ARCHIVAL), webhooks,
                                   queue_name(config, ANALYSIS))),
        broker_connection_retry_on_startup=True,
        worker_hijack_root_logger=False,
        task_routes=task_routes(config),
    )
