"""What the end-to-end tests share about the processes they start."""

from __future__ import annotations

import time

import requests


def wait_until_healthy(base_url: str, timeout_s: float = 60.0, what: str = "a service") -> None:
    """Until GET /healthz answers 200 (a process still starting refuses connections meanwhile)."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            if requests.get(f"{base_url}/healthz", timeout=2).status_code == 200:
                return
        except requests.RequestException:
            if time.monotonic() > deadline:
                raise AssertionError(f"{what} at {base_url} did not come up in {timeout_s:.0f} s") from None
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} at {base_url} is not healthy after {timeout_s:.0f} s")
        time.sleep(0.2)
