"""Listings as a reader may see them (the lobby, a player's, an identity's and a tournament's games; the
tournaments' listing).

The listing write (shared.store.write_if_newer, from shared.app.after_append.pipeline and the tournament service)
also keeps each aggregate in the listing scopes it belongs to (shared.app.clients.visibility.listing_scopes: `public`,
or `client:<id>` for each party of a game not public; disjoint, so a reader's scopes never list a game
twice): one sorted set per scope (every status, an index it only ever joins) and one per scope and status
(moved with the status like the plain status indexes), scored by creation time under the listing's hash
tag. A page is then read from the reader's scopes alone:

- no filter, or a status: each scope's own index; one scope is one ZREVRANGE, two are merged (their first
  offset + limit entries), so a page costs O(log N + offset + limit) whatever the number of games;
- a player, an identity, a tournament: that (small) index intersected with each scope (ZINTERSTORE walks
  the smaller set), the results united.

All under one hash tag, so the same on Redis Cluster. A stranger's summaries come without identities. The
reads themselves are the store's (shared.store.listing_pages); which indexes make a reader's page is decided here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from shared.app.aggregates import entropy
from shared.app.clients.visibility import Reader, client_of, masked_summary, reader_scopes, summary_facts
from shared.app.clients.visibility import listing_scopes as scopes_of
from shared.base import jsonfast
from shared.store import listing_pages
from shared.store.game_read_models import GameReadModels
from shared.store.keys import ProjectionKeys, listing_scope_key, listing_scratch_key

# Past this offset + limit, two scopes are united in Redis rather than merged here.
MERGE_LIMIT = 5_000


def scope_keys(base: str, summary: dict[str, Any]) -> list[str]:
    """The scopes' every-status indexes an aggregate joins (the listing write's `joined`)."""
    return [listing_scope_key(base, scope) for scope in scopes_of(summary_facts(summary))]


def scope_status_keys(base: str, summary: dict[str, Any], statuses: Iterable[str]) -> list[tuple[str, str]]:
    """(status, index) of each of the aggregate's scopes: the listing write moves it between them."""
    return [(status, listing_scope_key(base, scope, status)) for scope in scopes_of(summary_facts(summary))
            for status in statuses]


def listed_page(redis, keys: ProjectionKeys, reader: Reader, offset: int, limit: int, status: str | None = None,
                index: str | None = None) -> tuple[list[dict[str, Any]], int]:
    """One page (newest first) of the games `reader` may list: of `index` (a player's, ...) when given, else
    of one status or every game; and their total."""
    every = keys.lobby(status) if status else keys.all_games()
    ids, total = visible_ids(redis, keys.lobby_base(), index or every, reader, offset, limit,
                             status=status, filtered=index is not None)
    if not ids:
        return [], total
    return shown_summaries(current_summaries(GameReadModels(redis, keys), ids), reader), total


def visible_ids(redis, base: str, index: str, reader: Reader, offset: int, limit: int, status: str | None = None,
                filtered: bool = False) -> tuple[list[str], int]:
    """The ids of a page as `reader` may list it, and its total. index: what the operator pages (every
    game, a status's, or a filter's index); filtered: `index` is a filter's, to intersect with the scopes."""
    if reader.operator:
        return _pages(redis, [index], offset, limit)
    scopes = reader_scopes(reader)
    if not filtered:
        return _pages(redis, [listing_scope_key(base, scope, status) for scope in scopes], offset, limit)
    scratch = [listing_scratch_key(base, entropy.new_id()) for _ in range(len(scopes) + 1)]
    return listing_pages.filtered_page(redis, index, [listing_scope_key(base, scope) for scope in scopes], scratch,
                                       offset, limit)


def _pages(redis, indexes: list[str], offset: int, limit: int) -> tuple[list[str], int]:
    """A page of the union of disjoint indexes (newest first, as ZREVRANGE orders ties)."""
    if len(indexes) > 1 and offset + limit > MERGE_LIMIT:
        scratch = listing_scratch_key(indexes[0], entropy.new_id())
        return listing_pages.united_page(redis, indexes, scratch, offset, limit)
    entries, total = listing_pages.heads_of(redis, indexes, 0 if len(indexes) > 1 else offset, offset + limit - 1)
    if len(indexes) > 1:
        entries = sorted(entries, reverse=True)[offset:offset + limit]
    return [member for _, member in entries], total


def current_summaries(read_models: GameReadModels, ids: list[str]) -> list[bytes | None]:
    """Each game's summary: the listing's (written when its status changes) or, when newer, the live one
    written with every append beside the game's views (shared.app.after_append.pipeline)."""
    if not ids:
        return []
    current = []
    for listed_raw, live_raw in read_models.listed_and_live_summaries(ids):
        if listed_raw and live_raw and jsonfast.loads(live_raw)["version"] > jsonfast.loads(listed_raw)["version"]:
            listed_raw = live_raw
        current.append(listed_raw)
    return current


def shown_summaries(raw: list[bytes | None], reader: Reader) -> list[dict[str, Any]]:
    return [masked_summary(jsonfast.loads(r), reader) for r in raw if r]


def may_list_identity(identity: str, reader: Reader) -> bool:
    """A client lists only its own users' games (another client's user ids are not its to ask about)."""
    return reader.operator or (reader.client is not None and client_of(identity) == reader.client)
