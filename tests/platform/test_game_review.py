"""Issue 35: a finished game reviewed move by move, through the API (a job) and offline (`tabletop analyse`),
with the same figures; the job on a queue of its own; only finished games; `analysis_finished` to the
client that asked.

Budgets are the smallest (one determinization per decision, 60 per game) so the suite stays quick; the
figures' quality is judged in tests/platform/test_review_quality.py and by `make bench PART=review`.
"""

from __future__ import annotations

import json
import signal

import pytest

from shared.app.clients.integrators import HEADER, ClientRegistry
from shared.app.finished_games.analysis_jobs import DONE, QUEUED, AnalysisJobs
from shared.audit.analysis import (
    ANALYSIS_VERSION,
    AnalysisOverBudget,
    AnalysisSettings,
    analyse,
    replayed_decisions,
)
from shared.audit.game_review import KIND, run_analysis
from shared.base.config import Config
from shared.bus import queues
from shared.domain.registry import load_engine
from shared.domain.review import MARK_NAMES, review_search_of
from shared.http import analysis_api
from shared.http.factory import create_app
from shared.store.repository import GAME_FINISHED
from shared.tools import cli

SETTINGS = {"analysis_worlds": 1, "analysis_check_worlds": 1, "analysis_game_worlds": 60}
CONFIG = Config(dispatch="inline", webhook_block_private=False, **SETTINGS)
# One finished game of each kind, every seat a heuristic bot (the Archeology's solo game: one seat and the
# Automa, whose decisions the rulebook makes and the review leaves out).
BOTS = {
    "academic_society": [{"name": f"b{i}", "kind": "bot", "policy": "heuristic"} for i in range(2)],
    "royal_archeology": [{"name": "solo", "kind": "bot", "policy": "heuristic"},
                         {"name": "automa", "kind": "automa", "policy": "automa"}],
    "modern_society": [{"name": f"b{i}", "kind": "bot", "policy": "heuristic"} for i in range(3)],
}


def finished(client, game: str, seed: int = 7) -> str:
    created = client.post("/v1/games", json={"players": BOTS[game], "seed": seed})
    assert created.status_code == 201, created.json
    return created.json["game_id"]


def export(client, game_id: str, path) -> str:
    lines = client.get(f"/v1/games/{game_id}/events?raw=true&limit=10000",
                       headers={"Accept": "application/x-ndjson"}).data
    path.write_bytes(lines)
    assert json.loads(lines.splitlines()[-1])["type"] == GAME_FINISHED
    return str(path)


def offline(source: str, capsys, *options: str) -> dict:
    code = cli.main(["analyse", source, "--json", "--worlds", str(SETTINGS["analysis_worlds"]),
                     "--check-worlds", str(SETTINGS["analysis_check_worlds"]),
                     "--game-worlds", str(SETTINGS["analysis_game_worlds"]), *options])
    assert code == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("game", sorted(BOTS))
def test_a_finished_game_of_each_kind_is_reviewed_through_the_api_and_offline_with_identical_figures(
        game, fake_redis, tmp_path, capsys):
    client = create_app(game, CONFIG, redis=fake_redis).test_client()
    game_id = finished(client, game)
    asked = client.post(f"/v1/games/{game_id}/analysis")
    assert asked.status_code == 202, asked.json
    job, result = asked.json["job"], asked.json["result"]
    assert job["status"] == DONE and job["progress"]["done"] == job["progress"]["total"] == len(result["decisions"])
    again = client.post(f"/v1/games/{game_id}/analysis")
    assert again.status_code == 202 and again.json == asked.json  # the same job, not a second review
    assert client.get(f"/v1/games/{game_id}/analysis").json == asked.json

    assert offline(export(client, game_id, tmp_path / "game.ndjson"), capsys) == result

    assert result["release"]["analysis"] == ANALYSIS_VERSION and result["release"]["package"] == "tabletop-hosting"
    assert result["settings"] == {"worlds": 1, "check_worlds": 1, "game_worlds": 60, "worlds_per_decision": 1,
                                  "check_worlds_per_decision": 1}
    marks = review_search_of(client.application.extensions["tabletop"].engine).marks
    reviewed = {seat for seat, p in enumerate(BOTS[game]) if p["kind"] != "automa"}
    assert {d["seat"] for d in result["decisions"]} == reviewed
    for decision in result["decisions"]:
        if decision["forced"]:
            assert decision["loss"] == 0 and decision["mark"] is None
            continue
        # signed: the pick stays the best found even where the command played did better on the check worlds
        assert decision["loss"] == pytest.approx(decision["best_value"] - decision["value"], abs=2e-3)
        assert decision["loss"] == 0 or decision["best"] != decision["command"]
        assert abs(decision["loss"]) <= decision["stake"] + 2e-3  # the stake: the spread of the values checked
        assert decision["mark"] == marks.of(decision["loss"])
    assert_seat_summaries(result)
    # The chart's curve: every reviewed seat before each decision, and the final margins.
    assert len(result["standing"]) == len(result["decisions"]) + 1
    assert all((value is None) == (seat not in reviewed)
               for point in result["standing"] for seat, value in enumerate(point["seats"]))


