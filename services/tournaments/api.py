"""The tournament HTTP service: the platform's app (JSON errors, OpenAPI, CORS) with tournament routes.

    gunicorn -c deploy/gunicorn.conf.py 'services.tournaments.api:create_app()'
"""

from __future__ import annotations

from flask import Flask, current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from services.tournaments import arbiter_api
from services.tournaments.aggregate import EVENT_DESCRIPTIONS, TOURNAMENT_FINISHED
from services.tournaments.arbiter_api import with_games
from services.tournaments.audit import audit_tournament
from services.tournaments.errors import TournamentConflict, TournamentNotFound
from services.tournaments.schemas import (
    ORGANISER,
    AddedEntrantSchema,
    CreatedTournamentSchema,
    CreateTournamentSchema,
    DroppedEntrantSchema,
    EntrantSchema,
    JoinSchema,
    LeaderboardSchema,
    LeaveSchema,
    ListingQuerySchema,
    ListingSchema,
    MeSchema,
    RatingsQuerySchema,
    TournamentSchema,
)
from services.tournaments.service import TournamentService, service_for
from services.tournaments.verification import export_document
from shared.app.aggregates.tokens import token_digest
from shared.app.clients import visibility
from shared.app.clients.integrators import identity
from shared.app.matchmaking.ratings import Ratings
from shared.app.runtime import connect
from shared.base.config import Config
from shared.bus.sender import sender_for
from shared.domain.errors import NotFound
from shared.domain.registry import is_known
from shared.http import access, asyncapi
from shared.http.abuse import AbuseLimits
from shared.http.asyncapi import AsyncApiDocument
from shared.http.client_auth import SECURITY as CLIENT_SECURITY
from shared.http.client_auth import ClientKeys, caller, requires
from shared.http.context import bearer
from shared.http.event_routes import add_event_routes
from shared.http.factory import platform_app
from shared.http.health import health_blueprint
from shared.http.live_stream import EventSource
from shared.http.log_api import TransparencyLogRoutes
from shared.http.metrics import render_requests
from shared.http.observability import AccessLog
from shared.http.parts import Routes, mount_parts
from shared.http.schemas import AuditSchema, ErrorSchema
from shared.http.webhooks_api import WebhookEndpoints
from shared.store.admin import ping

SERVICE = "tournaments"


def create_app(config: Config | None = None, redis=None) -> Flask:
    config = config or Config.from_env()
    app, api = platform_app("tabletop.tournaments", "tournament service", config)
    redis = redis if redis is not None else connect(config)
    # In-process dispatch shares the service the finished-game hooks use (same Redis), so an inline
    # test sees one tournament service; under Celery the workers advance tournaments.
    service = (service_for(redis, config) if config.dispatch == "inline"
               else TournamentService(redis, config, sender=sender_for(config)))
    app.extensions["tournaments"] = service
    app.extensions["ratings"] = Ratings(redis, config.key_prefix)
    mount_parts(app, api, [
        Routes(tournaments), Routes(ratings),
        TransparencyLogRoutes(service.log_feed.log, access.log_visibility(redis, config)),
        WebhookEndpoints(redis, config),
        AsyncApiDocument(lambda openapi: asyncapi.document(
            "tournament service", openapi,
            {"address": "/v1/tournaments/{tournament_id}/stream", "parameter": "tournament_id",
             "description": "a tournament's events, all public (Server-Sent Events)"},
            asyncapi.envelope_events(EVENT_DESCRIPTIONS))),
        ClientKeys(config, redis),
        Routes(health_blueprint(lambda: {"service": SERVICE}, _health, render_requests), documented=False),
        # The same request limits, stream bound, access log and request metrics as every game service.
        AbuseLimits(config, redis),
        AccessLog(SERVICE, config.access_log),
    ])
    return app


def service() -> TournamentService:
    return current_app.extensions["tournaments"]


def _health() -> tuple[str, dict]:
    ping(service().redis)
    return "ok", {}


tournaments = Blueprint("tournaments", __name__, url_prefix="/v1/tournaments",
                        description="Tournaments: entrants, rounds, pairings, standings, audit")


def tournament_reader(tournament_id: str) -> tuple[dict, dict[str, str]]:
    """The tournament's document, once the caller may read it (a private tournament it may not see: 404, as
    if absent), and the pseudonyms its identities are shown as to this caller (none for its parties, its
    organiser's and entrants' token holders: shared.app.clients.visibility)."""
    svc = service()
    svc.ensure_exists(tournament_id)
    document = svc.document(tournament_id)
    facts = visibility.tournament_facts(document)
    token = bearer()
    holder = token is not None and svc.tokens.holder(tournament_id, token_digest(token)) is not None
    who = access.reader(admitted=holder)
    if not visibility.may_read(facts, who):
        raise TournamentNotFound(f"no tournament {tournament_id!r}", details={"field": "tournament_id"})
    shown = visibility.shows_users(facts, who)
    return document, {} if shown else visibility.pseudonyms(visibility.tournament_identities(document))


