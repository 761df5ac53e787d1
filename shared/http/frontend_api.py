"""What a browser front end needs beside the game API: stream tickets and the game's component catalog.

Registered by shared.http.factory.create_app; the live stream itself is GET /v1/games/{id}/stream.
"""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate

from shared.app.clients import visibility
from shared.domain.catalog import catalog_document
from shared.domain.errors import Forbidden
from shared.http import access
from shared.http.client_auth import SECURITY as CLIENT_SECURITY
from shared.http.client_auth import requires
from shared.http.context import caller_seat, runtime
from shared.http.live_stream import StreamTickets
from shared.http.schemas import ErrorSchema


class StreamTicketSchema(Schema):
    ticket = fields.String(required=True, metadata={
        "description": "pass as ?ticket= to GET /v1/games/{game_id}/stream (EventSource sends no headers)"})
    expires_in_s = fields.Integer(required=True, metadata={
        "description": "opening (or reopening) the stream with it works this long; an open stream keeps running"})


class PolicySchema(Schema):
    policy = fields.String(required=True)
    version = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the version new bot seats play (null: a policy without released versions)"})
    released = fields.String(required=True, allow_none=True)
    sees = fields.String(required=True, allow_none=True, metadata={"description": "what it is given to see"})
    verifiable = fields.String(required=True, metadata={"description": "how anyone re-derives its moves"})


class CatalogSchema(Schema):
    game = fields.String(required=True)
    collections = fields.Dict(required=True, metadata={
        "description": "collection name -> entries, each with `id` (as views and commands use it), `name` "
                       "(as labels use it), the component's data and `source`: rulebook or assumed"})
    tables = fields.Dict(required=True, metadata={"description": "other component data (tracks, boards, counts)"})
    references = fields.Dict(required=True, metadata={
        "description": "\"<command type>.<field>\" -> the collection its ids come from"})
    view_references = fields.Dict(required=True, metadata={
        "description": "a path in the view (`x[]` every element, `*` every value, `{}` every key) -> collection"})
    policies = fields.List(fields.Nested(PolicySchema), required=True, metadata={
        "description": "the game's bot policies as new games play them: every one sees only its seat's view, and "
                       "its moves are verifiable (the audit's `bots` check)"})


frontend = Blueprint("frontend", __name__, url_prefix="/v1", description="For browser front ends")


@frontend.route("/games/<game_id>/stream-ticket")
class StreamTicket(MethodView):
    @frontend.response(201, StreamTicketSchema)
    @frontend.alt_response(401, schema=ErrorSchema, description="no or unknown bearer token")
    @frontend.alt_response(403, schema=ErrorSchema, description="a token of another game")
    @frontend.alt_response(404, schema=ErrorSchema, description="no such game")
    @frontend.doc(security=[{"bearer": []}])
    def post(self, game_id):
        """A short-lived ticket for this game and the caller's seat, for EventSource's URL (never logged)."""
        seat = caller_seat(game_id, required=True)
        return StreamTickets(runtime().store).issue(game_id, seat)


class WatchTicketRequestSchema(Schema):
    expires_in_s = fields.Integer(load_default=access.WATCH_TTL_S,
                                  validate=validate.Range(min=60, max=access.MAX_WATCH_TTL_S))


class WatchTicketSchema(Schema):
    ticket = fields.String(required=True, metadata={
        "description": f"the spectator sends it as the {access.WATCH_HEADER} header (or as ?ticket= to /stream)"})
    expires_in_s = fields.Integer(required=True)


@frontend.route("/games/<game_id>/watch-ticket")
class WatchTicket(MethodView):
    @requires("games:read", "games:write")
    @frontend.arguments(WatchTicketRequestSchema())
    @frontend.response(201, WatchTicketSchema)
    @frontend.alt_response(403, schema=ErrorSchema, description="a game the calling client is no party of")
    @frontend.alt_response(404, schema=ErrorSchema, description="no such game (or one the client may not see)")
    @frontend.doc(security=CLIENT_SECURITY)
    def post(self, body, game_id):
        """A party of the game (the client that created it or seats one of its users) admits a spectator to
        its private game (docs/frontends/visibility.md); the ticket works until it expires."""
        store = runtime().store
        facts, who = access.game_reader(store, game_id, None)
        if not visibility.is_party(facts, who):
            raise Forbidden("only a party of the game admits spectators", code="not_your_game",
                            details={"field": "game_id"})
        return access.WatchTickets(store).issue(game_id, body["expires_in_s"])


@frontend.route("/catalog")
class Catalog(MethodView):
    @frontend.response(200, CatalogSchema)
    def get(self):
        """This game's component data (cards, tiles, tracks, board cells) with the ids views and commands use."""
        return catalog_document(runtime().engine)
