"""Issue 20, item 2: archival and retention, and its drills (a worker killed mid-copy, PostgreSQL down,
Redis restarting between copy and evict): nothing lost, nothing evicted unverified, nothing archived
twice, live games never archived. Item 3 for the reads the API tests do not cover (shared by
test_api.py, test_auditing.py, test_fairness_and_audit.py through tests/platform/archived_mode.py)."""

from __future__ import annotations

import json
import os

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError

from shared.app.finished_games import archival
from shared.app.finished_games.archival import ALREADY, ARCHIVED, BEHIND, LIVE, REFUSED, archive_game
from shared.base.config import Config
from shared.domain.errors import VersionConflict
from shared.http.factory import create_app
from shared.store import keys, tombstone
from shared.store.archive import ArchiveUnavailable
from shared.store.archive_backends import open_archive
from shared.workers import archive_tasks
from shared.workers.worker import Worker
from tests.platform.archive_backends import archive_url  # noqa: F401 - fixture
from tests.platform.redis_server import RedisServer, needs_redis_server
from tests.task_recorder import RecordingSender

BOTS = [{"name": "ann", "kind": "bot", "policy": "greedy"}, {"name": "bob", "kind": "bot", "policy": "greedy"}]


def make_app(redis, url: str):
    return create_app("counting_race", Config(dispatch="inline", archive_url=url, archive_after_s=0), redis=redis)


@pytest.fixture
def sqlite_url(tmp_path):
    return f"sqlite://{tmp_path}/archive.sqlite3"


def finished(client, players=BOTS, seed=5) -> str:
    game = client.post("/v1/games", json={"players": players, "seed": seed}).json
    assert client.get(f"/v1/games/{game['game_id']}").json["status"] == "finished"
    return game["game_id"]


def redis_keys_of(redis, game_id: str) -> set[str]:
    return {k.decode() for k in redis.scan_iter(match=f"*{{{game_id}}}*")}


def run(rt) -> dict:
    return dict(archival.archive_due({"counting_race": rt.projector}.get, rt.store.redis, "", 0))


def test_a_finished_game_moves_to_the_archive_and_leaves_a_tombstone(fake_redis, archive_url):  # noqa: F811
    app = make_app(fake_redis, archive_url)
    client, rt = app.test_client(), app.extensions["tabletop"]
    gid = finished(client)
    before = {path: client.get(path) for path in (f"/v1/games/{gid}/events?raw=true", f"/v1/games/{gid}/events",
                                                  f"/v1/games/{gid}?at_version=4", f"/v1/games/{gid}")}
    ndjson = client.get(f"/v1/games/{gid}/events?raw=true", headers={"Accept": "application/x-ndjson"}).data
    assert fake_redis.zscore(keys.archive_due_key(""), f"counting_race:{gid}") is not None
    assert run(rt) == {ARCHIVED: 1}
    assert redis_keys_of(fake_redis, gid) == {f"game:{{{gid}}}:archived", f"game:{{{gid}}}:secret"}
    assert fake_redis.zcard(keys.archive_due_key("")) == 0
    for path, response in before.items():  # the same answers, byte for byte
        assert client.get(path).data == response.data, path
    assert client.get(f"/v1/games/{gid}/events?raw=true",
                      headers={"Accept": "application/x-ndjson"}).data == ndjson
    assert client.get(f"/v1/games/{gid}/audit").json["ok"]
    assert [g["game_id"] for g in client.get("/v1/games?status=finished").json["games"]] == [gid]
    assert [g["game_id"] for g in client.get("/v1/games?player=ann").json["games"]] == [gid]
    stream = client.get(f"/v1/games/{gid}/stream?idle_timeout_s=1")
    assert stream.status_code == 200 and b"event: end" in stream.data and b'"game_finished"' in stream.data
    assert client.get(f"/v1/games/{gid}/stream?last_event_id=999").status_code == 204
    assert client.get("/v1/games/nope/events").status_code == 404
    assert run(rt) == {}  # nothing due any more; archiving it again is a no-op
    assert archive_game(rt.projector, gid) == ALREADY
    assert rt.store.archive.count() == 1


