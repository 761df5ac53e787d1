"""Academic Society benchmark: python -m services.academic_society.bench

Prints (targets alongside):
  * engine decisions/s: legal + decide + evolve per decision, random bots (>= 20,000/s)
  * median in-process time of a whole 4-player random-bot game (<= 50 ms)
  * the heuristic bot's win rate against 3 random bots over 200 seeded 4-player games (>= 70%)
  * the strong bot's win share against 3 heuristic bots over the 1,000 games of the report range with its
    95% interval, whose lower bound must reach 50%, and its median decision (<= 250 ms),
    shared/tools/strength_bench.py
"""

from __future__ import annotations

import statistics
import sys
import time

from services.academic_society.rules import ENGINE
from shared.domain.simulation import play_random_game
from shared.tools.bench_report import BenchReport
from shared.tools.bot_audit_bench import report_bot_audit
from shared.tools.strength_bench import report_strength

TARGET_DPS = 20_000
TARGET_MS = 50.0
TARGET_WIN = 0.70


def players(n: int) -> list[dict]:
    return [{"name": f"p{i}", "kind": "bot"} for i in range(n)]


def main(argv: list[str] | None = None) -> int:
    report = BenchReport("academic_society")
    games = 300
    total_d, total_t, times4 = 0, 0.0, []
    for seed in range(games):
        n = 2 + seed % 3
        game = play_random_game(ENGINE, players(n), {}, seed, check=False)
        total_d += game.decisions
        total_t += game.seconds
        if n == 4:
            times4.append(game.seconds)
    report.figure("engine decisions/s", total_d / total_t, ">=", TARGET_DPS, fmt="{:,.0f}",
                  detail=f"{total_d} decisions in {games} random games, 2-4 players")
    report.figure("median 4-player game", statistics.median(times4) * 1000, "<=", TARGET_MS, fmt="{:.1f} ms",
                  detail=f"{len(times4)} games")
    wins, start = 0, time.perf_counter()
    for seed in range(200):
        hseat = seed % 4
        r = play_random_game(ENGINE, players(4), {}, seed=seed, check=False, policies={hseat: "heuristic"})
        wins += r.result["winners"] == [hseat]
    report.figure("heuristic wins vs 3 random", wins / 200, ">=", TARGET_WIN, fmt="{:.1%}",
                  detail=f"4 players, 200 seeds, {time.perf_counter() - start:.1f} s")
    report_strength(report, ENGINE, players=4)  # full table
    report_bot_audit(report, ENGINE)  # what the audit's bots check costs
    return report.finish()


if __name__ == "__main__":
    sys.exit(main())