def assert_seat_summaries(result: dict) -> None:
    for seat in result["seats"]:
        mine = [d for d in result["decisions"] if d["seat"] == seat["seat"] and not d["forced"]]
        assert seat["decisions"] == len(mine)
        assert all(seat[name] == sum(1 for d in mine if d["mark"] == name) for name in MARK_NAMES)
        stakes = sum(d["stake"] for d in mine)
        assert seat["loss_share"] == pytest.approx(sum(d["loss"] for d in mine) / stakes if stakes > 0 else 0,
                                                abs=2e-3)
        assert seat["average_loss"] == pytest.approx(sum(d["loss"] for d in mine) / len(mine), abs=2e-3)
        assert seat["accuracy"] == pytest.approx(100 * (1 - min(1, max(0, seat["loss_share"]))), abs=0.2)


def test_a_released_analysis_version_still_computes_its_documents(fake_redis, tmp_path, capsys):
    """Version 2 (the better of the pick and the played command on the check worlds is the best found) stays
    computable offline, so a document it gave replays: its losses never negative, never above the stake, its
    draws its own (not version 3's)."""
    client = create_app("modern_society", CONFIG, redis=fake_redis).test_client()
    source = export(client, finished(client, "modern_society"), tmp_path / "game.ndjson")
    newest = offline(source, capsys)
    second = offline(source, capsys, "--analysis-version", "2")
    assert second["release"]["analysis"] == 2 and newest["release"]["analysis"] == ANALYSIS_VERSION
    assert offline(source, capsys, "--analysis-version", "2") == second  # reproducible
    unforced = [d for d in second["decisions"] if not d["forced"]]
    for decision in unforced:
        assert decision["loss"] == pytest.approx(max(0.0, decision["best_value"] - decision["value"]), abs=2e-3)
        assert 0 <= decision["loss"] <= decision["stake"]
    assert_seat_summaries(second)
    assert [d["loss"] for d in second["decisions"]] != [d["loss"] for d in newest["decisions"]]
    with pytest.raises(SystemExit):  # version 1 is not computable since version 2
        cli.main(["analyse", source, "--analysis-version", "1"])


def test_a_game_still_being_played_is_refused_and_unknown_ones_are_404s(fake_redis):
    client = create_app("modern_society", CONFIG, redis=fake_redis).test_client()
    players = [{"name": "ann", "kind": "human"}, *BOTS["modern_society"][:2]]
    game_id = client.post("/v1/games", json={"players": players, "seed": 3}).json["game_id"]
    refused = client.post(f"/v1/games/{game_id}/analysis")
    assert refused.status_code == 409 and refused.json["error"]["code"] == "game_not_finished"
    assert AnalysisJobs(fake_redis, CONFIG.key_prefix).job(game_id) is None  # nothing queued
    assert client.post("/v1/games/nope/analysis").json["error"]["code"] == "game_not_found"
    assert client.get(f"/v1/games/{game_id}/analysis").json == {"job": None, "result": None}  # nobody asked
    unknown = client.get("/v1/games/nope/analysis")
    assert unknown.status_code == 404 and set(unknown.json["error"]) == {"code", "message", "details"}


