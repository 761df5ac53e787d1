"""Measures for issue 39's hand-tracking diagnostic, in heuristic games: how often a world's model of another seat
plays the card that seat really plays next, on the tracker's worlds against version 3's (strong.determinize), and
how much the tracker's bounds say (and whether they hold for the cards really held), and whether every card face
down is its seat's best (strong_v4.consistent_determinize's rule).

    python -m services.modern_society.hand_tracking_measures FIRST_SEED GAMES WORLDS
"""

import random
import sys

from services.modern_society.hand_tracking_diagnostic import HandTracker, public
from services.modern_society.rules import hidden
from services.modern_society.rules.strong import CardValues, determinize
from shared.domain.registry import load_engine
from shared.domain.simulation import fold, rng_for


def best(state, seat, cards):
    values = CardValues(state, seat)
    return max(cards, key=values) if cards else None


def measure(engine, seed, worlds, counts, players=5):
    seat = seed % players
    table = [{"name": f"p{s}", "kind": "bot", "policy": "heuristic"} for s in range(players)]
    events = list(engine.new_game(table, {}, random.Random(f"{seed}:setup")))
    tracker = HandTracker(seat, players)
    state = None
    for event in events:
        if state is not None and state.get("started"):
            tracker.observe(public(state), hidden.event_view(event, seat))
        state = fold(engine, [event]) if state is None else engine.evolve(state, event)
    rng = random.Random(seed)
    while not engine.is_over(state):
        pending = engine.pending(state)
        mover = pending[rng.randrange(len(pending))]
        if state["phase"] == "play":  # the face-down rule (strong_v4.consistent_determinize): each is its seat's best
            for other in range(players):
                face_down = state["face_down"][other]
                if face_down is not None:
                    values = CardValues(state, other)
                    counts["face_down"] += 1
                    counts["face_down_best"] += all(values(c) <= values(face_down) for c in state["hands"][other])
        if mover == seat:
            unseen = list(state["deck"]) + [c for o in tracker.hands for c in state["hands"][o]]
            for other, tokens in tracker.hands.items():
                face_down = state["face_down"][other] is not None
                counts["count_mismatches"] += len(tokens) != len(state["hands"][other]) + face_down
                for card in state["hands"][other]:
                    counts["held"] += 1
                    counts["held_admitted"] += any(token.admits(card) for token in tokens)
                for token in tokens:
                    counts["tokens"] += 1
                    if token.bounds:
                        counts["bounded"] += 1
                        counts["admitted_share"] += sum(token.admits(c) for c in unseen) / len(unseen)
        if mover == seat and state["phase"] == "play":
            draws = random.Random(len(events))
            for other in range(players):
                if other == seat or other not in state["waiting"] or not state["hands"][other]:
                    continue
                real = best(state, other, state["hands"][other])
                for _ in range(worlds):
                    for name, world in (("tracked", tracker.world(state, draws)),
                                        ("random", determinize(state, seat, draws))):
                        counts[name] += best(world, other, world["hands"][other]) == real
                        held = set(state["hands"][other])
                        counts[name + "_overlap"] += len(held & set(world["hands"][other])) / len(held)
                counts["cases"] += worlds
        command = engine.bot_command(state, mover, "heuristic", random.Random(rng.random()))
        for event in engine.decide(state, mover, command, rng_for(seed, len(events) + 1)):
            events.append(event)
            tracker.observe(public(state), hidden.event_view(event, seat))
            state = engine.evolve(state, event)


if __name__ == "__main__":
    start, games, worlds = (int(a) for a in sys.argv[1:4])
    engine = load_engine("modern_society")
    counts = {"cases": 0, "tracked": 0, "random": 0, "tracked_overlap": 0.0, "random_overlap": 0.0, "held": 0,
              "held_admitted": 0, "tokens": 0, "bounded": 0, "admitted_share": 0.0, "count_mismatches": 0,
              "face_down": 0, "face_down_best": 0}
    for seed in range(start, start + games):
        measure(engine, seed, worlds, counts)
    n = counts["cases"]
    print(f"{n} (position, other seat, world) cases over seeds {start}-{start + games - 1}: the next card guessed right "
          f"{counts['tracked'] / n:.1%} on tracked worlds, {counts['random'] / n:.1%} on random deals; share of the real "
          f"hand dealt to the seat {counts['tracked_overlap'] / n:.1%} against {counts['random_overlap'] / n:.1%}")
    print(f"at the seat's decisions: {counts['held_admitted'] / counts['held']:.1%} of {counts['held']} cards held by "
          f"other seats admitted by one of their tokens; {counts['bounded'] / counts['tokens']:.1%} of the tokens bounded, "
          f"each admitting {counts['admitted_share'] / counts['bounded']:.1%} of the unseen cards on average; "
          f"{counts['count_mismatches']} hands whose token count differs from the cards held")
    print(f"{counts['face_down_best']} of {counts['face_down']} face-down cards (at every decision of the play step) are "
          f"their seat's best, as the heuristic values its cards")