def organiser(tournament_id: str) -> None:
    """The organiser's token, from the client that created the tournament (routes that `requires` the scope
    tournaments:write)."""
    service().require_organiser(tournament_id, bearer(), caller().id)


@tournaments.route("")
class Tournaments(MethodView):
    @requires("tournaments:write")
    @tournaments.arguments(CreateTournamentSchema())
    @tournaments.response(201, CreatedTournamentSchema)
    @tournaments.alt_response(422, schema=ErrorSchema, description="duplicate entrant, table size, rounds ...")
    @tournaments.doc(security=CLIENT_SECURITY)
    def post(self, body):
        """Create (client scope `tournaments:write`; the client organises): game, options, format, rounds, table
        sizes, clock, entrants, entry cap, open registration, optional seed -> tokens."""
        return service().create(body, caller().id)

    @tournaments.arguments(ListingQuerySchema(), location="query")
    @tournaments.response(200, ListingSchema)
    def get(self, query):
        """The tournaments the caller may list (public ones and its client's own), newest first, by status."""
        found, total = service().listing(query.get("status"), query["offset"], query["limit"], access.reader())
        return {"tournaments": found, "total": total, "offset": query["offset"], "limit": query["limit"]}


@tournaments.route("/<tournament_id>")
class Tournament(MethodView):
    @tournaments.response(200, TournamentSchema)
    @tournaments.alt_response(404, schema=ErrorSchema)
    def get(self, tournament_id):
        """The tournament: settings, entrants, the current round's tables, standings, the seed once revealed."""
        document, hide = tournament_reader(tournament_id)
        return visibility.hidden(document, hide)


@tournaments.route("/<tournament_id>/entrants")
class Entrants(MethodView):
    @requires("tournaments:write")
    @tournaments.arguments(EntrantSchema())
    @tournaments.response(201, AddedEntrantSchema)
    @tournaments.alt_response(409, schema=ErrorSchema, description="registration closed for this format")
    @tournaments.doc(**ORGANISER)
    def post(self, body, tournament_id):
        """Organiser: add an entrant (before the start; in Swiss also between rounds, from the next round)."""
        organiser(tournament_id)
        return service().add_entrant(tournament_id, body, caller().id)


@tournaments.route("/<tournament_id>/join")
class Join(MethodView):
    @requires("tournaments:write")
    @tournaments.arguments(JoinSchema())
    @tournaments.response(201, AddedEntrantSchema)
    @tournaments.alt_response(409, schema=ErrorSchema, description="registration closed, or the tournament is full")
    @tournaments.doc(security=CLIENT_SECURITY)
    def post(self, body, tournament_id):
        """A client registers one of its users (scope `tournaments:write`; open registration, before the start or
        between Swiss rounds): the entrant id is the identity `<client>:<user>`; its token is in this answer only."""
        client = caller()
        tournament_reader(tournament_id)  # a private tournament of another client: as absent
        entrant = {"id": identity(client.id, body["user"]), "name": body["name"], "kind": "human",
                   "user": body["user"]}
        return service().add_entrant(tournament_id, entrant, client.id, joining=True)


@tournaments.route("/<tournament_id>/leave")
class Leave(MethodView):
    @requires("tournaments:write")
    @tournaments.arguments(LeaveSchema())
    @tournaments.response(200, DroppedEntrantSchema)
    @tournaments.alt_response(404, schema=ErrorSchema)
    @tournaments.doc(security=CLIENT_SECURITY)
    def post(self, body, tournament_id):
        """A client's user leaves, from the next round on (scope `tournaments:write`; its own users only)."""
        client = caller()
        return service().leave(tournament_id, identity(client.id, body["user"]))


@tournaments.route("/<tournament_id>/entrants/<entrant_id>/drop")
class Drop(MethodView):
    @requires("tournaments:write")
    @tournaments.response(200, DroppedEntrantSchema)
    @tournaments.alt_response(404, schema=ErrorSchema)
    @tournaments.doc(**ORGANISER)
    def post(self, tournament_id, entrant_id):
        """Organiser: drop an entrant from the next round on (its current game plays on)."""
        organiser(tournament_id)
        return service().drop_entrant(tournament_id, entrant_id)


@tournaments.route("/<tournament_id>/start")
class Start(MethodView):
    @requires("tournaments:write")
    @tournaments.response(200, TournamentSchema)
    @tournaments.alt_response(409, schema=ErrorSchema)
    @tournaments.doc(**ORGANISER)
    def post(self, tournament_id):
        """Organiser: start (round 1 is paired at once), or resume after a pause."""
        organiser(tournament_id)
        return service().start(tournament_id)


@tournaments.route("/<tournament_id>/pause")
class Pause(MethodView):
    @requires("tournaments:write")
    @tournaments.response(200, TournamentSchema)
    @tournaments.alt_response(409, schema=ErrorSchema)
    @tournaments.doc(**ORGANISER)
    def post(self, tournament_id):
        """Organiser: no new round starts until started again (the current games play on)."""
        organiser(tournament_id)
        return service().pause(tournament_id)


