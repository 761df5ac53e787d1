"""A fourth game hosted through its declaration alone (issue 33, item 3): Take-Away, a game shared/ has never
heard of, hosted as a deployment hosts a game (TABLETOP_EXTRA_GAMES names its declaration module), goes
through the paths the three games go through: created by a client over HTTP, played against a bot, listed in
the lobby and the web client, replayed, audited, exported and verified offline in another process, and its
webhooks delivered."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import jsonschema
import pytest

from shared.app.webhooks.delivery import Deliverer
from shared.app.webhooks.subscriptions import matches
from shared.base.config import Config
from shared.domain import policy_versions, registry, rules_versions
from shared.domain.engine import fold
from shared.domain.simulation import play_random_game
from shared.http.factory import create_app
from tests.take_away.declaration import DECLARATION
from tests.webhooks.receiver import Receiver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DECLARATION_MODULE = "tests.take_away.declaration"
CONFIG = Config(dispatch="inline", webhook_block_private=False, webhook_timeout_s=0.5, webhook_retry_s=(0, 0, 0))


def hosting_environment() -> dict[str, str]:
    extra = ",".join(filter(None, [os.environ.get("TABLETOP_EXTRA_GAMES"), DECLARATION_MODULE]))
    return {"TABLETOP_EXTRA_GAMES": extra}


@pytest.fixture
def hosted(monkeypatch):
    """The deployment's configuration names the declaration: nothing else tells the platform of the game."""
    monkeypatch.setenv("TABLETOP_EXTRA_GAMES", hosting_environment()["TABLETOP_EXTRA_GAMES"])
    registry.refresh()
    yield DECLARATION
    monkeypatch.undo()
    registry.refresh()


@pytest.fixture
def client(hosted, fake_redis):
    return create_app(DECLARATION.name, CONFIG, redis=fake_redis).test_client()


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play_against_the_bot(client, seed: int = 5, policy: str = "perfect") -> tuple[str, dict]:
    """A client creates a game of a human seat and a bot; the human takes at random until the pile is empty
    (the bot moves through the platform's automated-seat path after each of its commands)."""
    created = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"},
                                                         {"name": "bot", "kind": "bot", "policy": policy}],
                                             "options": {"stones": 15, "max_take": 3}, "seed": seed})
    assert created.status_code == 201, created.json
    game_id, token = created.json["game_id"], created.json["seats"][0]["token"]
    rng = random.Random(seed)
    for _ in range(DECLARATION.load_engine().max_decisions):
        legal = client.get(f"/v1/games/{game_id}/legal", headers=auth(token)).json
        if not legal["commands"]:
            break
        command = dict(rng.choice(legal["commands"]), expected_version=legal["version"])
        response = client.post(f"/v1/games/{game_id}/commands", json=command, headers=auth(token))
        assert response.status_code == 201, response.json
    return game_id, client.get(f"/v1/games/{game_id}", headers=auth(token)).json


def test_the_platform_knows_the_game_only_once_its_declaration_is_configured(hosted, monkeypatch):
    assert registry.is_known(DECLARATION.name) and DECLARATION.name in registry.available_games()
    assert DECLARATION.name not in registry.installed_games()  # no client is published for a test's game
    monkeypatch.delenv("TABLETOP_EXTRA_GAMES")
    registry.refresh()
    assert not registry.is_known(DECLARATION.name)


def test_its_rules_use_only_the_platforms_pure_floors():
    """The game is written against the engine protocol alone (shared.domain, shared.base), like the hosted games'
    rules: nothing of the platform's edges, and nothing the platform was changed for."""
    import ast
    from pathlib import Path

    for path in (Path(ROOT) / "tests" / "take_away" / "rules").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                assert node.module in ("__future__", "random") or node.module.startswith(
                    ("shared.domain.", "shared.base.")), (path.name, node.module)
            elif isinstance(node, ast.Import):
                assert all(alias.name in ("random",) for alias in node.names), (path.name, node.names)


