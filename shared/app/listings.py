"""Listings as a reader may see them (the lobby, a player's, an identity's and a tournament's games).

The lobby's projection (shared.app.projections) adds each game to the listing scopes it belongs to
(shared.app.visibility.listing_scopes: `public`, and `client:<id>` for each of its parties), sorted sets
scored by creation time under the lobby's hash tag, which they only ever join (a game's visibility and
parties never change). A page for a reader is then the union of the scopes it sees, intersected with the
index asked for (every game, a status, a player, ...): one round trip, all under one hash tag, so the
same on Redis Cluster. Summaries are shown without identities to a reader who is no party of the game.
"""

from __future__ import annotations

from typing import Any

from shared.app import entropy
from shared.app.visibility import Reader, client_of, masked_summary, reader_scopes, summary_facts
from shared.app.visibility import listing_scopes as scopes_of
from shared.base import jsonfast
from shared.store.eventstore import text


def scope_key(lobby_base: str, scope: str) -> str:
    return f"{lobby_base}:scope:{scope}"


def scope_keys(lobby_base: str, summary: dict[str, Any]) -> list[str]:
    """The listing scopes' indexes a game's summary joins (the lobby write adds them to its `joined`)."""
    return [scope_key(lobby_base, scope) for scope in scopes_of(summary_facts(summary))]


def listed_page(redis, keys, index: str | None, reader: Reader, offset: int,
                limit: int) -> tuple[list[dict[str, Any]], int]:
    """One page (newest first) of `index` (None: every game) as `reader` may list it, and its total.
    keys: the game kind's ProjectionKeys (shared.app.projections)."""
    ids, total = visible_ids(redis, keys.lobby_base(), keys.all_games(), index, reader, offset, limit)
    if not ids:
        return [], total
    return shown_summaries(redis.hmget(keys.summaries(), ids), reader), total


def visible_ids(redis, lobby_base: str, every: str, index: str | None, reader: Reader, offset: int,
                limit: int) -> tuple[list[str], int]:
    """The ids of a page of `index` (None: `every` game) as `reader` may list it, and its total."""
    if reader.operator:
        return _page(redis, index or every, offset, limit)
    scopes = [scope_key(lobby_base, scope) for scope in reader_scopes(reader)]
    if index is None and len(scopes) == 1:
        return _page(redis, scopes[0], offset, limit)
    scratch = f"{lobby_base}:scratch:{entropy.new_id()}"
    pipe = redis.pipeline(transaction=False)
    pipe.zunionstore(scratch, scopes, aggregate="MIN")
    if index is not None:
        pipe.zinterstore(scratch, {scratch: 0, index: 1})
    pipe.zcard(scratch)
    pipe.zrevrange(scratch, offset, offset + limit - 1)
    pipe.delete(scratch)
    *_, total, ids, _ = pipe.execute()
    return [text(i) for i in ids], total


def _page(redis, key: str, offset: int, limit: int) -> tuple[list[str], int]:
    pipe = redis.pipeline(transaction=False)
    pipe.zcard(key)
    pipe.zrevrange(key, offset, offset + limit - 1)
    total, ids = pipe.execute()
    return [text(i) for i in ids], total


def shown_summaries(raw: list[bytes | None], reader: Reader) -> list[dict[str, Any]]:
    return [masked_summary(jsonfast.loads(r), reader) for r in raw if r]


def may_list_identity(identity: str, reader: Reader) -> bool:
    """A client lists only its own users' games (another client's user ids are not its to ask about)."""
    return reader.operator or (reader.client is not None and client_of(identity) == reader.client)
