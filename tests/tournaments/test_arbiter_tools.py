"""Issue 37 over HTTP (in process, fakeredis): a Swiss tournament with forbidden groups and two recorded
overrides runs to its end, its audit passes and shows the overrides, no forbidden pair ever meets, every
round's certificate verifies; an impossible constraint is refused with a 409 naming it."""

from __future__ import annotations

from itertools import combinations

from tests.tournaments.test_tournament_api import apps as apps  # noqa: F401 - the fixture
from tests.tournaments.test_tournament_api import auth, bots, create, play_human

HUMAN = {"id": "h", "name": "hana", "kind": "human", "user": "hana"}
TEAMS = [["b0", "b1", "b2"], ["b3", "b4"]]
FORBIDDEN = {"groups": TEAMS, "pairs": [["b5", "h"]]}  # as stored: each constraint sorted


def forbidden_met(tables):
    banned = {tuple(sorted(p)) for group in TEAMS for p in combinations(group, 2)} | {("b5", "h")}
    return [pair for table in tables for pair in combinations(sorted(e for e in table if e), 2) if pair in banned]


def run_with_two_overrides(tournaments, games, entrants=None):
    """A Swiss of 12 at tables of four with forbidden groups: the human is forfeited in round 1 (override 1),
    b6 and b7 swap seats in round 2 (override 2), then the human plays to the end. Returns (tid, round 1's
    start, the human's table in round 1)."""
    created = create(tournaments, entrants=entrants or [HUMAN, *bots(11)], table_sizes=[4], rounds=3,
                     forbidden=FORBIDDEN)
    tid, organiser = created["tournament_id"], created["organiser_token"]
    human = next(e["token"] for e in created["entrants"] if e["id"] == "h")
    started = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser)).json
    assert started["round"] == 1 and started["pairing"] == 3 and started["forbidden"] == FORBIDDEN
    assert tournaments.post(f"/v1/tournaments/{tid}/pause", headers=auth(organiser)).status_code == 200

    # Override 1: the human does not show up; the organiser forfeits them, which closes round 1.
    table = next(t for t in started["tables"] if "h" in t["seats"])
    forfeit = tournaments.post(f"/v1/tournaments/{tid}/overrides", headers=auth(organiser), json={
        "kind": "forfeit", "round": 1, "table": table["table"], "entrants": ["h"], "reason": "no-show at table"})
    assert forfeit.status_code == 201, forfeit.json
    doc = tournaments.get(f"/v1/tournaments/{tid}").json
    assert doc["round_complete"] and doc["status"] == "paused" and doc["round"] == 1
    late = tournaments.post(f"/v1/tournaments/{tid}/overrides", headers=auth(organiser), json={
        "kind": "forfeit", "round": 1, "table": 0, "entrants": ["b0"], "reason": "too late"})
    assert late.status_code == 409 and late.json["error"]["code"] == "override_not_allowed"

    # Override 2: two entrants swap seats in round 2 (the organiser moves b6 onto b7's seat).
    swap = tournaments.post(f"/v1/tournaments/{tid}/overrides", headers=auth(organiser), json={
        "kind": "swap", "round": 2, "entrants": ["b6", "b7"], "reason": "b6 must sit near the door"})
    assert swap.status_code == 201, swap.json
    resumed = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser))
    assert resumed.status_code == 200 and resumed.json["round"] == 2
    final = play_human(tournaments, games, tid, human)
    assert final["status"] == "finished"
    return tid, started, table


