"""Modern Society bench: `python -m services.modern_society.bench`.

Prints engine decisions/s (legal + decide + evolve per decision, random bots), the median in-process time of
a whole 5-player bot game, and the heuristic bot's win rate against random in 4-player games (200 seeds),
each with its target; then the strong bot's win share against heuristic bots at full tables of 5, 4 and 3 players
over the 1,000 games of the report range each, with its 95% interval (the lower bound judged against twice the
fair share: 40%, 50%, 66.7%), and its median decision (<= 250 ms), shared/tools/strength_bench.py.
"""

from __future__ import annotations

import statistics

from services.modern_society.rules import ENGINE
from shared.domain.simulation import play_random_game
from shared.tools.bench_report import BenchReport
from shared.tools.bot_audit_bench import report_bot_audit
from shared.tools.strength_bench import report_strength

TARGET_DPS = 20_000
TARGET_MS = 40.0
TARGET_WIN = 0.70


def _players(n):
    return [{"name": f"p{i}", "kind": "bot", "policy": "random"} for i in range(n)]


def play(n, seed, policies=None, include_setup=True):
    """One game; returns (decisions, seconds, result). Without setup, only the decision loop is timed."""
    game = play_random_game(ENGINE, _players(n), {}, seed, check=False, policies=policies)
    return game.decisions, game.seconds if include_setup else game.decision_seconds, game.result


def decisions_per_second(games=300, repeats=3):
    """legal + decide + evolve per decision (plus the platform's per-version rng), best of `repeats` runs
    over the same games, so a busy machine's noise does not count against the engine."""
    best = 0.0
    for _ in range(repeats):
        total = 0
        elapsed = 0.0
        for seed in range(games):
            d, t, _ = play(3 + seed % 3, seed, include_setup=False)
            total += d
            elapsed += t
        best = max(best, total / elapsed)
    return best


def median_game_ms(n=5, games=200, policy="heuristic"):
    times = [play(n, seed, {s: policy for s in range(n)})[1] for seed in range(games)]
    return statistics.median(times) * 1000


def heuristic_win_rate(n=4, seeds=200):
    wins = 0
    for seed in range(seeds):
        seat = seed % n
        _, _, result = play(n, seed, {seat: "heuristic"})
        wins += seat in result["winners"]
    return wins / seeds


def main():
    report = BenchReport("modern_society")
    report.figure("engine decisions/s", decisions_per_second(), ">=", TARGET_DPS, fmt="{:,.0f}",
                  detail="random bots, 3-5 players")
    report.figure("median 5-player game, heuristic bots", median_game_ms(policy="heuristic"), "<=", TARGET_MS,
                  fmt="{:.1f} ms")
    report.figure("median 5-player game, random bots", median_game_ms(policy="random"), "<=", TARGET_MS,
                  fmt="{:.1f} ms")
    report.figure("heuristic wins vs 3 random", heuristic_win_rate(), ">=", TARGET_WIN, fmt="{:.1%}",
                  detail="4 players, 200 seeds")
    for players in (5, 4, 3):  # full tables; 5 players is the target, 4 and 3 are reported beside it
        report_strength(report, ENGINE, players=players)
    report_bot_audit(report, ENGINE)  # what the audit's bots check costs
    return report.finish()


if __name__ == "__main__":
    raise SystemExit(main())
