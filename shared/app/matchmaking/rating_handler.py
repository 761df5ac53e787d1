"""The ratings' handler of a finished game (subscribed on every runtime's bus: shared.app.runtime).

Idempotent: recording a result twice changes nothing, and a failure leaves the game to be projected
(and published) again.
"""

from __future__ import annotations

from shared.app.matchmaking.ratings import Ratings, rated_seats
from shared.base.config import Config
from shared.bus import queues
from shared.bus.handlers import NOW, WORKER, GameFinished
from shared.bus.sender import send_once
from shared.store import keys

RATINGS_DELAY_S = 0.5  # results arriving within this window are rated in one pass, in order


def rate_finished_game(finished: GameFinished) -> None:
    """Records the game's rated seats, then refreshes the ratings: NOW at once, WORKER through a coalesced
    task, LATER not at all (the caller refreshes, as the rebuild does once at the end)."""
    record = finished.record
    seats = rated_seats(record.players, record.identities, record.result or {})
    if len(seats) < 2:
        return  # nothing to rate (bots and guests): Ratings.record would refuse it, spare the read
    ratings = Ratings(finished.redis, finished.config.key_prefix)
    last = finished.store.read_raw(record.game_id, record.version, record.version)
    finished_at = last[0]["time"] if last else record.created_at
    if not ratings.record(finished.game, record.game_id, finished_at, seats):
        return
    if finished.follow_up == NOW:
        ratings.refresh(finished.game)
    elif finished.follow_up == WORKER:
        schedule_ratings_refresh(finished.redis, finished.sender, finished.config, finished.game)


def schedule_ratings_refresh(redis, sender, cfg: Config, game: str) -> bool:
    return send_once(redis, sender, keys.flag(cfg.key_prefix, "ratings", game), queues.RATINGS_REFRESH, (game,),
                     countdown=RATINGS_DELAY_S)
