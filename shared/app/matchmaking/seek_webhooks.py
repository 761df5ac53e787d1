"""`seek_matched` webhooks: each seat of a formed table tells the client whose seek it was.

The matchmaker announces every formed table on a Redis stream (shared.store.keys.tables_formed_key,
shared.app.matchmaking.seeks). Like the game outbox, this outbox reads that recorded stream past a cursor of its own
(shared.store.webhook_outbox.TableAnnouncements) and derives one happening per seat: the game, the seat, the
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
from shared.base import jsonfast
from shared.base.config import Config
from shared.domain import clock
from shared.store.eventstore import EventStore, text
from shared.store.webhook_outbox import TableAnnouncements

KIND = "seek_matched"
BATCH = 500


def match(service: Any, config: Config, sender=None) -> list[dict[str, Any]]:
    """One matchmaker pass for the service's game kind: form the tables, then tell their seekers' clients."""
    formed = Seeks(service).form()
    SeekOutbox(service.store, config, sender).collect(service.engine.name)
    return formed


def seat_happenings(game: str, entry_id: str, fields: dict[bytes, bytes]) -> list[dict[str, Any]]:
    """What one announcement (a formed table) tells each seat's client."""
    game_id = text(fields[b"game_id"])
    version = int(text(fields.get(b"version", b"1")))
    timestamp = clock.to_iso(int(entry_id.split("-", 1)[0]))
    seek_ids = jsonfast.loads(fields[b"seeks"])
    found = []
    for seat, identity in enumerate(jsonfast.loads(fields[b"identities"])):
        data = {"game": game, "game_id": game_id, "version": version, "seat": seat, "user": identity,
                "seek_id": seek_ids[seat]}
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
        announcements = TableAnnouncements(self.redis, self.prefix, game)
        after = announcements.read_up_to()
        created = 0
        while True:
            entries = announcements.after(after, BATCH)
            if not entries:
                return created
            for entry_id, fields in entries:
                after = entry_id
                for happening in seat_happenings(game, entry_id, fields):
                    owned = [e for e in endpoints if e["owner"] == happening["client"]]
                    created += enqueue_happening(self.redis, self.config, self.sender, owned, happening)
            announcements.move_to(after)
