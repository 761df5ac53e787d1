"""Engine protocol: legality, refusals with rule and field, hidden information in views and events."""

import copy
import json
import random

import pytest

from services.royal_archeology.rules import ENGINE
from shared.domain.engine import Engine, GameOver, IllegalMove, NotYourTurn
from shared.domain.simulation import play_random_game
from tests.royal_archeology.ra_helpers import front, new_state, players, step, to_turns


def test_engine_protocol_attributes():
    assert isinstance(ENGINE, Engine)
    assert ENGINE.name == "royal_archeology"
    assert ENGINE.seat_kinds == ("human", "bot", "automa")
    assert {"random", "heuristic", "automa"} <= set(ENGINE.bot_policies)
    assert ENGINE.min_players == 1 and ENGINE.max_players == 4


@pytest.mark.parametrize("command, field", [
    ({"type": "__not_a_move__"}, "type"),
    ({"type": "activate"}, "explorer"),
    ({"type": "activate", "explorer": 0, "extra": 1}, "extra"),
    ({"type": "activate", "explorer": True}, "explorer"),
    ({"type": "activate", "explorer": "0"}, "explorer"),
    ({"type": "activate", "explorer": 7}, "explorer"),
    ({"type": "take_favor", "space": 1}, "type"),
    ({"type": 3}, "type"),
    ({}, "type"),
])
def test_garbage_commands_are_refused_with_field_and_rule(command, field):
    state = to_turns(3, seed=1)
    seat = front(state)["seat"]
    with pytest.raises(IllegalMove) as err:
        ENGINE.decide(state, seat, command, random.Random(0))
    assert err.value.field == field and err.value.rule


def test_non_dict_command_refused():
    state = to_turns(3, seed=1)
    with pytest.raises(IllegalMove):
        ENGINE.decide(state, front(state)["seat"], ["activate"], random.Random(0))


def test_not_your_turn():
    state = to_turns(3, seed=1)
    seat = front(state)["seat"]
    other = (seat + 1) % 3
    with pytest.raises(NotYourTurn) as err:
        ENGINE.decide(state, other, {"type": "activate", "explorer": 0}, random.Random(0))
    assert err.value.code == "not_your_turn"
    assert ENGINE.legal(state, other) == []


def test_game_over_refuses_commands():
    r = play_random_game(ENGINE, players(3), {}, 3, check=False)
    assert ENGINE.pending(r.state) == [] and ENGINE.legal(r.state, 0) == []
    with pytest.raises(GameOver):
        ENGINE.decide(r.state, 0, {"type": "end_turn"}, random.Random(0))


def test_every_legal_command_is_accepted_and_decide_does_not_mutate():
    """decide accepts exactly what legal lists, without changing the state."""
    rng = random.Random(4)
    state, _ = new_state(4, seed=4)
    for _ in range(150):
        if ENGINE.is_over(state):
            break
        seat = ENGINE.pending(state)[0]
        legal = ENGINE.legal(state, seat)
        before = copy.deepcopy(state)
        for cmd in legal:
            assert ENGINE.decide(state, seat, cmd, random.Random(1))
        assert state == before
        step(state, seat, legal[rng.randrange(len(legal))])


def test_optional_actions_listed_whenever_allowed():
    state = to_turns(3, seed=2)
    seat = front(state)["seat"]
    assert {"type": "gain_reputation"} in ENGINE.legal(state, seat)


# ---- hidden information --------------------------------------------------------------

def _perturb_secrets(state, viewer):
    s = copy.deepcopy(state)
    sec = s["secret"]
    sec["deck"].reverse()
    sec["patron_deck"].reverse()
    for bag in sec["bags"].values():
        bag.reverse()
    for stack in sec["bloomsbury"].values():
        stack.reverse()
    sec["box10"].reverse()
    if "automa_deck" in sec:
        sec["automa_deck"].reverse()
    for p in s["players"]:
        if p["seat"] == viewer or "private" not in p:
            continue
        for key, cards in p["private"].items():
            p["private"][key] = [c + 1000 for c in cards]
    return s


def _snapshots(n, options, seed, automa_at=None):
    state, _ = new_state(n, options, seed, automa_at)
    rng = random.Random(seed)
    out = []
    i = 0
    while not ENGINE.is_over(state):
        if i % 7 == 0:
            out.append(copy.deepcopy(state))
        seat = ENGINE.pending(state)[0]
        legal = ENGINE.legal(state, seat)
        step(state, seat, legal[rng.randrange(len(legal))], seed=i)
        i += 1
    return out


