"""The `strong` bot's strength and cost, the same two figures in every game's bench (issue 25.2):
its win share against heuristic bots at a full table over seeded games (target: twice the fair share),
and its median in-process decision time on one core (target: 250 ms).

The seeds are shared out over the machine's cores (one process each: a game is played by one process
from start to end, so every figure is the one a single process would give); decision times are CPU
time, so the processes running side by side do not change them."""

from __future__ import annotations

import multiprocessing
import os
import statistics
import time
from typing import Any

from shared.domain.registry import load_engine
from shared.domain.simulation import StrengthTrial, strength_trial
from shared.tools.bench_report import BenchReport

TARGET_SHARE_FACTOR = 2.0  # at least twice the fair share (e.g. 50% of 4-player games)
TARGET_DECISION_MS = 250.0
GAMES = 100  # at least 100 seeded games


def _trial(game: str, players: int, options: dict[str, Any], seeds: list[int], policy: str,
           against: str) -> StrengthTrial:
    return strength_trial(load_engine(game), players, options, seeds, policy, against)


def parallel_trial(game: str, players: int, options: dict[str, Any], seeds: range, processes: int | None = None,
                   policy: str = "strong", against: str = "heuristic") -> StrengthTrial:
    """strength_trial over `seeds`, shared out round-robin over `processes` (default: the cores)."""
    processes = max(1, min(processes or len(os.sched_getaffinity(0)), len(seeds)))
    shares = [list(seeds)[i::processes] for i in range(processes)]
    if processes == 1:
        return _trial(game, players, options, shares[0], policy, against)
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        parts = pool.starmap(_trial, [(game, players, options, share, policy, against) for share in shares])
    games = sum(p.games for p in parts)
    won = sum(p.wins for p in parts)
    return StrengthTrial(games, won / games, parts[0].fair_share, [t for p in parts for t in p.decision_seconds],
                         won)


def report_strength(report: BenchReport, engine: Any, players: int, options: dict[str, Any] | None = None,
                    games: int = GAMES) -> None:
    started = time.perf_counter()
    trial = parallel_trial(engine.name, players, options or {}, range(games))
    detail = (f"{players} players, strong in one seat (each seat in turn) vs heuristic, {games} seeds, "
              f"{time.perf_counter() - started:.0f} s")
    report.figure(f"strong win share vs {players - 1} heuristic", trial.win_share, ">=",
                  TARGET_SHARE_FACTOR * trial.fair_share, fmt="{:.1%}", detail=detail)
    report.figure("strong median decision", statistics.median(trial.decision_seconds) * 1000, "<=",
                  TARGET_DECISION_MS, fmt="{:.0f} ms", detail=f"{len(trial.decision_seconds)} decisions, CPU time, one core")