def test_asking_needs_the_analysis_scope(fake_redis):
    client = create_app("modern_society", CONFIG, redis=fake_redis).test_client()
    game_id = finished(client, "modern_society")
    _, key = ClientRegistry(fake_redis, CONFIG.key_prefix).create("reader", "Reader", ["games:read"])
    refused = client.post(f"/v1/games/{game_id}/analysis", headers={HEADER: key})
    assert refused.status_code == 403 and refused.json["error"]["code"] == "insufficient_scope"
    assert client.post(f"/v1/games/{game_id}/analysis", headers={HEADER: "x.y"}).status_code == 401


class Recorder:
    def __init__(self):
        self.sent = []

    def send(self, name, args=(), countdown=None):
        self.sent.append((name, tuple(args)))


def test_under_celery_the_job_goes_to_the_analysis_queue_and_its_end_is_told_to_the_asking_client_only(
        fake_redis, monkeypatch):
    inline = create_app("modern_society", CONFIG, redis=fake_redis).test_client()
    game_id = finished(inline, "modern_society")
    hooks = {}
    for owner in ("tests", "other"):
        headers = {} if owner == "tests" else {HEADER: ClientRegistry(fake_redis, CONFIG.key_prefix).create(
            owner, owner, ["webhooks:write"])[1]}
        hook = inline.post("/v1/webhooks", json={"url": "http://127.0.0.1:9/hook", "events": [KIND]}, headers=headers)
        assert hook.status_code == 201, hook.json
        hooks[owner] = (hook.json["webhook"]["id"], headers)
    recorder = Recorder()
    monkeypatch.setattr(analysis_api, "sender_for", lambda config: recorder)
    celery_app = create_app("modern_society", Config(dispatch="celery", **SETTINGS), redis=fake_redis)
    asked = celery_app.test_client().post(f"/v1/games/{game_id}/analysis")
    assert asked.status_code == 202 and asked.json["job"]["status"] == QUEUED and asked.json["result"] is None
    assert recorder.sent == [(queues.ANALYSE_GAME, ("modern_society", game_id))]
    assert queues.task_routes(CONFIG)[queues.ANALYSE_GAME]["queue"].endswith("tabletop.analysis")
    celery_app.test_client().post(f"/v1/games/{game_id}/analysis")
    assert len(recorder.sent) == 1  # the same job: nothing queued twice

    rt = celery_app.extensions["tabletop"]
    assert run_analysis(rt, AnalysisJobs(fake_redis, CONFIG.key_prefix), game_id) == DONE
    assert celery_app.test_client().get(f"/v1/games/{game_id}/analysis").json["job"]["status"] == DONE
    mine = inline.get(f"/v1/webhooks/{hooks['tests'][0]}/deliveries").json["deliveries"]
    theirs = inline.get(f"/v1/webhooks/{hooks['other'][0]}/deliveries", headers=hooks["other"][1]).json
    assert [d["type"] for d in mine] == [KIND] and mine[0]["data"]["job_id"] == asked.json["job"]["id"]
    assert theirs["deliveries"] == []
    # Delivered again (a redelivered task): the job is done, nothing runs or is enqueued twice.
    assert run_analysis(rt, AnalysisJobs(fake_redis, CONFIG.key_prefix), game_id) == DONE
    assert len(inline.get(f"/v1/webhooks/{hooks['tests'][0]}/deliveries").json["deliveries"]) == 1


def test_the_progress_stream_ends_with_the_finished_job(fake_redis):
    client = create_app("modern_society", CONFIG, redis=fake_redis).test_client()
    game_id = finished(client, "modern_society")
    assert client.get(f"/v1/games/{game_id}/analysis/stream").status_code == 404
    job = client.post(f"/v1/games/{game_id}/analysis").json["job"]
    stream = client.get(f"/v1/games/{game_id}/analysis/stream")
    assert stream.status_code == 200 and stream.mimetype == "text/event-stream"
    event, data = stream.data.decode().strip().split("\n")
    assert event == "event: finished" and json.loads(data.removeprefix("data: ")) == job


