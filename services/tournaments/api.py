"""The tournament HTTP service: the platform's app (JSON errors, OpenAPI, CORS) with tournament routes.

    gunicorn -c deploy/gunicorn.conf.py 'services.tournaments.api:create_app()'
"""

from __future__ import annotations

from flask import Flask, Response, current_app, request, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint

from services.tournaments.aggregate import EVENT_DESCRIPTIONS, TOURNAMENT_FINISHED
from services.tournaments.audit import audit_tournament
from services.tournaments.exports import crosstable, crosstable_csv, standings_csv, standings_rows
from services.tournaments.interchange import import_interchange, interchange_document
from services.tournaments.organiser import record_override
from services.tournaments.schemas import (
    AddedEntrantSchema,
    CreatedTournamentSchema,
    CreateTournamentSchema,
    DroppedEntrantSchema,
    EntrantSchema,
    ExportQuerySchema,
    FeedItemsSchema,
    FeedQuerySchema,
    JoinSchema,
    LeaderboardSchema,
    LeaveSchema,
    ListingQuerySchema,
    ListingSchema,
    MeSchema,
    OverrideSchema,
    RatingsQuerySchema,
    RecordedOverrideSchema,
    TournamentSchema,
)
from services.tournaments.service import TournamentConflict, TournamentService, service_for
from services.tournaments.verification import export_document
from shared.app.clients import identity
from shared.app.ratings import Ratings
from shared.app.runtime import connect
from shared.audit.verifier import ExportError
from shared.base import jsonfast
from shared.base.config import Config
from shared.bus.sender import sender_for
from shared.domain.errors import InvalidSetup, NotFound
from shared.domain.registry import is_known
from shared.http import abuse, asyncapi, client_auth, hardening, observability, webhooks_api
from shared.http.client_auth import SECURITY as CLIENT_SECURITY
from shared.http.client_auth import caller, requires
from shared.http.context import bearer
from shared.http.event_routes import STREAM_HEADERS, mount_event_routes
from shared.http.factory import platform_app
from shared.http.health import health_blueprint
from shared.http.live_stream import EventSource
from shared.http.log_api import mount_log
from shared.http.metrics import render_requests
from shared.http.schemas import AuditSchema, ErrorSchema

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
    api.register_blueprint(tournaments)
    api.register_blueprint(ratings)
    mount_log(app, api, service.log_feed.log)
    webhooks_api.register(api, app, redis, config)
    asyncapi.register(app, api, lambda openapi: asyncapi.document(
        "tournament service", openapi,
        {"address": "/v1/tournaments/{tournament_id}/stream", "parameter": "tournament_id",
         "description": "a tournament's events, all public (Server-Sent Events)"},
        asyncapi.envelope_events(EVENT_DESCRIPTIONS)))
    client_auth.register(app, api, config, redis)
    app.register_blueprint(health_blueprint(lambda: {"service": SERVICE}, _health, render_requests))
    # The same request limits, stream bound, access log and request metrics as every game service.
    abuse.register(app, config, redis)
    observability.register(app, SERVICE, config.access_log)
    return app


def service() -> TournamentService:
    return current_app.extensions["tournaments"]


def _health() -> tuple[str, dict]:
    service().redis.ping()
    return "ok", {}


tournaments = Blueprint("tournaments", __name__, url_prefix="/v1/tournaments",
                        description="Tournaments: entrants, rounds, pairings, standings, audit")
ORGANISER = {"security": [{"bearer": [], "client_key": []}]}


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
        """Every tournament, newest first, optionally by status."""
        found, total = service().listing(query.get("status"), query["offset"], query["limit"])
        return {"tournaments": found, "total": total, "offset": query["offset"], "limit": query["limit"]}


@tournaments.route("/<tournament_id>")
class Tournament(MethodView):
    @tournaments.response(200, TournamentSchema)
    @tournaments.alt_response(404, schema=ErrorSchema)
    def get(self, tournament_id):
        """The tournament: settings, entrants, the current round's tables, standings, the seed once revealed."""
        service().ensure_exists(tournament_id)
        return service().document(tournament_id)


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
        service().ensure_exists(tournament_id)
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


@tournaments.route("/<tournament_id>/overrides")
class Overrides(MethodView):
    @requires("tournaments:write")
    @tournaments.arguments(OverrideSchema())
    @tournaments.response(201, RecordedOverrideSchema)
    @tournaments.alt_response(409, schema=ErrorSchema, description="not now (round closed or paired), or a forbidden "
                                                                     "meeting (`forbidden_meetings_unmet`)")
    @tournaments.doc(**ORGANISER)
    def post(self, body, tournament_id):
        """Organiser: record an override with its reason: the next round's pairing or a swap of two entrants; a
        forfeit or an adjusted result at a table of the round in play. The audit shows each."""
        organiser(tournament_id)
        return record_override(service(), tournament_id, body)


