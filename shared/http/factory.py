"""The Flask app factory every game service uses, and the public HTTP API (DESIGN.md).

This module only translates HTTP to service calls and errors to status codes.
"""

from __future__ import annotations

import logging
from importlib import import_module
from typing import Any

from flask import Blueprint as FlaskBlueprint
from flask import Flask, Response, current_app, request, stream_with_context
from flask.json.provider import DefaultJSONProvider
from flask.views import MethodView
from flask_smorest import Api
from werkzeug.exceptions import HTTPException

from shared.app.read_model import read_view_at_least
from shared.app.runtime import Runtime, build_runtime
from shared.audit.game_audit import audit_game
from shared.base import jsonfast
from shared.base.config import Config
from shared.domain.engine import Engine, RuleViolation
from shared.domain.errors import AppendOutcomeUnknown, NotFound, PlatformError, Unauthenticated
from shared.domain.registry import load_engine
from shared.http import abuse, availability, hardening, observability
from shared.http.hardening import Blueprint
from shared.http.live_stream import StreamTickets, at_the_end, sse_events
from shared.http.metrics import CONTENT_TYPE as METRICS_CONTENT_TYPE
from shared.http.metrics import render as render_metrics
from shared.http.metrics import sweep_status
from shared.http.openapi import CommandCheck, GameDocumentPlugin
from shared.http.schemas import (
    AuditSchema,
    CommandResultSchema,
    CommandSchema,
    CreatedGameSchema,
    CreateGameSchema,
    ErrorSchema,
    EventsQuerySchema,
    EventsSchema,
    GameQuerySchema,
    GameSchema,
    LegalSchema,
    LobbyQuerySchema,
    LobbySchema,
    StreamQuerySchema,
)
from shared.http.web_client import web_client

log = logging.getLogger(__name__)

ENVELOPE_FIELDS = ("expected_version", "idempotency_key", "signature")
PREFLIGHT_MAX_AGE_S = 600


def error_response(status: int, code: str, message: str, details: dict[str, Any] | None = None):
    return {"error": {"code": code, "message": message, "details": details or {}}}, status


class OrjsonProvider(DefaultJSONProvider):
    """Flask's JSON through orjson: responses (views, event lists) are the hot path of every client."""

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return jsonfast.dumps(obj).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return jsonfast.loads(s)

    def response(self, *args: Any, **kwargs: Any) -> Response:
        obj = self._prepare_response_obj(args, kwargs)
        return self._app.response_class(jsonfast.dumps(obj), mimetype=self.mimetype)


class PlatformApi(Api):
    """flask-smorest's Api with our error body: {"error": {"code", "message", "details"}}."""

    ERROR_SCHEMA = ErrorSchema

    def handle_http_exception(self, error: HTTPException):
        data = getattr(error, "data", None) or {}
        messages = data.get("messages") or data.get("errors")
        if messages:
            field, problems = _first_field(messages)
            code = "malformed_json" if error.code == 400 else "invalid_request"
            message = f"{field}: {'; '.join(problems)}" if field else "; ".join(problems)
            return error_response(error.code, code, message, {"field": field or "body", "errors": messages})
        code = (error.name or "error").lower().replace(" ", "_")
        body, status = error_response(error.code or 500, code, data.get("message") or error.description or error.name)
        # The exception's own headers (405's Allow), without its HTML content type.
        headers = [(k, v) for k, v in error.get_headers() if k.lower() != "content-type"]
        return body, status, headers


def _first_field(messages: Any, path: str = "") -> tuple[str, list[str]]:
    """The first offending field in webargs' nested messages, as a dotted path."""
    if isinstance(messages, list):
        return path, [str(m) for m in messages]
    if isinstance(messages, dict):
        for key, value in messages.items():
            if key in ("json", "query", "headers") and not path:
                return _first_field(value, "")
            if key == "_schema":
                return _first_field(value, path)
            return _first_field(value, f"{path}.{key}" if path else str(key))
    return path, [str(messages)]


def platform_app(name: str, title: str, config: Config, spec_plugins=()) -> tuple[Flask, PlatformApi]:
    """A Flask app with what every service of the platform shares: orjson, the OpenAPI
    document at /v1/openapi.json, bearer security, CORS and the JSON error body."""
    app = Flask(name)
    app.json = OrjsonProvider(app)
    app.config.update(
        API_TITLE=title,
        API_VERSION="1.0",
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/v1",
        OPENAPI_JSON_PATH="openapi.json",
        JSON_SORT_KEYS=False,
    )
    api = PlatformApi(app, spec_kwargs={"extra_plugins": list(spec_plugins)})
    api.spec.components.security_scheme("bearer", {"type": "http", "scheme": "bearer"})

    allowed_origins = {o.strip() for o in config.cors_origins.split(",") if o.strip()}

    @app.after_request
    def _cors(response: Response) -> Response:
        origin = request.headers.get("Origin")
        if origin and ("*" in allowed_origins or origin in allowed_origins):
            response.headers["Access-Control-Allow-Origin"] = "*" if "*" in allowed_origins else origin
            response.headers["Access-Control-Allow-Headers"] = "Authorization, Content-Type, Last-Event-ID"
            response.headers["Access-Control-Allow-Methods"] = "GET, POST, PUT, OPTIONS"
            response.headers["Access-Control-Expose-Headers"] = "X-Read-Model"
            if request.method == "OPTIONS":
                # Browsers may reuse a preflight this long instead of asking before every call.
                response.headers["Access-Control-Max-Age"] = str(PREFLIGHT_MAX_AGE_S)
            response.headers["Vary"] = "Origin"
        return response

    availability.register(app, config.retry_after_s)
    hardening.register(app, config.max_request_bytes)

    @app.errorhandler(PlatformError)
    def _platform_error(error: PlatformError):
        return error_response(error.http_status, error.code, error.message, error.details)

    @app.errorhandler(RuleViolation)
    def _rule_violation(error: RuleViolation):
        return error_response(error.http_status, error.code, error.message, error.details())

    return app, api


