"""The archive's schedule in Redis: the finished games due for archival, the public dumps written, the
flag of a queued retry, and whether a game's tombstone stands (its stream has moved to the archive).

Keys (shared.store.keys): archive_due_key (member `<game>:<game_id>`, score = when it finished, unix s),
archive_dumps_key (period -> the manifest's sha256), flag(prefix, "archive", "retry"), and a stream's
StreamKeys.archived (the tombstone itself is written by shared.store.tombstone).
"""

from __future__ import annotations

from shared.store import keys
from shared.store.replies import text


def retry_flag(prefix: str) -> str:
    """"A retry of a postponed archival run is queued" (send_once sets it; the retry clears it)."""
    return keys.flag(prefix, "archive", "retry")


def tombstone_stands(redis, prefix: str, game_id: str) -> bool:
    """Whether the game's stream has moved to the archive (its tombstone is in Redis)."""
    return bool(redis.exists(keys.stream_keys(prefix, game_id).archived))


class ArchiveSchedule:
    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix
        self.due_key = keys.archive_due_key(prefix)

    def mark_due(self, game: str, game_id: str, finished_at: float) -> bool:
        """Put a finished game on the due list; False when it was there (the first time it finished counts)."""
        return bool(self.redis.zadd(self.due_key, {f"{game}:{game_id}": finished_at}, nx=True))

    def due(self, finished_before: float, limit: int) -> list[tuple[str, str]]:
        """(game kind, game id) of the games that finished before `finished_before` (unix s), oldest first."""
        members = self.redis.zrangebyscore(self.due_key, "-inf", finished_before, start=0, num=limit)
        return [tuple(text(member).split(":", 1)) for member in members]

    def no_longer_due(self, game: str, game_id: str) -> None:
        self.redis.zrem(self.due_key, f"{game}:{game_id}")

    def allow_another_retry(self) -> None:
        """Clear the queued retry's flag (the retry runs now: a later postponed run may queue the next)."""
        self.redis.delete(retry_flag(self.prefix))

    def dump_written(self, period: str) -> bool:
        return bool(self.redis.hexists(keys.archive_dumps_key(self.prefix), period))

    def record_dump(self, period: str, manifest_sha256: str) -> None:
        self.redis.hset(keys.archive_dumps_key(self.prefix), period, manifest_sha256)

    def forget_dump(self, period: str) -> None:
        """Forget that the period's dump was written (an operator asks for it again)."""
        self.redis.hdel(keys.archive_dumps_key(self.prefix), period)
