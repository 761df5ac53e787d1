"""Bench for The Royal Society of Archeology: `python -m services.royal_archeology.bench [--quick]`.

Engine decisions/s (legal + decide + evolve, random bots) and the median in-process time of a whole
4-player bot game; then the heuristic bot in every mode, each against random bots (or the Automa alone in
Solo), over seeded games with the heuristic seat rotating:

* standard (3 players): heuristic wins (the rulebook's winner, tie-breaks included) >= 70% of 200 games;
* confrontation (2 players, blocking discs): heuristic scores more than random (score alone, never a
  tie-break) in >= 70% of 200 games, and its mean score is of the same order as in standard games
  (at least half of it);
* competitive (2 players + the Automa): heuristic scores more than random in >= 70% of 200 games;
* solo: the heuristic's mean score against the Automa and the honorary title it earns;
* strong against 3 heuristic bots at 4 players, the 1,000 games of the report range: the win share's 95%
  interval, its lower bound >= 50%, and the median decision <= 250 ms (shared/tools/strength_bench.py).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter

from services.royal_archeology.rules import ENGINE
from services.royal_archeology.rules.scoring import title_for
from shared.domain.simulation import play_random_game
from shared.tools.bench_report import BenchReport
from shared.tools.bot_audit_bench import report_bot_audit
from shared.tools.strength_bench import report_strength

TARGET_DPS = 20_000
TARGET_MS = 60.0
TARGET_WIN = 0.70
TARGET_SAME_ORDER = 0.5  # confrontation mean heuristic score / standard mean heuristic score

AUTOMA = {"name": "Automa", "kind": "automa"}


def _bots(n):
    return [{"name": f"bot{i}", "kind": "bot", "policy": "random"} for i in range(n)]


def decisions_per_second(games=60):
    decisions, elapsed, times = 0, 0.0, []
    for seed in range(games):
        game = play_random_game(ENGINE, _bots(4), {}, seed, check=False)
        decisions += game.decisions
        elapsed += game.seconds
        times.append(game.seconds * 1000)
    return decisions / elapsed, statistics.median(times)


def heuristic_games(mode, games, players=2, first_seed=0):
    """(heuristic total, best other player's total, heuristic among the winners) per game, the heuristic
    seat rotating over the human seats; Competitive adds the Automa as the last seat."""
    out = []
    for i in range(games):
        seat = i % players
        seats = _bots(players) + ([AUTOMA] if mode == "competitive" else [])
        policies = {seat: "heuristic"}
        if mode == "competitive":
            policies[players] = "automa"
        options = {} if mode == "standard" else {"mode": mode}
        result = play_random_game(ENGINE, seats, options, first_seed + i, check=False, policies=policies).result
        totals = {p["seat"]: p["total"] for p in result["players"]}
        others = [t for s, t in totals.items() if s != seat]
        out.append((totals[seat], max(others), seat in result["winners"]))
    return out


def solo_scores(games=40):
    scores = []
    for i in range(games):
        seats = [{"name": "solo", "kind": "bot", "policy": "heuristic"}, AUTOMA]
        r = play_random_game(ENGINE, seats, {"mode": "solo"}, 20_000 + i, check=False,
                             policies={0: "heuristic", 1: "automa"})
        scores.append(r.result["players"][0]["total"])
    return scores


def _score_line(games):
    mine = [g[0] for g in games]
    theirs = [g[1] for g in games]
    zero = sum(1 for g in games if g[0] == 0 and g[1] == 0)
    return (f"mean score heuristic {statistics.mean(mine):.1f} vs best random {statistics.mean(theirs):.1f}, "
            f"median heuristic {statistics.median(mine)}, 0-0 games {zero} of {len(games)}")


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    games = 30 if "--quick" in argv else 200
    report = BenchReport("royal_archeology")
    dps, median_ms = decisions_per_second(20 if games < 200 else 60)
    report.figure("engine decisions/s", dps, ">=", TARGET_DPS, fmt="{:,.0f}", detail="4 players, random bots")
    report.figure("median whole 4-player bot game", median_ms, "<=", TARGET_MS, fmt="{:.1f} ms")

    t = time.perf_counter()
    standard = heuristic_games("standard", games, players=3, first_seed=10_000)
    report.figure("standard: heuristic wins vs 2 random", sum(g[2] for g in standard) / games, ">=", TARGET_WIN,
                  fmt="{:.1%}", detail=f"3 players, {games} seeds, {time.perf_counter() - t:.0f} s")
    report.line(f"standard: {_score_line(standard)}")

    t = time.perf_counter()
    confrontation = heuristic_games("confrontation", games, first_seed=30_000)
    report.figure("confrontation: heuristic outscores random", sum(g[0] > g[1] for g in confrontation) / games,
                  ">=", TARGET_WIN, fmt="{:.1%}",
                  detail=f"score alone, no tie-break; {games} seeds, {time.perf_counter() - t:.0f} s")
    report.line(f"confrontation: {_score_line(confrontation)}")
    same_order = statistics.mean(g[0] for g in confrontation) / max(1e-9, statistics.mean(g[0] for g in standard))
    report.figure("confrontation/standard mean heuristic score", same_order, ">=", TARGET_SAME_ORDER,
                  fmt="{:.2f}")

    t = time.perf_counter()
    competitive = heuristic_games("competitive", games, first_seed=40_000)
    report.figure("competitive: heuristic outscores random", sum(g[0] > g[1] for g in competitive) / games,
                  ">=", TARGET_WIN, fmt="{:.1%}",
                  detail=f"2 players + the Automa, score alone; {games} seeds, {time.perf_counter() - t:.0f} s")
    report.line(f"competitive: {_score_line(competitive)}")

    scores = solo_scores(10 if games < 200 else 40)
    mean = statistics.mean(scores)
    report.info("solo: heuristic mean score vs the Automa", mean, fmt="{:.1f}",
                detail=f"{len(scores)} seeds, median {statistics.median(scores)}, min {min(scores)}, "
                       f"max {max(scores)}; title for the mean: {title_for(round(mean))}")
    titles = Counter(title_for(s) for s in scores)
    report.line("solo: titles earned: " + ", ".join(f"{k}: {v}" for k, v in titles.most_common()))
    report_strength(report, ENGINE, players=4)  # full table
    report_bot_audit(report, ENGINE)  # what the audit's bots check costs
    return report.finish()


if __name__ == "__main__":
    sys.exit(main())
