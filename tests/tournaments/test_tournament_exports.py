"""Issue 37 item 5: standings and a crosstable as CSV and JSON; the whole tournament (entrants, rounds, tables,
results, certificates, overrides) in the interchange format, which imports and verifies, and whose readable
sections cannot be changed without the import noticing."""

from __future__ import annotations

import csv
import io
import json

from services.tournaments.interchange import import_interchange
from shared.audit.verifier import verify_export
from tests.tournaments.test_arbiter_tools import HUMAN, run_with_two_overrides
from tests.tournaments.test_tournament_api import apps as apps  # noqa: F401 - the fixture
from tests.tournaments.test_tournament_api import bots


def rows_of(text):
    return list(csv.DictReader(io.StringIO(text)))


def test_standings_crosstable_and_the_interchange_of_a_tournament_with_overrides(apps):
    tournaments, games = apps
    named = [HUMAN, {"id": "x", "name": "=HYPERLINK(1)", "kind": "bot", "policy": "random"}, *bots(10)]
    tid, _, _ = run_with_two_overrides(tournaments, games, named)
    doc = tournaments.get(f"/v1/tournaments/{tid}").json

    standings = tournaments.get(f"/v1/tournaments/{tid}/standings").json
    assert [r["entrant"] for r in standings["standings"]] == [r["entrant"] for r in doc["standings"]]
    as_csv = tournaments.get(f"/v1/tournaments/{tid}/standings?format=csv")
    assert as_csv.mimetype == "text/csv" and "attachment" in as_csv.headers["Content-Disposition"]
    table = rows_of(as_csv.get_data(as_text=True))
    assert [int(r["rank"]) for r in table] == list(range(1, 13))
    assert [int(r["points"]) for r in table] == [r["points"] for r in doc["standings"]]
    assert next(r for r in table if r["entrant"] == "x")["name"] == "'=HYPERLINK(1)", "no formula runs"

    cross = tournaments.get(f"/v1/tournaments/{tid}/crosstable").json
    assert cross["rounds"] == 3 and len(cross["rows"]) == 12
    for row in cross["rows"]:
        assert sum(cell["points"] for cell in row["rounds"]) == row["points"]
        for cell in row["rounds"]:
            for mate in cell["with"]:  # who sat together, seen from both sides
                other = next(r for r in cross["rows"] if r["entrant"] == mate)["rounds"][cell["round"] - 1]
                assert row["entrant"] in other["with"] and other["table"] == cell["table"]
    forfeit = next(r for r in cross["rows"] if r["entrant"] == "h")["rounds"][0]
    assert forfeit["forfeited"] and forfeit["place"] == forfeit["size"] and forfeit["points"] == 0
    grid = rows_of(tournaments.get(f"/v1/tournaments/{tid}/crosstable?format=csv").get_data(as_text=True))
    assert list(grid[0]) == ["rank", "entrant", "name", "R1", "R2", "R3", "points"]
    assert next(r for r in grid if r["entrant"] == "h")["R1"].endswith("+0 F")
    assert tournaments.get(f"/v1/tournaments/{tid}/crosstable?format=xml").status_code == 422

    response = tournaments.get(f"/v1/tournaments/{tid}/interchange")
    assert response.status_code == 200 and response.mimetype == "application/x-ndjson"
    lines = response.data.splitlines()
    imported = import_interchange(lines)
    assert imported["ok"], ([n for n, c in imported["checks"].items() if not c["ok"]], imported["problems"],
                            [g for g in imported["games"] if not g["ok"]])
    sections = imported["tournament"]
    assert [o["kind"] for o in sections["overrides"]] == ["forfeit", "swap"]
    assert [o["reason"] for o in sections["overrides"]] == ["no-show at table", "b6 must sit near the door"]
    assert len(sections["rounds"]) == 3 and all(r["certificate"] and r["results"] for r in sections["rounds"])
    assert sections["settings"]["forbidden"] == doc["forbidden"] and len(sections["entrants"]) == 12
    assert sections["standings"] == doc["standings"]
    assert {"sections", "pairings", "certificates", "overrides", "results", "games"} <= set(imported["checks"])
    assert len(imported["games"]) == 9 and all(g["ok"] for g in imported["games"])
    assert verify_export(lines)["ok"], "tabletop verify reads the interchange file too"
    over_http = tournaments.post("/v1/tournaments/interchange/verify", data=b"\n".join(lines))
    assert over_http.status_code == 200 and over_http.json["ok"]

    document = json.loads(lines[0])
    document["overrides"][0]["reason"] = "a different story"
    rewritten = import_interchange([json.dumps(document).encode(), *lines[1:]])
    assert not rewritten["ok"] and not rewritten["checks"]["sections"]["ok"]
    assert "overrides" in rewritten["checks"]["sections"]["detail"]
    document = json.loads(lines[0]) | {"format_version": 99}
    future = import_interchange([json.dumps(document).encode(), *lines[1:]])
    assert not future["ok"] and not future["checks"]["format"]["ok"]
    assert tournaments.post("/v1/tournaments/interchange/verify", data=b"").status_code == 422
    garbled = tournaments.post("/v1/tournaments/interchange/verify", data=b"{not json")
    assert garbled.status_code == 422 and garbled.json["error"]["code"] == "invalid_interchange"
    stray = tournaments.post("/v1/tournaments/interchange/verify", data=b'{"kind": "tournament_interchange"}')
    assert stray.status_code == 200 and not stray.json["ok"]


def test_a_forged_certificate_or_a_hidden_override_is_caught(apps):
    tournaments, games = apps
    tid, _, _ = run_with_two_overrides(tournaments, games)
    lines = tournaments.get(f"/v1/tournaments/{tid}/export").data.splitlines()
    assert verify_export(lines)["ok"]

    document = json.loads(lines[0])
    for event in document["events"]:
        if event["type"] == "round_started" and event["data"]["round"] == 2:
            event["data"]["certificate"]["lower_bound"] += 1  # a better-looking pairing than was proven
    checks = verify_export([json.dumps(document).encode(), *lines[1:]])["documents"][0]["checks"]
    assert not checks["certificates"]["ok"] and "round 2" in checks["certificates"]["detail"]

    document = json.loads(lines[0])
    document["events"] = [e for e in document["events"] if e["type"] != "entrants_swapped"]  # the swap hidden
    checks = verify_export([json.dumps(document).encode(), *lines[1:]])["documents"][0]["checks"]
    assert not checks["hash_chain"]["ok"] and not checks["pairings"]["ok"]
