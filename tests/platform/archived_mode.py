"""Running existing API tests against archived games (issue 20, item 3: transparent reads).

`hosted_app(fake_redis, tmp_path, where)`: the fixture game's service, where="redis" as always, or
where="archived": with an archive (SQLite in tmp_path), and every game moved to it (copied, read
back, verified, evicted from Redis: shared.app.finished_games.archival.archive_game) the moment its result is
projected. A test parametrized over both asserts the same answers either way.
"""

from __future__ import annotations

from shared.app.finished_games.archival import ARCHIVED, archive_game
from shared.base.config import Config
from shared.bus.handlers import GAME_FINISHED
from shared.http.factory import create_app
from shared.store.archive_backends import close_shared_archive

WHERE = ("redis", "archived")


def archive_on_finish(rt) -> list[str]:
    """Subscribe an immediate archiver on the runtime's bus; returns the ids it archived."""
    archived: list[str] = []

    def archive_now(finished) -> None:
        if rt.store.exists(finished.record.game_id) and not rt.store.archived(finished.record.game_id):
            outcome = archive_game(rt.projector, finished.record.game_id)
            assert outcome == ARCHIVED, outcome
            archived.append(finished.record.game_id)

    rt.bus.subscribe(GAME_FINISHED, archive_now)
    return archived


def hosted_app(redis, tmp_path, where: str, finalizer=None, game: str = "counting_race", **settings):
    """finalizer: the test's (request.addfinalizer), to close the archive's connections after it."""
    if where == "redis":
        return create_app(game, Config(dispatch="inline", **settings), redis=redis)
    url = f"sqlite://{tmp_path}/archive.sqlite3"
    if finalizer is not None:
        finalizer(lambda: close_shared_archive(url))
    config = Config(dispatch="inline", archive_url=url, archive_after_s=0, **settings)
    app = create_app(game, config, redis=redis)
    app.extensions["archived_games"] = archive_on_finish(app.extensions["tabletop"])
    return app


def check_where(app, game_id: str) -> None:
    """In the archived mode, the game really was served from the archive: its stream is gone from Redis."""
    archived = app.extensions.get("archived_games")
    if archived is not None:
        store = app.extensions["tabletop"].store
        assert game_id in archived and not store.redis.exists(store.keys(game_id).events)


def rewrite_archived(store, game_id: str, payloads: list[bytes]) -> None:
    """An operator rewriting an archived game's rows in place (the tampering drills of the audit tests)."""
    archive = store.archive
    with archive._transaction() as cursor:
        cursor.execute(archive._sql("DELETE FROM archived_events WHERE game_id = %s"), (game_id,))
        archive._insert_events(cursor, game_id, payloads)
