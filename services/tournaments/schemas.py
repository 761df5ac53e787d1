"""Marshmallow schemas of the tournament service's HTTP API (and its OpenAPI document)."""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from services.tournaments.aggregate import FORMATS, MAX_ROUNDS, STATUSES
from shared.app.clients.visibility import VISIBILITIES, VISIBILITY_DOC
from shared.http.hardening import StrictInteger, StrictNumber, bounded
from shared.http.schemas import page_fields, page_query

# The organiser's routes: its bearer token, sent by the organising client.
ORGANISER = {"security": [{"bearer": [], "client_key": []}]}
ENTRANT_ID = validate.Regexp(r"^[A-Za-z0-9_.:-]{1,64}$", error="1-64 letters, digits or _.:-")


class EntrantSchema(Schema):
    id = fields.String(required=True, validate=ENTRANT_ID)
    name = fields.String(required=True, validate=validate.Length(min=1, max=64))
    kind = fields.String(required=True, validate=validate.OneOf(("human", "bot")))
    policy = fields.String(validate=validate.Length(min=1, max=32))
    user = fields.String(validate=validate.Length(min=1, max=64), metadata={
        "description": "the calling client's user: the entrant's identity is `<client>:<user>` (rated by it)"})


class JoinSchema(Schema):
    """A client registers one of its users (open registration): the entrant id is its identity."""

    user = fields.String(required=True, validate=validate.Length(min=1, max=64))
    name = fields.String(required=True, validate=validate.Length(min=1, max=64))


class LeaveSchema(Schema):
    user = fields.String(required=True, validate=validate.Length(min=1, max=64))


class ClockSchema(Schema):
    """The time control every round game is created with (the game services run the clocks)."""

    kind = fields.String(required=True, validate=validate.OneOf(("fischer", "deadline")))
    base_s = StrictNumber(validate=validate.Range(min=1, max=7 * 86400))
    increment_s = StrictNumber(validate=validate.Range(min=0, max=86400))
    per_decision_s = StrictNumber(validate=validate.Range(min=1, max=30 * 86400))
    on_timeout = fields.String(load_default="bot", validate=validate.OneOf(("bot", "forfeit")))
    timeout_policy = fields.String(validate=validate.Length(min=1, max=32),
                                   metadata={"description": "default: the game's (heuristic where it has one)"})

    @validates_schema
    def _complete(self, data, **_kwargs):
        needed = "base_s" if data["kind"] == "fischer" else "per_decision_s"
        if needed not in data:
            raise ValidationError(f"a {data['kind']} clock needs {needed}", field_name=needed)


class ForbiddenSchema(Schema):
    """Meetings that never happen (pairing version 3, Swiss): groups whose members never share a table
    (clubs, families, teams), and pairs that never meet."""

    groups = fields.List(fields.List(fields.String(validate=ENTRANT_ID), validate=validate.Length(min=2, max=64)),
                         load_default=list, validate=validate.Length(max=1000))
    pairs = fields.List(fields.List(fields.String(validate=ENTRANT_ID), validate=validate.Length(equal=2)),
                        load_default=list, validate=validate.Length(max=5000))


OVERRIDE_KINDS = ("pairing", "swap", "forfeit", "adjust")