@tournaments.route("/<tournament_id>/me")
class Me(MethodView):
    @tournaments.response(200, MeSchema)
    @tournaments.alt_response(403, schema=ErrorSchema)
    @tournaments.doc(security=[{"bearer": []}])
    def get(self, tournament_id):
        """Entrant: my current table, its game and my seat's bearer token, and my standing."""
        entrant = service().require_entrant(tournament_id, bearer())
        return service().me(tournament_id, entrant, bearer())


arbiter_api.mount(tournaments, service, organiser, lambda tournament_id: tournament_reader(tournament_id)[1])


def tournament_events() -> EventSource:
    """A tournament's events as the caller may see them (seat tokens are never in them; a stranger to a
    client's tournament sees pseudonyms for its identities); its stream ends after tournament_finished."""
    svc = service()
    return EventSource(svc.store, svc.config.sse_heartbeat_s, TOURNAMENT_FINISHED, svc.ensure_exists,
                       lambda tournament_id: svc.document(tournament_id)["status"] == "finished",
                       lambda tournament_id, _ticket: tournament_reader(tournament_id)[1],
                       lambda _tournament_id, hide, envelopes, _finished: visibility.hidden(envelopes, hide))


add_event_routes(
    tournaments, tournament_events, "tournament_id",
    events_doc="""The tournament's history (public: seat tokens are never in events); NDJSON on request.""",
    stream_doc="""Live tournament events as Server-Sent Events; ends after `tournament_finished` (`event: end`) or
        idle_timeout_s; 204 for a reconnect to a finished tournament whose Last-Event-ID is at the end.""",
    stream_200="text/event-stream; `id:` is the version, Last-Event-ID resumes",
)


@tournaments.route("/<tournament_id>/audit")
class Audit(MethodView):
    @tournaments.response(200, AuditSchema)
    @tournaments.alt_response(404, schema=ErrorSchema)
    def get(self, tournament_id):
        """Verify the chain, the seed, every round's pairing, every table result and the standings."""
        _, hide = tournament_reader(tournament_id)
        return visibility.hidden(audit_tournament(service(), tournament_id), hide)


@tournaments.route("/<tournament_id>/export")
class Export(MethodView):
    @tournaments.response(200, description="NDJSON: the tournament document line (its stream as stored), then "
                                            "every round game's events as stored, for `tabletop verify`")
    @tournaments.alt_response(404, schema=ErrorSchema)
    @tournaments.alt_response(409, schema=ErrorSchema, description="the tournament has not finished")
    def get(self, tournament_id):
        """A finished tournament with all its games, verifiable offline (pairings and standings recomputed)."""
        svc = service()
        _, hide = tournament_reader(tournament_id)
        state = svc.load(tournament_id)
        if state["status"] != "finished":
            raise TournamentConflict("a tournament is exported once it has finished (its games hide nothing "
                                     "then)", code="not_finished")
        return with_games(svc, state, export_document(tournament_id, svc.store.read_raw(tournament_id)), hide)


ratings = Blueprint("ratings", __name__, url_prefix="/v1/ratings",
                    description="openskill Plackett-Luce ratings per player identity and game")


def _known_game(game: str) -> None:
    if not is_known(game):
        raise NotFound(f"no game {game!r} is hosted here", details={"field": "game"}, code="unknown_game")


@ratings.route("/<game>")
class Leaderboard(MethodView):
    @requires("ratings:read")
    @ratings.arguments(RatingsQuerySchema(), location="query")
    @ratings.response(200, LeaderboardSchema)
    @ratings.alt_response(404, schema=ErrorSchema)
    @ratings.doc(security=CLIENT_SECURITY)
    def get(self, query, game):
        """The game's leaderboard by rating (mu - 3 sigma), best first (client scope `ratings:read`): the calling
        client's users, each with its rank among every rated player (the admin scope: everyone)."""
        _known_game(game)
        client = caller()
        rows, total = current_app.extensions["ratings"].leaderboard(
            game, query["offset"], query["limit"], None if "admin" in client.scopes else client.id)
        return {"game": game, "ratings": rows, "total": total, "offset": query["offset"], "limit": query["limit"]}


@ratings.route("/<game>/<player>")
class PlayerRating(MethodView):
    @requires("ratings:read")
    @ratings.response(200)
    @ratings.alt_response(404, schema=ErrorSchema)
    @ratings.doc(security=CLIENT_SECURITY)
    def get(self, game, player):
        """One of the calling client's player identities' rating (`<client>:<user>`; client scope `ratings:read`;
        another client's user is answered as unrated)."""
        _known_game(game)
        client = caller()
        mine = "admin" in client.scopes or visibility.client_of(player) == client.id
        row = current_app.extensions["ratings"].player(game, player) if mine else None
        if row is None:
            raise NotFound(f"no rated games for {player!r} in {game}", details={"field": "player"},
                           code="player_not_found")
        return {"game": game, **row}
