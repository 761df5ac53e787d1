"""Engine protocol hygiene, one property test run against every registered engine (issue 9, item 2).

* What `legal`, `view` and `score` return is the caller's own: it shares no list or dict with the state, so
  editing it (a front end, a bot, a test) never changes the game, which would then no longer match a replay.
* A seat is a plain int: `decide` refuses anything else (True would otherwise pass for seat 1 and be recorded
  as `"seat": true`), and seats outside 0..n-1, with a RuleViolation.

The fixture game of the platform tests (registered in tests/conftest.py) is held to the same protocol.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.domain import registry
from shared.domain.engine import RuleViolation, fold, rng_for

BOT = {"kind": "bot", "policy": "random"}
AUTOMA = {"name": "Automa", "kind": "automa"}


def _bots(n):
    return [{"name": f"p{i}", **BOT} for i in range(n)]


# Every way each game can be set up (Archeology: each mode), so the test covers what the platform hosts.
SETUPS = {
    "academic_society": [(_bots(2), {}), (_bots(4), {})],
    "royal_archeology": [(_bots(3), {}), (_bots(2), {"mode": "confrontation"}),
                         (_bots(2) + [AUTOMA], {"mode": "competitive"}), (_bots(1) + [AUTOMA], {"mode": "solo"})],
    "modern_society": [(_bots(3), {}), (_bots(5), {})],
    "counting_race": [(_bots(2), {}), (_bots(3), {"simultaneous": True})],
}

BAD_SEATS = [True, False, 1.0, "0", None, [0], -1]


def test_every_registered_engine_is_covered():
    hosted = set(registry.available_games()) | set(registry._registered)
    assert hosted <= set(SETUPS), f"add a setup for {sorted(hosted - set(SETUPS))}"


def _containers(value, found):
    """id -> object of every dict and list inside `value` (the objects kept alive so no id is reused)."""
    if isinstance(value, dict):
        found[id(value)] = value
        for item in value.values():
            _containers(item, found)
    elif isinstance(value, list):
        found[id(value)] = value
        for item in value:
            _containers(item, found)
    return found


def _assert_detached(returned, state, what):
    shared = set(_containers(returned, {})) & set(_containers(state, {}))
    assert not shared, f"{what} returns objects that belong to the state"


def _scribble(value):
    """Edit every dict and list inside `value` in place, as a careless caller might."""
    if isinstance(value, dict):
        for key in list(value):
            _scribble(value[key])
        value["__scribbled__"] = True
    elif isinstance(value, list):
        for item in value:
            _scribble(item)
        value.append("__scribbled__")


def _check_returns_are_detached(engine, state, seats):
    before = copy.deepcopy(state)
    returned = {f"legal(seat {s})": engine.legal(state, s) for s in seats}
    returned.update({f"view(seat {s})": engine.view(state, s) for s in [*seats, None]})
    for what, value in returned.items():
        _assert_detached(value, state, what)
        _scribble(value)
    assert state == before, "editing what legal/view returned changed the state"


def _check_bad_seats_refused(engine, state, pending):
    legal = engine.legal(state, pending[0])
    for bad in [*BAD_SEATS, engine.num_seats(state)]:
        with pytest.raises(RuleViolation) as refused:
            engine.decide(state, bad, legal[0], rng_for(0, 1))
        assert refused.value.field == "seat"


@pytest.mark.parametrize("game", sorted(SETUPS))
@settings(max_examples=3, deadline=None)
@given(data=st.data())
def test_returns_are_detached_and_bad_seats_refused(game, data):
    if not registry.is_known(game):
        pytest.skip(f"{game} is not hosted in this checkout")
    engine = registry.load_engine(game)
    players, options = data.draw(st.sampled_from(SETUPS[game]), label="setup")
    seed = data.draw(st.integers(0, 10_000), label="seed")
    rng = random.Random(seed)
    events = list(engine.new_game(players, options, random.Random(f"{seed}:setup")))
    state = fold(engine, events)
    checks = 0
    while not engine.is_over(state):
        pending = engine.pending(state)
        if rng.random() < 0.08 or checks == 0:  # a sample of decision points, the first one always
            _check_returns_are_detached(engine, state, range(engine.num_seats(state)))
            _check_bad_seats_refused(engine, state, pending)
            checks += 1
        seat = pending[rng.randrange(len(pending))]
        legal = engine.legal(state, seat)
        for event in engine.decide(state, seat, legal[rng.randrange(len(legal))], rng_for(seed, len(events) + 1)):
            events.append(event)
            state = engine.evolve(state, event)
    before = copy.deepcopy(state)
    result = engine.score(state)
    _assert_detached(result, state, "score")
    _scribble(result)
    assert state == before, "editing what score returned changed the state"
    assert engine.score(state) == engine.score(before)
    _check_returns_are_detached(engine, state, range(engine.num_seats(state)))
