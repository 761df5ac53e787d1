"""The `strong` bot's strength and cost, the same two figures in every game's bench (issue 25.2):
its win share against heuristic bots at a full table over seeded games (target: twice the fair share),
and its median in-process decision time on one core (target: 250 ms)."""

from __future__ import annotations

import statistics
import time
from typing import Any

from shared.domain.simulation import strength_trial
from shared.tools.bench_report import BenchReport

TARGET_SHARE_FACTOR = 2.0  # at least twice the fair share (e.g. 50% of 4-player games)
TARGET_DECISION_MS = 250.0
GAMES = 100  # at least 100 seeded games


def report_strength(report: BenchReport, engine: Any, players: int, options: dict[str, Any] | None = None,
                    games: int = GAMES) -> None:
    started = time.perf_counter()
    trial = strength_trial(engine, players, options or {}, range(games))
    detail = (f"{players} players, strong in one seat (each seat in turn) vs heuristic, {games} seeds, "
              f"{time.perf_counter() - started:.0f} s")
    report.figure(f"strong win share vs {players - 1} heuristic", trial.win_share, ">=",
                  TARGET_SHARE_FACTOR * trial.fair_share, fmt="{:.1%}", detail=detail)
    report.figure("strong median decision", statistics.median(trial.decision_seconds) * 1000, "<=",
                  TARGET_DECISION_MS, fmt="{:.0f} ms", detail=f"{len(trial.decision_seconds)} decisions, one core")
