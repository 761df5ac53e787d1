"""Issue 22: integrator clients, player identities, matchmaking, tournaments by identity, refusals.

A front end trying the API as a newcomer: an admin registers it as a client; it seats its users through
open seats and seeks, runs a self-registered Swiss tournament, and reads ratings that only its own users'
games move; the rating-spoofing attempt (a rival's name, lost on purpose) moves nothing. On fakeredis with
in-process dispatch, the fixture game (counting_race) on its own service and the tournament service.
"""

from __future__ import annotations

import json

import pytest

from services.tournaments.api import create_app as create_tournament_app
from shared.app.clients.integrators import ClientRegistry
from shared.base.config import Config
from shared.http.factory import create_app as create_game_app
from tests.conftest import CLIENT_KEY_ENVIRON

GAME = "counting_race"


@pytest.fixture
def stack(fake_redis):
    config = Config(dispatch="inline", key_prefix="c:")
    games = create_game_app(GAME, config, redis=fake_redis).test_client()
    tournaments = create_tournament_app(config, redis=fake_redis).test_client()
    for client in (games, tournaments):
        client.environ_base.pop(CLIENT_KEY_ENVIRON, None)  # these tests send their own keys
    _, admin_key = ClientRegistry(fake_redis, "c:").create("ops", "operators", ["admin"])
    return games, tournaments, {"X-Client-Key": admin_key}


def key(value):
    return {"X-Client-Key": value}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def register(games, admin, client_id, scopes=None):
    body = {"id": client_id, "name": client_id.title(), **({"scopes": scopes} if scopes else {})}
    response = games.post("/v1/admin/clients", json=body, headers=admin)
    assert response.status_code == 201, response.json
    assert "digest" not in response.json
    return key(response.json["key"])


def play_out(games, game_id, tokens):
    """Every human seat plays its first legal command until the game is finished."""
    for _ in range(400):
        if games.get(f"/v1/games/{game_id}").json["status"] == "finished":
            return
        for token in tokens:
            legal = games.get(f"/v1/games/{game_id}/legal", headers=bearer(token)).json
            if legal["commands"]:
                response = games.post(f"/v1/games/{game_id}/commands", json=legal["commands"][0],
                                      headers=bearer(token))
                assert response.status_code == 201, response.json
    raise AssertionError("the game did not finish")


def refused(response, status, code=None):
    assert response.status_code == status, (response.status_code, response.json)
    assert set(response.json["error"]) == {"code", "message", "details"}
    if code:
        assert response.json["error"]["code"] == code, response.json


