"""Seat and clock facts appended by the platform: timeouts, resigning, handing a seat to a bot and back,
and a seat's undo within its turn (shared.domain.undo, docs/UNDO.md).

The facts themselves are shared.domain.seats and shared.domain.clock; this module appends them
through the same conditional append as moves (with the game's lock held), so they land in the
stream's order with the moves and a race is a conflict, decided again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from shared.app.aggregates.base import MAX_CONFLICT_RETRIES
from shared.app.aggregates.entropy import new_command_id
from shared.app.games.game_app import CommandResult, GameApplication
from shared.base import jsonfast
from shared.domain import clock, seats, undo
from shared.domain.engine import GameOver
from shared.domain.errors import Conflict, InvalidSetup, SeatConflict, VersionConflict
from shared.store.eventstore import AppendResult
from shared.store.repository import GameRecord

log = logging.getLogger(__name__)


def seat_conflict(record: GameRecord, seat: int) -> SeatConflict:
    """Why the seat's human may not move it now: its clock ran out, it resigned, or a bot has it."""
    status = seats.seat_status(record, seat)
    if status == seats.TIMED_OUT:
        return SeatConflict(f"seat {seat}'s clock ran out: a bot plays it for the rest of the game",
                            code="timed_out", details={"seat": seat})
    if status == seats.RESIGNED:
        return SeatConflict(f"seat {seat} resigned: a bot plays it for the rest of the game",
                            code="seat_resigned", details={"seat": seat})
    return SeatConflict(f"seat {seat} is handed to a bot; take it back with PUT /v1/games/{{id}}/seats/{seat}",
                        code="seat_away", details={"seat": seat})


def clock_event(app: GameApplication, record: GameRecord, seat: int, events: list[dict],
                now_ms: int) -> list[dict]:
    """The clock_charged of this decision, from the state the decision leads to (a copy)."""
    if clock.next_deadline(record.clock) is None and not any(
            seats.controller_of(record, s) == "human" for s in range(len(record.players))):
        return []  # no human plays any more: no clock can run
    after = jsonfast.loads(jsonfast.dumps(record.state))
    for event in jsonfast.loads(jsonfast.dumps(events)):
        after = app.rules_engine(record).evolve(after, {"type": event["type"], "v": event.get("v", 1), "data": event["data"]})
    return seats.decision_events(app.rules_engine(record), record, seat, after, now_ms)


def append_platform(app: GameApplication, record: GameRecord, events: list[dict], now_ms: int,
                    actor: int | str = "system") -> AppendResult:
    """Append seat and clock facts (lock held); the record follows. Raises VersionConflict if the
    game moved on. actor: "system", or the seat whose own request it is (an undo)."""
    return app.append_game(record, events, actor=actor, command_id=new_command_id(), chain_key=app.chain_key(record.game_id),
                           time=clock.to_iso(now_ms))


def append_timeouts(app: GameApplication, record: GameRecord, timed_out: list[int], now_ms: int) -> bool:
    """Time out the seats whose clock ran out; False if the game moved on first."""
    try:
        append_platform(app, record, seats.timeout_events(app.rules_engine(record), record, timed_out, now_ms), now_ms)
    except VersionConflict:
        return False
    log.info("game %s: seats %s timed out", record.game_id, timed_out)
    return True


def after_platform_append(app: GameApplication, record: GameRecord) -> None:
    app.dispatch(record.game_id, record.version)
    app.schedule_deadline(record.game_id, clock.next_deadline(record.clock))


def enforce_clock(app: GameApplication, game_id: str) -> list[int]:
    """Time out every seat whose clock has run out (the workers' deadline task and sweep).
    Idempotent: nothing is due twice, and a move that landed first stopped its clock."""
    for _ in range(MAX_CONFLICT_RETRIES):
        with app.lock(game_id):
            record = app.repository.load(game_id)
            timed_out = []
            if record.clock is not None and not app.rules_engine(record).is_over(record.state):
                now_ms = app.now_for(record)
                timed_out = clock.overdue(record.clock, now_ms)
                if timed_out and not append_timeouts(app, record, timed_out, now_ms):
                    continue
                if timed_out:
                    app.dispatch(game_id, record.version)
            due = clock.next_deadline(record.clock)  # None once no clock runs (the game ended)
        app.schedule_deadline(game_id, due)
        return timed_out
    return []


def takeover_policy(app: GameApplication, record: GameRecord | None) -> str:
    """The policy a bot plays a human's seat with: the clock's timeout policy, else the default."""
    if record is not None and record.clock is not None:
        return record.clock["settings"]["timeout_policy"]
    return clock.default_policy((app.rules_engine(record) if record is not None else app.engine).bot_policies)


