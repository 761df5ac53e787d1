"""Issue 25 point 3: a client people can read, driven in Chromium (Debian's chromium and chromedriver through
selenium) against each game service in this process (fakeredis, inline dispatch: no Redis, no workers).

Each card, tile and space shows what it does on hover, on keyboard focus and on tap; the tracks and the
gallery are drawn as small boards with the tables kept; the games' names; the creation form from the game's
document; undo and resign; whose turn it is and the clock in one line.
"""

from __future__ import annotations

import re
import threading
import time

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

from selenium.common.exceptions import NoSuchElementException  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from tests.conftest import TEST_CLIENT_KEY, client_key_headers  # noqa: E402

RE_RENDERED = re_rendered()

GAMES = ("academic_society", "royal_archeology", "modern_society")
TITLES = {"academic_society": "Academic Society", "royal_archeology": "The Royal Society of Archeology",
          "modern_society": "Modern Society"}
TABLES = {
    "academic_society": [{"name": "ann", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "random"}],
    "royal_archeology": [{"name": "ann", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "random"},
                         {"name": "cy", "kind": "bot", "policy": "random"}],
    "modern_society": [{"name": "ann", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "random"},
                       {"name": "cy", "kind": "bot", "policy": "random"}],
}
# Small boards each seat page draws (aria-hidden drawings; the tables after them say the same).
BOARDS = {"academic_society": 3, "royal_archeology": 2, "modern_society": 2}


@pytest.fixture(scope="module")
def services():
    """Each game service on its own port, in this process."""
    running = {}
    for game in GAMES:
        app = create_app(game, Config(dispatch="inline"), redis=fakeredis.FakeRedis())
        client_key_headers(app)  # the test suite's integrator client, known to this app (issue 22)
        server = make_server("127.0.0.1", free_port(), app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        running[game] = server
    yield {game: f"http://127.0.0.1:{server.server_port}" for game, server in running.items()}
    for server in running.values():
        server.shutdown()


def create(base: str, game: str, **body) -> dict:
    response = requests.post(f"{base}/v1/games", json={"players": TABLES[game], **body}, timeout=30)
    assert response.status_code == 201, response.text
    return response.json()


def seat_page(driver, base: str, created: dict, seat: int = 0) -> None:
    token = created["seats"][seat]["token"]
    open_page(driver, f"{base}/play/game.html?id={created['game_id']}#token={token}")
    WebDriverWait(driver, 20, ignored_exceptions=RE_RENDERED).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=turn-line]") and d.find_elements(By.CSS_SELECTOR, ".component"))


def tip_of(driver, chip):
    return driver.find_element(By.ID, chip.get_attribute("aria-describedby"))


def click_when_ready(driver, element_id: str) -> None:
    """Clicks the button once the page has re-rendered it enabled (after an action the page refreshes)."""
    def ready(d):
        try:
            button = d.find_element(By.ID, element_id)
            if not button.is_enabled():
                return False
            button.click()
            return True
        except RE_RENDERED + (NoSuchElementException,):
            return False
    WebDriverWait(driver, 15).until(ready)


@pytest.mark.parametrize("game", GAMES)
def test_every_component_says_what_it_does_on_hover_focus_and_tap(game, services, browser):
    base = services[game]
    seat_page(browser, base, create(base, game))
    # Read in one step: a live update may re-render the board between two element look-ups.
    chips = browser.execute_script("""return [...document.querySelectorAll('.component')].map((chip) => {
        const tip = document.getElementById(chip.getAttribute('aria-describedby'));
        return {tabindex: chip.getAttribute('tabindex'), role: tip && tip.getAttribute('role'),
                words: tip ? tip.textContent : '', shown: tip ? getComputedStyle(tip).display : '',
                component: chip.dataset.component};
    });""")
    assert len(chips) > 10
    for chip in chips:
        assert chip["role"] == "tooltip" and chip["tabindex"] == "0", chip
        assert "Source: rulebook" in chip["words"] or "Source: assumed" in chip["words"], chip
        assert len(chip["words"]) > len(chip["component"]) + 20
        assert chip["shown"] == "none"

    # Keyboard: Tab from the top of the page reaches a component, whose words then show.
    browser.find_element(By.TAG_NAME, "body").click()
    for _ in range(200):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        active = browser.switch_to.active_element
        if "component" in (active.get_attribute("class") or "").split():
            break
    else:
        pytest.fail("no component is reachable with the Tab key")
    assert tip_of(browser, active).is_displayed()
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()

    # Hover shows the words; a tap keeps them open until a tap elsewhere.
    chip = browser.find_elements(By.CSS_SELECTOR, "td .component, li .component")[0]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", chip)
    ActionChains(browser).move_to_element(chip).perform()
    assert tip_of(browser, chip).is_displayed()
    chip.click()
    assert "open" in chip.get_attribute("class")
    ActionChains(browser).move_to_element(browser.find_element(By.TAG_NAME, "h1")).perform()
    assert tip_of(browser, chip).is_displayed(), "a tapped description stays open"
    browser.find_element(By.TAG_NAME, "h1").click()
    assert not tip_of(browser, chip).is_displayed()
    assert not console_errors(browser)


