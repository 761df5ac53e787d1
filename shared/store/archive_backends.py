"""Which archive adapter an ARCHIVE_URL names, and one open archive per process and URL."""

from __future__ import annotations

import atexit
import os
import threading
from typing import Any

from shared.store.archive import Archive


def open_archive(url: str, **options: Any) -> Archive:
    """The archive at `url`: `postgresql://...` (or `postgres://`) or `sqlite:///<path>`."""
    scheme = url.split("://", 1)[0]
    if scheme in ("postgresql", "postgres"):
        from shared.store.archive_postgres import PostgresArchive  # psycopg: a server extra

        return PostgresArchive(url, **options)
    if scheme == "sqlite":
        from shared.store.archive_sqlite import SqliteArchive

        return SqliteArchive(url[len("sqlite://"):])  # sqlite:///abs/path -> /abs/path
    raise ValueError(f"ARCHIVE_URL: unknown scheme {scheme!r} (postgresql:// or sqlite:///)")


_shared: dict[tuple[str, int], Archive] = {}
_sharing = threading.Lock()


def shared_archive(url: str) -> Archive:
    """This process's archive at `url`, opened once: every game's store in a process shares one pool
    (a forked child opens its own: connections never cross a fork)."""
    key = (url, os.getpid())
    with _sharing:
        if key not in _shared:
            _shared[key] = open_archive(url)
        return _shared[key]


def close_shared_archive(url: str) -> None:
    """Close and forget this process's archive at `url` (a test dropping its database, a shutdown)."""
    with _sharing:
        archive = _shared.pop((url, os.getpid()), None)
    if archive is not None:
        archive.close()


@atexit.register
def _close_at_exit() -> None:
    """Close this process's pools before the interpreter tears down their threads (a pool left to
    its finaliser then fails noisily, e.g. under gevent)."""
    for url, pid in list(_shared):
        if pid == os.getpid():
            close_shared_archive(url)