@pytest.mark.parametrize("n, options, automa_at", [(3, {}, None), (4, {}, None), (1, {"mode": "solo"}, 1),
                                                    (2, {}, None), (2, {"mode": "competitive"}, 2)])
def test_views_never_show_other_seats_secrets_or_deck_orders(n, options, automa_at):
    """Property: changing deck orders and another seat's hand/Study cards never changes a seat's view."""
    seats = n + (1 if automa_at is not None else 0)
    for seed in range(2):
        for snap in _snapshots(n, options, seed, automa_at):
            for viewer in list(range(seats)) + [None]:
                v1 = ENGINE.view(snap, viewer)
                v2 = ENGINE.view(_perturb_secrets(snap, viewer), viewer)
                assert v1 == v2
                assert "secret" not in v1
                json.dumps(v1)
                for p in v1["players"]:
                    if p["seat"] != viewer:
                        assert "private" not in p


def test_view_shows_own_hand_and_private_prompt():
    state = to_turns(3, seed=6)
    seat = front(state)["seat"]
    p = state["players"][seat]
    v = ENGINE.view(state, seat)
    mine = next(x for x in v["players"] if x["seat"] == seat)
    assert mine["private"]["hand"] == p["private"]["hand"]
    state["queue"][:] = [{"k": "patron", "seat": seat, "cards": [1, 2], "level": 3}]
    assert ENGINE.view(state, seat)["pending"]["cards"] == [1, 2]
    assert ENGINE.view(state, (seat + 1) % 3)["pending"]["cards"] == 2
    assert ENGINE.view(state, None)["pending"]["cards"] == 2


def test_event_view_redacts_setup_secrets_rolls_and_kept_cards():
    r = play_random_game(ENGINE, players(3), {}, 8, check=False)
    setup = r.events[0]
    for seat in (0, 1, 2, None):
        ev = ENGINE.event_view(setup, seat)
        assert "secret" not in ev["data"]
        for s, deal in ev["data"]["deals"].items():
            if seat is None or int(s) != seat:
                assert all(isinstance(v, int) for v in deal.values())
            else:
                assert deal == setup["data"]["deals"][s]
    for e in r.events[1:]:
        for seat in (0, 1, 2, None):
            ev = ENGINE.event_view(e, seat)
            assert "rolls" not in ev["data"]
            if e["type"] == "card_kept" and e["data"]["seat"] != seat:
                assert ev["data"]["command"] == {"type": "keep_card"}


def test_fold_reproduces_state_and_json_round_trip():
    from shared.domain.engine import fold
    r = play_random_game(ENGINE, players(4), {}, 12, check=False)
    again = fold(ENGINE, [json.loads(json.dumps(e)) for e in r.events])
    assert again == r.state
    assert json.loads(json.dumps(r.state)) == r.state


try:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st
except ImportError:  # pragma: no cover
    given = None

if given is not None:

    @settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(min_value=0, max_value=10**6), n=st.sampled_from([2, 3, 4]))
    def test_property_views_hide_secrets(seed, n):
        """Property (any seed, any count): a seat's view is blind to deck orders and to other seats' private cards."""
        snaps = _snapshots(n, {}, seed)
        for snap in snaps[:: max(1, len(snaps) // 6)]:
            for viewer in list(range(n)) + [None]:
                assert ENGINE.view(snap, viewer) == ENGINE.view(_perturb_secrets(snap, viewer), viewer)

    @settings(max_examples=12, deadline=None)
    @given(seed=st.integers(min_value=0, max_value=10**6), n=st.sampled_from([3, 4]))
    def test_property_setup_event_view_hides_secrets(seed, n):
        """Property: the setup event as a seat sees it does not depend on deck orders or other seats' deals."""
        event = ENGINE.new_game(players(n), {}, random.Random(seed))[0]
        for viewer in list(range(n)) + [None]:
            other = copy.deepcopy(event)
            for val in other["data"]["secret"].values():
                if isinstance(val, dict):
                    for v in val.values():
                        v.reverse()
                else:
                    val.reverse()
            for s, deal in other["data"]["deals"].items():
                if viewer is None or int(s) != viewer:
                    for k in deal:
                        deal[k] = [c + 1000 for c in deal[k]]
            assert ENGINE.event_view(event, viewer) == ENGINE.event_view(other, viewer)
