"""The archive's two backends for tests: SQLite in a temporary file, and PostgreSQL on this machine in a
database of the test's own (created with a unique name, dropped afterwards; skipped when nothing answers
at ARCHIVE_TEST_PG, by default postgresql://postgres@127.0.0.1:5432/postgres)."""

from __future__ import annotations

import os
import uuid

import pytest

from shared.store.archive_backends import close_shared_archive, open_archive

PG_ADMIN_URL = os.environ.get("ARCHIVE_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")
BACKENDS = ("sqlite", "postgresql")


def postgres_answers() -> bool:
    try:
        import psycopg

        with psycopg.connect(PG_ADMIN_URL, connect_timeout=2):
            return True
    except Exception:  # noqa: BLE001 - any failure means "not here"
        return False


def open_backend(kind: str, tmp_path):
    """(archive URL, cleanup) of a fresh archive of this kind."""
    if kind == "sqlite":
        return f"sqlite://{tmp_path}/archive.sqlite3", lambda: None
    if not postgres_answers():
        pytest.skip(f"no PostgreSQL at {PG_ADMIN_URL}")
    import psycopg

    name = f"tabletop_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')

    def drop() -> None:
        with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}", drop


@pytest.fixture(params=BACKENDS)
def archive_url(request, tmp_path):
    url, cleanup = open_backend(request.param, tmp_path)
    yield url
    close_shared_archive(url)  # the runtimes' pool, before its database goes
    cleanup()


@pytest.fixture
def archive(archive_url):
    store = open_archive(archive_url)
    yield store
    store.close()
