"""Marshmallow schemas of the public HTTP API (they also generate the OpenAPI document)."""

from __future__ import annotations

from marshmallow import INCLUDE, Schema, ValidationError, fields, validate, validates_schema
from webargs.flaskparser import is_json_request

from shared.app.clients.visibility import VISIBILITIES, VISIBILITY_DOC
from shared.domain import clock
from shared.http.hardening import (
    INT64_MAX,
    VERSION,
    StrictInteger,
    StrictNumber,
    bounded,
    is_strict_int,
    is_text,
    parse_json_body,
)

SEAT_KINDS = ("human", "bot", "automa")


class PlayerSchema(Schema):
    name = fields.String(validate=validate.Length(min=1, max=64), metadata={"description": "required but for open seats"})
    user = fields.String(validate=validate.Length(min=1, max=64), metadata={
        "description": "the calling client's id for its user in this seat: the seat's identity is `<client>:<user>` "
                       "(rated and listed by it); a human seat without a user is a guest, not rated"})
    kind = fields.String(required=True, validate=validate.OneOf((*SEAT_KINDS, "open")), metadata={
        "description": "`open`: a seat a client takes for one of its users (POST /v1/games/{id}/join); the game "
                       "starts when every open seat is taken"})
    policy = fields.String(validate=validate.Length(min=1, max=32))
    public_key = fields.String(validate=validate.Length(min=1, max=64), metadata={
        "description": "a human seat's Ed25519 public key (base64url, 32 bytes): its commands must then be signed"})

    @validates_schema
    def _named(self, data, **_kwargs):
        if "name" not in data and data.get("kind") != "open":
            raise ValidationError("Missing data for required field.", field_name="name")


class ClockOptionsSchema(Schema):
    """A time control (issue 10). Kind-specific fields and the policy are checked by the service."""

    kind = fields.String(required=True, validate=validate.OneOf(clock.KINDS), metadata={
        "description": "fischer: a bank per seat plus an increment per decision; deadline: a fixed time per decision"})
    base_s = StrictNumber(validate=validate.Range(min=clock.MIN_BANK_S, max=clock.MAX_BASE_S),
                          metadata={"description": "fischer: each seat's starting bank, seconds"})
    increment_s = StrictNumber(validate=validate.Range(min=0, max=clock.MAX_INCREMENT_S),
                               metadata={"description": "fischer: added after each of the seat's decisions (default 0)"})
    per_decision_s = StrictNumber(validate=validate.Range(min=clock.MIN_BANK_S, max=clock.MAX_PER_DECISION_S),
                                  metadata={"description": "deadline: seconds for every pending decision"})
    on_timeout = fields.String(validate=validate.OneOf(clock.ON_TIMEOUT), metadata={
        "description": "bot (default): a bot plays the seat for the rest of the game; forfeit: the same, and the "
                       "result marks the seat forfeited and ranks it last"})
    timeout_policy = fields.String(validate=validate.Length(min=1, max=32), metadata={
        "description": "the bot policy that takes over (default heuristic where the game has one, else random)"})


class SeatClockSchema(Schema):
    seat = fields.Integer(required=True)
    remaining_s = fields.Float(required=True, metadata={
        "description": "the bank when the clock last stopped or started; a running clock counts down to deadline"})
    running = fields.Boolean(required=True)
    running_since = fields.String(allow_none=True)
    deadline = fields.String(allow_none=True, metadata={"description": "when the running clock runs out (ISO 8601)"})
    controller = fields.String(required=True, metadata={"description": "human, bot or automa"})
    policy = fields.String(allow_none=True)
    status = fields.String(required=True, metadata={"description": "playing, away, resigned or timed_out"})


class GameClockSchema(Schema):
    class Meta:
        unknown = INCLUDE

    kind = fields.String(required=True)
    base_s = fields.Float()
    increment_s = fields.Float()
    per_decision_s = fields.Float()
    on_timeout = fields.String()
    timeout_policy = fields.String()
    as_of = fields.String(allow_none=True, metadata={"description": "the time of the last append"})
    seats = fields.List(fields.Nested(SeatClockSchema), required=True)


