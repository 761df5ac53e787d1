"""The Flask app factory every game service uses, and the public HTTP API (DESIGN.md).

This module only translates HTTP to service calls and errors to status codes.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from flask import Blueprint as FlaskBlueprint
from flask import Flask, Response, current_app, request, stream_with_context
from flask.json.provider import DefaultJSONProvider
from flask.views import MethodView
from flask_smorest import Api, Blueprint
from werkzeug.exceptions import HTTPException

from shared import availability, jsonfast
from shared.audit import audit_game
from shared.config import Config
from shared.engine import Engine, RuleViolation
from shared.errors import PlatformError, Unauthenticated
from shared.metrics import render as render_metrics
from shared.read_model import read_view_at_least
from shared.registry import load_engine
from shared.runtime import Runtime, build_runtime
from shared.schemas import (
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
    TournamentSchema,
)

log = logging.getLogger(__name__)

ENVELOPE_FIELDS = ("expected_version", "idempotency_key")


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
        return error_response(error.code or 500, code, data.get("message") or error.description or error.name)


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


def create_app(game: str | Engine, config: Config | None = None, redis=None) -> Flask:
    engine = load_engine(game) if isinstance(game, str) else game
    config = config or Config.from_env()
    app = Flask(f"tabletop.{engine.name}")
    app.json = OrjsonProvider(app)
    app.config.update(
        API_TITLE=f"{engine.name} game service",
        API_VERSION="1.0",
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/v1",
        OPENAPI_JSON_PATH="openapi.json",
        JSON_SORT_KEYS=False,
    )
    app.extensions["tabletop"] = build_runtime(engine, config, redis)
    api = PlatformApi(app)
    api.spec.components.security_scheme("bearer", {"type": "http", "scheme": "bearer"})
    api.register_blueprint(games)
    api.register_blueprint(tournaments)
    app.register_blueprint(health)

    allowed_origins = {o.strip() for o in config.cors_origins.split(",") if o.strip()}

    @app.after_request
    def _cors(response: Response) -> Response:
        origin = request.headers.get("Origin")
        if origin and ("*" in allowed_origins or origin in allowed_origins):
            response.headers["Access-Control-Allow-Origin"] = "*" if "*" in allowed_origins else origin
            response.headers["Access-Control-Allow-Headers"] = "Authorization, Content-Type, Last-Event-ID"
            response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
            response.headers["Access-Control-Expose-Headers"] = "X-Read-Model"
            response.headers["Vary"] = "Origin"
        return response

    availability.register(app, config.retry_after_s)

    @app.errorhandler(PlatformError)
    def _platform_error(error: PlatformError):
        return error_response(error.http_status, error.code, error.message, error.details)

    @app.errorhandler(RuleViolation)
    def _rule_violation(error: RuleViolation):
        return error_response(error.http_status, error.code, error.message, error.details())

    return app


def runtime() -> Runtime:
    return current_app.extensions["tabletop"]


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
    return runtime().service.seat_for_token(game_id, token.strip())


health = FlaskBlueprint("health", __name__)


@health.get("/healthz")
def healthz():
    rt = runtime()
    try:
        rt.store.redis.ping()
    except Exception as error:  # noqa: BLE001 - any failure means "not healthy"
        return {"status": "unavailable", "game": rt.engine.name, "redis": str(error)}, 503
    return {"status": "ok", "game": rt.engine.name, "redis": "ok"}


@health.get("/metrics")
def metrics():
    """Prometheus text format: games by status, projection backlog and failures, waiting automated seats."""
    from prometheus_client import CONTENT_TYPE_LATEST

    return Response(render_metrics(runtime()), mimetype=CONTENT_TYPE_LATEST.split(";")[0])


games = Blueprint("games", __name__, url_prefix="/v1/games", description="Games: create, play, watch, audit")


@games.route("")
class Games(MethodView):
    @games.arguments(CreateGameSchema())
    @games.response(201, CreatedGameSchema)
    @games.alt_response(422, schema=ErrorSchema, description="invalid players or options")
    def post(self, body):
        """Create a game: players (seat order), options, optional seed -> seat tokens."""
        return runtime().service.create_game(body["players"], body["options"], body.get("seed"), body.get("tournament"))

    @games.arguments(LobbyQuerySchema(), location="query")
    @games.response(200, LobbySchema)
    def get(self, query):
        """Lobby listing (newest first), optionally by status or player name."""
        projector = runtime().projector
        if query.get("player"):
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
        document = read_view_at_least(rt.projector, game_id, seat, query.get("min_version") or 0, query["wait_ms"])
        if document is not None:
            return document, 200, {"X-Read-Model": "projection"}
        return rt.service.current_view(game_id, seat), 200, {"X-Read-Model": "stream"}


@games.route("/<game_id>/legal")
class Legal(MethodView):
    @games.response(200, LegalSchema)
    @games.alt_response(401, schema=ErrorSchema)
    @games.doc(security=[{"bearer": []}])
    def get(self, game_id):
        """Every legal command for the caller's seat now (empty when it owes nothing)."""
        seat = caller_seat(game_id, required=True)
        version, commands = runtime().service.legal(game_id, seat)
        return {"version": version, "seat": seat, "commands": commands}