@pytest.mark.parametrize("game,collection", [("academic_society", "treatise_tiles"), ("royal_archeology", "study_cards"),
                                             ("modern_society", "topics")])
def test_the_cards_in_front_of_a_seat_are_written_out(game, collection, services, browser):
    base = services[game]
    created = create(base, game)
    catalog = {e["id"]: e for e in requests.get(f"{base}/v1/catalog", timeout=10).json()["collections"][collection]}
    seat_page(browser, base, created)
    cards = [c for c in browser.find_elements(By.CSS_SELECTOR, "ul.card-list li.card")
             if c.get_attribute("data-component").startswith(f"{collection}:")]
    assert cards
    for card in cards:
        entry = catalog[type(next(iter(catalog)))(card.get_attribute("data-component").split(":", 1)[1])]
        assert entry["display"]["effect"] in card.text
    if game == "modern_society":  # each play names a card of the hand, and the button is described by its words
        button = browser.find_element(By.CSS_SELECTOR, "#actions button[aria-describedby]")
        help_text = browser.find_element(By.ID, button.get_attribute("aria-describedby")).text
        played = next(e for e in catalog.values() if f"Play {e['name']} " in button.text)
        assert played["display"]["effect"][:40] in help_text


@pytest.mark.parametrize("game", GAMES)
def test_tracks_and_the_gallery_are_small_boards_with_the_tables_kept(game, services, browser):
    base = services[game]
    created = create(base, game)
    seat_page(browser, base, created)
    view = requests.get(f"{base}/v1/games/{created['game_id']}", timeout=10,
                        headers={"Authorization": f"Bearer {created['seats'][0]['token']}"}).json()["view"]
    drawings = browser.find_elements(By.CSS_SELECTOR, "figure.board-figure svg.board-svg")
    assert len(drawings) == BOARDS[game]
    assert all(d.get_attribute("aria-hidden") == "true" for d in drawings)
    board = browser.find_element(By.ID, "board")
    if game == "modern_society":
        markers = {m.get_attribute("data-value"): int(m.get_attribute("data-offset"))
                   for m in board.find_elements(By.CSS_SELECTOR, "circle[data-value]")}
        assert markers == {row["value"]: row["offset"] for row in view["track"]}
        assert "Value track" in board.text and board.find_elements(By.XPATH, "//h3[.='Value track']/following-sibling::div[1]//table")
    if game == "academic_society":
        cells = board.find_elements(By.CSS_SELECTOR, "[data-component^='authority_cells:'] .seat-disc")
        assert len(cells) == sum(len(p["authority"]) for p in view["players"])
        assert board.find_elements(By.CSS_SELECTOR, "[data-component^='sabbatical_spaces:']")
    if game == "royal_archeology":
        rows = board.find_elements(By.CSS_SELECTOR, "svg [data-component^='collection_tiles:']")
        assert len(rows) == len(view["gallery"])
        assert len(board.find_elements(By.XPATH, "//h3[.='Gallery']/following-sibling::div[1]//tbody/tr")) == len(view["gallery"])
    # A tap on a drawn space writes its words under the board.
    space = board.find_element(By.CSS_SELECTOR, "svg .svg-space")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", space)
    space.click()
    detail = space.find_element(By.XPATH, "ancestor::figure").find_element(By.CSS_SELECTOR, ".svg-detail").text
    assert ":" in detail and "Point at" not in detail
    assert not console_errors(browser)


