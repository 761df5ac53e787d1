"""Auditing without trusting the server: the public keys, seats' keys, bulk exports (docs/FORMAT.md).

    GET  /v1/keys                        every key the server signs receipts with, old ones included
    POST /v1/games/{id}/public-key       a seat registers its Ed25519 key (bearer): its commands must then be signed
    GET  /v1/exports/games               finished games as NDJSON: by player, tournament, creation time; paged
"""

from __future__ import annotations

from datetime import UTC

from flask import Response, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate

from shared.app.clients.visibility import Facts, shows_users
from shared.audit.exports import MAX_PAGE, ExportQuery, export_lines, finished_game_ids
from shared.http import access
from shared.http.context import caller_seat, runtime
from shared.http.schemas import ErrorSchema

audit = Blueprint("audit", __name__, url_prefix="/v1", description="Auditing: signing keys, seat keys, exports")


class PublishedKeySchema(Schema):
    key_id = fields.String(required=True)
    algorithm = fields.String(required=True)
    public_key = fields.String(required=True, metadata={"description": "base64url of the raw 32-byte key"})
    valid_from = fields.String(required=True)
    valid_until = fields.String(allow_none=True, metadata={"description": "null: the key signing now"})


class KeysSchema(Schema):
    keys = fields.List(fields.Nested(PublishedKeySchema), required=True)


class SeatKeySchema(Schema):
    public_key = fields.String(required=True, validate=validate.Length(min=1, max=64))


class SeatKeyResultSchema(Schema):
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    public_key = fields.String(required=True)


class ExportQuerySchema(Schema):
    player = fields.String(validate=validate.Length(min=1, max=64))
    tournament = fields.String(validate=validate.Regexp(r"^[A-Za-z0-9_.:-]{1,64}$"))
    since = fields.AwareDateTime(default_timezone=UTC, metadata={"description": "created at or after (ISO 8601; UTC if no offset)"})
    until = fields.AwareDateTime(default_timezone=UTC, metadata={"description": "created before (ISO 8601; UTC if no offset)"})
    cursor = fields.String(load_default="0", validate=validate.Regexp(r"^[0-9]{1,18}$"),
                           metadata={"description": "X-Next-Cursor of the previous page"})
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=MAX_PAGE),
                           metadata={"description": "games scanned per page"})


@audit.route("/keys")
class Keys(MethodView):
    @audit.response(200, KeysSchema)
    def get(self):
        """The server's signing keys with their validity; receipts name theirs by key_id."""
        return {"keys": runtime().service.keyring.published()}


@audit.route("/games/<game_id>/public-key")
class SeatKey(MethodView):
    @audit.arguments(SeatKeySchema())
    @audit.response(201, SeatKeyResultSchema)
    @audit.alt_response(409, schema=ErrorSchema, description="the seat already has a key")
    @audit.alt_response(422, schema=ErrorSchema, description="not an Ed25519 public key")
    @audit.doc(security=[{"bearer": []}])
    def post(self, body, game_id):
        """Register the caller's seat key (once): it is recorded in the stream, and from then on the
        seat's commands must carry a signature over (game id, expected_version, command)."""
        seat = caller_seat(game_id, required=True)
        version = runtime().service.register_seat_key(game_id, seat, body["public_key"])
        return {"version": version, "seat": seat, "public_key": body["public_key"]}


@audit.route("/exports/games")
class ExportGames(MethodView):
    @audit.arguments(ExportQuerySchema(), location="query")
    @audit.response(200, description="application/x-ndjson: every stored event of each finished game, "
                                     "oldest game first; header X-Next-Cursor when more pages follow")
    def get(self, query):
        """Finished games of this kind the caller may list (public ones, and the calling client's own), streamed as
        NDJSON one game at a time (what `tabletop verify` reads); identities masked in others' games."""
        rt = runtime()
        who = access.reader()
        export_query = ExportQuery(**query, reader=who)
        game_ids, next_cursor = finished_game_ids(rt.projector, export_query)
        facts = access.game_facts(rt.store)
        masked = {game_id for game_id in game_ids if not shows_users(facts.of(game_id) or Facts(), who)}
        headers = {}
        if next_cursor is not None:
            headers["X-Next-Cursor"] = next_cursor
        return Response(stream_with_context(export_lines(rt.store, game_ids, masked)),
                        mimetype="application/x-ndjson", headers=headers)
