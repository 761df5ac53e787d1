"""A projection that starts from the writer's snapshot (the pipeline writes it with an append, then
load(newest=...)) writes exactly what the fold of the whole stream gives, and reads only the stream's head."""

from __future__ import annotations

import pytest

from shared.app.after_append.pipeline import view_readers
from shared.app.runtime import build_runtime
from shared.base import jsonfast
from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.store.repository import SNAPSHOT_EVERY, GameRecord, replay
from tests.platform.test_projections_versions import NoDispatch

GAMES = [("academic_society", 4), ("modern_society", 3), ("royal_archeology", 2)]


@pytest.fixture(params=["fake", "real"])
def redis(request):
    return request.getfixturevalue("fake_redis" if request.param == "fake" else "real_redis")


def runtime(engine, redis, key_prefix):
    return build_runtime(engine, Config(key_prefix=key_prefix), redis, NoDispatch())


def bots(count):
    return [{"name": f"bot{seat}", "kind": "bot", "policy": "random"} for seat in range(count)]


def stored_documents(rt, game_id, seats):
    """Every seat's stored document (None where none is written: an automated seat's, view_readers)."""
    redis, keys = rt.store.redis, rt.projector.keys
    return ({seat: redis.hget(keys.views(game_id), "spectator" if seat is None else str(seat))
             for seat in [None, *range(seats)]},
            redis.hget(keys.summaries(), game_id), rt.projector.checkpoint(game_id))


def recording_reads(store, reads):
    """Record the first version of every read of `store` (its `read` until the test restores it)."""
    read = store.read
    store.read = lambda gid, start=1, end=None: reads.append(start) or read(gid, start, end)
    return read


def folded_documents(rt, game_id, seats):
    """What the projection of the record folded from the whole stream must store."""
    record = replay(rt.engine, game_id, rt.store.read(game_id))
    readers = view_readers(record)
    views = {seat: jsonfast.dumps(rt.service.game_view(record, seat)) if seat in readers else None
             for seat in [None, *range(seats)]}
    return views, jsonfast.dumps(rt.pipeline.summary(record)), record.version


@pytest.mark.parametrize(("game", "seats"), GAMES)
def test_a_projection_from_the_writers_snapshot_stores_what_the_fold_gives(redis, key_prefix, game, seats):
    engine = load_engine(game)
    writer, projections = runtime(engine, redis, key_prefix), runtime(engine, redis, key_prefix)
    for seed in range(3):
        game_id = writer.service.create_game(bots(seats), {}, seed)["game_id"]
        created = writer.store.version(game_id)
        assert projections.projector.project(game_id, newest=created) == created  # its record cached there
        while writer.service.needs_advance(writer.service.load(game_id)):
            writer.service.advance(game_id)
        version = writer.store.version(game_id)
        assert version > SNAPSHOT_EVERY
        saved = GameRecord.from_json(redis.get(writer.service.repository.snapshot_key(game_id)))
        assert saved.version == version and saved.result is not None  # the writer saved the finished state
        reads = []
        read = recording_reads(projections.store, reads)
        assert projections.projector.project(game_id, newest=version) == version
        projections.store.read = read
        assert reads == [version]  # only the head, to check the snapshot against the stream
        assert stored_documents(projections, game_id, seats) == folded_documents(writer, game_id, seats)


def test_without_the_newest_version_a_cached_record_catches_up_from_the_stream(redis, key_prefix):
    engine = load_engine("modern_society")
    writer, projections = runtime(engine, redis, key_prefix), runtime(engine, redis, key_prefix)
    game_id = writer.service.create_game(bots(3), {}, 1)["game_id"]
    projections.projector.project(game_id)
    while writer.service.needs_advance(writer.service.load(game_id)):
        writer.service.advance(game_id)
    reads = []
    read = recording_reads(projections.store, reads)
    projections.projector.project(game_id)
    projections.store.read = read
    assert len(reads) == 1 and reads[0] < SNAPSHOT_EVERY  # from its cached record's own version, as before
    assert stored_documents(projections, game_id, 3) == folded_documents(writer, game_id, 3)


@pytest.mark.parametrize("damage", ["other_head", "older", "missing"])
def test_a_snapshot_the_stream_does_not_hold_is_folded_again(redis, key_prefix, damage):
    """A snapshot of an append a failover lost (another head), older than the cached record, or none at
    all: the projection still stores the fold of the stream."""
    engine = load_engine("academic_society")
    writer, projections = runtime(engine, redis, key_prefix), runtime(engine, redis, key_prefix)
    game_id = writer.service.create_game(bots(4), {}, 2)["game_id"]
    projections.projector.project(game_id, newest=writer.store.version(game_id))
    while writer.service.needs_advance(writer.service.load(game_id)):
        writer.service.advance(game_id)
    version = writer.store.version(game_id)
    key = writer.service.repository.snapshot_key(game_id)
    if damage == "other_head":
        record = GameRecord.from_json(redis.get(key))
        record.head = "0" * 64
        record.state = replay(engine, game_id, writer.store.read(game_id, 1, 5)).state  # and a wrong state
        redis.set(key, record.to_json())
    elif damage == "older":
        redis.set(key, replay(engine, game_id, writer.store.read(game_id, 1, 1)).to_json())
    else:
        redis.delete(key)
    assert projections.projector.project(game_id, newest=version) == version
    assert stored_documents(projections, game_id, 4) == folded_documents(writer, game_id, 4)


def test_a_writer_saves_its_snapshot_past_snapshot_every_versions_or_at_the_end(fake_redis, key_prefix):
    engine = load_engine("academic_society")
    writer = runtime(engine, fake_redis, key_prefix)
    game_id = writer.service.create_game(bots(4), {}, 3)["game_id"]
    repository = writer.service.repository
    key = repository.snapshot_key(game_id)
    assert fake_redis.get(key) is None  # created: less than SNAPSHOT_EVERY versions folded
    writer.service.advance(game_id, max_steps=SNAPSHOT_EVERY // 2)  # one batch, short of SNAPSHOT_EVERY
    short = writer.store.version(game_id)
    assert 1 < short < SNAPSHOT_EVERY and fake_redis.get(key) is None
    while writer.service.needs_advance(writer.service.load(game_id)):
        writer.service.advance(game_id)
    saved = GameRecord.from_json(fake_redis.get(key))
    assert saved.version == writer.store.version(game_id) and saved.result is not None
    assert saved.to_json() == replay(engine, game_id, writer.store.read(game_id)).to_json()
