"""End to end on a real stack: the tournament service and two game services under gunicorn, a
Celery worker, the real Redis. A human entrant plays among bot entrants in a tournament of each
of two games (the fixture game and Academic Society): the human through the game API with the
seat token /me hands out, the bots and every round change through the workers."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid

import pytest
import redis as redis_lib
import requests

from shared.tools.embedded_redis import free_port
from tests.service_helpers import wait_until_healthy

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
APPS = {"tournaments": "services.tournaments.api:create_app()", "counting_race": "tests.fixture_app:create_app()",
        "academic_society": "services.academic_society.api:create_app()"}


@pytest.fixture
def stack(real_redis_url):
    prefix = f"e2e:{uuid.uuid4().hex[:8]}:"
    env = dict(os.environ, REDIS_URL=real_redis_url, KEY_PREFIX=prefix, PYTHONPATH=ROOT, DISPATCH="celery",
               TABLETOP_EXTRA_GAMES="counting_race=tests.fixture_game")
    ports = {name: free_port() for name in APPS}
    processes = [subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "--workers", "1",
                                   "--bind", f"127.0.0.1:{ports[name]}", app], cwd=ROOT, env=env)
                 for name, app in APPS.items()]
    processes.append(subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "shared.workers.app:celery_app", "worker", "--loglevel", "WARNING",
         # The deployment's own queues (namespaced by its KEY_PREFIX: shared.bus.queues.queue_name).
         "-Q", f"{prefix}tabletop.projections,{prefix}tabletop.automated", "--concurrency", "2", "--pool", "threads", "--without-gossip",
         "--without-mingle", "--without-heartbeat", "--hostname", f"tournament-e2e-{prefix}@%h"], cwd=ROOT, env=env))
    try:
        for port in ports.values():
            wait_until_healthy(f"http://127.0.0.1:{port}", 60)
        yield {name: f"http://127.0.0.1:{port}" for name, port in ports.items()}
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
        client = redis_lib.Redis.from_url(real_redis_url)
        keys = list(client.scan_iter(match=f"{prefix}*", count=1000))
        for start in range(0, len(keys), 500):
            client.delete(*keys[start : start + 500])


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def create_and_start(base, game, entrants, **settings):
    body = {"game": game, "format": "swiss", "entrants": entrants, "seed": 5, **settings}
    created = requests.post(f"{base}/v1/tournaments", json=body, timeout=10)
    assert created.status_code == 201, created.text
    created = created.json()
    started = requests.post(f"{base}/v1/tournaments/{created['tournament_id']}/start",
                            headers=auth(created["organiser_token"]), timeout=60)
    assert started.status_code == 200, started.text
    human = next(e["token"] for e in created["entrants"] if e["token"])
    return created["tournament_id"], human


def play_step(urls, game, tournament_id, token) -> str:
    """One step of the human entrant: a move if it owes one. Returns the tournament's status."""
    me = requests.get(f"{urls['tournaments']}/v1/tournaments/{tournament_id}/me", headers=auth(token), timeout=10).json()
    table = me["table"]
    if me["status"] == "finished" or table is None:
        return me["status"]
    base = urls[game]
    legal = requests.get(f"{base}/v1/games/{table['game_id']}/legal", headers=auth(table["token"]), timeout=10).json()
    if legal["commands"]:
        command = dict(legal["commands"][0], expected_version=legal["version"])
        response = requests.post(f"{base}/v1/games/{table['game_id']}/commands", json=command,
                                 headers=auth(table["token"]), timeout=10)
        assert response.status_code in (201, 409), response.text
    else:
        time.sleep(0.02)  # bots move through the worker; the next round is paired by it too
    return me["status"]