def test_a_swiss_with_forbidden_groups_and_two_overrides_runs_and_audits(apps):
    tournaments, games = apps
    tid, started, table = run_with_two_overrides(tournaments, games)
    doc = tournaments.get(f"/v1/tournaments/{tid}").json
    assert [o["kind"] for o in doc["overrides"]] == ["forfeit", "swap"]
    assert doc["overrides"][0]["reason"] == "no-show at table"
    events = tournaments.get(f"/v1/tournaments/{tid}/events").json["events"]
    rounds = [e["data"] for e in events if e["type"] == "round_started"]
    assert len(rounds) == 3
    for data in rounds:
        assert not forbidden_met([t["seats"] for t in data["tables"]]), "a forbidden pair never meets"
        proof = data["certificate"]
        assert proof["method"] == "exact" and proof["lower_bound"] <= proof["repeats"]
    assert doc["certificates"]["3"]["lower_bound"] == doc["certificates"]["3"]["repeats"], "exact fields: equal"
    first = next(e["data"] for e in events if e["type"] == "round_finished")
    decided = next(r for r in first["results"] if r["table"] == table["table"])
    h_seat = decided["seats"].index("h")
    assert h_seat in decided["forfeited"] and decided["overridden"]
    assert next(r for r in doc["standings"] if r["entrant"] == "h")["games"] == 3

    audit = tournaments.get(f"/v1/tournaments/{tid}/audit").json
    assert audit["ok"], audit
    checks = audit["checks"]
    assert not checks["certificates"]["skipped"] and "3 rounds" in checks["certificates"]["detail"]
    shown = checks["overrides"]
    assert [o["reason"] for o in shown["overrides"]] == ["no-show at table", "b6 must sit near the door"]
    kinds = {(d["kind"], d["round"]) for d in shown["departures"]}
    assert kinds == {("result", 1), ("pairing", 2)}
    departure = next(d for d in shown["departures"] if d["kind"] == "pairing")
    assert departure["automatic"] != departure["recorded"] or _same_table(departure["automatic"], "b6", "b7")
    assert departure["recorded"] == [t["seats"] for t in rounds[1]["tables"]]


def _same_table(tables, a, b):
    return any(a in t and b in t for t in tables)


def test_an_impossible_group_gets_a_409_naming_it_and_nothing_is_appended(apps):
    tournaments, _ = apps
    group = ["b0", "b1", "b2", "b3"]  # four team-mates, three tables of three
    created = create(tournaments, entrants=bots(9), table_sizes=[3], rounds=2,
                     forbidden={"groups": [group, ["b4", "b5"]], "pairs": [["b6", "b7"]]})
    tid, organiser = created["tournament_id"], created["organiser_token"]
    before = tournaments.get(f"/v1/tournaments/{tid}").json["version"]
    refused = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser))
    assert refused.status_code == 409
    error = refused.json["error"]
    assert error["code"] == "forbidden_meetings_unmet" and error["details"]["constraints"] == [{"group": group}]
    assert "group b0, b1, b2, b3" in error["message"]
    doc = tournaments.get(f"/v1/tournaments/{tid}").json
    assert doc["status"] == "registering" and doc["version"] == before


def test_a_round_the_field_can_no_longer_meet_pauses_the_tournament_and_resuming_names_it(apps):
    tournaments, _ = apps
    created = create(tournaments, entrants=[HUMAN, *bots(8)], table_sizes=[3], rounds=3,
                     forbidden={"groups": [["b0", "b1", "b2"]]})
    tid, organiser = created["tournament_id"], created["organiser_token"]
    started = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser)).json
    for entrant in ("b3", "b4", "b5"):  # six left: two tables cannot split a team of three
        assert tournaments.post(f"/v1/tournaments/{tid}/entrants/{entrant}/drop",
                                headers=auth(organiser)).status_code == 200
    table = next(t for t in started["tables"] if "h" in t["seats"])
    tournaments.post(f"/v1/tournaments/{tid}/overrides", headers=auth(organiser), json={
        "kind": "forfeit", "round": 1, "table": table["table"], "entrants": ["h"], "reason": "left the venue"})
    doc = tournaments.get(f"/v1/tournaments/{tid}").json
    assert doc["status"] == "paused" and doc["round"] == 1
    assert doc["refused"]["round"] == 2 and doc["refused"]["constraints"] == [{"group": ["b0", "b1", "b2"]}]
    resumed = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser))
    assert resumed.status_code == 409 and resumed.json["error"]["code"] == "forbidden_meetings_unmet"


