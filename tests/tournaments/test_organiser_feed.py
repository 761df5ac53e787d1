"""Issue 37 item 4: the organiser's feed delivers every table's creation, start and finish (and clocks running
out) over one SSE stream and as webhooks, derived from the recorded streams, each item once."""

from __future__ import annotations

from services.tournaments.api import create_app
from services.tournaments.feed import game_items
from shared.app.webhooks.delivery import Deliverer
from shared.http.factory import create_app as create_game_app
from tests.tournaments.test_tournament_api import GAME, auth, bots, create, play_human
from tests.tournaments.test_tournament_api import apps as apps  # noqa: F401 - the fixture
from tests.webhooks.test_webhooks_flow import CONFIG, check_against_asyncapi, receiver  # noqa: F401

HUMAN = {"id": "h", "name": "hana", "kind": "human", "user": "hana"}


def feed(tournaments, tid, after=0):
    response = tournaments.get(f"/v1/tournaments/{tid}/feed/items?after={after}")
    assert response.status_code == 200, response.json
    return response.json["items"]


def by_game(items, kind):
    return {i["data"]["game_id"]: i for i in items if i["type"] == kind}


def test_the_feed_has_every_tables_creation_start_and_finish_once(apps):
    tournaments, games = apps
    created = create(tournaments, entrants=[HUMAN, *bots(8)], table_sizes=[3], rounds=2)
    tid, organiser = created["tournament_id"], created["organiser_token"]
    human = next(e["token"] for e in created["entrants"] if e["id"] == "h")
    started = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser)).json
    mine = next(t["game_id"] for t in started["tables"] if "h" in t["seats"])

    live = feed(tournaments, tid)
    assert set(by_game(live, "table_created")) == {t["game_id"] for t in started["tables"]}
    assert mine not in by_game(live, "table_finished"), "the human's table is still playing"
    assert len(by_game(live, "table_finished")) == 2, "the bots' tables finished"

    play_human(tournaments, games, tid, human)
    items = feed(tournaments, tid)
    assert [i["seq"] for i in items] == list(range(1, len(items) + 1))
    assert len({(i["type"], i["data"].get("round"), i["data"].get("game_id"), i["data"].get("version"))
                for i in items}) == len(items), "each item once"
    events = tournaments.get(f"/v1/tournaments/{tid}/events").json["events"]
    tables = [t for e in events if e["type"] == "round_started" for t in e["data"]["tables"]]
    results = {r["game_id"]: r for e in events if e["type"] == "round_finished" for r in e["data"]["results"]}
    assert len(tables) == 6
    for kind in ("table_created", "table_started", "table_finished"):
        assert set(by_game(items, kind)) == {t["game_id"] for t in tables}, kind
    for table in tables:
        game_id = table["game_id"]
        order = [by_game(items, kind)[game_id]["seq"] for kind in ("table_created", "table_started", "table_finished")]
        assert order == sorted(order), "created, then started, then finished"
        finished = by_game(items, "table_finished")[game_id]["data"]
        assert finished["placed"] == [table["seats"][s] for s in results[game_id]["ranking"]]
    assert [i["type"] for i in items].count("round_finished") == 2 and items[-1]["type"] == "tournament_finished"
    assert feed(tournaments, tid, after=len(items)) == []

    stream = tournaments.get(f"/v1/tournaments/{tid}/feed?idle_timeout_s=1")
    body = stream.get_data(as_text=True)
    assert stream.status_code == 200 and stream.mimetype == "text/event-stream"
    ids = [int(line[4:]) for line in body.splitlines() if line.startswith("id: ")]
    assert ids == list(range(1, len(items) + 1)) and "event: end" in body
    again = tournaments.get(f"/v1/tournaments/{tid}/feed", headers={"Last-Event-ID": str(len(items))})
    assert again.status_code == 204
    resumed = tournaments.get(f"/v1/tournaments/{tid}/feed?idle_timeout_s=1", headers={"Last-Event-ID": "5"})
    assert [int(line[4:]) for line in resumed.get_data(as_text=True).splitlines()
            if line.startswith("id: ")] == list(range(6, len(items) + 1))
    assert tournaments.get("/v1/tournaments/nope/feed").status_code == 404
    assert tournaments.get(f"/v1/tournaments/{tid}/feed", headers={"Last-Event-ID": "x"}).status_code == 400


