"""Marshmallow schemas of the public HTTP API (they also generate the OpenAPI document)."""

from __future__ import annotations

from marshmallow import INCLUDE, Schema, fields, validate

from shared.hardening import StrictInteger, bounded

SEAT_KINDS = ("human", "bot", "automa")


class PlayerSchema(Schema):
    name = fields.String(required=True, validate=validate.Length(min=1, max=64))
    kind = fields.String(required=True, validate=validate.OneOf(SEAT_KINDS))
    policy = fields.String(validate=validate.Length(min=1, max=32))


class CreateGameSchema(Schema):
    players = fields.List(fields.Nested(PlayerSchema), required=True, validate=validate.Length(min=1, max=8))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = StrictInteger(validate_range=bounded(0))
    tournament = fields.String(
        validate=validate.Regexp(r"^[A-Za-z0-9_.:-]{1,64}$"),
        metadata={"description": "a tournament id: the game's result counts in that tournament's standings"},
    )


class SeatSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True)
    token = fields.String(allow_none=True, metadata={"description": "bearer token of a human seat; null for automated seats"})


class CreatedGameSchema(Schema):
    game_id = fields.String(required=True)
    version = fields.Integer(required=True)
    seats = fields.List(fields.Nested(SeatSchema), required=True)


class CommandSchema(Schema):
    """One command exactly as /legal listed it, plus the optional envelope fields."""

    class Meta:
        unknown = INCLUDE

    type = fields.String(required=True, validate=validate.Length(min=1, max=64))
    expected_version = StrictInteger(validate_range=bounded(0))
    idempotency_key = fields.String(validate=validate.Length(min=1, max=200))


class EventSchema(Schema):
    class Meta:
        unknown = INCLUDE

    game_id = fields.String()
    version = fields.Integer()
    type = fields.String()
    v = fields.Integer()
    data = fields.Dict()
    actor = fields.Raw()
    command_id = fields.String(allow_none=True)
    command = fields.Dict(allow_none=True)
    time = fields.String()
    prev_hash = fields.String()
    hash = fields.String()


class CommandResultSchema(Schema):
    version = fields.Integer(required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)


class LegalSchema(Schema):
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    commands = fields.List(fields.Dict(), required=True)


class GameQuerySchema(Schema):
    min_version = fields.Integer(validate=bounded(0))
    wait_ms = fields.Integer(load_default=0, validate=validate.Range(min=0, max=30_000))


class GameSchema(Schema):
    game_id = fields.String(required=True)
    game = fields.String()
    version = fields.Integer(required=True)
    status = fields.String(required=True, validate=validate.OneOf(("active", "finished")))
    pending = fields.List(fields.Integer(), required=True)
    players = fields.List(fields.Dict())
    view = fields.Dict(required=True)
    result = fields.Dict(allow_none=True)
    tournament = fields.String(allow_none=True)


class LobbyQuerySchema(Schema):
    status = fields.String(validate=validate.OneOf(("active", "finished")))
    player = fields.String(validate=validate.Length(min=1, max=64))
    offset = fields.Integer(load_default=0, validate=bounded(0, 10**9))
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=200))


class LobbySchema(Schema):
    games = fields.List(fields.Dict(), required=True)
    total = fields.Integer(required=True)
    offset = fields.Integer(required=True)
    limit = fields.Integer(required=True)


class EventsQuerySchema(Schema):
    from_version = fields.Integer(load_default=1, validate=bounded(1))
    limit = fields.Integer(load_default=1000, validate=validate.Range(min=1, max=10_000))
    raw = fields.Boolean(load_default=False, metadata={
        "description": "events as stored (old schema versions not upcast): what the hash chain covers"})


class EventsSchema(Schema):
    version = fields.Integer(required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)


class StreamQuerySchema(Schema):
    last_event_id = fields.Integer(validate=bounded(0))
    idle_timeout_s = fields.Float(load_default=300.0, validate=validate.Range(min=0.1, max=3600))


class AuditSchema(Schema):
    ok = fields.Boolean(required=True)
    events = fields.Integer(required=True)
    checks = fields.Dict(required=True)


class ErrorBodySchema(Schema):
    code = fields.String(required=True)
    message = fields.String(required=True)
    details = fields.Dict(required=True)


class ErrorSchema(Schema):
    error = fields.Nested(ErrorBodySchema, required=True)


class StandingSchema(Schema):
    name = fields.String(required=True)
    games = fields.Integer(required=True)
    wins = fields.Integer(required=True)
    points = fields.Integer(required=True, metadata={"description": "rank points: players - rank, per game"})
    score = fields.Integer(required=True, metadata={"description": "sum of final scores"})


class TournamentSchema(Schema):
    tournament = fields.String(required=True)
    games = fields.Integer(required=True)
    standings = fields.List(fields.Nested(StandingSchema), required=True)