class CreateGameSchema(Schema):
    players = fields.List(fields.Nested(PlayerSchema), required=True, validate=validate.Length(min=1, max=8))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = StrictInteger(validate_range=bounded(0))
    clock = fields.Nested(ClockOptionsSchema, allow_none=True, metadata={"description": "optional time control"})
    visibility = fields.String(validate=validate.OneOf(VISIBILITIES), metadata={"description": VISIBILITY_DOC})


class SeatSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True)
    token = fields.String(allow_none=True, metadata={"description": "bearer token of a human seat; null for automated seats"})
    identity = fields.String(metadata={"description": "the seat's player identity `<client>:<user>`, if it has one"})


class CreatedGameSchema(Schema):
    game_id = fields.String(required=True)
    version = fields.Integer(metadata={"description": "absent while open seats wait"})
    status = fields.String(metadata={"description": "`open` while open seats wait for players"})
    expires_ms = fields.Integer(metadata={"description": "when an open table expires unfilled (ms since 1970)"})
    seats = fields.List(fields.Nested(SeatSchema), required=True)


class CommandSchema(Schema):
    """One command exactly as /legal listed it, plus the optional envelope fields."""

    class Meta:
        unknown = INCLUDE

    type = fields.String(required=True, validate=validate.Length(min=1, max=64))
    expected_version = StrictInteger(validate_range=bounded(0))
    idempotency_key = fields.String(validate=validate.Length(min=1, max=200))
    signature = fields.String(validate=validate.Length(min=1, max=128), metadata={
        "description": "a seat with a public key: Ed25519 signature (base64url) of the RFC 8785 JSON of "
                       "{kind: tabletop.command.v1, game_id, expected_version, command} (docs/FORMAT.md)"})

    # The fields above, checked in plain Python (shared.http.hardening.PlatformParser): the body as
    # this schema would load it, or None to let the schema load it (and refuse it in its own words).
    _ENVELOPE_CHECKS = (("expected_version", lambda v: is_strict_int(v, 0)),
                        ("idempotency_key", lambda v: is_text(v, 1, 200)),
                        ("signature", lambda v: is_text(v, 1, 128)))

    @classmethod
    def fast_load(cls, req, location: str) -> dict | None:
        if location != "json" or not is_json_request(req):
            return None
        try:
            body = parse_json_body(req)
        except ValueError:
            return None
        if type(body) is not dict or not is_text(body.get("type"), 1, 64):
            return None
        for name, check in cls._ENVELOPE_CHECKS:
            if name in body and not check(body[name]):
                return None
        return dict(body)


def game_schema(name: str, **kwargs) -> fields.Raw:
    """A field documented by the game's own schema `name` (shared.http.openapi registers one per service)."""
    return fields.Raw(metadata={"game_schema": name}, **kwargs)


class CommandResultSchema(Schema):
    version = fields.Integer(required=True)
    events = fields.List(game_schema("GameEvent"), required=True)
    receipt = fields.Dict(metadata={
        "description": "the server's signed {key_id, game_id, version, hash, signature} of the stream's head"})


class UndoAvailabilitySchema(Schema):
    available = fields.Boolean(required=True)
    to_versions = fields.List(fields.Integer(), required=True, metadata={
        "description": "the versions the seat may go back to (just before each of its decisions this turn)"})
    default_to_version = fields.Integer(required=True, allow_none=True, metadata={
        "description": "where an undo without to_version goes: just before the seat's last decision"})
    reason = fields.String(required=True, allow_none=True, metadata={"description": "why undo is unavailable"})


class UndoSchema(Schema):
    to_version = StrictInteger(validate_range=bounded(1), metadata={
        "description": "the version to go back to (one of /legal's undo.to_versions; default: the last decision)"})


class LegalSchema(Schema):
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    commands = fields.List(game_schema("GameCommand"), required=True)
    labels = fields.List(fields.String(), required=True, metadata={
        "description": "labels[i]: a short English name of commands[i], in the rulebook's terms"})
    undo = fields.Nested(UndoAvailabilitySchema, required=True, metadata={
        "description": "whether the seat may take back its decisions now (POST /v1/games/{id}/undo, docs/UNDO.md)"})


