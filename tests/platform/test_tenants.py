"""Issue 34: tenants stay apart, tried from outside over HTTP as two integrators would.

Two clients, acme and rival, each with an unfiltered webhook endpoint (rival also with one whose filter
names acme's public and private games), play games of every visibility through the public API; a
spectator admitted with a watch ticket, an anonymous caller and an auditor read every read path. Who sees
what is asserted route by route, and every body a stranger received is searched for the other client's
user ids. On fakeredis with in-process dispatch: the fixture game's service and the tournament service.
"""

from __future__ import annotations

import json
import re

import pytest

from services.tournaments.api import create_app as create_tournament_app
from shared.app.clients.integrators import ClientRegistry
from shared.app.webhooks.delivery import Deliverer
from shared.audit.verifier import verify_export
from shared.base.config import Config
from shared.http.factory import create_app as create_game_app
from tests.conftest import CLIENT_KEY_ENVIRON
from tests.webhooks.receiver import Receiver

GAME = "counting_race"
CONFIG = Config(dispatch="inline", key_prefix="t:", webhook_block_private=False, webhook_timeout_s=0.5,
                webhook_retry_s=(0, 0, 0), webhook_pause_after_dead=2)
KINDS = ["game_started", "turn_started", "seat_timed_out", "seat_replaced", "game_finished",
         "tournament_round_started", "tournament_finished"]


class Caller:
    """One party calling the services (its headers on every call), keeping every body it was answered."""

    def __init__(self, games, tournaments, headers):
        self.games, self.tournaments, self.headers, self.bodies = games, tournaments, dict(headers), []

    def _keep(self, path, response):
        self.bodies.append((path, response.get_data(as_text=True)))
        return response

    def get(self, path, service="games", **kwargs):
        client = self.games if service == "games" else self.tournaments
        return self._keep(path, client.get(path, headers={**self.headers, **kwargs.pop("headers", {})}, **kwargs))

    def post(self, path, service="games", **kwargs):
        client = self.games if service == "games" else self.tournaments
        return self._keep(path, client.post(path, headers={**self.headers, **kwargs.pop("headers", {})}, **kwargs))

    def saw(self, pattern: str) -> list[str]:
        """The bodies that matched, but for answers to a request that named the match itself."""
        return [body for path, body in self.bodies if re.search(pattern, body) and not re.search(pattern, path)]


@pytest.fixture
def world(fake_redis):
    games = create_game_app(GAME, CONFIG, redis=fake_redis).test_client()
    tournaments = create_tournament_app(CONFIG, redis=fake_redis).test_client()
    for client in (games, tournaments):
        client.environ_base.pop(CLIENT_KEY_ENVIRON, None)  # every caller here sends its own key, or none
    registry = ClientRegistry(fake_redis, CONFIG.key_prefix)
    _, ops = registry.create("ops", "operators", ["admin"])
    _, acme = registry.create("acme", "Acme")
    _, rival = registry.create("rival", "Rival")
    receivers = {name: Receiver() for name in ("acme", "rival", "rival_filtered")}
    world = {"redis": fake_redis, "receivers": receivers,
             "acme": Caller(games, tournaments, {"X-Client-Key": acme}),
             "rival": Caller(games, tournaments, {"X-Client-Key": rival}),
             "anyone": Caller(games, tournaments, {}),
             "ops": Caller(games, tournaments, {"X-Client-Key": ops})}
    yield world
    for receiver in receivers.values():
        receiver.stop()


def subscribe(caller: Caller, receiver: Receiver, **filters) -> str:
    response = caller.post("/v1/webhooks", json={"url": receiver.url, "events": KINDS,
                                                 **({"filters": filters} if filters else {})})
    assert response.status_code == 201, response.json
    receiver.secrets.append(response.json["secret"])
    return response.json["webhook"]["id"]


