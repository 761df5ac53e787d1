"""The hot requests skip marshmallow's per-field machinery for valid input (issue 24, item 2), and
nothing else changes: what they load is what the schema loads, and every refusal is the schema's."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from shared.base.config import Config
from shared.http.factory import create_app
from shared.http.schemas import CommandSchema

INT64_MAX = 2**63 - 1
values = st.one_of(st.none(), st.booleans(), st.integers(min_value=-2, max_value=INT64_MAX + 2),
                   st.floats(allow_nan=False), st.text(max_size=3), st.text(min_size=60, max_size=70),
                   st.text(min_size=199, max_size=202), st.lists(st.integers(), max_size=2))
bodies = st.fixed_dictionaries({}, optional={"type": values, "expected_version": values, "idempotency_key": values,
                                             "signature": values, "card": values})


class _JsonRequest:
    """The little of a Flask request fast_load reads: a JSON body already parsed by the platform."""

    mimetype = "application/json"

    def __init__(self, body):
        self.environ = {"tabletop.json": body}


@settings(max_examples=400, deadline=None)
@given(body=st.one_of(bodies, values))
def test_the_fast_check_loads_exactly_what_the_schema_loads_and_nothing_it_refuses(body):
    from marshmallow import ValidationError

    fast = CommandSchema.fast_load(_JsonRequest(body), "json")
    try:
        loaded = CommandSchema().load(body)
    except ValidationError:
        assert fast is None  # a refusal is always the schema's own
        return
    assert fast is None or fast == loaded


def test_the_hot_requests_answer_as_before_and_refuse_in_the_schemas_words(fake_redis, monkeypatch):
    from tests.fixture_game import ENGINE  # noqa: F401  (registers the counting game)

    fast_loads = []
    original = CommandSchema.fast_load.__func__
    monkeypatch.setattr(CommandSchema, "fast_load",
                        classmethod(lambda cls, req, loc: fast_loads.append(original(cls, req, loc)) or fast_loads[-1]))

    client = create_app("counting_race", Config(dispatch="inline"), redis=fake_redis).test_client()
    created = client.post("/v1/games", json={"players": [{"name": "p", "kind": "human"}], "options": {"target": 50}})
    game_id, token, start = created.json["game_id"], created.json["seats"][0]["token"], created.json["version"]
    auth = {"Authorization": f"Bearer {token}"}
    ok = client.post(f"/v1/games/{game_id}/commands", json={"type": "add", "amount": 1, "expected_version": start,
                                                           "idempotency_key": "k1"}, headers=auth)
    assert ok.status_code == 201 and ok.json["version"] == start + 1
    again = client.post(f"/v1/games/{game_id}/commands", json={"type": "add", "amount": 1, "expected_version": start,
                                                              "idempotency_key": "k1"}, headers=auth)
    assert again.status_code == 201 and again.json["version"] == start + 1
    assert len(fast_loads) == 2 and None not in fast_loads  # valid commands: loaded without marshmallow  # the same key: the first result
    for body, field in (({"type": "add", "amount": 1, "expected_version": 1.0}, "expected_version"),
                        ({"type": "add", "amount": 1, "expected_version": True}, "expected_version"),
                        ({"type": "add", "amount": 1, "expected_version": "2"}, "expected_version"),
                        ({"type": "", "amount": 1}, "type"), ({"amount": 1}, "type"),
                        ({"type": "add", "amount": 1, "idempotency_key": ""}, "idempotency_key")):
        refused = client.post(f"/v1/games/{game_id}/commands", json=body, headers=auth)
        assert refused.status_code == 422 and refused.json["error"]["details"]["field"] == field, refused.json
    assert client.post(f"/v1/games/{game_id}/commands", data="{", headers={**auth, "Content-Type": "application/json"}
                       ).json["error"]["code"] == "malformed_json"
    legal = client.get(f"/v1/games/{game_id}/legal", headers=auth)
    assert legal.status_code == 200 and legal.mimetype == "application/json"
    assert set(legal.json) == {"version", "seat", "commands", "labels", "undo"} and legal.json["version"] == start + 1
    document = client.get(f"/v1/games/{game_id}")
    assert document.status_code == 200 and document.json["version"] == start + 1
    assert client.get(f"/v1/games/{game_id}?wait_ms=-1").status_code == 422  # a query string: the schema
    assert client.get(f"/v1/games/{game_id}?at_version=1").json["at_version"] == 1
