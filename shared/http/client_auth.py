"""The calling integrator client (shared.app.clients.integrators): its key in the X-Client-Key header, its scopes,
and the admin API that manages clients (`admin` scope), mounted by every service.

    GET  /v1/clients/me                       the calling client (no key, no digest)
    GET  /v1/admin/clients                    every client
    POST /v1/admin/clients                    {"id", "name"?, "scopes"?, "quotas"?, "expires_in_days"?} -> its key, once
    POST /v1/admin/clients/{id}/rotate        a new key, once (the old one stops working)
    POST /v1/admin/clients/{id}/revoke        the client stops working
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from flask import Flask, current_app, g, request
from flask.views import MethodView
from marshmallow import Schema, fields, validate

from shared.app.clients.integrators import HEADER, SCOPES, Client, ClientRegistry
from shared.base.config import Config
from shared.domain.errors import PlatformError
from shared.http import observability
from shared.http.hardening import Blueprint
from shared.http.parts import Routes

EXTENSION = "tabletop.clients"
SECURITY = [{"client_key": []}]


def registry() -> ClientRegistry:
    return current_app.extensions[EXTENSION]


@dataclass(frozen=True)
class ClientKeys:
    """A part (shared.http.parts): the client registry on this service's Redis (with the configured
    client) and the admin routes."""

    config: Config
    redis: Any

    def mount(self, app: Flask, api) -> None:
        app.extensions[EXTENSION] = ClientRegistry(self.redis, self.config.key_prefix, self.config.bootstrap_client)
        api.spec.components.security_scheme("client_key", {"type": "apiKey", "in": "header", "name": HEADER})
        Routes(admin).mount(app, api)


def current_client() -> Client | None:
    """The authenticated calling client, or None without a valid key (checked once per request)."""
    if "tabletop_client" not in g:
        try:
            g.tabletop_client = registry().authenticate(request.headers.get(HEADER))
        except PlatformError:
            g.tabletop_client = None
    return g.tabletop_client


def calling_client(scope: str) -> Client:
    """The calling client holding `scope`: 401 without a valid key (missing, unknown, expired, revoked),
    403 without the scope."""
    client = current_client()
    if client is None:
        registry().authenticate(request.headers.get(HEADER))  # raises the precise 401
    observability.note(client=client.id)
    return client.require(scope)


def requires(scope: str, *alternatives: str):
    """The route needs a client holding `scope` (or one of `alternatives`): checked before the request's
    body or query is parsed, so a caller without a valid key learns nothing but its 401/403."""
    def decorate(view):
        @functools.wraps(view)
        def checked(*args, **kwargs):
            client = current_client()
            held = next((s for s in (scope, *alternatives) if client is not None and s in client.scopes), scope)
            calling_client(held)
            return view(*args, **kwargs)
        return checked
    return decorate


def caller() -> Client:
    """The client a `requires` check let through."""
    return g.tabletop_client


class ClientSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    scopes = fields.List(fields.String(), required=True)
    quotas = fields.Dict(keys=fields.String(), values=fields.String())
    status = fields.String(required=True)
    created_ms = fields.Integer()
    key_expires_ms = fields.Integer(allow_none=True)


class ClientKeySchema(ClientSchema):
    key = fields.String(required=True, metadata={"description": f"the client key (shown once) for {HEADER}"})


class NewClientSchema(Schema):
    id = fields.String(required=True, validate=validate.Length(min=1, max=32))
    name = fields.String(validate=validate.Length(min=1, max=64))
    scopes = fields.List(fields.String(validate=validate.OneOf(SCOPES)), validate=validate.Length(min=1, max=8))
    quotas = fields.Dict(keys=fields.String(), values=fields.String(validate=validate.Length(min=1, max=32)))
    expires_in_days = fields.Float(validate=validate.Range(min=0.001, max=3650))


class RotateSchema(Schema):
    expires_in_days = fields.Float(validate=validate.Range(min=0.001, max=3650))


class ClientListSchema(Schema):
    clients = fields.List(fields.Nested(ClientSchema), required=True)


admin = Blueprint("clients", __name__, url_prefix="/v1", description="Integrator clients (keys, scopes, quotas)")


@admin.route("/clients/me")
class Me(MethodView):
    @admin.response(200, ClientSchema)
    @admin.doc(security=SECURITY)
    def get(self):
        """The calling client: its id, scopes, quotas and key expiry."""
        client = current_client()
        if client is None:
            registry().authenticate(request.headers.get(HEADER))
        return client.public()


@admin.route("/admin/clients")
class Clients(MethodView):
    @requires("admin")
    @admin.response(200, ClientListSchema)
    @admin.doc(security=SECURITY)
    def get(self):
        """Admin: every client."""
        return {"clients": [client.public() for client in registry().all()]}

    @requires("admin")
    @admin.arguments(NewClientSchema())
    @admin.response(201, ClientKeySchema)
    @admin.doc(security=SECURITY)
    def post(self, body):
        """Admin: a new client; its key is in this answer only."""
        client, key = registry().create(body["id"], body.get("name", ""), body.get("scopes"), body.get("quotas"),
                                        body.get("expires_in_days"))
        return {**client.public(), "key": key}


@admin.route("/admin/clients/<client_id>/rotate")
class Rotate(MethodView):
    @requires("admin")
    @admin.arguments(RotateSchema())
    @admin.response(200, ClientKeySchema)
    @admin.doc(security=SECURITY)
    def post(self, body, client_id):
        """Admin: a new key (in this answer only); the old key stops working at once."""
        client, key = registry().rotate(client_id, body.get("expires_in_days"))
        return {**client.public(), "key": key}


@admin.route("/admin/clients/<client_id>/revoke")
class Revoke(MethodView):
    @requires("admin")
    @admin.response(200, ClientSchema)
    @admin.doc(security=SECURITY)
    def post(self, client_id):
        """Admin: the client's key stops working for good."""
        return registry().revoke(client_id).public()
