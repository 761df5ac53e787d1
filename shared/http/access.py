"""Who may read a game or a tournament, asked of the request (the decisions: shared.app.clients.visibility).

Every read path of a game calls `readable_game` (or `game_reader`) before it answers: a private game
the caller may not see is answered exactly as a game that does not exist (404 `game_not_found`), so
an id probe learns nothing. The facts come from the game's created event, which never changes: read
once per process and kept (`GameFacts`).

Watch tickets: a party of a game (its creating client, or a client seating one of its users) admits a
spectator with `POST /v1/games/{id}/watch-ticket`; the spectator sends the ticket in the `X-Watch-Ticket`
header (or as `?ticket=` to /stream, for EventSource). Only its sha256 is stored, under the game's hash
tag, with its expiry.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from flask import current_app, request

from shared.app.aggregates.tokens import new_token, token_digest
from shared.app.clients import visibility
from shared.app.clients.visibility import Facts, Reader
from shared.base.config import Config
from shared.domain.errors import GameNotFound
from shared.http.client_auth import current_client
from shared.store.access_tokens import WatchTicketRecords
from shared.store.archive_backends import shared_archive
from shared.store.eventstore import EventStore
from shared.store.keys import tournament_store_prefix

EXTENSION = "tabletop.game_facts"
WATCH_HEADER = "X-Watch-Ticket"
WATCH_TTL_S = 86_400
MAX_WATCH_TTL_S = 30 * 86_400
CACHED_GAMES = 100_000


class GameFacts:
    """The tenancy facts of games, from their created events (immutable, so kept once read)."""

    def __init__(self, store: EventStore):
        self.store = store
        self._known: OrderedDict[str, Facts] = OrderedDict()

    def of(self, game_id: str) -> Facts | None:
        """None: no such game."""
        facts = self._known.get(game_id)
        if facts is None:
            first = self.store.read(game_id, 1, 1)
            if not first:
                return None
            facts = visibility.game_facts(first[0]["data"])
            self._known[game_id] = facts
            if len(self._known) > CACHED_GAMES:
                self._known.popitem(last=False)
        return facts


def game_facts(store: EventStore) -> GameFacts:
    """This app's facts of a store's games (one per store the app reads)."""
    known = current_app.extensions.setdefault(EXTENSION, {})
    facts = known.get(id(store))
    if facts is None or facts.store is not store:
        facts = known[id(store)] = GameFacts(store)
    return facts


class WatchTickets:
    def __init__(self, store: EventStore):
        self.records = WatchTicketRecords(store.redis, store.prefix)

    def issue(self, game_id: str, ttl_s: int) -> dict[str, object]:
        ticket = new_token()
        self.records.admit(game_id, token_digest(ticket), ttl_s)
        return {"ticket": ticket, "expires_in_s": ttl_s}

    def admits(self, game_id: str, ticket: str | None) -> bool:
        return bool(ticket) and self.records.admitted(game_id, token_digest(ticket))


def reader(seat: int | None = None, admitted: bool = False) -> Reader:
    """The request's reader: its client (X-Client-Key, when valid), the seat it holds, a watch ticket."""
    client = current_client()
    return Reader(client.id if client else None, seat, admitted, bool(client and "admin" in client.scopes))


def not_found(game_id: str) -> GameNotFound:
    """What a game the caller may not see answers: the same as a game that does not exist."""
    return GameNotFound(f"no game {game_id!r}", details={"field": "game_id"})


def game_reader(store: EventStore, game_id: str, seat: int | None,
                ticket: str | None = None) -> tuple[Facts, Reader]:
    """The game's facts and the request's reader, once it may read the game (404 otherwise)."""
    facts = game_facts(store).of(game_id)
    if facts is None:
        raise not_found(game_id)
    ticket = ticket or request.headers.get(WATCH_HEADER)
    who = reader(seat, seat is None and ticket is not None and facts.visibility == visibility.PRIVATE
                 and WatchTickets(store).admits(game_id, ticket))
    if not visibility.may_read(facts, who):
        raise not_found(game_id)
    return facts, who


def readable_game(store: EventStore, game_id: str, seat: int | None) -> None:
    """404 unless the request may read the game. The hot path: a game that is not private asks nothing
    of the request (no client key is looked up)."""
    facts = game_facts(store).of(game_id)
    if facts is None:
        raise not_found(game_id)
    if facts.visibility == visibility.PRIVATE:
        game_reader(store, game_id, seat)


def log_visibility(redis, config: Config, games: EventStore | None = None) -> Callable[[str], bool]:
    """For the transparency log's proofs (shared.http.log_api): whether the request may learn of a stream's
    heads. A private game or tournament the caller may not see is answered as a head the log does not hold,
    so its leaf reveals nothing but its hash (inside other leaves' audit paths). A stream neither store
    holds is the log's own to answer."""
    games = games or EventStore(redis, prefix=config.key_prefix,
                                archive=shared_archive(config.archive_url) if config.archive_url else None)
    tournaments = EventStore(redis, prefix=tournament_store_prefix(config.key_prefix))

    def may_see(stream_id: str) -> bool:
        facts = game_facts(games).of(stream_id)
        if facts is None:
            events = tournaments.read(stream_id)
            if not events:
                return True
            facts = visibility.tournament_facts_of_events(events)
        return visibility.may_read(facts, reader())
    return may_see
