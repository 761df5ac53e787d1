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
    scheme, _, token = (request.headers.get("Authorization") or "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def caller_seat(game_id: str, required: bool) -> int | None:
    """The seat the bearer token belongs to; None for a spectator (no token)."""
    if not request.headers.get("Authorization"):
        if required:
            raise Unauthenticated("a seat's bearer token is required", details={"field": "Authorization"})
        return None
    token = bearer()
    if token is None:
        raise Unauthenticated("expected 'Authorization: Bearer <token>'", details={"field": "Authorization"})
    seat = runtime().service.seat_for_token(game_id, token)
    observability.note(seat=seat)
    return seat
