"""Engine protocol: decide accepts exactly what legal lists, refuses everything else with the rule and field;
hidden information never reaches a view or an event view."""

import json
import random

import pytest

from services.academic_society.rules import ENGINE
from shared.domain.engine import GameOver, IllegalMove, NotYourTurn, fold, rng_for

from .as_helpers import act, fresh, pending, players


def test_garbage_commands_are_refused_with_a_field():
    """Engine protocol: decide refuses unknown types, extra/missing/ill-typed fields and unknown values with
    IllegalMove naming the rulebook passage (rule) and the offending field."""
    state = fresh(3, seed=1)
    seat = pending(state)
    legal = ENGINE.legal(state, seat)
    good = legal[0]
    cases = [
        ({"type": "__not_a_move__"}, "type"),
        ({**good, "extra": 1}, "extra"),
        ({k: v for k, v in good.items() if k != "achieve"}, "achieve"),
        ({**good, "achieve": 1}, "achieve"),  # ill-typed: 1 is not a bool
        ({**good, "tile": "rc99"}, "tile"),
    ]
    for cmd, field in cases:
        with pytest.raises(IllegalMove) as err:
            ENGINE.decide(state, seat, cmd, random.Random(0))
        assert err.value.field == field, cmd
        assert err.value.rule
    with pytest.raises(IllegalMove):
        ENGINE.decide(state, seat, "declare", random.Random(0))
    with pytest.raises(IllegalMove):
        ENGINE.decide(state, seat, None, random.Random(0))


def test_every_legal_command_is_accepted_and_others_are_not_your_turn():
    """Engine protocol: decide accepts exactly what legal lists; a seat that owes nothing gets NotYourTurn."""
    state = fresh(4, seed=2)
    seat = pending(state)
    for cmd in ENGINE.legal(state, seat):
        events = ENGINE.decide(state, seat, cmd, random.Random(0))
        assert events and events[0]["data"]["command"] == cmd
    for other in range(4):
        if other != seat:
            assert ENGINE.legal(state, other) == []
            with pytest.raises(NotYourTurn):
                ENGINE.decide(state, other, ENGINE.legal(state, seat)[0], random.Random(0))


def test_game_over_refuses_commands():
    """Phase 6: 'When the round marker reaches the "END" space, the game ends' - no command is accepted after it."""
    state = fresh(2, seed=3)
    state["over"] = True
    with pytest.raises(GameOver):
        ENGINE.decide(state, 0, {"type": "declare"}, random.Random(0))


def test_unknown_event_leaves_state_unchanged():
    """evolve never raises."""
    state = fresh(2, seed=3)
    before = json.loads(json.dumps(state))
    assert ENGINE.evolve(state, {"type": "something_new", "v": 1, "data": {}}) == before


HIDDEN = ("rc_pile", "piles", "shuffle_keys")


def _contains_sequence(blob, seq):
    return json.dumps(seq) in blob if len(seq) >= 2 else False


@pytest.mark.parametrize("n", [2, 3, 4])
def test_views_and_event_views_never_show_deck_orders(n):
    """Hidden information (DESIGN.md: 'hands, face-down decks, deck order, the seed') never appears in any
    seat's view, the spectator view, or any event as a seat sees it."""
    for seed in range(6):
        events = ENGINE.new_game(players(n), {}, random.Random(seed))
        state = fold(ENGINE, events)
        rng = random.Random(seed)
        step = 0
        while not ENGINE.is_over(state):
            if step % 7 == 0:
                secrets = [state["rc_pile"]] + [state["piles"][b] for b in state["piles"]] + \
                    [k for b in state["shuffle_keys"] for k in state["shuffle_keys"][b]]
                for seat in list(range(n)) + [None]:
                    v = ENGINE.view(state, seat)
                    assert not any(k in v for k in HIDDEN)
                    blob = json.dumps(v)
                    assert not any(_contains_sequence(blob, s) for s in secrets)
                    assert v["rc_pile_count"] == len(state["rc_pile"])
            seat = pending(state)
            cmd = ENGINE.bot_command(state, seat, "random", rng)
            new = ENGINE.decide(state, seat, cmd, rng_for(seed, len(events) + 1))
            for e in new:
                events.append(e)
                state = ENGINE.evolve(state, e)
            step += 1
        for seat in list(range(n)) + [None]:
            for e in events:
                ev = ENGINE.event_view(e, seat)
                assert not any(k in ev["data"] for k in HIDDEN)
        setup_view = ENGINE.event_view(events[0], 0)
        assert setup_view["data"]["display"] == events[0]["data"]["display"]  # revealed tiles are public


