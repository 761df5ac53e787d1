"""The `strong` bot's strength and cost, the same figures in every game's bench (issues 25.2 and 39): its win
share against heuristic bots at a full table with a 95% confidence interval, judged on the interval's lower
bound (target: twice the fair share), and its median in-process decision time on one core (target: 250 ms).

Two seed ranges, never mixed (issue 39: settings picked by repeated runs on the bench's own seeds 0-99 measured
those seeds' luck, 40.4% there and 22% elsewhere):

- TUNING_SEEDS, 0-99,999: every seed a developer may play while choosing a bot's settings or studying its lost
  games (the former bench's 0-99 and the issue's 1000-1039 and 2000-2059 among them).
- REPORT_SEEDS, 900,000-900,999 (REPORT_GAMES per player count): what `make bench` and docs/bench.md report,
  played only to measure a finished bot, never while changing one. A figure there holds on seeds no setting saw.
  The issue asks for at least 300 games; the range was 900,000-900,299 until 7 December, when it was extended to
  1,000 before Modern Society's version 3 played the 700 new seeds (docs/bench.md: "The report range extended"):
  a bot whose true share is a point or two above its target rarely shows it on 300 games, whose interval is about
  11 points wide. A log of the first 300 seeds is a report-range log still (`--resume` continues it).

    python -m shared.tools.strength_bench GAME PLAYERS [--start S] [--games N] [--processes P]   # tuning range
    python -m shared.tools.strength_bench GAME PLAYERS --report [--processes P]                  # report range
    python -m shared.tools.strength_bench GAME PLAYERS --report --log FILE --resume              # continued
    python -m shared.tools.strength_bench GAME PLAYERS --start S --games N --chooser MODULE:FUNCTION   # a candidate

--chooser (tuning range only) plays a candidate in the strong seat instead of the newest released version, handed
a world drawn from the seat's view exactly as that version is (shared.domain.policy_versions.chooser): the same
games and the same randomness, so its log pairs seed by seed with the released version's (`--log`).

The seeds are shared out over the processes (one process per game, from start to end, so every figure is the
one a single process would give); decision times are CPU time, which other processes change far less than wall
time, though not to nothing: two processes on the two cores measured version 3's median decision higher
(docs/bench.md, "The result").
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

from shared.base.progress import shown
from shared.domain.policy_versions import _load, _seeing_a_world, newest, package_of, versions_of
from shared.domain.registry import load_engine
from shared.domain.simulation import StrengthTrial, strength_trial
from shared.tools.bench_report import BenchReport

TARGET_SHARE_FACTOR = 2.0  # the interval's lower bound at least twice the fair share (e.g. 50% of 4-player games)
TARGET_DECISION_MS = 250.0
CONFIDENCE_Z = 1.959964  # a two-sided 95% interval
TUNING_SEEDS = range(0, 100_000)
REPORT_GAMES = 1000  # the issue asks for at least 300 (see the module's docstring)
REPORT_SEEDS = range(900_000, 900_000 + REPORT_GAMES)


def wilson_interval(wins: float, games: int, z: float = CONFIDENCE_Z) -> tuple[float, float]:
    """The Wilson score interval of a win share (Wilson 1927): unlike the normal approximation it stays inside
    [0, 1] and keeps its coverage near 0 and 1. A shared win counts as its share, so `wins` may be fractional."""
    if games <= 0:
        raise ValueError("an interval needs at least one game")
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z / (1 + z * z / games) * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Strength:
    """A strength trial summed up: what the bench prints and judges."""

    trial: StrengthTrial
    low: float
    high: float
    median_ms: float

    @property
    def target(self) -> float:
        return TARGET_SHARE_FACTOR * self.trial.fair_share

    @property
    def met(self) -> bool:
        return self.low >= self.target


def summarize(trial: StrengthTrial) -> Strength:
    low, high = wilson_interval(trial.wins, trial.games)
    return Strength(trial, low, high, statistics.median(trial.decision_seconds) * 1000)


def seat_chooser(engine: Any, policy: str, spec: str):
    """The candidate `spec` ("module:function", fn(engine, state, seat, rng) -> command) as the platform would call
    it if it were released as `policy`'s next version: handed a world drawn from the seat's view by the newest
    version's determinization (the game's strong.determinize if that version is handed the state), never the
    state."""
    versions = versions_of(engine, policy)
    world = versions[max(versions)].world if versions else None
    return _seeing_a_world(_load(spec), _load(world or f"{package_of(engine)}.strong:determinize"))


def _trial(game: str, players: int, options: dict[str, Any], seeds: list[int], policy: str,
           against: str, chooser: str | None = None) -> StrengthTrial:
    engine = load_engine(game)
    candidate = seat_chooser(engine, policy, chooser) if chooser else None
    return strength_trial(engine, players, options, seeds, policy, against, candidate)


def _one_game(job: tuple[str, int, dict[str, Any], int, str, str, str | None]) -> tuple[int, StrengthTrial]:
    game, players, options, seed, policy, against, chooser = job
    return seed, _trial(game, players, options, [seed], policy, against, chooser)


def parallel_trial(game: str, players: int, options: dict[str, Any], seeds: range, processes: int | None = None,
                   policy: str = "strong", against: str = "heuristic", log: str | None = None,
                   resume: bool = False, chooser: str | None = None) -> StrengthTrial:
    """strength_trial over `seeds`, one game at a time over `processes` (default: the cores). With `log`, each
    game's result is appended to that file as one JSON line as soon as it is played, so a run stopped early
    still tells what it played (`--from-log`). resume: the seeds the log already holds are not played again
    (a report run of hours, continued), provided the log was written with the same policy version. chooser: a
    candidate "module:function" plays the `policy` seat instead (seat_chooser; its log names it as the version)."""
    version = chooser or newest(load_engine(game), policy)
    kept = _kept_games(log, seeds, 1 / players, version) if resume and log and os.path.exists(log) else []
    done = {entry["seed"] for entry in kept}
    processes = max(1, min(processes or len(os.sched_getaffinity(0)), len(seeds) - len(done) or 1))
    jobs = [(game, players, options, seed, policy, against, chooser) for seed in seeds if seed not in done]
    played = [StrengthTrial(1, g["wins"], g["fair_share"], g["decision_seconds"], g["wins"]) for g in kept]
    watch = shown(f"{policy} vs {against}, {game} {players}p", " games")  # the report range runs for hours
    if processes == 1:
        games = map(_one_game, jobs)
        return _sum_up([*played, *_logged(watch(games, len(jobs)), log, version)], 1 / players)
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        return _sum_up([*played, *_logged(watch(pool.imap(_one_game, jobs), len(jobs)), log, version)], 1 / players)


def _logged(games, log: str | None, version: int | str | None):
    for seed, trial in games:
        if log:
            with open(log, "a", encoding="utf-8") as out:
                out.write(json.dumps({"seed": seed, "wins": trial.wins, "fair_share": trial.fair_share,
                                      "decision_seconds": trial.decision_seconds, "version": version}) + "\n")
        yield trial


def _kept_games(log: str, seeds: range, fair_share: float, version: int | str | None) -> list[dict[str, Any]]:
    """The games a log holds of these seeds, once each; refused if the log is of another table size or another
    version of the policy (a line written before versions were logged is taken as the version asked for)."""
    with open(log, encoding="utf-8") as lines:
        games = [json.loads(line) for line in lines if line.strip()]
    kept: dict[int, dict[str, Any]] = {}
    for entry in games:
        if entry["fair_share"] != fair_share or entry.get("version", version) != version:
            raise ValueError(f"{log} holds games of another table or policy version than this run's: start a new log")
        if entry["seed"] in seeds:
            kept.setdefault(entry["seed"], entry)
    return list(kept.values())


def _sum_up(parts, fair_share: float) -> StrengthTrial:
    parts = list(parts)
    games = sum(p.games for p in parts)
    won = sum(p.wins for p in parts)
    return StrengthTrial(games, won / games, fair_share, [t for p in parts for t in p.decision_seconds], won)


def trial_from_log(path: str) -> StrengthTrial:
    """The trial of every game a `log` holds (a run stopped early: the games it finished)."""
    with open(path, encoding="utf-8") as lines:
        games = [json.loads(line) for line in lines if line.strip()]
    parts = [StrengthTrial(1, g["wins"], g["fair_share"], g["decision_seconds"], g["wins"]) for g in games]
    return _sum_up(parts, games[0]["fair_share"])


def describe(strength: Strength) -> str:
    """One line: the share, its interval, the games and the decision time."""
    trial = strength.trial
    return (f"win share {trial.win_share:.1%} (95% CI {strength.low:.1%}-{strength.high:.1%}; {trial.wins:g} won of "
            f"{trial.games}), lower bound {'meets' if strength.met else 'misses'} {strength.target:.1%}; "
            f"median decision {strength.median_ms:.0f} ms CPU over {len(trial.decision_seconds)} decisions")


def report_strength(report: BenchReport, engine: Any, players: int, options: dict[str, Any] | None = None,
                    seeds: range = REPORT_SEEDS, processes: int | None = None) -> Strength:
    """The strong bot's figures on `seeds` (the report range): the win share with its interval, judged on the
    lower bound, and the median decision."""
    started = time.perf_counter()
    strength = summarize(parallel_trial(engine.name, players, options or {}, seeds, processes))
    trial = strength.trial
    where = (f"seeds {seeds.start:,}-{seeds.stop - 1:,}" + (" (report range)" if _within(seeds, REPORT_SEEDS)
                                                            else ""))
    version = newest(engine, "strong")  # what new games play, and so what the figure is about
    named = f"strong version {version}" if version is not None else "strong"
    detail = (f"{players} players, {named} in seat seed % {players} vs heuristic, {trial.games} games, {where}, "
              f"{time.perf_counter() - started:.0f} s")
    report.info(f"strong win share vs {players - 1} heuristic, {players}p", trial.win_share, fmt="{:.1%}",
                detail=f"95% CI {strength.low:.1%}-{strength.high:.1%}; {detail}")
    report.figure(f"strong win share 95% lower bound, {players}p", strength.low, ">=", strength.target,
                  fmt="{:.1%}", detail=f"Wilson interval over {trial.games} games; fair share {trial.fair_share:.1%}")
    report.figure(f"strong median decision, {players}p", strength.median_ms, "<=", TARGET_DECISION_MS,
                  fmt="{:.0f} ms", detail=f"{len(trial.decision_seconds)} decisions, CPU time, one core")
    return strength


def _within(seeds: range, allowed: range) -> bool:
    return len(seeds) > 0 and seeds.start >= allowed.start and seeds.stop <= allowed.stop


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("--report", action="store_true", help="play the report range (only to measure a finished bot)")
    parser.add_argument("--start", type=int, default=TUNING_SEEDS.start, help="first tuning seed")
    parser.add_argument("--games", type=int, default=100, help="tuning games")
    parser.add_argument("--processes", type=int, default=None, help="worker processes (default: the cores)")
    parser.add_argument("--policy", default="strong")
    parser.add_argument("--log", help="append each game's result to this file as it is played (JSON lines)")
    parser.add_argument("--from-log", help="only sum up the games a --log file holds (a run stopped early)")
    parser.add_argument("--resume", action="store_true", help="with --log: play only the seeds the log lacks")
    parser.add_argument("--chooser", help="tuning range only: MODULE:FUNCTION plays the policy's seat instead of its "
                                          "newest version, handed a world from the seat's view as that version is")
    args = parser.parse_args(argv)
    if args.chooser and args.report:
        parser.error("--chooser plays a candidate: tuning range only, never --report (the report range measures "
                     "a released version)")
    if args.from_log:
        strength = summarize(trial_from_log(args.from_log))
        print(f"{args.game}, {args.players} players, {args.from_log}: {describe(strength)}")
        return 0 if strength.met and strength.median_ms <= TARGET_DECISION_MS else 1
    seeds = REPORT_SEEDS if args.report else range(args.start, args.start + args.games)
    if not args.report and not _within(seeds, TUNING_SEEDS):
        parser.error(f"tuning seeds must lie in {TUNING_SEEDS.start:,}-{TUNING_SEEDS.stop - 1:,} (the report range "
                     f"{REPORT_SEEDS.start:,}-{REPORT_SEEDS.stop - 1:,} is played with --report only)")
    started = time.perf_counter()
    strength = summarize(parallel_trial(args.game, args.players, {}, seeds, args.processes, policy=args.policy,
                                        log=args.log, resume=args.resume, chooser=args.chooser))
    version = newest(load_engine(args.game), args.policy)
    named = (f" candidate {args.chooser}" if args.chooser else f" version {version}" if version is not None else "")
    print(f"{args.game}, {args.players} players, {args.policy}{named}, seeds {seeds.start:,}-{seeds.stop - 1:,}"
          f" ({'report' if args.report else 'tuning'} range): {describe(strength)}; "
          f"{time.perf_counter() - started:.0f} s", flush=True)
    return 0 if strength.met and strength.median_ms <= TARGET_DECISION_MS else 1


if __name__ == "__main__":
    sys.exit(main())
