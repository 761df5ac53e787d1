"""HTTP: webhook subscriptions, their delivery log and manual redelivery (every service mounts the same
blueprint over the same Redis, so an endpoint registered on one is served by all).

    POST   /v1/webhooks                                   register (the calling client owns it)
    GET    /v1/webhooks                                   the client's endpoints

Every route needs the calling client (X-Client-Key) with the `webhooks:write` scope; another client's
endpoint is a 403.
    GET    /v1/webhooks/{id}         PATCH (url, events, filters, paused)      DELETE
    POST   /v1/webhooks/{id}/rotate-secret                a new secret; the old one signs for a grace period
    GET    /v1/webhooks/{id}/deliveries?status=&limit=    the delivery log, newest first
    POST   /v1/webhooks/{id}/deliveries/{delivery_id}/redeliver
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import Flask, current_app
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate

from shared.app.webhooks.delivery import DEAD, DELIVERED, PENDING, Deliverer, queue_endpoint
from shared.app.webhooks.subscriptions import EVENT_KINDS, WebhookRegistry, public
from shared.base.config import Config
from shared.bus.sender import sender_for
from shared.http.client_auth import SECURITY, caller, requires
from shared.http.parts import Routes
from shared.http.schemas import ErrorSchema

EXTENSION = "tabletop.webhooks"
SCOPE = "webhooks:write"  # reads too: an endpoint's log and filters are its owner's business

webhooks = Blueprint("webhooks", __name__, url_prefix="/v1/webhooks",
                     description="Webhooks: signed deliveries (Standard Webhooks) of turns, results and tournament "
                                 "rounds; the event kinds and payloads are in /v1/asyncapi.json")


class WebhookFiltersSchema(Schema):
    games = fields.List(fields.String(), metadata={"description": "game ids"})
    tournaments = fields.List(fields.String(), metadata={"description": "tournament ids"})
    users = fields.List(fields.String(), metadata={"description": "player identities <client>:<user> (a seat without one: its name)"})
    happenings = fields.List(fields.String(), metadata={
        "description": "only these game_happening names (those the games declare); no other kind is narrowed"})


class WebhookInSchema(Schema):
    url = fields.String(required=True, metadata={"description": "http(s) URL the deliveries are POSTed to"})
    events = fields.List(fields.String(validate=validate.OneOf(EVENT_KINDS)), required=True)
    filters = fields.Nested(WebhookFiltersSchema, metadata={
        "description": "games, tournaments, users: any of them matches (none: every event); happenings: which "
                       "game_happening names"})
    description = fields.String()


class WebhookPatchSchema(WebhookInSchema):
    url = fields.String()
    events = fields.List(fields.String(validate=validate.OneOf(EVENT_KINDS)))
    paused = fields.Boolean(metadata={"description": "pause, or resume (also an endpoint paused for failing)"})


class WebhookSchema(Schema):
    id = fields.String()
    url = fields.String()
    events = fields.List(fields.String())
    filters = fields.Nested(WebhookFiltersSchema)
    status = fields.String(metadata={"description": "active | paused"})
    paused_reason = fields.String(allow_none=True, metadata={"description": "manual | failing"})
    description = fields.String()
    created_at = fields.Integer(metadata={"description": "ms since the epoch"})
    dead_letters_in_a_row = fields.Integer()


class WebhookCreatedSchema(Schema):
    webhook = fields.Nested(WebhookSchema)
    secret = fields.String(metadata={"description": "whsec_...: the signing secret, shown only now"})


class WebhookListSchema(Schema):
    webhooks = fields.List(fields.Nested(WebhookSchema))


class WebhookSecretSchema(Schema):
    secret = fields.String()
    previous_valid_until = fields.Integer(metadata={"description": "ms since the epoch"})


class WebhookDeliverySchema(Schema):
    id = fields.String(metadata={"description": "the webhook-id header: the same on every retry"})
    type = fields.String()
    stream = fields.String(metadata={"description": "the game or tournament id"})
    version = fields.Integer()
    status = fields.String(metadata={"description": "pending | delivered | dead"})
    attempts = fields.Integer()
    next_at = fields.Integer(allow_none=True)
    created_at = fields.Integer()
    timestamp = fields.String()
    data = fields.Dict()
    log = fields.List(fields.Dict(), metadata={"description": "the last attempts: at, status, error, duration_ms"})


class WebhookDeliveriesQuerySchema(Schema):
    status = fields.String(validate=validate.OneOf((PENDING, DELIVERED, DEAD)))
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=500))


class WebhookDeliveriesSchema(Schema):
    deliveries = fields.List(fields.Nested(WebhookDeliverySchema))


@dataclass(frozen=True)
class WebhookEndpoints:
    """A part (shared.http.parts): the webhook routes with this service's registry and deliverer (queueing
    through the deployment's broker; under inline dispatch nothing is queued and the tests run the
    deliverer)."""

    redis: Any
    config: Config

    def mount(self, app: Flask, api) -> None:
        sender = None if self.config.dispatch == "inline" else sender_for(self.config)
        app.extensions[EXTENSION] = (WebhookRegistry(self.redis, self.config),
                                     Deliverer(self.redis, self.config, sender))
        Routes(webhooks).mount(app, api)


def _parts() -> tuple[WebhookRegistry, Deliverer]:
    return current_app.extensions[EXTENSION]


def _owner() -> str:
    """The calling client (a `requires(SCOPE)` check let it through) owns what it registers."""
    return caller().id


@webhooks.route("")
class Webhooks(MethodView):
    @requires(SCOPE)
    @webhooks.arguments(WebhookInSchema())
    @webhooks.response(201, WebhookCreatedSchema)
    @webhooks.alt_response(422, schema=ErrorSchema, description="a field refused: details.field names it "
                                                              "(code forbidden_destination: a private address)")
    @webhooks.alt_response(409, schema=ErrorSchema, description="the client owns as many webhooks as it may")
    @webhooks.doc(security=SECURITY)
    def post(self, body):
        """Register an endpoint. Its deliveries are signed with the returned secret (Standard Webhooks)."""
        registry, _ = _parts()
        endpoint, secret = registry.create(_owner(), body)
        return {"webhook": public(endpoint), "secret": secret}

    @requires(SCOPE)
    @webhooks.response(200, WebhookListSchema)
    @webhooks.alt_response(401, schema=ErrorSchema)
    @webhooks.doc(security=SECURITY)
    def get(self):
        """The endpoints the calling client owns."""
        registry, _ = _parts()
        return {"webhooks": [public(e) for e in registry.owned(_owner())]}


@webhooks.route("/<webhook_id>")
class Webhook(MethodView):
    @requires(SCOPE)
    @webhooks.response(200, WebhookSchema)
    @webhooks.alt_response(403, schema=ErrorSchema)
    @webhooks.alt_response(404, schema=ErrorSchema)
    @webhooks.doc(security=SECURITY)
    def get(self, webhook_id):
        """One endpoint."""
        registry, _ = _parts()
        return public(registry.get(webhook_id, _owner()))

    @requires(SCOPE)
    @webhooks.arguments(WebhookPatchSchema())
    @webhooks.response(200, WebhookSchema)
    @webhooks.alt_response(403, schema=ErrorSchema)
    @webhooks.alt_response(404, schema=ErrorSchema)
    @webhooks.doc(security=SECURITY)
    def patch(self, body, webhook_id):
        """Change the URL, the events or the filters; pause or resume."""
        registry, deliverer = _parts()
        endpoint = registry.update(webhook_id, _owner(), body)
        if body.get("paused") is False and deliverer.sender is not None:
            queue_endpoint(deliverer.redis, deliverer.sender, deliverer.config, webhook_id, 0.0)
        return public(endpoint)

    @requires(SCOPE)
    @webhooks.response(204)
    @webhooks.alt_response(403, schema=ErrorSchema)
    @webhooks.alt_response(404, schema=ErrorSchema)
    @webhooks.doc(security=SECURITY)
    def delete(self, webhook_id):
        """Delete the endpoint and its delivery log."""
        registry, _ = _parts()
        registry.delete(webhook_id, _owner())
        return None


@webhooks.route("/<webhook_id>/rotate-secret")
class RotateSecret(MethodView):
    @requires(SCOPE)
    @webhooks.response(200, WebhookSecretSchema)
    @webhooks.alt_response(403, schema=ErrorSchema)
    @webhooks.alt_response(404, schema=ErrorSchema)
    @webhooks.doc(security=SECURITY)
    def post(self, webhook_id):
        """A new signing secret; deliveries carry both signatures until the old one expires."""
        registry, _ = _parts()
        secret, until = registry.rotate(webhook_id, _owner())
        return {"secret": secret, "previous_valid_until": until}


@webhooks.route("/<webhook_id>/deliveries")
class Deliveries(MethodView):
    @requires(SCOPE)
    @webhooks.arguments(WebhookDeliveriesQuerySchema(), location="query")
    @webhooks.response(200, WebhookDeliveriesSchema)
    @webhooks.alt_response(403, schema=ErrorSchema)
    @webhooks.alt_response(404, schema=ErrorSchema)
    @webhooks.doc(security=SECURITY)
    def get(self, query, webhook_id):
        """The delivery log, newest first: each delivery's status, attempts and last errors."""
        registry, deliverer = _parts()
        registry.get(webhook_id, _owner())
        return {"deliveries": deliverer.deliveries(webhook_id, query.get("status"), query["limit"])}


@webhooks.route("/<webhook_id>/deliveries/<delivery_id>/redeliver")
class Redeliver(MethodView):
    @requires(SCOPE)
    @webhooks.response(202, WebhookDeliverySchema)
    @webhooks.alt_response(403, schema=ErrorSchema)
    @webhooks.alt_response(404, schema=ErrorSchema)
    @webhooks.doc(security=SECURITY)
    def post(self, webhook_id, delivery_id):
        """Send a delivery again (a dead letter, or one the receiver lost), with the same webhook-id."""
        registry, deliverer = _parts()
        registry.get(webhook_id, _owner())
        return deliverer.redeliver(webhook_id, delivery_id)
