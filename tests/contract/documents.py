"""Each game's OpenAPI document, and validators for its named schemas (OpenAPI 3.0 semantics)."""

from __future__ import annotations

import functools
from typing import Any

import fakeredis
import jsonschema_rs
from openapi_schema_validator import OAS30Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT4

from shared.base.config import Config
from shared.http.factory import create_app
from shared.http.openapi import json_schema

GAMES = ("academic_society", "royal_archeology", "modern_society")
DOCUMENT_URI = "urn:tabletop:openapi"


@functools.cache
def document(game: str) -> dict[str, Any]:
    """The document the service serves at /v1/openapi.json."""
    app = create_app(game, Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    return app.test_client().get("/v1/openapi.json").json


@functools.cache
def validator(game: str, name: str) -> OAS30Validator:
    """A validator of components.schemas[name] of the game's document (its $refs resolved in the document)."""
    registry = Registry().with_resource(DOCUMENT_URI, Resource(contents=document(game), specification=DRAFT4))
    return OAS30Validator({"$ref": f"{DOCUMENT_URI}#/components/schemas/{name}"}, registry=registry)


def problems(game: str, name: str, instance: Any) -> list[str]:
    """Why `instance` does not fit schema `name` ([] when it does)."""
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
            for e in validator(game, name).iter_errors(instance)][:3]


@functools.cache
def compiled_validator(game: str, name: str):
    """The same schema, compiled (jsonschema-rs, OpenAPI's `nullable` as JSON Schema's null type): fast enough
    to check every view of every step."""
    components = json_schema(document(game)["components"])
    return jsonschema_rs.validator_for({"$ref": f"#/components/schemas/{name}", "components": components})