def test_view_shows_the_prompt_and_public_state():
    """Views: everything on the table is public (Theories, boards, tiles); the pending decision is shown."""
    state = fresh(3, seed=4)
    v = ENGINE.view(state, 1)
    assert v["you"] == 1
    assert v["prompt"]["seat"] == pending(state)
    assert len(v["players"]) == 3 and "theories" in v["players"][0]
    assert ENGINE.view(state, None)["you"] is None


def test_bots_return_legal_commands():
    """Bots: both policies answer one of legal(state, seat); an unknown policy is refused."""
    state = fresh(4, seed=5)
    rng = random.Random(5)
    for _ in range(200):
        if ENGINE.is_over(state):
            break
        seat = pending(state)
        for policy in ("random", "heuristic"):
            cmd = ENGINE.bot_command(state, seat, policy, rng)
            assert cmd in ENGINE.legal(state, seat)
        state = act(state, seat, cmd)
    with pytest.raises(IllegalMove):
        ENGINE.bot_command(state, pending(state), "nonsense", rng)


def test_decide_refuses_arbitrary_garbage_with_rule_violations():
    """decide never crashes on malformed input: anything not in legal is a RuleViolation (property test)."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from shared.domain.engine import RuleViolation

    state = fresh(4, seed=11)
    seat = pending(state)
    legal = ENGINE.legal(state, seat)
    values = st.one_of(st.none(), st.booleans(), st.integers(-3, 20), st.text(max_size=6),
                       st.sampled_from(["declare", "place", "rc1", "salon", "mathematics", "t01"]),
                       st.lists(st.integers(), max_size=2))
    commands = st.one_of(values, st.dictionaries(st.sampled_from(["type", "tile", "achieve", "space", "pawn", "x"]),
                                                 values, max_size=4))

    @settings(max_examples=300, deadline=None)
    @given(commands)
    def check(cmd):
        if cmd in legal and isinstance(cmd, dict) and all(type(cmd[k]) is type(v) for k, v in
                                                          next(c for c in legal if c == cmd).items()):
            assert ENGINE.decide(state, seat, cmd, random.Random(0))
            return
        with pytest.raises(RuleViolation):
            ENGINE.decide(state, seat, cmd, random.Random(0))

    check()


def test_heuristic_bot_does_not_use_hidden_information():
    """Hidden information (DESIGN.md: face-down decks, deck order) must not steer a bot either: the heuristic's
    one-ply lookahead may run through a Phase 6 refresh or a Phase 1 reveal on its private copy, so its choice
    is checked to be the same whatever the hidden pile orders are."""
    state = fresh(4, seed=21)
    rng = random.Random(21)
    shuffler = random.Random(99)
    checked = 0
    step = 0
    while not ENGINE.is_over(state):
        seat = pending(state)
        seed = rng.random()
        cmd = ENGINE.bot_command(state, seat, "heuristic", random.Random(seed))
        if step % 3 == 0 and len(ENGINE.legal(state, seat)) > 1:
            other = json.loads(json.dumps(state))
            shuffler.shuffle(other["rc_pile"])
            for back in other["piles"]:
                shuffler.shuffle(other["piles"][back])
                for key in other["shuffle_keys"][back]:
                    shuffler.shuffle(key)
            assert ENGINE.bot_command(other, seat, "heuristic", random.Random(seed)) == cmd
            checked += 1
        state = act(state, seat, cmd)
        step += 1
    assert checked > 50
