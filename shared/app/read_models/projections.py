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
from shared.base import jsonfast
from shared.base.progress import Watch, unwatched
from shared.store.archive_schedule import tombstone_stands
from shared.store.game_read_models import GameReadModels
from shared.store.keys import ProjectionKeys
from shared.store.rebuild_scans import archived_ids, stream_ids
from shared.store.repository import GameRepository

log = logging.getLogger(__name__)


class Projector:
    """The game kind's read models: read here, written by the pipeline (shared.app.after_append.pipeline: with each
    append, or replayed from the stream by `project` for recovery and rebuilds)."""

    def __init__(self, service: GameService):
        self.service = service
        self.engine = service.engine
        self.repository: GameRepository = service.repository
        self.redis = service.store.redis  # a client handle the store's operations take, never called here
        self.keys = ProjectionKeys(service.store.prefix, self.engine.name)
        self.read_models = GameReadModels(self.redis, self.keys)
        self.pipeline = None  # the runtime's GamePipeline (shared.app.runtime)

    def checkpoint(self, game_id: str) -> int:
        return self.read_models.views_version(game_id)

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
        version, raw = self.read_models.view(game_id, "spectator" if seat is None else str(seat))
        document = jsonfast.loads(raw) if raw else None
        # Only a document the last views write wrote: an automated seat's is not written (view_readers), and one
        # written while it was a human's grows old.
        return document if document is not None and document["version"] >= version else None

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
        ids, total = self.read_models.index_page(key, offset, limit)
        if not ids:
            return [], total
        return [jsonfast.loads(r) for r in listings.current_summaries(self.read_models, ids) if r], total

    # -- rebuild -----------------------------------------------------------------

    def drop_all(self) -> int:
        """Delete every projection of this game kind (the streams stay untouched)."""
        deleted = self.read_models.drop_listings()
        for game_id in self.game_ids_from_streams(archived=False):
            deleted += self.read_models.drop_game(game_id, self.repository.snapshot_key(game_id))
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
            self.project(game_id, views=not tombstone_stands(self.redis, self.keys.prefix, game_id))
            count += 1
        return count