def create(caller: Caller, users: tuple[str, str], **body) -> dict:
    response = caller.post("/v1/games", json={"players": [{"name": u.title(), "kind": "human", "user": u}
                                                          for u in users], "options": {"target": 4}, **body})
    assert response.status_code == 201, response.json
    return response.json


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play_out(caller: Caller, created: dict) -> None:
    """Each seat plays its first legal command, with its own token only, until the game is finished."""
    game_id, tokens = created["game_id"], [s["token"] for s in created["seats"]]
    seats = Caller(caller.games, caller.tournaments, {})
    for _ in range(200):
        if seats.get(f"/v1/games/{game_id}", headers=bearer(tokens[0])).json["status"] == "finished":
            return
        for token in tokens:
            legal = seats.get(f"/v1/games/{game_id}/legal", headers=bearer(token)).json
            if legal["commands"]:
                assert seats.post(f"/v1/games/{game_id}/commands", json=legal["commands"][0],
                                  headers=bearer(token)).status_code == 201
                break
    raise AssertionError("the game did not finish")


def absent(response, game_id: str) -> None:
    """Answered exactly as a game that does not exist."""
    assert response.status_code == 404, response.get_data(as_text=True)
    assert response.json["error"]["code"] == "game_not_found"
    assert response.json["error"]["message"] == f"no game {game_id!r}"


def sse(caller: Caller, path: str) -> list[dict]:
    response = caller.get(path)
    assert response.status_code == 200, response.get_data(as_text=True)
    return [json.loads(line[6:]) for line in response.get_data(as_text=True).splitlines()
            if line.startswith("data: ") and '"type"' in line]


