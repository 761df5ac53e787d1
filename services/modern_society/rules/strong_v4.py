"""The `strong` policy, version 4 (issue 39): version 3's search (strong_v3.py) on worlds that agree with what the
other seats have played this season.

Version 3 draws its worlds by dealing the cards it cannot see at random (strong.determinize). But its play-outs
model every other seat as the heuristic, which, given its hand, plays the card it values most: on a world whose
hands are dealt at random the modelled seats play cards they very likely do not hold. Handed the real hands
(a diagnostic, not a policy: docs/bench.md, main's fadd055), version 3 won 15 points more of the same tuning
games. The table tells part of that for free: every card a seat revealed this season was, when it chose it,
the card of its hand it valued most, so the cards still in its hand are mostly ones it valued less then; and
a card lying face down now is the one it values most in this very position.

Version 4 weighs each world by that agreement, reading public information only (the table's cards, who played
them and when, the Value track, the Laws and the supply) and the seat's own hand (through the pool of cards it
cannot see): a card in another seat's hand (or face down) that the seat would have played instead of a card it
revealed this season counts STRAY; one it would play instead of the card it has face down now counts
FACE_DOWN_STRAY. STRAY is not near zero because a hand also changes after a play (cards drawn, stolen, kept
from an exchange) and because the past position is rebuilt from the present one (the track wound back by the
revealed cards' adjustments, the Laws and supply as they are now). The worlds are drawn by a Metropolis chain of
swaps from a determinization (SWAPS proposals), so each is drawn from the weighted distribution, not picked. A
seat whose policy is `random` plays no card for a reason: its hand is left as dealt.

Nothing else changes: version 3's estimate, its shortlist, the heuristic's choice as the prior, the paired
first stage and the sequential confirmation. Versions 1-3 stay as they were: games recorded with them replay
with them (shared.domain.policy_versions).
"""

from __future__ import annotations

import math
import random

from shared.domain.ismcts import _key, root_candidates

from .components import TOPICS, TRACK_MAX, TRACK_MIN
from .strong import CardValues, determinize
from .strong_v3 import LOOKS, RACE_SETTINGS, CONFIRM_WORLDS, FIRST_WORLDS, _mean, look, played_on

STRAY = 0.35  # a held card the seat would have revealed instead of one it revealed this season, per such play
FACE_DOWN_STRAY = 0.05  # a held card the seat would play now instead of the one it has face down
SWAPS = 150  # Metropolis proposals per world, each a swap of two hidden cards between different places

HAND = "hand"


def past_positions(state: dict) -> list[tuple[int, int, int, dict]]:
    """Every card revealed this season as (seat, card, wave, the position when the seat chose it): the table as it
    was before that wave's reveal, the Value track wound back by the adjustments of the cards revealed since
    (step 3 moves each marker by the revealed cards' sum, kept within the track), the rest as it is now."""
    table = state["table"]
    seen: dict[tuple[int, int], int] = {}
    # A reveal is a run of rows of one round and one wave: wave 1 rows precede wave 2 rows within a round.
    runs: list[tuple[int, int]] = []  # (first row, wave)
    previous = None
    for index, (seat, _, rnd) in enumerate(table):
        wave = seen.get((seat, rnd), 0) + 1
        seen[(seat, rnd)] = wave
        if (rnd, wave) != previous:
            runs.append((index, wave))
            previous = (rnd, wave)
    track = state["track"][:]
    out = []
    for number in range(len(runs) - 1, -1, -1):
        first, wave = runs[number]
        last = runs[number + 1][0] if number + 1 < len(runs) else len(table)
        cards = [row[1] for row in table[first:last]]
        for v in range(4):
            track[v] = max(TRACK_MIN, min(TRACK_MAX, track[v] - sum(TOPICS[c].adjust[v] for c in cards)))
        then = {**state, "table": table[:first], "track": track[:], "phase": "play", "wave": wave}
        out.extend((seat, card, wave, then) for seat, card, _ in table[first:last])
    return out