def test_a_newcomer_front_end_seats_its_users_runs_a_tournament_and_reads_only_its_ratings(stack, fake_redis):
    games, tournaments, admin = stack
    acme = register(games, admin, "acme")
    rival = register(games, admin, "rival")
    me = games.get("/v1/clients/me", headers=acme).json
    assert me["id"] == "acme" and "admin" not in me["scopes"] and "digest" not in me

    # Open seats: acme opens a table of two, seating ann; bob joins, then leaves, then joins again.
    opened = games.post("/v1/games", headers=acme, json={"players": [
        {"name": "ann", "kind": "human", "user": "ann"}, {"kind": "open"}]})
    assert opened.status_code == 201 and opened.json["status"] == "open", opened.json
    game_id, ann = opened.json["game_id"], opened.json["seats"][0]["token"]
    assert games.get(f"/v1/games/{game_id}").status_code == 404, "nothing is recorded before the start"
    listed = games.get("/v1/tables", headers=acme).json
    assert [t["game_id"] for t in listed["tables"]] == [game_id]
    joined = games.post(f"/v1/games/{game_id}/join", headers=acme, json={"user": "bob", "name": "Bob"}).json
    assert joined["status"] == "started" and joined["identity"] == "acme:bob"
    refused(games.post(f"/v1/games/{game_id}/leave", headers=acme, json={"user": "bob"}), 409, "table_started")
    view = games.get(f"/v1/games/{game_id}").json
    assert view["status"] != "open"
    # The identities show to the game's client (docs/frontends/visibility.md; strangers see them masked).
    created = [e for e in games.get(f"/v1/games/{game_id}/events", headers=acme).json["events"]
               if e["type"] == "game_created"][0]
    assert created["data"]["identities"] == ["acme:ann", "acme:bob"] and created["data"]["client"] == "acme"
    play_out(games, game_id, [ann, joined["token"]])

    # A join for another client's user is impossible: a client names only its own users.
    other = games.post("/v1/games", headers=rival, json={"players": [{"kind": "open"}, {"kind": "open"}]}).json
    taken = games.post(f"/v1/games/{other['game_id']}/join", headers=acme, json={"user": "ann", "name": "Ann"}).json
    assert taken["identity"] == "acme:ann", "the joining client's own user, never rival's"
    refused(games.post(f"/v1/games/{other['game_id']}/join", headers=acme, json={"user": "ann", "name": "A"}),
            409, "already_seated")

    # Seeks: three of acme's users seek two-player games; the oldest two are seated together at once.
    seeks = [games.post("/v1/seeks", headers=acme, json={"user": u, "name": u, "players": [2]}).json
             for u in ("cy", "di", "ed")]
    assert [s["status"] for s in seeks] == ["waiting"] * 3
    refused(games.post("/v1/seeks", headers=acme, json={"user": "ed", "name": "ed", "players": [2]}), 409,
            "already_seeking")
    first, second, third = (games.get(f"/v1/seeks/{s['seek_id']}", headers=acme).json for s in seeks)
    assert first["status"] == second["status"] == "seated" and first["game_id"] == second["game_id"]
    assert third["status"] == "waiting", "oldest first; the third waits for a partner"
    refused(games.get(f"/v1/seeks/{seeks[0]['seek_id']}", headers=rival), 404, "seek_not_found")
    formed = games.get("/v1/seeks/formed", headers=acme).json
    assert [t["game_id"] for t in formed["tables"]] == [first["game_id"]]
    assert games.get("/v1/seeks/formed", headers=rival).json["tables"] == [], "only a client's own tables"
    play_out(games, first["game_id"], [seeks[0]["token"], seeks[1]["token"]])  # the seek token is the seat's
    assert games.delete(f"/v1/seeks/{seeks[2]['seek_id']}", headers=acme).json["status"] == "cancelled"
    refused(games.delete(f"/v1/seeks/{seeks[0]['seek_id']}", headers=acme), 409, "seek_seated")
    assert games.post("/v1/seeks", headers=acme, json={"user": "cy", "name": "cy", "players": [2]}).status_code == 201, \
        "seated, cy may seek again"

    # Rematch: the same identities again, once.
    again = games.post(f"/v1/games/{game_id}/rematch", headers=acme)
    assert again.status_code == 201 and [s.get("identity") for s in again.json["seats"]] == ["acme:ann", "acme:bob"]
    refused(games.post(f"/v1/games/{game_id}/rematch", headers=acme), 409, "rematch_exists")
    refused(games.post(f"/v1/games/{game_id}/rematch", headers=rival), 403, "not_your_game")

    # A self-registered Swiss tournament with an entry cap: acme organises, its users join themselves.
    body = {"game": GAME, "format": "swiss", "rounds": 2, "table_sizes": [2], "seed": 5, "entrants": [],
            "open_registration": True, "max_entrants": 4}
    tournament = tournaments.post("/v1/tournaments", headers=acme, json=body).json
    tid, organiser = tournament["tournament_id"], bearer(tournament["organiser_token"])
    tokens = {}
    for user in ("fay", "gus", "hal", "ivy"):
        response = tournaments.post(f"/v1/tournaments/{tid}/join", headers=acme, json={"user": user, "name": user})
        assert response.status_code == 201, response.json
        tokens[user] = response.json["entrant"]["token"]
    refused(tournaments.post(f"/v1/tournaments/{tid}/join", headers=rival, json={"user": "x", "name": "x"}), 409,
            "tournament_full")
    assert tournaments.post(f"/v1/tournaments/{tid}/leave", headers=acme, json={"user": "ivy"}).status_code == 200
    jo = tournaments.post(f"/v1/tournaments/{tid}/join", headers=rival, json={"user": "jo", "name": "jo"})
    assert jo.status_code == 201, "a place freed"
    tokens["jo"] = jo.json["entrant"]["token"]
    del tokens["ivy"]
    refused(tournaments.post(f"/v1/tournaments/{tid}/start", headers={**organiser, **rival}), 403, "organiser_only")
    assert tournaments.post(f"/v1/tournaments/{tid}/start", headers={**organiser, **acme}).status_code == 200
    doc = tournaments.get(f"/v1/tournaments/{tid}", headers=acme).json
    assert doc["organiser"] == "acme" and {e["identity"] for e in doc["entrants"]} >= {"acme:fay", "rival:jo"}
    seat_keys = fake_redis.hgetall(f"c:tournaments:game:{{{tid}}}:meta:seats")
    assert seat_keys and all(b"token" not in raw for raw in seat_keys.values()), "no seat token kept for /me"
    for _ in range(2):
        at_table: dict[str, list[str]] = {}
        for token in tokens.values():
            seat = tournaments.get(f"/v1/tournaments/{tid}/me", headers=bearer(token)).json["table"]
            assert seat["token"] == token, "an entrant plays with its own token"
            at_table.setdefault(seat["game_id"], []).append(token)
        for table_game, table_tokens in at_table.items():
            play_out(games, table_game, table_tokens)
    standings = tournaments.get(f"/v1/tournaments/{tid}", headers=acme).json
    assert standings["status"] == "finished"
    assert {row["entrant"] for row in standings["standings"] if row["games"]} == {"acme:fay", "acme:gus", "acme:hal",
                                                                              "rival:jo"}, "ivy left before the start"

    # Ratings: only identities; the spoofing attempt (rival names a player "ann" and loses) moves nothing.
    board = tournaments.get(f"/v1/ratings/{GAME}", headers=acme).json["ratings"]
    assert board and all(row["player"].split(":")[0] in ("acme", "rival") for row in board)
    ann_before = tournaments.get(f"/v1/ratings/{GAME}/acme:ann", headers=acme).json
    spoof = games.post("/v1/games", headers=rival, json={"players": [
        {"name": "ann", "kind": "human"}, {"name": "acme:ann", "kind": "human", "user": "mallory"}]}).json
    assert [s.get("identity") for s in spoof["seats"]] == [None, "rival:mallory"]
    play_out(games, spoof["game_id"], [s["token"] for s in spoof["seats"]])
    assert tournaments.get(f"/v1/ratings/{GAME}/acme:ann", headers=acme).json == ann_before
    assert tournaments.get(f"/v1/ratings/{GAME}/ann", headers=acme).status_code == 404, "names are not rated"
    listed = games.get("/v1/games?identity=acme:ann", headers=acme).json["games"]
    assert spoof["game_id"] not in {g["game_id"] for g in listed} and game_id in {g["game_id"] for g in listed}


