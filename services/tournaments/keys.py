"""Redis key names of the tournament service (every key of one tournament shares its hash tag)."""

from __future__ import annotations

from shared.store.eventstore import GameKeys


def store_prefix(key_prefix: str) -> str:
    """The EventStore prefix of tournament streams: `<prefix>tournaments:game:{<id>}:events`, apart from
    the games' streams, so the game projections' rebuild never mistakes a tournament for a game."""
    return f"{key_prefix}tournaments:"


class TournamentKeys:
    def __init__(self, key_prefix: str, tournament_id: str):
        base = store_prefix(key_prefix)
        meta = GameKeys(base, tournament_id).meta
        self.tokens = f"{meta}:tokens"  # token digest -> "organiser" | "entrant:<id>"
        self.seats = f"{meta}:seats"  # entrant id -> its current seat (with the game's seat token)
        self.finished_games = f"{meta}:finished"  # game ids whose result was projected (a trigger cache)
        self.lock = f"{meta}:lock"
        self.document = f"{base}proj:{{{tournament_id}}}:document"


def token_key(key_prefix: str, digest: str) -> str:
    """One key per token (its own slot on Redis Cluster): which tournament a token belongs to."""
    return f"{store_prefix(key_prefix)}token:{digest}"


def index_base(key_prefix: str) -> str:
    """The listing of every tournament: one hash tag, so one script updates a summary and its indexes."""
    return f"{store_prefix(key_prefix)}proj:index:{{tournaments}}"
