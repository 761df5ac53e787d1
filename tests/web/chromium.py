"""What every browser test module shares: Debian's Chromium and ChromeDriver (through selenium), a driver for a
module, and the checks every page passes (no console errors; rendered past its "Loading…" placeholders)."""

from __future__ import annotations

import os
import shutil
import uuid

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
AVAILABLE = os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)  # .ci/run installs both


def new_driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     "--disable-dev-shm-usage", "--window-size=1280,1000"):
        options.add_argument(argument)
    options.add_argument(f"--user-data-dir=/tmp/chromium-{uuid.uuid4().hex}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    return driver


def re_rendered() -> tuple[type[Exception], ...]:
    """Live updates re-render the page at any moment: an element found just before one is looked up again."""
    from selenium.common.exceptions import StaleElementReferenceException

    return (StaleElementReferenceException,)


def console_errors(driver, allowed: tuple[str, ...] = ()) -> list[dict]:
    return [entry for entry in driver.get_log("browser")
            if entry["level"] == "SEVERE" and not any(text in entry["message"] for text in allowed)]


def open_page(driver, url: str):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(url)
    # Page scripts are modules: wait until the page has rendered past its "Loading…" placeholders.
    WebDriverWait(driver, 20, ignored_exceptions=re_rendered()).until(
        lambda d: "Loading…" not in d.find_element(By.TAG_NAME, "main").text)
