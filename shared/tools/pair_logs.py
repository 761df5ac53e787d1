"""Two strength-bench logs of the same seeds compared seed by seed (issue 39: a candidate against the released
version): games and wins of each, the paired difference in points with its standard error, the seeds won only
by each, and each log's median decision (the median of each game's median, CPU ms).

    python -m shared.tools.pair_logs CANDIDATE.jsonl BASELINE.jsonl
"""

from __future__ import annotations

import json
import math
import statistics
import sys


def _games(path: str) -> dict[int, dict]:
    with open(path, encoding="utf-8") as lines:
        games = [json.loads(line) for line in lines if line.strip()]
    out: dict[int, dict] = {}
    for game in games:
        out.setdefault(game["seed"], game)
    return out


def compare(candidate: str, baseline: str) -> str:
    a, b = _games(candidate), _games(baseline)
    seeds = sorted(set(a) & set(b))
    diff = [a[s]["wins"] - b[s]["wins"] for s in seeds]
    n = len(seeds)
    won_a = sum(a[s]["wins"] for s in seeds)
    won_b = sum(b[s]["wins"] for s in seeds)
    error = statistics.stdev(diff) / math.sqrt(n) if n > 1 else math.nan
    only_a = sum(1 for s in seeds if a[s]["wins"] > b[s]["wins"])
    only_b = sum(1 for s in seeds if b[s]["wins"] > a[s]["wins"])

    def median_ms(games):
        return 1000 * statistics.median(statistics.median(games[s]["decision_seconds"]) for s in seeds)

    def pooled_ms(games):
        return 1000 * statistics.median(t for s in seeds for t in games[s]["decision_seconds"])

    return (f"{n} seeds ({seeds[0]}-{seeds[-1]}): candidate {won_a:g} won ({won_a / n:.1%}), baseline {won_b:g} "
            f"({won_b / n:.1%}); difference {100 * (won_a - won_b) / n:+.1f} points (standard error "
            f"{100 * error:.1f}); seeds won more by the candidate {only_a}, by the baseline {only_b}; median decision "
            f"(median of game medians) {median_ms(a):.0f} ms vs {median_ms(b):.0f} ms, pooled median "
            f"{pooled_ms(a):.0f} ms vs {pooled_ms(b):.0f} ms")


if __name__ == "__main__":
    print(compare(sys.argv[1], sys.argv[2]))
