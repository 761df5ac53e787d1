"""What a caller may read of a game: its view, its legal commands, its result, and its events redacted
for the caller's seat (nothing here appends)."""

from __future__ import annotations

from typing import Any

from shared.app.games.game_app import GameApplication
from shared.domain import seats, undo
from shared.domain.catalog import labels_for
from shared.domain.engine import Engine
from shared.domain.errors import VersionNotFound
from shared.store.eventstore import Envelope
from shared.store.repository import PLATFORM_EVENTS, GameRecord


def status_of(engine: Engine, record: GameRecord) -> str:
    return "finished" if engine.is_over(record.state) else "active"


def game_view(app: GameApplication, record: GameRecord, seat: int | None) -> dict[str, Any]:
    return game_views(app, record, [seat])[0]


def game_views(app: GameApplication, record: GameRecord, viewers: list[int | None]) -> list[dict[str, Any]]:
    """The game document as each of `viewers` (a seat, or None: a spectator) sees it; what is the same for
    all of them is computed once (the pipeline writes every seat's with each append)."""
    engine = app.rules_engine(record)
    status, pending = status_of(engine, record), sorted(engine.pending(record.state))
    players = [{"seat": i, **p, **control}
               for i, (p, control) in enumerate(zip(record.players, seats.seat_documents(record), strict=True))]
    clock_document = seats.clock_document(record)
    return [{"game_id": record.game_id, "game": record.game, "version": record.version, "status": status,
             "pending": pending, "players": players, "tournament": record.tournament, "clock": clock_document,
             "view": engine.view(record.state, seat), "result": record.result} for seat in viewers]


def current_view(app: GameApplication, game_id: str, seat: int | None) -> dict[str, Any]:
    """The caller's view computed from the stream itself (read-your-writes fallback)."""
    with app.lock(game_id):
        return game_view(app, app.repository.load(game_id), seat)


def view_at(app: GameApplication, game_id: str, seat: int | None, version: int) -> dict[str, Any]:
    """The game document as it stood at `version` (replays, time travel). Folded from the stream
    itself and shown through the same view as the live game, so a seat never sees more at an old
    version than it saw then; once the game is finished its events are public anyway."""
    with app.lock(game_id):
        current = app.repository.load(game_id).version
    if version > current:
        raise VersionNotFound(f"game {game_id!r} has no version {version} (it is at {current})",
                              details={"field": "at_version", "version": current})
    # Folded under the rules version the stream names (the fold switches at its created event).
    document = app.replays.read_at(app.engine, game_id, version, lambda record: game_view(app, record, seat))
    document["at_version"] = version
    document["latest_version"] = current
    return document


def current_result(app: GameApplication, game_id: str) -> dict[str, Any] | None:
    """The recorded result once the game has been scored (events are then public)."""
    with app.lock(game_id):
        return app.repository.load(game_id).result


def legal(app: GameApplication, game_id: str, seat: int) -> tuple[int, list[dict[str, Any]]]:
    """The version and every legal command of `seat` at it (none when it owes nothing)."""
    with app.lock(game_id):
        record = app.repository.load(game_id)
        return record.version, _legal_now(app.rules_engine(record), record, seat)


def labelled_legal(app: GameApplication, game_id: str,
                   seat: int) -> tuple[int, list[dict[str, Any]], list[str], dict[str, Any]]:
    """`legal`, plus labels[i]: a short English name of commands[i] (for front ends), and whether the seat
    may undo now and to which versions (shared.domain.undo.availability)."""
    with app.lock(game_id):
        record = app.repository.load(game_id)
        engine = app.rules_engine(record)
        commands = _legal_now(engine, record, seat)
        return (record.version, commands, labels_for(engine, record.state, seat, commands),
                undo.availability(engine, record, seat))


def _legal_now(engine: Engine, record: GameRecord, seat: int) -> list[dict[str, Any]]:
    return engine.legal(record.state, seat) if seat in engine.pending(record.state) else []


def visible_event(app: GameApplication, envelope: Envelope, seat: int | None, finished: bool) -> Envelope:
    """An event as `seat` may see it: the engine redacts the data, and a command's
    body is shown only to the seat that sent it. Once the game has ended nothing is
    secret any more: everyone sees the events as stored, so any auditor can verify
    the hash chain and re-derive every draw from the revealed seed."""
    # The engine redacts events under their current name and schema: an event stored in an
    # older form (`/events?raw=true`) is shown redacted in its current form until the game ends.
    current = app.store.upcast(envelope)
    if finished or current["type"] in PLATFORM_EVENTS:
        return envelope  # the platform's own facts (creation, seats, clocks, result) hide nothing
    engine = app.rules_engine_of(envelope["game_id"])  # redacted by the rules the game is played under
    shown = engine.event_view({"type": current["type"], "v": current["v"], "data": current["data"]}, seat)
    visible = dict(current)
    visible["data"] = shown["data"]
    if "command" in visible and visible.get("actor") != seat:
        visible["command"] = None
        if "signature" in visible:
            # Checking the seat's public key against each legal command would reveal the hidden one.
            visible["signature"] = None
    return visible

