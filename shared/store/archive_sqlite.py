"""The archive on SQLite (the embedded default: a file under the project's run folder, `.run/`).

The same SQL as PostgreSQL (shared.store.archive). One connection per thread and process (a sqlite3
connection may not cross threads, nor survive a fork); WAL, so the web services read while a worker
archives; a writer waits up to BUSY_TIMEOUT_S for another's transaction instead of failing.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading

from shared.store.archive import Archive, ArchiveUnavailable

BUSY_TIMEOUT_S = 30.0

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS archived_games (game_id TEXT PRIMARY KEY, game TEXT NOT NULL, "
    "events INTEGER NOT NULL, head TEXT NOT NULL, finished_at TEXT NOT NULL, "
    "archived_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))",
    "CREATE INDEX IF NOT EXISTS archived_games_by_period ON archived_games (game, finished_at, game_id)",
    "CREATE TABLE IF NOT EXISTS archived_events (game_id TEXT NOT NULL, version INTEGER NOT NULL, "
    "payload BLOB NOT NULL, PRIMARY KEY (game_id, version)) WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS archived_analyses (game_id TEXT PRIMARY KEY, job BLOB NOT NULL, result BLOB)",
)


class SqliteArchive(Archive):
    placeholder = "?"
    _schema = SCHEMA

    def __init__(self, path: str):
        self.path = path
        self._local = threading.local()
        self._schema_ready = False

    def _connection(self) -> sqlite3.Connection:
        held = getattr(self._local, "held", None)
        if held is not None and held[0] == os.getpid():
            return held[1]
        directory = os.path.dirname(self.path)
        try:
            if directory:
                os.makedirs(directory, exist_ok=True)
            # Autocommit mode: transactions are ours (BEGIN IMMEDIATE ... COMMIT in _transaction).
            connection = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None,
                                         check_same_thread=False)
            connection.execute("PRAGMA journal_mode=WAL")
            # FULL: a commit is on disk before it returns (WAL's NORMAL may lose the last commits on power
            # loss), since the game's Redis keys are deleted right after it.
            connection.execute("PRAGMA synchronous=FULL")
        except (OSError, sqlite3.Error) as error:
            raise ArchiveUnavailable(f"the archive file {self.path} cannot be opened ({type(error).__name__})") from error
        self._local.held = (os.getpid(), connection)
        if not self._schema_ready:
            for statement in SCHEMA:
                connection.execute(statement)
            self._schema_ready = True
        return connection

    @contextlib.contextmanager
    def _transaction(self):
        connection = self._connection()
        cursor = connection.cursor()
        try:
            cursor.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            raise ArchiveUnavailable(f"the archive file {self.path} is locked or unreadable") from error
        try:
            yield cursor
        except BaseException:
            connection.rollback()
            raise
        else:
            connection.commit()
        finally:
            cursor.close()

    def close(self) -> None:
        held = getattr(self._local, "held", None)
        if held is not None:
            held[1].close()
            self._local.held = None
