"""`make rebuild-projections` (shared.tools.cli rebuild) recreates the ratings and the tournament read models
from the streams alone, on the real Redis (its own database and key prefix)."""

from __future__ import annotations

import argparse

import pytest

from services.tournaments.service import TournamentService
from shared.app.matchmaking.ratings import Ratings
from shared.app.runtime import build_runtime
from shared.base.config import Config
from shared.base.progress import EVERY_S_VARIABLE
from shared.domain.registry import load_engine
from shared.tools import cli

pytestmark = pytest.mark.integration


def test_rebuild_recreates_ratings_and_tournaments(real_redis_url, real_redis, key_prefix, monkeypatch, capsys):
    monkeypatch.setenv("REDIS_URL", real_redis_url)
    monkeypatch.setenv("KEY_PREFIX", key_prefix)
    monkeypatch.setenv("DISPATCH", "inline")
    config = Config.from_env()
    rt = build_runtime(load_engine("academic_society"), config, real_redis)
    for seed in (1, 2):
        # Rated by identity (issue 22): the client's two bot accounts.
        rt.service.create_game([{"name": "ann", "kind": "bot", "policy": "random"},
                                {"name": "bob", "kind": "bot", "policy": "random"}], {}, seed,
                               client="tests", identities=["tests:ann", "tests:bob"])
    ratings = Ratings(real_redis, key_prefix)
    board = ratings.leaderboard("academic_society", 0, 10)
    assert board[1] == 2 and board[0][0]["games"] == 2
    tournaments = TournamentService(real_redis, config)
    created = tournaments.create({"game": "academic_society", "options": {}, "format": "swiss", "rounds": 1,
                                  "table_sizes": [2], "bot_fill": None, "rank_points": {}, "advance": 1,
                                  "clock": None, "name": "",
                                  "entrants": [{"id": "x", "name": "ann", "kind": "bot", "policy": "random"},
                                               {"id": "y", "name": "bob", "kind": "bot", "policy": "random"}]})
    document = tournaments.document(created["tournament_id"])
    listing = tournaments.listing(None, 0, 10)
    for key in real_redis.scan_iter(match=f"{key_prefix}*proj*"):
        real_redis.delete(key)
    assert ratings.leaderboard("academic_society", 0, 10) == ([], 0)
    monkeypatch.setenv(EVERY_S_VARIABLE, "0")  # a progress line for every game and tournament projected
    assert cli.rebuild(argparse.Namespace(game=None)) == 0
    shown = [line.split(" [")[0] for line in capsys.readouterr().err.splitlines()]
    assert "rebuild-projections academic_society: 100% 2/2" in shown
    assert "rebuild-projections tournaments: 100% 1/1" not in shown  # one item: nothing to follow
    assert ratings.leaderboard("academic_society", 0, 10) == board
    assert tournaments.listing(None, 0, 10) == listing
    assert real_redis.get(tournaments.keys(created["tournament_id"]).document) is not None
    assert tournaments.document(created["tournament_id"]) == document