def test_forbidden_meetings_and_overrides_refuse_bad_input(apps):
    tournaments, _ = apps
    body = {"game": "counting_race", "format": "swiss", "table_sizes": [3], "entrants": bots(9), "seed": 1}
    unknown = tournaments.post("/v1/tournaments", json={**body, "forbidden": {"pairs": [["b0", "zz"]]}})
    assert unknown.status_code == 422 and unknown.json["error"]["code"] == "unknown_entrant"
    robin = tournaments.post("/v1/tournaments", json={**body, "format": "round_robin",
                                                      "forbidden": {"pairs": [["b0", "b1"]]}})
    assert robin.status_code == 422
    short = tournaments.post("/v1/tournaments", json={**body, "forbidden": {"pairs": [["b0"]]}})
    assert short.status_code == 422

    created = create(tournaments, entrants=[HUMAN, *bots(8)], table_sizes=[3], rounds=2,
                     forbidden={"pairs": [["b0", "b1"]]})
    tid, organiser = created["tournament_id"], created["organiser_token"]
    url = f"/v1/tournaments/{tid}/overrides"
    together = [["b0", "b1", "b2"], ["b3", "b4", "b5"], ["b6", "b7", "h"]]
    breaks = tournaments.post(url, headers=auth(organiser), json={"kind": "pairing", "round": 1, "tables": together,
                                                                  "reason": "friends"})
    assert breaks.status_code == 409 and breaks.json["error"]["details"]["constraints"] == [{"pair": ["b0", "b1"]}]
    missing = tournaments.post(url, headers=auth(organiser), json={"kind": "pairing", "round": 1,
                                                                   "tables": together[1:], "reason": "x"})
    assert missing.status_code == 422
    no_reason = tournaments.post(url, headers=auth(organiser), json={"kind": "swap", "round": 1, "entrants": ["b0", "b2"]})
    assert no_reason.status_code == 422
    wrong_round = tournaments.post(url, headers=auth(organiser), json={"kind": "swap", "round": 2,
                                                                       "entrants": ["b0", "b2"], "reason": "x"})
    assert wrong_round.status_code == 409
    not_organiser = tournaments.post(url, json={"kind": "swap", "round": 1, "entrants": ["b0", "b2"], "reason": "x"})
    assert not_organiser.status_code == 401

    uncuttable = create(tournaments, entrants=bots(8), table_sizes=[3], open_registration=True)
    refused = tournaments.post(f"/v1/tournaments/{uncuttable['tournament_id']}/overrides",
                               headers=auth(uncuttable["organiser_token"]), json={
                                   "kind": "pairing", "round": 1, "reason": "x",
                                   "tables": [["b0", "b1", "b2"], ["b3", "b4", "b5"], ["b6", "b7"]]})
    assert refused.status_code == 422 and "cannot be cut" in refused.json["error"]["message"]

    # The organiser's own pairing of round 1 is the round played, and the audit shows where it departs.
    mine = [["b0", "b2", "b3"], ["b1", "b4", "b5"], ["b6", "b7", "h"]]
    assert tournaments.post(url, headers=auth(organiser), json={"kind": "pairing", "round": 1, "tables": mine,
                                                                "reason": "seeded by rating"}).status_code == 201
    started = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser)).json
    assert [t["seats"] for t in started["tables"]] == mine
    assert started["certificates"]["1"] == {"repeats": 0, "lower_bound": 0, "method": "exact"}


