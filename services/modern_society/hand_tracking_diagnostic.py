"""Diagnostic for issue 39, not a policy (no platform interface hands a policy the history yet): what version 3's
search gains on worlds drawn from everything the seat has seen of the game, its own view of every event.

The other seats play the heuristic, which is deterministic given its hand: it reveals the card it values most,
exchanges the card it values least when that is below 2.5 (and passes otherwise), keeps the better of two drawn
cards. Each of those is public (the reveal, the card exchanged or the pass, the drawn card not kept), so each
bounds the value, in the position it was chosen in, of the cards the seat held then. `HandTracker` follows every
other seat's hand as tokens, one per hidden card, each carrying the bounds it has been under since it arrived
(a card dealt, drawn, stolen, taken or given), and removes a token when a card leaves the hand (the revealed,
exchanged, discarded, stolen or given card, matched with a token whose bounds admit it). It reads only the seat's
view of each event (hidden.event_view) and the public parts of the position before it (the track, the table, the
Laws, the supply, the phase and wave: what CardValues reads).

A world (`HandTracker.world`) deals the cards the seat cannot see again, the most bounded tokens first, each a
card its bounds admit (any unused card when none is left); a seat with a card face down in the play step then has
its dealt cards' best face down (strong_v4.consistent_determinize's rule).

    python -m services.modern_society.hand_tracking_diagnostic FIRST_SEED GAMES LOG.jsonl [--any-face-down]

(5 players; --any-face-down: a face-down card is any of the seat's dealt cards, as version 3 deals it, so that the
hands' tracking is measured apart from the face-down rule.)
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
from dataclasses import replace

from services.modern_society.rules import hidden
from services.modern_society.rules.strong import CardValues, determinize
from services.modern_society.rules.strong_v3 import RACE_SETTINGS
from services.modern_society.rules.strong_v4 import search
from shared.domain.registry import load_engine
from shared.domain.simulation import fold, rng_for

EXCHANGE_BELOW = 2.5  # the heuristic exchanges its worst card when it is worth less than this


def public(state: dict) -> dict:
    """The parts of a position CardValues reads, all public."""
    return {"n": state["n"], "track": state["track"][:], "table": [row[:] for row in state["table"]],
            "laws": [[stack[:] for stack in seat] for seat in state["laws"]], "supply": state["supply"][:],
            "phase": state["phase"], "wave": state["wave"]}


class Token:
    __slots__ = ("bounds", "card")

    def __init__(self, card=None, bounds=()):
        self.card = card  # known to the seat (it gave the card, or the card was taken from it)
        self.bounds = list(bounds)  # (values, low, high): low <= values(card) <= high

    def admits(self, card) -> bool:
        if self.card is not None:
            return self.card == card
        return all(low <= values(card) <= high for values, low, high in self.bounds)


class HandTracker:
    def __init__(self, seat: int, n: int, best_face_down: bool = True):
        self.seat = seat
        self.best_face_down = best_face_down  # False: a seat's face-down card is any of its dealt cards (version 3's)
        self.hands: dict[int, list[Token]] = {s: [] for s in range(n) if s != seat}
        self.face_down_seen: dict[int, dict] = {}  # seat -> the position it chose its face-down card in
        self.rng = random.Random(f"tracker:{seat}")
        self._fitting: dict[int, list] = {}  # id(token) -> the pool's cards it admits, for the pool of _pool_key
        self._pool_key: frozenset = frozenset()

    def _remove(self, other: int, card) -> Token:
        hand = self.hands[other]
        if not hand:
            return Token(card)
        for i, token in enumerate(hand):
            if token.card is not None and token.card == card:
                return hand.pop(i)
        if card is not None:
            fitting = [i for i, token in enumerate(hand) if token.card is None and token.admits(card)]
            if fitting:
                return hand.pop(self.rng.choice(fitting))
        unknown = [i for i, token in enumerate(hand) if token.card is None] or list(range(len(hand)))
        return hand.pop(self.rng.choice(unknown))

    def _bound_all(self, other: int, values, low=-math.inf, high=math.inf) -> None:
        for token in self.hands[other]:
            if token.card is None:
                token.bounds.append((values, low, high))

    def observe(self, before: dict, event: dict) -> None:
        """One event as the seat sees it (hidden.event_view), `before` the public position it happened in."""
        kind, d = event["type"], event["data"]
        me = self.seat
        self._fitting.clear()
        if kind == "cards_dealt":
            for other in self.hands:
                self.hands[other] += [Token() for _ in range(d["counts"][other])]
        elif kind == "card_played" and d["seat"] != me:
            self.face_down_seen[d["seat"]] = before
        elif kind == "cards_revealed":
            for other, card in d["cards"]:
                if other == me:
                    continue
                self._remove(other, card)
                then = self.face_down_seen.pop(other, before)
                values = CardValues(then, other)
                self._bound_all(other, values, high=values(card))
        elif kind == "feature_cards_drawn" and d["seat"] != me:
            self.hands[d["seat"]] += [Token() for _ in range(d["count"] if d.get("cards") is None else len(d["cards"]))]
        elif kind == "card_stolen":
            thief, target = d["seat"], d["target"]
            moved = Token(d["card"]) if target == me else self._remove(target, d["card"]) if target in self.hands else None
            if thief in self.hands and moved is not None:
                self.hands[thief].append(moved)
        elif kind == "cards_discarded":
            for target, card in d["cards"]:
                if target in self.hands:
                    self._remove(target, card)
        elif kind == "cards_taken_for_change":
            taker = d["seat"]
            for target, card in d["taken"]:
                if target == me:
                    moved = Token(card)
                elif target in self.hands:
                    moved = self._remove(target, card)
                else:
                    continue
                if taker in self.hands:
                    self.hands[taker].append(moved)
        elif kind == "card_returned":
            giver, to = d["seat"], d["to"]
            if giver in self.hands:
                # The heuristic gives back the card it values least: the cards it keeps are worth at least as much.
                moved = self._remove(giver, d["card"])
                if d["card"] is not None:
                    values = CardValues(before, giver)
                    self._bound_all(giver, values, low=values(d["card"]))
                if to in self.hands:
                    self.hands[to].append(moved)
            elif to in self.hands:
                self.hands[to].append(Token(d["card"]))
        elif kind == "card_exchanged" and d["seat"] != me:
            other = d["seat"]
            self._remove(other, d["card"])
            values = CardValues(before, other)
            self._bound_all(other, values, low=values(d["card"]))
        elif kind == "exchange_declined" and d["seat"] != me:
            self._bound_all(d["seat"], CardValues(before, d["seat"]), low=EXCHANGE_BELOW)
        elif kind == "exchange_card_kept" and d["seat"] != me:
            other = d["seat"]
            token = Token()
            if d.get("discarded") is not None:
                values = CardValues(before, other)
                token.bounds.append((values, values(d["discarded"]), math.inf))
            self.hands[other].append(token)

    def world(self, state: dict, rng: random.Random) -> dict:
        """A world from the seat's view (strong.determinize), its hidden cards dealt again as the tokens admit."""
        world = determinize(state, self.seat, rng)
        if not world.get("started") or world["over"]:
            return world
        pool = list(world["deck"])
        places = []  # (seat, how many cards it holds hidden, has a face-down card)
        for other in self.hands:
            face_down = world["face_down"][other]
            pool += world["hands"][other]
            if face_down is not None:
                pool.append(face_down)
            places.append((other, len(world["hands"][other]), face_down is not None))
        drawn = world["drawn"]
        if drawn is not None and drawn["seat"] != self.seat:
            pool += drawn["cards"]
        rng.shuffle(pool)
        unused = set(pool)
        wanted = []  # (token, seat)
        for other, size, has_face_down in places:
            tokens = self.hands[other][:]
            need = size + (1 if has_face_down else 0)
            while len(tokens) < need:
                tokens.append(Token())
            rng.shuffle(tokens)
            wanted += [(token, other) for token in tokens[:need]]
        key = frozenset(pool)
        if key != self._pool_key:
            self._pool_key, self._fitting = key, {}
        ordered = sorted(pool)
        options = []
        for token, other in wanted:
            fitting = None
            if token.card is not None or token.bounds:
                fitting = self._fitting.get(id(token))
                if fitting is None:
                    fitting = self._fitting[id(token)] = [card for card in ordered if token.admits(card)]
            options.append((len(fitting) if fitting is not None else len(pool), rng.random(), token, other, fitting))
        options.sort(key=lambda row: (row[0], row[1]))
        dealt: dict[int, list] = {other: [] for other in self.hands}
        for _, _, token, other, fitting in options:
            choices = [card for card in fitting if card in unused] if fitting is not None else None
            card = rng.choice(choices) if choices else None
            if card is None:
                card = next(c for c in pool if c in unused)
            unused.discard(card)
            dealt[other].append(card)
        for other, size, has_face_down in places:
            cards = dealt[other]
            if has_face_down:
                if self.best_face_down:
                    values = CardValues(world, other)
                    chosen = max(range(len(cards)), key=lambda i: values(cards[i]))
                else:
                    chosen = rng.randrange(len(cards))
                world["face_down"][other] = cards.pop(chosen)
            world["hands"][other] = cards
        rest = [card for card in pool if card in unused]
        if drawn is not None and drawn["seat"] != self.seat:
            size = len(drawn["cards"])
            world["drawn"]["cards"], rest = rest[:size], rest[size:]
        world["deck"] = rest
        return world


