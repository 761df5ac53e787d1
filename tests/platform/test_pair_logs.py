"""shared.tools.pair_logs: two strength-bench logs of the same seeds compared seed by seed (issue 39)."""

from __future__ import annotations

import json

from shared.tools.pair_logs import compare


def write_log(path, wins: dict[int, float]) -> str:
    path.write_text("".join(json.dumps({"seed": seed, "wins": won, "decision_seconds": [0.1, 0.2, 0.3]}) + "\n"
                            for seed, won in wins.items()))
    return str(path)


def test_only_the_seeds_both_logs_played_are_paired(tmp_path):
    candidate = write_log(tmp_path / "a.jsonl", {1: 1, 2: 0, 3: 1, 4: 0.5})
    baseline = write_log(tmp_path / "b.jsonl", {1: 0, 2: 0, 3: 1, 5: 1})
    line = compare(candidate, baseline)
    assert line.startswith("3 seeds (1-3): candidate 2 won (66.7%), baseline 1 (33.3%); difference +33.3 points")
    assert "won more by the candidate 1, by the baseline 0" in line
    assert "200 ms vs 200 ms" in line
