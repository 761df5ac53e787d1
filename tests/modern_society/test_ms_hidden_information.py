"""Hidden information: no seat's view or visible events ever contain another seat's hand, face-down card
or exchange draw; the spectator sees none of them; the deck is never shown to anyone."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from services.modern_society.rules import ENGINE
from shared.domain.engine import fold, rng_for

from .ms_helpers import players


def private_cards(state, seat):
    cards = set(state["hands"][seat])
    if state["face_down"][seat]:
        cards.add(state["face_down"][seat])
    if state.get("drawn") and state["drawn"]["seat"] == seat:
        cards.update(state["drawn"]["cards"])
    return cards


def secrets_of_others(state, viewer):
    out = set()
    for s in range(state["n"]):
        if s != viewer:
            out |= private_cards(state, s)
    return out


def leaked(blob, cards):
    return [c for c in cards if f'"{c}"' in blob]


def check_game(n, seed, policy_seed):
    rng = random.Random(policy_seed)
    events = ENGINE.new_game(players(n), {}, random.Random(seed))
    state = fold(ENGINE, [])
    before = state
    for e in events:
        state = ENGINE.evolve(state, e)
    _check_events(before, state, events, n, is_setup=True)
    steps = 0
    while not ENGINE.is_over(state):
        for viewer in list(range(n)) + [None]:
            blob = json.dumps(ENGINE.view(state, viewer))
            assert not leaked(blob, secrets_of_others(state, viewer)), (viewer, steps)
            assert '"deck"' not in blob
        seat = rng.choice(ENGINE.pending(state))
        legal = ENGINE.legal(state, seat)
        cmd = legal[rng.randrange(len(legal))]
        new = ENGINE.decide(state, seat, cmd, rng_for(seed, steps))
        for e in new:
            # a seat knows the cards that were its own just before (e.g. the card stolen from it)
            own_before = [set(private_cards(state, s)) for s in range(n)]
            state = ENGINE.evolve(state, e)
            for viewer in list(range(n)) + [None]:
                known = own_before[viewer] if viewer is not None else set()
                secret = secrets_of_others(state, viewer) - known
                blob = json.dumps(ENGINE.event_view(e, viewer))
                assert not leaked(blob, secret), (viewer, e["type"], steps)
        steps += 1


def _check_events(_before, state, events, n, is_setup):
    for viewer in list(range(n)) + [None]:
        secret = secrets_of_others(state, viewer)
        for e in events:
            assert not leaked(json.dumps(ENGINE.event_view(e, viewer)), secret)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(3, 5), seed=st.integers(0, 10**6), policy_seed=st.integers(0, 10**6))
def test_no_view_or_event_leaks_another_seats_cards(n, seed, policy_seed):
    """Issue: "a property test that no seat's view or visible events ever contain another seat's hand or
    face-down card"; Round Sequence 1 "face down"; 4 Steal / Change "random card" from a hidden hand."""
    check_game(n, seed, policy_seed)


def test_redaction_keeps_the_count_of_drawn_cards():
    """Others see that cards were dealt or drawn (how many), never which."""
    events = ENGINE.new_game(players(4), {}, random.Random(5))
    dealt = next(e for e in events if e["type"] == "cards_dealt")
    seen = ENGINE.event_view(dealt, 2)
    assert seen["data"]["hands"][2] == dealt["data"]["hands"][2]
    assert seen["data"]["hands"][0] is None and seen["data"]["counts"] == [5, 5, 5, 5]
    assert all(h is None for h in ENGINE.event_view(dealt, None)["data"]["hands"])
