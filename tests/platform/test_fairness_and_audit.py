"""Hidden information stays hidden (hashes, seeds), and the audit catches what it claims to catch.

DESIGN.md: "Hidden information ... never appears in another seat's view or in events shown to it";
"Provable fairness: the game's seed is committed at creation ... and revealed when the game ends,
so anyone can re-derive every shuffle and draw."
"""

from __future__ import annotations

import hashlib

import pytest

from shared.base import jsonfast
from shared.base.config import Config
from shared.http.factory import create_app
from shared.store.eventstore import GENESIS_HASH, canonical_bytes, chain_hash, verify_chain
from tests.platform.archived_mode import WHERE, hosted_app, rewrite_archived


@pytest.fixture(params=WHERE)
def app(fake_redis, tmp_path, request):
    """Every test twice: games in Redis, and finished games moved to the archive (issue 20)."""
    return hosted_app(fake_redis, tmp_path, request.param, request.addfinalizer)


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def test_a_redacted_event_cannot_be_recovered_by_trying_values_against_its_hash(app):
    client = app.test_client()
    game = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}],
                                          "options": {"simultaneous": True}}).json
    gid = game["game_id"]
    client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 2}, headers=auth(game["seats"][1]["token"]))
    events = client.get(f"/v1/games/{gid}/events", headers=auth(game["seats"][0]["token"])).json["events"]
    hidden = events[-1]
    assert hidden["type"] == "chose" and hidden["data"]["amount"] is None
    candidates = []
    for amount in (1, 2, 3):
        for command in ({"type": "add", "amount": amount}, {"type": "roll"}):
            guess = dict(hidden, data={"seat": 1, "amount": amount}, command=command)
            body = {k: v for k, v in guess.items() if k != "hash"}
            candidates.append(hashlib.sha256(hidden["prev_hash"].encode() + canonical_bytes(body)).hexdigest())
    assert hidden["hash"] not in candidates
    dealt = next(e for e in events if e["type"] == "dealt")
    for card in range(1, 21):  # seat 1's secret card, tried against the hash
        guess = dict(dealt, data=dict(dealt["data"], cards=[dealt["data"]["cards"][0], card]))
        assert chain_hash(dealt["prev_hash"], guess) != dealt["hash"]


def test_after_the_game_anyone_can_verify_the_chain_with_the_revealed_salt(app):
    client = app.test_client()
    game = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"},
                                                      {"name": "b", "kind": "bot", "policy": "greedy"}]}).json
    gid, token = game["game_id"], game["seats"][0]["token"]
    while client.get(f"/v1/games/{gid}/legal", headers=auth(token)).json["commands"]:
        client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1}, headers=auth(token))
    events = client.get(f"/v1/games/{gid}/events?raw=true").json["events"]
    revealed = events[-1]["data"]["seed"]
    assert verify_chain(events, revealed["salt"])[0]
    assert not verify_chain(events, "not-the-salt")[0]


def test_a_seed_reproduces_bot_games_but_not_games_with_a_human_seat(app):
    client = app.test_client()

    def dealt(players):
        game = client.post("/v1/games", json={"players": players, "seed": 42}).json
        return app.extensions["tabletop"].store.read_raw(game["game_id"])[1]["data"]["cards"]

    bots = [{"name": f"b{i}", "kind": "bot", "policy": "greedy"} for i in range(4)]
    assert dealt(bots) == dealt(bots)
    humans = [{"name": f"h{i}", "kind": "human"} for i in range(4)]
    assert dealt(humans) != dealt(humans)  # the secret salt is mixed in: knowing 42 tells nothing


def finished_game(client):
    game = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"},
                                                      {"name": "b", "kind": "bot", "policy": "random"}],
                                          "seed": 9}).json
    gid, token = game["game_id"], game["seats"][0]["token"]
    while client.get(f"/v1/games/{gid}/legal", headers=auth(token)).json["commands"]:
        client.post(f"/v1/games/{gid}/commands", json={"type": "roll"}, headers=auth(token))
    return gid


def rewrite_history(app, fake_redis, gid, change):
    """An operator rewriting the stream and re-chaining it with the salt, so the hash chain passes."""
    rt = app.extensions["tabletop"]
    salt = rt.store.secret(gid)["salt"]
    events = rt.store.read_raw(gid)
    change(events)
    key = rt.store.keys(gid).events
    fake_redis.delete(key)
    prev = GENESIS_HASH
    for event in events:
        event["prev_hash"] = prev
        event["hash"] = prev = chain_hash(prev, event, salt)
    if rt.store.archived(gid):  # where the history is kept now: the archive (issue 20)
        rewrite_archived(rt.store, gid, [jsonfast.dumps(event) for event in events])
    else:
        for event in events:
            fake_redis.xadd(key, {"e": jsonfast.dumps(event)}, id=f"{event['version']}-0")
    rt.service.repository.forget(gid)
    return app.test_client().get(f"/v1/games/{gid}/audit").json


