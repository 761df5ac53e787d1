"""A finished round game moves its tournament on (subscribed on every runtime's bus).

Idempotent: noting a finished game twice changes nothing, and advancing is safe at any time (the
tournament's lock and the conditional append); a failure leaves the game to be projected (and
published) again.
"""

from __future__ import annotations

import logging

from services.tournaments.errors import TournamentNotFound
from services.tournaments.plugin import TOURNAMENT_ADVANCE
from services.tournaments.service import advance_inline, service_for
from shared.base.config import Config
from shared.bus.handlers import GAME_FINISHED, NOW, WORKER, Bus, GameFinished
from shared.bus.sender import send_once
from shared.store.tournament_records import TournamentRecords

log = logging.getLogger(__name__)


def subscribe(bus: Bus) -> None:
    bus.subscribe(GAME_FINISHED, advance_tournament)


def advance_tournament(finished: GameFinished) -> None:
    """Inline dispatch advances the tournament at once; the workers get a coalesced task. A rebuild
    (LATER) leaves tournaments alone: they advance from their streams, not from a rebuild."""
    record, redis, config = finished.record, finished.redis, finished.config
    if not record.tournament or finished.follow_up not in (NOW, WORKER):
        return
    TournamentRecords(redis, config.key_prefix).note_finished_game(record.tournament, record.game_id)
    # The organiser's feed hears of this table now: its start, its clocks running out, its result.
    service_for(redis, config).feed.collect(record.tournament, [record.game_id])
    if finished.follow_up == NOW:
        try:
            advance_inline(redis, config, record.tournament)
        except TournamentNotFound:
            # Only the tournament service tags games; a tag without its tournament (deleted keys, a game
            # created by hand through the service layer) must not keep the game's projection failing.
            log.warning("game %s names tournament %r, which does not exist", record.game_id, record.tournament)
    else:
        schedule_tournament_advance(redis, finished.sender, config, record.tournament)


def schedule_tournament_advance(redis, sender, cfg: Config, tournament_id: str) -> bool:
    """Queue the tournament's advance unless one is queued (a round's games finish in bursts)."""
    return send_once(redis, sender, TournamentRecords(redis, cfg.key_prefix).advance_flag(tournament_id),
                     TOURNAMENT_ADVANCE, (tournament_id,))
