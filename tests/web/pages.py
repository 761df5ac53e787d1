"""What browser tests do on the reference web client's pages, for any game (tests/web/test_web_client.py, and
tests/take_away/test_hosted.py for a game hosted from its declaration alone). Imported only where Chromium is
installed (tests/web/chromium.py: AVAILABLE)."""

from __future__ import annotations

import random
import time

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from tests.conftest import TEST_CLIENT_KEY
from tests.web.chromium import open_page, re_rendered

RE_RENDERED = re_rendered()


def create_from_lobby(driver, base: str, preset: str) -> tuple[str, list[tuple[int, str]]]:
    """Creates a game with the lobby page's form; returns the game id and the seat links it shows."""
    open_page(driver, f"{base}/play/#client_key={TEST_CLIENT_KEY}")  # the lobby creates as an integrator
    driver.find_element(By.XPATH, f"//div[@id='presets']/button[normalize-space()='{preset}']").click()
    driver.find_element(By.ID, "create-button").click()
    WebDriverWait(driver, 20, ignored_exceptions=RE_RENDERED).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#seat-links a"))
    heading = driver.find_element(By.CSS_SELECTOR, "#created h3").text
    game_id = heading.split()[1]
    links = [(int(a.get_attribute("data-seat")), a.get_attribute("href"))
             for a in driver.find_elements(By.CSS_SELECTOR, "#seat-links a")]
    return game_id, links


def play_by_clicking(driver, rng: random.Random, use_keyboard: bool = False, limit_s: float = 600) -> int:
    """Clicks one of the listed commands whenever the seat owes one, until the page says the game is over.
    The page is never reloaded: the bots' moves arrive over the live stream."""
    driver.execute_script("window.__notReloaded = true;")
    clicks = 0
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        if driver.find_elements(By.ID, "result-card") and driver.find_element(By.ID, "result-card").is_displayed():
            break
        try:
            buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "#actions button") if b.is_enabled()]
        except StaleElementReferenceException:
            continue  # a live update re-rendered the list while it was read (bots' replies land at once)
        if not buttons:
            time.sleep(0.05)
            continue
        button = rng.choice(buttons)
        try:
            label = button.text
            assert label and not label.startswith("{"), f"every command carries a human label, got {label!r}"
            if use_keyboard and clicks % 2 == 0:
                button.send_keys(Keys.ENTER)
            else:
                button.click()
            WebDriverWait(driver, 15, ignored_exceptions=RE_RENDERED).until(lambda d, b=button: _stale(b))
        except StaleElementReferenceException:
            continue  # a live update re-rendered the list first
        clicks += 1
    else:
        pytest.fail(f"the game was not over after {limit_s} s ({clicks} clicks)")
    assert driver.execute_script("return window.__notReloaded === true;"), "the page never reloaded"
    return clicks


def _stale(element) -> bool:
    try:
        element.is_enabled()
        return False
    except StaleElementReferenceException:
        return True