@pytest.mark.parametrize("game", GAMES)
def test_the_games_real_names_and_the_options_form_from_the_document(game, services, browser):
    base = services[game]
    document = requests.get(f"{base}/v1/openapi.json", timeout=10).json()["components"]["schemas"]
    open_page(browser, f"{base}/play/#client_key={TEST_CLIENT_KEY}")  # the lobby creates as an integrator
    assert browser.find_element(By.TAG_NAME, "h1").text == TITLES[game]
    assert browser.title.startswith(TITLES[game])
    assert not browser.find_elements(By.TAG_NAME, "textarea"), "no raw JSON box"
    kinds = {i["properties"]["kind"]["enum"][0]: i["properties"].get("policy", {}).get("enum", [])
             for i in document["GameSetup"]["properties"]["players"]["items"]["oneOf"]}
    browser.find_element(By.ID, "add-player").click()  # a new seat is a bot
    bot_row = browser.find_elements(By.CSS_SELECTOR, ".player-row")[-1]
    assert bot_row.find_element(By.NAME, "kind").get_attribute("value") == "bot"
    shown = [o.get_attribute("value") for o in bot_row.find_elements(By.CSS_SELECTOR, "[name=policy] option")]
    assert shown == kinds["bot"], "the lobby offers exactly the document's policies (strong when it has it)"
    options = document["GameOptions"]["properties"]
    if not options:
        assert "This game has no options." in browser.find_element(By.ID, "options").text
    else:
        modes = [o.get_attribute("value") for o in browser.find_elements(By.CSS_SELECTOR, "#option-mode option")]
        assert modes == ["", *options["mode"]["enum"]]
        # Solo with the simplified setup, made in the form: the game is created so.
        browser.find_element(By.XPATH, "//div[@id='presets']/button[normalize-space()='Solo against the Automa']").click()
        browser.find_element(By.CSS_SELECTOR, "#option-mode option[value=solo]").click()
        browser.find_element(By.ID, "option-simplified_setup").click()
        browser.find_element(By.ID, "create-button").click()
        WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#seat-links a"))
        game_id = browser.find_element(By.CSS_SELECTOR, "#created h3").text.split()[1]
        view = requests.get(f"{base}/v1/games/{game_id}", timeout=10).json()["view"]
        assert view["mode"] == "solo" and view["simplified"] is True
    created = create(base, game)
    seat_page(browser, base, created)
    assert browser.find_element(By.TAG_NAME, "h1").text == TITLES[game]
    assert browser.title.startswith(TITLES[game])
    assert not console_errors(browser)


def test_the_seat_page_says_whose_turn_and_the_clock_in_one_line(services, browser):
    base = services["modern_society"]
    created = create(base, "modern_society", clock={"kind": "fischer", "base_s": 600, "increment_s": 5})
    seat_page(browser, base, created)
    line = browser.find_element(By.CSS_SELECTOR, "[data-testid=turn-line]")
    first = line.text
    assert re.fullmatch(r"Your turn: \d+:\d\d left on your clock\.", first), first
    WebDriverWait(browser, 5, ignored_exceptions=RE_RENDERED).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=turn-line]").text != first)  # it ticks
    open_page(browser, f"{base}/play/game.html?id={created['game_id']}")
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=turn-line]"))
    spectator = browser.find_element(By.CSS_SELECTOR, "[data-testid=turn-line]").text
    assert re.fullmatch(r"Waiting for ann \(seat 0\): \d+:\d\d left on their clock\.", spectator), spectator
    assert not console_errors(browser)


def test_resign_asks_twice_then_a_bot_plays_the_seat(services, browser):
    base = services["academic_society"]
    created = create(base, "academic_society", players=[{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}])
    seat_page(browser, base, created)
    click_when_ready(browser, "resign")
    click_when_ready(browser, "resign-cancel")  # changing one's mind changes nothing
    click_when_ready(browser, "resign")
    click_when_ready(browser, "resign-confirm")
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(
        lambda d: "Your seat is resigned" in d.find_element(By.ID, "seat-tools").text)
    doc = requests.get(f"{base}/v1/games/{created['game_id']}", timeout=10).json()
    assert doc["players"][0]["status"] == "resigned" and doc["players"][0]["controller"] == "bot"
    assert "Seat resigned" in browser.find_element(By.ID, "events").text
    assert not console_errors(browser)


def server_has_undo(base: str, created: dict) -> bool:
    legal = requests.get(f"{base}/v1/games/{created['game_id']}/legal", timeout=10,
                         headers={"Authorization": f"Bearer {created['seats'][0]['token']}"}).json()
    return "undo" in legal


