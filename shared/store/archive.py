"""The archive: finished games' histories in a database, once they have left Redis (docs/FORMAT.md "Archive").

One recorder interface (`Archive`), two adapters over the same SQL: PostgreSQL through psycopg 3 and
its connection pool (`ARCHIVE_URL=postgresql://...`, shared.store.archive_postgres) and SQLite (the
embedded default, `sqlite:///<path>`, shared.store.archive_sqlite).
shared.store.archive_backends.open_archive(url) picks one.

Layout: one row per event, keyed (game_id, version), holding the stream entry's bytes exactly as the
append script stored them (the canonical body with its hash: what the chain covers), plus one row per
game (kind, event count, chain head, when it finished). Why rows and not one blob per game: `/events`
pages by version (`from_version`, `limit`) and `at_version` replays a prefix, and both become one
primary-key range read; a game's rows are written in one transaction together with its game row, so
the archive holds a whole game or none of it. The game row's primary key is what makes archival
idempotent: a second copy of the same game finds it there and writes nothing.

A game's review (shared.app.finished_games.analysis_jobs: its job and result, a read model) moves with it: one row per game
in `archived_analyses`, the job's and the result's JSON as the read model held them. Unlike the history it
may be written again (a review asked for after archival replaces a failed one), so it is an upsert.
"""

from __future__ import annotations

import abc
import contextlib
from collections.abc import Iterator
from dataclasses import dataclass

from shared.domain.errors import Unavailable

DUMP_BATCH = 500  # games per page when listing a period (keyset pagination: bounded memory)


@dataclass(frozen=True)
class ArchivedGame:
    """A game's row: what the archive promises about its events (count and chain head) and when it ended."""

    game_id: str
    game: str  # the game kind (its engine's name)
    events: int  # the stream's length when it was copied: versions 1..events
    head: str  # the hash of the last event
    finished_at: str  # the recorded time of its last event (ISO 8601, UTC)


class ArchiveConflict(Exception):
    """The archive already holds this game with other contents: never overwritten, never evicted."""


class ArchiveUnavailable(Unavailable):
    """The archive's database does not answer (the archiver retries later; reads answer 503 with
    Retry-After, like a store outage). `reason` is for the logs: the answer names no file or host."""

    def __init__(self, reason: str):
        super().__init__("the archive of finished games does not answer: retry after Retry-After",
                         details={"store": "archive"})
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


