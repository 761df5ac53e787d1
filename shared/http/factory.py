"""The Flask app factory every service of the platform uses.

platform_app: what every service shares (orjson, the OpenAPI document, CORS, the JSON error body,
store outages as 503, request hardening). create_app: a game service on top of it, with the game
API (shared.http.games_api) and the other blueprints, which reach the runtime and the caller
through shared.http.context.
"""

from __future__ import annotations

import logging
import weakref
from contextlib import suppress
from inspect import iscoroutinefunction
from typing import Any

from flask import Flask, Response, request
from flask.json.provider import DefaultJSONProvider

from shared.app.runtime import build_runtime
from shared.base import jsonfast
from shared.base.config import Config
from shared.domain.engine import Engine
from shared.domain.registry import load_engine
from shared.http import access, asyncapi
from shared.http.abuse import AbuseLimits
from shared.http.analysis_api import analysis
from shared.http.asyncapi import AsyncApiDocument
from shared.http.audit_api import audit
from shared.http.availability import StoreOutages
from shared.http.client_auth import ClientKeys
from shared.http.context import RUNTIME_EXTENSION, runtime
from shared.http.errors import ErrorBodies, PlatformApi
from shared.http.frontend_api import frontend
from shared.http.games_api import HotViews, games
from shared.http.hardening import RequestLimits
from shared.http.health import health_blueprint
from shared.http.log_api import TransparencyLogRoutes
from shared.http.matchmaking_api import matchmaking
from shared.http.metrics import render as render_metrics
from shared.http.metrics import sweep_status
from shared.http.observability import AccessLog
from shared.http.openapi import CommandCheck, GameDocumentPlugin
from shared.http.parts import Routes, mount_parts
from shared.http.seats_api import seats
from shared.http.web_client import web_client
from shared.http.webhooks_api import WebhookEndpoints
from shared.store.admin import ping

log = logging.getLogger(__name__)

PREFLIGHT_MAX_AGE_S = 600


class OrjsonProvider(DefaultJSONProvider):
    """Flask's JSON through orjson: responses (views, event lists) are the hot path of every client."""

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return jsonfast.dumps(obj).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return jsonfast.loads(s)

    def response(self, *args: Any, **kwargs: Any) -> Response:
        obj = self._prepare_response_obj(args, kwargs)
        return self._app.response_class(jsonfast.dumps(obj), mimetype=self.mimetype)


class PlatformFlask(Flask):
    """Flask, asking whether a view or hook is a coroutine function once per function instead of at every
    call (Flask's ensure_sync runs inspect's check for each view and hook of each request: issue 24)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        # Weak keys: a function made for one request (none is, today) is not kept alive by this.
        self._is_coroutine: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def ensure_sync(self, func):
        key = getattr(func, "__func__", func)  # a bound method is made anew at each attribute access
        try:
            is_coroutine = self._is_coroutine[key]
        except (KeyError, TypeError):  # TypeError: not weakly referenceable, asked each time as before
            is_coroutine = iscoroutinefunction(func)
            with suppress(TypeError):  # not weakly referenceable: nothing is kept, the next call asks again
                self._is_coroutine[key] = is_coroutine
        return self.async_to_sync(func) if is_coroutine else func


def platform_app(name: str, title: str, config: Config, spec_plugins=()) -> tuple[Flask, PlatformApi]:
    """A Flask app with what every service of the platform shares: orjson, the OpenAPI
    document at /v1/openapi.json, bearer security, CORS and the JSON error body."""
    app = PlatformFlask(name)
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
        # The environ's own key (what request.headers.get("Origin") reads) through one proxy lookup:
        # nearly every API call comes without an Origin and ends here.
        origin = request.environ.get("HTTP_ORIGIN")
        if origin and ("*" in allowed_origins or origin in allowed_origins):
            response.headers["Access-Control-Allow-Origin"] = "*" if "*" in allowed_origins else origin
            response.headers["Access-Control-Allow-Headers"] = "Authorization, Content-Type, Last-Event-ID, X-Client-Key"
            response.headers["Access-Control-Allow-Methods"] = "GET, POST, PUT, OPTIONS"
            response.headers["Access-Control-Expose-Headers"] = "X-Read-Model"
            if request.method == "OPTIONS":
                # Browsers may reuse a preflight this long instead of asking before every call.
                response.headers["Access-Control-Max-Age"] = str(PREFLIGHT_MAX_AGE_S)
            response.headers["Vary"] = "Origin"
        return response

    mount_parts(app, api, [StoreOutages(config.retry_after_s), RequestLimits(config.max_request_bytes),
                           ErrorBodies()])
    return app, api


def create_app(game: str | Engine, config: Config | None = None, redis=None) -> Flask:
    engine = load_engine(game) if isinstance(game, str) else game
    config = config or Config.from_env()
    app, api = platform_app(f"tabletop.{engine.name}", f"{engine.name} game service", config,
                            spec_plugins=[GameDocumentPlugin(engine)])
    app.extensions[RUNTIME_EXTENSION] = build_runtime(engine, config, redis)
    app.extensions["tabletop.command_check"] = CommandCheck(engine)
    rt = app.extensions[RUNTIME_EXTENSION]
    mount_parts(app, api, [
        Routes(games), HotViews(), Routes(frontend), Routes(seats), Routes(audit), Routes(analysis),
        TransparencyLogRoutes(rt.log_feed.log, access.log_visibility(rt.store.redis, config, rt.store)),
        WebhookEndpoints(rt.store.redis, config),
        AsyncApiDocument(lambda openapi: asyncapi.document(
            f"{engine.name} game service", openapi,
            {"address": "/v1/games/{game_id}/stream", "parameter": "game_id",
             "description": "a game's events as the caller may see them (Server-Sent Events)"},
            asyncapi.game_events(openapi))),
        Routes(matchmaking),
        ClientKeys(config, rt.store.redis),
        Routes(health_blueprint(_game_identity, _game_health, lambda: render_metrics(runtime())), documented=False),
        Routes(web_client, documented=False),
        AbuseLimits(config, rt.store.redis),
        AccessLog(engine.name, config.access_log),
    ])
    return app


def _game_identity() -> dict[str, Any]:
    return {"game": runtime().engine.name}


def _game_health() -> tuple[str, dict[str, Any]]:
    """Unhealthy (503) only when this service cannot serve (Redis unreachable). A stale sweep (beat
    or every worker gone for two intervals) is 200 with status "degraded": a load balancer must not
    pull healthy web pods out of rotation because beat died; the operator is told here and by
    tabletop_sweep_stale in /metrics."""
    rt = runtime()
    ping(rt.store.redis)
    sweep = sweep_status(rt.store.redis, rt.config)
    return ("degraded" if sweep["stale"] else "ok"), {"sweep": sweep}
