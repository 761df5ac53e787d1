"""`seek_matched` webhooks: each seat of a formed table tells the client whose seek it was.

The matchmaker announces every formed table on a Redis stream (shared.store.keys.tables_formed_key,
shared.app.matchmaking.seeks). Like the game outbox, this outbox reads that recorded stream past a cursor of its own
(shared.store.webhook_outbox.SeekCursor) and derives one happening per seat: the game, the seat, the
user's identity `<client>:<user>` and the game's version when it was created. Only the endpoints of the
seat's client hear of it (the identity names the client), so no client learns of another's seeks. The
matchmaker runs the outbox after each pass (`match`), and the workers' sweep runs it too
(shared.workers.webhook_tasks), so a pass that died between forming and announcing loses nothing.
"""

from __future__ import annotations

from typing import Any

from shared.app.matchmaking.seeks import Seeks
from shared.app.webhooks.outbox import active_endpoints, enqueue_happening
from shared.app.webhooks.subscriptions import WebhookRegistry
from shared.base.config import Config
from shared.domain import clock
from shared.store.eventstore import EventStore
from shared.store.seek_records import FormedTable, SeekRecords
from shared.store.webhook_outbox import SeekCursor

KIND = "seek_matched"
BATCH = 500


def match(service: Any, config: Config, sender=None) -> list[dict[str, Any]]:
    """One matchmaker pass for the service's game kind: form the tables, then tell their seekers' clients."""
    formed = Seeks(service).form()
    SeekOutbox(service.store, config, sender).collect(service.engine.name)
    return formed


def seat_happenings(game: str, formed: FormedTable) -> list[dict[str, Any]]:
    """What one announcement (a formed table) tells each seat's client."""
    game_id, version = formed.game_id, formed.version
    timestamp = clock.to_iso(int(formed.entry_id.split("-", 1)[0]))
    found = []
    for seat, identity in enumerate(formed.identities):
        data = {"game": game, "game_id": game_id, "version": version, "seat": seat, "user": identity,
                "seek_id": formed.seek_ids[seat]}
        found.append({"type": KIND, "stream": game_id, "version": version, "timestamp": timestamp, "data": data,
                      "users": [identity], "tournament": None, "client": identity.split(":", 1)[0],
                      "key": f"{game_id}|{KIND}|{seat}"})
    return found


class SeekOutbox:
    def __init__(self, store: EventStore, config: Config, sender=None):
        self.redis = store.redis
        self.prefix = store.prefix
        self.config = config
        self.sender = sender
        self.registry = WebhookRegistry(self.redis, config)

    def collect(self, game: str) -> int:
        """Enqueue the `seek_matched` deliveries of the tables announced past the cursor; how many were new.

        Without an active endpoint nothing is read: an endpoint hears only of tables formed after it was
        created, so the cursor may lag until one exists."""
        endpoints = active_endpoints(self.registry)
        if not endpoints:
            return 0
        records, cursor = SeekRecords(self.redis, self.prefix, game), SeekCursor(self.redis, self.prefix, game)
        after = cursor.read_up_to()
        created = 0
        while True:
            tables = records.formed_tables_after(after, BATCH)
            if not tables:
                return created
            for formed in tables:
                after = formed.entry_id
                for happening in seat_happenings(game, formed):
                    owned = [e for e in endpoints if e["owner"] == happening["client"]]
                    created += enqueue_happening(self.redis, self.config, self.sender, owned, happening)
            cursor.move_to(after)