def test_a_review_over_its_cpu_ceiling_fails_without_a_partial_result_and_is_queued_again(fake_redis):
    config = Config(dispatch="inline", analysis_cpu_s=0.0, **SETTINGS)
    client = create_app("modern_society", config, redis=fake_redis).test_client()
    game_id = finished(client, "modern_society")
    first = client.post(f"/v1/games/{game_id}/analysis").json
    assert first["job"]["status"] == "failed" and first["job"]["error"]["code"] == "over_budget"
    assert first["result"] is None and AnalysisJobs(fake_redis, CONFIG.key_prefix).result(game_id) is None
    again = client.post(f"/v1/games/{game_id}/analysis").json  # a failed job runs again when asked
    assert again["job"]["id"] == first["job"]["id"] and again["job"]["status"] == "failed"


def test_a_two_seat_archeology_game_is_reviewed_through_the_api_and_offline_alike(fake_redis, tmp_path, capsys):
    """The Archeology beside its solo game above: a confrontation game of two heuristic seats, both reviewed."""
    client = create_app("royal_archeology", CONFIG, redis=fake_redis).test_client()
    seats = [{"name": f"b{i}", "kind": "bot", "policy": "heuristic"} for i in range(2)]
    created = client.post("/v1/games", json={"players": seats, "seed": 11, "options": {"mode": "confrontation"}})
    assert created.status_code == 201, created.json
    game_id = created.json["game_id"]
    asked = client.post(f"/v1/games/{game_id}/analysis").json
    assert asked["job"]["status"] == DONE and {d["seat"] for d in asked["result"]["decisions"]} == {0, 1}
    assert offline(export(client, game_id, tmp_path / "game.ndjson"), capsys) == asked["result"]
    assert_seat_summaries(asked["result"])


def test_a_decision_over_its_cpu_ceiling_fails_the_review_without_a_partial_result(fake_redis):
    """Issue 35, item 3: a budget per decision in CPU ms (ANALYSIS_DECISION_CPU_MS) beside the game's; like it, a
    ceiling that stops a review, never a figure that depends on time."""
    config = Config(dispatch="inline", analysis_decision_cpu_ms=0.0, **SETTINGS)
    client = create_app("modern_society", config, redis=fake_redis).test_client()
    game_id = finished(client, "modern_society")
    job = client.post(f"/v1/games/{game_id}/analysis").json["job"]
    assert job["status"] == "failed" and job["error"]["code"] == "over_budget"
    assert "CPU ms" in job["error"]["message"] and AnalysisJobs(fake_redis, CONFIG.key_prefix).result(game_id) is None
    generous = Config(dispatch="inline", analysis_decision_cpu_ms=60_000.0, **SETTINGS)
    other = create_app("modern_society", generous, redis=fake_redis).test_client()
    assert other.post(f"/v1/games/{finished(other, 'modern_society')}/analysis").json["job"]["status"] == "done"


def test_the_per_decision_ceiling_stops_a_decision_while_it_runs_and_leaves_no_timer_behind():
    """In the main thread (a Celery pool process, the command line) the ceiling is a CPU timer: the decision that
    breaks it never finishes (every decision that did finish took less), rather than being judged after it ran."""
    from shared.tools.review_bench import heuristic_game

    before = signal.getsignal(signal.SIGPROF)
    spent: list[float] = []
    with pytest.raises(AnalysisOverBudget):
        analyse(load_engine("academic_society"), heuristic_game("academic_society", 1),
                AnalysisSettings(worlds=3, check_worlds=3), decision_cpu_ms=20.0, spent_ms=spent)
    assert all(ms <= 20.0 for ms in spent), spent
    assert signal.getitimer(signal.ITIMER_PROF) == (0.0, 0.0) and signal.getsignal(signal.SIGPROF) == before
    engine, raw, few = load_engine("modern_society"), heuristic_game("modern_society", 1), AnalysisSettings(1, 1)
    assert analyse(engine, raw, few, cpu_s=480, decision_cpu_ms=30_000) == analyse(engine, raw, few)  # no figure moves


