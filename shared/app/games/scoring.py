"""The end of a game: its final scoring and its revealed seed, appended once the rules say it is over."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shared.app.games.game_app import GameApplication
from shared.domain import clock, seats
from shared.domain.errors import VersionConflict
from shared.domain.rules_versions import result_schema
from shared.store.repository import GAME_FINISHED, SCORE_COMMAND_ID, GameRecord


def finished_event(app: GameApplication, record: GameRecord, head: Callable[[], str]) -> dict[str, Any]:
    """The game_finished event of a game the rules say is over: the final scoring and the revealed
    seed. head: the chain's hash at record.version (asked only when receipts are signed)."""
    data = {"result": seats.final_result(app.rules_engine(record).score(record.state), record),
            "seed": app.secret(record.game_id)}
    if app.keyring is not None:
        # The server's signature on the whole history before this event: with the public keys,
        # anyone can tell this stream from one rewritten and re-chained later.
        data["transcript"] = app.keyring.transcript(record.game_id, record.version, head())
    # The event's `v` is its result's schema: the one the game's rules version scores in.
    return {"type": GAME_FINISHED, "v": result_schema(record.game, (record.rules or {}).get("version")),
            "data": data}


def append_result(app: GameApplication, record: GameRecord) -> None:
    """Append the game_finished event (called with the game's lock held); another writer that
    appended it first makes this a no-op."""
    try:
        finished = finished_event(app, record, lambda: app.store.head(record.game_id, record.version))
        appended = app.append_game(record, [finished], command_id=SCORE_COMMAND_ID,
                                   chain_key=app.chain_key(record.game_id), time=clock.to_iso(app.now_for(record)))
    except VersionConflict:
        return
    app.dispatch(record.game_id, appended.version)
