"""Figures /metrics reads from Redis at scrape time (shared.http.metrics), so every worker of every service
reports the same numbers: sizes of sets that other parts of the store write.

Keys: a game kind's lobby by status (shared.app.read_models' projection keys: a sorted set of game ids) and
`advance_pending_key` (the games scheduled for the workers' `advance`, score = when).
"""

from __future__ import annotations

from shared.store.keys import advance_pending_key


def games_listed(redis, lobby_key: str) -> int:
    """How many games one lobby index lists (one ZCARD)."""
    return redis.zcard(lobby_key)


def games_awaiting_automation(redis, prefix: str) -> int:
    """Games waiting for a worker to play an automated seat or append the result (one ZCARD)."""
    return redis.zcard(advance_pending_key(prefix))
