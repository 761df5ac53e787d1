"""Consecutive automated decisions decided under one lock and appended in one conditional script call.

An all-bot stretch of a game used to cost, per decision, a fresh read of the stream, a conditional
append and a dispatch. Here the worker decides up to `limit` consecutive automated decisions on the
cached record (each folded into it as it is made, so the next one is decided on the state it leads
to) and appends them as one `EventStore.batch`: one EVALSHA, one dispatch after.

Nothing an auditor or reader sees changes: every decision keeps its own command group (command_id,
actor, command), its draws come from rng_for(secret.rng, version at that decision) and the bot's from
f"{secret.rng}:{version}:bot:{seat}", exactly as one `submit` per decision would have made them.

When the batch ends the game, the result (game_finished) is appended in the same call.
A batch stops when no automated seat is pending, when a human seat is pending too (it may move any
moment: its move should not void a long batch), when the game ends, or at `limit`. Games with a time
control never come here: each decision there charges a clock from the time it was made, which the
one-by-one path appends with it.

The record is mutated while the batch is decided; if the append does not land (another worker or a
human appended first, or anything failed) the cached record is dropped, so the next load folds the
stream as it really is: nothing half-applied survives.
"""

from __future__ import annotations

import logging
import random
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.domain import clock, seats
from shared.domain.engine import RuleViolation, random_legal_command, rng_for
from shared.store.eventstore import AppendResult, BatchCommand
from shared.store.repository import SCORE_COMMAND_ID, GameRecord

if TYPE_CHECKING:
    from shared.app.service import GameService

log = logging.getLogger(__name__)

# Decisions per append: a whole all-bot game of any of the hosted games (170-400 decisions, up to ~420
# events) in one script call, which stays short (one XADD per event, well under a few milliseconds of
# Redis time); a conflict voids at most this much work. A batch stops anyway as soon as a human is pending.
BATCH_LIMIT = 512


@dataclass(frozen=True)
class Batch:
    appended: AppendResult
    decisions: int


def play_batch(service: GameService, record: GameRecord, limit: int) -> Batch:
    """Decide and append up to `limit` consecutive automated decisions of a clockless game (lock held,
    at least one automated seat pending). Raises VersionConflict if the game moved on meanwhile; on
    that or any other failure the cached record is dropped."""
    engine = service.engine
    game_id = record.game_id
    secret = service._secret(game_id)
    decisions = 0
    try:
        batch = service.store.batch(game_id, record.version, chain_key=secret["salt"],
                                    time=clock.to_iso(service._now_ms(record)))
        while decisions < limit and not engine.is_over(record.state):
            seat = next((s for s in engine.pending(record.state) if seats.controller_of(record, s) != "human"), None)
            if seat is None:
                break
            version = record.version
            rng = random.Random(f"{secret['rng']}:{version}:bot:{seat}")
            command = engine.bot_command(record.state, seat, seats.policy_of(record, seat), rng)
            try:
                events = engine.decide(record.state, seat, command, rng_for(secret["rng"], version))
            except RuleViolation:
                # As in the one-by-one path: a policy's illegal proposal must not stall the game.
                log.error("policy %r proposed an illegal move in game %s at version %s",
                          seats.policy_of(record, seat), game_id, version)
                command = random_legal_command(engine, record.state, seat, rng)
                events = engine.decide(record.state, seat, command, rng_for(secret["rng"], version))
            # Folded as the one-by-one path folds an append: from the envelopes a reader will get.
            service.repository.apply(record, batch.add(BatchCommand(events, seat, uuid.uuid4().hex, command)))
            decisions += 1
            if any(seats.controller_of(record, s) == "human" for s in engine.pending(record.state)):
                break
        if engine.is_over(record.state) and record.result is None:
            # The result lands with the last decisions (its own command group, as when appended alone).
            finished = service.finished_event(record, lambda: batch.head)
            service.repository.apply(record, batch.add(BatchCommand([finished], "system", SCORE_COMMAND_ID)))
        appended = batch.commit(service.dispatcher.mark(game_id))
    except BaseException:
        service.repository.forget(game_id)
        raise
    return Batch(appended, decisions)
