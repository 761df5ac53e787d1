"""Bench for The Royal Society of Archeology: `python -m services.royal_archeology.bench`.

Prints engine decisions/s (legal + decide + evolve, random bots), the median
in-process time of a whole 4-player bot game, the heuristic bot's win rate
against random bots in 3-player games over 200 seeds, and the solo heuristic
score against the honorary title table.
"""

from __future__ import annotations

import statistics
import sys
import time

from services.royal_archeology.rules import ENGINE
from services.royal_archeology.rules.scoring import title_for
from shared.simulation import play_random_game

TARGET_DPS = 20_000
TARGET_MS = 60.0
TARGET_WIN = 0.70


def _bots(n):
    return [{"name": f"bot{i}", "kind": "bot", "policy": "random"} for i in range(n)]


def decisions_per_second(games=60):
    decisions, elapsed, times = 0, 0.0, []
    for seed in range(games):
        game = play_random_game(ENGINE, _bots(4), {}, seed, check=False)
        n, dt = game.decisions, game.seconds
        decisions += n
        elapsed += dt
        times.append(dt * 1000)
    return decisions / elapsed, statistics.median(times)


def heuristic_win_rate(games=200, players=3):
    wins = 0
    for seed in range(games):
        seat = seed % players
        r = play_random_game(ENGINE, _bots(players), {}, 10_000 + seed, check=False, policies={seat: "heuristic"})
        wins += seat in r.result["winners"]
    return wins / games


def solo_scores(games=40):
    scores = []
    for seed in range(games):
        players = [{"name": "solo", "kind": "bot", "policy": "heuristic"}, {"name": "Automa", "kind": "automa"}]
        r = play_random_game(ENGINE, players, {"mode": "solo"}, 20_000 + seed, check=False,
                             policies={0: "heuristic", 1: "automa"})
        scores.append(r.result["players"][0]["total"])
    return scores


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    quick = "--quick" in argv
    dps, median_ms = decisions_per_second(20 if quick else 60)
    print(f"engine decisions/s (4 players, random bots): {dps:,.0f}   target >= {TARGET_DPS:,}")
    print(f"median whole 4-player bot game: {median_ms:.1f} ms   target <= {TARGET_MS:.0f} ms")
    games = 30 if quick else 200
    t = time.perf_counter()
    rate = heuristic_win_rate(games)
    print(f"heuristic win rate vs 2 random bots (3 players, {games} seeds): {rate:.1%}   target >= {TARGET_WIN:.0%}"
          f"   ({time.perf_counter() - t:.0f} s)")
    scores = solo_scores(10 if quick else 40)
    mean = statistics.mean(scores)
    print(f"solo heuristic vs the Automa ({len(scores)} seeds): mean {mean:.1f}, median {statistics.median(scores)}, "
          f"min {min(scores)}, max {max(scores)} -> title for the mean: {title_for(round(mean))}")
    titles = {}
    for s in scores:
        titles[title_for(s)] = titles.get(title_for(s), 0) + 1
    print("  titles earned: " + ", ".join(f"{k}: {v}" for k, v in sorted(titles.items(), key=lambda kv: -kv[1])))


if __name__ == "__main__":
    main()