def test_a_clock_running_out_is_a_feed_item_naming_the_entrant():
    table = {"round": 2, "table": 1, "game_id": "g1", "seats": ["a", None, "c"]}
    envelopes = [
        {"type": "game_created", "version": 1, "time": "t1", "actor": "system", "data": {}},
        {"type": "moved", "version": 2, "time": "t2", "actor": 0, "data": {}},
        {"type": "moved", "version": 3, "time": "t3", "actor": 1, "data": {}},
        {"type": "seat_timed_out", "version": 4, "time": "t4", "actor": "system",
         "data": {"seat": 2, "on_timeout": "bot"}},
    ]
    items = game_items(table, envelopes)
    assert [i["type"] for i in items] == ["table_started", "table_started", "clock_ran_out"]
    assert items[0]["key"] == items[1]["key"], "one start per table (the feed keeps the first)"
    assert items[2]["data"] == {"round": 2, "table": 1, "game_id": "g1", "seat": 2, "entrant": "c",
                                "on_timeout": "bot", "version": 4}


def test_a_clock_running_out_at_a_table_reaches_the_feed(apps):
    tournaments, games = apps
    clock = [1_000_000_000_000]
    tournaments.application.extensions["tournaments"].runtime(GAME).service.now_ms = lambda: clock[0]
    games.application.extensions["tabletop"].service.now_ms = lambda: clock[0]
    created = create(tournaments, entrants=[HUMAN, *bots(5)], table_sizes=[3], rounds=1,
                     clock={"kind": "deadline", "per_decision_s": 60})
    tid = created["tournament_id"]
    human = next(e["token"] for e in created["entrants"] if e["id"] == "h")
    tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(created["organiser_token"]))
    table = tournaments.get(f"/v1/tournaments/{tid}/me", headers=auth(human)).json["table"]
    clock[0] += 61_000
    late = games.post(f"/v1/games/{table['game_id']}/commands", json={"type": "roll"}, headers=auth(table["token"]))
    assert late.status_code == 409 and late.json["error"]["code"] == "timed_out"
    items = feed(tournaments, tid)
    (ran_out,) = [i for i in items if i["type"] == "clock_ran_out"]
    assert ran_out["data"]["entrant"] == "h" and ran_out["data"]["game_id"] == table["game_id"]
    assert ran_out["data"]["on_timeout"] == "bot"
    finished = by_game(items, "table_finished")
    assert table["game_id"] in finished and finished[table["game_id"]]["seq"] > ran_out["seq"]


def test_an_organisers_webhook_hears_every_table(fake_redis, receiver):  # noqa: F811
    config = CONFIG.__class__(**{**CONFIG.__dict__, "key_prefix": "t:"})
    tournaments = create_app(config, redis=fake_redis).test_client()
    games = create_game_app(GAME, config, redis=fake_redis).test_client()
    created = tournaments.post("/v1/tournaments", json={
        "game": GAME, "format": "swiss", "rounds": 2, "table_sizes": [2], "seed": 4,
        "entrants": [{"id": "h", "name": "hana", "kind": "human"}, *bots(5)]}).json
    tid = created["tournament_id"]
    hook = tournaments.post("/v1/webhooks", json={
        "url": receiver.url, "filters": {"tournaments": [tid]},
        "events": ["tournament_table_created", "tournament_table_started", "tournament_table_finished"]}).json
    receiver.secrets.append(hook["secret"])
    assert tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(created["organiser_token"])).status_code == 200
    play_human(tournaments, games, tid, created["entrants"][0]["token"])
    for _ in range(5):
        Deliverer(fake_redis, config).run(hook["webhook"]["id"])
    tables = {t["game_id"] for e in tournaments.get(f"/v1/tournaments/{tid}/events").json["events"]
              if e["type"] == "round_started" for t in e["data"]["tables"]}
    assert len(tables) == 6 and receiver.bad_signatures == 0
    for kind in ("tournament_table_created", "tournament_table_started", "tournament_table_finished"):
        heard = [d["data"]["game_id"] for d in receiver.events(kind)]
        assert sorted(heard) == sorted(tables), kind
    assert all(d["data"]["tournament"] == tid for d in receiver.received)
    check_against_asyncapi(tournaments, receiver.received)