def test_live_games_are_never_archived_and_lagging_read_models_wait(fake_redis, sqlite_url):
    app = make_app(fake_redis, sqlite_url)
    client, rt = app.test_client(), app.extensions["tabletop"]
    live = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"}]}).json["game_id"]
    fake_redis.zadd(keys.archive_due_key(""), {f"counting_race:{live}": 0})
    assert run(rt) == {LIVE: 1}
    assert fake_redis.exists(rt.store.keys(live).events) and rt.store.archive.summary(live) is None
    gid = finished(client)
    fake_redis.hset(rt.projector.keys.views(gid), "version", 3)  # its read models behind its last version
    assert run(rt)[BEHIND] == 1 and fake_redis.exists(rt.store.keys(gid).events)
    rt.projector.project(gid)
    assert run(rt)[ARCHIVED] == 1


def test_a_stream_that_does_not_verify_is_neither_archived_nor_evicted(fake_redis, sqlite_url):
    app = make_app(fake_redis, sqlite_url)
    rt = app.extensions["tabletop"]
    gid = finished(app.test_client())
    stream = rt.store.keys(gid).events
    entries = fake_redis.xrange(stream)
    fake_redis.delete(stream)
    for entry_id, fields in entries:
        event = json.loads(fields[b"e"])
        if event["version"] == 3:
            event["actor"] = "someone else"
        fake_redis.xadd(stream, {"e": json.dumps(event)}, id=entry_id)
    assert run(rt) == {REFUSED: 1}
    assert fake_redis.xlen(stream) == len(entries) and rt.store.archive.summary(gid) is None


def test_drill_worker_killed_mid_copy(fake_redis, archive_url):  # noqa: F811
    """A process dies (os._exit: no rollback, no cleanup) halfway through writing a game's rows: the
    archive holds none of it, Redis all of it, and the next run archives it once."""
    app = make_app(fake_redis, archive_url)
    rt = app.extensions["tabletop"]
    gid = finished(app.test_client())
    archive = rt.store.archive
    archive.close()  # the child opens its own connections
    pid = os.fork()
    if pid == 0:  # the worker that gets killed
        real = archive._insert_events

        def dies(cursor, game_id, payloads):
            real(cursor, game_id, payloads[:3])
            os._exit(9)

        archive._insert_events = dies
        try:
            archive_game(rt.projector, gid)
        finally:
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    assert os.WEXITSTATUS(status) == 9
    assert archive.summary(gid) is None and archive.read(gid) == []
    assert fake_redis.exists(rt.store.keys(gid).events)
    assert run(rt) == {ARCHIVED: 1}
    assert archive.count() == 1 and len(archive.read(gid)) == rt.store.version(gid)


def test_drill_postgresql_down_then_back(fake_redis, archive_url):  # noqa: F811
    """PostgreSQL does not answer: nothing is evicted, the game stays due and readable; once the
    database is back, the next run archives it."""
    down = "postgresql://postgres@127.0.0.1:9/nothing_listens_here"
    app = make_app(fake_redis, down)
    client, rt = app.test_client(), app.extensions["tabletop"]
    rt.store.archive = open_archive(down, connect_timeout_s=0.3)
    gid = finished(client)
    with pytest.raises(ArchiveUnavailable):
        run(rt)
    worker = Worker(rt.config, sender=RecordingSender(), redis=fake_redis)
    worker._runtimes["counting_race"] = rt
    assert archive_tasks.archive(worker) == {"unavailable": 1}
    assert fake_redis.exists(rt.store.keys(gid).events)
    assert fake_redis.zscore(keys.archive_due_key(""), f"counting_race:{gid}") is not None
    assert client.get(f"/v1/games/{gid}/events").json["version"] == rt.store.version(gid)
    rt.store.archive.close()
    rt.store.archive = open_archive(archive_url)  # the database is back
    assert archive_tasks.archive(worker) == {ARCHIVED: 1}
    assert client.get(f"/v1/games/{gid}/audit").json["ok"]