def create_app(game: str | Engine, config: Config | None = None, redis=None) -> Flask:
    engine = load_engine(game) if isinstance(game, str) else game
    config = config or Config.from_env()
    app, api = platform_app(f"tabletop.{engine.name}", f"{engine.name} game service", config,
                            spec_plugins=[GameDocumentPlugin(engine)])
    app.extensions["tabletop"] = build_runtime(engine, config, redis)
    app.extensions["tabletop.command_check"] = CommandCheck(engine)
    api.register_blueprint(games)
    from shared.http.frontend_api import frontend  # it imports this module's helpers

    api.register_blueprint(frontend)
    api.register_blueprint(import_module("shared.http.seats_api").seats)  # imports this module: loaded late
    from shared.http.audit_api import audit  # here: that module builds on this one's helpers

    api.register_blueprint(audit)
    app.register_blueprint(health)
    app.register_blueprint(web_client)
    abuse.register(app, config, app.extensions["tabletop"].store.redis)
    observability.register(app, engine.name, config.access_log)
    return app


def runtime() -> Runtime:
    return current_app.extensions["tabletop"]


def tournament_exists(rt: Runtime, tournament_id: str) -> bool:
    """Whether the tournament service holds this tournament (its stream, on the same Redis)."""
    from services.tournaments.keys import store_prefix
    from shared.store.eventstore import GameKeys

    return bool(rt.store.redis.exists(GameKeys(store_prefix(rt.config.key_prefix), tournament_id).events))


def caller_seat(game_id: str, required: bool) -> int | None:
    """The seat the bearer token belongs to; None for a spectator (no token)."""
    header = request.headers.get("Authorization")
    if not header:
        if required:
            raise Unauthenticated("a seat's bearer token is required", details={"field": "Authorization"})
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthenticated("expected 'Authorization: Bearer <token>'", details={"field": "Authorization"})
    seat = runtime().service.seat_for_token(game_id, token.strip())
    observability.note(seat=seat)
    return seat


health = FlaskBlueprint("health", __name__)


@health.get("/healthz")
def healthz():
    """503 only when this service cannot serve (Redis unreachable). A stale sweep (beat or every
    worker gone for two intervals) is 200 with status "degraded": a load balancer must not pull
    healthy web pods out of rotation because beat died; the operator is told here and by
    tabletop_sweep_stale in /metrics."""
    rt = runtime()
    try:
        rt.store.redis.ping()
        sweep = sweep_status(rt.store.redis, rt.config)
    except Exception as error:  # noqa: BLE001 - any failure means "not healthy"
        # The error's class only: its text names the server's address.
        return {"status": "unavailable", "game": rt.engine.name, "redis": type(error).__name__}, 503
    status = "degraded" if sweep["stale"] else "ok"
    return {"status": status, "game": rt.engine.name, "redis": "ok", "sweep": sweep}


@health.get("/metrics")
def metrics():
    """Prometheus text format: games by status, projection backlog and failures, waiting automated seats,
    requests by route and status, Celery tasks and queues, the last sweep."""
    return Response(render_metrics(runtime()), headers={"Content-Type": METRICS_CONTENT_TYPE})


games = Blueprint("games", __name__, url_prefix="/v1/games", description="Games: create, play, watch, audit")


