"""Read models (CQRS): each seat's view, the spectator view, the lobby, per-player game lists.

Projections are disposable: `project` brings one game's up to its stream's
version (idempotent, checkpointed per game), `rebuild_all` recreates every one
of them from the streams alone.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from redis.cluster import RedisCluster
from redis.exceptions import NoScriptError

from shared import jsonfast
from shared.repository import GameRecord, GameRepository
from shared.service import GameService, status_of

SNAPSHOT_EVERY = 64  # versions between state snapshots (a cold load folds at most this many events)

# Writes a game's projection keys only if they move the checkpoint forward, so a
# slow worker never overwrites a newer projection with an older one.
WRITE_IF_NEWER = """
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local version = tonumber(ARGV[1])
if current >= version then return 0 end
for i = 2, #KEYS do redis.call('SET', KEYS[i], ARGV[i]) end
redis.call('SET', KEYS[1], version)
return 1
"""


# Counts a finished game in its tournament exactly once, however often it is projected.
COUNT_IN_TOURNAMENT = """
if redis.call('HSETNX', KEYS[1], ARGV[1], 1) == 0 then return 0 end
for i = 2, #ARGV, 2 do redis.call('HINCRBY', KEYS[2], ARGV[i], ARGV[i + 1]) end
return 1
"""


class ProjectionKeys:
    def __init__(self, prefix: str, game_name: str):
        self.prefix = prefix
        self.game_name = game_name

    def base(self, game_id: str) -> str:
        return f"{self.prefix}proj:{{{game_id}}}"

    def checkpoint(self, game_id: str) -> str:
        return f"{self.base(game_id)}:checkpoint"

    def view(self, game_id: str, seat: int | None) -> str:
        return f"{self.base(game_id)}:view:{'spectator' if seat is None else seat}"

    def lobby(self, status: str) -> str:
        return f"{self.prefix}proj:lobby:{self.game_name}:{status}"

    def summaries(self) -> str:
        return f"{self.prefix}proj:lobby:{self.game_name}:summary"

    def player_games(self, name: str) -> str:
        return f"{self.prefix}proj:player:{name}:games"

    def all_games(self) -> str:
        return f"{self.prefix}proj:games:{self.game_name}"

    def tournament(self, tournament: str) -> tuple[str, str]:
        """(games counted, standings counters) of one tournament of this game kind; one hash tag."""
        base = f"{self.prefix}proj:tournament:{self.game_name}:{{{tournament}}}"
        return f"{base}:games", f"{base}:standings"


class Projector:
    def __init__(self, service: GameService):
        self.service = service
        self.engine = service.engine
        self.repository: GameRepository = service.repository
        self.redis = service.store.redis
        self.keys = ProjectionKeys(service.store.prefix, self.engine.name)
        self._write_sha = self.redis.script_load(WRITE_IF_NEWER)
        self._count = self.redis.register_script(COUNT_IN_TOURNAMENT)
        # What this process last wrote, per game: saves redundant work on duplicate tasks.
        self._projected: dict[str, int] = {}
        self._snapshotted: dict[str, int] = {}
        self._indexed: dict[str, str] = {}

    def checkpoint(self, game_id: str) -> int:
        value = self.redis.get(self.keys.checkpoint(game_id))
        return int(value) if value is not None else 0

    def project(self, game_id: str) -> int:
        """Bring this game's projections up to its stream; returns the projected version.

        One round trip on a single Redis: the views (and, every SNAPSHOT_EVERY versions,
        the state snapshot) in one script that refuses to go backwards, the lobby
        summary beside it, the lobby indexes only when the game's status changed.
        """
        with self.repository.lock(game_id):
            record = self.repository.load(game_id)
            version = record.version
            if version <= self._projected.get(game_id, 0):
                return version
            documents = {self.keys.view(game_id, None): self._document(record, None)}
            for seat in range(len(record.players)):
                documents[self.keys.view(game_id, seat)] = self._document(record, seat)
            summary = self._summary(record)
            snapshot_due = record.result is not None or version - self._snapshotted.get(game_id, 0) >= SNAPSHOT_EVERY
            snapshot = record.to_json() if snapshot_due else None
            tournament, result = record.tournament, record.result
            seats = [(p["name"], p["kind"]) for p in record.players]
        keys = [self.keys.checkpoint(game_id), *documents]
        args: list[Any] = [version, *(jsonfast.dumps(d) for d in documents.values())]
        if snapshot is not None:  # the snapshot shares the game's hash tag: same script, same slot
            keys.append(self.repository.snapshot_key(game_id))
            args.append(snapshot)
        commands: list[tuple] = [("EVALSHA", self._write_sha, len(keys), *keys, *args),
                                 ("HSET", self.keys.summaries(), game_id, jsonfast.dumps(summary))]
        if self._indexed.get(game_id) != summary["status"]:
            commands += self._index_commands(summary)
        self._execute(commands)
        _remember(self._projected, game_id, version)
        _remember(self._indexed, game_id, summary["status"])
        if snapshot is not None:
            _remember(self._snapshotted, game_id, version)
        if tournament and result:
            self._count_in_tournament(tournament, summary["game_id"], seats, result)
        return version

    def _execute(self, commands: list[tuple]) -> None:
        """Run commands in one round trip (one by one on Redis Cluster, whose keys span slots)."""
        for attempt in (1, 2):
            try:
                if isinstance(self.redis, RedisCluster):
                    for command in commands:
                        self.redis.execute_command(*command)
                else:
                    pipe = self.redis.pipeline(transaction=False)
                    for command in commands:
                        pipe.execute_command(*command)
                    pipe.execute()
                return
            except NoScriptError:
                if attempt == 2:
                    raise
                self._write_sha = self.redis.script_load(WRITE_IF_NEWER)  # the server lost its scripts

    def _count_in_tournament(self, tournament: str, game_id: str, seats: list[tuple[str, str]],
                             result: dict[str, Any]) -> None:
        ranking, winners = result["ranking"], set(result["winners"])
        totals = {p["seat"]: p["total"] for p in result["players"]}
        increments: list[Any] = []
        for seat, (name, kind) in enumerate(seats):
            if kind == "automa" or seat not in totals:
                continue  # the Automa plays in the game but stands in no tournament
            rank_points = len(ranking) if seat in winners else len(ranking) - ranking.index(seat)
            increments += [f"{name}|games", 1, f"{name}|wins", int(seat in winners),
                           f"{name}|points", rank_points, f"{name}|score", int(totals[seat])]
        self._count(keys=list(self.keys.tournament(tournament)), args=[game_id, *increments])

    def standings(self, tournament: str) -> dict[str, Any]:
        games_key, standings_key = self.keys.tournament(tournament)
        table: dict[str, dict[str, Any]] = {}
        for field, value in self.redis.hgetall(standings_key).items():
            name, _, counter = _text(field).rpartition("|")
            table.setdefault(name, {"name": name, "games": 0, "wins": 0, "points": 0, "score": 0})[counter] = int(value)
        ranked = sorted(table.values(), key=lambda r: (-r["wins"], -r["points"], -r["score"], r["name"]))
        return {"tournament": tournament, "games": self.redis.hlen(games_key), "standings": ranked}

    def _document(self, record: GameRecord, seat: int | None) -> dict[str, Any]:
        return self.service.game_view(record, seat)

    def _summary(self, record: GameRecord) -> dict[str, Any]:
        return {
            "game_id": record.game_id,
            "game": record.game,
            "version": record.version,
            "status": status_of(self.engine, record),
            "players": [{"seat": i, "name": p["name"], "kind": p["kind"]} for i, p in enumerate(record.players)],
            "pending": sorted(self.engine.pending(record.state)),
            "created_at": record.created_at,
            "winners": (record.result or {}).get("winners"),
        }

    def _index_commands(self, summary: dict[str, Any]) -> list[tuple]:
        game_id = summary["game_id"]
        score = _created_score(summary["created_at"])
        commands: list[tuple] = [("ZADD", self.keys.all_games(), score, game_id)]
        for status in ("active", "finished"):
            if status == summary["status"]:
                commands.append(("ZADD", self.keys.lobby(status), score, game_id))
            else:
                commands.append(("ZREM", self.keys.lobby(status), game_id))
        for player in summary["players"]:
            commands.append(("ZADD", self.keys.player_games(player["name"]), score, f"{self.engine.name}:{game_id}"))
        return commands

    # -- reading -------------------------------------------------------------------

    def read_view(self, game_id: str, seat: int | None) -> dict[str, Any] | None:
        raw = self.redis.get(self.keys.view(game_id, seat))
        return jsonfast.loads(raw) if raw else None

    def lobby(self, status: str | None, offset: int, limit: int) -> tuple[list[dict[str, Any]], int]:
        key = self.keys.lobby(status) if status else self.keys.all_games()
        return self._page(key, offset, limit, lambda member: member)

    def player_games(self, name: str, offset: int, limit: int) -> tuple[list[dict[str, Any]], int]:
        """This game kind's games the named player sits in (the index spans every game kind)."""
        own = f"{self.engine.name}:"
        return self._page(self.keys.player_games(name), offset, limit,
                          lambda member: member[len(own):] if member.startswith(own) else None)

    def _page(self, key: str, offset: int, limit: int, to_game_id) -> tuple[list[dict[str, Any]], int]:
        total = self.redis.zcard(key)
        ids = [to_game_id(_text(m)) for m in self.redis.zrevrange(key, offset, offset + limit - 1)]
        ids = [i for i in ids if i]
        if not ids:
            return [], total
        raw = self.redis.hmget(self.keys.summaries(), ids)
        return [jsonfast.loads(r) for r in raw if r], total

    # -- rebuild -----------------------------------------------------------------

    def drop_all(self) -> int:
        """Delete every projection of this game kind (the streams stay untouched)."""
        deleted = 0
        for pattern in (f"proj:lobby:{self.engine.name}:*", f"proj:tournament:{self.engine.name}:*"):
            for key in self.redis.scan_iter(match=f"{self.keys.prefix}{pattern}", count=500):
                deleted += self.redis.delete(key)
        deleted += self.redis.delete(self.keys.all_games())
        for game_id in self.game_ids_from_streams():
            for key in self.redis.scan_iter(match=f"{self.keys.base(game_id)}:*", count=100):
                deleted += self.redis.delete(key)
            self.redis.delete(self.repository.snapshot_key(game_id))
            self.repository.forget(game_id)
        for cache in (self._projected, self._snapshotted, self._indexed):
            cache.clear()
        return deleted

    def game_ids_from_streams(self) -> list[str]:
        """Every game of this kind, found from the event streams alone."""
        ids = []
        prefix = f"{self.keys.prefix}game:{{"
        for key in self.redis.scan_iter(match=f"{prefix}*}}:events", count=500):
            key = _text(key)
            game_id = key[len(prefix) : key.index("}", len(prefix))]
            first = self.service.store.read_raw(game_id, 1, 1)
            if first and first[0]["data"].get("game") == self.engine.name:
                ids.append(game_id)
        return ids

    def rebuild_all(self) -> int:
        self.drop_all()
        count = 0
        for game_id in self.game_ids_from_streams():
            self.project(game_id)
            count += 1
        return count


def _remember(cache: dict, key: str, value: Any, limit: int = 100_000) -> None:
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value


def _created_score(created_at: str) -> float:
    return datetime.fromisoformat(created_at).timestamp()


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value