def assert_logged(base, events_url, stream_id, kind):
    """The stream's last head is in the deployment's transparency log under a signed tree head (issue 21)."""
    from shared.audit.log_proofs import check_inclusion
    from shared.store.signing import keys_by_id

    last = requests.get(events_url, params={"from_version": 1, "limit": 10000}, timeout=10).json()["events"][-1]
    deadline = time.monotonic() + 30
    while True:
        proof = requests.get(f"{base}/v1/log/proof/inclusion", params={"game_id": stream_id, "version": last["version"]},
                             timeout=10)
        if proof.status_code == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert proof.status_code == 200, proof.text
    assert proof.json()["leaf"]["kind"] == kind
    keys = keys_by_id(requests.get(f"{base}/v1/log/keys", timeout=10).json()["keys"])
    assert check_inclusion(proof.json(), stream_id, last["version"], last["hash"], keys) is None


def assert_feed_has_every_table(base, tournament_id):
    """The organiser's feed (issue 37) has each table's creation, start and finish, once, in that order."""
    items = requests.get(f"{base}/v1/tournaments/{tournament_id}/feed/items", timeout=30).json()["items"]
    events = requests.get(f"{base}/v1/tournaments/{tournament_id}/events", timeout=10).json()["events"]
    game_ids = [t["game_id"] for e in events if e["type"] == "round_started" for t in e["data"]["tables"]]
    for game_id in game_ids:
        seen = [i["type"] for i in items if i["data"].get("game_id") == game_id and i["type"].startswith("table_")]
        assert seen == ["table_created", "table_started", "table_finished"], (game_id, seen)


def test_a_human_entrant_among_bots_in_tournaments_of_two_games(stack):
    urls = stack
    race = create_and_start(urls["tournaments"], "counting_race",
                            [{"id": "me", "name": "me", "kind": "human", "user": "me"},
                             *({"id": f"r{i}", "name": f"racer {i}", "kind": "bot", "policy": "random"} for i in range(5))],
                            table_sizes=[3], rounds=2)
    academic = create_and_start(urls["tournaments"], "academic_society",
                                [{"id": "me", "name": "me", "kind": "human", "user": "me"},
                                 {"id": "prof", "name": "professor", "kind": "bot", "policy": "heuristic",
                                  "user": "prof"}],
                                table_sizes=[2], rounds=1)
    pending = {"counting_race": race, "academic_society": academic}
    deadline = time.monotonic() + 100
    while pending and time.monotonic() < deadline:
        for game, (tournament_id, token) in list(pending.items()):
            if play_step(urls, game, tournament_id, token) == "finished":
                del pending[game]
    assert not pending, f"not finished: {list(pending)}"

    for game, (tournament_id, _token) in (("counting_race", race), ("academic_society", academic)):
        doc = requests.get(f"{urls['tournaments']}/v1/tournaments/{tournament_id}", timeout=10).json()
        assert doc["status"] == "finished" and doc["seed"] is not None
        me = next(r for r in doc["standings"] if r["entrant"] == "me")
        assert me["games"] == doc["rounds"]
        audit = requests.get(f"{urls['tournaments']}/v1/tournaments/{tournament_id}/audit", timeout=60).json()
        assert audit["ok"] and not any(c["skipped"] for c in audit["checks"].values()), audit
        lobby = requests.get(f"{urls[game]}/v1/games", params={"tournament": tournament_id}, timeout=10).json()
        assert lobby["total"] == sum(1 for _ in range(doc["rounds"])) * len(doc["tables"])
        table = doc["tables"][0]
        game_audit = requests.get(f"{urls[game]}/v1/games/{table['game_id']}/audit", timeout=60).json()
        assert game_audit["ok"], game_audit
        assert_feed_has_every_table(urls["tournaments"], tournament_id)
        assert_logged(urls["tournaments"], f"{urls['tournaments']}/v1/tournaments/{tournament_id}/events",
                      tournament_id, "tournament_finished")
        assert_logged(urls[game], f"{urls[game]}/v1/games/{table['game_id']}/events", table["game_id"],
                      "game_finished")

    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:  # the ratings refresh runs on the projections queue, a moment later
        rating = requests.get(f"{urls['tournaments']}/v1/ratings/academic_society/tests:me", timeout=10)
        if rating.status_code == 200:
            break
        time.sleep(0.2)
    assert rating.status_code == 200 and rating.json()["games"] >= 1