def test_a_game_longer_than_its_budget_gets_fewer_worlds_per_decision(fake_redis, tmp_path, capsys):
    """3 + 3 worlds a decision at most, and 4 per decision plus one in all for the game: 2 + 2 a decision."""
    client = create_app("modern_society", CONFIG, redis=fake_redis).test_client()
    source = export(client, finished(client, "modern_society"), tmp_path / "game.ndjson")
    raw = [json.loads(line) for line in open(source, "rb").read().splitlines()]
    decisions = len(replayed_decisions(load_engine("modern_society"), raw)[2])
    code = cli.main(["analyse", source, "--json", "--worlds", "3", "--check-worlds", "3",
                     "--game-worlds", str(4 * decisions + 1)])
    assert code == 0
    assert json.loads(capsys.readouterr().out)["settings"] == {
        "worlds": 3, "check_worlds": 3, "game_worlds": 4 * decisions + 1, "worlds_per_decision": 2,
        "check_worlds_per_decision": 2}


def test_an_export_that_is_not_a_finished_game_is_refused_by_the_offline_command(fake_redis, tmp_path, capsys):
    client = create_app("modern_society", CONFIG, redis=fake_redis).test_client()
    players = [{"name": "ann", "kind": "human"}, *BOTS["modern_society"][:2]]
    game_id = client.post("/v1/games", json={"players": players, "seed": 3}).json["game_id"]
    lines = client.get(f"/v1/games/{game_id}/events?raw=true", headers={"Accept": "application/x-ndjson"}).data
    (tmp_path / "live.ndjson").write_bytes(lines)
    assert cli.main(["analyse", str(tmp_path / "live.ndjson"), "--json"]) == 2
    assert "game_not_finished" in capsys.readouterr().err
    (tmp_path / "junk.ndjson").write_text("not json\n")
    assert cli.main(["analyse", str(tmp_path / "junk.ndjson")]) == 2
    first = json.loads(lines.splitlines()[0])
    (tmp_path / "odd.ndjson").write_text(json.dumps({**first, "data": "not an object"}) + "\n")
    assert cli.main(["analyse", str(tmp_path / "odd.ndjson")]) == 2


def test_a_private_games_review_is_a_404_to_another_client(fake_redis):
    client = create_app("modern_society", CONFIG, redis=fake_redis).test_client()
    created = client.post("/v1/games", json={"players": BOTS["modern_society"], "seed": 7, "visibility": "private"})
    assert created.status_code == 201, created.json
    game_id = created.json["game_id"]
    _, key = ClientRegistry(fake_redis, CONFIG.key_prefix).create("stranger", "Stranger")
    for response in (client.post(f"/v1/games/{game_id}/analysis", headers={HEADER: key}),
                     client.get(f"/v1/games/{game_id}/analysis", headers={HEADER: key}),
                     client.get(f"/v1/games/{game_id}/analysis/stream", headers={HEADER: key})):
        assert response.status_code == 404 and response.json["error"]["code"] == "game_not_found"
    assert AnalysisJobs(fake_redis, CONFIG.key_prefix).job(game_id) is None
    assert client.post(f"/v1/games/{game_id}/analysis").status_code == 202  # its own client may


def test_a_job_is_reviewed_in_the_analysis_version_it_was_asked_for(fake_redis):
    """A job queued by a release computing version 2, run by a worker of one computing 3 (a rolling upgrade),
    gets the version 2 document its id promises, whether the job names its version or predates naming it."""
    from shared.app.finished_games.analysis_jobs import analysis_version_of, job_id

    app = create_app("modern_society", Config(dispatch="celery", **SETTINGS), redis=fake_redis)
    game_id = finished(create_app("modern_society", CONFIG, redis=fake_redis).test_client(), "modern_society")
    jobs = AnalysisJobs(fake_redis, CONFIG.key_prefix)
    settings = {"worlds": 1, "check_worlds": 1, "game_worlds": 60}
    job = jobs.request("modern_society", game_id, "tests", settings, 2).job
    assert job["analysis_version"] == 2 and job["id"] == job_id(game_id, settings, 2)
    before_naming = {key: value for key, value in job.items() if key != "analysis_version"}
    assert analysis_version_of(before_naming, {2: False, 3: True}) == 2
    assert analysis_version_of(before_naming, {3: True}) is None
    assert run_analysis(app.extensions["tabletop"], jobs, game_id) == DONE
    assert jobs.result(game_id)["release"]["analysis"] == 2 != ANALYSIS_VERSION
