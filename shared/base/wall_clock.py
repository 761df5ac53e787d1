"""The wall clock the platform stamps with: milliseconds since the epoch, in one place.

Engines never read it (what happens at a time reaches them in events); the application, the workers and the
webhooks do, and a test that moves time patches the name where it is used.
"""

from __future__ import annotations

import time


def now_ms() -> int:
    return time.time_ns() // 1_000_000
