"""HTTP: matchmaking for a client's users (issue 22): open seats, seeks, rematch. Mounted by create_app.

    GET  /v1/tables                         tables waiting for players (open seats), soonest to expire first
    GET  /v1/games/{id}/table               one table: its seats, who took them, its status and expiry
    POST /v1/games/{id}/join                {"user", "name", "seat"?} -> the seat and its token (shown once)
    POST /v1/games/{id}/leave               {"user"}: give the seat back before the start
    POST /v1/games/{id}/rematch             the same identities again (the game's client, once finished)
    POST /v1/seeks                          {"user", "name", "players": [counts], "options"?, "clock"?, "rating_range"?}
    GET  /v1/seeks/{id}, DELETE             the seek's status (waiting, seated: game and seat, cancelled); cancel
    GET  /v1/seeks/formed?after=            tables formed for this client's users (the matchmaker's stream)

Every route needs a client key with scope games:write (reads: games:read or games:write).
"""

from __future__ import annotations

from flask.views import MethodView
from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from shared.app.clients.integrators import identity
from shared.app.games.rematch import rematch
from shared.app.matchmaking.open_tables import OpenTables
from shared.app.matchmaking.seek_webhooks import match
from shared.app.matchmaking.seeks import Seeks
from shared.bus import queues
from shared.bus.sender import send_once, sender_for
from shared.http import access
from shared.http.client_auth import SECURITY, caller, requires
from shared.http.context import runtime
from shared.http.hardening import Blueprint, StrictInteger
from shared.http.schemas import ClockOptionsSchema, CreatedGameSchema, ErrorSchema, page_query
from shared.store import keys

matchmaking = Blueprint("matchmaking", __name__, url_prefix="/v1",
                        description="Matchmaking: open seats (join, leave), seeks, rematch")


def tables() -> OpenTables:
    rt = runtime()
    return OpenTables(rt.service, rt.config.open_seat_ttl_s)


class JoinSchema(Schema):
    user = fields.String(required=True, validate=validate.Length(min=1, max=64))
    name = fields.String(required=True, validate=validate.Length(min=1, max=64))
    seat = StrictInteger(validate_range=validate.Range(min=0, max=7))


class UserSchema(Schema):
    user = fields.String(required=True, validate=validate.Length(min=1, max=64))


class JoinedSchema(Schema):
    game_id = fields.String(required=True)
    seat = fields.Integer(required=True)
    token = fields.String(required=True, metadata={"description": "the seat's bearer token (shown once)"})
    identity = fields.String(required=True)
    status = fields.String(required=True, metadata={"description": "`started` when this was the last open seat"})


class TableSchema(Schema):
    game_id = fields.String(required=True)
    game = fields.String(required=True)
    status = fields.String(required=True, metadata={"description": "open, starting, started or expired"})
    options = fields.Dict()
    expires_ms = fields.Integer(required=True)
    seats = fields.List(fields.Dict(), required=True)


class TablesQuerySchema(Schema):
    offset, limit = page_query(20, 200, max_offset=10**6)


class TablesSchema(Schema):
    tables = fields.List(fields.Nested(TableSchema), required=True)
    total = fields.Integer(required=True)


class SeekSchema(Schema):
    user = fields.String(required=True, validate=validate.Length(min=1, max=64))
    name = fields.String(required=True, validate=validate.Length(min=1, max=64))
    players = fields.List(StrictInteger(validate_range=validate.Range(min=1, max=8)), required=True,
                          validate=validate.Length(min=1, max=8), metadata={"description": "acceptable player counts"})
    options = fields.Dict(keys=fields.String(), load_default=dict)
    clock = fields.Nested(ClockOptionsSchema, allow_none=True, load_default=None)
    rating_range = fields.List(fields.Float(allow_nan=False), validate=validate.Length(equal=2), allow_none=True,
                               load_default=None, metadata={"description": "[min, max] of the others' ratings"})

    @validates_schema
    def _ordered(self, data, **_kwargs):
        bounds = data.get("rating_range")
        if bounds and bounds[0] > bounds[1]:
            raise ValidationError("min above max", field_name="rating_range")


class SeekStatusSchema(Schema):
    seek_id = fields.String(required=True)
    status = fields.String(required=True, metadata={"description": "waiting, seated or cancelled"})
    token = fields.String(metadata={"description": "(on creation only) the seek's token: the seat's once seated"})
    identity = fields.String()
    game_id = fields.String()
    seat = fields.Integer()


class FormedQuerySchema(Schema):
    after = fields.String(load_default="0", validate=validate.Regexp(r"^[0-9]+(-[0-9]+)?$"))
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=1000))


class FormedSchema(Schema):
    tables = fields.List(fields.Dict(), required=True)
    last_id = fields.String(required=True)


