"""The tournament service through its HTTP API, on fakeredis with in-process dispatch.

The round games are ordinary games of the fixture game (counting_race) on its own
game service app (same Redis): bots play through the inline dispatcher, the human
entrant through the game API with the seat token /me hands out.
"""

from __future__ import annotations

import pytest

from services.tournaments import aggregate
from services.tournaments.api import create_app
from shared.base.config import Config
from shared.http.factory import create_app as create_game_app
from shared.store.archive_backends import close_shared_archive
from tests.platform.archived_mode import WHERE, archive_on_finish

GAME = "counting_race"


@pytest.fixture(params=WHERE)
def apps(fake_redis, tmp_path, request):
    """Every test twice: round games in Redis, and round games moved to the archive as they finish (issue 20)."""
    archive = {"archive_url": f"sqlite://{tmp_path}/archive.sqlite3"} if request.param == "archived" else {}
    config = Config(dispatch="inline", key_prefix="t:", **archive)
    tournaments, game = create_app(config, redis=fake_redis), create_game_app(GAME, config, redis=fake_redis)
    if archive:
        request.addfinalizer(lambda: close_shared_archive(archive["archive_url"]))
        archive_on_finish(tournaments.extensions["tournaments"].runtime(GAME))
        archive_on_finish(game.extensions["tabletop"])
    return tournaments.test_client(), game.test_client()


def bots(n, start=0):
    return [{"id": f"b{i}", "name": f"bot {i}", "kind": "bot", "policy": "random", "user": f"bot{i}"}
            for i in range(start, start + n)]


def create(client, **overrides):
    body = {"game": GAME, "format": "swiss", "rounds": 3, "table_sizes": [3, 4], "seed": 11,
            "entrants": [{"id": "h", "name": "hana", "kind": "human", "user": "hana"}, *bots(9)], **overrides}
    body = {k: v for k, v in body.items() if v is not None}
    response = client.post("/v1/tournaments", json=body)
    assert response.status_code == 201, response.json
    return response.json


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def play_human(tournaments, games, tournament_id, token, limit=500):
    """Play the human entrant's seat in every round until the tournament ends."""
    for _ in range(limit):
        me = tournaments.get(f"/v1/tournaments/{tournament_id}/me", headers=auth(token)).json
        table = me["table"]
        if me["status"] == "finished" or table is None:
            return me
        if games.get(f"/v1/games/{table['game_id']}").json["status"] == "finished":
            return me  # the next round has not started (paused)
        legal = games.get(f"/v1/games/{table['game_id']}/legal", headers=auth(table["token"])).json
        assert legal["commands"], "in process the bots have moved: the human owes the move"
        response = games.post(f"/v1/games/{table['game_id']}/commands", json=legal["commands"][0],
                              headers=auth(table["token"]))
        assert response.status_code == 201, response.json
    raise AssertionError("the tournament did not end")


def stream_keys(redis):
    return sorted(k for k in redis.scan_iter(match="t:tournaments:game:*:events"))


def test_a_swiss_tournament_with_a_human_entrant_runs_to_the_end_and_audits_clean(apps, fake_redis):
    tournaments, games = apps
    created = create(tournaments)
    tid, organiser = created["tournament_id"], created["organiser_token"]
    human = next(e["token"] for e in created["entrants"] if e["id"] == "h")
    assert [e["token"] is None for e in created["entrants"]].count(False) == 1, "tokens for humans only"
    assert tournaments.get(f"/v1/tournaments/{tid}").json["status"] == "registering"

    started = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser)).json
    assert started["round"] == 1 and sorted(len(t["seats"]) for t in started["tables"]) == [3, 3, 4]
    me = tournaments.get(f"/v1/tournaments/{tid}/me", headers=auth(human)).json
    assert me["table"]["game"] == GAME and me["table"]["token"]
    game = games.get(f"/v1/games/{me['table']['game_id']}").json
    assert game["tournament"] == tid

    final = play_human(tournaments, games, tid, human)
    assert final["status"] == "finished" and final["standing"]["games"] == 3
    doc = tournaments.get(f"/v1/tournaments/{tid}").json
    assert doc["status"] == "finished" and doc["round"] == 3 and doc["seed"]["seed"] == "11"
    assert [r["rank"] for r in doc["standings"]] == list(range(1, 11))
    assert all(r["games"] == 3 for r in doc["standings"])

    audit = tournaments.get(f"/v1/tournaments/{tid}/audit").json
    assert audit["ok"], audit
    assert not any(c["skipped"] for c in audit["checks"].values())
    events = tournaments.get(f"/v1/tournaments/{tid}/events").json["events"]
    types = [e["type"] for e in events]
    assert types.count("round_started") == types.count("round_finished") == 3 and types[-1] == "tournament_finished"
    assert "token" not in str(events), "seat tokens are never in events"

    lobby = games.get(f"/v1/games?tournament={tid}&limit=50").json
    assert lobby["total"] == 9 and all(g["tournament"] == tid for g in lobby["games"])
    assert games.get("/v1/games?tournament=nope").status_code == 404
    assert tournaments.get("/v1/tournaments?status=finished").json["total"] == 1
    assert tournaments.get("/v1/tournaments?status=running").json["total"] == 0

    board = tournaments.get(f"/v1/ratings/{GAME}?limit=5").json
    assert board["total"] == 10 and len(board["ratings"]) == 5
    assert tournaments.get(f"/v1/ratings/{GAME}/tests:hana").json["games"] == 3, "rated by identity"
    assert tournaments.get(f"/v1/ratings/{GAME}/nobody").status_code == 404
    assert tournaments.get("/v1/ratings/chess").status_code == 404


