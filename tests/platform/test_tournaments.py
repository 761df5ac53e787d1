"""Tournament standings: a read model over the finished games created with a tournament id."""

from __future__ import annotations

import pytest

from shared.api import create_app
from shared.config import Config


@pytest.fixture
def app(fake_redis):
    return create_app("counting_race", Config(dispatch="inline"), redis=fake_redis)


def bot_game(client, tournament, seed, names=("ann", "bob")):
    players = [{"name": names[0], "kind": "bot", "policy": "greedy"}, {"name": names[1], "kind": "bot", "policy": "random"}]
    response = client.post("/v1/games", json={"players": players, "seed": seed, "tournament": tournament})
    assert response.status_code == 201, response.json
    return response.json["game_id"]


def test_standings_count_each_finished_game_once(app):
    client = app.test_client()
    ids = [bot_game(client, "spring-open", seed) for seed in range(3)]
    rt = app.extensions["tabletop"]
    for game_id in ids:  # projected again: still counted once
        rt.store.redis.delete(rt.projector.keys.checkpoint(game_id))
        rt.projector.project(game_id)
    body = client.get("/v1/tournaments/spring-open").json
    assert body["games"] == 3
    table = {row["name"]: row for row in body["standings"]}
    results = [client.get(f"/v1/games/{g}").json["result"] for g in ids]
    assert table["ann"]["games"] == table["bob"]["games"] == 3
    assert table["ann"]["wins"] == sum(0 in r["winners"] for r in results)
    assert table["ann"]["score"] == sum(r["players"][0]["total"] for r in results)
    assert body["standings"][0]["wins"] >= body["standings"][1]["wins"]


def test_games_of_other_tournaments_and_unfinished_games_do_not_count(app):
    client = app.test_client()
    bot_game(client, "spring-open", 1)
    bot_game(client, "autumn-cup", 2)
    client.post("/v1/games", json={"players": [{"name": "zed", "kind": "human"}], "tournament": "spring-open"})
    body = client.get("/v1/tournaments/spring-open").json
    assert body["games"] == 1 and {r["name"] for r in body["standings"]} == {"ann", "bob"}
    assert client.get("/v1/tournaments/nobody").json == {"tournament": "nobody", "games": 0, "standings": []}


def test_rebuild_recounts_standings_from_the_streams(app):
    client = app.test_client()
    for seed in range(2):
        bot_game(client, "cup", seed)
    before = client.get("/v1/tournaments/cup").json
    rt = app.extensions["tabletop"]
    rt.projector.rebuild_all()
    assert client.get("/v1/tournaments/cup").json == before


def test_a_malformed_tournament_id_is_refused_with_the_field(app):
    response = app.test_client().post(
        "/v1/games", json={"players": [{"name": "a", "kind": "human"}], "tournament": "no spaces please"})
    assert response.status_code == 422 and response.json["error"]["details"]["field"] == "tournament"


def test_a_failed_count_is_retried_by_the_next_projection(fake_redis):
    from shared.runtime import build_runtime
    from tests.fixture_game import ENGINE

    class NoDispatch:
        def mark(self, game_id):
            return None

        def after_append(self, *args, **kwargs):
            return None

    rt = build_runtime(ENGINE, Config(), fake_redis, NoDispatch())
    players = [{"name": "ann", "kind": "bot", "policy": "greedy"}, {"name": "bob", "kind": "bot", "policy": "random"}]
    game_id = rt.service.create_game(players, {}, 1, tournament="cup")["game_id"]
    rt.service.advance(game_id)
    count, failures = rt.projector._count_in_tournament, []

    def fails_once(*args):
        if not failures:
            failures.append(1)
            raise ConnectionError("redis went away")
        return count(*args)

    rt.projector._count_in_tournament = fails_once
    with pytest.raises(ConnectionError):
        rt.projector.project(game_id)
    rt.projector.project(game_id)  # the task's retry, in the same process
    assert rt.projector.standings("cup")["games"] == 1
