"""The game as a declaration: 7 rounds of Phases 1-6, each phase a driver that schedules decision steps.

`advance` runs the phase drivers and resolves every step that has no choice (0 or 1 legal option)
until a real decision is owed or the game is over. It is deterministic: replaying events re-derives it.
"""

from __future__ import annotations

from . import (  # noqa: F401 (registers steps)
    action_spaces,
    phase1_contribution,
    phase2_research,
    phase3_authority,
    phase4_contribution_effects,
    phase5_treatise_results,
    phase6_preparation,
    sabbatical,
    theories,
    treatise_tiles,
)
from .steps import STEPS

PHASES = {
    1: phase1_contribution.drive,          # Phase 1: Contribution to the Nation
    2: phase2_research.drive,              # Phase 2: Research Activities
    3: phase3_authority.drive,             # Phase 3: Maintaining Authority
    4: phase4_contribution_effects.drive,  # Phase 4: Effects of Contribution
    5: phase5_treatise_results.drive,      # Phase 5: Treatise Presentation Results
    6: phase6_preparation.drive,           # Phase 6: Preparation for the Next Round
}


def advance(state: dict) -> dict:
    stack = state["stack"]
    while True:
        if not stack:
            if state["over"]:
                state["legal"] = []
                return state
            PHASES[state["phase"]](state)
            continue
        step = stack[-1]
        _rule, options, apply = STEPS[step["k"]]
        opts = options(state, step)
        if len(opts) > 1:
            state["legal"] = opts
            return state
        stack.pop()
        if opts:
            apply(state, step, opts[0])


def apply_command(state: dict, command: dict) -> dict:
    step = state["stack"].pop()
    STEPS[step["k"]][2](state, step, command)
    return advance(state)


def rule_of(state: dict) -> str:
    if not state.get("stack"):
        return "Game Overview"
    return STEPS[state["stack"][-1]["k"]][0]
