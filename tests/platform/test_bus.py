"""The bus (shared.bus): handlers of the platform's happenings, the plugins, tasks sent by name; and no
Celery app in a web process until it queues a task."""

from __future__ import annotations

import os
import subprocess
import sys

from shared.app.after_append.pipeline import FollowUp
from shared.app.runtime import build_runtime
from shared.base.config import Config
from shared.bus import plugins, queues
from shared.bus.handlers import GAME_FINISHED, LATER, NOW, WORKER, Bus, GameFinished
from shared.bus.sender import TaskSender
from shared.store import keys
from tests.fixture_game import ENGINE

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def bots(count=2):
    return [{"name": f"b{i}", "kind": "bot", "policy": "greedy"} for i in range(count)]


def test_a_finished_game_reaches_a_handler_registered_on_the_bus(fake_redis, key_prefix):
    rt = build_runtime(ENGINE, Config(dispatch="inline", key_prefix=key_prefix), fake_redis)
    told: list[GameFinished] = []
    rt.bus.subscribe(GAME_FINISHED, told.append)
    game_id = rt.service.create_game(bots(), {}, seed=3)["game_id"]  # inline: played and projected at once
    record = rt.service.load(game_id)
    assert record.result is not None
    assert [(f.record.game_id, f.record.version, f.record.result) for f in told] == [
        (game_id, record.version, record.result)]
    assert told[0].game == ENGINE.name and told[0].follow_up == NOW and told[0].sender is None
    rt.projector.project(game_id)
    assert len(told) == 1, "projected already: not published again"


def test_the_follow_up_follows_the_dispatch_unless_the_caller_says(fake_redis, key_prefix):
    class Recording:
        def __init__(self):
            self.sender = type("Sender", (), {"send": lambda self, *a, **k: None})()

        def after_append(self, game_id, version, needs_advance):
            return None

    for follow_up, expected in ((None, WORKER), (LATER, LATER)):
        dispatcher = Recording()
        rt = build_runtime(ENGINE, Config(key_prefix=key_prefix), fake_redis, dispatcher, follow_up=follow_up)
        told: list[GameFinished] = []
        rt.bus.subscribe(GAME_FINISHED, told.append)
        game_id = rt.service.create_game(bots(), {}, seed=4)["game_id"]
        rt.service.advance(game_id)
        if follow_up is None:  # the workers: a follow-up consumer runs the entries the appends XADDed
            stream = keys.follow_up_key(key_prefix, keys.partition_of(game_id))
            rt.pipeline.follow([FollowUp.decoded(fields[b"f"]) for _, fields in fake_redis.xrange(stream)])
        else:  # a rebuild: the read models from the streams alone
            rt.projector.rebuild_all()
        assert [f.follow_up for f in told if f.record.game_id == game_id] == [expected]
        assert told[-1].sender is dispatcher.sender, "queued follow-ups go where the dispatcher's tasks go"


def test_handlers_run_in_order_once_each_and_a_failure_propagates():
    bus, calls = Bus(), []

    def first(happening):
        calls.append(("first", happening))

    def broken(happening):
        raise RuntimeError("handler bug")

    bus.subscribe("x", first)
    bus.subscribe("x", first)  # subscribed twice: told once
    bus.publish("x", 1)
    assert calls == [("first", 1)] and bus.handlers("y") == []
    bus.subscribe("x", broken)
    try:
        bus.publish("x", 2)
    except RuntimeError:
        pass
    else:
        raise AssertionError("a failing handler must fail the publication (the projection is retried)")
    assert calls[-1] == ("first", 2)


def test_every_runtime_subscribes_the_ratings_archive_and_the_plugins_handlers(fake_redis, key_prefix):
    from services.tournaments.handlers import advance_tournament
    from shared.app.finished_games.archival import schedule_archival
    from shared.app.matchmaking.rating_handler import rate_finished_game

    rt = build_runtime(ENGINE, Config(dispatch="inline", key_prefix=key_prefix), fake_redis)
    # The transparency log's final head is the pipeline's own `log` subscriber (shared.app.after_append.pipeline).
    assert rt.bus.handlers(GAME_FINISHED) == [rate_finished_game, schedule_archival, advance_tournament]


def test_the_plugins_are_found_by_name_and_route_their_tasks():
    from services.tournaments import handlers, interchange, tasks

    (tournaments,) = plugins.plugins()
    assert tournaments.name == "tournaments"
    assert plugins.part_modules("handlers") == [handlers] and plugins.part_modules("tasks") == [tasks]
    # The tournament export's and the interchange file's document kinds (issue 37).
    assert plugins.part_modules("documents") == [interchange]
    config = Config(key_prefix="blue:")
    assert queues.task_routes(config)["tabletop.tournament_advance"] == {"queue": "blue:tabletop.automated"}


def test_the_sender_sends_by_name_on_the_deployments_queues(real_redis_url, key_prefix):
    import redis as redis_lib

    sender = TaskSender(Config(redis_url=real_redis_url, key_prefix=key_prefix))
    client = redis_lib.Redis.from_url(real_redis_url)
    try:
        sender.send(queues.ADVANCE, ("counting_race", "g1"))
        sender.send(queues.SEQUENCE_LOG)
        # The Redis broker keeps each queue in a list named after it, behind the KEY_PREFIX (global_keyprefix).
        assert client.llen(f"{key_prefix}{key_prefix}tabletop.automated") == 1
        assert client.llen(f"{key_prefix}{key_prefix}tabletop.projections") == 1
    finally:
        for key in client.scan_iter(match=f"{key_prefix}*"):
            client.delete(key)
        client.close()


NO_CELERY_APP = """
import celery._state
import fakeredis
from shared.base.config import Config
from shared.http.factory import create_app

app = create_app("counting_race", Config(dispatch="celery", key_prefix="no-celery:"), redis=fakeredis.FakeRedis())
assert app.test_client().get("/healthz").status_code == 200
import sys
assert not [m for m in sys.modules if m.startswith("shared.workers.") and m != "shared.workers.task_metrics"], (
    sorted(m for m in sys.modules if m.startswith("shared.workers")))
assert not list(celery._state._get_active_apps()), list(celery._state._get_active_apps())
print("ok")
"""


def test_a_web_process_builds_no_celery_app_until_it_queues_a_task():
    """Importing the web app's factory, building the app and serving a request that queues nothing
    builds no Celery app and imports none of the workers' modules (the sender builds its app on the first
    task it sends: test_the_sender_sends_by_name_on_the_deployments_queues)."""
    env = {**os.environ, "PYTHONPATH": ROOT, "TABLETOP_EXTRA_GAMES": "counting_race=tests.fixture_game"}
    result = subprocess.run([sys.executable, "-c", NO_CELERY_APP], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stdout + result.stderr


def test_the_worker_app_is_built_on_first_access_from_the_environment():
    script = """
import celery._state
import shared.workers.app as worker_app
assert not list(celery._state._get_active_apps())
app = worker_app.celery_app
assert app is worker_app.celery_app and "tabletop.tournament_advance" in app.tasks
assert app.conf.task_default_queue == "green:tabletop.automated"
print("ok")
"""
    env = {**os.environ, "PYTHONPATH": ROOT, "KEY_PREFIX": "green:"}
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stdout + result.stderr