class GameQuerySchema(Schema):
    min_version = fields.Integer(validate=bounded(0))
    at_version = fields.Integer(
        validate=bounded(1),
        metadata={"description": "time travel: the game as it stood at this version. Any version of a finished "
                                 "game; during play only the caller's own view (its seat's, or the public one)"},
    )
    wait_ms = fields.Integer(load_default=0, validate=validate.Range(min=0, max=30_000))

    # The fields above as plain checks: each a non-negative decimal integer within its field's range.
    _RANGES = {"min_version": (0, INT64_MAX), "at_version": (1, INT64_MAX), "wait_ms": (0, 30_000)}

    @classmethod
    def fast_load(cls, req, location: str) -> dict | None:
        """The query as the schema would load it, without marshmallow: none (nearly every read) is the
        defaults; fields given once each as plain ASCII digits within range (a client reading its own
        writes with ?min_version=) are those ints. Anything else (another key, a repeat, a sign, a
        space, any doubt) is None: the schema loads it, and refuses it in its own words."""
        if location != "query":
            return None
        loaded = {"wait_ms": 0}
        for name, values in req.args.lists():
            bounds = cls._RANGES.get(name)
            if bounds is None or len(values) != 1 or not VERSION.fullmatch(values[0]):
                return None
            value = int(values[0])
            if not bounds[0] <= value <= bounds[1]:
                return None
            loaded[name] = value
        return loaded


class GameSchema(Schema):
    game_id = fields.String(required=True)
    game = fields.String()
    version = fields.Integer(required=True)
    status = fields.String(required=True, validate=validate.OneOf(("active", "finished")))
    pending = fields.List(fields.Integer(), required=True)
    players = fields.List(fields.Dict())
    view = game_schema("GameView", required=True)
    result = game_schema("GameResult", allow_none=True)
    tournament = fields.String(allow_none=True)
    clock = fields.Nested(GameClockSchema, allow_none=True, metadata={"description": "null without a time control"})
    at_version = fields.Integer(metadata={"description": "present when the document was asked ?at_version="})
    latest_version = fields.Integer(metadata={"description": "with at_version: the game's current version"})


def page_query(default_limit: int, max_limit: int,
               max_offset: int | None = None) -> tuple[fields.Integer, fields.Integer]:
    """`offset` and `limit` of a paged listing's query (every listing of every service pages so)."""
    offset_range = validate.Range(min=0) if max_offset is None else bounded(0, max_offset)
    return (fields.Integer(load_default=0, validate=offset_range),
            fields.Integer(load_default=default_limit, validate=validate.Range(min=1, max=max_limit)))


def page_fields() -> tuple[fields.Integer, fields.Integer, fields.Integer]:
    """`total`, `offset` and `limit` of a paged listing's body, beside its items."""
    return fields.Integer(required=True), fields.Integer(required=True), fields.Integer(required=True)


class LobbyQuerySchema(Schema):
    status = fields.String(validate=validate.OneOf(("active", "finished")))
    player = fields.String(validate=validate.Length(min=1, max=64), metadata={"description": "by display name"})
    identity = fields.String(validate=validate.Length(min=1, max=100),
                             metadata={"description": "by player identity `<client>:<user>`"})
    tournament = fields.String(validate=validate.Length(min=1, max=64),
                               metadata={"description": "only this tournament's games (404 if it does not exist)"})
    offset, limit = page_query(20, 200, max_offset=10**9)


class LobbySchema(Schema):
    games = fields.List(fields.Dict(), required=True)
    total, offset, limit = page_fields()


class EventsQuerySchema(Schema):
    from_version = fields.Integer(load_default=1, validate=bounded(1))
    limit = fields.Integer(load_default=1000, validate=validate.Range(min=1, max=10_000))
    raw = fields.Boolean(load_default=False, metadata={
        "description": "events as stored (old schema versions not upcast): what the hash chain covers"})


