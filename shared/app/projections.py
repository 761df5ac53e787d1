"""Read models (CQRS): each seat's view, the spectator view, the lobby, per-player game lists.

Projections are disposable: `project` brings one game's up to its stream's
version (idempotent, checkpointed per game), `rebuild_all` recreates every one
of them from the streams alone.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from redis.cluster import RedisCluster
from redis.exceptions import NoScriptError

from shared.app import listings
from shared.app.projection_rebuild import archived_ids, delete_under, stream_ids
from shared.app.queries import status_of
from shared.app.service import GameService
from shared.app.visibility import listing_facts
from shared.app.write_if_newer import WRITE_CHECKPOINTED, WRITE_LISTING_IF_NEWER, listing_call
from shared.base import jsonfast
from shared.store.eventstore import text
from shared.store.repository import SNAPSHOT_EVERY, GameRecord, GameRepository

log = logging.getLogger(__name__)

GAME_STATUSES = ("active", "finished")


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

    # The lobby of one game kind shares one hash tag, so one script writes a summary and its indexes.
    def lobby_base(self) -> str:
        return f"{self.prefix}proj:lobby:{{{self.game_name}}}"

    def lobby(self, status: str) -> str:
        return f"{self.lobby_base()}:{status}"

    def summaries(self) -> str:
        return f"{self.lobby_base()}:summary"

    def all_games(self) -> str:
        return f"{self.lobby_base()}:all"

    def player_base(self) -> str:
        # Per game kind, so a listing pages over this kind's games only; the same hash tag as the lobby.
        return f"{self.prefix}proj:player:{{{self.game_name}}}"

    def player_games(self, name: str) -> str:
        return f"{self.player_base()}:{name}:games"

    def identity_base(self) -> str:
        # Apart from the names' lists (a name may look like an identity); the lobby's hash tag.
        return f"{self.prefix}proj:identity:{{{self.game_name}}}"

    def identity_games(self, identity: str) -> str:
        return f"{self.identity_base()}:{identity}:games"

    def tournament_games(self, tournament: str) -> str:
        """This game kind's games of one tournament (same hash tag as the lobby)."""
        return f"{self.lobby_base()}:tournament:{tournament}"