def test_drill_redis_restarts_between_copy_and_evict(fake_redis, archive_url, monkeypatch):  # noqa: F811
    """The copy is made and verified, then Redis goes away before the eviction: the game stays in
    Redis and due; the next run finds the copy (writes nothing), verifies it again and evicts."""
    app = make_app(fake_redis, archive_url)
    client, rt = app.test_client(), app.extensions["tabletop"]
    gid = finished(client)
    real = tombstone.evict

    def redis_gone(*args, **kwargs):
        raise RedisConnectionError("Connection reset by peer")

    monkeypatch.setattr(tombstone, "evict", redis_gone)
    with pytest.raises(RedisConnectionError):
        run(rt)
    assert rt.store.archive.summary(gid) is not None and fake_redis.exists(rt.store.keys(gid).events)
    monkeypatch.setattr(tombstone, "evict", real)
    puts = []
    monkeypatch.setattr(rt.store.archive, "put", lambda *a, _put=rt.store.archive.put: puts.append(_put(*a)))
    assert run(rt) == {ARCHIVED: 1}
    assert puts == [False]  # found already there: nothing archived twice
    assert rt.store.archive.count() == 1 and not fake_redis.exists(rt.store.keys(gid).events)
    assert client.get(f"/v1/games/{gid}/audit").json["ok"]


def test_the_eviction_refuses_a_stream_that_moved_after_verification(fake_redis, sqlite_url):
    app = make_app(fake_redis, sqlite_url)
    rt = app.extensions["tabletop"]
    gid = finished(app.test_client())
    game = rt.store.archive.summary(gid)
    assert game is None
    archived = archival.ArchivedGame(gid, "counting_race", rt.store.version(gid) - 1, "not-the-head", "t")
    stream = rt.store.keys(gid)
    assert tombstone.evict(fake_redis, stream.events, stream.archived, [], archived, "now") == "moved"
    assert fake_redis.exists(stream.events) and not fake_redis.exists(stream.archived)


def test_the_worker_task_archives_after_the_delay_only(fake_redis, sqlite_url):
    app = make_app(fake_redis, sqlite_url)
    rt = app.extensions["tabletop"]
    gid = finished(app.test_client())
    worker = Worker(Config(archive_url=sqlite_url, archive_after_s=3600), sender=RecordingSender(), redis=fake_redis)
    assert archive_tasks.archive(worker) == {}  # finished just now: not yet
    assert archive_tasks.archive(worker, older_than_s=0) == {ARCHIVED: 1}
    assert rt.store.archived(gid).events == rt.store.version(gid)
    assert archive_tasks.beat_schedule(worker.config)["archive"]["schedule"] == worker.config.archive_every_s
    assert archive_tasks.archive(Worker(Config(), sender=RecordingSender(), redis=fake_redis)) == {}


def test_a_rebuild_lists_archived_games_again_without_their_views(fake_redis, sqlite_url):
    app = make_app(fake_redis, sqlite_url)
    client, rt = app.test_client(), app.extensions["tabletop"]
    gid = finished(client)
    live = client.post("/v1/games", json={"players": [{"name": "cy", "kind": "human"}]}).json["game_id"]
    assert run(rt) == {ARCHIVED: 1}
    assert rt.projector.rebuild_all() == 2
    assert {g["game_id"] for g in client.get("/v1/games").json["games"]} == {gid, live}
    assert [g["game_id"] for g in client.get("/v1/games?player=ann").json["games"]] == [gid]
    assert redis_keys_of(fake_redis, gid) == {f"game:{{{gid}}}:archived", f"game:{{{gid}}}:secret"}
    assert client.get(f"/v1/games/{gid}").json["status"] == "finished"


def test_the_worker_app_registers_the_archive_tasks_their_queue_and_their_schedule(fake_redis, sqlite_url):
    from shared.bus import queues
    from shared.tools.cli import celery_worker_argv
    from shared.workers.app import make_celery

    config = Config(archive_url=sqlite_url, key_prefix="k:")
    app = make_celery(config, Worker(config, sender=RecordingSender(), redis=fake_redis))
    assert {queues.ARCHIVE, queues.ARCHIVE_DUMP} <= set(app.tasks)
    assert app.conf.task_routes[queues.ARCHIVE] == {"queue": "k:tabletop.archive"}
    assert {entry["task"] for entry in app.conf.beat_schedule.values()} >= {queues.ARCHIVE, queues.ARCHIVE_DUMP}
    without = Config(key_prefix="k:")
    assert queues.ARCHIVE not in {e["task"] for e in make_celery(without, Worker(without, sender=RecordingSender(),
                                                                   redis=fake_redis)).conf.beat_schedule.values()}
    assert "tabletop.archive" in " ".join(celery_worker_argv("automated"))  # make run archives without a third worker
    assert celery_worker_argv("archive")[celery_worker_argv("archive").index("--pool") + 1] == "threads"


