"""Moving again at once after an outage: a worker that (re)connects asks for a recovery sweep.

What waits after Redis, the broker or a worker comes back is work whose task the outage lost: a task
delivered to a worker whose broker connection broke (acked late, it sits in the broker's unacknowledged
set until the visibility timeout, 600 s), a countdown held in that worker's memory, a retry that could not
be published, or a task never published after its flag was set. Its "a task is queued" flag (30 s) holds
back every later attempt to queue it, the periodic sweep's included. So the moments an outage ends are
the moments to look, and then regardless of the flags (shared.bus.flags):

- every time a worker's consumer connects to the broker (its start, and each reconnection after the
  broker or Redis went away), SweepOnConnect queues a recovery sweep;
- when the follow-up consumer (shared.workers.followups) reaches Redis again after failing to, it queues
  one (Redis away while the broker stayed: a RabbitMQ deployment).

The recovery sweep (shared.workers.tasks.recovery_sweep) queues every pending advance, clock deadline,
sequencer run, webhook endpoint and plugin share again; the workers ask together, so the first within
COALESCE_MS runs and the others' return at once.

The worker's consumer reconnects within RECONNECT_MAX_S of the broker answering again
(PromptConsumer: Celery's own waits 2, 4, 6 ... up to 30 s between attempts).
"""

from __future__ import annotations

import logging

from celery import bootsteps
from celery.worker.consumer import Consumer
from celery.worker.state import maybe_shutdown

from shared.bus import queues
from shared.store import keys, task_flags

log = logging.getLogger(__name__)

COALESCE_MS = 3000
# Between attempts to reach the broker again: a local connection attempt costs little, and each second
# waited is a second every game stands still after the broker is back.
RECONNECT_START_S = 0.2
RECONNECT_STEP_S = 0.2
RECONNECT_MAX_S = 1.0


def queue_recovery_sweep(worker, why: str) -> bool:
    """Queue a recovery sweep (on the automated queue, like beat's); False if the broker refused it (beat's
    next sweep remains)."""
    try:
        worker.sender.send(queues.SWEEP, (True,))
    except Exception:  # noqa: BLE001 - the caller goes on serving; beat's periodic sweep is the net
        log.exception("could not queue a recovery sweep (%s)", why)
        return False
    log.info("recovery sweep queued: %s", why)
    return True


def first_to_recover(worker) -> bool:
    """Whether this recovery sweep is the first asked for within COALESCE_MS (the others do nothing)."""
    return task_flags.open_window(worker.redis(), keys.recovery_sweep_key(worker.config.key_prefix), COALESCE_MS)


def sweep_on_connect_step(worker):
    """The consumer bootstep: its start runs on the consumer's every start, i.e. each broker connection."""

    class SweepOnConnect(bootsteps.StartStopStep):
        requires = ("celery.worker.consumer.tasks:Tasks",)

        def __init__(self, parent, **kwargs):
            super().__init__(parent, **kwargs)
            self.connections = 0

        def start(self, parent):
            self.connections += 1
            queue_recovery_sweep(worker, "worker started" if self.connections == 1 else "broker connection back")

    return SweepOnConnect


class PromptConsumer(Consumer):
    """Celery's consumer, reconnecting to the broker at most RECONNECT_MAX_S after it answers again."""

    def ensure_connected(self, conn):
        if not self.first_connection_attempt or self.app.conf.broker_connection_retry_on_startup:
            conn.ensure_connection(self._reconnect_failed, self.app.conf.broker_connection_max_retries,
                                   interval_start=RECONNECT_START_S, interval_step=RECONNECT_STEP_S,
                                   interval_max=RECONNECT_MAX_S, callback=maybe_shutdown)
        return super().ensure_connected(conn)  # connected: Celery's own bookkeeping, without a wait

    def _reconnect_failed(self, exc, interval) -> None:
        log.warning("broker unreachable (%s): trying again in %.1f s", exc, interval)
