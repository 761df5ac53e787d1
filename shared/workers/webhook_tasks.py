"""The webhook delivery task (its body: shared.app.webhook_delivery.Deliverer) on the worker app.

One task per endpoint, coalesced by its flag; the endpoint's lease keeps two workers from sending to it
at once. Acked late: a worker killed mid-delivery leaves the delivery pending in Redis, and the broker
(or the sweep, once the lease has expired) hands the endpoint to another worker.
"""

from __future__ import annotations

from shared.app.webhook_delivery import Deliverer
from shared.app.webhook_delivery import sweep as sweep_deliveries
from shared.bus import queues
from shared.workers.worker import Worker


def deliverer(worker: Worker) -> Deliverer:
    """This worker's Deliverer (built once: it holds the unsealing key and the scripts)."""
    return worker.service("webhooks", lambda: Deliverer(worker.redis(), worker.config, worker.sender))


def register(app, worker: Worker) -> None:
    @app.task(shared=False, name=queues.DELIVER_WEBHOOKS)
    def deliver_webhooks_task(endpoint_id: str) -> int:
        return deliverer(worker).run(endpoint_id)


def sweep(worker: Worker) -> dict[str, int]:
    """The sweep's share: endpoints with a delivery due soon whose task may have been lost."""
    return {"webhooks": sweep_deliveries(worker.redis(), worker.config, worker.sender)}