def test_its_released_rules_and_policy_versions_are_frozen_by_their_hashes(hosted):
    for entry in DECLARATION.rules_versions:
        assert rules_versions.content_hash(entry.module) == entry.sha256
        assert rules_versions.RELEASED[(entry.game, entry.version)] == entry
    assert rules_versions.current_version(DECLARATION.name) == 1
    for entry in DECLARATION.policy_versions:
        assert policy_versions.content_hash(entry.sources) == entry.sha256
    assert policy_versions.newest(DECLARATION.load_engine(), "perfect") == 1


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_keep_the_engine_protocol(hosted, seats):
    engine = registry.load_engine(DECLARATION.name)
    for seed in range(20):
        players = [{"name": f"p{s}", "kind": "bot", "policy": "random"} for s in range(seats)]
        result = play_random_game(engine, players, {"stones": 7 + seed, "max_take": 2 + seed % 4}, seed)
        assert result.decisions <= engine.max_decisions


def test_the_perfect_bot_wins_from_a_winning_pile_whatever_the_other_takes(hosted, fake_redis):
    engine = registry.load_engine(DECLARATION.name)
    for seed in range(10):
        state = engine.initial_state()
        for event in engine.new_game([{"name": "a"}, {"name": "b"}], {"stones": 21}, random.Random(seed)):
            state = engine.evolve(state, event)
        bot = state["turn"]  # 21 is no multiple of 4: whoever starts wins by playing perfectly
        rng = random.Random(seed)
        while not engine.is_over(state):
            seat = engine.pending(state)[0]
            command = (engine.bot_command(state, seat, "perfect", rng) if seat == bot
                       else rng.choice(engine.legal(state, seat)))
            for event in engine.decide(state, seat, command, rng):
                state = engine.evolve(state, event)
        assert engine.score(state)["winners"] == [bot]


def test_created_over_http_played_against_a_bot_scored_listed_and_audited(client):
    game_id, final = play_against_the_bot(client)
    assert final["status"] == "finished" and final["pending"] == [] and final["view"]["left"] == 0
    result = final["result"]
    assert sorted(result["ranking"]) == [0, 1] and len(result["winners"]) == 1
    assert [p["name"] for p in sorted(result["players"], key=lambda p: p["seat"])] == ["ann", "bot"]
    events = client.get(f"/v1/games/{game_id}/events").json["events"]
    assert {e["actor"] for e in events if e["type"] == "stones_taken"} == {0, 1}  # the bot moved too
    lobby = client.get("/v1/games?status=finished").json["games"]
    assert game_id in [g["game_id"] for g in lobby]
    audit = client.get(f"/v1/games/{game_id}/audit").json
    assert audit["ok"], audit["checks"]
    assert not audit["checks"]["decisions"]["skipped"] and not audit["checks"]["bots"]["skipped"]


def test_a_refused_take_is_a_4xx_with_the_rules_words(client):
    created = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"}, {"name": "bea", "kind": "human"}], "seed": 1}).json
    game_id, seats = created["game_id"], created["seats"]
    view = client.get(f"/v1/games/{game_id}").json
    mover = view["pending"][0]
    too_many = client.post(f"/v1/games/{game_id}/commands", json={"type": "take", "count": 4},
                           headers=auth(seats[mover]["token"]))
    assert too_many.status_code in (400, 422) and set(too_many.json["error"]) == {"code", "message", "details"}
    not_yours = client.post(f"/v1/games/{game_id}/commands", json={"type": "take", "count": 1},
                            headers=auth(seats[1 - mover]["token"]))
    assert 400 <= not_yours.status_code < 500 and not_yours.json["error"]["code"] == "not_your_turn"
    refused = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"}, {"name": "bea", "kind": "human"}],
                                             "options": {"stones": 3}})
    assert refused.status_code in (400, 422) and refused.json["error"]["details"]["field"] == "options.stones"


