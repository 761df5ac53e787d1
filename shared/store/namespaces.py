"""The key namespaces of the event stores that share one Redis.

Games' streams sit at the KEY_PREFIX itself (`<prefix>game:{<id>}:events`); the tournament
service's under `<prefix>tournaments:`, apart from the games', so the game projections' rebuild
never mistakes a tournament for a game. Named here, below both, because a game service asks
whether a tournament exists (GET /v1/games?tournament=) without importing the tournament service.
"""

from __future__ import annotations


def tournament_store_prefix(key_prefix: str) -> str:
    """The EventStore prefix of tournament streams: `<prefix>tournaments:game:{<id>}:events`."""
    return f"{key_prefix}tournaments:"
