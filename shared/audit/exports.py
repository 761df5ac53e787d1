"""Bulk export of finished games as NDJSON (GET /v1/exports/games, `tabletop export`).

A page of game ids comes from a read model (the lobby's finished list, a player's games,
a tournament's counted games), oldest first; then each game's stream is read and written out
one game at a time, so memory holds one game whatever the export's size. Every line is one
stored envelope, exactly as `/events?raw=true` gives it: an export of many games is the
concatenation of single-game exports, and `tabletop verify` reads both.

Only games whose stream ends with the final event are exported: the events of a game still
being scored may hold secrets (its seed is revealed by that event).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

from shared.app.clients.visibility import ANYONE, Reader, listed, masked_created, summary_facts
from shared.app.read_models.projections import Projector
from shared.base import jsonfast
from shared.store.eventstore import EventStore
from shared.store.repository import GAME_FINISHED

MAX_PAGE = 200
EVENTS_PER_READ = 1000


@dataclass(frozen=True)
class ExportQuery:
    player: str | None = None
    tournament: str | None = None
    since: datetime | None = None  # creation time, inclusive
    until: datetime | None = None  # creation time, exclusive
    cursor: str = "0"
    limit: int = 50
    reader: Reader = ANYONE  # who asks: only the games it may list (shared.app.clients.visibility.listed)


def finished_game_ids(projector: Projector, query: ExportQuery) -> tuple[list[str], str | None]:
    """One page of finished game ids matching `query`, and the cursor of the next page (None: done).

    A player's games, a tournament's games and the finished list are sorted sets scored by creation
    time, so a time range is a score range and the cursor an offset in it. An offset page can repeat
    or skip a game only if a game created inside the range finishes during the paging.
    """
    keys = projector.keys
    if query.tournament and not query.player:
        key = keys.tournament_games(query.tournament)
    else:
        key = keys.player_games(query.player) if query.player else keys.lobby("finished")
    low = _score(query.since) if query.since else "-inf"
    high = f"({_score(query.until)}" if query.until else "+inf"
    offset = int(query.cursor)
    ids = projector.read_models.ids_created_between(key, low, high, offset, query.limit)
    next_cursor = str(offset + len(ids)) if len(ids) == query.limit else None
    return _keep_matching(projector, ids, query), next_cursor


def _keep_matching(projector: Projector, ids: list[str], query: ExportQuery) -> list[str]:
    if not ids:
        return []
    summaries = [jsonfast.loads(raw) if raw else None for raw in projector.read_models.listed_summaries(ids)]
    kept = []
    for game_id, summary in zip(ids, summaries, strict=True):
        if summary is None or summary["status"] != "finished" or not listed(summary_facts(summary), query.reader):
            continue
        if query.tournament and summary.get("tournament") != query.tournament:
            continue
        created = _score(datetime.fromisoformat(summary["created_at"]))
        if (query.since and created < _score(query.since)) or (query.until and created >= _score(query.until)):
            continue
        kept.append(game_id)
    return kept


def export_lines(store: EventStore, game_ids: list[str], masked: Collection[str] = ()) -> Iterator[bytes]:
    """NDJSON lines of every event of each finished game, one game at a time. masked: games whose reader is
    no party of theirs: their created event without the seats' identities (shared.app.clients.visibility)."""
    for game_id in game_ids:
        final_version = store.version(game_id)
        last = store.read(game_id, final_version, final_version) if final_version else []
        if not last or last[0]["type"] != GAME_FINISHED:
            continue  # scoring still pending: the final event (and its revealed seed) is not there yet
        for first in range(1, final_version + 1, EVENTS_PER_READ):
            last = min(first + EVENTS_PER_READ - 1, final_version)
            # The stored bytes themselves (one JSON object each), from Redis or the archive: nothing
            # re-encoded on the way out.
            for payload in store.read_payloads(game_id, first, last):
                if first == 1 and game_id in masked and jsonfast.loads(payload)["version"] == 1:
                    payload = jsonfast.dumps(masked_created(jsonfast.loads(payload)))
                yield payload + b"\n"


def _score(moment: datetime) -> float:
    """A creation time as the read models score it (unix seconds); naive times are UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()
