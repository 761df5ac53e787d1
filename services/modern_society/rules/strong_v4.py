"""A candidate for the `strong` policy's version 4 (issue 39; registered as no version): version 3's search
(strong_v3.py) with a stronger model of the seat's own play.

Version 3's search is one step of policy improvement over the heuristic: every candidate is played out with
every seat, the searcher too, playing the heuristic, and the heuristic's choice is kept unless a departure is
confirmed. What it can gain is bounded by how well the seat plays in its own play-outs. Alone, against four
heuristic seats at 5 players, the heuristic wins its fair share; `focused_command` below wins about 2-3 points
more (docs/bench.md: `python -m services.modern_society.base_policy_tuning`), by three changes to the heuristic's
wants and exchange, each measured on its own on tuning seeds:

- the race for a Law (version 3's `ahead_in_race`): a Value whose next Law will go to seats ahead in the buying
  order (step 7.1.2: most influence first) before the seat counts as out of reach (bots._want's 0.3);
- a main Value: the Value of the seat's highest Law (then its most influence), while its next Law is in reach,
  is wanted FOCUS more (the winner nearly always completes one Value's climb: docs/bench.md);
- a card is exchanged below EXCHANGE_BELOW (the heuristic's 2.5).

The search then uses it for the seat (its prior and its own moves in the play-outs); the other seats stay the
heuristic, which is what they play. A second candidate, `mimic_strong_command`, models the seat instead by the
heuristic with version 3's own most frequent departures from it (`mimic_command`), so that the play-outs follow
the seat as the search plays it rather than as the heuristic would.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from shared.domain.engine import RuleViolation, detached
from shared.domain.ismcts import _key, _simulate, apply, root_candidates

from .bots import _convert
from .components import LAWS
from .strong import CardValues, _buy, card_value, leads, model_command, wants
from .strong_v3 import (
    CONFIRM_WORLDS,
    FIRST_WORLDS,
    LOOKS,
    OUT_OF_REACH,
    RACE_SETTINGS,
    _mean,
    ahead_in_race,
    look,
    next_levels,
    open_copies,
)

FOCUS = 1.0  # added to the want of the seat's main Value (the heuristic's wants are 1.0-1.4 in reach)
EXCHANGE_BELOW = 4.0  # the heuristic exchanges its worst card below 2.5


def focused_wants(state: dict, seat: int) -> list[float]:
    """strong.wants with version 3's race (a Value whose next Law the seats ahead will take counts OUT_OF_REACH)
    and FOCUS more for the seat's main Value."""
    out = wants(state, seat)
    n = state["n"]
    influence = state["inf"]
    levels = [next_levels(state, s) for s in range(n)]
    copies = open_copies(state)
    for v in range(4):
        level = levels[seat][v]
        if out[v] > OUT_OF_REACH and ahead_in_race(state, seat, v, level, levels, influence) >= copies[(v, level)]:
            out[v] = OUT_OF_REACH
    stacks = state["laws"][seat]
    main = max(range(4), key=lambda v: (LAWS[stacks[v][-1]]["vp"] if stacks[v] else 0, influence[seat][v]))
    if out[main] > OUT_OF_REACH:
        out[main] += FOCUS
    return out


class FocusedValues:
    """The card values of `focused_command` for one seat in one state, each worked out once."""

    __slots__ = ("state", "seat", "want", "second_wave", "cache")

    def __init__(self, state: dict, seat: int):
        self.state = state
        self.seat = seat
        self.want = focused_wants(state, seat)
        self.second_wave = state["phase"] == "play" and state["wave"] == 2
        self.cache: dict[str, float] = {}

    def lead(self, v: int) -> bool:
        return leads(self.state, self.seat, v)

    def __call__(self, card: str) -> float:
        value = self.cache.get(card)
        if value is None:
            value = self.cache[card] = card_value(self.state, card, self.want, self.lead, self.second_wave)
        return value


def focused_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """The heuristic (strong.model_command) with `focused_wants` and EXCHANGE_BELOW."""
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    phase = state["phase"]
    if phase in ("play", "keep"):
        values = FocusedValues(state, seat)
        return max((c for c in legal if c["type"] in ("play", "keep")), key=lambda c: values(c["card"]))
    if phase == "change":
        values = FocusedValues(state, seat)
        return min(legal, key=lambda c: values(c["card"]))
    if phase == "exchange":
        values = FocusedValues(state, seat)
        worst = min((c for c in legal if c["type"] == "exchange"), key=lambda c: values(c["card"]))
        return worst if values(worst["card"]) < EXCHANGE_BELOW else {"type": "pass"}
    if phase == "convert":
        return _convert(state, seat, legal)
    if phase == "buy":
        return _buy(state, seat, legal)
    return model_command(engine, state, seat, rng)  # features: the heuristic's choice


ABILITY_LAST_X2 = {"discount": 3, "override": 2, "convert": 1, "x2": 0}  # bots.ABILITY_PREF puts x2 second


def mimic_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """The heuristic with two of version 3's most frequent departures from it (docs/bench.md, 75 games of seeds
    73,000-73,079): a Law's =x2 ability taken last, not second; a card exchanged below EXCHANGE_BELOW."""
    legal = engine.legal(state, seat)
    if len(legal) > 1 and state["phase"] == "buy":
        command = _buy(state, seat, legal)
        if command["type"] != "buy_law":
            return command
        return max((c for c in legal if c["type"] == "buy_law"),
                   key=lambda c: (ABILITY_LAST_X2[LAWS[c["law"]]["kind"]], c["law"]))
    if len(legal) > 1 and state["phase"] == "exchange":
        values = CardValues(state, seat)
        worst = min((c for c in legal if c["type"] == "exchange"), key=lambda c: values(c["card"]))
        return worst if values(worst["card"]) < EXCHANGE_BELOW else {"type": "pass"}
    return model_command(engine, state, seat, rng)


def settings_for(seat: int, own=None, prior=None):
    """Version 3's settings with the seat itself modelled by `own` (default `focused_command`; its own moves in the
    play-outs, and its prior unless `prior` is given), every other seat by the heuristic."""
    own = own or focused_command

    def rollout(engine, world, mover, rng):
        return (own if mover == seat else model_command)(engine, world, mover, rng)
    return replace(RACE_SETTINGS, rollout=rollout, prior=prior or own)


def played_on(engine, settings, state: dict, seat: int, commands: list[dict], world: dict, draws: int) -> list[float]:
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


def mimic_strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """strong_v3.strong_command with the seat modelled by `mimic_command`."""
    return strong_command(engine, state, seat, rng, own=mimic_command)


def mimic_rollouts_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """strong_v3.strong_command with the seat's own later moves in the play-outs modelled by `mimic_command` and the
    heuristic's choice as the prior, as in version 3."""
    return strong_command(engine, state, seat, rng, own=mimic_command, prior=model_command)


def strong_command(engine, state: dict, seat: int, rng: random.Random, own=None, prior=None) -> dict:
    """strong_v3.strong_command with `settings_for(seat, own, prior)`."""
    settings = settings_for(seat, own, prior)
    legal, preferred = root_candidates(engine, settings, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = settings.determinize(state, seat, rng)
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
            world = settings.determinize(state, seat, rng)
            both = played_on(engine, settings, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]
