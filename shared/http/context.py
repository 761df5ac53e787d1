"""What a request handler asks of its request: the service's runtime and who the caller is.

Every blueprint of a game service imports these from here (never from the app factory,
which imports the blueprints); the tournament service uses `bearer` for its own roles.
"""

from __future__ import annotations

from flask import current_app, request

from shared.app.runtime import Runtime
from shared.domain.errors import Unauthenticated
from shared.http import observability

RUNTIME_EXTENSION = "tabletop"


def runtime() -> Runtime:
    """The game kind's runtime this app was built with (shared.http.factory.create_app)."""
    return current_app.extensions[RUNTIME_EXTENSION]


def bearer() -> str | None:
    """The token of an `Authorization: Bearer <token>` header; None without one or when malformed."""
    return _bearer_token(request.headers.get("Authorization") or "")


def _bearer_token(header: str) -> str | None:
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def caller_seat(game_id: str, required: bool) -> int | None:
    """The seat the bearer token belongs to; None for a spectator (no token)."""
    # The environ's own key, what request.headers.get("Authorization") reads: every hot call asks this.
    header = request.environ.get("HTTP_AUTHORIZATION")
    if not header:
        if required:
            raise Unauthenticated("a seat's bearer token is required", details={"field": "Authorization"})
        return None
    token = _bearer_token(header)
    if token is None:
        raise Unauthenticated("expected 'Authorization: Bearer <token>'", details={"field": "Authorization"})
    seat = runtime().service.seat_for_token(game_id, token)
    observability.note(seat=seat)
    return seat