class OverrideSchema(Schema):
    """One recorded override (docs/tournaments.md "The arbiter's tools"): `pairing` (tables) or `swap` (two entrants) for
    the next round; `forfeit` (entrants) or `adjust` (ranking, winners) for a table of the round in play."""

    kind = fields.String(required=True, validate=validate.OneOf(OVERRIDE_KINDS))
    round = StrictInteger(required=True, validate_range=validate.Range(min=1, max=MAX_ROUNDS))
    reason = fields.String(required=True, validate=validate.Length(min=1, max=500))
    tables = fields.List(fields.List(fields.String(validate=ENTRANT_ID, allow_none=True),
                                     validate=validate.Length(min=1, max=5)), validate=validate.Length(max=5000))
    entrants = fields.List(fields.String(validate=ENTRANT_ID), validate=validate.Length(min=1, max=5))
    table = StrictInteger(validate_range=validate.Range(min=0, max=10_000))
    ranking = fields.List(fields.String(validate=ENTRANT_ID), validate=validate.Length(min=1, max=5))
    winners = fields.List(fields.String(validate=ENTRANT_ID), validate=validate.Length(min=1, max=5))

    @validates_schema
    def _complete(self, data, **_kwargs):
        needed = {"pairing": ("tables",), "swap": ("entrants",), "forfeit": ("table", "entrants"),
                  "adjust": ("table", "ranking", "winners")}[data["kind"]]
        for name in needed:
            if name not in data:
                raise ValidationError(f"a {data['kind']} override needs {name}", field_name=name)


class RecordedOverrideSchema(Schema):
    version = fields.Integer(required=True)
    override = fields.Dict(required=True)


class CreateTournamentSchema(Schema):
    name = fields.String(validate=validate.Length(max=120))
    visibility = fields.String(validate=validate.OneOf(VISIBILITIES), metadata={
        "description": VISIBILITY_DOC + "; its round games follow it"})
    game = fields.String(required=True, validate=validate.Length(min=1, max=64))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    format = fields.String(required=True, validate=validate.OneOf(FORMATS))
    rounds = StrictInteger(validate_range=validate.Range(min=1, max=MAX_ROUNDS), metadata={
        "description": "default: swiss ceil(log2(entrants)); round robin every round; elimination until the final"})
    table_sizes = fields.List(StrictInteger(validate_range=validate.Range(min=2, max=5)), required=True,
                              validate=validate.Length(min=1, max=4),
                              metadata={"description": "allowed table sizes; the largest is preferred"})
    bot_fill = fields.String(allow_none=True, load_default=None, metadata={
        "description": "a bot policy: tables the field cannot fill are topped up with bots of it (null: never)"})
    rank_points = fields.Dict(keys=fields.String(), values=fields.List(StrictInteger(validate_range=validate.Range(
        min=0, max=1000))), load_default=dict, metadata={
        "description": "per table size, points per position (default: size - 1 - position)"})
    advance = StrictInteger(load_default=1, validate_range=validate.Range(min=1, max=4),
                             metadata={"description": "elimination: how many of each table go through"})
    clock = fields.Nested(ClockSchema, allow_none=True, load_default=None)
    entrants = fields.List(fields.Nested(EntrantSchema), required=True, validate=validate.Length(min=0, max=20_000))
    max_entrants = StrictInteger(validate_range=bounded(2, 20_000),
                                 metadata={"description": "the entry cap (organiser's entrants and joins alike)"})
    open_registration = fields.Boolean(load_default=False, metadata={
        "description": "clients register their users themselves (POST .../join, .../leave)"})
    seed = StrictInteger(validate_range=bounded(0))
    forbidden = fields.Nested(ForbiddenSchema, metadata={
        "description": "Swiss: groups and pairs of entrant ids that never share a table (409 when a round cannot)"})


class IssuedEntrantSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True)
    token = fields.String(allow_none=True, metadata={
        "description": "the entrant's bearer token (humans only); also its seat token in its round games"})
    identity = fields.String(metadata={"description": "the entrant's player identity `<client>:<user>`"})


class CreatedTournamentSchema(Schema):
    tournament_id = fields.String(required=True)
    version = fields.Integer(required=True)
    organiser_token = fields.String(required=True)
    seed_commitment = fields.String(required=True)
    entrants = fields.List(fields.Nested(IssuedEntrantSchema), required=True)


class AddedEntrantSchema(Schema):
    version = fields.Integer(required=True)
    entrant = fields.Nested(IssuedEntrantSchema, required=True)
    from_round = fields.Integer(required=True)


