"""Automated seats (bot policies, the Automa) played by the workers, and the final scoring after them.

One loop decides bot moves (`bot_decisions`): each on the state the previous one led to, with its
draws from rng_for(secret.rng, version at that decision) and the bot's own from
f"{secret.rng}:{version}:bot:{seat}", and a policy's illegal proposal replaced by a random legal
move (it must not stall the game). `advance` runs it two ways:

- batched: up to `batch` consecutive decisions decided under one
  lock on the cached record, each folded into it as it is made, and appended as one
  `EventStore.batch` (one script call, one dispatch). When the batch ends the game, the result
  (game_finished) lands in the same call. A batch stops when no automated seat is pending, when a
  human seat is pending too (it may move any moment: its move should not void a long batch), when
  the game ends, or at the limit. If the append does not land (another worker or a human appended
  first, or anything failed) the cached record is dropped, so the next load folds the stream as it
  really is: nothing half-applied survives. Under a time control each decision is stamped when it
  was made and carries the clock facts submitting it then would record.
- one by one (a clock already run out, or batch=1): the loop's single decision goes through `submit`,
  which times out overdue seats first and charges the decision's clock from the time it was made.

Nothing an auditor or reader sees differs between the two: every decision keeps its own command
group (command_id, actor, command), exactly as one `submit` per decision would have made it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from shared.app.aggregates.entropy import new_command_id
from shared.app.games import clocks_and_seats, commands, scoring
from shared.app.games.game_app import GameApplication, automated
from shared.domain import clock, guards, seats
from shared.domain.engine import (
    Engine,
    NotYourTurn,
    RuleViolation,
    random_legal_command,
    rng_for,
)
from shared.domain.errors import SeatConflict, VersionConflict
from shared.domain.policy_versions import bot_rng
from shared.store.eventstore import AppendResult, BatchCommand
from shared.store.repository import SCORE_COMMAND_ID, GameRecord

log = logging.getLogger(__name__)

# Decisions per append: a whole all-bot game of any of the hosted games (170-400 decisions, up to ~420
# events) in one script call, which stays short (one XADD per event, well under a few milliseconds of
# Redis time); a conflict voids at most this much work. A batch stops anyway as soon as a human is pending.
BATCH_LIMIT = 512


class Decision(NamedTuple):
    """One automated decision (a named tuple: one is made per decision, at a fifth of a frozen dataclass's cost)."""

    seat: int
    command: dict[str, Any]
    events: list[dict[str, Any]]
    version: int  # the version it was decided at


@dataclass(frozen=True)
class Batch:
    appended: AppendResult
    decisions: int


def next_automated_seat(app: GameApplication, record: GameRecord) -> int | None:
    return next((s for s in app.rules_engine(record).pending(record.state) if automated(record, s)), None)


def bot_decision(app: GameApplication, record: GameRecord, seat: int, engine: Engine | None = None,
                 played_by: tuple[str, int | None] | None = None, game_rng: str | None = None) -> Decision:
    """The seat's policy decides on the record's state; an illegal proposal is logged and replaced.
    engine: the record's rules engine when the caller has it at hand (it never changes within a game);
    played_by: the seat's (policy, policy version), and game_rng: the game's rng seed, when the caller has them."""
    engine = engine if engine is not None else app.rules_engine(record)
    version = record.version
    if game_rng is None:
        game_rng = app.secret(record.game_id)["rng"]
    policy, policy_version = played_by or (seats.policy_of(record, seat), seats.policy_version_of(record, seat))
    rng = bot_rng(game_rng, version, seat)
    command = engine.bot_command(record.state, seat, policy, rng, policy_version)
    try:
        events = guards.decide(engine, record.state, seat, command, rng_for(game_rng, version))
    except RuleViolation:
        log.error("policy %r proposed an illegal move in game %s at version %s", policy, record.game_id, version)
        command = random_legal_command(engine, record.state, seat, rng)
        events = guards.decide(engine, record.state, seat, command, rng_for(game_rng, version))
    return Decision(seat, command, events, version)


def bot_decisions(app: GameApplication, record: GameRecord, limit: int, take: Callable[[Decision], None]) -> int:
    """THE bot loop: up to `limit` consecutive automated decisions, each handed to `take` (which
    folds it into the record when more are to follow). Stops when no automated seat is pending,
    when a human is pending too, or when the game ends. Returns how many were taken."""
    decisions = 0
    engine = app.rules_engine(record)  # a game's rules version never changes: resolved once per run
    game_rng = app.secret(record.game_id)["rng"]
    # Who plays each automated seat, read once per run: no seat changes hands within one (the lock is held, and
    # what the run folds is its own decisions and their clock charges).
    played_by = {seat: (seats.policy_of(record, seat), seats.policy_version_of(record, seat))
                 for seat in range(len(record.players)) if automated(record, seat)}
    pending = engine.pending(record.state)
    while decisions < limit and not engine.is_over(record.state):
        for seat in pending:  # the first automated seat owing a decision
            if seat in played_by:
                break
        else:
            break
        take(bot_decision(app, record, seat, engine, played_by[seat], game_rng))
        decisions += 1
        pending = engine.pending(record.state)  # after the decision: who owes one next (the loop's next look)
        if not played_by.keys() >= set(pending):  # a human owes one too
            break
    return decisions


class ClockRanOut(Exception):
    """A seat's clock ran out before a batched decision was stamped: the one-by-one path, whose submit appends
    the timeout first, takes it from there."""


def play_batch(app: GameApplication, record: GameRecord, limit: int) -> Batch | None:
    """Decide and append up to `limit` consecutive automated decisions (lock held, at least one automated
    seat pending). Under a time control each decision is stamped when it was decided, with the clock facts
    a submit of it at that time records (so the next seat's clock starts when the previous decision was
    made, never before); a clock found run out by then ends the run before that decision (None: nothing was
    decided in time, the one-by-one path takes over). Raises VersionConflict if the game moved on meanwhile;
    on that or any other failure the cached record is dropped."""
    game_id = record.game_id
    stamps: list[str] = []
    before = app.pipeline.before(record)
    try:
        batch = app.store.batch(game_id, record.version, chain_key=app.chain_key(game_id),
                                time=clock.to_iso(app.now_for(record)))

        def take(decision: Decision) -> None:
            events, stamp = decision.events, None
            if record.clock is not None:
                decided_ms = app.now_for(record)  # after the decision, as submit reads it
                if clock.overdue(record.clock, decided_ms):
                    raise ClockRanOut
                events = [*events, *clocks_and_seats.clock_event(app, record, decision.seat, events, decided_ms)]
                stamp = clock.to_iso(decided_ms)
                stamps.append(stamp)
            # Folded as the one-by-one path folds an append: from the envelopes a reader will get.
            command = BatchCommand(events, decision.seat, new_command_id(), decision.command, stamp)
            app.repository.apply(record, batch.add(command))

        try:
            decisions = bot_decisions(app, record, limit, take)
        except ClockRanOut:
            decisions = len(stamps)
            if not decisions:
                app.repository.forget(game_id)  # nothing appended: the record is the stream's
                return None
        if app.rules_engine(record).is_over(record.state) and record.result is None:
            # The result lands with the last decisions (its own command group, as when appended alone).
            finished = scoring.finished_event(app, record, lambda: batch.head)
            app.repository.apply(record, batch.add(BatchCommand([finished], "system", SCORE_COMMAND_ID,
                                                                time=stamps[-1] if stamps else None)))
        appended = app.write_folded(record, before, batch.envelopes, lambda writes: batch.commit(writes=writes))
    except BaseException:
        app.repository.forget(game_id)
        raise
    return Batch(appended, decisions)


def advance(app: GameApplication, game_id: str, max_steps: int = 1000, batch: int = BATCH_LIMIT) -> int:
    """Play pending automated seats and append the final scoring; returns decisions made.

    Every decision is appended conditionally on the version it was decided at, so a
    duplicate task (or a human moving first) is a harmless conflict."""
    steps = 0
    fresh = True
    while steps < max_steps:
        with app.lock(game_id):
            # After a batch of ours landed the cached record is the stream's head (its append was
            # conditional); otherwise read the tail: a human may have moved.
            record = app.repository.load(game_id, fresh=fresh)
            fresh = True
            if app.rules_engine(record).is_over(record.state):
                if record.result is None:
                    scoring.append_result(app, record)
                return steps
            if next_automated_seat(app, record) is None:
                return steps
            played = None
            single: list[Decision] = []
            if batch > 1:
                try:
                    played = play_batch(app, record, min(batch, max_steps - steps))
                except VersionConflict:
                    steps += 1  # another worker or a human moved first: look again on the stream
                    continue
            if played is not None:
                steps += played.decisions
                fresh = False
            else:  # one by one: a clock ran out (submit lands the timeout first), or batches are off
                record = app.repository.load(game_id, fresh=True)
                bot_decisions(app, record, 1, single.append)
        if played is not None:
            # This loop plays on while automated work remains: only a run that stops at its limit hands on.
            app.dispatch(game_id, played.appended.version, continuing=steps < max_steps)
            if record.clock is not None:
                app.schedule_deadline(game_id, clock.next_deadline(record.clock))
            continue
        _submit_decision(app, game_id, single[0])
        steps += 1
    return steps


def _submit_decision(app: GameApplication, game_id: str, decision: Decision) -> None:
    """One decision through `submit`, outside the lock (it takes it), conditional on its version."""
    try:
        commands.submit(app, game_id, decision.seat, decision.command, expected_version=decision.version,
                        automated=True, decided=(decision.events, decision.version))
    except (VersionConflict, NotYourTurn, SeatConflict):
        pass  # another worker or a human moved first (or took the seat back); look again
