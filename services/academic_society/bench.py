"""Academic Society benchmark: python -m services.academic_society.bench

Prints (targets alongside):
  * engine decisions/s: legal + decide + evolve per decision, random bots (>= 20,000/s)
  * median in-process time of a whole 4-player random-bot game (<= 50 ms)
  * the heuristic bot's win rate against 3 random bots over 200 seeded 4-player games (>= 70%)
"""

from __future__ import annotations

import statistics
import sys
import time

from services.academic_society.rules import ENGINE
from shared.simulation import play_random_game

TARGET_DPS = 20_000
TARGET_MS = 50.0
TARGET_WIN = 0.70


def players(n: int) -> list[dict]:
    return [{"name": f"p{i}", "kind": "bot"} for i in range(n)]


def main(argv: list[str] | None = None) -> int:
    games = 300
    total_d, total_t, times4 = 0, 0.0, []
    for seed in range(games):
        n = 2 + seed % 3
        game = play_random_game(ENGINE, players(n), {}, seed, check=False)
        d, t = game.decisions, game.seconds
        total_d += d
        total_t += t
        if n == 4:
            times4.append(t)
    dps = total_d / total_t
    med = statistics.median(times4) * 1000
    print(f"academic_society engine decisions/s: {dps:,.0f}  (target >= {TARGET_DPS:,}) "
          f"[{total_d} decisions in {games} random games, 2-4 players]")
    print(f"academic_society median 4-player game: {med:.1f} ms  (target <= {TARGET_MS:.0f} ms) "
          f"[{len(times4)} games]")
    wins, start = 0, time.perf_counter()
    for seed in range(200):
        hseat = seed % 4
        r = play_random_game(ENGINE, players(4), {}, seed=seed, check=False, policies={hseat: "heuristic"})
        wins += r.result["winners"] == [hseat]
    rate = wins / 200
    print(f"academic_society heuristic vs 3 random (4 players, 200 seeds): {rate:.1%} wins  "
          f"(target >= {TARGET_WIN:.0%}) [{time.perf_counter() - start:.1f} s]")
    ok = dps >= TARGET_DPS and med <= TARGET_MS and rate >= TARGET_WIN
    print("academic_society bench:", "all targets met" if ok else "TARGET MISSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
