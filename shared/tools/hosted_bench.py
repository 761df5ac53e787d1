"""Hosted all-bot games against the same games played in process by the engine alone (issue 24's
first figure), side by side in one run.

    python -m shared.tools.hosted_bench [--games N] [--profile] [--game GAME]

The game is the first hosted (shared.tools.bench_games), four random bots where it seats four. The
hosted side creates each game through the service; the real workers (the two `tabletop run`
starts) play the bots, score the game and project it. The in-process side plays the same seeds with
the same policies through `play_random_game` (the engine alone: no store, no chain, no projection).

--profile: the hosted path once more in this process (DISPATCH=inline: the same advance, append,
score and projection code the workers run, called right after each append), under cProfile, with
the functions that take the time, so a miss comes with what explains it.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import subprocess
import sys
import time
import uuid
from urllib.parse import urlparse

from shared.base import jsonfast
from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.domain.simulation import play_random_game
from shared.store.admin import delete_prefix
from shared.store.bench_probes import last_entries
from shared.store.connection import connect
from shared.store.repository import GAME_FINISHED
from shared.tools.bench_cleanup import stop_processes
from shared.tools.bench_games import add_game_argument, seats_for
from shared.tools.bench_report import BenchReport
from shared.tools.cli import ROOT, WORKER_KINDS, ensure_redis, worker_commands
from shared.tools.cpu_split import CpuSplit, per_unit, redis_server_pids

SEATS = 4
WARM_UP_GAMES = 4  # two per automated worker process
TARGET = 0.6  # issue 24: hosted games at least 0.6x of the engine alone


def players(game: str) -> list[dict]:
    return [{"name": f"bot{seat}", "kind": "bot", "policy": "random"} for seat in range(seats_for(game, SEATS))]


def _quiet(command: list[str]) -> list[str]:
    """A worker command of `tabletop run` logging warnings only (its INFO lines would cost the bench)."""
    command = list(command)
    command[command.index("--loglevel") + 1] = "WARNING"
    return command


def _finished(store, game_ids: set[str]) -> set[str]:
    """The games whose last event is the result: one round trip, nothing folded in this process (the
    measuring process must not replay every game beside the workers it measures)."""
    ordered = sorted(game_ids)
    lasts = last_entries(store.redis, [store.keys(game_id).events for game_id in ordered])
    return {game_id for game_id, last in zip(ordered, lasts, strict=True)
            if last and store.upcast(jsonfast.loads(last[0][1][b"e"]))["type"] == GAME_FINISHED}


def _play_hosted(runtime, seeds, deadline: float) -> set[str]:
    """Create one all-bot game per seed and wait until the workers have finished them (or the deadline
    passed); returns the games left unfinished."""
    game = runtime.engine.name
    remaining = {runtime.service.create_game(players(game), {}, seed)["game_id"] for seed in seeds}
    while remaining and time.monotonic() < deadline:
        remaining -= _finished(runtime.store, remaining)
        time.sleep(0.05)
    return remaining


def in_process_rate(games: int, game: str) -> float:
    engine = load_engine(game)
    seated = players(game)
    started = time.perf_counter()
    for seed in range(games):
        play_random_game(engine, seated, {}, seed, check=False, policies=dict.fromkeys(range(len(seated)), "random"))
    return games / (time.perf_counter() - started)


def bench_hosted_games(redis_url: str, games: int, game: str) -> dict:
    """Games per second through the workers vs in process (same engine, same policies, same count)."""
    from shared.app.runtime import build_runtime

    in_process = in_process_rate(games, game)
    prefix = os.environ["KEY_PREFIX"]  # set by main() before the Celery app was configured
    env = dict(os.environ, REDIS_URL=redis_url, PYTHONPATH=ROOT)
    env.pop("CELERY_BROKER_URL", None)
    runtime = build_runtime(load_engine(game), Config.from_env(env))
    workers = [subprocess.Popen(_quiet(command), cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
               for command in worker_commands(2)]
    try:
        # Warm-up games (other seeds) first: each worker process builds its game runtime on its first task
        # (imports, engine, connections); the figure is the steady state, as the in-process one is.
        _play_hosted(runtime, range(games, games + WARM_UP_GAMES), time.monotonic() + 120)
        # Where the CPU goes, per game: each worker kind, Redis, and this process (creating the games and
        # polling for their end), against the engine's own time per game in process.
        split = CpuSplit({**{kind: [worker] for kind, worker in zip(WORKER_KINDS, workers, strict=True)},
                          "redis": redis_server_pids(urlparse(redis_url).port or 6379)})
        split.start()
        own_before = time.process_time()  # this process alone (the workers are its children: not a tree)
        started = time.perf_counter()
        remaining = _play_hosted(runtime, range(games), time.monotonic() + 600)
        hosted = (games - len(remaining)) / (time.perf_counter() - started)
        usage = {**split.stop(), "bench": time.process_time() - own_before}
    finally:
        stop_processes(workers)
        delete_prefix(connect(redis_url), prefix)
    return {"hosted_per_s": hosted, "in_process_per_s": in_process, "ratio": hosted / in_process,
            "unfinished": len(remaining), "cpu_per_game": per_unit(usage, games - len(remaining), scale=1e3)}


def profile_hosted(redis_url: str, games: int, game: str, top: int = 30) -> str:
    """The hosted path in this process under cProfile (inline dispatch: advance, append, score and
    project right after each append, as the workers do), against the engine alone on the same seeds."""
    from shared.app.runtime import build_runtime

    prefix = f"benchprof{uuid.uuid4().hex[:6]}:"
    env = dict(os.environ, REDIS_URL=redis_url, KEY_PREFIX=prefix, DISPATCH="inline")
    runtime = build_runtime(load_engine(game), Config.from_env(env))
    profiler = cProfile.Profile()
    try:
        runtime.service.create_game(players(game), {}, 10_000)  # warm-up: scripts loaded, caches built
        profiler.enable()
        for seed in range(games):
            runtime.service.create_game(players(game), {}, seed)
        profiler.disable()
    finally:
        delete_prefix(connect(redis_url), prefix)
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    out.write(f"hosted path in process, {games} games ({game}, {len(players(game))} random bots), by own time:\n")
    stats.sort_stats("tottime").print_stats(top)
    out.write("by cumulative time:\n")
    stats.sort_stats("cumulative").print_stats(top)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--profile", action="store_true")
    add_game_argument(parser)
    args = parser.parse_args(argv)
    # Our own key prefix and queues, for this process's Celery app (configured on first import) and the workers.
    os.environ["KEY_PREFIX"] = f"bench{uuid.uuid4().hex[:6]}:"
    redis_url, embedded = ensure_redis(Config.from_env().redis_url)
    report = BenchReport("platform")
    try:
        hosted = bench_hosted_games(redis_url, args.games, args.game)
        report.line(f"(d) hosted all-bot games ({args.game}, {len(players(args.game))} bots, {args.games} games): "
                    f"{hosted['hosted_per_s']:.1f} games/s through the workers vs {hosted['in_process_per_s']:.1f} "
                    f"in process = {hosted['ratio']:.2f}x ({hosted['unfinished']} unfinished)")
        report.line(f"(d) CPU per hosted game in ms: {hosted['cpu_per_game']}; the engine alone: "
                    f"{1000 / hosted['in_process_per_s']:.1f}")
        report.figure("(d) hosted all-bot games vs in process", hosted["ratio"], ">=", TARGET, fmt="{:.2f}x",
                      detail=f"{hosted['hosted_per_s']:.1f} vs {hosted['in_process_per_s']:.1f} games/s")
        if args.profile:
            print(profile_hosted(redis_url, max(4, args.games // 10), args.game), flush=True)
    finally:
        if embedded is not None:
            embedded.terminate()
    return report.finish()


if __name__ == "__main__":
    sys.exit(main())
