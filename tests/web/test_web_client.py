"""Issue 13: the reference web client, driven in a real browser (Debian's Chromium and ChromeDriver through
selenium) against the real stack that `make run` starts (gunicorn + Celery workers on the real Redis).

Every page is checked for console errors; screenshots of every page are saved under the test session's
temporary folder (the path is printed) for a reviewer to look at.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import uuid

import pytest
import redis as redis_lib
import requests

from shared.tools.embedded_redis import free_port
from tests.service_helpers import wait_until_healthy
from tests.web.chromium import AVAILABLE, console_errors, open_page

# One stack and one browser for the module: xdist keeps the module on one worker (make test: --dist loadgroup).
pytestmark = [pytest.mark.e2e, pytest.mark.integration, pytest.mark.browser, pytest.mark.xdist_group("browser")]

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMES = ("academic_society", "royal_archeology", "modern_society")

if not AVAILABLE:
    pytest.skip("Debian's chromium and chromium-driver are not installed", allow_module_level=True)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from tests.web.pages import RE_RENDERED, create_from_lobby, play_by_clicking  # noqa: E402


@pytest.fixture(scope="module")
def stack(real_redis_url):
    """`make run` itself (shared.tools.cli run) on its own ports and key prefix."""
    ports = {game: free_port() for game in GAMES}
    tournaments_port = free_port()
    prefix = f"web:{uuid.uuid4().hex[:8]}:"
    env = dict(os.environ, REDIS_URL=real_redis_url, KEY_PREFIX=prefix, PYTHONPATH=ROOT,
               TOURNAMENTS_PORT=str(tournaments_port),
               **{f"{game.upper()}_PORT": str(port) for game, port in ports.items()})
    process = subprocess.Popen([sys.executable, "-m", "shared.tools.cli", "run"], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    try:
        printed = []
        while len(printed) < len(GAMES):
            line = process.stdout.readline()
            assert line, "make run ended early"
            if "/play/" in line:
                printed.append(line)
        for game, port in ports.items():
            assert any(f"http://127.0.0.1:{port}/play/" in line for line in printed), "make run prints the /play/ URL"
            wait_until_healthy(f"http://127.0.0.1:{port}", 120, game)
        wait_until_healthy(f"http://127.0.0.1:{tournaments_port}", 60, "the tournament service")
        yield {**{game: f"http://127.0.0.1:{port}" for game, port in ports.items()},
               "tournaments": f"http://127.0.0.1:{tournaments_port}"}
    finally:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
        client = redis_lib.Redis.from_url(real_redis_url)
        keys = list(client.scan_iter(match=f"{prefix}*", count=1000))
        for start in range(0, len(keys), 500):
            client.delete(*keys[start:start + 500])


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    folder = tmp_path_factory.mktemp("screenshots")
    print(f"\nscreenshots of the web client: {folder}")
    return folder


def state_of(base: str, game_id: str, token: str | None = None) -> dict:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return requests.get(f"{base}/v1/games/{game_id}", headers=headers, timeout=10).json()


PRESETS = {
    "academic_society": "Two players: you and a bot",
    "royal_archeology": "Solo against the Automa",
    "modern_society": "Three players: you and two bots",
}


@pytest.mark.parametrize("game", GAMES)
def test_create_in_the_lobby_play_a_whole_game_by_clicking_then_replay(game, stack, browser, shots):
    base = stack[game]
    game_id, links = create_from_lobby(browser, base, PRESETS[game])
    browser.save_screenshot(str(shots / f"{game}-lobby.png"))
    assert not console_errors(browser)
    human_seat, seat_url = links[0]

    open_page(browser, seat_url)
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#actions button")
                                     or "waiting" in d.find_element(By.ID, "actions").text.lower())
    browser.save_screenshot(str(shots / f"{game}-seat.png"))
    clicks = play_by_clicking(browser, random.Random(game), use_keyboard=True)
    assert clicks > 5
    deadline = time.monotonic() + 30
    while not (final := state_of(base, game_id))["result"]:  # the read model may be a version behind the page
        assert time.monotonic() < deadline, "the result never reached the read model"
        time.sleep(0.2)
    assert final["status"] == "finished"
    table = browser.find_element(By.CSS_SELECTOR, "#result table").text
    for player in final["result"]["players"]:
        assert str(player["total"]) in table
    # The live stream brought every event to the page without a reload, the bots' included.
    listed = {int(li.get_attribute("data-version")) for li in browser.find_elements(By.CSS_SELECTOR, "#events li")}
    assert listed == set(range(1, final["version"] + 1))
    browser.save_screenshot(str(shots / f"{game}-seat-finished.png"))
    assert not console_errors(browser)

    # The replay: step to version 1 with the keyboard and back to the end with the buttons.
    open_page(browser, f"{base}/play/replay.html?id={game_id}")
    WebDriverWait(browser, 30, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=audit-verdict]"))
    assert "passed" in browser.find_element(By.CSS_SELECTOR, "[data-testid=audit-verdict]").text
    assert "Bot moves verified" in browser.find_element(By.CSS_SELECTOR, "[data-testid=bots-verdict]").text
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(
        lambda d: d.find_element(By.ID, "board").get_attribute("data-version") == str(final["version"]))
    browser.find_element(By.ID, "version").send_keys(Keys.HOME)
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_element(By.ID, "board").get_attribute("data-version") == "1")
    assert browser.find_element(By.CSS_SELECTOR, "[data-testid=version]").text == "1"
    assert browser.find_element(By.CSS_SELECTOR, "#events li.current").get_attribute("data-version") == "1"
    browser.save_screenshot(str(shots / f"{game}-replay-version-1.png"))
    browser.find_element(By.ID, "last").click()
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(
        lambda d: d.find_element(By.ID, "board").get_attribute("data-version") == str(final["version"]))
    browser.find_element(By.ID, "prev").click()
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(
        lambda d: d.find_element(By.ID, "board").get_attribute("data-version") == str(final["version"] - 1))
    browser.save_screenshot(str(shots / f"{game}-replay.png"))
    assert not console_errors(browser)


def _hidden_ids(seat_view: dict, public_text: str) -> set[str]:
    """Card ids in a seat's own private part of its view that the public view does not show anywhere."""
    private: set[str] = set()

    def collect(value):
        if isinstance(value, dict):
            for v in value.values():
                collect(v)
        elif isinstance(value, list):
            for v in value:
                collect(v)
        elif isinstance(value, (str, int)) and not isinstance(value, bool):
            private.add(str(value))

    for key in ("hand", "private"):
        collect(seat_view.get(key))
    for player in seat_view.get("players", []):
        if isinstance(player, dict):
            collect(player.get("private"))
    return {item for item in private if len(item) >= 2 and f'"{item}"' not in public_text and item not in ("0", "1")}


