"""The game API: create, list, read, play, follow and audit games (GET/POST /v1/games...).

Only translates HTTP to service calls; shared.http.errors maps the errors to status codes.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from flask import Flask, Response, current_app, request
from flask.views import MethodView

from shared.app.clients import visibility
from shared.app.clients.integrators import identity
from shared.app.matchmaking.open_tables import OPEN, OpenTables
from shared.app.read_models import listings
from shared.app.read_models.read_model import read_view_at_least
from shared.app.runtime import Runtime
from shared.audit.game_audit import audit_game
from shared.base import jsonfast
from shared.domain.errors import AppendOutcomeUnknown, NotFound
from shared.http import access, observability
from shared.http.client_auth import SECURITY as CLIENT_SECURITY
from shared.http.client_auth import caller, requires
from shared.http.context import caller_seat, runtime
from shared.http.event_routes import add_event_routes
from shared.http.hardening import Blueprint
from shared.http.live_stream import EventSource, StreamTickets
from shared.http.schemas import (
    AuditSchema,
    CommandResultSchema,
    CommandSchema,
    CreatedGameSchema,
    CreateGameSchema,
    ErrorSchema,
    GameQuerySchema,
    GameSchema,
    LegalSchema,
    LobbyQuerySchema,
    LobbySchema,
    compile_dump,
)
from shared.store.eventstore import EventStore
from shared.store.keys import tournament_store_prefix
from shared.store.repository import GAME_CREATED, GAME_FINISHED
from shared.store.tournament_records import tournament_recorded


class Audience(NamedTuple):
    """Who reads a game's events: its seat (None: a spectator), and whether identities are masked for it."""

    seat: int | None
    masked: bool

ENVELOPE_FIELDS = ("expected_version", "idempotency_key", "signature")


def tournament_exists(rt: Runtime, tournament_id: str, reader: visibility.Reader) -> bool:
    """Whether the tournament service holds this tournament (its stream, on the same Redis) and the reader
    may see it (a private tournament of another client is as absent)."""
    if not tournament_recorded(rt.store.redis, rt.config.key_prefix, tournament_id):
        return False
    tournaments = EventStore(rt.store.redis, tournament_store_prefix(rt.config.key_prefix))
    return visibility.may_read(visibility.tournament_facts_of_events(tournaments.read(tournament_id)), reader)


def identities_of(client_id: str, players: list[dict]) -> list[str | None] | None:
    """Each seat's identity `<client>:<user>` for the seats naming one of the calling client's users."""
    found = [identity(client_id, p["user"]) if p.get("user") is not None else None for p in players]
    return found if any(found) else None


games = Blueprint("games", __name__, url_prefix="/v1/games", description="Games: create, play, watch, audit")


@games.route("")
class Games(MethodView):
    @requires("games:write")
    @games.arguments(CreateGameSchema())
    @games.response(201, CreatedGameSchema)
    @games.alt_response(422, schema=ErrorSchema, description="invalid players or options")
    @games.alt_response(401, schema=ErrorSchema, description="no valid client key (X-Client-Key)")
    @games.alt_response(403, schema=ErrorSchema, description="the client lacks the scope games:write")
    @games.doc(security=CLIENT_SECURITY)
    @games.alt_response(429, schema=ErrorSchema, description="too many games created from this address (Retry-After)")
    @games.alt_response(503, schema=ErrorSchema, description=(
        "the event store is unavailable (`unavailable`: retry after Retry-After), or the connection failed "
        "while the game was being created (`outcome_unknown`: create it again)"))
    def post(self, body):
        """Create a game (client scope `games:write`): players (seat order, each human seat optionally for one of
        the client's users), options, optional seed -> seat tokens."""
        client = caller()
        identities = identities_of(client.id, body["players"])
        if any(p["kind"] == OPEN for p in body["players"]):
            rt = runtime()
            return OpenTables(rt.service, rt.config.open_seat_ttl_s).open(
                body["players"], body["options"], body.get("seed"), body.get("clock"), client.id, identities,
                body.get("visibility"))
        try:
            created = runtime().service.create_game(body["players"], body["options"], body.get("seed"),
                                                    clock_options=body.get("clock"), client=client.id,
                                                    identities=identities, visibility=body.get("visibility"))
        except AppendOutcomeUnknown as error:
            # Creation has no idempotency key, and the seat tokens exist only in this lost answer.
            raise AppendOutcomeUnknown(
                "the connection to the event store failed while the game was being created; it may exist, "
                "but without its seat tokens it cannot be played: create the game again",
                details={"idempotency_key_safe": False}) from error
        observability.note(game_id=created["game_id"], version=created["version"])
        return created

    @games.arguments(LobbyQuerySchema(), location="query")
    @games.response(200, LobbySchema)
    def get(self, query):
        """Lobby listing (newest first), optionally by status, player name, identity (the calling client's users
        only) or tournament (404 if unknown). Lists the public games and the calling client's own
        (docs/frontends/visibility.md); a game's player identities show only to its parties."""
        rt = runtime()
        keys, who = rt.projector.keys, access.reader()
        if query.get("tournament"):
            if not tournament_exists(rt, query["tournament"], who):
                raise NotFound(f"no tournament {query['tournament']!r}", details={"field": "tournament"},
                               code="tournament_not_found")
            index: str | None = keys.tournament_games(query["tournament"])
        elif query.get("identity"):
            if not listings.may_list_identity(query["identity"], who):
                return {"games": [], "total": 0, "offset": query["offset"], "limit": query["limit"]}
            index = keys.identity_games(query["identity"])
        elif query.get("player"):
            index = keys.player_games(query["player"])
        else:
            index = None
        found, total = listings.listed_page(rt.store.redis, keys, who, query["offset"], query["limit"],
                                            None if index else query.get("status"), index)
        return {"games": found, "total": total, "offset": query["offset"], "limit": query["limit"]}


