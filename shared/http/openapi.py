"""Each service's typed OpenAPI document, built from its engine's contract (shared.domain.contract), and the
command check that refuses what the document does not allow before the rules are consulted.

The document names:
  GameCommand   oneOf every `<Type>Command`, discriminated by `type` (the body of POST .../commands,
                the items of /legal)
  GameEvent     oneOf every `<Type>Event` (envelope + `data` as `<Type>EventData`), discriminated by `type`,
                the game's events and the platform's own
  SeatView / SpectatorView / GameView (either), GameResult
Every status code and content type an operation can answer is declared, and `links` lead from creating a
game to its legal commands and from those to submitting one (stateful testing, generated clients).
"""

from __future__ import annotations

import re
from typing import Any

import jsonschema_rs
from apispec import BasePlugin
from apispec.ext.marshmallow import MarshmallowPlugin

from shared.domain import clock, policy_versions, undo
from shared.domain.contract import ANY, INTEGER, STRING, GameContract, Schema, array_of, nullable, obj
from shared.domain.engine import Engine
from shared.domain.errors import PlatformError
from shared.http.setup_schema import options_schema, setup_schema
from shared.store.repository import GAME_CREATED, GAME_FINISHED, SEAT_KEY_REGISTERED

SCHEMAS = "#/components/schemas/"


def ref(name: str) -> Schema:
    return {"$ref": SCHEMAS + name}