@pytest.mark.parametrize("game,players", [
    # Modern Society's hands are named cards (ids like "T07") that a page would show as text.
    ("modern_society", [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"},
                        {"name": "cy", "kind": "bot", "policy": "random"}]),
])
def test_spectator_and_other_seats_never_see_hidden_cards_and_updates_arrive_live(game, players, stack, browser, shots):
    base = stack[game]
    created = requests.post(f"{base}/v1/games", json={"players": players}, timeout=10).json()
    game_id, tokens = created["game_id"], [s["token"] for s in created["seats"]]
    deadline = time.monotonic() + 30
    while not (doc := state_of(base, game_id))["pending"] or set(doc["pending"]) & {2}:
        assert time.monotonic() < deadline
        time.sleep(0.1)

    open_page(browser, f"{base}/play/game.html?id={game_id}")
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=version]").text == str(doc["version"]))
    browser.execute_script("window.__notReloaded = true;")
    public = json.dumps(state_of(base, game_id)["view"])
    for seat in (0, 1):
        seat_view = state_of(base, game_id, tokens[seat])
        assert seat_view["version"] == doc["version"]
        hidden = _hidden_ids(seat_view["view"], public)
        assert hidden, "the seat holds cards the public does not see"
        page = browser.find_element(By.TAG_NAME, "body").text + browser.page_source
        for item in hidden:
            assert item not in page, f"the spectator page shows seat {seat}'s hidden {item}"
    browser.save_screenshot(str(shots / f"{game}-spectator.png"))

    # A move made elsewhere shows up on the open spectator page without reloading it.
    mover = doc["pending"][0]
    legal = requests.get(f"{base}/v1/games/{game_id}/legal", headers={"Authorization": f"Bearer {tokens[mover]}"},
                         timeout=10).json()
    command = dict(legal["commands"][0], expected_version=legal["version"])
    assert requests.post(f"{base}/v1/games/{game_id}/commands", json=command,
                         headers={"Authorization": f"Bearer {tokens[mover]}"}, timeout=10).status_code == 201
    WebDriverWait(browser, 60, ignored_exceptions=RE_RENDERED).until(
        lambda d: int(d.find_element(By.CSS_SELECTOR, "[data-testid=version]").text) > doc["version"])
    assert browser.execute_script("return window.__notReloaded === true;")
    assert not console_errors(browser)

    # The other seat's page never shows the first seat's hidden cards either.
    seat1 = state_of(base, game_id, tokens[1])
    hidden0 = _hidden_ids(state_of(base, game_id, tokens[0])["view"], json.dumps(seat1["view"]))
    open_page(browser, f"{base}/play/game.html?id={game_id}#token={tokens[1]}")
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=version]"))
    page = browser.page_source
    for item in hidden0:
        assert item not in page, f"seat 1's page shows seat 0's hidden {item}"
    assert not console_errors(browser)


