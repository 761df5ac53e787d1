"""The webhook delivery task (its body: shared.app.webhooks.delivery.Deliverer) on the worker app.

One task per endpoint, coalesced by its flag; the endpoint's lease keeps two workers from sending to it
at once. Acked late: a worker killed mid-delivery leaves the delivery pending in Redis, and the broker
(or the sweep, once the lease has expired) hands the endpoint to another worker.
"""

from __future__ import annotations

from shared.app.matchmaking.seek_webhooks import SeekOutbox
from shared.app.webhooks.delivery import Deliverer
from shared.app.webhooks.delivery import sweep as sweep_deliveries
from shared.bus import queues
from shared.store.seek_records import games_with_seeks
from shared.workers.worker import Worker


def deliverer(worker: Worker) -> Deliverer:
    """This worker's Deliverer (built once: it holds the unsealing key and the scripts)."""
    return worker.service("webhooks", lambda: Deliverer(worker.redis(), worker.config, worker.sender))


def register(app, worker: Worker) -> None:
    @app.task(shared=False, name=queues.DELIVER_WEBHOOKS)
    def deliver_webhooks_task(endpoint_id: str) -> int:
        return deliverer(worker).run(endpoint_id)


def sweep(worker: Worker) -> dict[str, int]:
    """The sweep's share: endpoints with a delivery due soon whose task may have been lost, and the
    `seek_matched` deliveries of tables a matchmaker pass formed but died before announcing to webhooks."""
    return {"webhooks": sweep_deliveries(worker.redis(), worker.config, worker.sender),
            "seek_matched": sweep_seek_announcements(worker)}


def sweep_seek_announcements(worker: Worker) -> int:
    """Catch every game kind's seek outbox up with its formed-tables stream (enqueues nothing twice)."""
    created = 0
    for game in games_with_seeks(worker.redis(), worker.config.key_prefix):
        if worker.known_game(game):
            created += SeekOutbox(worker.runtime(game).store, worker.config, worker.sender).collect(game)
    return created