def test_audit_passes_an_honest_game(app):
    gid = finished_game(app.test_client())
    audit = app.test_client().get(f"/v1/games/{gid}/audit").json
    # Only the projection (timing) and authorship (no seat registered a key here) may be skipped.
    not_applicable = ("projection", "authorship")
    assert audit["ok"] and not any(c["skipped"] for name, c in audit["checks"].items() if name not in not_applicable)
    assert audit["checks"]["transcript"]["ok"] and "signed the transcript" in audit["checks"]["transcript"]["detail"]


def test_audit_catches_a_rigged_die_roll(app, fake_redis):
    """Also after an audit of the honest history: a complete audit is reused only for the very same bytes."""
    gid = finished_game(app.test_client())
    assert app.test_client().get(f"/v1/games/{gid}/audit").json["ok"]

    def rig(events):
        roll = next(e for e in events if e["type"] == "added" and e["actor"] == 0)
        roll["data"]["amount"] = 3 if roll["data"]["amount"] != 3 else 1

    audit = rewrite_history(app, fake_redis, gid, rig)
    assert audit["checks"]["hash_chain"]["ok"] and not audit["checks"]["decisions"]["ok"] and not audit["ok"]


def test_audit_catches_a_changed_result(app, fake_redis):
    gid = finished_game(app.test_client())

    def crown_the_loser(events):
        result = events[-1]["data"]["result"]
        result["winners"] = [result["ranking"][-1]]

    audit = rewrite_history(app, fake_redis, gid, crown_the_loser)
    assert not audit["checks"]["rescore"]["ok"] and not audit["ok"]


def test_audit_catches_a_seed_that_does_not_match_its_commitment(app, fake_redis):
    gid = finished_game(app.test_client())

    def other_seed(events):
        events[-1]["data"]["seed"]["seed"] = "10"

    audit = rewrite_history(app, fake_redis, gid, other_seed)
    assert not audit["checks"]["seed"]["ok"] and not audit["ok"]


def test_audit_catches_a_result_recorded_before_the_game_ended(app, fake_redis):
    gid = finished_game(app.test_client())

    def early(events):
        finished = events.pop()
        last_move = len(events) - 1
        events.insert(last_move, finished)
        for version, event in enumerate(events, start=1):
            event["version"] = version

    audit = rewrite_history(app, fake_redis, gid, early)
    assert not audit["checks"]["rescore"]["ok"] and not audit["ok"]


def test_a_seat_reads_its_own_move_from_the_views_written_with_it_and_else_from_the_stream(fake_redis, monkeypatch):
    from shared.bus.sender import TaskSender

    monkeypatch.setattr(TaskSender, "send", lambda self, name, args=(), countdown=None: None)  # no worker runs
    client = create_app("counting_race", Config(dispatch="celery"), redis=fake_redis).test_client()
    game = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"}]}).json
    gid, token = game["game_id"], game["seats"][0]["token"]
    version = client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 2},
                          headers=auth(token)).json["version"]
    # No worker ran: the views were written by the append itself (issue 32's inline subscriber).
    response = client.get(f"/v1/games/{gid}?min_version={version}", headers=auth(token))
    assert response.headers["X-Read-Model"] == "projection"
    assert response.json["version"] == version and response.json["view"]["seats"][0]["score"] == 2
    fake_redis.delete(client.application.extensions["tabletop"].projector.keys.views(gid))  # read models lost
    response = client.get(f"/v1/games/{gid}?min_version={version}&wait_ms=50", headers=auth(token))
    assert response.headers["X-Read-Model"] == "stream"
    assert response.json["version"] == version and response.json["view"]["seats"][0]["score"] == 2


def test_an_unexpected_failure_is_a_json_500(app, monkeypatch):
    from shared.http import games_api as api

    rt = app.extensions["tabletop"]
    game = app.test_client().post("/v1/games", json={"players": [{"name": "a", "kind": "human"}]}).json
    monkeypatch.setattr(api, "read_view_at_least", lambda *args: None)  # as if no projection yet
    monkeypatch.setattr(rt.service, "current_view", lambda *args: 1 / 0)  # and the fallback breaks
    response = app.test_client().get(f"/v1/games/{game['game_id']}")
    assert response.status_code == 500
    assert set(response.json["error"]) == {"code", "message", "details"}


def test_unparseable_json_on_a_command_is_400_and_appends_nothing(app):
    client = app.test_client()
    game = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"}]}).json
    response = client.post(f"/v1/games/{game['game_id']}/commands", data="{not json", content_type="application/json",
                           headers=auth(game["seats"][0]["token"]))
    assert response.status_code == 400 and response.json["error"]["code"] == "malformed_json"
    assert client.get(f"/v1/games/{game['game_id']}/events").json["version"] == 2
