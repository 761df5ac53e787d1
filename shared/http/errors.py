"""The JSON error body every service of the platform answers with, and the handlers that write it.

    {"error": {"code": "...", "message": "...", "details": {...}}}

Domain errors (shared.domain.errors) and rule violations know nothing of HTTP: STATUS below gives
each its status, and this is the only place that turns them, or a Werkzeug/webargs HTTP error, into
a response. The HTTP layer's own errors (hardening, abuse limits, the command check) are HTTP errors
by nature and name their status themselves (`http_status`).
"""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask_smorest import Api
from werkzeug.exceptions import HTTPException

from shared.domain import errors
from shared.domain.engine import GameOver, NotYourTurn, RuleViolation
from shared.domain.errors import PlatformError
from shared.http.schemas import ErrorSchema

# A class's status; a subclass not listed takes its nearest listed ancestor's.
STATUS: dict[type, int] = {
    PlatformError: 400,
    errors.GameNotFound: 404,
    errors.NotFound: 404,
    errors.VersionNotFound: 404,
    errors.Conflict: 409,
    errors.VersionConflict: 409,
    errors.SeatConflict: 409,
    errors.KeyAlreadyRegistered: 409,
    errors.IdempotencyKeyReused: 422,
    errors.InvalidSetup: 422,
    errors.NotRepresentable: 422,
    errors.Unauthenticated: 401,
    errors.Forbidden: 403,
    errors.StoreError: 500,
    errors.Unavailable: 503,
    RuleViolation: 422,
    NotYourTurn: 409,
    GameOver: 409,
}


def status_of(error: Exception) -> int:
    """The HTTP status of a domain error or rule violation (500 for anything else: a bug)."""
    for cls in type(error).__mro__:
        if "http_status" in cls.__dict__:
            return cls.__dict__["http_status"]
        if cls in STATUS:
            return STATUS[cls]
    return 500


def error_response(status: int, code: str, message: str, details: dict[str, Any] | None = None):
    return {"error": {"code": code, "message": message, "details": details or {}}}, status


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


class ErrorBodies:
    """A part (shared.http.parts): domain errors and rule violations as the JSON error body with their own
    status."""

    def mount(self, app: Flask, api) -> None:
        _answer_errors(app)


def _answer_errors(app: Flask) -> None:

    @app.errorhandler(PlatformError)
    def _platform_error(error: PlatformError):
        return error_response(status_of(error), error.code, error.message, error.details)

    @app.errorhandler(RuleViolation)
    def _rule_violation(error: RuleViolation):
        return error_response(status_of(error), error.code, error.message, error.details())
