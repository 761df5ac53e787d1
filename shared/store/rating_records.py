"""Ratings as stored, per game kind (shared.app.matchmaking.ratings rates; this module keeps the records).

Keys (shared.store.keys.ratings_keys), all under the game kind's `{<game>}` hash tag:
- `results`: game id -> its rated seats (JSON [[identity, position], ...]), each finished game once;
- `order`: the recorded games, score = when they finished (unix s), the order they are applied in;
- `applied`: how many of `order` the ratings hold, and the last one applied (JSON {"count", "last"});
- `players`: identity -> its rating (JSON {"mu", "sigma", "games"});
- `board`: the identities, score = their rating's ordinal (the leaderboard);
- `lock`: held by the one process applying results (shared.app.aggregates.base.RedisLock).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from shared.base import jsonfast
from shared.store.keys import ratings_keys
from shared.store.replies import text

NOTHING_APPLIED = b'{"count": 0, "last": null}'
# Asked for on every operation: built once per game kind (nobody changes the dict returned).
_keys_of = functools.lru_cache(maxsize=256)(ratings_keys)


class RatingRecords:
    """Every game kind's rating records behind one deployment's prefix."""

    def __init__(self, redis, prefix: str = ""):
        self.redis = redis
        self.prefix = prefix

    def lock_key(self, game: str) -> str:
        return _keys_of(self.prefix, game)["lock"]

    # -- the results, in the order they are applied ---------------------------------------------------------

    def record_result(self, game: str, game_id: str, seats: list[tuple[str, int]], finished_at_s: float) -> bool:
        """Remember one finished game's rated seats (idempotent); True if it was new."""
        keys = _keys_of(self.prefix, game)
        new = self.redis.hsetnx(keys["results"], game_id, jsonfast.dumps(seats))
        # Always (idempotent): a crash between the two writes must not leave a result out of the order.
        self.redis.zadd(keys["order"], {game_id: finished_at_s})
        return bool(new)

    def recorded_count(self, game: str) -> int:
        return self.redis.zcard(_keys_of(self.prefix, game)["order"])

    def applied_so_far(self, game: str) -> dict[str, Any]:
        """{"count": how many recorded results the ratings hold, "last": the last one's game id or None}."""
        return jsonfast.loads(self.redis.get(_keys_of(self.prefix, game)["applied"]) or NOTHING_APPLIED)

    def place_of(self, game: str, game_id: str) -> int | None:
        """The game's place (0 first) in the order results are applied in; None if not recorded."""
        return self.redis.zrank(_keys_of(self.prefix, game)["order"], game_id)

    def results_from(self, game: str, place: int) -> list[str]:
        """The game ids recorded from this place in the order on."""
        return [text(m) for m in self.redis.zrange(_keys_of(self.prefix, game)["order"], place, -1)]

    def results_of(self, game: str, game_ids: list[str]) -> list[list[tuple[str, int]]]:
        """Each game's rated seats, [identity, position] each, in the order asked."""
        return [jsonfast.loads(raw) for raw in self.redis.hmget(_keys_of(self.prefix, game)["results"], game_ids)]

    # -- the ratings ------------------------------------------------------------------------------------------

    def forget_ratings(self, game: str) -> None:
        """Empty the ratings and the board (to apply every result again from the first)."""
        keys = _keys_of(self.prefix, game)
        self.redis.delete(keys["players"], keys["board"])

    def all_players(self, game: str) -> dict[str, dict[str, Any]]:
        """identity -> {"mu", "sigma", "games"} of every rated player."""
        return {text(identity): jsonfast.loads(raw)
                for identity, raw in self.redis.hgetall(_keys_of(self.prefix, game)["players"]).items()}

    def save_ratings(self, game: str, players: Iterable[tuple[str, dict[str, Any], float]], applied: int,
                     last: str) -> None:
        """Write the players' ratings (identity, {"mu", "sigma", "games"}, ordinal for the board) and how many
        results they hold, the last being `last` (one round trip)."""
        keys = _keys_of(self.prefix, game)
        pipe = self.redis.pipeline(transaction=False)
        for identity, stored, ordinal in players:
            pipe.hset(keys["players"], identity, jsonfast.dumps(stored))
            pipe.zadd(keys["board"], {identity: ordinal})
        pipe.set(keys["applied"], jsonfast.dumps({"count": applied, "last": last}))
        pipe.execute()

    def drop(self, game: str) -> None:
        """Every rating record of the game kind (a rebuild starts from nothing)."""
        self.redis.delete(*_keys_of(self.prefix, game).values())

    # -- the board --------------------------------------------------------------------------------------------

    def board_size(self, game: str) -> int:
        return self.redis.zcard(_keys_of(self.prefix, game)["board"])

    def board(self, game: str, start: int = 0, stop: int = -1) -> list[str]:
        """The identities from place `start` to `stop` (inclusive, 0 the best; -1 the last)."""
        return [text(i) for i in self.redis.zrevrange(_keys_of(self.prefix, game)["board"], start, stop)]

    def players(self, game: str, identities: list[str]) -> list[dict[str, Any] | None]:
        """Each identity's {"mu", "sigma", "games"}, None if unrated, in the order asked."""
        rows = self.redis.hmget(_keys_of(self.prefix, game)["players"], identities)
        return [jsonfast.loads(raw) if raw else None for raw in rows]

    def player(self, game: str, identity: str) -> dict[str, Any] | None:
        raw = self.redis.hget(_keys_of(self.prefix, game)["players"], identity)
        return None if raw is None else jsonfast.loads(raw)

    def place_on_board(self, game: str, identity: str) -> int | None:
        """0 for the best; None if not on the board."""
        return self.redis.zrevrank(_keys_of(self.prefix, game)["board"], identity)
