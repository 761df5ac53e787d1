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
from shared.base import jsonfast
from shared.store.eventstore import text
from shared.store.keys import ratings_keys

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
    def __init__(self, redis, prefix: str = ""):
        self.redis = redis
        self.prefix = prefix
        self._lock = RedisLock(redis, LOCK_TTL_MS, LOCK_WAIT_S)

    def _keys(self, game: str) -> dict[str, str]:
        return ratings_keys(self.prefix, game)

    # -- writing ------------------------------------------------------------------------------------

    def record(self, game: str, game_id: str, finished_at: str, seats: list[tuple[str, int]]) -> bool:
        """Remember one finished game's rated seats (idempotent); True if it was new."""
        if len(seats) < 2:
            return False
        keys = self._keys(game)
        new = self.redis.hsetnx(keys["results"], game_id, jsonfast.dumps(seats))
        # Always (idempotent): a crash between the two writes must not leave a result out of the order.
        self.redis.zadd(keys["order"], {game_id: datetime.fromisoformat(finished_at).timestamp()})
        return bool(new)

    def behind(self, game: str) -> bool:
        """Whether recorded results wait to be applied (the sweep's cheap check)."""
        keys = self._keys(game)
        applied = jsonfast.loads(self.redis.get(keys["applied"]) or b'{"count": 0}')
        return self.redis.zcard(keys["order"]) > applied["count"]

    def refresh(self, game: str) -> int:
        """Apply every recorded result not yet applied, in order; returns how many were applied."""
        keys = self._keys(game)
        token = self._lock.acquire(keys["lock"])
        if token is None:
            return 0  # someone else is applying the same results; they will catch this one too
        try:
            return self._refresh(keys)
        finally:
            self._lock.release(keys["lock"], token)

    def _refresh(self, keys: dict[str, str]) -> int:
        applied = jsonfast.loads(self.redis.get(keys["applied"]) or b'{"count": 0, "last": null}')
        count, last = applied["count"], applied["last"]
        if count and (last is None or self.redis.zrank(keys["order"], last) != count - 1):
            count, last = 0, None  # a game arrived behind the last applied one: from scratch
            self.redis.delete(keys["players"], keys["board"])
        pending = [text(m) for m in self.redis.zrange(keys["order"], count, -1)]
        if not pending:
            return 0
        ratings, games = self._load_players(keys)
        results = self.redis.hmget(keys["results"], pending)
        for raw in results:
            seats = jsonfast.loads(raw)
            teams = [[ratings.get(identity) or MODEL.rating()] for identity, _ in seats]
            rated = MODEL.rate(teams, ranks=[position + 1 for _, position in seats])
            for (identity, _), (rating,) in zip(seats, rated, strict=True):
                games[identity] = games.get(identity, 0) + 1
                ratings[identity] = rating
        pipe = self.redis.pipeline(transaction=False)
        for identity, rating in ratings.items():
            pipe.hset(keys["players"], identity,
                      jsonfast.dumps({"mu": rating.mu, "sigma": rating.sigma, "games": games[identity]}))
            pipe.zadd(keys["board"], {identity: rating.ordinal()})
        pipe.set(keys["applied"], jsonfast.dumps({"count": count + len(pending), "last": pending[-1]}))
        pipe.execute()
        return len(pending)

    def _load_players(self, keys: dict[str, str]) -> tuple[dict[str, Any], dict[str, int]]:
        ratings, games = {}, {}
        for identity, raw in self.redis.hgetall(keys["players"]).items():
            stored = jsonfast.loads(raw)
            ratings[text(identity)] = MODEL.rating(mu=stored["mu"], sigma=stored["sigma"])
            games[text(identity)] = stored["games"]
        return ratings, games

    def drop(self, game: str) -> None:
        self.redis.delete(*self._keys(game).values())

    # -- reading ------------------------------------------------------------------------------------

    def leaderboard(self, game: str, offset: int, limit: int,
                    client: str | None = None) -> tuple[list[dict[str, Any]], int]:
        """The board, best first; with `client`, that client's users only (each with its rank among everyone:
        another client's user ids are not shown to it, docs/frontends/visibility.md), total counting those."""
        keys = self._keys(game)
        if client is None:
            total = self.redis.zcard(keys["board"])
            identities = [text(i) for i in self.redis.zrevrange(keys["board"], offset, offset + limit - 1)]
            ranks = [offset + i + 1 for i in range(len(identities))]
        else:
            # One pass over the board (its members are identities `<client>:<user>`).
            board = [text(i) for i in self.redis.zrevrange(keys["board"], 0, -1)]
            own = [(rank, who) for rank, who in enumerate(board, 1) if who.startswith(f"{client}:")]
            total, page = len(own), own[offset:offset + limit]
            ranks, identities = [rank for rank, _ in page], [who for _, who in page]
        if not identities:
            return [], total
        rows = self.redis.hmget(keys["players"], identities)
        return [self._row(identity, raw, rank)
                for rank, identity, raw in zip(ranks, identities, rows, strict=True) if raw], total

    def player(self, game: str, identity: str) -> dict[str, Any] | None:
        keys = self._keys(game)
        raw = self.redis.hget(keys["players"], identity)
        if raw is None:
            return None
        rank = self.redis.zrevrank(keys["board"], identity)
        return self._row(identity, raw, None if rank is None else rank + 1)

    @staticmethod
    def _row(identity: str, raw: bytes, rank: int | None) -> dict[str, Any]:
        stored = jsonfast.loads(raw)
        ordinal = stored["mu"] - 3 * stored["sigma"]
        return {"player": identity, "rank": rank, "rating": round(ordinal, 3), "mu": round(stored["mu"], 3),
                "sigma": round(stored["sigma"], 3), "games": stored["games"]}