def test_a_refused_command_shows_the_servers_message(stack, browser, shots):
    """The page's list is stale (its live stream is blocked, and the seat moved from elsewhere): the click is
    refused by the server, and the page says why in the server's words."""
    base = stack["academic_society"]
    created = requests.post(f"{base}/v1/games", json={"players": [
        {"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]}, timeout=10).json()
    game_id, tokens = created["game_id"], [s["token"] for s in created["seats"]]
    doc = state_of(base, game_id)
    mover = doc["pending"][0]
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/stream?*"]})
    try:
        open_page(browser, f"{base}/play/game.html?id={game_id}#token={tokens[mover]}")
        WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#actions button"))
        headers = {"Authorization": f"Bearer {tokens[mover]}"}
        legal = requests.get(f"{base}/v1/games/{game_id}/legal", headers=headers, timeout=10).json()
        moved = requests.post(f"{base}/v1/games/{game_id}/commands", headers=headers, timeout=10,
                              json=dict(legal["commands"][0], expected_version=legal["version"]))
        assert moved.status_code == 201
        browser.find_element(By.CSS_SELECTOR, "#actions button").click()
        WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#message .message.error"))
        shown = browser.find_element(By.CSS_SELECTOR, "#message .message.error").text
        assert f"expected version {legal['version']}" in shown, shown
        browser.save_screenshot(str(shots / "refused-command.png"))
    finally:
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    assert not console_errors(browser, allowed=("/stream?", "409"))


def test_pages_fit_a_phone_and_need_no_horizontal_scrolling(stack, browser, shots):
    base = stack["modern_society"]
    created = requests.post(f"{base}/v1/games", json={"players": [
        {"name": "ann", "kind": "human"}, {"name": "bob", "kind": "bot", "policy": "random"},
        {"name": "cy", "kind": "bot", "policy": "random"}]}, timeout=10).json()
    game_id, token = created["game_id"], created["seats"][0]["token"]
    browser.set_window_size(390, 844)
    try:
        for name, url in (("lobby", f"{base}/play/"), ("seat", f"{base}/play/game.html?id={game_id}#token={token}"),
                          ("replay", f"{base}/play/replay.html?id={game_id}")):
            open_page(browser, url)
            time.sleep(0.3)
            overflow = browser.execute_script(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth;")
            assert overflow <= 1, f"the {name} page scrolls sideways by {overflow}px at phone width"
            browser.save_screenshot(str(shots / f"phone-{name}.png"))
    finally:
        browser.set_window_size(1280, 1000)
    assert not console_errors(browser)


def test_the_tournament_page_shows_rounds_with_links_and_standings(stack, browser, shots):
    base = stack["academic_society"]
    created = requests.post(f"{stack['tournaments']}/v1/tournaments", timeout=10, json={
        "game": "academic_society", "format": "swiss", "rounds": 1, "table_sizes": [2], "name": "Browser cup",
        "entrants": [{"id": f"e{i}", "name": f"entrant {i}", "kind": "bot", "policy": "random"} for i in range(4)]})
    assert created.status_code == 201, created.text
    tid = created.json()["tournament_id"]
    started = requests.post(f"{stack['tournaments']}/v1/tournaments/{tid}/start", timeout=30,
                            headers={"Authorization": f"Bearer {created.json()['organiser_token']}"})
    assert started.status_code in (200, 201), started.text
    deadline = time.monotonic() + 180
    while requests.get(f"{stack['tournaments']}/v1/tournaments/{tid}", timeout=10).json()["status"] != "finished":
        assert time.monotonic() < deadline, "the tournament did not finish"
        time.sleep(0.5)
    open_page(browser, f"{base}/play/tournament.html?id={tid}")
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#rounds ul.tables a"))
    assert browser.find_element(By.CSS_SELECTOR, "[data-testid=tournament-status]").text == "finished"
    standings = browser.find_element(By.ID, "standings").text
    assert all(f"entrant {i}" in standings for i in range(4))
    links = browser.find_elements(By.CSS_SELECTOR, "#rounds ul.tables a")
    assert len(links) == 2
    browser.save_screenshot(str(shots / "tournament.png"))
    links[0].click()
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#result table"))
    assert not console_errors(browser)