class Projector:
    def __init__(self, service: GameService):
        self.service = service
        self.engine = service.engine
        self.repository: GameRepository = service.repository
        self.redis = service.store.redis
        self.keys = ProjectionKeys(service.store.prefix, self.engine.name)
        # The views beside their checkpoint; the lobby summary with its indexes (every status, every
        # seat's player list, the tournament's games), all under the game kind's hash tag.
        self._sources = {"views": WRITE_CHECKPOINTED, "lobby": WRITE_LISTING_IF_NEWER}
        self._shas = {name: self.redis.script_load(source) for name, source in self._sources.items()}
        # Called with each finished record (the runtime publishes it on its bus: ratings, plugins);
        # idempotent, may run more than once.
        self.finished_hooks: list[Callable[[GameRecord], None]] = []
        # Called with each projected game's id (the runtime's webhook outbox reads the new events);
        # idempotent, may run more than once.
        self.projected_hooks: list[Callable[[str], object]] = []
        # What this process last wrote, per game: saves redundant work on duplicate tasks.
        # Only a cache: the scripts' version checks are what keep every projection from going backwards.
        self._projected: dict[str, tuple[int, str]] = {}  # game -> (version, head) projected
        self._snapshotted: dict[str, int] = {}

    def checkpoint(self, game_id: str) -> int:
        value = self.redis.get(self.keys.checkpoint(game_id))
        return int(value) if value is not None else 0

    def project(self, game_id: str, views: bool = True, newest: int | None = None) -> int:
        """Bring this game's projections up to its stream; returns the projected version.

        One round trip on a single Redis: the views (and, every SNAPSHOT_EVERY versions,
        the state snapshot) in one script, the lobby summary and its indexes in another;
        each refuses a version not newer than the one it holds. views=False: the listing only
        (an archived game, whose views are served from its history: shared.app.archival).
        newest: the version the caller knows the stream has reached (the partition's dirty mark), so a
        record far behind it starts from the writer's snapshot (GameRepository.load).
        """
        with self.repository.lock(game_id):
            record = self.repository.load(game_id, newest=newest)
            version = record.version
            done = self._projected.get(game_id)
            # Projected already: this version with this head (a version refolded after a failover differs).
            if done is not None and (done[0] > version or done == (version, record.head)):
                return version
            documents = {self.keys.view(game_id, None): self._document(record, None)}
            for seat in range(len(record.players)):
                documents[self.keys.view(game_id, seat)] = self._document(record, seat)
            summary = self._summary(record)
            snapshot_due = record.result is not None or version - self._snapshotted.get(game_id, 0) >= SNAPSHOT_EVERY
            snapshot = record.to_json() if snapshot_due else None
            finished = copy.copy(record) if record.result is not None else None  # the hooks run unlocked
        keys = [self.keys.checkpoint(game_id), *documents]
        args: list[Any] = [version, *(jsonfast.dumps(d) for d in documents.values())]
        if snapshot is not None:  # the snapshot shares the game's hash tag: same script, same slot
            keys.append(self.repository.snapshot_key(game_id))
            args.append(snapshot)
        self._execute([("views", keys, args), self._lobby_call(summary)] if views else [self._lobby_call(summary)])
        if finished is not None:
            # Before remembering the version: a failure here leaves the game to be projected (and hooked) again.
            for hook in self.finished_hooks:
                hook(finished)
        for projected in self.projected_hooks:
            try:
                projected(game_id)
            except Exception:  # a hook (the webhook outbox) never fails the projection: it catches up next time
                log.exception("game %s: a hook after its projection failed", game_id)
        _remember(self._projected, game_id, (version, record.head))
        if snapshot is not None:
            _remember(self._snapshotted, game_id, version)
        return version

    def _lobby_call(self, summary: dict[str, Any]) -> tuple[str, list[str], list[Any]]:
        joined = list(dict.fromkeys(self.keys.player_games(p["name"]) for p in summary["players"]))
        joined += [self.keys.identity_games(p["identity"]) for p in summary["players"] if p.get("identity")]
        joined += listings.scope_keys(self.keys.lobby_base(), summary)  # who may list it (shared.app.visibility)
        if summary["tournament"]:
            joined.append(self.keys.tournament_games(summary["tournament"]))
        keys, args = listing_call(self.keys.summaries(), self.keys.all_games(),
                                  [*((s, self.keys.lobby(s)) for s in GAME_STATUSES), *listings.scope_status_keys(
                                      self.keys.lobby_base(), summary, GAME_STATUSES)], joined,
                                  summary["game_id"], summary["version"], jsonfast.dumps(summary), summary["status"],
                                  _created_score(summary["created_at"]))
        return "lobby", keys, args

    def _execute(self, calls: list[tuple[str, list[str], list[Any]]]) -> None:
        """Run scripts in one round trip (one by one on Redis Cluster, whose keys span slots)."""
        for attempt in (1, 2):
            commands = [("EVALSHA", self._shas[name], len(keys), *keys, *args) for name, keys, args in calls]
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
                # The server lost its scripts; running both again is harmless (each checks the version).
                self._shas = {name: self.redis.script_load(source) for name, source in self._sources.items()}

    def _document(self, record: GameRecord, seat: int | None) -> dict[str, Any]:
        return self.service.game_view(record, seat)

    def _summary(self, record: GameRecord) -> dict[str, Any]:
        return {
            "game_id": record.game_id,
            "game": record.game,
            "version": record.version,
            "status": status_of(self.service.rules_engine(record), record),
            "players": [{"seat": i, "name": p["name"], "kind": p["kind"],
                         **({"identity": record.identities[i]} if record.identities and record.identities[i] else {})}
                        for i, p in enumerate(record.players)],
            "pending": sorted(self.service.rules_engine(record).pending(record.state)),
            "created_at": record.created_at,
            "winners": (record.result or {}).get("winners"),
            "tournament": record.tournament,
            "table": record.table,
            **listing_facts(record.visibility, record.client, record.identities),
        }

    # -- reading -------------------------------------------------------------------

    def read_view(self, game_id: str, seat: int | None) -> dict[str, Any] | None:
        raw = self.redis.get(self.keys.view(game_id, seat))
        return jsonfast.loads(raw) if raw else None

    def lobby(self, status: str | None, offset: int, limit: int) -> tuple[list[dict[str, Any]], int]:
        return self._page(self.keys.lobby(status) if status else self.keys.all_games(), offset, limit)

    def tournament_games(self, tournament: str, offset: int, limit: int) -> tuple[list[dict[str, Any]], int]:
        """This game kind's games of one tournament, newest first."""
        return self._page(self.keys.tournament_games(tournament), offset, limit)

    def player_games(self, name: str, offset: int, limit: int) -> tuple[list[dict[str, Any]], int]:
        """This game kind's games the named player sits in, newest first."""
        return self._page(self.keys.player_games(name), offset, limit)

    def identity_games(self, identity: str, offset: int, limit: int) -> tuple[list[dict[str, Any]], int]:
        """This game kind's games a player identity (`<client>:<user>`) sits in, newest first."""
        return self._page(self.keys.identity_games(identity), offset, limit)

    def _page(self, key: str, offset: int, limit: int) -> tuple[list[dict[str, Any]], int]:
        total = self.redis.zcard(key)
        ids = [text(m) for m in self.redis.zrevrange(key, offset, offset + limit - 1)]
        if not ids:
            return [], total
        raw = self.redis.hmget(self.keys.summaries(), ids)
        return [jsonfast.loads(r) for r in raw if r], total

    # -- rebuild -----------------------------------------------------------------

    def drop_all(self) -> int:
        """Delete every projection of this game kind (the streams stay untouched)."""
        deleted = 0
        prefix, name = self.keys.prefix, self.engine.name
        # The last two: the lobby's keys before they shared a hash tag (a rebuild after upgrading clears them).
        for base in (self.keys.lobby_base(), self.keys.player_base(), self.keys.identity_base(),
                     f"{prefix}proj:tournament:{name}",
                     f"{prefix}proj:lobby:{name}"):
            deleted += delete_under(self.redis, base)
        deleted += self.redis.delete(f"{prefix}proj:games:{name}")
        for game_id in self.game_ids_from_streams(archived=False):
            deleted += delete_under(self.redis, self.keys.base(game_id), count=100)
            self.redis.delete(self.repository.snapshot_key(game_id))
            self.repository.forget(game_id)
        for cache in (self._projected, self._snapshotted):
            cache.clear()
        return deleted

    def game_ids_from_streams(self, archived: bool = True) -> list[str]:
        """Every game of this kind, found from the event streams alone (and the archived games' tombstones)."""
        ids = []
        for game_id in stream_ids(self.redis, self.keys.prefix):
            first = self.service.store.read_raw(game_id, 1, 1)
            if first and first[0]["data"].get("game") == self.engine.name:
                ids.append(game_id)
        if archived and self.service.store.archive is not None:
            for game_id in archived_ids(self.redis, self.keys.prefix):
                tombstone = self.service.store.archived(game_id)
                if tombstone is not None and tombstone.game == self.engine.name:
                    ids.append(game_id)
        return ids

    def rebuild_all(self) -> int:
        self.drop_all()
        count = 0
        for game_id in self.game_ids_from_streams():
            # An archived game gets its listing back, not per-game views (it left Redis to save that memory).
            self.project(game_id, views=not self.redis.exists(self.service.store.keys(game_id).archived))
            count += 1
        return count


def _remember(cache: dict, key: str, value: Any, limit: int = 100_000) -> None:
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value


def _created_score(created_at: str) -> float:
    return datetime.fromisoformat(created_at).timestamp()
