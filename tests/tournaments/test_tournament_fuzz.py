"""Arbitrary tournament bodies never crash the service: a success or a 4xx JSON error, and a refusal
creates no stream."""

from __future__ import annotations

import fakeredis
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from services.tournaments.api import create_app
from shared.base.config import Config
from tests.platform.test_api_fuzz import assert_json_error_or_success, json_values

entrant_like = st.fixed_dictionaries({}, optional={
    "id": st.sampled_from(["a", "b", "c", "a"]) | json_values,
    "name": st.sampled_from(["ann", ""]) | json_values,
    "kind": st.sampled_from(["human", "bot", "automa"]) | json_values,
    "policy": st.sampled_from(["random", "greedy", "heuristic"]) | json_values,
})
tournament_like = st.fixed_dictionaries({}, optional={
    "game": st.sampled_from(["counting_race", "academic_society", "nope"]) | json_values,
    "format": st.sampled_from(["swiss", "round_robin", "elimination", "x"]) | json_values,
    "rounds": st.integers(-2, 60) | json_values,
    "table_sizes": st.lists(st.integers(0, 7), max_size=3) | json_values,
    "bot_fill": st.sampled_from(["random", "nope", None]) | json_values,
    "rank_points": st.dictionaries(st.sampled_from(["2", "3", "x"]), st.lists(st.integers(-1, 5), max_size=4),
                                   max_size=2) | json_values,
    "advance": st.integers(-1, 5) | json_values,
    "clock": st.fixed_dictionaries({"kind": st.sampled_from(["fischer", "deadline", "x"])},
                                   optional={"base_s": st.integers(-5, 700), "per_decision_s": st.integers(0, 9)})
    | json_values,
    "entrants": st.lists(entrant_like, max_size=6) | json_values,
    "seed": st.integers(-5, 2**64) | json_values,
})

_redis = fakeredis.FakeRedis()
_client = create_app(Config(dispatch="inline", key_prefix="fuzz:"), redis=_redis).test_client()


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=tournament_like)
def test_arbitrary_tournament_bodies_get_a_json_answer(body):
    before = len(list(_redis.scan_iter(match="fuzz:tournaments:game:*:events")))
    response = _client.post("/v1/tournaments", json=body)
    assert_json_error_or_success(response)
    after = len(list(_redis.scan_iter(match="fuzz:tournaments:game:*:events")))
    assert after == before + (response.status_code == 201)


entrant_id = st.sampled_from(["h", "b0", "b1", "b2", "b3", "zz"]) | json_values
forbidden_like = st.fixed_dictionaries({}, optional={
    "groups": st.lists(st.lists(entrant_id, max_size=5), max_size=3) | json_values,
    "pairs": st.lists(st.lists(entrant_id, max_size=3), max_size=3) | json_values,
}) | json_values
override_like = st.fixed_dictionaries({}, optional={
    "kind": st.sampled_from(["pairing", "swap", "forfeit", "adjust", "x"]) | json_values,
    "round": st.integers(-1, 3) | json_values,
    "reason": st.sampled_from(["late", ""]) | json_values,
    "tables": st.lists(st.lists(entrant_id | st.none(), max_size=5), max_size=4) | json_values,
    "entrants": st.lists(entrant_id, max_size=3) | json_values,
    "table": st.integers(-1, 4) | json_values,
    "ranking": st.lists(entrant_id, max_size=4) | json_values,
    "winners": st.lists(entrant_id, max_size=3) | json_values,
})
plain_id = st.sampled_from(["h", "b0", "b1", "b2", "b3", "b4", "b5", "b6", "b7", "zz"])
well_formed_override = st.fixed_dictionaries({
    "kind": st.sampled_from(["pairing", "swap", "forfeit", "adjust"]), "round": st.integers(1, 3),
    "reason": st.just("arbiter"), "table": st.integers(0, 3),
    "tables": st.lists(st.lists(plain_id, min_size=1, max_size=4), min_size=1, max_size=4),
    "entrants": st.lists(plain_id, min_size=1, max_size=2, unique=True), "ranking": st.lists(plain_id, min_size=1, max_size=3),
    "winners": st.lists(plain_id, min_size=1, max_size=2)})
FIELD = [{"id": "h", "name": "hana", "kind": "human"},
         *({"id": f"b{i}", "name": f"bot {i}", "kind": "bot", "policy": "random"} for i in range(8))]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(forbidden=forbidden_like)
def test_arbitrary_forbidden_meetings_get_a_json_answer(forbidden):
    response = _client.post("/v1/tournaments", json={"game": "counting_race", "format": "swiss", "table_sizes": [3],
                                                     "entrants": FIELD, "seed": 1, "forbidden": forbidden})
    assert_json_error_or_success(response)
    if response.status_code == 201:
        started = _client.post(f"/v1/tournaments/{response.json['tournament_id']}/start",
                               headers={"Authorization": f"Bearer {response.json['organiser_token']}"})
        assert_json_error_or_success(started)


def _organised(start: bool) -> tuple[str, dict[str, str]]:
    created = _client.post("/v1/tournaments", json={"game": "counting_race", "format": "swiss", "table_sizes": [3],
                                                    "rounds": 3, "entrants": FIELD, "seed": 2,
                                                    "forbidden": {"pairs": [["b0", "b1"]]}}).json
    headers = {"Authorization": f"Bearer {created['organiser_token']}"}
    if start:
        _client.post(f"/v1/tournaments/{created['tournament_id']}/start", headers=headers)
    return created["tournament_id"], headers


_registering, _in_play = _organised(False), _organised(True)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=well_formed_override | override_like, in_play=st.booleans())
def test_arbitrary_overrides_get_a_json_answer(body, in_play):
    tournament_id, headers = _in_play if in_play else _registering
    response = _client.post(f"/v1/tournaments/{tournament_id}/overrides", json=body, headers=headers)
    event(f"{response.status_code} {(response.json.get('error') or {}).get('code', '')}")
    assert_json_error_or_success(response)
    assert _client.get(f"/v1/tournaments/{tournament_id}/audit").json["ok"]
