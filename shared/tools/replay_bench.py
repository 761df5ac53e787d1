"""Replays in bounded time (issue 24, item 3): stepping through a whole finished game with
`?at_version=1..N` against reading its final view N times, side by side in one run.

    python -m shared.tools.replay_bench [--games N] [--game GAME]

Each game (the longest of the hosted games, shared.tools.bench_games: four heuristic bots where it seats
four and has a heuristic) is
played in process on the bench's Redis; then a fresh service (no snapshot in memory: the first pass
pays for them) steps through it forwards, then backwards, and reads its final view as many times.
Target: a step costs at most 3x a read of the final view.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import uuid

from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.store.admin import delete_prefix
from shared.store.connection import connect
from shared.tools.bench_games import add_game_argument, longest_game, seats_for
from shared.tools.bench_report import BenchReport
from shared.tools.cli import ensure_redis

TARGET = 3.0


def _service(redis_url: str, prefix: str, game: str):
    from shared.app.runtime import build_runtime

    env = dict(os.environ, REDIS_URL=redis_url, KEY_PREFIX=prefix, DISPATCH="inline")
    return build_runtime(load_engine(game), Config.from_env(env)).service


def bots(game: str) -> list[dict]:
    policy = "heuristic" if "heuristic" in load_engine(game).bot_policies else "random"
    return [{"name": f"bot{seat}", "kind": "bot", "policy": policy} for seat in range(seats_for(game, 4))]


def bench_replay(redis_url: str, games: int, game: str | None = None) -> dict:
    game = game or longest_game()
    prefix = f"benchreplay{uuid.uuid4().hex[:6]}:"
    try:
        player = _service(redis_url, prefix, game)
        game_ids = [player.create_game(bots(game), {}, seed)["game_id"] for seed in range(games)]
        reader = _service(redis_url, prefix, game)  # a process that has folded none of them yet
        forwards = backwards = final = 0.0
        steps = 0
        for game_id in game_ids:
            latest = reader.current_view(game_id, None)["version"]
            started = time.perf_counter()
            for version in range(1, latest + 1):
                reader.view_at(game_id, None, version)
            forwards += time.perf_counter() - started
            started = time.perf_counter()
            for version in range(latest, 0, -1):
                reader.view_at(game_id, None, version)
            backwards += time.perf_counter() - started
            started = time.perf_counter()
            for _ in range(latest):
                reader.current_view(game_id, None)
            final += time.perf_counter() - started
            steps += latest
    finally:
        delete_prefix(connect(redis_url), prefix)
    return {"steps": steps, "forwards_ms": forwards / steps * 1000, "backwards_ms": backwards / steps * 1000,
            "final_ms": final / steps * 1000, "ratio": forwards / final, "backwards_ratio": backwards / final,
            "folds_per_step": reader.replays.folds / (2 * steps)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--games", type=int, default=3)
    add_game_argument(parser, longest_game())
    args = parser.parse_args(argv)
    redis_url, embedded = ensure_redis(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    report = BenchReport("platform")
    try:
        r = bench_replay(redis_url, args.games, args.game)
        report.figure("(g) replay: a step through a whole game vs a read of its final view", r["ratio"], "<=",
                      TARGET, fmt="{:.2f}x",
                      detail=f"{r['forwards_ms']:.2f} vs {r['final_ms']:.2f} ms per read, {r['steps']} versions "
                             f"of {args.games} {args.game} games, {r['folds_per_step']:.1f} events folded per read")
        report.info("(g) replay stepping backwards vs a read of the final view", r["backwards_ratio"], fmt="{:.2f}x",
                    detail=f"{r['backwards_ms']:.2f} ms per read")
    finally:
        if embedded is not None:
            embedded.terminate()
    return report.finish()


if __name__ == "__main__":
    sys.exit(main())