def test_every_version_replays_as_the_fold_from_the_start(client):
    game_id, final = play_against_the_bot(client, seed=8)
    engine = registry.load_engine(DECLARATION.name)
    events = client.application.extensions["tabletop"].service.store.read(game_id)
    for version in range(1, final["version"] + 1):
        document = client.get(f"/v1/games/{game_id}?at_version={version}").json
        assert document["at_version"] == version
        assert document["view"] == engine.view(fold(engine, events[:version]), None)


def test_exported_and_verified_offline_in_another_process_and_a_forgery_is_caught(client, tmp_path):
    game_id, _final = play_against_the_bot(client, seed=11)
    export = client.get(f"/v1/games/{game_id}/events?raw=true&limit=10000", headers={"Accept": "application/x-ndjson"})
    honest, forged = tmp_path / "honest.ndjson", tmp_path / "forged.ndjson"
    honest.write_bytes(export.data)
    lines = export.data.splitlines()
    taken = next(i for i, line in enumerate(lines) if b'"stones_taken"' in line)
    event = json.loads(lines[taken])
    event["data"]["count"] = event["data"]["count"] % 3 + 1
    forged.write_bytes(b"\n".join([*lines[:taken], json.dumps(event).encode(), *lines[taken + 1:]]) + b"\n")
    # No Redis, no server: the verifier process knows the game from its declaration, as the deployment does.
    env = dict(os.environ, PYTHONPATH=ROOT, REDIS_URL="redis://127.0.0.1:1/0", **hosting_environment())
    verify = [sys.executable, "-m", "shared.tools.cli", "verify"]
    ok = subprocess.run([*verify, str(honest)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = subprocess.run([*verify, str(forged)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert bad.returncode != 0


def test_the_web_client_gets_its_title_presets_and_renderer(client):
    config = client.get("/play/config.json").json
    assert config["game"] == DECLARATION.name and config["titles"][DECLARATION.name] == "Take-Away"
    assert config["presets"] == [preset.public() for preset in DECLARATION.lobby_presets]
    assert config["ports"][DECLARATION.name] == DECLARATION.default_port
    renderer = client.get(config["renderer"])
    assert renderer.status_code == 200 and b"export function renderBoard" in renderer.data
    for preset in DECLARATION.lobby_presets:  # each preset creates a game
        players = [{"name": f"p{i}", "kind": seat[0], **({"policy": seat[1]} if len(seat) > 1 else {})}
                   for i, seat in enumerate(preset.seats)]
        response = client.post("/v1/games", json={"players": players, "options": dict(preset.options)})
        assert response.status_code == 201, response.json
    document = client.get("/v1/openapi.json").json
    assert set(document["components"]["schemas"]["GameOptions"]["properties"]) == {"stones", "max_take"}


def test_webhooks_are_delivered_signed_and_once(client, fake_redis):
    receiver = Receiver()
    try:
        hook = client.post("/v1/webhooks", json={"url": receiver.url, "events": [
            "game_started", "turn_started", "game_finished", "game_happening"]})
        assert hook.status_code == 201, hook.json
        receiver.secrets.append(hook.json["secret"])
        game_id, final = play_against_the_bot(client, seed=13)
        deliverer = Deliverer(fake_redis, CONFIG)
        for _ in range(20):
            deliverer.run(hook.json["webhook"]["id"])
        assert receiver.bad_signatures == 0 and len(receiver.received) == len(receiver.unique)
        kinds = [e["type"] for e in receiver.received]
        assert kinds[0] == "game_started" and kinds[-1] == "game_finished" and "turn_started" in kinds
        assert {e["data"]["game"] for e in receiver.received} == {DECLARATION.name}
        assert receiver.events("game_finished")[0]["data"]["version"] == final["version"]
        # The happening its declaration adds: every take, as a spectator sees it, at its version.
        taken = [e for e in client.get(f"/v1/games/{game_id}/events").json["events"] if e["type"] == "stones_taken"]
        told = receiver.events("game_happening")
        assert [(h["data"]["happening"], h["data"]["version"], h["data"]["event"]) for h in told] == [
            ("stones_taken", e["version"], {"type": "stones_taken", "data": e["data"]}) for e in taken]
        document = client.get("/v1/asyncapi.json").json
        for event in receiver.received:  # each delivery fits its message in the service's AsyncAPI document
            name = "".join(part.capitalize() for part in event["type"].split("_")) + "Webhook"
            schema = {"components": document["components"], "$ref": f"#/components/schemas/{name}"}
            jsonschema.Draft7Validator(schema).validate(event)
    finally:
        receiver.stop()


def test_an_endpoint_can_ask_for_some_happenings_only(client, fake_redis):
    """Issue 33: the happenings a game adds are named, and an endpoint may filter `game_happening` by name;
    the filter narrows no other kind, and a name no game declares is refused (422, nothing registered)."""
    unknown = client.post("/v1/webhooks", json={"url": "http://127.0.0.1:9/h", "events": ["game_happening"],
                                                "filters": {"happenings": ["stones_given"]}})
    assert unknown.status_code == 422 and unknown.json["error"]["details"] == {
        "field": "filters.happenings", "allowed": ["stones_taken"]}
    assert client.get("/v1/webhooks").json["webhooks"] == []
    receiver = Receiver()
    try:
        hook = client.post("/v1/webhooks", json={"url": receiver.url, "events": ["game_happening", "game_finished"],
                                                 "filters": {"happenings": ["stones_taken"]}})
        assert hook.status_code == 201, hook.json
        assert hook.json["webhook"]["filters"]["happenings"] == ["stones_taken"]
        receiver.secrets.append(hook.json["secret"])
        game_id, _final = play_against_the_bot(client, seed=17)
        for _ in range(20):
            Deliverer(fake_redis, CONFIG).run(hook.json["webhook"]["id"])
        taken = [e for e in client.get(f"/v1/games/{game_id}/events").json["events"] if e["type"] == "stones_taken"]
        assert [h["data"]["version"] for h in receiver.events("game_happening")] == [e["version"] for e in taken]
        assert len(receiver.events("game_finished")) == 1
    finally:
        receiver.stop()


def test_a_happenings_filter_narrows_game_happening_alone():
    endpoint = {"status": "active", "events": ["game_happening", "game_started"],
                "filters": {"games": [], "tournaments": [], "users": [], "happenings": ["law_passed"]}}
    assert matches(endpoint, "game_happening", "g", None, [], "law_passed")
    assert not matches(endpoint, "game_happening", "g", None, [], "stones_taken")
    assert matches(endpoint, "game_started", "g", None, [])
    before_the_filter = {**endpoint, "filters": {"games": ["g"], "tournaments": [], "users": []}}  # stored earlier
    assert matches(before_the_filter, "game_happening", "g", None, [], "stones_taken")
    assert not matches(before_the_filter, "game_happening", "h", None, [], "stones_taken")


@pytest.fixture
def deployment(hosted, real_redis_url):
    """The deployment's processes (gunicorn with the platform's app factory, a Celery worker) hosting the game
    from the configured declaration, on their own key prefix, removed afterwards."""
    import uuid

    from tests.platform.test_e2e import Stack, _cleanup

    prefix = f"e2e:{uuid.uuid4().hex[:8]}:"
    stack = Stack(real_redis_url, prefix, app=f"shared.http.factory:create_app({DECLARATION.name!r})",
                  extra_games=DECLARATION_MODULE)
    stack.env["WEBHOOK_BLOCK_PRIVATE"] = "off"  # the tests' webhook receiver is on 127.0.0.1
    try:
        stack.start()
        yield stack
    finally:
        stack.stop()
        _cleanup(real_redis_url, prefix)


@pytest.mark.e2e
@pytest.mark.integration
def test_hosted_by_real_processes_from_its_declaration(deployment):
    """The deployment's processes host the game from the configured declaration: a client creates it, plays the
    human seat over HTTP while the worker moves the bot, the finished game is listed, audited and verified by
    `tabletop verify`, and its webhooks arrive."""
    import time

    import requests

    from shared.tools import cli

    stack = deployment
    receiver = Receiver()
    try:
        assert requests.get(f"{stack.base}/healthz", timeout=10).json()["game"] == DECLARATION.name
        hook = requests.post(f"{stack.base}/v1/webhooks", timeout=10, json={"url": receiver.url,
                                                                            "events": ["game_finished"]})
        assert hook.status_code == 201, hook.text
        receiver.secrets.append(hook.json()["secret"])
        created = requests.post(f"{stack.base}/v1/games", timeout=10, json={
            "players": [{"name": "ann", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "perfect"}],
            "seed": 3})
        assert created.status_code == 201, created.text
        game_id, headers = created.json()["game_id"], auth(created.json()["seats"][0]["token"])
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if requests.get(f"{stack.base}/v1/games/{game_id}", timeout=10).json()["status"] == "finished":
                break
            legal = requests.get(f"{stack.base}/v1/games/{game_id}/legal", headers=headers, timeout=10).json()
            if not legal["commands"]:
                time.sleep(0.05)  # the bot moves through the worker
                continue
            response = requests.post(f"{stack.base}/v1/games/{game_id}/commands", headers=headers, timeout=10,
                                     json=dict(legal["commands"][0], expected_version=legal["version"]))
            assert response.status_code in (201, 409), response.text
        else:
            pytest.fail("the game did not finish")
        events = requests.get(f"{stack.base}/v1/games/{game_id}/events", timeout=10).json()["events"]
        assert {e["actor"] for e in events if e["type"] == "stones_taken"} == {0, 1}
        until = time.monotonic() + 60
        while time.monotonic() < until:
            listed = requests.get(f"{stack.base}/v1/games?status=finished", timeout=10).json()["games"]
            if game_id in [g["game_id"] for g in listed] and receiver.events("game_finished"):
                break
            time.sleep(0.1)
        else:
            pytest.fail("the finished game was never listed, or its webhook never arrived")
        assert receiver.bad_signatures == 0
        audit = requests.get(f"{stack.base}/v1/games/{game_id}/audit", timeout=30).json()
        assert audit["ok"], audit
        assert cli.main(["verify", f"{stack.base}/v1/games/{game_id}/events"]) == 0
    finally:
        receiver.stop()


@pytest.mark.e2e
@pytest.mark.integration
@pytest.mark.browser
@pytest.mark.xdist_group("browser")
def test_listed_and_played_in_the_web_client_from_its_declaration(deployment):
    """The game as a person meets it in a browser (Debian's Chromium: .ci/run installs it), served by the
    deployment's processes from the configured declaration: the lobby is titled with the declaration's title and
    creates a table from its first preset, the seat's page lists its commands through the declaration's
    renderer, a whole game is played by clicking, and no page logs an error."""
    import time

    import requests

    from tests.web.chromium import AVAILABLE, console_errors, new_driver, open_page

    if not AVAILABLE:
        pytest.skip("Debian's chromium and chromium-driver are not installed")
    from selenium.webdriver.common.by import By

    from tests.conftest import TEST_CLIENT_KEY
    from tests.web.pages import create_from_lobby, play_by_clicking

    base = deployment.base
    driver = new_driver()
    try:
        open_page(driver, f"{base}/play/#client_key={TEST_CLIENT_KEY}")
        assert driver.find_element(By.CSS_SELECTOR, "header h1").text == DECLARATION.title
        game_id, links = create_from_lobby(driver, base, DECLARATION.lobby_presets[0].label)
        _, seat_url = links[0]
        open_page(driver, seat_url)
        assert play_by_clicking(driver, random.Random(7), limit_s=120) >= 1
        assert driver.find_element(By.ID, "result-card").is_displayed()
        assert not console_errors(driver)
        deadline = time.monotonic() + 30  # the read model may be a version behind the page
        while requests.get(f"{base}/v1/games/{game_id}", timeout=10).json()["status"] != "finished":
            assert time.monotonic() < deadline, "the game the page finished is not finished in the read model"
            time.sleep(0.1)
    finally:
        driver.quit()