@games.route("/<game_id>")
class Game(MethodView):
    @games.arguments(GameQuerySchema(), location="query")
    @games.response(200, GameSchema)
    @games.alt_response(404, schema=ErrorSchema)
    def get(self, query, game_id):
        """The caller's view (bearer token) or the spectator view, from the read model.

        With min_version, waits up to wait_ms for the projection to reach it, then
        falls back to the stream itself, so a client always reads its own writes.
        """
        document, headers = read_game(query, game_id)
        return document, 200, headers


def read_game(query: dict, game_id: str) -> tuple[dict, dict[str, str]]:
    """GET /v1/games/{id}: the document and its X-Read-Model header (Game.get and the hot view)."""
    rt = runtime()
    seat = caller_seat(game_id, required=False)
    access.readable_game(rt.store, game_id, seat)  # a private game the caller may not see: 404, as if absent
    if query.get("at_version") is not None:
        return rt.service.view_at(game_id, seat, query["at_version"]), {"X-Read-Model": "stream"}
    if query["wait_ms"] and seat is None:
        rt.service.ensure_exists(game_id)  # a game that does not exist is a 404 now, not after the wait
    document = read_view_at_least(rt.projector, game_id, seat, query.get("min_version") or 0, query["wait_ms"])
    if document is not None:
        observability.note(version=document["version"])
        return document, {"X-Read-Model": "projection"}
    document = rt.service.current_view(game_id, seat)
    observability.note(version=document["version"])
    return document, {"X-Read-Model": "stream"}


@games.route("/<game_id>/legal")
class Legal(MethodView):
    @games.response(200, LegalSchema)
    @games.alt_response(401, schema=ErrorSchema)
    @games.doc(security=[{"bearer": []}])
    def get(self, game_id):
        """Every legal command for the caller's seat now (empty when it owes nothing), and whether it may
        undo (POST .../undo) and to which versions."""
        return legal(game_id)


def legal(game_id: str) -> Response:
    seat = caller_seat(game_id, required=True)
    version, commands, labels, undo = runtime().service.labelled_legal(game_id, seat)
    # Plain JSON data already: encoded directly (LegalSchema documents it; a dump would copy it field by field).
    return Response(jsonfast.dumps({"version": version, "seat": seat, "commands": commands, "labels": labels,
                                    "undo": undo}), status=200, mimetype="application/json")


@games.route("/<game_id>/commands")
class Commands(MethodView):
    @games.arguments(CommandSchema())
    @games.response(201, CommandResultSchema)
    @games.alt_response(409, schema=ErrorSchema, description="stale expected_version or not your turn")
    @games.alt_response(422, schema=ErrorSchema, description="illegal move (details.rule names the rule)")
    @games.alt_response(429, schema=ErrorSchema, description="too many commands from this token or address "
                                                              "(Retry-After); nothing was appended")
    @games.alt_response(503, schema=ErrorSchema, description=(
        "the event store is unavailable (code `unavailable`: nothing was appended, retry after Retry-After), "
        "or the connection failed after the command was sent (code `outcome_unknown`: it may have been "
        "appended; a retry with the same idempotency_key is safe and returns the first result, without one "
        "read the events from expected_version + 1)"))
    @games.doc(security=[{"bearer": []}])
    def post(self, body, game_id):
        """Submit one command exactly as /legal listed it (optionally expected_version, idempotency_key)."""
        return submit(body, game_id)


def submit(body: dict, game_id: str) -> Response:
    rt = runtime()
    seat = caller_seat(game_id, required=True)
    command = {k: v for k, v in body.items() if k not in ENVELOPE_FIELDS}
    current_app.extensions["tabletop.command_check"](command)  # the game's command schemas, before the rules
    result = rt.service.submit(
        game_id, seat, command, body.get("expected_version"), body.get("idempotency_key"),
        signature=body.get("signature"), from_seat=True,
    )
    observability.note(version=result.version)
    events = [rt.service.visible_event(e, seat, result.finished) for e in result.events]
    # Already plain JSON data: encoded directly, not re-serialised field by field through the
    # schema (which still documents it). This is every client's hottest call.
    body = jsonfast.dumps({"version": result.version, "events": events,
                           "receipt": rt.service.receipt(game_id, result)})
    return Response(body, status=201, mimetype="application/json")