# The documented contract (docs/UNDO.md U2), played by the page against a stand-in for the server's side:
# /legal gains an `undo`, POST /undo is recorded and answered as the server would.
UNDO_SHIM = """
window.__undoCalls = [];
const realFetch = window.fetch.bind(window);
window.fetch = async (url, init = {}) => {
  if (String(url).endsWith('/undo') && init.method === 'POST') {
    window.__undoCalls.push(JSON.parse(init.body || '{}'));
    return new Response(JSON.stringify({version: window.__legalVersion, events: []}), {status: 201, headers: {'Content-Type': 'application/json'}});
  }
  const response = await realFetch(url, init);
  if (!String(url).includes('/legal')) return response;
  const legal = await response.clone().json();
  window.__legalVersion = legal.version;
  legal.undo = window.__undoAvailable
    ? {available: true, to_versions: [legal.version - 2, legal.version - 1], default_to_version: legal.version - 1, reason: null}
    : {available: false, to_versions: [], default_to_version: null, reason: 'treatise_taken at version 7: hidden information was revealed'};
  return new Response(JSON.stringify(legal), {status: 200, headers: {'Content-Type': 'application/json'}});
};
"""


@pytest.mark.parametrize("available", [True, False])
def test_the_undo_buttons_follow_what_legal_says(available, services, browser):
    base = services["academic_society"]
    created = create(base, "academic_society")
    script = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
        "source": f"window.__undoAvailable = {str(available).lower()};" + UNDO_SHIM})
    try:
        seat_page(browser, base, created)
        version = browser.execute_script("return window.__legalVersion;")
        if available:
            click_when_ready(browser, "undo-turn")
            WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.__undoCalls.length;") == 1)
            click_when_ready(browser, "undo-last")
            WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.__undoCalls.length;") == 2)
            assert browser.execute_script("return window.__undoCalls;") == [{"to_version": version - 2},
                                                                             {"to_version": version - 1}]
        else:
            button = browser.find_element(By.ID, "undo-last")
            assert not button.is_enabled()
            reason = browser.find_element(By.ID, button.get_attribute("aria-describedby")).text
            assert "hidden information was revealed" in reason
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
    assert not console_errors(browser)


def test_without_undo_in_legal_there_is_no_undo_button(services, browser):
    base = services["academic_society"]
    created = create(base, "academic_society")
    if server_has_undo(base, created):
        pytest.skip("this server has undo (issue 25 point 1): test_undo_against_the_server covers it")
    seat_page(browser, base, created)
    assert browser.find_elements(By.ID, "resign")
    assert not browser.find_elements(By.CSS_SELECTOR, "#undo-last, #undo-turn")


def test_undo_against_the_server(services, browser):
    """With the server's undo: a seat's decision taken back from its page appears as a turn_undone event."""
    base = services["academic_society"]
    created = create(base, "academic_society", players=[{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}])
    if not server_has_undo(base, created):
        pytest.skip("this server has no undo yet (issue 25 point 1)")
    tokens = [s["token"] for s in created["seats"]]
    game_url = f"{base}/v1/games/{created['game_id']}"
    for _ in range(200):  # decide until the seat that just moved may take its decision back
        seat = requests.get(game_url, timeout=10).json()["pending"][0]
        headers = {"Authorization": f"Bearer {tokens[seat]}"}
        legal = requests.get(f"{game_url}/legal", headers=headers, timeout=10).json()
        moved = requests.post(f"{game_url}/commands", headers=headers, timeout=10,
                              json=dict(legal["commands"][-1], expected_version=legal["version"]))
        assert moved.status_code == 201, moved.text
        if requests.get(f"{game_url}/legal", headers=headers, timeout=10).json()["undo"]["available"]:
            break
    else:
        pytest.fail("no decision could be taken back in 200 decisions")
    before = requests.get(game_url, timeout=10).json()["version"]
    seat_page(browser, base, created, seat)
    click_when_ready(browser, "undo-last")
    WebDriverWait(browser, 20, ignored_exceptions=RE_RENDERED).until(
        lambda d: int(d.find_element(By.CSS_SELECTOR, "[data-testid=version]").text) > before)
    assert "Turn undone" in browser.find_element(By.ID, "events").text
    assert not console_errors(browser)


@pytest.mark.parametrize("game", GAMES)
def test_the_boards_fit_a_phone(game, services, browser):
    base = services[game]
    created = create(base, game)
    browser.set_window_size(390, 844)
    try:
        seat_page(browser, base, created)
        time.sleep(0.3)
        overflow = browser.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth;")
        assert overflow <= 1, f"the {game} seat page scrolls sideways by {overflow}px at phone width"
    finally:
        browser.set_window_size(1280, 1000)