def test_two_clients_see_only_what_is_theirs_on_every_read_path(world):
    acme, rival, anyone, ops = world["acme"], world["rival"], world["anyone"], world["ops"]
    receivers = world["receivers"]
    acme_hook = subscribe(acme, receivers["acme"])
    rival_hook = subscribe(rival, receivers["rival"])

    public = create(acme, ("ann", "bob"), visibility="public")
    unlisted = create(acme, ("cat", "dan"))  # a client's default: unlisted
    private = create(acme, ("eve", "fay"), visibility="private")
    theirs = create(rival, ("ada", "abe"), visibility="public")
    ids = {name: g["game_id"] for name, g in
           (("public", public), ("unlisted", unlisted), ("private", private), ("theirs", theirs))}
    filtered_hook = subscribe(rival, receivers["rival_filtered"], games=[ids["public"], ids["private"]])
    for game in (public, unlisted, private, theirs):
        play_out(acme, game)

    # The recorded fact: every read model and the audit follow it.
    created = acme.get(f"/v1/games/{ids['unlisted']}/events").json["events"][0]
    assert created["data"]["visibility"] == "unlisted" and created["data"]["client"] == "acme"

    # Lobby and listings: the public games for everyone, one's own on top; identities to parties only.
    def listed(caller, query=""):
        body = caller.get(f"/v1/games{query}").json
        return {g["game_id"]: g for g in body["games"]}, body["total"]

    seen, total = listed(anyone)
    assert set(seen) == {ids["public"], ids["theirs"]} and total == 2
    assert all("identity" not in p for g in seen.values() for p in g["players"])
    seen, total = listed(acme)
    assert set(seen) == {ids["public"], ids["unlisted"], ids["private"], ids["theirs"]} and total == 4
    assert [p["identity"] for p in seen[ids["private"]]["players"]] == ["acme:eve", "acme:fay"]
    assert all("identity" not in p for p in seen[ids["theirs"]]["players"])
    seen, _ = listed(rival, "?status=finished")
    assert set(seen) == {ids["public"], ids["theirs"]}
    assert set(listed(rival, "?player=Eve")[0]) == set() and set(listed(acme, "?player=Eve")[0]) == {ids["private"]}
    assert listed(rival, "?identity=acme:eve") == ({}, 0), "another client's users are not its to ask about"
    assert set(listed(acme, "?identity=acme:eve")[0]) == {ids["private"]}
    assert set(listed(ops)[0]) == set(ids.values()), "the operator sees every game"

    # The game document, a replay, its history (JSON and NDJSON), its audit: a private game is absent to others.
    for caller in (anyone, rival):
        for path in ("", "?at_version=2", "/events", "/audit", "/stream"):
            absent(caller.get(f"/v1/games/{ids['private']}{path}"), ids["private"])
        absent(caller.get(f"/v1/games/{ids['private']}/events", headers={"Accept": "application/x-ndjson"}),
               ids["private"])
    for path in ("", "?at_version=2", "/events", "/audit"):
        assert acme.get(f"/v1/games/{ids['private']}{path}").status_code == 200, path
    seat = Caller(acme.games, acme.tournaments, bearer(private["seats"][0]["token"]))
    assert seat.get(f"/v1/games/{ids['private']}").status_code == 200, "a seat's holder reads its game"
    assert anyone.get(f"/v1/games/{ids['unlisted']}").status_code == 200, "an unlisted game: anyone with its id"

    # A spectator acme admits: the watch ticket opens the private game, and only that one.
    assert rival.post(f"/v1/games/{ids['private']}/watch-ticket", json={}).status_code == 404
    assert rival.post(f"/v1/games/{ids['public']}/watch-ticket", json={}).status_code == 403
    ticket = acme.post(f"/v1/games/{ids['private']}/watch-ticket", json={"expires_in_s": 600})
    assert ticket.status_code == 201 and ticket.json["expires_in_s"] == 600
    spectator = Caller(acme.games, acme.tournaments, {"X-Watch-Ticket": ticket.json["ticket"]})
    assert spectator.get(f"/v1/games/{ids['private']}").status_code == 200
    assert spectator.get(f"/v1/games/{ids['private']}/audit").json["ok"] is True
    browser = Caller(acme.games, acme.tournaments, {})  # EventSource: the ticket in the URL, no header
    streamed = sse(browser, f"/v1/games/{ids['private']}/stream?ticket={ticket.json['ticket']}")
    assert streamed[0]["type"] == "game_created" and streamed[-1]["type"] == "game_finished"
    other = create(acme, ("gus", "hal"), visibility="private")
    absent(spectator.get(f"/v1/games/{other['game_id']}"), other["game_id"])

    # Identities in events: the game's parties (and its admitted spectator) see them, strangers do not.
    assert spectator.get(f"/v1/games/{ids['private']}/events").json["events"][0]["data"]["identities"] == [
        "acme:eve", "acme:fay"]
    for caller in (anyone, rival):
        events = caller.get(f"/v1/games/{ids['public']}/events").json["events"]
        assert events[0]["data"]["identities"] == [None, None] and events[0]["masked"] == ["identities"]
        assert sse(caller, f"/v1/games/{ids['public']}/stream")[0]["data"]["identities"] == [None, None]

    # Exports: the games one may list; an auditor verifies the export acme hands over, private game and all.
    def exported(caller):
        response = caller.get("/v1/exports/games")
        assert response.status_code == 200
        lines = [line for line in response.get_data().splitlines() if line]
        return {json.loads(line)["game_id"] for line in lines}, lines

    assert exported(anyone)[0] == exported(rival)[0] == {ids["public"], ids["theirs"]}
    games_of_acme, lines = exported(acme)
    assert {ids["public"], ids["unlisted"], ids["private"]} <= games_of_acme
    own = [line for line in lines if json.loads(line)["game_id"] != ids["theirs"]]  # rival's, masked for acme
    verdict = verify_export(own, keys=anyone.get("/v1/keys").json["keys"])
    assert verdict["ok"] and ids["private"] in {g["game_id"] for g in verdict["games"]}, verdict

    # The transparency log: a private game's head is absent to strangers, as a head the log never held.
    finished_version = acme.get(f"/v1/games/{ids['private']}").json["version"]
    proof = f"/v1/log/proof/inclusion?game_id={ids['private']}&version={finished_version}"
    assert acme.get(proof).status_code == 200
    for caller in (anyone, rival):
        refused = caller.get(proof)
        assert refused.status_code == 404
        never = caller.get(f"/v1/log/proof/inclusion?game_id={'0' * 32}&version={finished_version}")
        assert refused.json["error"]["code"] == never.json["error"]["code"]
    assert rival.get(f"/v1/log/proof/inclusion?game_id={ids['public']}&version=2").status_code in (200, 404)

    # Ratings: each client's leaderboard names its own users only.
    acme_board = acme.get(f"/v1/ratings/{GAME}", service="tournaments").json["ratings"]
    rival_board = rival.get(f"/v1/ratings/{GAME}", service="tournaments").json["ratings"]
    assert acme_board and {r["player"].split(":")[0] for r in acme_board} == {"acme"}
    assert rival_board and {r["player"].split(":")[0] for r in rival_board} == {"rival"}
    assert rival.get(f"/v1/ratings/{GAME}/acme:eve", service="tournaments").status_code == 404

    # Webhooks: an unfiltered endpoint hears its own client's games; a filter opens another's public game only.
    deliverer = Deliverer(world["redis"], CONFIG)
    for _ in range(30):
        for hook in (acme_hook, rival_hook, filtered_hook):
            deliverer.run(hook)
    heard = {name: {e["data"]["game_id"] for e in r.received} for name, r in receivers.items()}
    assert heard["acme"] == {ids["public"], ids["unlisted"], ids["private"], other["game_id"]}
    assert heard["rival"] == {ids["theirs"]}
    assert heard["rival_filtered"] == {ids["public"]}, "a filter never opens another client's private game"
    assert all(r.bad_signatures == 0 for r in receivers.values())
    turns = [e for e in receivers["rival_filtered"].received if e["type"] == "turn_started"]
    assert turns and {e["data"]["user"] for e in turns} <= {"Ann", "Bob"}, "a stranger hears seat names"
    assert {e["data"]["user"] for e in receivers["acme"].received if e["type"] == "turn_started"} >= {"acme:ann"}

    # Identity on the wire: nothing any stranger was answered or sent names the other client's users.
    assert anyone.saw(r"acme:|rival:") == []
    assert rival.saw(r"acme:") == []
    assert acme.saw(r"rival:") == []
    assert [e for e in receivers["rival"].received + receivers["rival_filtered"].received
            if "acme:" in json.dumps(e)] == []
    assert [e for e in receivers["acme"].received if "rival:" in json.dumps(e)] == []


