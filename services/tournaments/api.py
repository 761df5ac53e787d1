"""The tournament HTTP service: the platform's app (JSON errors, OpenAPI, CORS) with tournament routes.

    gunicorn -c deploy/gunicorn.conf.py 'services.tournaments.api:create_app()'
"""

from __future__ import annotations

import logging
import time

from flask import Blueprint as FlaskBlueprint
from flask import Flask, Response, current_app, request, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint

from services.tournaments.aggregate import TOURNAMENT_FINISHED
from services.tournaments.audit import audit_tournament
from services.tournaments.schemas import (
    AddedEntrantSchema,
    CreatedTournamentSchema,
    CreateTournamentSchema,
    DroppedEntrantSchema,
    EntrantSchema,
    LeaderboardSchema,
    ListingQuerySchema,
    ListingSchema,
    MeSchema,
    RatingsQuerySchema,
    TournamentSchema,
)
from services.tournaments.service import TournamentConflict, TournamentService, service_for
from services.tournaments.verification import export_document
from shared.app.ratings import Ratings
from shared.app.runtime import connect
from shared.base import jsonfast
from shared.base.config import Config
from shared.domain.errors import NotFound
from shared.domain.registry import is_known
from shared.http import abuse, availability, hardening, observability
from shared.http.factory import platform_app
from shared.http.metrics import CONTENT_TYPE as METRICS_CONTENT_TYPE
from shared.http.metrics import render_requests
from shared.http.schemas import AuditSchema, ErrorSchema, EventsQuerySchema, EventsSchema, StreamQuerySchema

SERVICE = "tournaments"
log = logging.getLogger(__name__)


def create_app(config: Config | None = None, redis=None) -> Flask:
    config = config or Config.from_env()
    app, api = platform_app("tabletop.tournaments", "tournament service", config)
    redis = redis if redis is not None else connect(config)
    # In-process dispatch shares the service the finished-game hooks use (same Redis), so an inline
    # test sees one tournament service; under Celery the workers advance tournaments.
    service = service_for(redis, config) if config.dispatch == "inline" else TournamentService(redis, config)
    app.extensions["tournaments"] = service
    app.extensions["ratings"] = Ratings(redis, config.key_prefix)
    api.register_blueprint(tournaments)
    api.register_blueprint(ratings)
    app.register_blueprint(health)
    # The same request limits, stream bound, access log and request metrics as every game service.
    abuse.register(app, config, redis)
    observability.register(app, SERVICE, config.access_log)
    return app


def service() -> TournamentService:
    return current_app.extensions["tournaments"]