class DroppedEntrantSchema(Schema):
    version = fields.Integer(required=True)
    entrant = fields.String(required=True)
    from_round = fields.Integer(required=True)


class TournamentSchema(Schema):
    tournament_id = fields.String(required=True)
    name = fields.String()
    game = fields.String(required=True)
    options = fields.Dict()
    format = fields.String(required=True)
    table_sizes = fields.List(fields.Integer())
    bot_fill = fields.String(allow_none=True)
    clock = fields.Dict(allow_none=True)
    advance = fields.Integer(allow_none=True)
    rank_points = fields.Dict()
    pairing = fields.Integer(metadata={"description": "the pairing version (docs/tournaments.md): 1 for "
                                                      "tournaments created before minimal-repeat pairings"})
    created_at = fields.String()
    round_complete = fields.Boolean(metadata={"description": "the current round's results are recorded"})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    round = fields.Integer(required=True)
    rounds = fields.Integer(required=True)
    version = fields.Integer(required=True)
    seed_commitment = fields.String(required=True)
    seed = fields.Dict(allow_none=True, metadata={"description": "revealed when the tournament is finished"})
    entrants = fields.List(fields.Dict(), required=True)
    tables = fields.List(fields.Dict(), required=True, metadata={"description": "the current round's tables"})
    standings = fields.List(fields.Dict(), required=True)
    organiser = fields.String(allow_none=True, metadata={"description": "the organising client's id"})
    max_entrants = fields.Integer(allow_none=True, metadata={"description": "the entry cap"})
    open_registration = fields.Boolean(metadata={"description": "clients register their users (join/leave)"})
    visibility = fields.String(validate=validate.OneOf(VISIBILITIES), metadata={"description": VISIBILITY_DOC})
    forbidden = fields.Dict(allow_none=True, metadata={"description": "{groups, pairs} that never share a table"})
    refused = fields.Dict(allow_none=True, metadata={
        "description": "the round the forbidden meetings refused (the tournament paused): round, message, constraints"})
    certificates = fields.Dict(metadata={"description": "per round: {repeats, lower_bound, method: exact|relaxation}"})
    overrides = fields.List(fields.Dict(), metadata={
        "description": "the organiser's recorded overrides, in order: kind, round, reason, version, time, details"})


class FeedQuerySchema(Schema):
    after = fields.Integer(load_default=0, validate=bounded(0), metadata={
        "description": "the last item seen (its `seq`); the SSE Last-Event-ID header takes precedence"})
    limit = fields.Integer(load_default=500, validate=validate.Range(min=1, max=5000))
    idle_timeout_s = fields.Float(load_default=300.0, validate=validate.Range(min=0.1, max=3600))


class FeedItemsSchema(Schema):
    items = fields.List(fields.Dict(), required=True, metadata={"description": "{seq, type, time, data}, in order"})
    last = fields.Integer(required=True, metadata={"description": "the feed's last item's seq (0: none yet)"})


class ExportQuerySchema(Schema):
    format = fields.String(load_default="json", validate=validate.OneOf(("json", "csv")))


class ListingQuerySchema(Schema):
    status = fields.String(validate=validate.OneOf(STATUSES))
    offset, limit = page_query(20, 200)


class ListingSchema(Schema):
    tournaments = fields.List(fields.Dict(), required=True)
    total, offset, limit = page_fields()


class MeSchema(Schema):
    tournament_id = fields.String(required=True)
    entrant = fields.Dict(required=True)
    status = fields.String(required=True)
    round = fields.Integer(required=True)
    table = fields.Dict(allow_none=True, metadata={
        "description": "this round's table: game, game_id, seat and the seat's bearer token (null: not seated)"})
    standing = fields.Dict(allow_none=True)


class RatingsQuerySchema(Schema):
    offset, limit = page_query(50, 500)


class LeaderboardSchema(Schema):
    game = fields.String(required=True)
    ratings = fields.List(fields.Dict(), required=True)
    total, offset, limit = page_fields()