def resign(app: GameApplication, game_id: str, seat: int) -> CommandResult:
    """The seat concedes: it plays on as a bot (its clock's timeout policy, else the default
    policy) for the rest of the game, and the result marks it forfeited and ranks it last."""

    def events(record: GameRecord, now_ms: int) -> list[dict]:
        if seats.seat_status(record, seat) in (seats.TIMED_OUT, seats.RESIGNED):
            raise seat_conflict(record, seat)
        return seats.resign_events(app.rules_engine(record), record, seat, takeover_policy(app, record), now_ms)

    return change_seat(app, game_id, seat, events)


def set_controller(app: GameApplication, game_id: str, seat: int, controller: str,
                   policy: str | None = None) -> CommandResult:
    """Hand a human seat to a bot while its player is away ("bot"), or take it back ("human")."""
    if controller != "bot" and policy is not None:
        raise InvalidSetup("a human controller has no policy", details={"field": "policy"})

    def events(record: GameRecord, now_ms: int) -> list[dict]:
        status = seats.seat_status(record, seat)
        if status in (seats.TIMED_OUT, seats.RESIGNED):
            raise seat_conflict(record, seat)
        if controller == "bot":
            # The policies of the rules the game is played under (an older version may lack a newer one).
            engine = app.rules_engine(record)
            chosen = policy or takeover_policy(app, record)
            allowed = clock.takeover_policies(engine.bot_policies)
            if chosen not in allowed:
                raise InvalidSetup(f"unknown policy {chosen!r}", details={"field": "policy", "allowed": list(allowed)})
            if status == seats.AWAY:
                raise SeatConflict("the seat is already handed to a bot", code="seat_away", details={"seat": seat})
            return seats.away_events(engine, record, seat, chosen, now_ms)
        if status != seats.AWAY:
            raise SeatConflict("the seat's player is already playing it", code="seat_playing",
                               details={"seat": seat})
        return seats.return_events(app.rules_engine(record), record, seat, now_ms)

    return change_seat(app, game_id, seat, events)


def undo_turn(app: GameApplication, game_id: str, seat: int, to_version: int | None = None) -> CommandResult:
    """Take back the seat's own decisions since the start of its turn, back to `to_version` (default: its
    last decision), as docs/UNDO.md allows. Refused (409, with the reason) across an event the engine
    declares revealing or random, after another seat acted, for a seat a bot plays (bots never undo).
    The time spent on the undone decisions stays charged: clock banks change only through charges."""

    def events(record: GameRecord, now_ms: int) -> list[dict]:
        if seats.seat_status(record, seat) != seats.PLAYING or seats.controller_of(record, seat) != "human":
            raise seat_conflict(record, seat)
        engine = app.rules_engine(record)
        refused = undo.refusal(engine, record, seat, to_version)
        if refused is not None:
            raise Conflict(refused.message, code=refused.code, details=refused.details)
        event = undo.undo_event(record, seat, to_version)
        after, _ = undo.state_after(engine, record, event["data"])
        return [event, *seats.clock_event(record, now_ms, None, seats.running_seats(engine, record, after))]

    return change_seat(app, game_id, seat, events, actor=seat)


def change_seat(app: GameApplication, game_id: str, seat: int,
                build: Callable[[GameRecord, int], list[dict]], actor: int | str = "system") -> CommandResult:
    """Append a seat change built on the current record (conditional; decided again on conflict).
    Clocks that ran out first are timed out first, as for any command."""
    for _ in range(MAX_CONFLICT_RETRIES):
        with app.lock(game_id):
            record = app.repository.load(game_id)
            if app.rules_engine(record).is_over(record.state):
                raise GameOver("the game has ended", rule="end of game")
            if record.players[seat]["kind"] != "human":
                raise SeatConflict(f"seat {seat} is not a human seat", code="not_a_human_seat",
                                   details={"seat": seat})
            now_ms = app.now_for(record)
            timed_out = clock.overdue(record.clock, now_ms) if record.clock is not None else []
            if timed_out:
                if append_timeouts(app, record, timed_out, now_ms):
                    after_platform_append(app, record)
                continue
            try:
                appended = append_platform(app, record, build(record, now_ms), now_ms, actor)
            except VersionConflict:
                continue
            due = clock.next_deadline(record.clock)
        app.dispatch(game_id, appended.version)
        app.schedule_deadline(game_id, due)
        return CommandResult(appended.version, appended.events)
    raise VersionConflict(record.version, app.store.version(game_id))
