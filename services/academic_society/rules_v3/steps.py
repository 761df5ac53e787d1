"""Decision points: the small steps a compound choice is broken into.

A step is a dict {"k": kind, "seat": s, ...} on the state's stack (last = next). Each kind
declares the rulebook passage it implements, its legal options (complete commands) and how
a chosen option applies. `flow.advance` resolves steps with no or exactly one option
automatically, so players are only asked real choices.
"""

from __future__ import annotations

from collections.abc import Callable

Options = Callable[[dict, dict], list]
Apply = Callable[[dict, dict, dict], None]

STEPS: dict[str, tuple[str, Options, Apply]] = {}


def register(kind: str, rule: str, options: Options, apply: Apply) -> None:
    STEPS[kind] = (rule, options, apply)


def push(state: dict, step: dict) -> None:
    state["stack"].append(step)


def push_all(state: dict, steps: list[dict]) -> None:
    """Schedule steps to run in the listed order."""
    state["stack"].extend(reversed(steps))
