"""The hot views (shared.http.games_api.HOT_VIEWS) answer exactly as the MethodViews they stand in front
of: the same status, headers and body bytes, refusals included; and the compiled dump of the game
document (shared.http.schemas.compile_dump) writes what GameSchema's dump writes (issue 24, item 2)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.base import jsonfast
from shared.base.config import Config
from shared.http.factory import create_app
from shared.http.games_api import HOT_VIEWS
from shared.http.schemas import GameSchema, compile_dump

SCHEMA = GameSchema()
DUMP = compile_dump(SCHEMA)

scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=4))
json_values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                             st.dictionaries(st.text(max_size=3), inner, max_size=3)),
                           max_leaves=6)
anything = st.one_of(scalars, json_values)
seat_clocks = st.fixed_dictionaries({}, optional={
    name: anything for name in ("seat", "remaining_s", "running", "running_since", "deadline", "controller",
                                "policy", "status", "extra")})
clocks = st.one_of(st.none(), anything, st.fixed_dictionaries({}, optional={
    "kind": anything, "base_s": anything, "increment_s": anything, "per_decision_s": anything, "on_timeout": anything,
    "timeout_policy": anything, "as_of": anything, "seats": st.one_of(anything, st.lists(seat_clocks, max_size=3)),
    "unknown_key": anything}))
documents = st.fixed_dictionaries({}, optional={
    "game_id": anything, "game": anything, "version": anything, "status": anything,
    "pending": st.one_of(anything, st.lists(st.one_of(st.integers(), anything), max_size=3)),
    "players": st.one_of(anything, st.lists(st.one_of(st.dictionaries(st.text(max_size=3), anything), anything),
                                            max_size=3)),
    "view": anything, "result": anything, "tournament": anything, "clock": clocks, "at_version": anything,
    "latest_version": anything, "not_in_schema": anything})


def _shuffled(document: dict, order: list[int]) -> dict:
    keys = list(document)
    return {keys[i]: document[keys[i]] for i in sorted(range(len(keys)), key=lambda i: order[i % len(order)] + i)}


@settings(max_examples=600, deadline=None)
@given(document=documents, order=st.lists(st.integers(0, 5), min_size=1, max_size=5))
def test_the_compiled_dump_writes_what_the_schema_writes_or_declines(document, order):
    document = _shuffled(document, order)  # the schema writes its declared order, whatever the document's
    fast = DUMP(document)
    try:
        slow = jsonfast.dumps(SCHEMA.dump(document))
    except (TypeError, ValueError):  # values marshmallow cannot dump (a str in an Integer field)
        assert fast is None
        return
    assert fast is None or jsonfast.dumps(fast) == slow


def test_the_compiled_dump_vouches_for_real_documents_with_clocks():
    document = {"players": [{"name": "a"}], "version": 7, "game_id": "g", "status": "active", "pending": [1],
                "view": {"deck": [1, 2]}, "result": None, "tournament": None, "game": "counting_race",
                "clock": {"kind": "fischer", "base_s": 600, "increment_s": 2.5, "as_of": None, "seats": [
                    {"seat": 0, "remaining_s": 600, "running": True, "running_since": "t", "deadline": "d",
                     "controller": "human", "policy": None, "status": "playing"}]}}
    fast = DUMP(document)
    assert fast is not None and jsonfast.dumps(fast) == jsonfast.dumps(SCHEMA.dump(document))
    assert fast["clock"]["base_s"] == 600.0 and type(fast["clock"]["seats"][0]["remaining_s"]) is float


def test_a_schema_with_hooks_or_field_kinds_it_does_not_know_is_not_compiled():
    from marshmallow import Schema, fields, post_dump

    class Hooked(Schema):
        a = fields.Integer()

        @post_dump
        def _twice(self, data, **_kwargs):
            return data

    class Dated(Schema):
        when = fields.DateTime()

    class Defaulted(Schema):
        a = fields.Integer(dump_default=1)

    class Itemised(Schema):
        items = fields.Raw()  # marshmallow finds dict.items on a document without the key

    assert [compile_dump(s()) for s in (Hooked, Dated, Defaulted, Itemised)] == [None] * 4


def _answer(response) -> tuple:
    return response.status_code, list(response.headers), response.get_data()


@pytest.fixture
def app(fake_redis):
    from tests.fixture_game import ENGINE  # noqa: F401  (registers the counting game)

    return create_app("counting_race", Config(dispatch="inline", cors_origins="https://ui.example"),
                      redis=fake_redis)


def _both(app, call) -> tuple:
    """`call(client)` answered by the hot views, then by the MethodViews behind them."""
    client = app.test_client()
    hot = {endpoint: app.view_functions[endpoint] for endpoint in HOT_VIEWS}
    fast = _answer(call(client))
    try:
        for endpoint, view in hot.items():
            app.view_functions[endpoint] = view.__wrapped__
        slow = _answer(call(client))
    finally:
        app.view_functions.update(hot)
    return fast, slow


def test_the_hot_views_answer_byte_for_byte_as_the_method_views(app):
    client = app.test_client()
    created = client.post("/v1/games", json={"players": [{"name": "p", "kind": "human"}, {"name": "q", "kind": "human"}],
                                             "options": {"target": 50}}).json
    game_id, start = created["game_id"], created["version"]
    auth = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    other = {"Authorization": f"Bearer {created['seats'][1]['token']}"}
    origin = {"Origin": "https://ui.example"}
    first = client.post(f"/v1/games/{game_id}/commands", json={"type": "add", "amount": 1, "idempotency_key": "k"},
                        headers=auth)
    assert first.status_code == 201
    games = f"/v1/games/{game_id}"
    calls = [
        # reads: seat, spectator, CORS, a query string (the schema's), refusals
        lambda c: c.get(games, headers=auth), lambda c: c.get(games), lambda c: c.get(games, headers={**auth, **origin}),
        lambda c: c.get(games + "?at_version=1", headers=auth), lambda c: c.get(games + "?wait_ms=-1"),
        lambda c: c.get(games + "?min_version=1&wait_ms=0"), lambda c: c.head(games, headers=auth),
        lambda c: c.get(games + "?min_version=1&wait_ms=5", headers=auth), lambda c: c.get(games + "?at_version=2"),
        lambda c: c.get(games + "?at_version=99"), lambda c: c.get(games + "?min_version=99&wait_ms=1"),
        lambda c: c.get(games + "?at_version=0"), lambda c: c.get(games + "?at_version=+2"),
        lambda c: c.get(games + "?wait_ms=30001"), lambda c: c.get(games + "?min_version=1&min_version=2"),
        lambda c: c.get(games + "?unknown=1"),
        lambda c: c.get(games, headers={"Authorization": "Bearer nope"}),
        lambda c: c.get(games, headers={"Authorization": "Basic x"}),
        lambda c: c.get("/v1/games/unknown-game"), lambda c: c.get("/v1/games/bad.id"),
        lambda c: c.options(games, headers=origin),
        lambda c: c.get(games + "/legal", headers=auth), lambda c: c.get(games + "/legal", headers=other),
        lambda c: c.get(games + "/legal"), lambda c: c.get(games + "/legal", headers={**auth, **origin}),
        lambda c: c.head(games + "/legal", headers=auth), lambda c: c.get("/v1/games/unknown-game/legal", headers=auth),
        # commands: a replay of the first (its idempotency key), and every kind of refusal
        lambda c: c.post(games + "/commands", json={"type": "add", "amount": 1, "idempotency_key": "k"}, headers=auth),
        lambda c: c.post(games + "/commands", json={"type": "add", "amount": 1, "idempotency_key": "k",
                                                    "expected_version": start}, headers={**auth, **origin}),
        lambda c: c.post(games + "/commands", json={"type": "add", "amount": 1, "expected_version": 0}, headers=auth),
        lambda c: c.post(games + "/commands", json={"type": "add", "amount": 1, "expected_version": 1}, headers=other),
        lambda c: c.post(games + "/commands", json={"type": "add", "amount": 1}),
        lambda c: c.post(games + "/commands", json={"type": "nope"}, headers=auth),
        lambda c: c.post(games + "/commands", json={"type": "add", "amount": "x"}, headers=auth),
        lambda c: c.post(games + "/commands", json={"type": "add", "amount": 1, "expected_version": 1.0},
                         headers=auth),
        lambda c: c.post(games + "/commands", json={"type": "add", "amount": 1, "expected_version": True},
                         headers=auth),
        lambda c: c.post(games + "/commands", json={"type": ""}, headers=auth),
        lambda c: c.post(games + "/commands", json=[1], headers=auth),
        lambda c: c.post(games + "/commands", json={"type": "add", "amount": 1, "signature": "s" * 200}, headers=auth),
        lambda c: c.post(games + "/commands", data="{", headers={**auth, "Content-Type": "application/json"}),
        lambda c: c.post(games + "/commands", data="type=add", headers=auth),
        lambda c: c.post(games + "/commands", json={"type": "add", "deep": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]
                                                                                                 ]]]]]]]]]]]]]]]]]]]]]]]},
                         headers=auth),
        lambda c: c.post("/v1/games/unknown-game/commands", json={"type": "add", "amount": 1}, headers=auth),
        lambda c: c.get(games + "/commands", headers=auth),
    ]
    for number, call in enumerate(calls):
        fast, slow = _both(app, call)
        assert fast == slow, number


def test_the_hot_views_skip_the_decorator_stack_for_plain_requests(app, monkeypatch):
    client = app.test_client()
    created = client.post("/v1/games", json={"players": [{"name": "p", "kind": "human"}], "options": {"target": 50}})
    game_id, auth = created.json["game_id"], {"Authorization": f"Bearer {created.json['seats'][0]['token']}"}
    behind = []
    for endpoint, make in HOT_VIEWS.items():
        slow = app.view_functions[endpoint].__wrapped__

        def counted(*args, _slow=slow, _endpoint=endpoint, **kwargs):
            behind.append(_endpoint)
            return _slow(*args, **kwargs)
        monkeypatch.setitem(app.view_functions, endpoint, make(counted))
    assert client.post(f"/v1/games/{game_id}/commands", json={"type": "add", "amount": 1}, headers=auth).status_code == 201
    assert client.get(f"/v1/games/{game_id}/legal", headers=auth).status_code == 200
    assert client.get(f"/v1/games/{game_id}", headers=auth).status_code == 200
    assert client.get(f"/v1/games/{game_id}?min_version=1&wait_ms=10", headers=auth).status_code == 200
    assert client.get(f"/v1/games/{game_id}?at_version=1", headers=auth).status_code == 200
    assert behind == []
    assert client.get(f"/v1/games/{game_id}?at_version=+1", headers=auth).status_code == 200  # the schema's int()
    assert client.post(f"/v1/games/{game_id}/commands", json={"type": ""}, headers=auth).status_code == 422
    assert behind == ["games.Game", "games.Commands"]


def test_ensure_sync_asks_once_per_function_and_answers_as_flask_does(monkeypatch):
    import functools
    import inspect

    from flask import Flask

    from shared.http import factory

    app = factory.PlatformFlask("probe")
    asked, real = [], inspect.iscoroutinefunction
    monkeypatch.setattr(factory, "iscoroutinefunction", lambda f: asked.append(f) or real(f))
    monkeypatch.setattr(app, "async_to_sync", lambda f: ("wrapped", f))

    def plain():
        return 1

    async def coroutine():
        return 1

    class View:
        def get(self):
            return 1

    partial = functools.partial(coroutine)
    for func in (plain, coroutine, View().get, View().get, partial, plain, coroutine, partial):
        assert app.ensure_sync(func) == Flask.ensure_sync(app, func)
    assert len(asked) == 4  # plain, coroutine, View.get (both bound methods), the partial


query_values = st.one_of(st.from_regex(r"[0-9]{1,21}", fullmatch=True), st.sampled_from(
    ["", " 1", "1 ", "+1", "-1", "1.0", "1e3", "٣", "0x10", "true", "30000", "30001", "0", str(2**63 - 1), str(2**63)]))
query_keys = st.sampled_from(["min_version", "at_version", "wait_ms", "other", "MIN_VERSION"])


@settings(max_examples=500, deadline=None)
@given(pairs=st.lists(st.tuples(query_keys, query_values), max_size=4))
def test_the_fast_query_check_loads_exactly_what_the_schema_loads_and_nothing_it_refuses(pairs):
    from flask import Flask
    from webargs.flaskparser import FlaskParser
    from werkzeug.exceptions import HTTPException

    from shared.http.schemas import GameQuerySchema

    with Flask("probe").test_request_context(query_string=pairs) as context:
        fast = GameQuerySchema.fast_load(context.request, "query")
        try:
            slow = FlaskParser().parse(GameQuerySchema(), context.request, location="query")
        except HTTPException:  # webargs' 422: a refusal is always the schema's own
            assert fast is None
            return
    assert fast is None or fast == slow
    if len({key for key, _ in pairs}) == len(pairs) and all(
            key in ("min_version", "wait_ms") and value.isascii() and value.isdigit() for key, value in pairs):
        assert fast is not None  # plain reads and read-your-writes polls stay on the fast path