def test_a_private_tournament_and_its_games_are_absent_to_other_clients(world):
    acme, rival, anyone = world["acme"], world["rival"], world["anyone"]
    created = acme.post("/v1/tournaments", service="tournaments", json={
        "game": GAME, "format": "round_robin", "visibility": "private", "options": {"target": 3},
        "table_sizes": [2],
        "entrants": [{"id": f"e{i}", "name": f"P{i}", "kind": "human", "user": f"p{i}"} for i in range(2)]})
    assert created.status_code == 201, created.json
    tid = created.json["tournament_id"]
    organiser = {"Authorization": f"Bearer {created.json['organiser_token']}"}
    assert acme.post(f"/v1/tournaments/{tid}/start", service="tournaments", headers=organiser).status_code == 200
    document = acme.get(f"/v1/tournaments/{tid}", service="tournaments").json
    assert document["visibility"] == "private"
    game_id = document["tables"][0]["game_id"]
    assert acme.get(f"/v1/games/{game_id}/events").json["events"][0]["data"]["visibility"] == "private", \
        "a tournament's games follow it"
    for caller in (anyone, rival):
        for path in ("", "/events", "/audit", "/stream"):
            response = caller.get(f"/v1/tournaments/{tid}{path}", service="tournaments")
            assert response.status_code == 404 and response.json["error"]["message"] == f"no tournament {tid!r}"
        assert tid not in {t["tournament_id"] for t in caller.get("/v1/tournaments", service="tournaments").json[
            "tournaments"]}
        absent(caller.get(f"/v1/games/{game_id}"), game_id)
        assert caller.get(f"/v1/games?tournament={tid}").status_code == 404
    assert rival.post(f"/v1/tournaments/{tid}/join", service="tournaments",
                      json={"user": "x", "name": "X"}).status_code == 404
    assert tid in {t["tournament_id"] for t in acme.get("/v1/tournaments", service="tournaments").json["tournaments"]}
    assert acme.get(f"/v1/games?tournament={tid}").json["total"] == 1
    entrant = created.json["entrants"][0]["token"]
    holder = Caller(acme.games, acme.tournaments, bearer(entrant))
    assert holder.get(f"/v1/tournaments/{tid}", service="tournaments").status_code == 200, "an entrant reads it"