class EventsSchema(Schema):
    version = fields.Integer(required=True)
    events = fields.List(game_schema("GameEvent"), required=True)


class StreamQuerySchema(Schema):
    last_event_id = fields.Integer(validate=bounded(0))
    ticket = fields.String(validate=validate.Length(min=1, max=200), metadata={
        "description": "a stream ticket (POST /v1/games/{game_id}/stream-ticket): the seat's view for EventSource"})
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


class SeatControlSchema(Schema):
    controller = fields.String(required=True, validate=validate.OneOf(("bot", "human")), metadata={
        "description": "bot: a bot plays the seat while its player is away; human: the player takes it back"})
    policy = fields.String(validate=validate.Length(min=1, max=32),
                           metadata={"description": "with controller bot: the policy (default heuristic or random)"})


class SeatChangeSchema(Schema):
    version = fields.Integer(required=True)
    seat = fields.Dict(required=True, metadata={"description": "the seat's controller, policy and status now"})
    events = fields.List(game_schema("GameEvent"), required=True)


# What each field kind's dump does to a JSON value, for the kinds the hot documents use (issue 24): the
# value as marshmallow would write it, or _CANNOT when in doubt (the caller then dumps through the schema).
_CANNOT = object()


def _dump_int(value):
    return value if type(value) is int or value is None else _CANNOT  # Integer: int(value); bool -> schema


def _dump_float(value):
    if type(value) is float or value is None:
        return value
    return float(value) if type(value) is int else _CANNOT  # Float: float(value), so 600 is written 600.0


def _dump_str(value):
    return value if type(value) is str or value is None else _CANNOT


def _dump_bool(value):
    return value if type(value) is bool or value is None else _CANNOT


def _dump_raw(value):
    return value


def _dump_dict(value):
    return value if type(value) is dict or value is None else _CANNOT  # Dict: dict(value), the same JSON


def _field_dumper(field: fields.Field):
    """The dump of one field's value, or None for a field kind (or option) not compiled here."""
    if field.dump_default is not fields.missing_ or getattr(field, "as_string", False):
        return None
    kind = type(field)
    if kind is fields.Integer:
        return _dump_int
    if kind is fields.Float:
        return _dump_float
    if kind is fields.String:
        return _dump_str
    if kind is fields.Boolean:
        return _dump_bool
    if kind is fields.Raw:
        return _dump_raw
    if kind is fields.Dict and field.key_field is None and field.value_field is None:
        return _dump_dict
    if kind is fields.List:
        inner = _field_dumper(field.inner)
        if inner is None:
            return None

        def dump_list(value):
            if value is None:
                return None
            if type(value) is not list:
                return _CANNOT
            out = [inner(each) for each in value]
            return _CANNOT if any(each is _CANNOT for each in out) else out
        return dump_list
    if kind is fields.Nested and not field.many and not field.schema.many:
        nested = compile_dump(field.schema)
        if nested is None:
            return None
        return lambda value: None if value is None else _CANNOT if (out := nested(value)) is None else out
    return None


def compile_dump(schema: Schema):
    """`schema.dump` of a plain JSON document as one Python function, or None when the schema uses anything
    this does not reproduce (hooks, defaults, other field kinds). The function returns exactly what
    schema.dump returns (declared fields in declared order, absent ones left out, extra keys dropped,
    ints of Float fields as floats) or None when the document holds anything it is not sure of; the
    caller then dumps through the schema. tests/platform/test_hot_views.py pins the equivalence."""
    if any(schema._hooks.values()):
        return None
    plan = []
    for name, field in schema.dump_fields.items():
        dumper = _field_dumper(field)
        # A dict's own attribute names would be found by marshmallow's getattr fallback for absent keys.
        if dumper is None or hasattr(dict, field.attribute or name) or "." in (field.attribute or name):
            return None
        plan.append((field.attribute or name, field.data_key or name, dumper))

    def dump(document):
        if type(document) is not dict:
            return None
        out = {}
        for attribute, key, dumper in plan:
            if attribute in document:
                value = dumper(document[attribute])
                if value is _CANNOT:
                    return None
                out[key] = value
        return out
    return dump
