"""The registry of every decision (prompt) of the Royal Society of Archeology.

A prompt is a small dict in state["queue"] naming who decides what; the front prompt is the pending
decision. Each rulebook section registers its prompts as k -> (legal, apply, interruptible, rule).
Interruptible prompts also accept the optional actions a player may take 'at any time during their turn'
(OPTIONAL, optional_actions.py).
"""

from __future__ import annotations

from . import (
    automa,
    bloomsbury,
    choices,
    final_scoring,
    game_setup,
    optional_actions,
    phase_a_upkeep,
    phase_b_activation,
    royal_museum,
    royal_requirements,
    the_city,
)

PROMPTS = {}
for _module in (game_setup, choices, phase_a_upkeep, phase_b_activation, royal_museum, the_city,
                optional_actions, bloomsbury, royal_requirements, automa, final_scoring):
    PROMPTS.update(_module.PROMPTS)

OPTIONAL = set(optional_actions.TYPES)