def wait_for(check, seconds=60.0):
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.1)


def test_a_swiss_with_forbidden_groups_and_two_overrides_over_http(stack):
    """Issue 37 on the real stack: forbidden teams, an impossible team refused with the 409, the organiser
    forfeits the absent human (its seat resigns, the workers finish the game) and swaps two entrants, the
    human plays the other rounds; the audit passes and shows both overrides, the feed has every table."""
    base = stack["tournaments"]
    entrants = [{"id": "me", "name": "me", "kind": "human", "user": "me"},
                *({"id": f"r{i}", "name": f"racer {i}", "kind": "bot", "policy": "random"} for i in range(11))]
    teams = [["r0", "r1", "r2"], ["r3", "r4", "r5"]]
    body = {"game": "counting_race", "format": "swiss", "entrants": entrants, "seed": 9, "table_sizes": [4],
            "rounds": 3}
    impossible = requests.post(f"{base}/v1/tournaments", json={
        **body, "forbidden": {"groups": [["r0", "r1", "r2", "r3"]]}}, timeout=10).json()
    refused = requests.post(f"{base}/v1/tournaments/{impossible['tournament_id']}/start",
                            headers=auth(impossible["organiser_token"]), timeout=60)
    assert refused.status_code == 409 and refused.json()["error"]["details"]["constraints"] == [
        {"group": ["r0", "r1", "r2", "r3"]}]

    created = requests.post(f"{base}/v1/tournaments", json={**body, "forbidden": {"groups": teams}}, timeout=10).json()
    tid, organiser = created["tournament_id"], auth(created["organiser_token"])
    human = next(e["token"] for e in created["entrants"] if e["token"])
    started = requests.post(f"{base}/v1/tournaments/{tid}/start", headers=organiser, timeout=60).json()
    assert requests.post(f"{base}/v1/tournaments/{tid}/pause", headers=organiser, timeout=10).status_code == 200
    table = next(t for t in started["tables"] if "me" in t["seats"])
    forfeit = requests.post(f"{base}/v1/tournaments/{tid}/overrides", headers=organiser, timeout=60, json={
        "kind": "forfeit", "round": 1, "table": table["table"], "entrants": ["me"], "reason": "absent"})
    assert forfeit.status_code == 201, forfeit.text
    assert wait_for(lambda: requests.get(f"{base}/v1/tournaments/{tid}", timeout=10).json()["round_complete"])
    swap = requests.post(f"{base}/v1/tournaments/{tid}/overrides", headers=organiser, timeout=60, json={
        "kind": "swap", "round": 2, "entrants": ["r6", "r7"], "reason": "seating request"})
    assert swap.status_code == 201, swap.text
    assert requests.post(f"{base}/v1/tournaments/{tid}/start", headers=organiser, timeout=60).status_code == 200
    deadline = time.monotonic() + 100
    status = None
    while status != "finished" and time.monotonic() < deadline:
        status = play_step(stack, "counting_race", tid, human)  # one human move per step, until the end

    doc = requests.get(f"{base}/v1/tournaments/{tid}", timeout=10).json()
    assert doc["status"] == "finished" and [o["kind"] for o in doc["overrides"]] == ["forfeit", "swap"]
    events = requests.get(f"{base}/v1/tournaments/{tid}/events", timeout=10).json()["events"]
    for e in events:
        if e["type"] == "round_started":
            for t in e["data"]["tables"]:
                assert not any(len(set(team) & set(t["seats"])) > 1 for team in teams), "team-mates never meet"
    audit = requests.get(f"{base}/v1/tournaments/{tid}/audit", timeout=60).json()
    assert audit["ok"], audit
    assert {(d["kind"], d["round"]) for d in audit["checks"]["overrides"]["departures"]} == {("result", 1),
                                                                                           ("pairing", 2)}
    assert_feed_has_every_table(base, tid)