def test_every_credential_failure_is_a_json_401_or_403(stack, fake_redis):
    games, tournaments, admin = stack
    reader = register(games, admin, "reader", ["games:read"])
    writer = register(games, admin, "writer")
    body = {"players": [{"name": "a", "kind": "human"}, {"name": "b", "kind": "bot"}]}
    refused(games.post("/v1/games", json=body), 401, "unauthenticated")
    refused(games.post("/v1/games", json=body, headers=key("writer.wrong-secret")), 401, "invalid_client")
    refused(games.post("/v1/games", json=body, headers=key("nobody.x")), 401, "invalid_client")
    refused(games.post("/v1/games", json=body, headers=key("garbage")), 401, "invalid_client")
    refused(games.post("/v1/games", json=body, headers=reader), 403, "insufficient_scope")
    refused(tournaments.post("/v1/tournaments", headers=reader, json={
        "game": GAME, "format": "swiss", "table_sizes": [2], "entrants": []}), 403, "insufficient_scope")
    refused(tournaments.get(f"/v1/ratings/{GAME}"), 401)
    assert tournaments.get(f"/v1/ratings/{GAME}", headers=writer).status_code == 200
    refused(games.get("/v1/admin/clients", headers=writer), 403, "insufficient_scope")
    refused(games.post("/v1/seeks", headers=reader, json={"user": "u", "name": "u", "players": [2]}), 403)
    assert games.post("/v1/games", json=body, headers=writer).status_code == 201

    rotated = games.post("/v1/admin/clients/writer/rotate", json={}, headers=admin)
    assert rotated.status_code == 200, rotated.json
    refused(games.post("/v1/games", json=body, headers=writer), 401, "invalid_client")
    writer = key(rotated.json["key"])
    assert games.post("/v1/games", json=body, headers=writer).status_code == 201
    assert games.post("/v1/admin/clients/writer/revoke", headers=admin).json["status"] == "revoked"
    refused(games.post("/v1/games", json=body, headers=writer), 401, "client_revoked")
    refused(tournaments.get("/v1/clients/me", headers=writer), 401, "client_revoked")

    expiring = games.post("/v1/admin/clients", headers=admin, json={"id": "brief", "expires_in_days": 0.001}).json
    registry = games.application.extensions["tabletop.clients"]
    registry.now_ms = lambda: expiring["key_expires_ms"] + 1
    refused(games.post("/v1/games", json=body, headers=key(expiring["key"])), 401, "client_key_expired")
    refused(games.post("/v1/admin/clients", headers=admin, json={"id": "Bad Id"}), 422)
    refused(games.post("/v1/admin/clients", headers=admin, json={"id": "ops"}), 422, "client_exists")

    listed = games.get("/v1/admin/clients", headers=admin).json["clients"]
    assert {c["id"] for c in listed} >= {"ops", "reader", "writer", "brief"}
    stored = b"".join(fake_redis.get(k) for k in fake_redis.scan_iter(match="c:tabletop:client:*"))
    for secret in (rotated.json["key"], expiring["key"]):
        assert secret.partition(".")[2].encode() not in stored, "only digests at rest"
    assert not any("digest" in c for c in listed)