def test_a_public_tournament_shows_strangers_pseudonyms_not_its_entrants_identities(world):
    acme, rival = world["acme"], world["rival"]
    created = acme.post("/v1/tournaments", service="tournaments", json={
        "game": GAME, "format": "round_robin", "visibility": "public", "options": {"target": 3},
        "table_sizes": [2],
        "entrants": [{"id": f"e{i}", "name": f"P{i}", "kind": "human", "user": f"p{i}"} for i in range(2)]})
    tid = created.json["tournament_id"]
    assert {e["identity"] for e in acme.get(f"/v1/tournaments/{tid}", service="tournaments").json["entrants"]} == {
        "acme:p0", "acme:p1"}
    shown = rival.get(f"/v1/tournaments/{tid}", service="tournaments").json
    assert {e["identity"] for e in shown["entrants"]} == {"hidden-0", "hidden-1"}
    assert rival.get(f"/v1/tournaments/{tid}/events", service="tournaments").status_code == 200
    assert rival.saw("acme:") == []


def test_a_visibility_outside_the_three_is_refused(world):
    response = world["acme"].post("/v1/games", json={"players": [{"name": "A", "kind": "human"}],
                                                     "visibility": "secret"})
    assert response.status_code == 422 and "visibility" in json.dumps(response.json["error"]["details"])
    tournament = world["acme"].post("/v1/tournaments", service="tournaments", json={
        "game": GAME, "format": "swiss", "visibility": "hidden", "table_sizes": [2],
        "entrants": [{"id": "a", "name": "A", "kind": "bot"}, {"id": "b", "name": "B", "kind": "bot"}]})
    assert tournament.status_code == 422


def test_a_game_no_client_created_stays_public_and_every_endpoint_hears_it(world, fake_redis):
    """Backwards compatible: a stream recorded without a visibility (or made by the platform itself) is public."""
    from shared.app.runtime import build_runtime
    from shared.domain.registry import load_engine

    rt = build_runtime(load_engine(GAME), CONFIG, fake_redis)
    made = rt.service.create_game([{"name": "x", "kind": "bot"}, {"name": "y", "kind": "bot"}], {"target": 3}, 1)
    first = rt.store.read(made["game_id"], 1, 1)[0]["data"]
    assert "visibility" not in first and "client" not in first
    assert world["rival"].get(f"/v1/games/{made['game_id']}").status_code == 200
    assert made["game_id"] in {g["game_id"] for g in world["anyone"].get("/v1/games?limit=200").json["games"]}


def test_a_private_open_table_is_absent_to_other_clients_and_a_public_one_hides_its_users_from_strangers(world):
    acme, rival = world["acme"], world["rival"]
    tables = {}
    for visibility in ("private", "public"):
        opened = acme.post("/v1/games", json={"visibility": visibility, "players": [
            {"name": "Ann", "kind": "human", "user": "ann"}, {"kind": "open"}, {"kind": "open"}]})
        assert opened.status_code == 201, opened.json
        tables[visibility] = opened.json["game_id"]
    assert {t["game_id"] for t in rival.get("/v1/tables").json["tables"]} == {tables["public"]}
    assert {t["game_id"] for t in acme.get("/v1/tables").json["tables"]} == set(tables.values())
    for path, method in ((f"/v1/games/{tables['private']}/table", rival.get),
                         (f"/v1/games/{tables['private']}/join", rival.post)):
        response = method(path, json={"user": "x", "name": "X"}) if method == rival.post else method(path)
        assert response.status_code == 404 and response.json["error"]["code"] == "table_not_found"
    seats = rival.get(f"/v1/games/{tables['public']}/table").json["seats"]
    assert [s.get("identity") for s in seats] == [None, None, None] and seats[0]["name"] == "Ann"
    assert rival.saw("acme:") == []
    # Seating its user makes rival a party of the table: it now sees who sits there, as acme does.
    assert rival.post(f"/v1/games/{tables['public']}/join", json={"user": "ada", "name": "Ada"}).status_code == 201
    seats = rival.get(f"/v1/games/{tables['public']}/table").json["seats"]
    assert [s.get("identity") for s in seats] == ["acme:ann", "rival:ada", None]