@tournaments.route("/<tournament_id>/me")
class Me(MethodView):
    @tournaments.response(200, MeSchema)
    @tournaments.alt_response(403, schema=ErrorSchema)
    @tournaments.doc(security=[{"bearer": []}])
    def get(self, tournament_id):
        """Entrant: my current table, its game and my seat's bearer token, and my standing."""
        entrant = service().require_entrant(tournament_id, bearer())
        return service().me(tournament_id, entrant, bearer())


def tournament_events() -> EventSource:
    """A tournament's events are public (seat tokens are never in them); its stream ends after
    tournament_finished."""
    svc = service()
    return EventSource(svc.store, svc.config.sse_heartbeat_s, TOURNAMENT_FINISHED, svc.ensure_exists,
                       lambda tournament_id: svc.document(tournament_id)["status"] == "finished")


mount_event_routes(
    tournaments, tournament_events, "tournament_id",
    events_doc="""The tournament's history (public: seat tokens are never in events); NDJSON on request.""",
    stream_doc="""Live tournament events as Server-Sent Events; ends after `tournament_finished` (`event: end`) or
        idle_timeout_s; 204 for a reconnect to a finished tournament whose Last-Event-ID is at the end.""",
    stream_200="text/event-stream; `id:` is the version, Last-Event-ID resumes",
)


@tournaments.route("/<tournament_id>/feed")
class Feed(MethodView):
    @tournaments.arguments(FeedQuerySchema(), location="query")
    @tournaments.response(200, description="text/event-stream: the organiser's feed, `id:` is the item's seq, "
                                            "Last-Event-ID resumes; `event: end` after tournament_finished")
    @tournaments.alt_response(404, schema=ErrorSchema)
    def get(self, query, tournament_id):
        """Every table of the tournament live (Server-Sent Events): created, started, each clock running out,
        finished with its result; and the rounds, overrides and the end. 204 for a reconnect past the end."""
        svc = service()
        svc.ensure_exists(tournament_id)
        after = hardening.last_event_id(request.headers.get("Last-Event-ID"), query["after"])
        if svc.document(tournament_id)["status"] == "finished":
            svc.feed.collect(tournament_id)
            if after >= svc.feed.length(tournament_id):
                return Response(status=204)
        lease = abuse.open_stream()
        items = svc.feed.events(tournament_id, after, query["idle_timeout_s"])
        return Response(stream_with_context(lease.hold(items)), mimetype="text/event-stream", headers=STREAM_HEADERS)


@tournaments.route("/<tournament_id>/feed/items")
class FeedItems(MethodView):
    @tournaments.arguments(FeedQuerySchema(), location="query")
    @tournaments.response(200, FeedItemsSchema)
    @tournaments.alt_response(404, schema=ErrorSchema)
    def get(self, query, tournament_id):
        """The organiser's feed as JSON, after `after` (catching up before following /feed)."""
        svc = service()
        svc.ensure_exists(tournament_id)
        svc.feed.collect(tournament_id)
        items = svc.feed.read(tournament_id, query["after"])[: query["limit"]]
        return {"items": items, "last": svc.feed.length(tournament_id)}


@tournaments.route("/<tournament_id>/audit")
class Audit(MethodView):
    @tournaments.response(200, AuditSchema)
    @tournaments.alt_response(404, schema=ErrorSchema)
    def get(self, tournament_id):
        """Verify the chain, the seed, every round's pairing, every table result and the standings."""
        return audit_tournament(service(), tournament_id)


@tournaments.route("/<tournament_id>/export")
class Export(MethodView):
    @tournaments.response(200, description="NDJSON: the tournament document line (its stream as stored), then "
                                            "every round game's events as stored, for `tabletop verify`")
    @tournaments.alt_response(404, schema=ErrorSchema)
    @tournaments.alt_response(409, schema=ErrorSchema, description="the tournament has not finished")
    def get(self, tournament_id):
        """A finished tournament with all its games, verifiable offline (pairings and standings recomputed)."""
        svc = service()
        state = svc.load(tournament_id)
        if state["status"] != "finished":
            raise TournamentConflict("a tournament is exported once it has finished (its games hide nothing "
                                     "then)", code="not_finished")
        return _with_games(svc, state, export_document(tournament_id, svc.store.read_raw(tournament_id)))


