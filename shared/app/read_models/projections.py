"""Read models (CQRS): each seat's view, the spectator view, the lobby, per-player game lists.

Written by the pipeline with each append (shared.app.after_append.pipeline); read here. Projections are disposable:
`project` writes one game's from its stream (recovery), `rebuild_all` recreates every one of them from
the streams alone.
"""

from __future__ import annotations

import logging
from typing import Any

from shared.app.games.service import GameService
from shared.app.read_models import listings
from shared.app.read_models.projection_rebuild import archived_ids, delete_under, stream_ids
from shared.base import jsonfast
from shared.base.progress import Watch, unwatched
from shared.store.eventstore import text
from shared.store.repository import GameRepository

log = logging.getLogger(__name__)


class ProjectionKeys:
    def __init__(self, prefix: str, game_name: str):
        self.prefix = prefix
        self.game_name = game_name

    def base(self, game_id: str) -> str:
        return f"{self.prefix}proj:{{{game_id}}}"

    def views(self, game_id: str) -> str:
        """One hash per game: `version`, `spectator` and each seat's document (written with each append)."""
        return f"{self.base(game_id)}:views"

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
    """The game kind's read models: read here, written by the pipeline (shared.app.after_append.pipeline: with each
    append, or replayed from the stream by `project` for recovery and rebuilds)."""

    def __init__(self, service: GameService):
        self.service = service
        self.engine = service.engine
        self.repository: GameRepository = service.repository
        self.redis = service.store.redis
        self.keys = ProjectionKeys(service.store.prefix, self.engine.name)
        self.pipeline = None  # the runtime's GamePipeline (shared.app.runtime)

    def checkpoint(self, game_id: str) -> int:
        value = self.redis.hget(self.keys.views(game_id), "version")
        return int(value) if value is not None else 0

    def project(self, game_id: str, views: bool = True, newest: int | None = None) -> int:
        """Write this game's read models from its stream (recovery, rebuilds; an append writes its own):
        the views and snapshot, the listing, and a finished game's follow-ups (idempotent). views=False:
        the listing only (an archived game, whose views are served from its history: shared.app.finished_games.archival).
        newest: the version the stream is known to have reached (a cold record starts from the snapshot)."""
        with self.repository.lock(game_id):
            record = self.repository.load(game_id, newest=newest)
            if views and self.checkpoint(game_id) >= record.version:
                return record.version  # written already (with its append, or by an earlier run)
            self.pipeline.replay(record, views)
            return record.version

    # -- reading -------------------------------------------------------------------

    def read_view(self, game_id: str, seat: int | None) -> dict[str, Any] | None:
        raw = self.redis.hget(self.keys.views(game_id), "spectator" if seat is None else str(seat))
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
        return [jsonfast.loads(r) for r in listings.current_summaries(self.redis, self.keys, ids) if r], total

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

    def rebuild_all(self, watch: Watch = unwatched) -> int:
        """watch: shows the games' progress (`make rebuild-projections`)."""
        self.drop_all()
        count = 0
        for game_id in watch(self.game_ids_from_streams(), None, self.engine.name):
            # An archived game gets its listing back, not per-game views (it left Redis to save that memory).
            self.project(game_id, views=not self.redis.exists(self.service.store.keys(game_id).archived))
            count += 1
        return count
