"""Issue 35 point 5: the replay page draws the game review (Debian's Chromium and ChromeDriver through selenium,
against a game service in this process: fakeredis, inline dispatch): the advantage chart (SVG, a curve per
seat and a dot per mistake), ticks on the slider where the mistakes were made, and their list; a click on a
listed mistake takes the slider there. Its screenshot is saved in the test's temporary folder (the path is printed);
docs/screenshots/review.png, which docs/ANALYSIS.md shows, is one of them.
"""

from __future__ import annotations

import threading

import fakeredis
import pytest
import requests
from werkzeug.serving import make_server

from shared.base.config import Config
from shared.http.factory import create_app
from shared.tools.embedded_redis import free_port
from tests.web.chromium import AVAILABLE, console_errors, open_page, re_rendered

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

if not AVAILABLE:
    pytest.skip("Debian's chromium and chromium-driver are not installed", allow_module_level=True)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from tests.conftest import TEST_CLIENT_KEY, client_key_headers  # noqa: E402

RE_RENDERED = re_rendered()
PLAYERS = [{"name": "Ada", "kind": "bot", "policy": "random"}, {"name": "Ben", "kind": "bot", "policy": "heuristic"},
           {"name": "Cy", "kind": "bot", "policy": "heuristic"}]


@pytest.fixture(scope="module")
def service():
    app = create_app("modern_society", Config(dispatch="inline", analysis_worlds=1, analysis_game_worlds=200),
                     redis=fakeredis.FakeRedis())
    client_key_headers(app)
    server = make_server("127.0.0.1", free_port(), app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def test_the_replay_page_draws_the_advantage_chart_marks_the_mistakes_on_the_slider_and_lists_them(service, browser,
                                                                                                    tmp_path):
    game_id = requests.post(f"{service}/v1/games", json={"players": PLAYERS, "seed": 4}, timeout=30).json()["game_id"]
    # Before anyone asked: the page offers to ask (this browser holds the suite's client key).
    open_page(browser, f"{service}/play/replay.html?id={game_id}#client_key={TEST_CLIENT_KEY}")
    WebDriverWait(browser, 30, ignored_exceptions=RE_RENDERED).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=ask-review]"))
    browser.find_element(By.CSS_SELECTOR, "[data-testid=ask-review]").click()
    WebDriverWait(browser, 120, ignored_exceptions=RE_RENDERED).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=advantage-chart]"))
    result = requests.get(f"{service}/v1/games/{game_id}/analysis", timeout=30).json()["result"]
    marked = [d for d in result["decisions"] if d["mark"] in ("mistake", "blunder")]
    assert marked, "a random seat makes mistakes"

    chart = browser.find_element(By.CSS_SELECTOR, "[data-testid=advantage-chart]")
    assert chart.tag_name == "svg"
    curves = chart.find_elements(By.CSS_SELECTOR, "path.curve")
    assert sorted(int(c.get_attribute("data-seat")) for c in curves) == [0, 1, 2]
    assert all(c.get_attribute("d").count("L") == len(result["standing"]) - 1 for c in curves)
    dots = chart.find_elements(By.CSS_SELECTOR, "circle.mark")
    assert sorted(int(d.get_attribute("data-version")) for d in dots) == sorted(d["version"] for d in marked)
    ticks = browser.find_elements(By.CSS_SELECTOR, "[data-testid=slider-marks] .tick")
    assert [int(t.get_attribute("data-version")) for t in ticks] == [d["version"] for d in marked]
    listed = browser.find_elements(By.CSS_SELECTOR, "[data-testid=review-mistakes] li")
    assert len(listed) == len(marked) and "Ada" in browser.find_element(By.ID, "review").text

    target = marked[0]["version"]
    listed[0].find_element(By.TAG_NAME, "a").click()
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(
        lambda d: d.find_element(By.ID, "board").get_attribute("data-version") == str(target))
    cursor = browser.find_element(By.CSS_SELECTOR, "[data-testid=chart-cursor]")
    assert cursor.get_attribute("x1") == dots[[int(d.get_attribute("data-version")) for d in dots].index(target)] \
        .get_attribute("cx")
    browser.find_element(By.ID, "review-title").location_once_scrolled_into_view  # noqa: B018 - scrolls
    print(f"\nscreenshot of the review: {tmp_path / 'review.png'}")
    browser.save_screenshot(str(tmp_path / "review.png"))
    assert not console_errors(browser)
