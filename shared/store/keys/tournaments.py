"""The tournaments' keys: their streams, tokens, seats and listing.

A part of shared.store.keys, which names every key (see its docstring).
"""

from __future__ import annotations


def tournament_store_prefix(prefix: str) -> str:
    """The EventStore prefix of tournament streams: `<prefix>tournaments:game:{<id>}:events`, apart from
    the games' streams, so the game projections' rebuild never mistakes a tournament for a game."""
    return f"{prefix}tournaments:"


class TournamentKeys:
    """One tournament's keys beside its stream (all under its `{<id>}` hash tag)."""

    def __init__(self, prefix: str, tournament_id: str):
        base = tournament_store_prefix(prefix)
        meta = f"{base}game:{{{tournament_id}}}:meta"  # the EventStore's meta key of the tournament's stream
        self.tokens = f"{meta}:tokens"  # token digest -> "organiser" | "entrant:<id>"
        self.seats = f"{meta}:seats"  # entrant id -> its current seat (with the game's seat token)
        self.finished_games = f"{meta}:finished"  # game ids whose result was projected (a trigger cache)
        self.lock = f"{meta}:lock"
        self.document = f"{base}proj:{{{tournament_id}}}:document"
        # The organiser's feed (services.tournaments.feed): derived from the tournament's and its games' streams.
        self.feed = f"{base}proj:{{{tournament_id}}}:feed"  # a stream: entry n-0 is the feed's n-th item
        self.feed_seen = f"{base}proj:{{{tournament_id}}}:feed:seen"  # item key -> 1 (each item once)
        self.feed_cursors = f"{base}proj:{{{tournament_id}}}:feed:cursors"  # stream id -> version read


def tournament_token_key(prefix: str, digest: str) -> str:
    """One key per token (its own slot on Redis Cluster): which tournament a token belongs to."""
    return f"{tournament_store_prefix(prefix)}token:{digest}"


def tournament_index_base(prefix: str) -> str:
    """The listing of every tournament: one hash tag, so one script updates a summary and its indexes."""
    return f"{tournament_store_prefix(prefix)}proj:index:{{tournaments}}"


def tournament_summaries_key(prefix: str) -> str:
    """The tournaments' listing: tournament id -> its summary (JSON)."""
    return f"{tournament_index_base(prefix)}:summary"


def tournaments_listed_key(prefix: str, status: str | None = None) -> str:
    """Every tournament (status None) or those of one status, newest first (score = created at)."""
    return f"{tournament_index_base(prefix)}:{status or 'all'}"
