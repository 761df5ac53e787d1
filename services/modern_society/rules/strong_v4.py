"""A candidate for Modern Society's `strong` version 4 (issue 39), registered as no version: version 3's search,
with the Law decisions (step 7: converting influence and buying a Law) judged at the game's end.

Why: the winner is the seat that completes a Value's climb first (1, 3, 6, 11 vp), and a Law bought or declined
decides that race for the rounds that follow; version 3 judges every decision on play-outs of 75 decisions (about
three rounds) valued by its estimate, which reads the race only as far as the next Law. Here the convert and buy
decisions are played out to the game's end instead (every seat still the heuristic) and valued by the final
result: the seat's vp minus the best other seat's, one point more for a sole win and one less for a loss (a
shared win zero), squashed as version 3 squashes its estimate. Every other decision is version 3's.

    python -m shared.tools.strength_bench modern_society 5 --start S --games 134 --processes 1 \
        --chooser services.modern_society.rules.strong_v4:law_endgame_command --log LOG.jsonl

`long_term_endgame_command` plays the exchange decisions (step 8) out to the game's end as well.
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import replace

from shared.domain.engine import RuleViolation, detached
from shared.domain.ismcts import _key, _simulate, apply, root_candidates

from . import strong_v3
from .strong import SETTINGS
from .strong_v3 import CONFIRM_WORLDS, FIRST_WORLDS, LOOKS, RACE_SETTINGS, look
from .winning import score

LAW_PHASES = ("convert", "buy")
GAME_LENGTH = 10_000  # decisions: far beyond any game's, so a play-out ends with the game


def final_margin(engine, world: dict, seat: int) -> float:
    """A finished play-out: the seat's vp minus the best other seat's, +1 for a sole win, -1 for a loss; a
    play-out the horizon cut short (it should not be): version 3's estimate. Squashed into [0, 1] as
    ismcts._reward squashes the estimate."""
    if not world["over"]:
        margin = strong_v3.evaluate(world, seat)
    else:
        result = score(world)
        totals = {p["seat"]: p["total"] for p in result["players"]}
        best_other = max(totals[s] for s in totals if s != seat)
        winners = result["winners"]
        bonus = (1.0 if len(winners) == 1 else 0.0) if seat in winners else -1.0
        margin = totals[seat] - best_other + bonus
    return 1.0 / (1.0 + math.exp(-margin / RACE_SETTINGS.scale))


ENDGAME_SETTINGS = replace(RACE_SETTINGS, horizon=GAME_LENGTH, outcome=final_margin)


def played_on(engine, settings, state: dict, seat: int, commands: list[dict], world: dict,
              draws: int) -> list[float]:
    """strong_v3.played_on with the settings given."""
    values = []
    for command in commands:
        simulation = random.Random(draws)
        try:
            after = apply(engine, detached(world), seat, command, simulation)
        except RuleViolation:
            values.append(math.nan)
            continue
        values.append(_simulate(engine, settings, after, seat, simulation))
    return values


def _mean(values: list[float]) -> float:
    kept = [v for v in values if not math.isnan(v)]
    return statistics.fmean(kept) if kept else -math.inf


def search(engine, settings, state: dict, seat: int, rng: random.Random) -> dict:
    """strong_v3.strong_command's search (the same draws from `rng`, in the same order), its play-outs under
    `settings`."""
    legal, preferred = root_candidates(engine, RACE_SETTINGS, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = RACE_SETTINGS.determinize(state, seat, rng)
        rows.append(played_on(engine, settings, state, seat, legal, world, rng.getrandbits(64)))
    means = [_mean([row[i] for row in rows]) for i in range(len(legal))]
    if prior is None:
        return legal[max(range(len(legal)), key=lambda i: means[i])]
    challenger = max((i for i in range(len(legal)) if i != prior), key=lambda i: means[i])
    if means[challenger] <= means[prior]:
        return legal[prior]
    pair = [legal[challenger], legal[prior]]
    differences = [row[challenger] - row[prior] for row in rows if not math.isnan(row[challenger] - row[prior])]
    for _ in range(LOOKS):
        for _ in range(CONFIRM_WORLDS):
            world = RACE_SETTINGS.determinize(state, seat, rng)
            both = played_on(engine, settings, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]


def law_endgame_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3, the Law decisions played out to the game's end."""
    settings = ENDGAME_SETTINGS if state.get("phase") in LAW_PHASES else RACE_SETTINGS
    return search(engine, settings, state, seat, rng)


LONG_TERM_PHASES = ("convert", "buy", "exchange", "keep")


def long_term_endgame_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3, the decisions whose effect lasts past the round played out to the game's end: the Law decisions,
    and the exchange (which card to give up, or none, and which drawn card to keep), since the hand a seat keeps
    carries into later rounds and seasons (step 10 deals new cards on top of it)."""
    settings = ENDGAME_SETTINGS if state.get("phase") in LONG_TERM_PHASES else RACE_SETTINGS
    return search(engine, settings, state, seat, rng)


def v3_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3 through this module's search (a check that the copy chooses what version 3 chooses)."""
    return search(engine, RACE_SETTINGS, state, seat, rng)


__all__ = ["law_endgame_command", "long_term_endgame_command", "v3_command", "SETTINGS"]
