"""The deployment's transparency log (shared.store.transparency_log), mounted on every game service and
the tournament service: they share one log, so any of them answers for all (docs/FORMAT.md).

    GET  /v1/log/tree-head                       the latest signed tree head (?size= an older one), with
                                                 the witnesses' co-signatures
    GET  /v1/log/proof/inclusion?game_id=&version=   leaf, leaf index, audit path, the head it is under
    GET  /v1/log/proof/consistency?from=&to=     the proof that the tree of `to` leaves extends `from`
    POST /v1/log/witness                         a registered witness's co-signature of a head
    GET  /v1/log/keys                            the server's signing keys and the registered witnesses
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from flask import Flask, current_app
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate

from shared.domain.errors import NotFound
from shared.http.audit_api import PublishedKeySchema
from shared.http.hardening import StrictInteger, bounded
from shared.http.parts import Routes
from shared.http.schemas import ErrorSchema
from shared.store.transparency_log import TransparencyLog

LOG_EXTENSION = "tabletop.transparency_log"
MAY_SEE_EXTENSION = "tabletop.transparency_log.may_see"
HEX_HASH = validate.Regexp(r"^[0-9a-f]{64}$")
STREAM_ID = validate.Regexp(r"^[A-Za-z0-9_.:-]{1,128}$")
SIZE = validate.Range(min=0, max=2**62)

log_api = Blueprint("transparency_log", __name__, url_prefix="/v1/log",
                    description="The transparency log of game and tournament heads (RFC 9162)")


@dataclass(frozen=True)
class TransparencyLogRoutes:
    """A part (shared.http.parts): `log` served from this app (each service passes the deployment's one
    log). may_see: whether the request may learn of a stream's heads (shared.http.access.log_visibility)."""

    log: TransparencyLog
    may_see: Callable[[str], bool]

    def mount(self, app: Flask, api) -> None:
        app.extensions[LOG_EXTENSION] = self.log
        app.extensions[MAY_SEE_EXTENSION] = self.may_see
        Routes(log_api).mount(app, api)


def the_log() -> TransparencyLog:
    return current_app.extensions[LOG_EXTENSION]


class CosignatureSchema(Schema):
    key_id = fields.String(required=True, validate=validate.Length(min=1, max=64))
    signature = fields.String(required=True, validate=validate.Length(min=1, max=128))


class TreeHeadSchema(Schema):
    size = fields.Integer(required=True)
    root = fields.String(required=True, metadata={"description": "hex MTH of the first `size` leaves"})
    time = fields.Integer(required=True, metadata={"description": "milliseconds since the Unix epoch"})
    key_id = fields.String(required=True)
    signature = fields.String(required=True, metadata={"description": "Ed25519, base64url (docs/FORMAT.md)"})
    cosignatures = fields.List(fields.Nested(CosignatureSchema), required=True)


class TreeHeadQuerySchema(Schema):
    size = fields.Integer(validate=SIZE, metadata={"description": "an older head, by its size"})


class LeafSchema(Schema):
    kind = fields.String(required=True)
    game_id = fields.String(required=True)
    version = fields.Integer(required=True)
    hash = fields.String(required=True)


class InclusionQuerySchema(Schema):
    game_id = fields.String(required=True, validate=STREAM_ID, metadata={"description": "a game or tournament id"})
    version = fields.Integer(required=True, validate=validate.Range(min=1, max=2**62))


class InclusionSchema(Schema):
    leaf = fields.Nested(LeafSchema, required=True)
    leaf_index = fields.Integer(required=True)
    tree_size = fields.Integer(required=True)
    audit_path = fields.List(fields.String(), required=True)
    tree_head = fields.Nested(TreeHeadSchema, required=True)


class ConsistencyQuerySchema(Schema):
    first = fields.Integer(required=True, data_key="from", validate=SIZE)
    second = fields.Integer(required=True, data_key="to", validate=SIZE)


ConsistencySchema = Schema.from_dict({"from": fields.Integer(required=True), "to": fields.Integer(required=True),
                                      "proof": fields.List(fields.String(), required=True)}, name="ConsistencySchema")


class WitnessBodySchema(Schema):
    size = StrictInteger(required=True, validate=SIZE)
    root = fields.String(required=True, validate=HEX_HASH)
    time = StrictInteger(required=True, validate_range=bounded(0, 2**62))
    key_id = fields.String(required=True, validate=validate.Length(min=1, max=64))
    signature = fields.String(required=True, validate=validate.Length(min=1, max=128))


class WitnessEntrySchema(Schema):
    key_id = fields.String(required=True)
    public_key = fields.String(required=True)
    name = fields.String(required=True)


class LogKeysSchema(Schema):
    keys = fields.List(fields.Nested(PublishedKeySchema), required=True, metadata={"description": "as GET /v1/keys"})
    witnesses = fields.List(fields.Nested(WitnessEntrySchema), required=True)


@log_api.route("/tree-head")
class TreeHead(MethodView):
    @log_api.arguments(TreeHeadQuerySchema(), location="query")
    @log_api.response(200, TreeHeadSchema)
    @log_api.alt_response(404, schema=ErrorSchema, description="no head of that size was signed")
    def get(self, query):
        """The latest signed tree head (a new one after every sequenced batch) and its co-signatures."""
        return the_log().tree_head(query.get("size"))


@log_api.route("/proof/inclusion")
class InclusionProof(MethodView):
    @log_api.arguments(InclusionQuerySchema(), location="query")
    @log_api.response(200, InclusionSchema)
    @log_api.alt_response(404, schema=ErrorSchema, description="that head is not in the log (yet)")
    def get(self, query):
        """The audit path of a game's (or tournament's) head at `version` under the latest tree head (a private
        game the caller may not see: 404, as a head the log does not hold)."""
        if not current_app.extensions[MAY_SEE_EXTENSION](query["game_id"]):
            raise NotFound(f"the log holds no head of {query['game_id']!r} at version {query['version']} (yet)",
                           details={"game_id": query["game_id"], "version": query["version"]})
        return the_log().inclusion(query["game_id"], query["version"])


@log_api.route("/proof/consistency")
class ConsistencyProof(MethodView):
    @log_api.arguments(ConsistencyQuerySchema(), location="query")
    @log_api.response(200, ConsistencySchema)
    @log_api.alt_response(400, schema=ErrorSchema, description="not 0 <= from <= to <= the log's size")
    def get(self, query):
        """The proof that the tree of `to` leaves extends the tree of `from` leaves."""
        return the_log().consistency(query["first"], query["second"])


@log_api.route("/witness")
class Witness(MethodView):
    @log_api.arguments(WitnessBodySchema())
    @log_api.response(201, TreeHeadSchema)
    @log_api.alt_response(401, schema=ErrorSchema, description="unknown witness or bad signature")
    @log_api.alt_response(409, schema=ErrorSchema, description="this log never signed that head")
    def post(self, body):
        """A registered witness's co-signature of a tree head it checked (`tabletop log witness`)."""
        return the_log().cosign(body["size"], body["root"], body["time"], body["key_id"], body["signature"])


@log_api.route("/keys")
class LogKeys(MethodView):
    @log_api.response(200, LogKeysSchema)
    def get(self):
        """The keys tree heads are signed with (as /v1/keys) and the witnesses' keys."""
        log = the_log()
        return {"keys": log.keyring.published(), "witnesses": sorted(log.storage.witnesses().values(),
                                                                      key=lambda w: w["key_id"])}
