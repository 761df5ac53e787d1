"""Decisions that spend or gain Theories "of any subject" one at a time (Lecture Hall, Salon,
bonus actions, Contribution track bonuses, Treatise tiles). Theory track maximum: 6."""

from __future__ import annotations

from .components import SUBJECTS, THEORY_MAX
from .individual_board import gain_one
from .steps import push, register


def _spend_options(state: dict, step: dict) -> list:
    th = state["players"][step["seat"]]["theories"]
    return [{"type": "spend_theory", "subject": s} for s in SUBJECTS if th[s] > 0]


def _spend_apply(state: dict, step: dict, cmd: dict) -> None:
    state["players"][step["seat"]]["theories"][cmd["subject"]] -= 1
    if step["n"] > 1:
        push(state, {"k": "spend_any", "seat": step["seat"], "n": step["n"] - 1})


def _gain_options(state: dict, step: dict) -> list:
    # A subject already at 6 gains nothing: "The maximum you can hold in each subject is 6."
    th = state["players"][step["seat"]]["theories"]
    return [{"type": "gain_theory", "subject": s} for s in SUBJECTS if th[s] < THEORY_MAX]


def _gain_apply(state: dict, step: dict, cmd: dict) -> None:
    gain_one(state["players"][step["seat"]], cmd["subject"])
    if step["n"] > 1:
        push(state, {"k": "gain_any", "seat": step["seat"], "n": step["n"] - 1})


register("spend_any", "Spend any Theories (Lecture Hall: 'Spend any 3 Theories in total'; Salon: 'Spend any 2 Theories')",
         _spend_options, _spend_apply)
register("gain_any", "Gain a Theory of any subject (Theory track maximum 6)", _gain_options, _gain_apply)
