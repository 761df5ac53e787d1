"""An append writes the views someone can read (issue 32): the spectator's and each human seat's. An automated
seat's view is answered from the stream, and a seat document older than the views is never served."""

from __future__ import annotations

from shared.app.after_append.pipeline import view_readers
from shared.app.runtime import build_runtime
from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.store.keys import ProjectionKeys

PLAYERS = [{"name": "ann", "kind": "human"}, {"name": "b1", "kind": "bot", "policy": "random"},
           {"name": "b2", "kind": "bot", "policy": "random"}]


def _game(fake_redis):
    rt = build_runtime(load_engine("academic_society"), Config(key_prefix="views:"), fake_redis)
    game_id = rt.service.create_game(PLAYERS, {}, seed=5)["game_id"]
    rt.service.advance(game_id)
    return rt, game_id


def test_an_append_writes_the_spectators_and_the_human_seats_views_only(fake_redis):
    rt, game_id = _game(fake_redis)
    record = rt.service.load(game_id)
    assert view_readers(record) == [None, 0]
    written = {key.decode() for key in fake_redis.hkeys(ProjectionKeys("views:", "academic_society").views(game_id))}
    assert written == {"version", "summary", "spectator", "0"}
    assert rt.projector.read_view(game_id, 0)["version"] == record.version
    assert rt.projector.read_view(game_id, None)["view"] == rt.service.current_view(game_id, None)["view"]


def test_an_automated_seats_view_comes_from_the_stream_and_never_from_an_old_document(fake_redis):
    rt, game_id = _game(fake_redis)
    key = ProjectionKeys("views:", "academic_society").views(game_id)
    assert rt.projector.read_view(game_id, 1) is None  # none written: the reader folds the stream
    fake_redis.hset(key, "1", b'{"version": 1, "view": {}}')  # written while the seat was someone's, long ago
    assert rt.projector.read_view(game_id, 1) is None
    assert rt.service.current_view(game_id, 1)["version"] == rt.service.load(game_id).version