def test_bad_input_is_refused_with_json_and_appends_nothing(apps, fake_redis):
    tournaments, _ = apps
    first = create(tournaments)
    second = create(tournaments)
    before = stream_keys(fake_redis)
    lengths = {k: fake_redis.xlen(k) for k in before}

    def refused(response, status, code=None, field=None):
        assert response.status_code == status, response.json
        error = response.json["error"]
        assert set(error) == {"code", "message", "details"}
        if code:
            assert error["code"] == code, error
        if field:
            assert error["details"].get("field") == field, error

    duplicate = [*bots(3), {"id": "b1", "name": "again", "kind": "bot"}]
    refused(tournaments.post("/v1/tournaments", json={"game": GAME, "format": "swiss", "table_sizes": [2],
                                                       "entrants": duplicate}), 422, "duplicate_entrant", "entrants.3.id")
    refused(tournaments.post("/v1/tournaments", json={"game": GAME, "format": "swiss", "table_sizes": [5],
                                                       "entrants": bots(10)}), 422, "table_size_not_allowed")
    refused(tournaments.post("/v1/tournaments", json={"game": GAME, "format": "round_robin", "table_sizes": [2],
                                                       "rounds": 9, "entrants": bots(4)}), 422, "too_many_rounds")
    refused(tournaments.post("/v1/tournaments", json={"game": GAME, "format": "elimination", "table_sizes": [4],
                                                       "rounds": 5, "entrants": bots(16)}), 422, "too_many_rounds")
    refused(tournaments.post("/v1/tournaments", json={"game": GAME, "format": "knockout", "table_sizes": [2],
                                                       "entrants": bots(4)}), 422, field="format")
    refused(tournaments.post("/v1/tournaments", json={"game": "chess", "format": "swiss", "table_sizes": [2],
                                                       "entrants": bots(4)}), 422, "unknown_game")
    refused(tournaments.post("/v1/tournaments", json={"game": GAME, "format": "swiss", "table_sizes": [4],
                                                       "entrants": bots(7)}), 422, "field_cannot_be_seated")
    refused(tournaments.post("/v1/tournaments", json={"game": GAME, "format": "swiss", "table_sizes": [2],
                                                       "entrants": bots(4), "clock": {"kind": "fischer"}}),
            422, field="clock.base_s")

    tid, other = first["tournament_id"], second["tournament_id"]
    entrant = next(e["token"] for e in first["entrants"] if e["token"])
    refused(tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(entrant)), 403, "organiser_only")
    refused(tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(second["organiser_token"])), 403,
            "forbidden")
    refused(tournaments.post(f"/v1/tournaments/{tid}/start"), 401, "unauthenticated")
    refused(tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth("nonsense")), 401)
    refused(tournaments.get(f"/v1/tournaments/{tid}/me", headers=auth(first["organiser_token"])), 403, "entrant_only")
    refused(tournaments.post(f"/v1/tournaments/{tid}/entrants", json={"id": "b2", "name": "x", "kind": "bot"},
                             headers=auth(first["organiser_token"])), 422, "duplicate_entrant")
    refused(tournaments.post(f"/v1/tournaments/{tid}/entrants/ghost/drop", headers=auth(first["organiser_token"])),
            404, "entrant_not_found")
    refused(tournaments.post(f"/v1/tournaments/{tid}/pause", headers=auth(first["organiser_token"])), 409,
            "not_running")
    refused(tournaments.get("/v1/tournaments/unknown"), 404, "tournament_not_found")
    refused(tournaments.post("/v1/tournaments/unknown/start", headers=auth(first["organiser_token"])), 404)
    refused(tournaments.get(f"/v1/tournaments/{other}/me", headers=auth(entrant)), 403, "forbidden")
    assert stream_keys(fake_redis) == before
    assert {k: fake_redis.xlen(k) for k in before} == lengths