def bearer() -> str | None:
    scheme, _, token = (request.headers.get("Authorization") or "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


health = FlaskBlueprint("health", __name__)


@health.get("/healthz")
def healthz():
    try:
        service().redis.ping()
    except Exception as error:  # noqa: BLE001 - any failure means "not healthy"
        # The error's text names the server's address: logged, never shown.
        log.warning("tournament service unhealthy: %s: %s", type(error).__name__, error)
        return {"status": "unavailable", "service": SERVICE, "redis": type(error).__name__}, 503
    return {"status": "ok", "service": SERVICE, "redis": "ok"}


@health.get("/metrics")
def metrics():
    """Prometheus text format: requests by route and status."""
    return Response(render_requests(), headers={"Content-Type": METRICS_CONTENT_TYPE})


tournaments = Blueprint("tournaments", __name__, url_prefix="/v1/tournaments",
                        description="Tournaments: entrants, rounds, pairings, standings, audit")
ORGANISER = {"security": [{"bearer": []}]}


@tournaments.route("")
class Tournaments(MethodView):
    @tournaments.arguments(CreateTournamentSchema())
    @tournaments.response(201, CreatedTournamentSchema)
    @tournaments.alt_response(422, schema=ErrorSchema, description="duplicate entrant, table size, rounds ...")
    def post(self, body):
        """Create: game, options, format, rounds, table sizes, clock, entrants, optional seed -> tokens."""
        return service().create(body)

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
    @tournaments.arguments(EntrantSchema())
    @tournaments.response(201, AddedEntrantSchema)
    @tournaments.alt_response(409, schema=ErrorSchema, description="registration closed for this format")
    @tournaments.doc(**ORGANISER)
    def post(self, body, tournament_id):
        """Organiser: add an entrant (before the start; in Swiss also between rounds, from the next round)."""
        service().require_organiser(tournament_id, bearer())
        return service().add_entrant(tournament_id, body)


@tournaments.route("/<tournament_id>/entrants/<entrant_id>/drop")
class Drop(MethodView):
    @tournaments.response(200, DroppedEntrantSchema)
    @tournaments.alt_response(404, schema=ErrorSchema)
    @tournaments.doc(**ORGANISER)
    def post(self, tournament_id, entrant_id):
        """Organiser: drop an entrant from the next round on (its current game plays on)."""
        service().require_organiser(tournament_id, bearer())
        return service().drop_entrant(tournament_id, entrant_id)


@tournaments.route("/<tournament_id>/start")
class Start(MethodView):
    @tournaments.response(200, TournamentSchema)
    @tournaments.alt_response(409, schema=ErrorSchema)
    @tournaments.doc(**ORGANISER)
    def post(self, tournament_id):
        """Organiser: start (round 1 is paired at once), or resume after a pause."""
        service().require_organiser(tournament_id, bearer())
        return service().start(tournament_id)


@tournaments.route("/<tournament_id>/pause")
class Pause(MethodView):
    @tournaments.response(200, TournamentSchema)
    @tournaments.alt_response(409, schema=ErrorSchema)
    @tournaments.doc(**ORGANISER)
    def post(self, tournament_id):
        """Organiser: no new round starts until started again (the current games play on)."""
        service().require_organiser(tournament_id, bearer())
        return service().pause(tournament_id)


@tournaments.route("/<tournament_id>/me")
class Me(MethodView):
    @tournaments.response(200, MeSchema)
    @tournaments.alt_response(403, schema=ErrorSchema)
    @tournaments.doc(security=[{"bearer": []}])
    def get(self, tournament_id):
        """Entrant: my current table, its game and my seat's bearer token, and my standing."""
        entrant = service().require_entrant(tournament_id, bearer())
        return service().me(tournament_id, entrant)


@tournaments.route("/<tournament_id>/events")
class Events(MethodView):
    @tournaments.arguments(EventsQuerySchema(), location="query")
    @tournaments.response(200, EventsSchema)
    @tournaments.alt_response(404, schema=ErrorSchema)
    def get(self, query, tournament_id):
        """The tournament's history (public: seat tokens are never in events); NDJSON on request."""
        svc = service()
        svc.ensure_exists(tournament_id)
        read = svc.store.read_raw if query["raw"] else svc.store.read
        events = read(tournament_id, query["from_version"],
                      min(query["from_version"] + query["limit"] - 1, hardening.INT64_MAX))
        if request.accept_mimetypes.best == "application/x-ndjson":
            return Response(b"".join(jsonfast.dumps(e) + b"\n" for e in events), mimetype="application/x-ndjson")
        return {"version": svc.store.version(tournament_id), "events": events}


@tournaments.route("/<tournament_id>/stream")
class Stream(MethodView):
    @tournaments.arguments(StreamQuerySchema(), location="query")
    @tournaments.response(200, description="text/event-stream; `id:` is the version, Last-Event-ID resumes")
    def get(self, query, tournament_id):
        """Live tournament events as Server-Sent Events; ends after `tournament_finished` (`event: end`) or
        idle_timeout_s; 204 for a reconnect to a finished tournament whose Last-Event-ID is at the end."""
        svc = service()
        svc.ensure_exists(tournament_id)
        # Checked before the 200 goes out: a bad id is a 400, not a stream that aborts.
        after = hardening.last_event_id(request.headers.get("Last-Event-ID"), query.get("last_event_id", 0))
        idle_timeout = query["idle_timeout_s"]
        heartbeat_ms = int(min(svc.config.sse_heartbeat_s, idle_timeout) * 1000)
        if after >= svc.store.version(tournament_id) and svc.document(tournament_id)["status"] == "finished":
            return Response(status=204)  # a reconnect after the end: nothing more will come
        lease = abuse.open_stream()  # 429 past the client's bound, before the 200

        def generate():
            nonlocal after
            idle_since = time.monotonic()
            yield "retry: 2000\n\n"
            while True:
                try:
                    batch = svc.store.follow(tournament_id, after, heartbeat_ms)
                except Exception as error:
                    if not availability.is_unavailable(error):
                        raise
                    # The 200 is already sent: end the stream; the client reconnects with Last-Event-ID.
                    log.warning("stream of tournament %s ended: store unavailable (%s)", tournament_id,
                                type(error).__name__)
                    return
                if not batch:
                    if time.monotonic() - idle_since >= idle_timeout:
                        return
                    yield ": heartbeat\n\n"
                    continue
                idle_since = time.monotonic()
                for envelope in batch:
                    yield f"id: {envelope['version']}\ndata: {jsonfast.dumps(envelope).decode()}\n\n"
                    after = envelope["version"]
                    if envelope["type"] == TOURNAMENT_FINISHED:
                        yield f"event: end\ndata: {jsonfast.dumps({'version': after, 'status': 'finished'}).decode()}\n\n"
                        return

        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        return Response(stream_with_context(lease.hold(generate())), mimetype="text/event-stream", headers=headers)


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
        raw = svc.store.read_raw(tournament_id)
        store = svc.runtime(state["game"]).store
        game_ids = [t["game_id"] for number in range(1, state["round"] + 1)
                    for t in state["tables"].get(str(number), [])]

        def lines():
            yield jsonfast.dumps(export_document(tournament_id, raw)) + b"\n"
            for game_id in game_ids:  # one game in memory at a time
                yield b"".join(jsonfast.dumps(e) + b"\n" for e in store.read_raw(game_id))

        return Response(stream_with_context(lines()), mimetype="application/x-ndjson")


ratings = Blueprint("ratings", __name__, url_prefix="/v1/ratings",
                    description="openskill Plackett-Luce ratings per player identity and game")


def _known_game(game: str) -> None:
    if not is_known(game):
        raise NotFound(f"no game {game!r} is hosted here", details={"field": "game"}, code="unknown_game")


@ratings.route("/<game>")
class Leaderboard(MethodView):
    @ratings.arguments(RatingsQuerySchema(), location="query")
    @ratings.response(200, LeaderboardSchema)
    @ratings.alt_response(404, schema=ErrorSchema)
    def get(self, query, game):
        """The game's leaderboard by rating (mu - 3 sigma), best first."""
        _known_game(game)
        rows, total = current_app.extensions["ratings"].leaderboard(game, query["offset"], query["limit"])
        return {"game": game, "ratings": rows, "total": total, "offset": query["offset"], "limit": query["limit"]}


@ratings.route("/<game>/<player>")
class PlayerRating(MethodView):
    @ratings.response(200)
    @ratings.alt_response(404, schema=ErrorSchema)
    def get(self, game, player):
        """One identity's rating (an entrant id for tournament games, else the player name)."""
        _known_game(game)
        row = current_app.extensions["ratings"].player(game, player)
        if row is None:
            raise NotFound(f"no rated games for {player!r} in {game}", details={"field": "player"},
                           code="player_not_found")
        return {"game": game, **row}
