"""Reading one's own writes from an eventually consistent read model."""

from __future__ import annotations

import time
from typing import Any

from shared.app.read_models.projections import Projector
from shared.domain.errors import GameNotFound


def read_view_at_least(
    projector: Projector, game_id: str, seat: int | None, min_version: int, wait_ms: int
) -> dict[str, Any] | None:
    """The projected view if it has reached `min_version`; None if it has not (the caller then
    computes the view from the stream itself, which always has every acknowledged event).

    With `wait_ms`, first waits (bounded) for the stream to reach `min_version`: an XREAD BLOCK
    that wakes on each new event, not a poll. An unknown game is a 404 at once.
    """
    document = projector.read_view(game_id, seat)
    if document and document["version"] >= min_version:
        return document
    if wait_ms <= 0:
        return None
    store = projector.service.store
    if store.archive is not None and store.archived(game_id) is not None:
        return None  # archived: finished, its views evicted, nothing will ever be appended (no wait)
    version = store.version(game_id)
    if version == 0:
        raise GameNotFound(f"no game {game_id!r}", details={"field": "game_id"})
    deadline = time.monotonic() + wait_ms / 1000
    while version < min_version:
        remaining_ms = int((deadline - time.monotonic()) * 1000)
        if remaining_ms < 1:  # BLOCK 0 would wait forever
            return None
        batch = store.follow(game_id, version, remaining_ms)
        if batch:
            version = batch[-1]["version"]
    document = projector.read_view(game_id, seat)
    return document if document and document["version"] >= min_version else None
