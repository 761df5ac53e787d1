"""Take-Away's bot: the perfect player (leave the other a multiple of max_take + 1 stones, when it can)."""

from __future__ import annotations


def perfect_command(engine, state, seat, rng):
    """The winning take when there is one; else one stone (a losing position: play on and hope)."""
    winning = state["left"] % (state["max_take"] + 1)
    return {"type": "take", "count": winning or 1}
