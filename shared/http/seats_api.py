"""HTTP: resign, hand a seat to a bot while its player is away (issue 10), and undo within a turn (issue 25,
docs/UNDO.md). Registered by create_app."""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Blueprint

from shared.domain.errors import Forbidden
from shared.domain.seats import seat_documents
from shared.http.context import caller_seat, runtime
from shared.http.schemas import (
    CommandResultSchema,
    ErrorSchema,
    SeatChangeSchema,
    SeatControlSchema,
    UndoSchema,
)

seats = Blueprint("seats", __name__, url_prefix="/v1/games",
                  description="Seats: resign, step away (a bot plays) and come back; clocks run out; undo "
                              "within a turn")


def _visible(result, seat: int) -> list[dict]:
    service = runtime().service
    return [service.visible_event(e, seat, result.finished) for e in result.events]


@seats.route("/<game_id>/resign")
class Resign(MethodView):
    @seats.response(201, CommandResultSchema)
    @seats.alt_response(401, schema=ErrorSchema)
    @seats.alt_response(409, schema=ErrorSchema, description="the game is over, or the seat already resigned or timed out")
    @seats.doc(security=[{"bearer": []}])
    def post(self, game_id):
        """Resign the caller's seat: a bot plays it to the end; the result marks it forfeited and ranks it last."""
        seat = caller_seat(game_id, required=True)
        result = runtime().service.resign(game_id, seat)
        return {"version": result.version, "events": _visible(result, seat)}


@seats.route("/<game_id>/undo")
class Undo(MethodView):
    @seats.arguments(UndoSchema(), required=False)
    @seats.response(201, CommandResultSchema)
    @seats.alt_response(401, schema=ErrorSchema)
    @seats.alt_response(409, schema=ErrorSchema, description=(
        "nothing to undo (code undo_unavailable, details.reason: information revealed, randomness drawn, another "
        "seat acted), not a version to go back to (undo_target, details.to_versions), the game is over, or a bot "
        "plays the seat"))
    @seats.doc(security=[{"bearer": []}])
    def post(self, body, game_id):
        """Take back the caller's own decisions since the start of its turn, back to `to_version` (default: its
        last decision). Recorded as a turn_undone event, never erased; the time spent stays charged."""
        seat = caller_seat(game_id, required=True)
        result = runtime().service.undo(game_id, seat, (body or {}).get("to_version"))
        return {"version": result.version, "events": _visible(result, seat)}


@seats.route("/<game_id>/seats/<int:seat>")
class Seat(MethodView):
    @seats.arguments(SeatControlSchema())
    @seats.response(200, SeatChangeSchema)
    @seats.alt_response(403, schema=ErrorSchema, description="the token is another seat's")
    @seats.alt_response(409, schema=ErrorSchema, description="resigned, timed out, or already so controlled")
    @seats.doc(security=[{"bearer": []}])
    def put(self, body, game_id, seat):
        """Hand the caller's seat to a bot while its player is away ("bot"), or take it back ("human").
        The seat's clock stops while a bot plays it."""
        caller = caller_seat(game_id, required=True)
        if caller != seat:
            raise Forbidden("a seat's token changes only that seat", details={"field": "seat"})
        service = runtime().service
        result = service.set_controller(game_id, seat, body["controller"], body.get("policy"))
        control = seat_documents(service.load(game_id))[seat]
        return {"version": result.version, "seat": {"seat": seat, **control}, "events": _visible(result, seat)}