def game_events() -> EventSource:
    """This request's game kind as its events and live stream serve it: each seat sees its own view
    (a bearer token, or a stream ticket for EventSource), everyone everything once the game is scored."""
    rt = runtime()

    def audience(game_id: str, ticket: str | None) -> Audience:
        """The seat (None: a spectator), once the caller may read the game (404 otherwise), and whether it
        may see the players' identities (shared.app.clients.visibility)."""
        watching = ticket is not None and access.WatchTickets(rt.store).admits(game_id, ticket)
        if ticket and not watching:
            seat = StreamTickets(rt.store).seat_for(game_id, ticket)
        else:
            seat = caller_seat(game_id, required=False)
        facts, who = access.game_reader(rt.store, game_id, seat, ticket if watching else None)
        return Audience(seat, not visibility.shows_users(facts, who))

    def finished(game_id: str) -> bool:
        return rt.service.current_result(game_id) is not None

    def visible(game_id: str, audience: Audience, envelopes: list[dict], done: bool | None) -> list[dict]:
        done = finished(game_id) if done is None else done
        shown = [rt.service.visible_event(e, audience.seat, done) for e in envelopes]
        return [visibility.masked_created(e) if e["type"] == GAME_CREATED else e for e in shown] \
            if audience.masked else shown

    return EventSource(rt.store, rt.config.sse_heartbeat_s, GAME_FINISHED, rt.service.ensure_exists, finished,
                       audience, visible)


add_event_routes(
    games, game_events, "game_id",
    events_doc="""History as the caller may see it; NDJSON with Accept: application/x-ndjson.""",
    stream_doc="""Live events as Server-Sent Events, as the ticket's (or bearer token's) seat or a spectator sees them.

        Ends when the game is scored or after idle_timeout_s (see shared/http/live_stream.py).""",
    stream_200="text/event-stream: each event as `id: <version>` + `data: <event JSON>` (no `event:` line); "
               "a finished game ends with `event: end`. Last-Event-ID resumes.",
    stream_alt=[
        (204, {"description": "reconnect to a finished game already at its last version: stop"}),
        (401, {"schema": ErrorSchema, "description": "unknown or expired ticket or token"}),
        (403, {"schema": ErrorSchema, "description": "a ticket or token of another game"}),
    ],
)


@games.route("/<game_id>/audit")
class Audit(MethodView):
    @games.response(200, AuditSchema)
    @games.alt_response(404, schema=ErrorSchema)
    def get(self, game_id):
        """Verify the hash chain, replay, the seed commitment and every draw, and the recorded score."""
        access.readable_game(runtime().store, game_id, caller_seat(game_id, required=False))
        return audit_game(runtime(), game_id)


# The hot views (issue 24): the three calls every client makes all game long, served without the
# flask-smorest/webargs decorator stack (four wrappers, each asking Flask to ensure_sync the next) and
# without the marshmallow dump of the game document. The MethodViews above stay the routes' contract
# and their OpenAPI document; whenever a fast check cannot vouch for the request (a query string, a body
# the compiled check refuses or doubts, a HEAD) the MethodView serves it, so every refusal is its own.
# tests/platform/test_hot_views.py pins each hot view's answers to the MethodView's, byte for byte.
_GAME_SCHEMA = GameSchema()
_dump_game = compile_dump(_GAME_SCHEMA)


def game_json(document: dict) -> bytes:
    """What the response decorator writes for a game document: GameSchema's dump, as JSON."""
    dumped = _dump_game(document) if _dump_game is not None else None
    return jsonfast.dumps(dumped if dumped is not None else _GAME_SCHEMA.dump(document))


def _hot_game(method_view):
    @functools.wraps(method_view)
    def view(game_id):
        req = request._get_current_object()
        query = GameQuerySchema.fast_load(req, "query") if req.method == "GET" else None
        if query is None:
            return method_view(game_id=game_id)
        document, headers = read_game(query, game_id)
        response = Response(game_json(document), status=200, mimetype="application/json")
        response.headers.extend(headers)
        return response
    return view


def _hot_legal(method_view):
    @functools.wraps(method_view)
    def view(game_id):
        if request.method != "GET":
            return method_view(game_id=game_id)
        return legal(game_id)
    return view


def _hot_commands(method_view):
    @functools.wraps(method_view)
    def view(game_id):
        body = CommandSchema.fast_load(request._get_current_object(), "json")
        if body is None:
            return method_view(game_id=game_id)
        return submit(body, game_id)
    return view


HOT_VIEWS = {"games.Game": _hot_game, "games.Legal": _hot_legal, "games.Commands": _hot_commands}


class HotViews:
    """A part (shared.http.parts), mounted right after the games' routes: the hot views in front of their
    MethodViews (before anything else, the rate limiter, wraps them). functools.wraps keeps each view's
    name, which the rate limiter keys its route limits by."""

    def mount(self, app: Flask, api) -> None:
        _install_hot_views(app)


def _install_hot_views(app: Flask) -> None:
    for endpoint, hot in HOT_VIEWS.items():
        app.view_functions[endpoint] = hot(app.view_functions[endpoint])
