"""Rematch: a finished game played again by the same identities, seats, options and time control.

Asked for by the client that created the game (its users are the identities); one rematch per game (a
second request is told the first one's id). The new game is an ordinary game: new seed, new seat tokens.
"""

from __future__ import annotations

from typing import Any

from shared.app.clients import visibility
from shared.domain.errors import Conflict, Forbidden, GameNotFound
from shared.store.rematch_records import RematchRecords


def clock_options(settings: dict[str, Any] | None) -> dict[str, Any] | None:
    """The creation body's clock (seconds) from the settings a created event records (milliseconds)."""
    if not settings:
        return None
    return {(k[:-3] + "_s" if k.endswith("_ms") else k): (v / 1000 if k.endswith("_ms") else v)
            for k, v in settings.items()}


def rematch(service: Any, game_id: str, client: str) -> dict[str, Any]:
    record = service.load(game_id)
    facts = visibility.facts_of(record.visibility, record.client, record.identities)
    if not visibility.may_read(facts, visibility.Reader(client)):
        raise GameNotFound(f"no game {game_id!r}", details={"field": "game_id"})  # as if it did not exist
    if record.client != client:
        raise Forbidden("only the client that created the game asks for its rematch", code="not_your_game")
    if record.result is None:
        raise Conflict("a rematch follows a finished game", code="not_finished")
    rematches = RematchRecords(service.store.redis, service.store.prefix)
    if not rematches.claim(game_id):
        raise Conflict("this game has its rematch already", code="rematch_exists",
                       details={"game_id": rematches.rematch_of(game_id)})
    created = service.store.read_raw(game_id, 1, 1)[0]["data"]
    players = [{"name": p["name"], "kind": p["kind"], **({"policy": p["policy"]} if p.get("policy") else {})}
               for p in record.players]
    try:
        made = service.create_game(players, record.options, None, clock_options=clock_options(created.get("clock")),
                                   client=client, identities=record.identities, visibility=record.visibility)
    except Exception:
        rematches.release(game_id)  # nothing was created: the rematch may be asked for again
        raise
    rematches.record(game_id, made["game_id"])
    return {**made, "rematch_of": game_id}
