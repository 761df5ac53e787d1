"""Reading one's own writes from an eventually consistent read model."""

from __future__ import annotations

import time
from typing import Any

from shared.projections import Projector

POLL_SECONDS = 0.02


def read_view_at_least(
    projector: Projector, game_id: str, seat: int | None, min_version: int, wait_ms: int
) -> dict[str, Any] | None:
    """The projected view if it has reached `min_version`, waiting up to `wait_ms` for it;
    None if it has not (the caller then computes the view from the stream itself)."""
    deadline = time.monotonic() + wait_ms / 1000
    while True:
        document = projector.read_view(game_id, seat)
        if document and document["version"] >= min_version:
            return document
        if time.monotonic() >= deadline:
            return None
        time.sleep(POLL_SECONDS)