@games.route("/<game_id>/commands")
class Commands(MethodView):
    @games.arguments(CommandSchema())
    @games.response(201, CommandResultSchema)
    @games.alt_response(409, schema=ErrorSchema, description="stale expected_version or not your turn")
    @games.alt_response(422, schema=ErrorSchema, description="illegal move (details.rule names the rule)")
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
        result = rt.service.submit(
            game_id, seat, command, body.get("expected_version"), body.get("idempotency_key")
        )
        events = [rt.service.visible_event(e, seat, result.finished) for e in result.events]
        # Already plain JSON data: encoded directly, not re-serialised field by field through the
        # schema (which still documents it). This is every client's hottest call.
        body = jsonfast.dumps({"version": result.version, "events": events})
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
        to_version = query["from_version"] + query["limit"] - 1
        read = rt.store.read_raw if query["raw"] else rt.store.read
        events = _visible_events(game_id, seat, read(game_id, query["from_version"], to_version))
        if request.accept_mimetypes.best == "application/x-ndjson":
            body = b"".join(jsonfast.dumps(e) + b"\n" for e in events)
            return Response(body, mimetype="application/x-ndjson")
        return {"version": rt.store.version(game_id), "events": events}


@games.route("/<game_id>/stream")
class Stream(MethodView):
    @games.arguments(StreamQuerySchema(), location="query")
    @games.response(200, description="text/event-stream; `id:` is the version, Last-Event-ID resumes")
    def get(self, query, game_id):
        """Live events as Server-Sent Events. Ends when the game is scored or after idle_timeout_s."""
        rt = runtime()
        seat = caller_seat(game_id, required=False)
        rt.service.ensure_exists(game_id)
        header = request.headers.get("Last-Event-ID", "")
        after = int(header) if header.isdigit() else query.get("last_event_id", 0)
        idle_timeout = query["idle_timeout_s"]
        heartbeat_ms = int(min(rt.config.sse_heartbeat_s, idle_timeout) * 1000)
        service = rt.service

        ended = rt.service.current_result(game_id) is not None

        def generate():
            nonlocal after
            idle_since = time.monotonic()
            yield "retry: 2000\n\n"
            while True:
                try:
                    if ended and after >= rt.store.version(game_id):
                        return  # a finished game has nothing more to say
                    batch = rt.store.follow(game_id, after, heartbeat_ms)
                except Exception as error:
                    if not availability.is_unavailable(error):
                        raise
                    # The 200 is already sent: end the stream; the client reconnects with Last-Event-ID.
                    log.warning("stream of %s ended: event store unavailable (%s)", game_id, type(error).__name__)
                    return
                if not batch:
                    if time.monotonic() - idle_since >= idle_timeout:
                        return
                    yield ": heartbeat\n\n"
                    continue
                idle_since = time.monotonic()
                finished = any(e["type"] == "game.finished" for e in batch)
                for envelope in batch:
                    shown = service.visible_event(envelope, seat, finished)
                    yield f"id: {envelope['version']}\nevent: {envelope['type']}\ndata: {jsonfast.dumps(shown).decode()}\n\n"
                    after = envelope["version"]
                if finished:
                    return

        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        return Response(stream_with_context(generate()), mimetype="text/event-stream", headers=headers)


@games.route("/<game_id>/audit")
class Audit(MethodView):
    @games.response(200, AuditSchema)
    @games.alt_response(404, schema=ErrorSchema)
    def get(self, game_id):
        """Verify the hash chain, replay, the seed commitment and every draw, and the recorded score."""
        return audit_game(runtime(), game_id)


tournaments = Blueprint("tournaments", __name__, url_prefix="/v1/tournaments",
                        description="Tournament standings over this game's finished games")


@tournaments.route("/<tournament>")
class Tournament(MethodView):
    @tournaments.response(200, TournamentSchema)
    def get(self, tournament):
        """Standings: games, wins, rank points (players - rank; every winner gets the top) and total score,
        counted once per finished game created with this tournament id."""
        return runtime().projector.standings(tournament)
