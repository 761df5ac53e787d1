"""Redis key names of the tournament service (every key of one tournament shares its hash tag)."""

from __future__ import annotations

from shared.store.eventstore import GameKeys
from shared.store.namespaces import tournament_store_prefix

# The EventStore prefix of tournament streams (shared.store.namespaces: the game services read it too).
store_prefix = tournament_store_prefix


class TournamentKeys:
    def __init__(self, key_prefix: str, tournament_id: str):
        base = store_prefix(key_prefix)
        meta = GameKeys(base, tournament_id).meta
        # `{meta}:tokens` (digest -> "organiser" | "entrant:<id>") and `<base>token:<digest>` (which
        # tournament a token belongs to) are the platform's token layout: shared.app.access_tokens.
        self.seats = f"{meta}:seats"  # entrant id -> its current seat (with the game's seat token)
        self.finished_games = f"{meta}:finished"  # game ids whose result was projected (a trigger cache)
        self.lock = f"{meta}:lock"
        self.document = f"{base}proj:{{{tournament_id}}}:document"


def index_base(key_prefix: str) -> str:
    """The listing of every tournament: one hash tag, so one script updates a summary and its indexes."""
    return f"{store_prefix(key_prefix)}proj:index:{{tournaments}}"
