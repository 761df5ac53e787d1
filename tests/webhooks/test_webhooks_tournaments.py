"""Tournament webhooks: an entrant hears each round's table and game, its turns in those games, and the end."""

from __future__ import annotations

from services.tournaments.api import create_app
from shared.app.webhooks.delivery import Deliverer
from shared.http.factory import create_app as create_game_app
from tests.tournaments.test_tournament_api import GAME, auth, bots, play_human
from tests.webhooks.test_webhooks_flow import CONFIG, check_against_asyncapi, receiver  # noqa: F401


def test_an_entrant_hears_rounds_turns_and_the_end(fake_redis, receiver):  # noqa: F811
    config = CONFIG.__class__(**{**CONFIG.__dict__, "key_prefix": "t:"})
    tournaments = create_app(config, redis=fake_redis).test_client()
    games = create_game_app(GAME, config, redis=fake_redis).test_client()
    hook = tournaments.post("/v1/webhooks", json={
        "url": receiver.url, "filters": {"users": ["hana"]},
        "events": ["tournament_round_started", "tournament_finished", "turn_started", "game_finished"]}).json
    receiver.secrets.append(hook["secret"])
    created = tournaments.post("/v1/tournaments", json={
        "game": GAME, "format": "swiss", "rounds": 2, "table_sizes": [2], "seed": 4,
        "entrants": [{"id": "h", "name": "hana", "kind": "human"}, *bots(3)]}).json
    tid = created["tournament_id"]
    assert tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(created["organiser_token"])).status_code == 200
    play_human(tournaments, games, tid, created["entrants"][0]["token"])
    for _ in range(5):
        Deliverer(fake_redis, config).run(hook["webhook"]["id"])
    rounds = receiver.events("tournament_round_started")
    assert [r["data"]["round"] for r in rounds] == [1, 2] and receiver.bad_signatures == 0
    hana_games = {t["game_id"] for r in rounds for t in r["data"]["tables"] if "h" in t["entrants"]}
    assert len(hana_games) == 2
    assert {t["data"]["game_id"] for t in receiver.events("turn_started")} == hana_games
    assert {t["data"]["user"] for t in receiver.events("turn_started")} == {"hana"}
    assert {g["data"]["game_id"] for g in receiver.events("game_finished")} == hana_games
    finished = receiver.events("tournament_finished")
    assert len(finished) == 1 and finished[0]["data"]["tournament"] == tid and finished[0]["data"]["standings"]
    check_against_asyncapi(tournaments, receiver.received)
