"""A seat's command: decided on the cached record, appended conditionally, retried on a stale one.

`submit` runs the attempt's steps in order under the game's lock; a step that finds the record
stale or the game moved on raises _Retry (with `fresh` set: look again on the stream), a step that
refuses the command raises its error, after checking whether a first attempt of this same
idempotent command landed meanwhile (then its result is the answer, not the error).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NoReturn

from shared.app.aggregates.base import MAX_CONFLICT_RETRIES, PriorResult, fingerprint
from shared.app.aggregates.entropy import new_command_id
from shared.app.aggregates.tokens import token_digest
from shared.app.games import clocks_and_seats
from shared.app.games.creation import valid_public_key
from shared.app.games.game_app import CommandResult, GameApplication
from shared.domain import clock, guards, seats
from shared.domain.engine import GameOver, RuleViolation, rng_for
from shared.domain.errors import (
    BadSignature,
    InvalidSetup,
    KeyAlreadyRegistered,
    SeatConflict,
    SignatureRequired,
    VersionConflict,
)
from shared.store import signing
from shared.store.eventstore import AppendResult
from shared.store.repository import SEAT_KEY_REGISTERED, GameRecord


class _Retry(Exception):
    """The attempt was decided on a stale record or lost a race: decide again."""


@dataclass
class _Submission:
    game_id: str
    seat: int
    command: dict[str, Any]
    expected_version: int | None
    scoped_key: str | None  # the idempotency key, per seat
    fingerprint: str
    automated: bool
    signature: str | None
    from_seat: bool
    fresh: bool = False  # read the stream's tail on the next attempt
    # A bot's decision already made by the caller: (its events, the version it was decided at); reused as
    # long as the record is still at that version (decide's draws depend on it), so it is decided once.
    decided: tuple[list[dict[str, Any]], int] | None = None


def submit(app: GameApplication, game_id: str, seat: int, command: dict[str, Any],
           expected_version: int | None = None, idempotency_key: str | None = None, automated: bool = False, *,
           signature: str | None = None, from_seat: bool = False,
           decided: tuple[list[dict[str, Any]], int] | None = None) -> CommandResult:
    """Decide and append one command (see GameService.submit). decided: a bot's events and the version it
    decided them at (shared.app.games.automation), appended as they are while the game is still there."""
    sub = _Submission(game_id, seat, command, expected_version,
                      f"{seat}:{idempotency_key}" if idempotency_key else None, fingerprint(command), automated,
                      signature, from_seat, decided=decided)
    try:
        for _ in range(MAX_CONFLICT_RETRIES):
            with app.lock(game_id):
                record = app.repository.load(game_id, fresh=sub.fresh)
                try:
                    appended = _attempt(app, sub, record)
                except _Retry:
                    continue
                finished = app.rules_engine(record).is_over(record.state)
                due = clock.next_deadline(record.clock)
            # The deadline before the dispatch: the dispatch may start the bots' run (inline, or by the task
            # it sends), whose batch schedules the next deadline; written after it, this one (None while the
            # bots are to move) would erase that.
            if record.clock is not None and not appended.duplicate:
                app.schedule_deadline(game_id, due)
            app.dispatch(game_id, appended.version)
            return CommandResult(appended.version, appended.events, appended.duplicate, finished)
        raise VersionConflict(record.version, app.store.version(game_id))
    except PriorResult as prior:
        return prior.result


def _attempt(app: GameApplication, sub: _Submission, record: GameRecord) -> AppendResult:
    """One attempt, lock held: the steps in the order their refusals take precedence."""
    if sub.scoped_key:
        prior = prior_result(app, sub.game_id, sub.scoped_key, sub.fingerprint)
        if prior:
            raise PriorResult(prior)
    _check_version(app, sub, record)
    now_ms = app.now_for(record)
    _time_out_overdue_seats(app, sub, record, now_ms)
    _check_controller(app, sub, record)
    stored_signature = checked_signature(record, sub.seat, sub.command, sub.expected_version,
                                         sub.signature) if sub.from_seat else None
    events = _decide(app, sub, record)
    if record.clock is not None:
        events = [*events, *clocks_and_seats.clock_event(app, record, sub.seat, events, now_ms)]
    return _append(app, sub, record, events, now_ms, stored_signature)


def _refuse(app: GameApplication, sub: _Submission, error: Exception) -> NoReturn:
    """Before refusing a retried command: if its first attempt landed meanwhile (another
    instance), answer with that result instead of an error."""
    prior = prior_result(app, sub.game_id, sub.scoped_key, sub.fingerprint) if sub.scoped_key else None
    if prior:
        raise PriorResult(prior)
    raise error


def _check_version(app: GameApplication, sub: _Submission, record: GameRecord) -> None:
    if sub.expected_version is None or sub.expected_version == record.version:
        return
    if not sub.fresh:
        sub.fresh = True  # the cached record may be behind: compare with the stream's own version
        raise _Retry
    _refuse(app, sub, VersionConflict(sub.expected_version, record.version))


def _time_out_overdue_seats(app: GameApplication, sub: _Submission, record: GameRecord, now_ms: int) -> None:
    """The deadline passed before this command: the timeout is the fact that lands first."""
    if record.clock is None or app.rules_engine(record).is_over(record.state):
        return
    timed_out = clock.overdue(record.clock, now_ms)
    if not timed_out:
        return
    before = record.version
    if not clocks_and_seats.append_timeouts(app, record, timed_out, now_ms):
        sub.fresh = True
        raise _Retry
    if sub.expected_version == before:
        sub.expected_version = record.version  # a timeout changes no engine state
    clocks_and_seats.after_platform_append(app, record)
    if sub.seat in timed_out:
        _refuse(app, sub, clocks_and_seats.seat_conflict(record, sub.seat))
    sub.fresh = False
    raise _Retry


def _check_controller(app: GameApplication, sub: _Submission, record: GameRecord) -> None:
    """automated: the workers play the seat; otherwise the seat's human must still control it."""
    human = seats.controller_of(record, sub.seat) == "human"
    if not sub.automated and not human:
        _refuse(app, sub, clocks_and_seats.seat_conflict(record, sub.seat))
    if sub.automated and human:  # its player took the seat back since the worker looked
        raise SeatConflict(f"seat {sub.seat} is played by its human", code="seat_playing",
                           details={"seat": sub.seat})