class Archive(abc.ABC):
    """The recorder interface, with the SQL both adapters share. An adapter supplies `_transaction`
    (a cursor inside one transaction, ArchiveUnavailable when the database is away), `_schema` (its
    DDL) and `_insert_events` (its fastest bulk insert); placeholders are written `%s`."""

    placeholder = "%s"
    _schema: tuple[str, ...] = ()

    @abc.abstractmethod
    def _transaction(self) -> contextlib.AbstractContextManager:
        """A cursor inside one transaction: committed when the block ends, rolled back if it raises."""

    def _insert_events(self, cursor, game_id: str, payloads: list[bytes]) -> None:
        cursor.executemany(self._sql("INSERT INTO archived_events (game_id, version, payload) VALUES (%s, %s, %s)"),
                           [(game_id, version, payload) for version, payload in enumerate(payloads, 1)])

    def _sql(self, statement: str) -> str:
        return statement if self.placeholder == "%s" else statement.replace("%s", self.placeholder)

    def create_schema(self) -> None:
        with self._transaction() as cursor:
            for statement in self._schema:
                cursor.execute(statement)

    # -- writing -----------------------------------------------------------------------------------

    def put(self, game: ArchivedGame, payloads: list[bytes]) -> bool:
        """Record a whole game in one transaction: True if written now, False if it was already there
        (with the same count and head; ArchiveConflict otherwise). A crash midway leaves nothing."""
        if len(payloads) != game.events:
            raise ValueError(f"game {game.game_id}: {len(payloads)} payloads for {game.events} events")
        with self._transaction() as cursor:
            cursor.execute(self._sql(
                "INSERT INTO archived_games (game_id, game, events, head, finished_at) VALUES (%s, %s, %s, %s, %s) "
                "ON CONFLICT (game_id) DO NOTHING"),
                (game.game_id, game.game, game.events, game.head, game.finished_at))
            if cursor.rowcount == 1:
                self._insert_events(cursor, game.game_id, payloads)
                return True
            held = self._summary(cursor, game.game_id)
        if held is None or (held.events, held.head) != (game.events, game.head):
            raise ArchiveConflict(f"game {game.game_id} is archived with other contents")
        return False

    def put_analysis(self, game_id: str, job: bytes, result: bytes | None) -> None:
        """Record (or replace) the game's review: its job's JSON and, once done, its result's."""
        with self._transaction() as cursor:
            cursor.execute(self._sql(
                "INSERT INTO archived_analyses (game_id, job, result) VALUES (%s, %s, %s) "
                "ON CONFLICT (game_id) DO UPDATE SET job = excluded.job, result = excluded.result"),
                (game_id, job, result))

    # -- reading -----------------------------------------------------------------------------------

    def analysis(self, game_id: str) -> tuple[bytes, bytes | None] | None:
        """The game's archived review (its job's JSON, its result's or None), None if none was archived."""
        with self._transaction() as cursor:
            cursor.execute(self._sql("SELECT job, result FROM archived_analyses WHERE game_id = %s"), (game_id,))
            row = cursor.fetchone()
        return (bytes(row[0]), None if row[1] is None else bytes(row[1])) if row else None

    def summary(self, game_id: str) -> ArchivedGame | None:
        with self._transaction() as cursor:
            return self._summary(cursor, game_id)

    def _summary(self, cursor, game_id: str) -> ArchivedGame | None:
        cursor.execute(self._sql("SELECT game_id, game, events, head, finished_at FROM archived_games "
                                 "WHERE game_id = %s"), (game_id,))
        row = cursor.fetchone()
        return ArchivedGame(*row) if row else None

    def read(self, game_id: str, from_version: int = 1, to_version: int | None = None) -> list[bytes]:
        """The stored bytes of versions from_version..to_version (inclusive), in order."""
        last = to_version if to_version is not None else 2**62
        with self._transaction() as cursor:
            cursor.execute(self._sql("SELECT payload FROM archived_events WHERE game_id = %s AND version >= %s "
                                     "AND version <= %s ORDER BY version"), (game_id, max(from_version, 1), last))
            return [bytes(row[0]) for row in cursor.fetchall()]

    def games(self, game: str, since: str, until: str, batch: int = DUMP_BATCH) -> Iterator[ArchivedGame]:
        """The kind's games that finished in [since, until) (ISO 8601 strings), oldest first, a page
        at a time (keyset pagination on the (game, finished_at, game_id) index)."""
        after = (since, "")  # every id sorts after "": the first page starts at `since` itself
        while True:
            with self._transaction() as cursor:
                cursor.execute(self._sql(
                    "SELECT game_id, game, events, head, finished_at FROM archived_games WHERE game = %s "
                    "AND finished_at < %s AND (finished_at > %s OR (finished_at = %s AND game_id > %s)) "
                    "ORDER BY finished_at, game_id LIMIT %s"), (game, until, after[0], after[0], after[1], batch))
                rows = [ArchivedGame(*row) for row in cursor.fetchall()]
            yield from rows
            if len(rows) < batch:
                return
            after = (rows[-1].finished_at, rows[-1].game_id)

    def count_finished(self, game: str, since: str, until: str) -> int:
        """How many games `games(game, since, until)` yields (the dump's progress counts against it)."""
        with self._transaction() as cursor:
            cursor.execute(self._sql("SELECT COUNT(*) FROM archived_games WHERE game = %s AND finished_at >= %s "
                                     "AND finished_at < %s"), (game, since, until))
            return int(cursor.fetchone()[0])

    def kinds(self) -> list[str]:
        with self._transaction() as cursor:
            cursor.execute("SELECT DISTINCT game FROM archived_games ORDER BY game")
            return [row[0] for row in cursor.fetchall()]

    def count(self) -> int:
        with self._transaction() as cursor:
            cursor.execute("SELECT COUNT(*) FROM archived_games")
            return int(cursor.fetchone()[0])

    @abc.abstractmethod
    def close(self) -> None:
        """Release the adapter's connections (a new use opens them again)."""
