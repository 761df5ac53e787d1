"""What the tournament service (services/tournaments) keeps beside each tournament's stream: the entrants'
current seats, the round games noted finished, the public document and the listing's summaries.

Keys (shared.store.keys): `TournamentKeys(prefix, id)`: `seats` (a hash, entrant id -> its current seat
as JSON), `finished_games` (a set of game ids: a cache of the finish hook, so a round's end needs no
load of the games already noted), `document` (the public document, JSON, written only when newer);
`tournament_summaries_key` (tournament id -> summary) and `tournaments_listed_key` (sorted sets, all and
by status); `flag(prefix, "tournament", id)`, "an advance of this tournament is queued". The streams
themselves are the event store's, under `tournament_store_prefix`.
"""

from __future__ import annotations

from typing import Any

from shared.base import jsonfast
from shared.store.keys import (
    TournamentKeys,
    flag,
    stream_keys,
    tournament_store_prefix,
    tournament_summaries_key,
    tournaments_listed_key,
)
from shared.store.replies import text


def tournament_recorded(redis, prefix: str, tournament_id: str) -> bool:
    """Whether the deployment under `prefix` holds this tournament's stream (one EXISTS)."""
    return bool(redis.exists(stream_keys(tournament_store_prefix(prefix), tournament_id).events))


class TournamentRecords:
    """The records of the tournaments under one deployment prefix."""

    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix

    def keys(self, tournament_id: str) -> TournamentKeys:
        return TournamentKeys(self.prefix, tournament_id)

    # -- seats and finished games ------------------------------------------------------------------

    def seat_of(self, tournament_id: str, entrant_id: str) -> dict[str, Any] | None:
        """The seat last recorded for the entrant ({round, table, game, game_id, seat}), None if none."""
        raw = self.redis.hget(self.keys(tournament_id).seats, entrant_id)
        return jsonfast.loads(raw) if raw else None

    def record_seats(self, tournament_id: str, seats: dict[str, dict[str, Any]]) -> None:
        """Entrant id -> its seat in the round just created (over the previous round's)."""
        self.redis.hset(self.keys(tournament_id).seats,
                        mapping={entrant: jsonfast.dumps(seat) for entrant, seat in seats.items()})

    def note_finished_game(self, tournament_id: str, game_id: str) -> None:
        self.redis.sadd(self.keys(tournament_id).finished_games, game_id)

    def noted_finished(self, tournament_id: str, game_ids: list[str]) -> list[bool]:
        """For each game, whether its finish was noted."""
        return [bool(seen) for seen in self.redis.smismember(self.keys(tournament_id).finished_games, game_ids)]

    # -- the read model ----------------------------------------------------------------------------

    def stored_document(self, tournament_id: str) -> dict[str, Any] | None:
        raw = self.redis.get(self.keys(tournament_id).document)
        return None if raw is None else jsonfast.loads(raw)

    def forget_document(self, tournament_id: str) -> None:
        """Drop the public document (a rebuild writes it again from the stream)."""
        self.redis.delete(self.keys(tournament_id).document)

    def summaries(self, tournament_ids: list[str]) -> list[bytes | None]:
        """The listed summaries of these tournaments, as stored (None where one is missing)."""
        return self.redis.hmget(tournament_summaries_key(self.prefix), tournament_ids)

    def listed(self, status: str, count: int) -> list[str]:
        """The first `count` tournaments listed under `status` (the listing's order)."""
        return [text(raw) for raw in self.redis.zrange(tournaments_listed_key(self.prefix, status), 0, count - 1)]

    # -- the workers' flags ------------------------------------------------------------------------

    def advance_flag(self, tournament_id: str) -> str:
        """The key of "an advance of this tournament is queued" (taken by whoever queues one)."""
        return flag(self.prefix, "tournament", tournament_id)

    def clear_queued_advance(self, tournament_id: str) -> None:
        """Let the next finished game queue another advance (a run clears it before it reads)."""
        self.redis.delete(self.advance_flag(tournament_id))
