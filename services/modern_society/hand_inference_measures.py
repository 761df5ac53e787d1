"""Measures for issue 39, not a policy: what the table's inference (rules/strong_v4.py, a candidate registered as
no version) knows of the other seats' hands, on positions of 5-player games the heuristic plays in every seat.

    python -m services.modern_society.hand_inference_measures

1. calibration (seeds 6-7): the value, as the heuristic values cards, of the card each other seat would play next
   from its hand: the real hands, hands dealt at random (strong.determinize), the inferred hands (WorldSampler);
2. identity (seeds 11-13): how often the card a seat would play next from the drawn hand is its real next card;
3. exact cards (seeds 53,000-53,199): the steals and returned cards seat 0 takes part in, a game.
"""

import random
import statistics
from collections import Counter

from services.modern_society.rules import ENGINE
from services.modern_society.rules.strong import CardValues, determinize
from services.modern_society.rules.strong_v4 import WorldSampler
from shared.domain.engine import detached, fold
from shared.domain.simulation import play_random_game

TABLE = [{"name": f"p{s}", "kind": "bot", "policy": "heuristic"} for s in range(5)]


def heuristic_game(seed):
    return play_random_game(ENGINE, TABLE, {}, seed, check=False, policies={s: "heuristic" for s in range(5)})


def card_plays(seed):
    """Every card-play position after round 1 of a heuristic game, with the seat that owes it."""
    events = heuristic_game(seed).events
    state = fold(ENGINE, events[:1])
    for event in events[1:]:
        state = ENGINE.evolve(state, event)
        for seat in ENGINE.pending(state):
            if len(ENGINE.legal(state, seat)) > 1 and state["phase"] == "play" and state["round"] > 1:
                yield detached(state), seat


def calibration():
    values = {"real": [], "random": [], "inferred": []}
    for seed in (6, 7):
        for k, (state, seat) in enumerate(list(card_plays(seed))[::4][:40]):
            rng = random.Random(k)
            sampler = WorldSampler(state, seat)
            worlds = {"real": [state], "random": [determinize(state, seat, rng) for _ in range(4)],
                      "inferred": [sampler.draw(rng) for _ in range(4)]}
            for name, drawn in worlds.items():
                for world in drawn:
                    for other in sampler.inferred:
                        if world["hands"][other] and state["face_down"][other] is None:
                            card_values = CardValues(world, other)
                            values[name].append(max(card_values(c) for c in world["hands"][other]))
    return {name: round(statistics.fmean(v), 2) for name, v in values.items()}


def identity():
    hits, tried = Counter(), 0
    for seed in (11, 12, 13):
        for k, (state, seat) in enumerate(list(card_plays(seed))[::3][:40]):
            rng = random.Random(k)
            sampler = WorldSampler(state, seat)
            for other in sampler.inferred:
                if not state["hands"][other] or state["face_down"][other] is not None:
                    continue
                real = max(state["hands"][other], key=CardValues(state, other))
                tried += 1
                for name in ("random", "inferred"):
                    for _ in range(10):
                        world = determinize(state, seat, rng) if name == "random" else sampler.draw(rng)
                        hits[name] += max(world["hands"][other], key=CardValues(world, other)) == real
    return tried, {name: round(hits[name] / (10 * tried), 3) for name in ("random", "inferred")}


def exact_cards(games=200):
    seen = Counter()
    for seed in range(53_000, 53_000 + games):
        for event in heuristic_game(seed).events:
            data = event["data"]
            if event["type"] == "card_stolen" and 0 in (data["seat"], data["target"]):
                seen["steals"] += 1
            if event["type"] == "card_returned" and 0 in (data["seat"], data["to"]):
                seen["returned"] += 1
    return {kind: seen[kind] / games for kind in ("steals", "returned")}


if __name__ == "__main__":
    print("next-play value:", calibration())
    print("next card guessed (positions, share):", identity())
    print("exact cards seat 0 learns a game:", exact_cards())