@matchmaking.route("/tables")
class Tables(MethodView):
    @requires("games:read", "games:write")
    @matchmaking.arguments(TablesQuerySchema(), location="query")
    @matchmaking.response(200, TablesSchema)
    @matchmaking.doc(security=SECURITY)
    def get(self, query):
        """Tables waiting for players, the soonest to expire first."""
        found, total = tables().waiting(query["offset"], query["limit"], access.reader())
        return {"tables": found, "total": total}


@matchmaking.route("/games/<game_id>/table")
class Table(MethodView):
    @requires("games:read", "games:write")
    @matchmaking.response(200, TableSchema)
    @matchmaking.alt_response(404, schema=ErrorSchema)
    @matchmaking.doc(security=SECURITY)
    def get(self, game_id):
        """One table of open seats: who sits where, its status and expiry."""
        who = access.reader()
        return tables().public(tables().visible(game_id, who), who)


@matchmaking.route("/games/<game_id>/join")
class Join(MethodView):
    @requires("games:write")
    @matchmaking.arguments(JoinSchema())
    @matchmaking.response(201, JoinedSchema)
    @matchmaking.alt_response(409, schema=ErrorSchema, description="no such open seat, the user sits here already")
    @matchmaking.alt_response(410, schema=ErrorSchema, description="the table expired unfilled")
    @matchmaking.doc(security=SECURITY)
    def post(self, body, game_id):
        """Take an open seat for one of the client's users; the game starts when every seat is taken."""
        client = caller()
        return tables().join(game_id, identity(client.id, body["user"]), body["name"], body.get("seat"))


@matchmaking.route("/games/<game_id>/leave")
class Leave(MethodView):
    @requires("games:write")
    @matchmaking.arguments(UserSchema())
    @matchmaking.response(200, description="the seat given back")
    @matchmaking.alt_response(409, schema=ErrorSchema, description="the game has started")
    @matchmaking.doc(security=SECURITY)
    def post(self, body, game_id):
        """Give a user's open seat back before the game starts (the client's own users only)."""
        client = caller()
        return tables().leave(game_id, identity(client.id, body["user"]))


@matchmaking.route("/games/<game_id>/rematch")
class Rematch(MethodView):
    @requires("games:write")
    @matchmaking.response(201, CreatedGameSchema)
    @matchmaking.alt_response(409, schema=ErrorSchema, description="not finished, or rematched already")
    @matchmaking.doc(security=SECURITY)
    def post(self, game_id):
        """A finished game again: the same identities, seats, options and clock; new seat tokens."""
        client = caller()
        return rematch(runtime().service, game_id, client.id)


def seeks() -> Seeks:
    return Seeks(runtime().service)


def run_matchmaker() -> None:
    """Inline (tests, one process): form tables now; otherwise the workers' coalesced task."""
    rt = runtime()
    if rt.config.dispatch == "inline":
        match(rt.service, rt.config)
        return
    send_once(rt.store.redis, sender_for(rt.config), keys.flag(rt.config.key_prefix, "matchmaking", rt.engine.name),
              queues.FORM_TABLES, (rt.engine.name,))


@matchmaking.route("/seeks")
class SeekList(MethodView):
    @requires("games:write")
    @matchmaking.arguments(SeekSchema())
    @matchmaking.response(201, SeekStatusSchema)
    @matchmaking.alt_response(409, schema=ErrorSchema, description="the user is seeking already")
    @matchmaking.doc(security=SECURITY)
    def post(self, body):
        """Seek a table for one of the client's users; the matchmaker seats it when it can."""
        client = caller()
        posted = seeks().post(client.id, identity(client.id, body["user"]), body["name"], body["players"],
                              body["options"], body["clock"], body["rating_range"])
        run_matchmaker()
        return posted


@matchmaking.route("/seeks/formed")
class Formed(MethodView):
    @requires("games:write")
    @matchmaking.arguments(FormedQuerySchema(), location="query")
    @matchmaking.response(200, FormedSchema)
    @matchmaking.doc(security=SECURITY)
    def get(self, query):
        """Tables formed for this client's users after stream id `after` (follow with the last_id)."""
        client = caller()
        return seeks().announcements(client.id, query["after"], query["limit"])


@matchmaking.route("/seeks/<seek_id>")
class SeekOne(MethodView):
    @requires("games:write")
    @matchmaking.response(200, SeekStatusSchema)
    @matchmaking.alt_response(404, schema=ErrorSchema, description="no such seek (another client's is as absent)")
    @matchmaking.doc(security=SECURITY)
    def get(self, seek_id):
        """The seek's status: waiting, seated (the game and seat; the seek's token is the seat's), cancelled."""
        return seeks().status(seek_id, caller().id)

    @requires("games:write")
    @matchmaking.response(200, SeekStatusSchema)
    @matchmaking.alt_response(409, schema=ErrorSchema, description="seated already")
    @matchmaking.doc(security=SECURITY)
    def delete(self, seek_id):
        """Cancel a waiting seek."""
        return seeks().cancel(seek_id, caller().id)
