"""Bad input refused at the edge, before it reaches Redis or the engine (platform issue 8, item 4).

Every refusal is a 4xx in the JSON error shape and appends nothing:
- JSON bodies are parsed by orjson (C, no Python recursion) and refused past MAX_JSON_DEPTH levels,
  so neither the parser nor anything downstream (schemas, canonical JSON) can hit a RecursionError;
- bodies past Config.max_request_bytes get 413 before they are read (Flask's MAX_CONTENT_LENGTH);
- integers are bounded to what Redis stores (signed 64 bit), and body integers are strict: no floats,
  no strings, no booleans (JSON `true` is not 1); body numbers (clock seconds) are numbers, never strings;
- game ids are checked against their format before any key is built from them;
- Last-Event-ID must be a version, checked before the stream's 200 is sent.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from flask import Flask, request
from flask_smorest import Blueprint as SmorestBlueprint
from marshmallow import fields, validate
from webargs import core
from webargs.flaskparser import FlaskParser, is_json_request

from shared.base import jsonfast
from shared.domain.errors import GameNotFound, PlatformError

INT64_MAX = 2**63 - 1
# Deeper than any command, options or player list the games define, far below orjson's 1024 limit
# for parsing and the 254 levels its encoder (canonical JSON) accepts.
MAX_JSON_DEPTH = 32
# uuid4 hex today; a little room for ids minted elsewhere (tests, imports), never a key separator.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
TOURNAMENT_ID = re.compile(r"[A-Za-z0-9_.:-]{1,64}")
VERSION = re.compile(r"[0-9]{1,19}")


class InputTooDeep(PlatformError):
    http_status = 400
    code = "json_too_deep"


class InvalidHeader(PlatformError):
    http_status = 400
    code = "invalid_header"


def json_depth_exceeds(value: Any, limit: int) -> bool:
    """Whether `value` nests containers more than `limit` levels deep (iterative: no recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def parse_json_body(req) -> Any:
    """The request's JSON body through orjson, refused past MAX_JSON_DEPTH; parsed once per request."""
    cached = req.environ.get("tabletop.json", _UNPARSED)
    if cached is not _UNPARSED:
        return cached
    data = req.get_data(cache=True)  # 413 past MAX_CONTENT_LENGTH, before reading the body
    try:
        value = jsonfast.loads(data)
    except ValueError as error:  # orjson.JSONDecodeError
        if "depth limit" in str(error):  # orjson's own nesting limit (1024)
            raise _too_deep() from error
        # webargs reads an empty doc as "no body" (missing fields -> 422), anything else as malformed (400).
        raise json.JSONDecodeError(str(error), "<body>" if data.strip() else "", 0) from error
    if json_depth_exceeds(value, MAX_JSON_DEPTH):
        raise _too_deep()
    req.environ["tabletop.json"] = value
    return value


_UNPARSED = object()


class PlatformParser(FlaskParser):
    """webargs' Flask parser with orjson and a depth bound instead of the stdlib's recursive decoder.

    A schema of the hottest requests may declare `fast_load(request, location)`: a plain-Python check
    that returns the arguments exactly as the schema would load them, or None when it cannot tell (any
    doubt, any bad input), and the schema then loads them as always. The schema stays the contract and
    the document, and every refusal is still the schema's own; valid input skips the per-field
    machinery of marshmallow (issue 24: commands, /legal and the game document at bare-Flask speed)."""

    def parse(self, argmap, req=None, *, location=None, **kwargs):
        fast_load = getattr(argmap, "fast_load", None)
        if fast_load is not None:
            loaded = fast_load(req if req is not None else self.get_default_request(),
                               location or self.location)
            if loaded is not None:
                return loaded
        return super().parse(argmap, req, location=location, **kwargs)

    def _raw_load_json(self, req):
        if not is_json_request(req):
            return core.missing
        return parse_json_body(req)


def _too_deep() -> InputTooDeep:
    return InputTooDeep(f"the JSON body nests deeper than {MAX_JSON_DEPTH} levels",
                        details={"field": "body", "max_depth": MAX_JSON_DEPTH})


class Blueprint(SmorestBlueprint):
    """flask-smorest's Blueprint parsing arguments with PlatformParser: every API blueprint uses it."""

    ARGUMENTS_PARSER = PlatformParser()


class StrictInteger(fields.Integer):
    """A JSON body integer: an int and nothing else (not 1.5, not 1.0, not "1", not true), within int64."""

    def __init__(self, *, validate_range: validate.Range | None = None, **kwargs):
        kwargs.setdefault("strict", True)
        bounds = validate_range or validate.Range(min=-INT64_MAX - 1, max=INT64_MAX)
        extra = kwargs.pop("validate", None)
        validators = [bounds] + ([extra] if callable(extra) else list(extra or []))
        super().__init__(validate=validators, **kwargs)

    def _validated(self, value):
        if isinstance(value, bool):
            raise self.make_error("invalid")
        return super()._validated(value)


class StrictNumber(fields.Float):
    """A JSON body number: an int or a finite float and nothing else (not "600", not true)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("allow_nan", False)
        super().__init__(**kwargs)

    def _validated(self, value):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid")
        return super()._validated(value)


def is_strict_int(value: Any, low: int = -INT64_MAX - 1, high: int = INT64_MAX) -> bool:
    """What StrictInteger(validate_range=bounded(low, high)) accepts, in one expression."""
    return type(value) is int and low <= value <= high


def is_text(value: Any, low: int, high: int) -> bool:
    """What fields.String(validate=Length(min=low, max=high)) accepts."""
    return type(value) is str and low <= len(value) <= high


def bounded(low: int = 0, high: int = INT64_MAX) -> validate.Range:
    """A Range that never lets a value past what Redis accepts as an integer or a stream id."""
    return validate.Range(min=low, max=min(high, INT64_MAX))


def last_event_id(header: str | None, default: int) -> int:
    """The version a reconnecting SSE client saw last, from the Last-Event-ID header (else `default`)."""
    if header is None or header == "":
        return default
    if not VERSION.fullmatch(header) or int(header) > INT64_MAX:
        raise InvalidHeader("Last-Event-ID must be an event version (0 to 2^63-1)",
                            details={"field": "Last-Event-ID"})
    return int(header)


@dataclass(frozen=True)
class RequestLimits:
    """A part (shared.http.parts): the size limit and path-parameter checks of every route of the app."""

    max_request_bytes: int

    def mount(self, app: Flask, api) -> None:
        _limit_requests(app, self.max_request_bytes)


def _limit_requests(app: Flask, max_request_bytes: int) -> None:
    app.config["MAX_CONTENT_LENGTH"] = max_request_bytes

    @app.before_request
    def _refuse_deep_json():
        """Every JSON body is depth-checked before any view or parser sees it, whichever Blueprint
        class (and so whichever webargs parser) a route was declared with."""
        req = request._get_current_object()  # one context lookup, not one per use
        if req.method in ("POST", "PUT", "PATCH") and is_json_request(req):
            try:
                parse_json_body(req)
            except json.JSONDecodeError:
                pass  # malformed: the route's parser answers 400 in its own words

    @app.url_value_preprocessor
    def _check_path_ids(_endpoint, values):
        if not values:
            return
        game_id = values.get("game_id")
        if game_id is not None and not GAME_ID.fullmatch(game_id):
            raise GameNotFound("no such game: a game id is 1 to 64 letters, digits, '-' or '_'",
                               details={"field": "game_id"})
        for field in ("tournament", "tournament_id", "entrant_id"):
            value = values.get(field)
            if value is not None and not TOURNAMENT_ID.fullmatch(value):
                what = "entrant" if field == "entrant_id" else "tournament"
                raise GameNotFound(f"no such {what}: an id is 1 to 64 letters, digits or '_.:-'",
                                   details={"field": field}, code=f"{what}_not_found")


# gunicorn refuses what it cannot parse (a request line past limit_request_line: 414; headers past their
# limits: 431 / 400) before the app sees the request, with an HTML page. deploy/gunicorn.conf.py installs
# this instead, so every refusal of the platform is the JSON error. The message never echoes the input.
GUNICORN_CODES = {414: "request_line_too_long", 431: "headers_too_large", 400: "bad_request"}


def gunicorn_error_response(status_int: int, reason: str) -> bytes:
    body = jsonfast.dumps({"error": {"code": GUNICORN_CODES.get(status_int, "bad_request"),
                                     "message": f"{reason.lower()}: the request was refused before it was read",
                                     "details": {"status": status_int}}})
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n")
    return head.encode("latin1") + body


def install_gunicorn_json_errors() -> None:
    """Make gunicorn's own refusals (gunicorn.util.write_error, looked up at each call) JSON."""
    from gunicorn import util  # a server package, imported only by gunicorn's configuration

    def write_error(sock, status_int, reason, _message):
        util.write_nonblock(sock, gunicorn_error_response(status_int, reason))

    util.write_error = write_error