def test_organiser_adds_and_drops_entrants_and_pauses_between_rounds(apps):
    tournaments, _ = apps
    created = create(tournaments, entrants=bots(8), table_sizes=[4], rounds=3)
    tid, organiser = created["tournament_id"], auth(created["organiser_token"])
    added = tournaments.post(f"/v1/tournaments/{tid}/entrants", headers=organiser,
                             json={"id": "late", "name": "latecomer", "kind": "human"})
    assert added.status_code == 201 and added.json["entrant"]["token"] and added.json["from_round"] == 1
    assert tournaments.post(f"/v1/tournaments/{tid}/entrants/b0/drop", headers=organiser).status_code == 200
    # A pause taken before the start applies after round 1: the bots' games end at once in process.
    doc = tournaments.post(f"/v1/tournaments/{tid}/start", headers=organiser).json
    assert doc["round"] == 1
    seated = sorted(e for t in doc["tables"] for e in t["seats"] if e)
    assert "b0" not in seated and "late" in seated and len(seated) == 8
    me = tournaments.get(f"/v1/tournaments/{tid}/me", headers=auth(added.json["entrant"]["token"])).json
    assert me["table"]["seat"] in range(4)
    assert tournaments.post(f"/v1/tournaments/{tid}/pause", headers=organiser).json["status"] == "paused"
    assert tournaments.post(f"/v1/tournaments/{tid}/pause", headers=organiser).status_code == 409
    assert tournaments.post(f"/v1/tournaments/{tid}/start", headers=organiser).json["status"] == "running"


def test_paused_tournament_starts_no_new_round_until_resumed(apps):
    tournaments, games = apps
    created = create(tournaments, entrants=[{"id": "h", "name": "hana", "kind": "human"}, *bots(3)],
                     table_sizes=[4], rounds=2)
    tid, organiser = created["tournament_id"], auth(created["organiser_token"])
    human = auth(created["entrants"][0]["token"])
    tournaments.post(f"/v1/tournaments/{tid}/start", headers=organiser)
    tournaments.post(f"/v1/tournaments/{tid}/pause", headers=organiser)
    me = play_human(tournaments, games, tid, created["entrants"][0]["token"])
    assert me["status"] == "paused"
    doc = tournaments.get(f"/v1/tournaments/{tid}").json
    assert doc["round"] == 1 and doc["round_complete"], "round 1 recorded, round 2 not started"
    tournaments.post(f"/v1/tournaments/{tid}/start", headers=organiser)
    assert tournaments.get(f"/v1/tournaments/{tid}/me", headers=human).json["round"] == 2


@pytest.mark.parametrize("fmt,count,sizes,rounds", [("round_robin", 6, [2], 5), ("round_robin", 7, [3, 4], None),
                                                    ("elimination", 16, [4], None), ("swiss", 5, [2], 3),
                                                    ("swiss", 5, [2], None)])
def test_every_format_plays_out_with_bots_and_audits_clean(apps, fmt, count, sizes, rounds):
    tournaments, _ = apps
    body = {"format": fmt, "entrants": bots(count), "table_sizes": sizes, "rounds": rounds,
            "bot_fill": "greedy" if fmt == "swiss" else None}
    created = create(tournaments, **body)
    tid = created["tournament_id"]
    doc = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(created["organiser_token"])).json
    doc = tournaments.get(f"/v1/tournaments/{tid}").json
    assert doc["status"] == "finished", doc
    audit = tournaments.get(f"/v1/tournaments/{tid}/audit").json
    assert audit["ok"], audit
    if fmt == "round_robin" and sizes == [2]:
        assert doc["round"] == 5 and all(r["games"] == 5 for r in doc["standings"])
    if fmt == "elimination":
        assert doc["round"] == 2 and doc["rounds"] == 2
        assert sum(r["last_round"] == 2 for r in doc["standings"]) == 4, "one winner of each table in the final"
    if fmt == "swiss" and rounds is None:
        assert doc["rounds"] == 3, "ceil(log2(5))"
    if fmt == "swiss":
        events = tournaments.get(f"/v1/tournaments/{tid}/events").json["events"]
        tables = [t for e in events if e["type"] == "round_started" for t in e["data"]["tables"]]
        assert any(None in t["seats"] for t in tables), "5 entrants at tables of 2: a filler bot"


def test_the_audit_catches_a_pairing_the_seed_does_not_give(apps, monkeypatch):
    tournaments, _ = apps
    honest = aggregate.plan_round

    def rigged(state, rng_source):
        tables = honest(state, rng_source)
        tables[0][0], tables[1][0] = tables[1][0], tables[0][0]
        return tables

    monkeypatch.setattr(aggregate, "plan_round", rigged)
    created = create(tournaments, entrants=bots(8), table_sizes=[4], rounds=2)
    tournaments.post(f"/v1/tournaments/{created['tournament_id']}/start", headers=auth(created["organiser_token"]))
    monkeypatch.setattr(aggregate, "plan_round", honest)
    audit = tournaments.get(f"/v1/tournaments/{created['tournament_id']}/audit").json
    assert not audit["ok"] and not audit["checks"]["pairings"]["ok"], audit
    assert audit["checks"]["results"]["ok"] and audit["checks"]["hash_chain"]["ok"]


