"""Issue 35, item 3: a game's review is cached in the read model and moves to the archive with the game.

Archival (shared.app.finished_games.archival) copies a finished or failed review to the archive and evicts its Redis hash with
the game's other keys; `GET .../analysis` then serves it from the archive, byte for byte the same document; a
review still running holds the game back; a review asked for after archival runs on the archived history and
lands in the archive too.
"""

from __future__ import annotations

from shared.app.finished_games.analysis_jobs import DONE, QUEUED, AnalysisJobs
from shared.app.finished_games.archival import ARCHIVED, REVIEWING, archive_game
from shared.audit.game_review import run_analysis
from shared.base.config import Config
from shared.http.factory import create_app
from shared.store import keys
from tests.platform.archive_backends import archive_url  # noqa: F401 - fixture

BOTS = [{"name": f"b{i}", "kind": "bot", "policy": "heuristic"} for i in range(3)]


def make_app(redis, url: str, prefix: str = ""):
    config = Config(dispatch="inline", key_prefix=prefix, archive_url=url, archive_after_s=0, analysis_worlds=1,
                    analysis_check_worlds=1, analysis_game_worlds=60)
    return create_app("modern_society", config, redis=redis)


def finished(client, seed: int = 7) -> str:
    created = client.post("/v1/games", json={"players": BOTS, "seed": seed})
    assert created.status_code == 201, created.json
    return created.json["game_id"]


def review_key(game_id: str, prefix: str = "") -> str:
    return keys.analysis_key(prefix, game_id)


def test_an_archived_games_review_moves_with_it_and_is_served_from_the_archive(fake_redis, archive_url):  # noqa: F811
    app = make_app(fake_redis, archive_url)
    client, rt = app.test_client(), app.extensions["tabletop"]
    game_id = finished(client)
    asked = client.post(f"/v1/games/{game_id}/analysis")
    assert asked.status_code == 202 and asked.json["job"]["status"] == DONE
    before = client.get(f"/v1/games/{game_id}/analysis")
    assert fake_redis.exists(review_key(game_id))

    assert archive_game(rt.projector, game_id) == ARCHIVED
    assert not fake_redis.exists(review_key(game_id))  # evicted with the game's other keys
    held = rt.store.archive.analysis(game_id)
    assert held is not None and held[1] is not None
    after = client.get(f"/v1/games/{game_id}/analysis")
    assert after.status_code == 200 and after.data == before.data
    assert after.json["result"]["decisions"] and after.json["job"]["status"] == DONE

    again = client.post(f"/v1/games/{game_id}/analysis")  # the same job, from the archive: nothing runs again
    assert again.status_code == 202 and again.json == before.json
    assert not fake_redis.exists(review_key(game_id))


class Recorder:
    def __init__(self):
        self.sent = []

    def send(self, name, args=(), countdown=None):
        self.sent.append((name, tuple(args)))


def test_a_review_underway_holds_the_game_back_until_it_is_done(fake_redis, tmp_path):
    app = make_app(fake_redis, f"sqlite://{tmp_path}/archive.sqlite3", prefix="blue:")  # under a key prefix too
    client, rt = app.test_client(), app.extensions["tabletop"]
    game_id = finished(client)
    jobs = AnalysisJobs(fake_redis, "blue:", Recorder(), store=rt.store)
    settings = {"worlds": 1, "check_worlds": 1, "game_worlds": 60}
    assert jobs.request("modern_society", game_id, None, settings, 2).job["status"] == QUEUED

    assert archive_game(rt.projector, game_id) == REVIEWING  # its result would land after the eviction
    assert fake_redis.exists(rt.store.keys(game_id).events) and rt.store.archive.analysis(game_id) is None

    assert run_analysis(rt, jobs, game_id) == DONE
    result = jobs.result(game_id)
    assert archive_game(rt.projector, game_id) == ARCHIVED
    assert not fake_redis.exists(review_key(game_id, "blue:"))
    served = client.get(f"/v1/games/{game_id}/analysis").json
    assert served["job"]["status"] == DONE and served["result"] == result


def test_a_review_asked_for_after_archival_reads_the_archive_and_lands_there(fake_redis, tmp_path):
    app = make_app(fake_redis, f"sqlite://{tmp_path}/archive.sqlite3")
    client, rt = app.test_client(), app.extensions["tabletop"]
    game_id = finished(client)
    assert archive_game(rt.projector, game_id) == ARCHIVED
    assert client.get(f"/v1/games/{game_id}/analysis").json == {"job": None, "result": None}

    asked = client.post(f"/v1/games/{game_id}/analysis")
    assert asked.status_code == 202 and asked.json["job"]["status"] == DONE
    assert len(asked.json["result"]["decisions"]) > 0
    assert not fake_redis.exists(review_key(game_id))  # moved to the archive as soon as it was done
    assert rt.store.archive.analysis(game_id) is not None
    assert client.get(f"/v1/games/{game_id}/analysis").json == asked.json


def test_a_failed_review_moves_too_and_is_asked_for_again(fake_redis, tmp_path):
    app = make_app(fake_redis, f"sqlite://{tmp_path}/archive.sqlite3")
    client, rt = app.test_client(), app.extensions["tabletop"]
    game_id = finished(client)
    jobs = AnalysisJobs(fake_redis, "", Recorder(), store=rt.store)
    jobs.request("modern_society", game_id, None, {"worlds": 1, "check_worlds": 1, "game_worlds": 60}, 2)
    jobs.fail(game_id, "over_budget", "over 1 CPU s")
    assert archive_game(rt.projector, game_id) == ARCHIVED
    assert client.get(f"/v1/games/{game_id}/analysis").json["job"]["status"] == "failed"

    asked = client.post(f"/v1/games/{game_id}/analysis")  # a failed review is queued again, as before archival
    assert asked.status_code == 202 and asked.json["job"]["status"] == DONE
    assert rt.store.archive.analysis(game_id) is not None and not fake_redis.exists(review_key(game_id))