@needs_redis_server
@pytest.mark.integration
@pytest.mark.parametrize("when", ["down_at_evict", "restarted_before_evict"])
def test_drill_a_real_redis_server_restarts_between_copy_and_evict(tmp_path, archive_url, monkeypatch,  # noqa: F811
                                                                   when):
    """The same drill on a redis-server of the test's own (AOF, appendfsync always), after the copy was
    verified: down when the eviction runs (it fails; the next run finds the copy and evicts), or shut
    down and started again just before it (the stream came back from the AOF as verified: evicted now)."""
    server = RedisServer(str(tmp_path / "redis")).start()
    try:
        redis = server.client()
        app = make_app(redis, archive_url)
        client, rt = app.test_client(), app.extensions["tabletop"]
        gid = finished(client)
        stored = rt.store.stream_payloads(gid)
        real = tombstone.evict

        def restart_around(*args, **kwargs):
            server.shutdown_nosave()
            if when == "restarted_before_evict":
                server.start()
                return real(*args, **kwargs)
            try:
                return real(*args, **kwargs)
            finally:
                server.start()

        monkeypatch.setattr(tombstone, "evict", restart_around)
        if when == "down_at_evict":
            with pytest.raises(RedisConnectionError):
                run(rt)
            monkeypatch.setattr(tombstone, "evict", real)
            assert rt.store.stream_payloads(gid) == stored and not redis.exists(rt.store.keys(gid).archived)
            assert rt.store.archive.read(gid) == stored
        assert run(rt) == {ARCHIVED: 1}
        assert rt.store.archive.count() == 1 and not redis.exists(rt.store.keys(gid).events)
        assert rt.store.archive.read(gid) == stored
        assert client.get(f"/v1/games/{gid}/audit").json["ok"]
    finally:
        server.stop()


def test_commands_to_an_archived_game_are_refused_as_to_any_finished_game(fake_redis, sqlite_url):
    app = make_app(fake_redis, sqlite_url)
    client, rt = app.test_client(), app.extensions["tabletop"]
    game = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"},
                                                      {"name": "bot", "kind": "bot", "policy": "greedy"}]}).json
    gid, token = game["game_id"], {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    while client.get(f"/v1/games/{gid}/legal", headers=token).json["commands"]:
        client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1}, headers=token)
    in_redis = client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1}, headers=token)
    assert run(rt) == {ARCHIVED: 1}
    assert client.get(f"/v1/games/{gid}", headers=token).json["version"] == rt.store.version(gid)
    assert client.get(f"/v1/games/{gid}/legal", headers=token).json["commands"] == []
    archived = client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1}, headers=token)
    assert 400 <= archived.status_code < 500 and archived.status_code == in_redis.status_code
    assert archived.json["error"]["code"] == in_redis.json["error"]["code"]
    assert rt.store.version(gid) == rt.store.archive.summary(gid).events  # nothing appended anywhere
    # Any append at all (a platform event, say) is refused by the append script: its stream is empty.
    with pytest.raises(VersionConflict):
        rt.store.append(gid, [{"type": "late", "v": 1, "data": {}}], rt.store.version(gid))
    assert not fake_redis.exists(rt.store.keys(gid).events)


def test_one_games_failure_does_not_hold_up_the_others(fake_redis, sqlite_url, monkeypatch, caplog):
    app = make_app(fake_redis, sqlite_url)
    client, rt = app.test_client(), app.extensions["tabletop"]
    broken, fine = finished(client, seed=1), finished(client, seed=2)
    real = archival.archive_game

    def fails_for_one(projector, game_id):
        if game_id == broken:
            raise KeyError("secret detail")
        return real(projector, game_id)

    monkeypatch.setattr(archival, "archive_game", fails_for_one)
    assert run(rt) == {archival.FAILED: 1, ARCHIVED: 1}
    assert rt.store.archived(fine) and fake_redis.exists(rt.store.keys(broken).events)
    assert "KeyError" in caplog.text and "secret detail" not in caplog.text
    assert fake_redis.zscore(keys.archive_due_key(""), f"counting_race:{broken}") is not None