def camel(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", name) if part)


PLAYER = obj({"name": STRING, "kind": {"type": "string", "enum": ["human", "bot", "automa"]}},
             {"policy": nullable(STRING)})

# The platform's own events (engines never see them). The clock and seat events another part of the
# platform appends are declared with open data, so a stream holding them validates whatever they carry.
_CHARGE = obj({"seat": INTEGER, "used_ms": INTEGER, "remaining_ms": INTEGER, "decided": {"type": "boolean"}})
_RUNNING = obj({"seat": INTEGER, "remaining_ms": INTEGER}, {"deadline": STRING})

PLATFORM_EVENT_DATA: dict[str, Schema] = {
    GAME_CREATED: obj(
        {"game": STRING, "players": array_of(PLAYER), "options": {"type": "object"}, "seed_commitment": STRING},
        {"tournament": STRING, "table": {"type": "object", "description": "a tournament game's round and table"},
         "clock": {"type": "object", "description": "the time control (docs/frontends/clocks.md)"},
         "canon": {"type": "string", "description": "the canonical JSON of the hash chain (docs/FORMAT.md)"},
         "policy_versions": array_of(nullable(INTEGER), description=(
             "per seat, the version of its bot policy (null for a human seat, or a policy without versions): "
             "what chooses its commands and what the audit's `bots` check re-derives them with "
             "(docs/FORMAT.md, Versions); absent in games recorded before 6 December")),
         "rules": obj({"version": INTEGER, "result": INTEGER},
                      description="the rules version the game is played and audited under, and its result's "
                                  "schema (docs/FORMAT.md, Versions); absent in games recorded before 2 December")},
        description="the game was created: exactly what its setup was given, and the seed's commitment"),
    GAME_FINISHED: obj(
        {"result": ref("GameResult"), "seed": obj({"seed": STRING, "salt": STRING, "rng": STRING})},
        {"transcript": {"type": "object", "description": "the server's signed head of the chain before this event"}},
        description="the game was scored; the revealed seed lets anyone re-derive every draw"),
    clock.CLOCK_CHARGED: obj({"charges": array_of(_CHARGE)}, {"running": array_of(_RUNNING)},
                             description="seats' clocks charged for the time they ran (with the decision that "
                                         "stopped them), and every clock running after this append"),
    clock.SEAT_TIMED_OUT: obj({"seat": INTEGER, "deadline": STRING, "late_ms": INTEGER, "on_timeout": STRING},
                              description="a seat ran out of time"),
    clock.SEAT_RESIGNED: obj({"seat": INTEGER}, description="a seat resigned"),
    clock.SEAT_REPLACED: obj({"seat": INTEGER, "controller": STRING, "policy": STRING, "reason": STRING},
                             {"version": {**nullable(INTEGER), "description": "the policy's version (absent before "
                                                                              "6 December)"}},
                             description="a bot took over a seat (timed out, resigned, or its player away)"),
    clock.SEAT_RETURNED: obj({"seat": INTEGER}, description="a player took their seat back"),
    undo.TURN_UNDONE: obj({"seat": INTEGER, "to_version": INTEGER, "undone": array_of(INTEGER)},
                          description="a seat took back its own decisions of this turn: the game is as it stood at "
                                      "to_version, less the seat's decisions since (docs/UNDO.md); `undone` lists "
                                      "the versions of the decisions' events"),
    SEAT_KEY_REGISTERED: obj({"seat": INTEGER, "public_key": STRING},
                             description="a seat registered its Ed25519 key: its commands are signed from now on"),
}

# What a game without a declared contract (a test fixture) documents: open objects.
OPEN_CONTRACT = GameContract(
    commands={}, events={}, seat_view={"type": "object"}, spectator_view={"type": "object"},
    result={"type": "object"},
)
OPEN_COMMAND = obj({"type": STRING}, description="a command exactly as /legal lists it")

ENVELOPE_FIELDS: dict[str, Schema] = {
    "game_id": STRING,
    "version": {"type": "integer", "minimum": 1},
    "v": {"type": "integer", "minimum": 1, "description": "the schema version of `data`"},
    "actor": {**ANY, "description": "the seat that moved, or \"system\""},
    "command_id": nullable(STRING),
    "command": nullable({"type": "object", "description": "the command, shown only to the seat that sent it"}),
    "time": STRING,
    "prev_hash": STRING,
    "hash": STRING,
    "signature": {**nullable(STRING), "description": "the seat's signature of `command` (seats with a key)"},
}


def contract_of(engine: Engine) -> GameContract:
    return getattr(engine, "contract", None) or OPEN_CONTRACT


def _union(members: dict[str, str]) -> Schema:
    """oneOf the named schemas, discriminated by `type` (type value -> component name)."""
    return {
        "oneOf": [ref(name) for name in members.values()],
        "discriminator": {"propertyName": "type", "mapping": {t: SCHEMAS + name for t, name in members.items()}},
    }


def game_components(engine: Engine) -> dict[str, Schema]:
    """The component schemas of the game's document."""
    contract = contract_of(engine)
    components: dict[str, Schema] = {}
    commands = {}
    for type_, schema in contract.commands.items():
        commands[type_] = f"{camel(type_)}Command"
        components[commands[type_]] = schema
    components["GameCommand"] = _union(commands) if commands else OPEN_COMMAND

    events = {}
    for type_, data in {**contract.events, **PLATFORM_EVENT_DATA}.items():
        name = f"{camel(type_)}Event"
        events[type_] = name
        components[f"{name}Data"] = data
        components[name] = obj({
            "type": {"type": "string", "enum": [type_]},
            "version": ENVELOPE_FIELDS["version"],
            "v": ENVELOPE_FIELDS["v"],
            "data": ref(f"{name}Data"),
        }, {k: v for k, v in ENVELOPE_FIELDS.items() if k not in ("version", "v")})
    components["GameEvent"] = _union(events) if contract.events else obj(
        {"type": STRING, "version": INTEGER, "v": INTEGER, "data": {"type": "object"}}, ENVELOPE_FIELDS)

    components["SeatView"] = {**contract.seat_view, "description": "what a seat sees (its bearer token)"}
    components["SpectatorView"] = {**contract.spectator_view, "description": "what anyone may see"}
    views = [ref("SeatView"), ref("SpectatorView")]
    if contract.before_setup is not None:
        components["BeforeSetupView"] = {**contract.before_setup, "description": "the game before its setup event"}
        views.append(ref("BeforeSetupView"))
    components["GameView"] = {"anyOf": views}
    components["GameResult"] = contract.result
    components["GameOptions"] = options_schema(engine)
    components["GameSetup"] = setup_schema(engine)
    return components


# -- statuses, content types, operation ids and links ------------------------------------------------------

ERROR_DESCRIPTIONS = {
    400: "the body is not JSON",
    401: "no bearer token, or one no seat holds",
    403: "the bearer token belongs to another game",
    404: "no such game",
    409: "stale expected_version, not this seat's turn, or the game is over",
    422: "a field the schema refuses (details.field names it), or a move the rules refuse (details.rule)",
    503: "the event store is unavailable; retry",
}

# (method, path) -> (operationId, the error statuses it can answer besides the ones declared by its decorators)
OPERATIONS: dict[tuple[str, str], tuple[str, tuple[int, ...]]] = {
    ("post", "/v1/games"): ("create_game", (400, 422, 503)),
    ("get", "/v1/games"): ("list_games", (422, 503)),
    ("get", "/v1/games/{game_id}"): ("get_game", (401, 403, 404, 422, 503)),
    ("get", "/v1/games/{game_id}/legal"): ("get_legal", (401, 403, 404, 503)),
    ("post", "/v1/games/{game_id}/commands"): ("submit_command", (400, 401, 403, 404, 409, 422, 503)),
    ("get", "/v1/games/{game_id}/events"): ("get_events", (401, 403, 404, 422, 503)),
    ("get", "/v1/games/{game_id}/stream"): ("stream_events", (401, 403, 404, 422, 503)),
    ("get", "/v1/games/{game_id}/audit"): ("audit_game", (404, 503)),
    ("get", "/v1/tournaments/{tournament}"): ("get_tournament", (503,)),
}

LEGAL = "#/paths/~1v1~1games~1{game_id}~1legal/get"
GAME = "#/paths/~1v1~1games~1{game_id}/get"
COMMANDS = "#/paths/~1v1~1games~1{game_id}~1commands/post"
FIRST_SEAT_AUTH = "Bearer {$response.body#/seats/0/token}"
LINKS: dict[str, dict[str, dict[str, Any]]] = {
    "create_game": {
        "GetLegalOfFirstSeat": {"operationRef": LEGAL, "parameters": {
            "game_id": "$response.body#/game_id", "header.Authorization": FIRST_SEAT_AUTH}},
        "GetGame": {"operationRef": GAME, "parameters": {"game_id": "$response.body#/game_id"}},
    },
    "get_legal": {
        "SubmitFirstLegalCommand": {
            "operationRef": COMMANDS,
            "parameters": {"game_id": "$request.path.game_id",
                           "header.Authorization": "$request.header.Authorization"},
            "requestBody": "$response.body#/commands/0",
        },
    },
    "submit_command": {
        "GetLegalAgain": {"operationRef": LEGAL, "parameters": {
            "game_id": "$request.path.game_id", "header.Authorization": "$request.header.Authorization"}},
    },
}


def likely_errors(path: str, operation: dict[str, Any]) -> tuple[int, ...]:
    """The errors an operation the table above does not know can answer, from what it takes: a game id
    (404), a bearer token (401, 403), a JSON body (400, 422), query arguments (422), and the store (503)."""
    errors = {503}
    if "{game_id}" in path:
        errors.add(404)
    if operation.get("security"):
        errors |= {401, 403}
    if "requestBody" in operation:
        errors |= {400, 422}
    if any(p.get("in") == "query" for p in operation.get("parameters", []) if isinstance(p, dict)):
        errors.add(422)
    return tuple(sorted(errors))


def game_schema_reference(converter, field, ret, **kwargs) -> dict[str, Any]:
    """apispec attribute function: a field made by shared.http.schemas.game_schema refers to the game's schema."""
    name = field.metadata.get("game_schema")
    if name is None:
        return {}
    if field.allow_none:
        ret.pop("nullable", None)
        return {"anyOf": [ref(name), {"type": "object", "nullable": True}]}
    return ref(name)


# One Server-Sent Events message (each is validated as such by schemathesis, like OpenAPI 3.2's itemSchema).
SSE_MESSAGE = obj({}, {
    "id": {**STRING, "description": "the event's version: send it back as Last-Event-ID to resume"},
    "event": STRING,
    "data": {**STRING, "description": "one GameEvent as JSON"},
    "retry": {**STRING, "description": "reconnection delay in ms"},
}, description="a Server-Sent Events message")


def _error_response(status: int) -> dict[str, Any]:
    return {"description": ERROR_DESCRIPTIONS[status],
            "content": {"application/json": {"schema": ref("Error")}}}


class GameDocumentPlugin(BasePlugin):
    """Makes flask-smorest's generic document the game's own: typed components, every status, links."""

    def __init__(self, engine: Engine):
        super().__init__()
        self.engine = engine

    def init_spec(self, spec) -> None:
        super().init_spec(spec)
        self.spec = spec
        for name, schema in game_components(self.engine).items():
            spec.components.schema(name, schema)
        for plugin in spec.plugins:
            if isinstance(plugin, MarshmallowPlugin):
                plugin.converter.add_attribute_function(game_schema_reference)

    def operation_helper(self, path=None, operations=None, **kwargs) -> None:
        for method, operation in (operations or {}).items():
            operation_id, errors = OPERATIONS.get((method, path)) or (None, likely_errors(path, operation))
            if operation_id:
                operation["operationId"] = operation_id
            # Decorators declare some statuses as ints: one key type, so none is declared twice.
            responses = {str(status): response for status, response in operation.get("responses", {}).items()}
            operation["responses"] = responses
            for status in errors:
                responses.setdefault(str(status), _error_response(status))
            success = next((r for s, r in responses.items() if s.startswith("2")), None)
            if success is not None and operation_id in LINKS:
                success["links"] = LINKS[operation_id]
            if operation_id == "submit_command":
                # The envelope schema flask-smorest parses the body with is replaced by the game's commands.
                generic = operation["requestBody"]["content"]["application/json"]["schema"].get("$ref", "")
                self.spec.components.schemas.pop(generic.removeprefix(SCHEMAS), None)
                operation["requestBody"] = {"required": True, "content": {"application/json": {
                    "schema": ref("GameCommand")}}}
            elif operation_id == "create_game":
                policies = ", ".join(getattr(self.engine, "bot_policies", ()))
                operation["requestBody"]["description"] = (
                    f"players in seat order; a bot seat's `policy` is one of this game's: {policies} (`strong`: "
                    "information-set Monte Carlo search, paired play-outs, docs/games.md). "
                    f"{fair_policies(self.engine)}")
            elif operation_id == "get_events":
                # With Accept: application/x-ndjson, one GameEvent per line.
                responses["200"]["content"]["application/x-ndjson"] = {"schema": ref("GameEvent")}
            elif operation_id == "stream_events":
                responses["200"]["content"] = {"text/event-stream": {"schema": SSE_MESSAGE}}


def fair_policies(engine: Engine) -> str:
    """What each bot policy new games play is given to see, and that its moves are verifiable (issue 38)."""
    described = policy_versions.described(engine)
    seen = "; ".join(f"`{d['policy']}` version {d['version']} sees {d['sees']}" for d in described if d["sees"])
    return (f"Every bot policy sees only its seat's view ({seen}); {policy_versions.VERIFIABLE}."
            if seen else f"Bot policies: {policy_versions.VERIFIABLE}.")


# -- the command check -----------------------------------------------------------------------------------

class InvalidCommand(PlatformError):
    http_status = 422
    code = "invalid_command"


def json_schema(schema: Any) -> Any:
    """An OpenAPI 3.0 schema as plain JSON Schema (`nullable` becomes a "null" type)."""
    if isinstance(schema, list):
        return [json_schema(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    converted = {k: json_schema(v) for k, v in schema.items() if k not in ("nullable", "discriminator")}
    if schema.get("nullable"):
        if "type" in converted:
            converted["type"] = [converted["type"], "null"]
        else:
            converted = {"anyOf": [converted, {"type": "null"}]}
    return converted


class CommandCheck:
    """Refuses a command body the game's command schemas do not allow (422, details.field names the field).

    One compiled validator per command type, chosen by `type`: the check costs microseconds."""

    def __init__(self, engine: Engine):
        commands = contract_of(engine).commands
        self.validators = {t: jsonschema_rs.validator_for(json_schema(s)) for t, s in commands.items()}
        self.allowed = sorted(commands)

    def __call__(self, body: dict[str, Any]) -> None:
        if not self.validators:
            return  # a game without a declared contract: the rules judge alone
        validator = self.validators.get(body.get("type"))
        if validator is None:
            raise InvalidCommand(f"unknown command type {body.get('type')!r}",
                                 details={"field": "type", "allowed": self.allowed})
        if validator.is_valid(body):
            return
        error = next(iter(validator.iter_errors(body)))
        path = [str(p) for p in error.instance_path]
        if isinstance(error.kind, jsonschema_rs.ValidationErrorKind.Required):
            path.append(str(error.kind.property))
        elif isinstance(error.kind, jsonschema_rs.ValidationErrorKind.AdditionalProperties):
            path.append(str(error.kind.unexpected[0]))
        field = ".".join(path) or "body"
        raise InvalidCommand(f"{field}: {error.message}", details={"field": field})
