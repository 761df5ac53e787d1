"""Arbitrary tournament bodies never crash the service: a success or a 4xx JSON error, and a refusal
creates no stream."""

from __future__ import annotations

import fakeredis
from hypothesis import HealthCheck, given, settings
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