def tracked_game(engine, seed: int, players: int = 5, best_face_down: bool = True) -> tuple[float, list[float]]:
    """strength_trial's game (the same seats, randomness and draws) with the strong seat searching on the tracker's
    worlds."""
    seat = seed % players
    table = [{"name": f"p{s}", "kind": "bot", "policy": "strong" if s == seat else "heuristic"} for s in range(players)]
    events = list(engine.new_game(table, {}, random.Random(f"{seed}:setup")))
    tracker = HandTracker(seat, players, best_face_down)
    state = None
    for event in events:
        if state is not None and state.get("started"):
            tracker.observe(public(state), hidden.event_view(event, seat))
        state = fold(engine, [event]) if state is None else engine.evolve(state, event)
    settings = replace(RACE_SETTINGS, determinize=lambda st, s, r: tracker.world(st, r))
    rng = random.Random(seed)
    times = []
    while not engine.is_over(state):
        pending = engine.pending(state)
        mover = pending[rng.randrange(len(pending))]
        started = time.process_time()
        decision = random.Random(rng.random())
        if mover == seat:
            command = search(engine, settings, state, mover, decision)
            times.append(time.process_time() - started)
        else:
            command = engine.bot_command(state, mover, "heuristic", decision)
        for event in engine.decide(state, mover, command, rng_for(seed, len(events) + 1)):
            events.append(event)
            tracker.observe(public(state), hidden.event_view(event, seat))
            state = engine.evolve(state, event)
    winners = engine.score(state)["winners"]
    return (1 / len(winners) if seat in winners else 0.0), times


if __name__ == "__main__":
    start, count, log = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    best_face_down = "--any-face-down" not in sys.argv[4:]
    engine = load_engine("modern_society")
    for seed in range(start, start + count):
        wins, times = tracked_game(engine, seed, best_face_down=best_face_down)
        with open(log, "a") as out:
            out.write(json.dumps({"seed": seed, "wins": wins, "fair_share": 0.2, "decision_seconds": times,
                                  "version": "hand-tracking" if best_face_down else "hand-tracking-any-face-down"})
                      + "\n")
