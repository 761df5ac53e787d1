"""Projections never go backwards and list per game kind (fakeredis and a real Redis: the scripts use cjson)."""

from __future__ import annotations

import random

import pytest

from shared.app.read_models.projections import Projector
from shared.app.runtime import build_runtime
from shared.base.config import Config
from shared.store.repository import replay
from tests.fixture_game import ENGINE, CountingRace


class OtherRace(CountingRace):
    name = "other_race"


class NoDispatch:
    """Nothing runs after an append: the tests project by hand."""


    def after_append(self, *args, **kwargs):
        return None


@pytest.fixture(params=["fake", "real"])
def redis(request):
    return request.getfixturevalue("fake_redis" if request.param == "fake" else "real_redis")


@pytest.fixture
def rt(redis, key_prefix):
    return build_runtime(ENGINE, Config(key_prefix=key_prefix), redis, NoDispatch())


def finished_game(rt) -> str:
    """A two-seat game played to its end (version 5) without its result appended."""
    game_id = rt.service.create_game([{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}],
                                     {"target": 3}, seed=1)["game_id"]
    for seat in (0, 1, 0):
        rt.service.submit(game_id, seat, {"type": "add", "amount": 2})
    assert rt.store.version(game_id) == 5 and ENGINE.is_over(rt.service.load(game_id).state)
    return game_id


def projector_at(rt, game_id: str, version: int) -> Projector:
    """A fresh projector (another process) whose read of the stream stopped at `version`."""
    other = build_runtime(ENGINE, rt.config, rt.store.redis, NoDispatch())
    events = rt.store.read(game_id)[:version]
    other.projector.repository.load = lambda gid, fresh=True, newest=None: replay(ENGINE, gid, events)
    return other.projector


def lobby_ids(rt, status):
    return [g["game_id"] for g in rt.projector.lobby(status, 0, 50)[0]]


def snapshot(rt, game_id):
    views = {seat: rt.projector.read_view(game_id, seat) for seat in (None, 0, 1)}
    summary = rt.store.redis.hget(rt.projector.keys.summaries(), game_id)
    return views, summary, lobby_ids(rt, "active"), lobby_ids(rt, "finished"), lobby_ids(rt, None)


def test_an_older_projector_cannot_overwrite_views_summary_or_indexes(rt):
    game_id = finished_game(rt)
    rt.projector.project(game_id)
    before = snapshot(rt, game_id)
    assert before[1] is not None and game_id in before[3] and game_id not in before[2]
    for version in (4, 3, 2):
        assert projector_at(rt, game_id, version).project(game_id) == version
    assert snapshot(rt, game_id) == before
    assert rt.projector.checkpoint(game_id) == 5


def test_the_lobby_never_goes_backwards_whatever_order_projectors_finish_in(rt):
    game_id = finished_game(rt)
    order = [2, 3, 4, 5] * 2
    random.Random(7).shuffle(order)
    newest = rt.store.version(game_id)  # the appends wrote the listing themselves (shared.app.after_append.pipeline)
    for version in order:
        projector_at(rt, game_id, version).project(game_id)
        newest = max(newest, version)
        (summary,), _ = rt.projector.lobby(None, 0, 1)
        assert summary["version"] == newest
        status, other_status = ("finished", "active") if newest == 5 else ("active", "finished")
        assert summary["status"] == status
        assert lobby_ids(rt, status) == [game_id] and lobby_ids(rt, other_status) == []


def test_a_player_listing_pages_over_its_own_game_kind(rt):
    other = build_runtime(OtherRace(), rt.config, rt.store.redis, NoDispatch())
    own = [rt.service.create_game([{"name": "ann", "kind": "human"}], {}, seed=i)["game_id"] for i in range(3)]
    for _ in range(12):  # newer games of another kind, with the same player
        game_id = other.service.create_game([{"name": "ann", "kind": "human"}], {}, seed=1)["game_id"]
        other.projector.project(game_id)
    for game_id in own:
        rt.projector.project(game_id)
    first, total = rt.projector.player_games("ann", 0, 2)
    second, _ = rt.projector.player_games("ann", 2, 2)
    assert total == 3 and len(first) == 2 and len(second) == 1
    assert sorted(g["game_id"] for g in first + second) == sorted(own)
    assert {g["game"] for g in first + second} == {ENGINE.name}
    assert other.projector.player_games("ann", 0, 100)[1] == 12


def test_rebuild_recreates_player_lists_and_drops_only_its_own_kind(rt):
    other = build_runtime(OtherRace(), rt.config, rt.store.redis, NoDispatch())
    theirs = other.service.create_game([{"name": "ann", "kind": "human"}], {}, seed=1)["game_id"]
    other.projector.project(theirs)
    games = [finished_game(rt), rt.service.create_game([{"name": "ann", "kind": "human"}], {}, seed=2)["game_id"]]
    for game_id in games:
        rt.projector.project(game_id)
    before = {name: rt.projector.player_games(name, 0, 10) for name in ("ann", "bob")}
    assert before["ann"][1] == 2 and before["bob"][1] == 1
    rt.projector.drop_all()
    assert rt.projector.player_games("ann", 0, 10) == ([], 0)
    assert other.projector.player_games("ann", 0, 10)[1] == 1
    assert rt.projector.rebuild_all() == 2
    assert {name: rt.projector.player_games(name, 0, 10) for name in ("ann", "bob")} == before


def test_the_lobby_keys_of_one_game_kind_share_one_cluster_slot(rt):
    from redis.crc import key_slot

    keys = rt.projector.keys
    slots = {key_slot(k.encode()) for k in (keys.summaries(), keys.all_games(), keys.lobby("active"),
                                           keys.lobby("finished"), keys.player_games("ann"))}
    assert len(slots) == 1
