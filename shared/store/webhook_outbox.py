"""The webhook outboxes' place in what they read: how far each has turned a recorded stream into deliveries.

Keys (shared.store.keys):

    webhook_cursor_key       the last version of a stream (a game's, a tournament's) the outbox has read,
                             under the stream's hash tag
    seek_webhook_cursor_key  the last formed-table announcement (an entry id of tables_formed_key) the
                             `seek_matched` outbox has read, per game kind

Which happenings a stream's new events make, and who hears them, are the application's
(shared.app.webhooks.outbox, shared.app.matchmaking.seek_webhooks).
"""

from __future__ import annotations

from shared.store import keys
from shared.store.replies import text


class StreamCursors:
    """How far the outbox has read each stream of one store (its prefix): a version, 0 before any."""

    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix

    def read_up_to(self, stream_id: str) -> int:
        raw = self.redis.get(keys.webhook_cursor_key(self.prefix, stream_id))
        return int(text(raw)) if raw else 0

    def move_to(self, stream_id: str, version: int) -> None:
        self.redis.set(keys.webhook_cursor_key(self.prefix, stream_id), version)


class SeekCursor:
    """How far the `seek_matched` outbox has read one game kind's formed-table announcements (the
    announcements themselves: shared.store.seek_records.SeekRecords.formed_tables_after)."""

    def __init__(self, redis, prefix: str, game: str):
        self.redis = redis
        self.cursor = keys.seek_webhook_cursor_key(prefix, game)

    def read_up_to(self) -> str | None:
        """The id of the last announcement turned into deliveries (None: none yet)."""
        raw = self.redis.get(self.cursor)
        return text(raw) if raw else None

    def move_to(self, entry_id: str) -> None:
        self.redis.set(self.cursor, entry_id)
