"""The archive on PostgreSQL (`ARCHIVE_URL=postgresql://...`): psycopg 3 with a connection pool.

The same SQL as SQLite (shared.store.archive). A game's events go in with COPY (one round trip per
buffer, not per row), inside the transaction that inserts the game's row. The schema is created on
first use under a transaction-level advisory lock, so processes starting together do not race on
CREATE TABLE. A database that does not answer within CONNECT_TIMEOUT_S is ArchiveUnavailable.
"""

from __future__ import annotations

import contextlib
import threading

import psycopg
from psycopg_pool import ConnectionPool, PoolTimeout

from shared.store.archive import Archive, ArchiveUnavailable

CONNECT_TIMEOUT_S = 5.0

SCHEMA = (
    "SELECT pg_advisory_xact_lock(7372612020)",
    "CREATE TABLE IF NOT EXISTS archived_games (game_id TEXT PRIMARY KEY, game TEXT NOT NULL, "
    "events INTEGER NOT NULL, head TEXT NOT NULL, finished_at TEXT NOT NULL, "
    "archived_at TIMESTAMPTZ NOT NULL DEFAULT now())",
    "CREATE INDEX IF NOT EXISTS archived_games_by_period ON archived_games (game, finished_at, game_id)",
    "CREATE TABLE IF NOT EXISTS archived_events (game_id TEXT NOT NULL, version INTEGER NOT NULL, "
    "payload BYTEA NOT NULL, PRIMARY KEY (game_id, version))",
)


class PostgresArchive(Archive):
    _schema = SCHEMA

    # min_size=0: no connection is kept (nor retried in the background) while nothing asks for one.
    def __init__(self, url: str, min_size: int = 0, max_size: int = 4, connect_timeout_s: float = CONNECT_TIMEOUT_S):
        self.url = url
        self.connect_timeout_s = connect_timeout_s
        self._pool: ConnectionPool | None = None
        self._sizes = (min_size, max_size)
        self._opening = threading.Lock()
        self._schema_ready = False

    def _connections(self) -> ConnectionPool:
        with self._opening:
            if self._pool is None:
                # open=True without waiting: a web service starts even while PostgreSQL is away.
                # check: a connection kept from before PostgreSQL restarted is replaced as it is taken,
                # rather than failing the first transaction after the database is back. reconnect_timeout:
                # the pool's own attempts back off 1, 2, 4, 8 ... s (32 s after a minute away, so long after
                # the database is back); it gives them up this soon and the next caller's attempt is at once.
                self._pool = ConnectionPool(self.url, min_size=self._sizes[0], max_size=self._sizes[1],
                                            timeout=self.connect_timeout_s, open=True,
                                            check=ConnectionPool.check_connection,
                                            reconnect_timeout=self.connect_timeout_s,
                                            kwargs={"connect_timeout": max(2, int(self.connect_timeout_s))})
            return self._pool

    @contextlib.contextmanager
    def _transaction(self):
        if not self._schema_ready:
            self._schema_ready = True  # before the DDL runs: create_schema comes back through here
            try:
                self.create_schema()
            except BaseException:
                self._schema_ready = False
                raise
        try:
            with self._connections().connection() as connection, connection.transaction(), \
                    connection.cursor() as cursor:
                yield cursor
        except (PoolTimeout, psycopg.OperationalError) as error:
            # The class of failure only: a connection error's text may quote the URL.
            raise ArchiveUnavailable(f"PostgreSQL does not answer ({type(error).__name__})") from error

    def _insert_events(self, cursor, game_id: str, payloads: list[bytes]) -> None:
        with cursor.copy("COPY archived_events (game_id, version, payload) FROM STDIN") as copy:
            for version, payload in enumerate(payloads, 1):
                copy.write_row((game_id, version, payload))

    def close(self) -> None:
        with self._opening:
            if self._pool is not None:
                self._pool.close()
                self._pool = None
