"""Undo within a turn, on the platform (docs/UNDO.md): the fold, the HTTP API, clocks and the audit.
Per game passages are cited in tests/<game>/test_*_undo.py."""

from __future__ import annotations

import pytest

from services.academic_society.rules import ENGINE as ACADEMIC
from services.modern_society.rules import ENGINE as MODERN
from services.royal_archeology.rules import ENGINE as ROYAL
from shared.audit.undo_audit import verify_undos
from shared.audit.verifier import verify_export
from shared.base.config import Config
from shared.domain import undo
from shared.http.factory import create_app
from shared.store.repository import GameRecord, apply_envelopes
from tests.undo_play import humans, new_table, play_with_undos

START = 1_800_000_000_000

GAMES = [(ACADEMIC, humans(3), {}), (ROYAL, humans(3), {}), (MODERN, humans(4), {})]


@pytest.mark.parametrize(("engine", "players", "options"), GAMES, ids=lambda g: getattr(g, "name", ""))
@pytest.mark.parametrize("seed", [1, 2])
def test_an_undo_folds_back_to_the_state_at_its_version_and_replays_the_same(engine, players, options, seed):
    """U5: "back to the state at to_version"; every replay of the stream folds the same state."""
    table = new_table(engine, players, options, seed)
    counts = play_with_undos(table, seed, decisions=150)
    assert counts["undos"] >= 3 and counts["checked"] >= 1, counts
    again = apply_envelopes(engine, GameRecord("again"), table.envelopes)
    assert again.state == table.record.state and again.undo == table.record.undo
    assert verify_undos(engine, table.envelopes) == (True, f"{counts['undos']} undos within a turn, each allowed "
                                                           "by docs/UNDO.md")


def test_the_audit_refuses_an_undo_the_policy_does_not_allow():
    """U7: an undo after another seat acted, or one that misstates what it undid, fails the undo check."""
    table = new_table(ACADEMIC, humans(2), {}, seed=3)
    first = ACADEMIC.pending(table.record.state)[0]
    table.decide(first, ACADEMIC.legal(table.record.state, first)[0])
    second = ACADEMIC.pending(table.record.state)[0]
    assert second != first
    point = table.record.version
    table.decide(second, ACADEMIC.legal(table.record.state, second)[0])
    forged = table.envelopes + [{"type": undo.TURN_UNDONE, "v": 1, "actor": first, "command_id": "forged",
                                 "version": len(table.envelopes) + 1, "time": table.envelopes[-1]["time"],
                                 "data": {"seat": first, "to_version": point - 1, "undone": [point]}}]
    ok, detail = verify_undos(ACADEMIC, forged)
    assert not ok and "another seat acted" in detail
    misstated = table.envelopes + [{"type": undo.TURN_UNDONE, "v": 1, "actor": second, "command_id": "forged",
                                    "version": len(table.envelopes) + 1, "time": table.envelopes[-1]["time"],
                                    "data": {"seat": second, "to_version": point, "undone": []}}]
    ok, detail = verify_undos(ACADEMIC, misstated)
    assert not ok and "exactly" in detail


# -- through the HTTP API --------------------------------------------------------------------------


@pytest.fixture
def now():
    return [START]


@pytest.fixture
def client(fake_redis, now):
    app = create_app("academic_society", Config(dispatch="inline"), redis=fake_redis)
    app.extensions["tabletop"].service.now_ms = lambda: now[0]
    return app.test_client()


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def create(client, players=None, **body):
    response = client.post("/v1/games", json={"players": players or humans(2), "seed": 5, **body})
    assert response.status_code == 201, response.json
    return response.json["game_id"], [s.get("token") for s in response.json["seats"]]


def move(client, game_id, token):
    legal = client.get(f"/v1/games/{game_id}/legal", headers=auth(token)).json
    response = client.post(f"/v1/games/{game_id}/commands", headers=auth(token), json=legal["commands"][0])
    assert response.status_code == 201, response.json
    return response.json["version"]


def mover(client, game_id, tokens):
    """The token of the seat that owes a decision now."""
    for token in tokens:
        if client.get(f"/v1/games/{game_id}/legal", headers=auth(token)).json["commands"]:
            return token
    raise AssertionError("nobody owes a decision")


def test_undo_through_the_api_goes_back_and_is_recorded(client):
    """U2, U5: /legal names the points; POST /undo appends turn_undone; the view is the earlier one."""
    game_id, tokens = create(client)
    token = mover(client, game_id, tokens)
    legal = client.get(f"/v1/games/{game_id}/legal", headers=auth(token)).json
    assert legal["undo"] == {"available": False, "to_versions": [], "default_to_version": None,
                             "reason": "nothing to undo: seat has made no decision since the start of its turn"}
    before = client.get(f"/v1/games/{game_id}", headers=auth(token)).json["view"]
    start = legal["version"]
    move(client, game_id, token)
    shown = client.get(f"/v1/games/{game_id}/legal", headers=auth(token)).json["undo"]
    assert shown["available"] and shown["default_to_version"] == start, shown
    response = client.post(f"/v1/games/{game_id}/undo", headers=auth(token), json={})
    assert response.status_code == 201, response.json
    (event,) = response.json["events"]
    assert event["type"] == "turn_undone" and event["data"]["to_version"] == start and event["actor"] in (0, 1)
    assert client.get(f"/v1/games/{game_id}", headers=auth(token)).json["view"] == before
    audit = client.get(f"/v1/games/{game_id}/audit").json
    assert audit["ok"] and audit["checks"]["undo"]["ok"] and not audit["checks"]["undo"]["skipped"], audit
    events = client.get(f"/v1/games/{game_id}/events").json["events"]
    kept = {e["version"] for e in events if e["type"] != "turn_undone"}
    assert events[-1]["type"] == "turn_undone" and set(event["data"]["undone"]) <= kept  # recorded, never erased