def _with_games(svc: TournamentService, state: dict, document: dict) -> Response:
    """NDJSON: the document line, then every round game's events as stored."""
    store = svc.runtime(state["game"]).store
    game_ids = [t["game_id"] for number in range(1, state["round"] + 1) for t in state["tables"].get(str(number), [])]

    def lines():
        yield jsonfast.dumps(document) + b"\n"
        for game_id in game_ids:  # one game in memory at a time
            yield b"".join(jsonfast.dumps(e) + b"\n" for e in store.read_raw(game_id))

    return Response(stream_with_context(lines()), mimetype="application/x-ndjson")


@tournaments.route("/<tournament_id>/standings")
class Standings(MethodView):
    @tournaments.arguments(ExportQuerySchema(), location="query")
    @tournaments.response(200, description="JSON {tournament_id, round, standings}, or CSV (format=csv)")
    @tournaments.alt_response(404, schema=ErrorSchema)
    def get(self, query, tournament_id):
        """The standings (rank, points, score, wins, games, forfeits, tie-breaks) as JSON or CSV."""
        state = service().load(tournament_id)
        rows = standings_rows(state)
        if query["format"] == "csv":
            return _csv(standings_csv(rows), f"{tournament_id}-standings.csv")
        return {"tournament_id": tournament_id, "round": state["round"], "standings": rows}


@tournaments.route("/<tournament_id>/crosstable")
class Crosstable(MethodView):
    @tournaments.arguments(ExportQuerySchema(), location="query")
    @tournaments.response(200, description="JSON {rounds, rows: [{rank, entrant, name, points, rounds: [cell or "
                                            "null]}]}, or CSV (format=csv: cells `T<table> <place>/<size> +<points>`)")
    @tournaments.alt_response(404, schema=ErrorSchema)
    def get(self, query, tournament_id):
        """Each entrant's table, place, rank points and table mates in every round (README: exports)."""
        table = crosstable(service().load(tournament_id))
        if query["format"] == "csv":
            return _csv(crosstable_csv(table), f"{tournament_id}-crosstable.csv")
        return table


def _csv(text: str, filename: str) -> Response:
    return Response(text, mimetype="text/csv", headers={"Content-Disposition": f'attachment; filename="{filename}"'})


@tournaments.route("/<tournament_id>/interchange")
class Interchange(MethodView):
    @tournaments.response(200, description="NDJSON: the interchange document (docs/FORMAT.md \"Tournament "
                                            "interchange\"), then every round game's events as stored")
    @tournaments.alt_response(404, schema=ErrorSchema)
    @tournaments.alt_response(409, schema=ErrorSchema, description="the tournament has not finished")
    def get(self, tournament_id):
        """The whole finished tournament in the interchange format: readable sections and their proof."""
        svc = service()
        state = svc.load(tournament_id)
        if state["status"] != "finished":
            raise TournamentConflict("a tournament is exported once it has finished (its games hide nothing "
                                     "then)", code="not_finished")
        return _with_games(svc, state, interchange_document(tournament_id, svc.store.read_raw(tournament_id)))


@tournaments.route("/interchange/verify")
class ImportInterchange(MethodView):
    @requires("tournaments:write")
    @tournaments.response(200, description="{ok, problems, tournament (the sections), checks, games}")
    @tournaments.alt_response(422, schema=ErrorSchema)
    @tournaments.doc(security=CLIENT_SECURITY)
    def post(self):
        """Import an interchange file (NDJSON body) and verify it (client scope `tournaments:write`: a whole
        verification is work an integrator asks for, under its quotas): every check of the audit, every game,
        and the readable sections against the events. Nothing is stored."""
        lines = [line for line in request.get_data().splitlines() if line.strip()]
        if not lines:
            raise InvalidSetup("the body is an interchange file (NDJSON)", details={"field": "body"})
        try:
            return import_interchange(lines)
        except ExportError as error:  # not NDJSON of envelopes and documents at all
            raise InvalidSetup(str(error), details={"field": "body"}, code="invalid_interchange") from error


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
        """The game's leaderboard by rating (mu - 3 sigma), best first (client scope `ratings:read`)."""
        _known_game(game)
        rows, total = current_app.extensions["ratings"].leaderboard(game, query["offset"], query["limit"])
        return {"game": game, "ratings": rows, "total": total, "offset": query["offset"], "limit": query["limit"]}


@ratings.route("/<game>/<player>")
class PlayerRating(MethodView):
    @requires("ratings:read")
    @ratings.response(200)
    @ratings.alt_response(404, schema=ErrorSchema)
    @ratings.doc(security=CLIENT_SECURITY)
    def get(self, game, player):
        """One player identity's rating (`<client>:<user>`; client scope `ratings:read`)."""
        _known_game(game)
        row = current_app.extensions["ratings"].player(game, player)
        if row is None:
            raise NotFound(f"no rated games for {player!r} in {game}", details={"field": "player"},
                           code="player_not_found")
        return {"game": game, **row}
