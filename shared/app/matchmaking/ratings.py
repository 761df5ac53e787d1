"""Ratings: openskill's Plackett-Luce per player identity and game kind, a rebuildable read model.

Identity: the seat's player identity `<client>:<user>` recorded in the game's created event
(shared.app.clients.integrators: a client names only its own users, so nobody can be rated as another
client's user, and a client's bot account is a user too); names are for display only. Seats
without an identity (anonymous bots, the Automa, guests, a tournament's filler bots) are not rated, and a game with fewer than two rated
seats is not rated at all. Tournament games carry their entrants' identities like any game.

Order-safe: the rating after a set of games never depends on the order the
projections saw them in. Results are kept in one sorted set per game kind,
ordered by the time the result was appended (then game id); `refresh` applies
them in that order, incrementally while games arrive in order, and from scratch
when one arrives behind the last applied (cheap: one `rate` per game).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from openskill.models import PlackettLuce

from shared.app.aggregates.base import RedisLock
from shared.store.rating_records import RatingRecords

LOCK_TTL_MS = 60_000
LOCK_WAIT_S = 30.0
MODEL = PlackettLuce()


def positions_of(result: dict[str, Any], seats: int) -> dict[int, int]:
    """Seat -> position (0 first): winners share first, forfeited seats last, the rest by ranking."""
    forfeited = set(result.get("forfeited") or []) | {
        p["seat"] for p in result.get("players", []) if p.get("forfeited")}
    winners = [s for s in result.get("winners", []) if s not in forfeited]
    positions = dict.fromkeys(winners, 0)
    place = len(winners)
    for seat in result.get("ranking", []):
        if seat not in positions and seat not in forfeited:
            positions[seat] = place
            place += 1
    for seat in forfeited:
        positions[seat] = seats - 1
    return positions


def rated_seats(players: Sequence[dict[str, Any]], identities: Sequence[str | None] | None,
                result: dict[str, Any]) -> list[tuple[str, int]]:
    """(identity, position) of every rated seat of one finished game, best position per identity."""
    positions = positions_of(result, len(players))
    best: dict[str, int] = {}
    for seat, identity in enumerate(identities or ()):
        if identity is None or seat not in positions or players[seat].get("kind") == "automa":
            continue
        best[identity] = min(best.get(identity, positions[seat]), positions[seat])
    return sorted(best.items(), key=lambda item: (item[1], item[0]))


class Ratings:
    """The ratings of every game kind (the records: shared.store.rating_records)."""

    def __init__(self, redis, prefix: str = ""):
        self.records = RatingRecords(redis, prefix)
        self._lock = RedisLock(redis, LOCK_TTL_MS, LOCK_WAIT_S)

    # -- writing ------------------------------------------------------------------------------------

    def record(self, game: str, game_id: str, finished_at: str, seats: list[tuple[str, int]]) -> bool:
        """Remember one finished game's rated seats (idempotent); True if it was new."""
        if len(seats) < 2:
            return False
        return self.records.record_result(game, game_id, seats, datetime.fromisoformat(finished_at).timestamp())

    def behind(self, game: str) -> bool:
        """Whether recorded results wait to be applied (the sweep's cheap check)."""
        applied = self.records.applied_so_far(game)
        return self.records.recorded_count(game) > applied["count"]

    def refresh(self, game: str) -> int:
        """Apply every recorded result not yet applied, in order; returns how many were applied."""
        lock_key = self.records.lock_key(game)
        token = self._lock.acquire(lock_key)
        if token is None:
            return 0  # someone else is applying the same results; they will catch this one too
        try:
            return self._refresh(game)
        finally:
            self._lock.release(lock_key, token)

    def _refresh(self, game: str) -> int:
        applied = self.records.applied_so_far(game)
        count, last = applied["count"], applied["last"]
        if count and (last is None or self.records.place_of(game, last) != count - 1):
            count, last = 0, None  # a game arrived behind the last applied one: from scratch
            self.records.forget_ratings(game)
        pending = self.records.results_from(game, count)
        if not pending:
            return 0
        ratings, games = {}, {}
        for identity, stored in self.records.all_players(game).items():
            ratings[identity] = MODEL.rating(mu=stored["mu"], sigma=stored["sigma"])
            games[identity] = stored["games"]
        for seats in self.records.results_of(game, pending):
            teams = [[ratings.get(identity) or MODEL.rating()] for identity, _ in seats]
            rated = MODEL.rate(teams, ranks=[position + 1 for _, position in seats])
            for (identity, _), (rating,) in zip(seats, rated, strict=True):
                games[identity] = games.get(identity, 0) + 1
                ratings[identity] = rating
        self.records.save_ratings(
            game, ((identity, {"mu": rating.mu, "sigma": rating.sigma, "games": games[identity]}, rating.ordinal())
                   for identity, rating in ratings.items()),
            count + len(pending), pending[-1])
        return len(pending)

    def drop(self, game: str) -> None:
        self.records.drop(game)

    # -- reading ------------------------------------------------------------------------------------

    def leaderboard(self, game: str, offset: int, limit: int,
                    client: str | None = None) -> tuple[list[dict[str, Any]], int]:
        """The board, best first; with `client`, that client's users only (each with its rank among everyone:
        another client's user ids are not shown to it, docs/frontends/visibility.md), total counting those."""
        if client is None:
            total = self.records.board_size(game)
            identities = self.records.board(game, offset, offset + limit - 1)
            ranks = [offset + i + 1 for i in range(len(identities))]
        else:
            # One pass over the board (its members are identities `<client>:<user>`).
            board = self.records.board(game)
            own = [(rank, who) for rank, who in enumerate(board, 1) if who.startswith(f"{client}:")]
            total, page = len(own), own[offset:offset + limit]
            ranks, identities = [rank for rank, _ in page], [who for _, who in page]
        if not identities:
            return [], total
        rows = self.records.players(game, identities)
        return [self._row(identity, stored, rank)
                for rank, identity, stored in zip(ranks, identities, rows, strict=True) if stored], total

    def player(self, game: str, identity: str) -> dict[str, Any] | None:
        stored = self.records.player(game, identity)
        if stored is None:
            return None
        rank = self.records.place_on_board(game, identity)
        return self._row(identity, stored, None if rank is None else rank + 1)

    @staticmethod
    def _row(identity: str, stored: dict[str, Any], rank: int | None) -> dict[str, Any]:
        ordinal = stored["mu"] - 3 * stored["sigma"]
        return {"player": identity, "rank": rank, "rating": round(ordinal, 3), "mu": round(stored["mu"], 3),
                "sigma": round(stored["sigma"], 3), "games": stored["games"]}
