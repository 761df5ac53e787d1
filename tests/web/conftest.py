"""One Chromium per browser test module (tests/web/chromium.py)."""

from __future__ import annotations

import pytest

from tests.web.chromium import AVAILABLE, new_driver


@pytest.fixture(scope="module")
def browser():
    if not AVAILABLE:
        pytest.skip("Debian's chromium and chromium-driver are not installed")
    driver = new_driver()
    yield driver
    driver.quit()