class WorldSampler:
    """Worlds for one decision of `seat`, each weighted by how well the other seats' hidden cards agree with
    their plays (see the module's docstring). The weights are worked out once per decision."""

    def __init__(self, state: dict, seat: int):
        self.state = state
        self.seat = seat
        n = state["n"]
        self.inferred = [s for s in range(n) if s != seat and state["players"][s].get("policy") != "random"]
        unseen = set(state["deck"])  # every card the seat cannot see: strong.determinize's pool
        for s in range(n):
            if s != seat:
                unseen.update(self._hidden_of(state, s))
        self.penalty: dict[int, dict[str, float]] = {s: {} for s in self.inferred}  # log-weight of a held card
        log_stray = math.log(STRAY)
        for other, played, _, then in past_positions(state):
            if other not in self.penalty:
                continue
            values = CardValues(then, other)
            bar = values(played)
            row = self.penalty[other]
            for card in unseen:
                if values(card) > bar:
                    row[card] = row.get(card, 0.0) + log_stray
        self.now = {s: CardValues(state, s) for s in self.inferred if state["face_down"][s] is not None}

    @staticmethod
    def _hidden_of(world: dict, seat: int) -> list[str]:
        cards = list(world["hands"][seat])
        if world["face_down"][seat] is not None:
            cards.append(world["face_down"][seat])
        drawn = world["drawn"]
        if drawn is not None and drawn["seat"] == seat:
            cards += drawn["cards"]
        return cards

    def log_weight(self, world: dict, seat: int) -> float:
        if seat not in self.penalty:
            return 0.0
        row = self.penalty[seat]
        hand = world["hands"][seat]
        total = sum(row.get(card, 0.0) for card in hand)
        face_down = world["face_down"][seat]
        if face_down is not None:
            total += row.get(face_down, 0.0)
            values = self.now.get(seat)
            if values is not None:
                bar = values(face_down)
                total += math.log(FACE_DOWN_STRAY) * sum(1 for card in hand if values(card) > bar)
        return total

    def draw(self, rng: random.Random) -> dict:
        """A world drawn from the seat's view (a determinization), then SWAPS Metropolis swaps towards the weighted
        distribution: a card held by an inferred seat (or face down) against any other hidden card."""
        world = determinize(self.state, self.seat, rng)
        if not self.inferred or not any(self.penalty.values()) and not self.now:
            return world
        places = self._places(world)
        held = [p for p in places if p[0] in self.penalty]
        if not held:
            return world
        for _ in range(SWAPS):
            a = held[rng.randrange(len(held))]
            b = places[rng.randrange(len(places))]
            if a[0] == b[0]:
                continue
            owners = {a[0], b[0]} & set(self.penalty)
            before = sum(self.log_weight(world, s) for s in owners)
            first, second = self._get(world, a), self._get(world, b)
            self._set(world, a, second)
            self._set(world, b, first)
            after = sum(self.log_weight(world, s) for s in owners)
            if after < before and rng.random() >= math.exp(after - before):
                self._set(world, a, first)
                self._set(world, b, second)
        return world

    def _places(self, world: dict) -> list[tuple]:
        """Every hidden card's place in the world: (owner, where, index); the deck and another seat's drawn
        cards are owned by no inferred seat."""
        places: list[tuple] = [(-1, "deck", i) for i in range(len(world["deck"]))]
        for s in range(world["n"]):
            if s == self.seat:
                continue
            places += [(s, HAND, i) for i in range(len(world["hands"][s]))]
            if world["face_down"][s] is not None:
                places.append((s, "face_down", 0))
        drawn = world["drawn"]
        if drawn is not None and drawn["seat"] != self.seat:
            places += [(-2, "drawn", i) for i in range(len(drawn["cards"]))]
        return places

    @staticmethod
    def _get(world: dict, place: tuple) -> str:
        owner, where, index = place
        if where == HAND:
            return world["hands"][owner][index]
        if where == "face_down":
            return world["face_down"][owner]
        if where == "drawn":
            return world["drawn"]["cards"][index]
        return world["deck"][index]

    @staticmethod
    def _set(world: dict, place: tuple, card: str) -> None:
        owner, where, index = place
        if where == HAND:
            world["hands"][owner][index] = card
        elif where == "face_down":
            world["face_down"][owner] = card
        elif where == "drawn":
            world["drawn"]["cards"][index] = card
        else:
            world["deck"][index] = card


def strong_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """strong_v3.strong_command with its worlds drawn by a WorldSampler (the same stages, tests and budget)."""
    legal, preferred = root_candidates(engine, RACE_SETTINGS, state, seat, rng)
    if len(legal) == 1:
        return legal[0]
    worlds = WorldSampler(state, seat)
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        rows.append(played_on(engine, state, seat, legal, worlds.draw(rng), rng.getrandbits(64)))
    means = [_mean([row[i] for row in rows]) for i in range(len(legal))]
    if prior is None:  # no heuristic choice among the candidates (it should not happen): the best mean
        return legal[max(range(len(legal)), key=lambda i: means[i])]
    challenger = max((i for i in range(len(legal)) if i != prior), key=lambda i: means[i])
    if means[challenger] <= means[prior]:
        return legal[prior]
    pair = [legal[challenger], legal[prior]]
    differences = [row[challenger] - row[prior] for row in rows if not math.isnan(row[challenger] - row[prior])]
    for _ in range(LOOKS):
        for _ in range(CONFIRM_WORLDS):
            both = played_on(engine, state, seat, pair, worlds.draw(rng), rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        if verdict is not None:
            return legal[challenger] if verdict else legal[prior]
    return legal[prior]