@pytest.mark.parametrize("merge_limit", [5_000, 0])  # the two scopes merged here, or united in Redis
def test_a_clients_lobby_pages_through_its_own_and_the_public_games_newest_first(world, monkeypatch, merge_limit):
    from shared.app.read_models import listings

    monkeypatch.setattr(listings, "MERGE_LIMIT", merge_limit)
    acme, rival = world["acme"], world["rival"]
    made = []
    for index in range(7):
        owner, visibility = (acme, "private") if index % 2 else (rival, "public")
        made.append(create(owner, (f"u{index}", f"w{index}"), visibility=visibility)["game_id"])
    newest_first = list(reversed(made))
    pages = [acme.get(f"/v1/games?limit=3&offset={offset}").json for offset in (0, 3, 6)]
    assert [g["game_id"] for page in pages for g in page["games"]] == newest_first
    assert {page["total"] for page in pages} == {7}
    active = acme.get("/v1/games?status=active&limit=20").json
    assert [g["game_id"] for g in active["games"]] == newest_first and active["total"] == 7
    assert [g["game_id"] for g in rival.get("/v1/games?limit=20").json["games"]] == newest_first[::2]
    assert rival.get("/v1/games?status=finished").json["total"] == 0


def test_over_a_socket_a_stranger_lists_streams_and_reads_nothing_of_another_clients_users(real_redis, key_prefix):
    """The same separation on the wire: a real HTTP server on a real Redis, called with `requests` (an empty
    X-Client-Key is no key: the suite's default key must not ride along), the live stream included."""
    import threading

    import requests
    from werkzeug.serving import make_server

    from shared.tools.embedded_redis import free_port

    config = Config(dispatch="inline", key_prefix=key_prefix)
    app = create_game_app(GAME, config, redis=real_redis)
    registry = ClientRegistry(real_redis, key_prefix)
    keys = {name: {"X-Client-Key": registry.create(name, name.title())[1]} for name in ("acme", "rival")}
    keys["anyone"] = {"X-Client-Key": ""}
    server = make_server("127.0.0.1", free_port(), app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    try:
        bots = [{"name": "Ann", "kind": "bot", "user": "ann"}, {"name": "Bob", "kind": "bot", "user": "bob"}]
        made = {v: requests.post(f"{base}/v1/games", headers=keys["acme"], timeout=10, json={
            "players": bots, "options": {"target": 3}, "visibility": v}).json()["game_id"] for v in ("public", "private")}
        ticket = requests.post(f"{base}/v1/games/{made['private']}/watch-ticket", headers=keys["acme"], json={},
                               timeout=10).json()["ticket"]
        answers = []
        for who in ("anyone", "rival"):
            lobby = requests.get(f"{base}/v1/games", headers=keys[who], timeout=10)
            assert [g["game_id"] for g in lobby.json()["games"]] == [made["public"]]
            assert requests.get(f"{base}/v1/games/{made['private']}", headers=keys[who], timeout=10).status_code == 404
            stream = requests.get(f"{base}/v1/games/{made['public']}/stream", headers=keys[who], timeout=10)
            assert stream.status_code == 200 and '"identities":[null,null]' in stream.text
            answers += [lobby.text, stream.text]
        assert [text for text in answers if "acme:" in text] == []
        admitted = requests.get(f"{base}/v1/games/{made['private']}/stream?ticket={ticket}", headers=keys["anyone"],
                                timeout=10)
        assert admitted.status_code == 200 and '"identities":["acme:ann","acme:bob"]' in admitted.text
    finally:
        server.shutdown()