@games.route("")
class Games(MethodView):
    @games.arguments(CreateGameSchema())
    @games.response(201, CreatedGameSchema)
    @games.alt_response(422, schema=ErrorSchema, description="invalid players or options")
    @games.alt_response(429, schema=ErrorSchema, description="too many games created from this address (Retry-After)")
    @games.alt_response(503, schema=ErrorSchema, description=(
        "the event store is unavailable (`unavailable`: retry after Retry-After), or the connection failed "
        "while the game was being created (`outcome_unknown`: create it again)"))
    def post(self, body):
        """Create a game: players (seat order), options, optional seed -> seat tokens."""
        try:
            created = runtime().service.create_game(body["players"], body["options"], body.get("seed"),
                                                    clock_options=body.get("clock"))
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
        """Lobby listing (newest first), optionally by status, player name or tournament (404 if unknown)."""
        projector = runtime().projector
        if query.get("tournament"):
            if not tournament_exists(runtime(), query["tournament"]):
                raise NotFound(f"no tournament {query['tournament']!r}", details={"field": "tournament"},
                               code="tournament_not_found")
            found, total = projector.tournament_games(query["tournament"], query["offset"], query["limit"])
        elif query.get("player"):
            found, total = projector.player_games(query["player"], query["offset"], query["limit"])
        else:
            found, total = projector.lobby(query.get("status"), query["offset"], query["limit"])
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
        rt = runtime()
        seat = caller_seat(game_id, required=False)
        if query.get("at_version") is not None:
            return rt.service.view_at(game_id, seat, query["at_version"]), 200, {"X-Read-Model": "stream"}
        if query["wait_ms"] and seat is None:
            rt.service.ensure_exists(game_id)  # a game that does not exist is a 404 now, not after the wait
        document = read_view_at_least(rt.projector, game_id, seat, query.get("min_version") or 0, query["wait_ms"])
        if document is not None:
            observability.note(version=document["version"])
            return document, 200, {"X-Read-Model": "projection"}
        document = rt.service.current_view(game_id, seat)
        observability.note(version=document["version"])
        return document, 200, {"X-Read-Model": "stream"}


@games.route("/<game_id>/legal")
class Legal(MethodView):
    @games.response(200, LegalSchema)
    @games.alt_response(401, schema=ErrorSchema)
    @games.doc(security=[{"bearer": []}])
    def get(self, game_id):
        """Every legal command for the caller's seat now (empty when it owes nothing)."""
        seat = caller_seat(game_id, required=True)
        version, commands, labels = runtime().service.labelled_legal(game_id, seat)
        return {"version": version, "seat": seat, "commands": commands, "labels": labels}


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


def _visible_events(game_id: str, seat: int | None, envelopes: list[dict]) -> list[dict]:
    rt = runtime()
    finished = rt.service.current_result(game_id) is not None
    return [rt.service.visible_event(e, seat, finished) for e in envelopes]


@games.route("/<game_id>/events")
class Events(MethodView):
    @games.arguments(EventsQuerySchema(), location="query")
    @games.response(200, EventsSchema)
    @games.alt_response(404, schema=ErrorSchema)
    def get(self, query, game_id):
        """History as the caller may see it; NDJSON with Accept: application/x-ndjson."""
        rt = runtime()
        seat = caller_seat(game_id, required=False)
        rt.service.ensure_exists(game_id)
        to_version = min(query["from_version"] + query["limit"] - 1, hardening.INT64_MAX)
        read = rt.store.read_raw if query["raw"] else rt.store.read
        events = _visible_events(game_id, seat, read(game_id, query["from_version"], to_version))
        if request.accept_mimetypes.best == "application/x-ndjson":
            body = b"".join(jsonfast.dumps(e) + b"\n" for e in events)
            return Response(body, mimetype="application/x-ndjson")
        return {"version": rt.store.version(game_id), "events": events}


@games.route("/<game_id>/stream")
class Stream(MethodView):
    @games.arguments(StreamQuerySchema(), location="query")
    @games.response(200, description="text/event-stream: each event as `id: <version>` + `data: <event JSON>` "
                    "(no `event:` line); a finished game ends with `event: end`. Last-Event-ID resumes.")
    @games.alt_response(204, description="reconnect to a finished game already at its last version: stop")
    @games.alt_response(401, schema=ErrorSchema, description="unknown or expired ticket or token")
    @games.alt_response(403, schema=ErrorSchema, description="a ticket or token of another game")
    def get(self, query, game_id):
        """Live events as Server-Sent Events, as the ticket's (or bearer token's) seat or a spectator sees them.

        Ends when the game is scored or after idle_timeout_s (see shared/http/live_stream.py)."""
        rt = runtime()
        rt.service.ensure_exists(game_id)
        if query.get("ticket"):
            seat = StreamTickets(rt.store).seat_for(game_id, query["ticket"])
        else:
            seat = caller_seat(game_id, required=False)
        # Checked before the 200 goes out: a bad id is a 400, not a stream that aborts.
        after = hardening.last_event_id(request.headers.get("Last-Event-ID"), query.get("last_event_id", 0))
        if at_the_end(rt, game_id, after):
            return Response(status=204)
        lease = abuse.open_stream()  # 429 past the client's bound, before the 200
        events = sse_events(rt, game_id, seat, after, query["idle_timeout_s"])
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        return Response(stream_with_context(lease.hold(events)), mimetype="text/event-stream", headers=headers)


@games.route("/<game_id>/audit")
class Audit(MethodView):
    @games.response(200, AuditSchema)
    @games.alt_response(404, schema=ErrorSchema)
    def get(self, game_id):
        """Verify the hash chain, replay, the seed commitment and every draw, and the recorded score."""
        return audit_game(runtime(), game_id)