def test_projections_rebuild_from_the_streams(apps, fake_redis):
    tournaments, _ = apps
    created = create(tournaments, entrants=bots(8), table_sizes=[4], rounds=2)
    tid = created["tournament_id"]
    tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(created["organiser_token"]))
    before = tournaments.get(f"/v1/tournaments/{tid}").json
    listing = tournaments.get("/v1/tournaments").json
    service = tournaments.application.extensions["tournaments"]
    for key in fake_redis.scan_iter(match="t:tournaments:proj:*"):
        fake_redis.delete(key)
    assert tournaments.get("/v1/tournaments").json["total"] == 0
    assert service.rebuild_projections() == 1
    assert tournaments.get(f"/v1/tournaments/{tid}").json == before
    assert tournaments.get("/v1/tournaments").json == listing


def test_stream_replays_the_history_and_ends_after_the_finish_and_openapi_lists_the_routes(apps):
    tournaments, _ = apps
    created = create(tournaments, entrants=bots(4), table_sizes=[4], rounds=1)
    tid = created["tournament_id"]
    tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(created["organiser_token"]))
    body = tournaments.get(f"/v1/tournaments/{tid}/stream?idle_timeout_s=1").get_data(as_text=True)
    frames = [f for f in body.split("\n\n") if f.startswith("id: ")]
    assert [f.split("\n")[0] for f in frames] == [f"id: {v}" for v in range(1, len(frames) + 1)]
    assert body.rstrip().split("\n\n")[-1].startswith("event: end")
    resumed = tournaments.get(f"/v1/tournaments/{tid}/stream?idle_timeout_s=1", headers={"Last-Event-ID": "2"})
    assert resumed.get_data(as_text=True).count("id: ") == len(frames) - 2
    at_end = tournaments.get(f"/v1/tournaments/{tid}/stream", headers={"Last-Event-ID": str(len(frames))})
    assert at_end.status_code == 204
    spec = tournaments.get("/v1/openapi.json").json
    assert {"/v1/tournaments", "/v1/tournaments/{tournament_id}/me", "/v1/ratings/{game}"} <= set(spec["paths"])
    assert tournaments.get("/healthz").json["status"] == "ok"


def test_the_time_control_is_validated_and_kept_for_every_round_game(apps):
    tournaments, _ = apps
    clock = {"kind": "fischer", "base_s": 600, "increment_s": 10, "on_timeout": "bot", "timeout_policy": "greedy"}
    created = create(tournaments, entrants=bots(4), table_sizes=[4], rounds=1, clock=clock)
    assert tournaments.get(f"/v1/tournaments/{created['tournament_id']}").json["clock"] == clock
    deadline = {"kind": "deadline", "per_decision_s": 86400}
    created = create(tournaments, entrants=bots(4), table_sizes=[4], rounds=1, clock=deadline)
    assert tournaments.get(f"/v1/tournaments/{created['tournament_id']}").json["clock"]["on_timeout"] == "bot"


def test_round_games_run_the_tournaments_clock_where_a_human_sits(apps):
    """Issue 11 item 2 with issue 10: each round's games are created with the tournament's time control
    (the human's table runs it; a table of bots alone has no clock to run)."""
    tournaments, games = apps
    clock = {"kind": "fischer", "base_s": 300, "increment_s": 5, "on_timeout": "forfeit", "timeout_policy": "greedy"}
    created = create(tournaments, rounds=1, table_sizes=[2], clock=clock,
                     entrants=[{"id": "h", "name": "hana", "kind": "human"}, *bots(3)])
    tid, organiser = created["tournament_id"], created["organiser_token"]
    human = next(e["token"] for e in created["entrants"] if e["id"] == "h")
    started = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser)).json
    me = tournaments.get(f"/v1/tournaments/{tid}/me", headers=auth(human)).json
    game = games.get(f"/v1/games/{me['table']['game_id']}").json
    assert game["clock"]["base_s"] == 300 and game["clock"]["on_timeout"] == "forfeit"
    others = [t["game_id"] for t in started["tables"] if t["game_id"] != me["table"]["game_id"]]
    assert others and all(games.get(f"/v1/games/{g}").json["clock"] is None for g in others)
    refused = tournaments.post("/v1/tournaments", json={"game": GAME, "format": "swiss", "rounds": 1,
                                                         "table_sizes": [2], "entrants": bots(2),
                                                         "clock": {"kind": "fischer", "base_s": -1}})
    assert refused.status_code == 422 and refused.json["error"]["details"]["field"] == "clock.base_s"
