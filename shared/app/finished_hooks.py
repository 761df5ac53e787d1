"""What happens when a game's result is projected: its ratings, and its tournament moves on.

Installed on every runtime's projector (shared.app.runtime). Each hook is idempotent:
a projection may run twice, and a failing hook leaves the game to be projected
(and hooked) again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from shared.app.ratings import Ratings, rated_seats
from shared.base.config import Config
from shared.store.repository import GameRecord

Hook = Callable[[GameRecord], None]

log = logging.getLogger(__name__)


def install_finished_hooks(projector, config: Config, inline: bool) -> None:
    projector.finished_hooks += [rating_hook(projector, config, "now" if inline else "worker"),
                                 tournament_hook(projector, config, inline)]


def rating_hook(projector, config: Config, refresh: str) -> Hook:
    """Records the game's rated seats; refresh: "now", "worker" (a coalesced task) or "later"
    (the caller refreshes, as the rebuild does once at the end)."""
    redis, store, game = projector.redis, projector.service.store, projector.engine.name
    ratings = Ratings(redis, config.key_prefix)

    def rate(record: GameRecord) -> None:
        last = store.read_raw(record.game_id, record.version, record.version)
        finished_at = last[0]["time"] if last else record.created_at
        seats = rated_seats(record.players, record.table, record.result or {})
        if not ratings.record(game, record.game_id, finished_at, seats) or refresh == "later":
            return
        if refresh == "now":
            ratings.refresh(game)
        else:
            from shared.workers.result_tasks import schedule_ratings_refresh

            schedule_ratings_refresh(redis, config, game)

    return rate


def tournament_hook(projector, config: Config, inline: bool) -> Hook:
    redis = projector.redis

    def advance_tournament(record: GameRecord) -> None:
        if not record.tournament:
            return
        from services.tournaments.keys import TournamentKeys

        redis.sadd(TournamentKeys(config.key_prefix, record.tournament).finished_games, record.game_id)
        if inline:
            from services.tournaments.service import TournamentNotFound, advance_inline

            try:
                advance_inline(redis, config, record.tournament)
            except TournamentNotFound:
                # Only the tournament service tags games; a tag without its tournament (deleted keys, a game
                # created by hand through the service layer) must not keep the game's projection failing.
                log.warning("game %s names tournament %r, which does not exist", record.game_id, record.tournament)
        else:
            from shared.workers.result_tasks import schedule_tournament_advance

            schedule_tournament_advance(redis, config, record.tournament)

    return advance_tournament