def test_an_adjusted_result_counts_in_the_standings_and_the_audit_shows_the_games_own(apps):
    tournaments, games = apps
    created = create(tournaments, entrants=[HUMAN, *bots(8)], table_sizes=[3], rounds=2)
    tid, organiser = created["tournament_id"], created["organiser_token"]
    human = next(e["token"] for e in created["entrants"] if e["id"] == "h")
    started = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser)).json
    open_table = next(t for t in started["tables"] if "h" in t["seats"])
    done = next(t for t in started["tables"] if "h" not in t["seats"])
    played = games.get(f"/v1/games/{done['game_id']}").json["result"]
    last = done["seats"][played["ranking"][-1]]
    ranking = [last, *(e for e in done["seats"] if e != last)]
    url = f"/v1/tournaments/{tid}/overrides"
    still_playing = tournaments.post(url, headers=auth(organiser), json={
        "kind": "adjust", "round": 1, "table": open_table["table"], "ranking": open_table["seats"],
        "winners": open_table["seats"][:1], "reason": "x"})
    assert still_playing.status_code == 409 and still_playing.json["error"]["code"] == "override_not_allowed"
    not_a_prefix = tournaments.post(url, headers=auth(organiser), json={
        "kind": "adjust", "round": 1, "table": done["table"], "ranking": ranking, "winners": ranking[1:2],
        "reason": "x"})
    assert not_a_prefix.status_code == 422
    adjusted = tournaments.post(url, headers=auth(organiser), json={
        "kind": "adjust", "round": 1, "table": done["table"], "ranking": ranking, "winners": [last],
        "reason": "scoring error found by the arbiter"})
    assert adjusted.status_code == 201, adjusted.json

    play_human(tournaments, games, tid, human)
    events = tournaments.get(f"/v1/tournaments/{tid}/events").json["events"]
    first = next(e["data"] for e in events if e["type"] == "round_finished")
    recorded = next(r for r in first["results"] if r["table"] == done["table"])
    assert [recorded["seats"][s] for s in recorded["ranking"]] == ranking and recorded["overridden"]
    audit = tournaments.get(f"/v1/tournaments/{tid}/audit").json
    assert audit["ok"], audit
    (departure,) = audit["checks"]["overrides"]["departures"]
    assert departure["kind"] == "result" and departure["game_result"]["ranking"] == played["ranking"]
    assert departure["overrides"][0]["reason"] == "scoring error found by the arbiter"



def test_an_organisers_pairing_the_field_outgrew_is_refused_until_replaced(apps):
    tournaments, games = apps
    created = create(tournaments, entrants=[HUMAN, *bots(8)], table_sizes=[3, 4], rounds=2)
    tid, organiser = created["tournament_id"], created["organiser_token"]
    human = next(e["token"] for e in created["entrants"] if e["id"] == "h")
    started = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser)).json
    url = f"/v1/tournaments/{tid}/overrides"
    threes = [["h", "b0", "b1"], ["b2", "b3", "b4"], ["b5", "b6", "b7"]]
    assert tournaments.post(url, headers=auth(organiser), json={"kind": "pairing", "round": 2, "tables": threes,
                                                                "reason": "first draft"}).status_code == 201
    assert tournaments.post(f"/v1/tournaments/{tid}/entrants/b7/drop", headers=auth(organiser)).status_code == 200
    table = next(t for t in started["tables"] if "h" in t["seats"])
    tournaments.post(url, headers=auth(organiser), json={"kind": "forfeit", "round": 1, "table": table["table"],
                                                         "entrants": ["h"], "reason": "no-show"})
    doc = tournaments.get(f"/v1/tournaments/{tid}").json
    assert doc["status"] == "paused" and doc["round"] == 1 and doc["refused"]["code"] == "override_outdated"
    resumed = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser))
    assert resumed.status_code == 409 and resumed.json["error"]["code"] == "override_outdated"

    fours = [["h", "b0", "b1", "b2"], ["b3", "b4", "b5", "b6"]]
    assert tournaments.post(url, headers=auth(organiser), json={"kind": "pairing", "round": 2, "tables": fours,
                                                                "reason": "eight left"}).status_code == 201
    resumed = tournaments.post(f"/v1/tournaments/{tid}/start", headers=auth(organiser))
    assert resumed.status_code == 200 and [t["seats"] for t in resumed.json["tables"]] == fours
    play_human(tournaments, games, tid, human)
    audit = tournaments.get(f"/v1/tournaments/{tid}/audit").json
    assert audit["ok"], audit
    pairing = [d for d in audit["checks"]["overrides"]["departures"] if d["kind"] == "pairing"]
    assert [d["recorded"] for d in pairing] == [fours]
    assert [o["reason"] for o in pairing[0]["overrides"]] == ["first draft", "eight left"]