def test_quotas_are_per_client_with_retry_after(fake_redis):
    config = Config(dispatch="inline", key_prefix="q:")
    games = create_game_app(GAME, config, redis=fake_redis).test_client()
    games.environ_base.pop(CLIENT_KEY_ENVIRON, None)
    registry = ClientRegistry(fake_redis, "q:")
    _, small = registry.create("small", "small", quotas={"create": "2/minute"})
    _, big = registry.create("big", "big")
    body = {"players": [{"name": "a", "kind": "human"}]}
    for _ in range(2):
        assert games.post("/v1/games", json=body, headers=key(small)).status_code == 201
    response = games.post("/v1/games", json=body, headers=key(small))
    refused(response, 429, "rate_limited")
    assert int(response.headers["Retry-After"]) >= 1
    assert games.post("/v1/games", json=body, headers=key(big)).status_code == 201, "another client's quota"


def test_an_open_table_expires_unfilled_and_records_nothing(stack, fake_redis):
    games, _, admin = stack
    acme = register(games, admin, "acme")
    opened = games.post("/v1/games", headers=acme, json={"players": [{"kind": "open"}, {"kind": "open"}]}).json
    service = games.application.extensions["tabletop"].service
    service.now_ms = lambda: opened["expires_ms"] + 1
    refused(games.post(f"/v1/games/{opened['game_id']}/join", headers=acme, json={"user": "u", "name": "u"}), 410,
            "table_expired")
    assert games.get(f"/v1/games/{opened['game_id']}/table", headers=acme).json["status"] == "expired"
    assert games.get("/v1/tables", headers=acme).json["tables"] == []
    assert not fake_redis.exists(f"c:game:{{{opened['game_id']}}}:events")
    json.dumps(opened)


def test_no_key_token_or_digest_in_logs_events_errors_or_metrics(stack, fake_redis, tmp_path, caplog):
    """The log scan (tests/platform/test_observability.py) extended to clients, joins, seeks and entrants."""
    import hashlib
    import logging

    from shared.http import observability

    caplog.set_level(logging.DEBUG)
    previous = observability.access_log.destination or "stderr"
    observability.access_log.open(str(tmp_path / "access.log"))
    try:
        games, tournaments, admin = stack
        acme = register(games, admin, "acme")
        opened = games.post("/v1/games", headers=acme, json={"players": [{"kind": "open"}, {"kind": "open"}]}).json
        joins = [games.post(f"/v1/games/{opened['game_id']}/join", headers=acme, json={"user": u, "name": u}).json
                 for u in ("a", "b")]
        seeks = [games.post("/v1/seeks", headers=acme, json={"user": u, "name": u, "players": [2]}).json
                 for u in ("c", "d")]
        tournament = tournaments.post("/v1/tournaments", headers=acme, json={
            "game": GAME, "format": "swiss", "rounds": 1, "table_sizes": [2], "entrants": [],
            "open_registration": True}).json
        entrants = [tournaments.post(f"/v1/tournaments/{tournament['tournament_id']}/join", headers=acme,
                                     json={"user": u, "name": u}).json["entrant"]["token"] for u in ("e", "f")]
        errors = [games.post("/v1/games", headers=key(acme["X-Client-Key"] + "x"), json={"players": []}),
                  games.get(f"/v1/seeks/{seeks[0]['seek_id']}", headers=key("acme.wrong")),
                  games.get(f"/v1/games/{opened['game_id']}/legal", headers=bearer(joins[0]["token"] + "x"))]
        secrets_ = [acme["X-Client-Key"], admin["X-Client-Key"], tournament["organiser_token"], *entrants,
                    *(j["token"] for j in joins), *(s["token"] for s in seeks)]
        forbidden = [*secrets_, *(s.partition(".")[2] for s in secrets_ if "." in s),
                     *(hashlib.sha256(s.encode()).hexdigest() for s in secrets_),
                     *(hashlib.sha256(s.partition(".")[2].encode()).hexdigest() for s in secrets_)]
        game_ids = [opened["game_id"], games.get(f"/v1/seeks/{seeks[0]['seek_id']}", headers=acme).json["game_id"]]
        public = [games.get(f"/v1/games/{g}/events?raw=true").get_data(as_text=True) for g in game_ids]
        public += [tournaments.get(f"/v1/tournaments/{tournament['tournament_id']}/events").get_data(as_text=True),
                   games.get(f"/v1/games/{opened['game_id']}/table", headers=acme).get_data(as_text=True),
                   games.get("/v1/seeks/formed", headers=acme).get_data(as_text=True),
                   games.get("/v1/admin/clients", headers=admin).get_data(as_text=True),
                   games.get("/metrics").get_data(as_text=True), tournaments.get("/metrics").get_data(as_text=True),
                   *(e.get_data(as_text=True) for e in errors)]
        logged = (tmp_path / "access.log").read_text() + "\n".join(r.getMessage() for r in caplog.records)
        everything = logged + "\n".join(public)
        assert '"client":"acme"' in logged.replace(" ", ""), "the access log names the client, never its key"
        for value in forbidden:
            assert value not in everything, value
    finally:
        observability.access_log.open(previous)


