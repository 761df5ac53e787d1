"""Issue 14 item 1 with issue 11 item 6: a finished tournament's export (GET /v1/tournaments/{id}/export) is
verified offline by `tabletop verify`: every game re-verified, every round's pairing and the standings
recomputed from the revealed seed and the games' own results; tampering is caught by the named check."""

from __future__ import annotations

import json

from shared.audit.verifier import verify_export
from tests.tournaments.test_tournament_api import GAME, auth, bots, create
from tests.tournaments.test_tournament_api import apps as apps  # noqa: F401 - the fixture

FIELD = {"game": GAME}


def finished_export(tournaments) -> list[bytes]:
    created = create(tournaments, entrants=bots(8), table_sizes=[4], rounds=2)
    tid, organiser = created["tournament_id"], created["organiser_token"]
    assert tournaments.get(f"/v1/tournaments/{tid}/export").status_code == 409  # not finished yet
    tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser))
    assert tournaments.get(f"/v1/tournaments/{tid}").json["status"] == "finished"
    response = tournaments.get(f"/v1/tournaments/{tid}/export")
    assert response.status_code == 200 and response.mimetype == "application/x-ndjson"
    return response.data.splitlines()


def test_a_tournament_export_verifies_offline(apps):
    tournaments, _ = apps
    lines = finished_export(tournaments)
    verdict = verify_export(lines)
    assert verdict["ok"], verdict
    (document,) = verdict["documents"]
    assert document["kind"] == "tournament"
    assert set(document["checks"]) >= {"hash_chain", "seed_commitment", "pairings", "results", "standings", "games"}
    assert not document["checks"]["pairings"]["skipped"] and "2 rounds" in document["checks"]["pairings"]["detail"]
    assert len(verdict["games"]) == 4


def test_a_rigged_pairing_in_the_export_is_caught(apps):
    tournaments, _ = apps
    lines = finished_export(tournaments)
    document = json.loads(lines[0])
    for event in document["events"]:
        if event["type"] == "round_started" and event["data"]["round"] == 2:
            first, second = event["data"]["tables"][0]["seats"], event["data"]["tables"][1]["seats"]
            first[0], second[0] = second[0], first[0]
    verdict = verify_export([json.dumps(document).encode(), *lines[1:]])
    assert not verdict["ok"]
    checks = verdict["documents"][0]["checks"]
    assert not checks["hash_chain"]["ok"] and not checks["pairings"]["ok"]


def test_a_game_missing_from_the_export_or_a_changed_result_is_caught(apps):
    tournaments, _ = apps
    lines = finished_export(tournaments)
    events = [json.loads(line) for line in lines[1:]]
    dropped = events[0]["game_id"]
    verdict = verify_export([lines[0], *(json.dumps(e).encode() for e in events if e["game_id"] != dropped)])
    checks = verdict["documents"][0]["checks"]
    assert not verdict["ok"] and not checks["results"]["ok"] and not checks["games"]["ok"]

    finished = next(e for e in reversed(events) if e["type"] == "game_finished")
    finished["data"]["result"]["winners"] = [seat for seat in range(4) if seat not in finished["data"]["result"]["winners"]]
    verdict = verify_export([lines[0], *(json.dumps(e).encode() for e in events)])
    assert not verdict["ok"]
    checks = verdict["documents"][0]["checks"]
    assert not checks["results"]["ok"] and not checks["games"]["ok"]
