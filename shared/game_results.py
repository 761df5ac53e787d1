"""What happens when a game's result is projected: its ratings, and its tournament moves on.

Installed on every runtime's projector (shared.runtime). Each hook is idempotent:
a projection may run twice, and a failing hook leaves the game to be projected
(and hooked) again.
"""

from __future__ import annotations

from shared.config import Config
from shared.ratings import Ratings, rated_seats
from shared.repository import GameRecord


def install_finished_hooks(projector, config: Config, inline: bool) -> None:
    redis = projector.redis
    store = projector.service.store
    game = projector.engine.name
    ratings = Ratings(redis, config.key_prefix)

    def rate(record: GameRecord) -> None:
        last = store.read_raw(record.game_id, record.version, record.version)
        finished_at = last[0]["time"] if last else record.created_at
        seats = rated_seats(record.players, record.table, record.result or {})
        if not ratings.record(game, record.game_id, finished_at, seats):
            return
        if inline:
            ratings.refresh(game)
        else:
            from shared import workers

            workers.schedule_ratings_refresh(redis, config, game)

    def advance_tournament(record: GameRecord) -> None:
        if not record.tournament:
            return
        from services.tournaments.keys import TournamentKeys

        redis.sadd(TournamentKeys(config.key_prefix, record.tournament).finished_games, record.game_id)
        if inline:
            from services.tournaments.service import advance_inline

            advance_inline(redis, config, record.tournament)
        else:
            from shared import workers

            workers.schedule_tournament_advance(redis, config, record.tournament)

    projector.finished_hooks += [rate, advance_tournament]