def test_refusals_are_409_with_the_reason_and_append_nothing(client):
    """U2, U3: nothing to undo after another seat acted; a point that is not one; no bearer token."""
    game_id, tokens = create(client)
    first = mover(client, game_id, tokens)
    move(client, game_id, first)
    while mover(client, game_id, tokens) == first:
        move(client, game_id, first)
    other = mover(client, game_id, tokens)
    move(client, game_id, other)
    version = client.get(f"/v1/games/{game_id}").json["version"]
    refused = client.post(f"/v1/games/{game_id}/undo", headers=auth(first), json={})
    assert refused.status_code == 409 and refused.json["error"]["code"] == "undo_unavailable", refused.json
    assert "another seat acted" in refused.json["error"]["details"]["reason"]
    wrong = client.post(f"/v1/games/{game_id}/undo", headers=auth(other), json={"to_version": 1})
    assert wrong.status_code == 409 and wrong.json["error"]["code"] == "undo_target", wrong.json
    assert wrong.json["error"]["details"]["to_versions"]
    assert client.post(f"/v1/games/{game_id}/undo", json={}).status_code == 401
    assert client.post(f"/v1/games/{game_id}/undo", headers=auth(other), json={"to_version": "x"}).status_code == 422
    assert client.get(f"/v1/games/{game_id}").json["version"] == version


def test_a_seat_a_bot_plays_never_undoes(client):
    """U1: a seat handed to a bot is refused; /legal says why."""
    game_id, tokens = create(client)
    token = mover(client, game_id, tokens)
    move(client, game_id, token)
    seat = client.get(f"/v1/games/{game_id}/legal", headers=auth(token)).json["seat"]
    handed = client.put(f"/v1/games/{game_id}/seats/{seat}", headers=auth(token), json={"controller": "bot"})
    assert handed.status_code == 200, handed.json
    refused = client.post(f"/v1/games/{game_id}/undo", headers=auth(token), json={})
    assert refused.status_code == 409 and refused.json["error"]["code"] == "seat_away"
    assert client.get(f"/v1/games/{game_id}/legal", headers=auth(token)).json["undo"]["available"] is False


def test_clocks_keep_the_time_spent_on_undone_decisions(client, now):
    """U6: the undone decision's charge stands; the undo stops no clock for free."""
    game_id, tokens = create(client, clock={"kind": "fischer", "base_s": 600, "increment_s": 0})
    token = mover(client, game_id, tokens)
    seat = client.get(f"/v1/games/{game_id}/legal", headers=auth(token)).json["seat"]
    now[0] += 30_000
    move(client, game_id, token)
    now[0] += 20_000
    assert client.post(f"/v1/games/{game_id}/undo", headers=auth(token), json={}).status_code == 201
    clock = client.get(f"/v1/games/{game_id}").json["clock"]["seats"][seat]
    # 30 s charged at the decision; the clock ran on through the undo (the seat still owes the decision).
    assert clock["remaining_s"] == 570.0 and clock["running"], clock
    audit = client.get(f"/v1/games/{game_id}/audit").json
    assert audit["checks"]["clock"]["ok"] and audit["checks"]["undo"]["ok"], audit["checks"]


def test_tabletop_verify_checks_the_undos_of_an_export_offline(client):
    """U7: the offline verifier runs the same undo check on the export alone (of a finished game: both seats
    resign after the undo, and random bots play the game out)."""
    game_id, tokens = create(client, clock={"kind": "fischer", "base_s": 600, "timeout_policy": "random"})
    token = mover(client, game_id, tokens)
    move(client, game_id, token)
    assert client.post(f"/v1/games/{game_id}/undo", headers=auth(token), json={}).status_code == 201
    for seat_token in tokens:
        assert client.post(f"/v1/games/{game_id}/resign", headers=auth(seat_token)).status_code == 201
    assert client.get(f"/v1/games/{game_id}").json["result"] is not None
    lines = client.get(f"/v1/games/{game_id}/events?raw=true", headers={"Accept": "application/x-ndjson"}).data
    verdict = verify_export(lines.splitlines())
    assert verdict["ok"], verdict["games"][0]["checks"]
    undo_check = verdict["games"][0]["checks"]["undo"]
    assert undo_check["ok"] and "1 undos" in undo_check["detail"], undo_check
