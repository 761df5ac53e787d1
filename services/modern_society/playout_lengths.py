"""A check for issue 39, not a policy: how far version 3's play-outs and the aligned candidate's
(rules/strong_v4.py, registered as no version) reach, on positions of 5-player heuristic games.

    python -m services.modern_society.playout_lengths

For every fifth event of the games of seeds 5 and 6 with a seat to decide among several commands, one world drawn
from that seat's view is played out by both settings (the same world and draws); printed: the mean number of
decisions a play-out makes, and for version 3 the mean number of rounds it reaches beyond the decision's.
"""

import random
import statistics

from services.modern_society.rules import ENGINE
from services.modern_society.rules.strong_v3 import RACE_SETTINGS
from services.modern_society.rules.strong_v4 import aligned_settings
from shared.domain.engine import detached, fold
from shared.domain.ismcts import apply
from shared.domain.simulation import play_random_game

TABLE = [{"name": f"p{s}", "kind": "bot", "policy": "heuristic"} for s in range(5)]


def play_out(settings, world, seat, rng):
    """ismcts.play_on, counting its decisions (the candidate's first one included, as play_on counts it)."""
    steps, others_moved = 1, False
    while steps < settings.horizon and not ENGINE.is_over(world):
        pending = ENGINE.pending(world)
        if not pending:
            break
        mover = seat if seat in pending else pending[rng.randrange(len(pending))]
        if mover != seat:
            others_moved = True
        elif others_moved and settings.until is not None and settings.until(world, seat):
            break
        world = apply(ENGINE, world, mover, settings.rollout(ENGINE, world, mover, rng), rng)
        steps += 1
    return steps, world


def main():
    lengths = {"version 3": [], "aligned": []}
    rounds_ahead = []
    for seed in (5, 6):
        game = play_random_game(ENGINE, TABLE, {}, seed, check=False, policies={s: "heuristic" for s in range(5)})
        state = fold(ENGINE, game.events[:1])
        for k, event in enumerate(game.events[1:]):
            state = ENGINE.evolve(state, event)
            if k % 5 or state["over"]:
                continue
            for seat in ENGINE.pending(state):
                if len(ENGINE.legal(state, seat)) < 2:
                    continue
                world = RACE_SETTINGS.determinize(state, seat, random.Random(k))
                for name, settings in (("version 3", RACE_SETTINGS), ("aligned", aligned_settings(state))):
                    steps, end = play_out(settings, detached(world), seat, random.Random(k))
                    lengths[name].append(steps)
                    if name == "version 3":
                        rounds_ahead.append(end["round"] - state["round"])
    print({name: (round(statistics.fmean(v), 1), len(v)) for name, v in lengths.items()},
          "version 3's rounds ahead:", round(statistics.fmean(rounds_ahead), 2))


if __name__ == "__main__":
    main()