def _decide(app: GameApplication, sub: _Submission, record: GameRecord) -> list[dict[str, Any]]:
    try:
        if app.rules_engine(record).is_over(record.state):
            raise GameOver("the game has ended", rule="end of game")
        if sub.decided is not None and sub.decided[1] == record.version:
            return sub.decided[0]
        return guards.decide(app.rules_engine(record), record.state, sub.seat, sub.command,
                             rng_for(app.secret(sub.game_id)["rng"], record.version))
    except RuleViolation as violation:
        if sub.fresh:
            _refuse(app, sub, violation)
        sub.fresh = True  # the refusal may come from a stale cache: judge again on the stream
        raise _Retry from violation


def _append(app: GameApplication, sub: _Submission, record: GameRecord, events: list[dict[str, Any]],
            now_ms: int, stored_signature: str | None) -> AppendResult:
    try:
        return app.append_game(
            record, events, actor=sub.seat, command_id=new_command_id(), command=sub.command,
            idempotency_key=sub.scoped_key, fingerprint=sub.fingerprint,
            chain_key=app.chain_key(sub.game_id), time=clock.to_iso(now_ms), signature=stored_signature,
        )
    except VersionConflict:
        if sub.expected_version is not None and sub.fresh:
            raise
        sub.fresh = True  # someone moved first: decide again on the new state
        raise _Retry from None


def prior_result(app: GameApplication, game_id: str, scoped_key: str, command_fingerprint: str) -> CommandResult | None:
    """The first result of an idempotent command already appended (None: the key is new)."""
    prior = app.prior_record(game_id, scoped_key, command_fingerprint)
    if prior is None:
        return None
    record = app.repository.load(game_id)
    return CommandResult(prior["to"], app.store.read(game_id, prior["from"], prior["to"]), True,
                         app.rules_engine(record).is_over(record.state))


def checked_signature(record: GameRecord, seat: int, command: dict[str, Any], expected_version: int | None,
                      signature: str | None) -> str | None:
    """The seat's signature to store with its command, after checking it (None: the seat has no key)."""
    public_key = record.players[seat].get("public_key")
    if public_key is None:
        if signature is not None:
            raise InvalidSetup("this seat registered no public key: send no signature",
                               details={"field": "signature"}, code="no_public_key")
        return None
    if signature is None:
        raise SignatureRequired("this seat registered a public key: its commands must carry a signature",
                                details={"field": "signature"})
    if expected_version is None:
        raise SignatureRequired("a signed command names the version it was signed at: send expected_version",
                                details={"field": "expected_version"})
    message = signing.command_message(record.game_id, expected_version, command)
    if not signing.signature_valid(public_key, signature, message):
        raise BadSignature("the signature does not verify with this seat's public key over "
                           "(game id, expected_version, command)", details={"field": "signature"})
    return signature


def register_seat_key(app: GameApplication, game_id: str, seat: int, public_key: str) -> int:
    """Record a seat's Ed25519 public key in its stream (once); returns the new version."""
    public_key = valid_public_key(public_key, "public_key")
    with app.lock(game_id):
        record = app.repository.load(game_id)
        if record.players[seat].get("public_key"):
            raise KeyAlreadyRegistered("this seat already registered a public key",
                                       details={"field": "public_key", "seat": seat})
        if app.rules_engine(record).is_over(record.state):
            raise GameOver("the game has ended", rule="end of game")
        event = {"type": SEAT_KEY_REGISTERED, "v": 1, "data": {"seat": seat, "public_key": public_key}}
        appended = app.append_game(record, [event], actor=seat, command_id=new_command_id(), chain_key=app.chain_key(game_id))
    app.dispatch(game_id, appended.version)
    return appended.version


def receipt(app: GameApplication, game_id: str, result: CommandResult) -> dict[str, Any] | None:
    """The server's signed acknowledgement of the stream's head after a command."""
    if app.keyring is None:
        return None
    return app.keyring.receipt(game_id, result.version, result.events[-1]["hash"])


def seat_for_token(app: GameApplication, game_id: str, token: str) -> int:
    """The seat a bearer token plays in this game; 403 for another game's token, 401 for none's."""
    digest = token_digest(token)
    cached = app.known_token_seat(game_id, digest)
    if cached is not None:
        return cached
    seat = app.tokens.holder(game_id, digest)
    if seat is not None:
        app.remember_token_seat(game_id, digest, int(seat))
        return int(seat)
    app.ensure_exists(game_id)  # a game that does not exist is a 404 before any 401/403
    raise app.tokens.refusal(digest)