def test_every_client_route_refuses_a_missing_or_under_scoped_key_before_reading_the_request(stack):
    """Every operation the OpenAPI documents mark with the client key: 401 without one, 403 under-scoped,
    in the JSON error shape, whatever the body (the check comes before the body is read)."""
    import re

    games, tournaments, admin = stack
    hooks_only = register(games, admin, "hooks", ["webhooks:write"])
    reader = register(games, admin, "reader", ["games:read"])  # under-scoped for the webhooks API
    checked = 0
    for client in (games, tournaments):
        document = client.get("/v1/openapi.json").json
        for path, operations in document["paths"].items():
            for method, operation in operations.items():
                if not isinstance(operation, dict) or not any("client_key" in s for s in operation.get("security", [])):
                    continue
                url = re.sub(r"\{game\}", GAME, re.sub(r"\{[a-z_]+\}", "x", path))
                call = getattr(client, method)
                refused(call(url, json={"junk": 1}), 401)
                if path != "/v1/clients/me":
                    under_scoped = reader if path.startswith("/v1/webhooks") else hooks_only
                    refused(call(url, json={"junk": 1}, headers=under_scoped), 403, "insufficient_scope")
                checked += 1
    assert checked >= 18, checked


def test_an_open_table_keeps_its_clock_and_a_rematch_its_time_control(stack):
    games, _, admin = stack
    acme = register(games, admin, "acme")
    clock = {"kind": "fischer", "base_s": 60, "increment_s": 2}
    refused(games.post("/v1/games", headers=acme, json={"players": [{"kind": "open"}, {"kind": "open"}],
                                                         "clock": {"kind": "fischer"}}), 422, "invalid_clock")
    opened = games.post("/v1/games", headers=acme, json={"players": [{"kind": "open"}, {"kind": "open"}],
                                                          "clock": clock}).json
    seats = [games.post(f"/v1/games/{opened['game_id']}/join", headers=acme, json={"user": u, "name": u}).json
             for u in ("p", "q")]
    assert [s["seat"] for s in seats] == [0, 1] and seats[1]["status"] == "started"
    assert games.post(f"/v1/games/{opened['game_id']}/leave", headers=acme, json={"user": "p"}).status_code == 409
    play_out(games, opened["game_id"], [s["token"] for s in seats])
    again = games.post(f"/v1/games/{opened['game_id']}/rematch", headers=acme).json
    first = [e for e in games.get(f"/v1/games/{opened['game_id']}/events", headers=acme).json["events"]
             if e["type"] == "game_created"][0]["data"]
    second = [e for e in games.get(f"/v1/games/{again['game_id']}/events", headers=acme).json["events"]
              if e["type"] == "game_created"][0]["data"]
    assert second["clock"] == first["clock"] and second["identities"] == first["identities"] == ["acme:p", "acme:q"]
