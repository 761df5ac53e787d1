"""The Academic Society `strong` policy (rules/strong.py): what its determinizations hold, where its
play-outs stop, and that it decides among the legal commands reproducibly."""

from __future__ import annotations

import random

from services.academic_society.rules import ENGINE, strong
from shared.domain.engine import detached

from .as_helpers import fresh


def test_a_determinization_never_copies_the_hidden_reshuffle_orders():
    """Two games that differ only in their hidden reshuffle orders (and pile orders) give the same
    determinization from the same rng: what the search plays on depends on the seat's view alone."""
    state = fresh(4, seed=1)
    twin = detached(state)
    for back, keys in twin["shuffle_keys"].items():
        twin["shuffle_keys"][back] = [list(reversed(k)) for k in keys]
        twin["piles"][back] = list(reversed(twin["piles"][back]))
    twin["rc_pile"] = list(reversed(twin["rc_pile"]))
    assert twin["shuffle_keys"] != state["shuffle_keys"]
    world = strong.determinize(state, 0, random.Random(3))
    assert world == strong.determinize(twin, 0, random.Random(3))
    for back, keys in world["shuffle_keys"].items():
        assert len(keys) == len(state["shuffle_keys"][back])
        assert all(sorted(k) == sorted(state["shuffle_keys"][back][0]) for k in keys)  # orders of the same tiles


def test_a_play_out_stops_at_the_next_round_boundary_or_the_end():
    state = fresh(4, seed=2)
    world = strong.determinize(state, 0, random.Random(0))
    strong.play_out(ENGINE, world, 0, random.Random(0), min_steps=0)
    assert world["round"] == 2 and not world["over"]
    world = strong.determinize(state, 0, random.Random(0))
    outcome = strong.play_out(ENGINE, world, 0, random.Random(0), min_steps=10_000)
    assert world["over"]
    result = ENGINE.score(world)
    totals = {r["seat"]: r["total"] for r in result["players"]}
    won = 0.5 / len(result["winners"]) if 0 in result["winners"] else 0.0
    assert outcome == totals[0] - max(totals[s] for s in (1, 2, 3)) + won  # the real scores at the end


def test_the_strong_bot_picks_a_legal_command_reproducibly():
    state = fresh(4, seed=3)
    seat = ENGINE.pending(state)[0]
    chosen = ENGINE.bot_command(state, seat, "strong", random.Random(7))
    assert chosen in ENGINE.legal(state, seat)
    assert ENGINE.bot_command(state, seat, "strong", random.Random(7)) == chosen
