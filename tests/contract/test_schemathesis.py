"""schemathesis against each service in process: no 5xx and no response the document does not describe.

Bounded (a few examples per operation) and deterministic (derandomized, no example database)."""

from __future__ import annotations

import fakeredis
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)

from services.tournaments.api import create_app as create_tournament_app
from shared.base.config import Config
from shared.http.factory import create_app
from tests.conftest import client_key_headers
from tests.contract.documents import GAMES

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
BOUNDED = settings(max_examples=12, derandomize=True, database=None, deadline=None,
                   suppress_health_check=list(HealthCheck))


def _schema(game: str):
    app = create_app(game, Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    (client_key,) = client_key_headers(app).values()
    inner = app.wsgi_app

    def as_the_test_client(environ, start_response):  # every call is an integrator's (issue 22)
        environ["HTTP_X_CLIENT_KEY"] = client_key
        return inner(environ, start_response)

    app.wsgi_app = as_the_test_client
    return _bounded_waits(schemathesis.openapi.from_wsgi("/v1/openapi.json", app))


def _bounded_waits(schema):
    """Long polls and live streams are bounded by the client: a test must not wait 30 s for a version that
    will never come, nor follow a live game for 5 minutes."""

    @schema.hook("map_query")
    def bound(ctx, query):
        if ctx.operation.path.endswith("/stream"):
            query = {**(query if isinstance(query, dict) else {}), "idle_timeout_s": 0.1}
        if isinstance(query, dict) and isinstance(query.get("wait_ms"), int):
            query["wait_ms"] = min(query["wait_ms"], 50)
        return query

    return schema


def _tournament_schema():
    app = create_tournament_app(Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    return _bounded_waits(schemathesis.openapi.from_wsgi("/v1/openapi.json", app))


academic = _schema("academic_society")
archeology = _schema("royal_archeology")
modern = _schema("modern_society")
tournaments = _tournament_schema()
# Issue 26: bodies that break the document (a float, a string, a boolean where an integer belongs, ...) sent
# to tournament creation must all be refused; 413 is a refusal too (an over-long generated entrants list).
refusals = _tournament_schema().include(path="/v1/tournaments", method="POST")
refusals.config.generation.update(modes=[GenerationMode.NEGATIVE])
refusals.config.checks.negative_data_rejection.expected_statuses.append("413")
assert len(GAMES) == 3


@academic.parametrize()
@BOUNDED
def test_academic_society_answers_as_documented(case):
    case.call_and_validate(checks=CHECKS)


@archeology.parametrize()
@BOUNDED
def test_royal_archeology_answers_as_documented(case):
    case.call_and_validate(checks=CHECKS)


@modern.parametrize()
@BOUNDED
def test_modern_society_answers_as_documented(case):
    case.call_and_validate(checks=CHECKS)


@tournaments.parametrize()
@BOUNDED
def test_the_tournament_service_answers_as_documented(case):
    """Issue 26: the tournament service's strict fields hold against generated bodies too (a float, a string or
    a boolean where an integer belongs is a documented 4xx, never a 201 or a 5xx)."""
    case.call_and_validate(checks=CHECKS)


@refusals.parametrize()
@settings(max_examples=15, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_tournament_service_refuses_every_body_its_document_forbids(case):
    case.call_and_validate(checks=[not_a_server_error, negative_data_rejection])


# A setup each game accepts: the stateful run starts from a game that exists, and follows the links from it.
PLAYABLE = {
    "academic_society": ([{"name": "ada", "kind": "human"}, {"name": "bot", "kind": "bot"}], {}),
    "royal_archeology": ([{"name": "ada", "kind": "human"}, {"name": "bot", "kind": "bot"},
                          {"name": "bot2", "kind": "bot"}], {"mode": "standard"}),
    "modern_society": ([{"name": "ada", "kind": "human"}, {"name": "bot", "kind": "bot"},
                        {"name": "bot2", "kind": "bot"}], {}),
}


@pytest.mark.parametrize("game", GAMES)
def test_links_lead_from_create_to_legal_to_commands(game):
    # The links of a game's life; clients and matchmaking (issue 22) are examined by the tests above.
    # (The log, webhooks and AsyncAPI routes too: each has tests of its own, and they would dilute the walk.)
    schema = _schema(game).exclude(
        path_regex=r"^/v1/(admin|clients|tables|seeks|webhooks|log|asyncapi)|/(join|leave|rematch|table|undo)$")
    players, options = PLAYABLE[game]

    @schema.hook("map_body")
    def playable_setup(ctx, body):
        if ctx.operation.path == "/v1/games" and isinstance(body, dict):
            return {**body, "players": players, "options": options}
        return body

    calls = []

    class Checked(schema.as_state_machine()):
        def call(self, case, **kwargs):
            if case.path.endswith("/stream"):  # a live game's stream would stay open for its idle timeout
                case.query = {**(case.query or {}), "idle_timeout_s": 0.1}
            return super().call(case, **kwargs)

        def validate_response(self, response, case, **kwargs):
            calls.append((case.operation.path, response.status_code))
            case.validate_response(response, checks=CHECKS)

    Checked.TestCase.settings = settings(max_examples=6, stateful_step_count=8, derandomize=True, database=None,
                                         deadline=None, suppress_health_check=list(HealthCheck))
    Checked.TestCase().runTest()
    # The links were followed: a game was created, and its first seat's token read its legal commands.
    assert ("/v1/games", 201) in calls and ("/v1/games/{game_id}/legal", 200) in calls, calls
