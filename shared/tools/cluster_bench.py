"""Scale-out figures, each a ratio measured side by side in one run (issue 15; part of `make bench`).

    python -m shared.tools.cluster_bench [--games N] [--appends N]

(d) all-bot games hosted through the real workers (created through the service, played by the automated
    workers, scored, projected) against the same games played in process by the engine alone;
(e) our append on a local 6-node Redis Cluster (3 primaries, 3 replicas) against a bare XADD of the same
    payload on that cluster, and against our append on the single Redis;
(f) the same with replica acknowledgement on (WAIT 1 on the append's connection), against it off.

Needs redis-server (for the cluster); (d) runs on the single Redis (or the embedded one) with its broker.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import uuid

import redis as redis_lib

from shared.base import jsonfast
from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.domain.simulation import play_random_game
from shared.store.repository import GAME_FINISHED
from shared.tools.bench import bench_append
from shared.tools.bench_cleanup import delete_prefix, stop_processes
from shared.tools.cli import ROOT, ensure_redis, worker_commands
from shared.tools.cluster import LocalCluster, free_cluster_ports

GAME = "academic_society"
SEATS = 4
WARM_UP_GAMES = 4  # two per automated worker process


def players() -> list[dict]:
    return [{"name": f"bot{seat}", "kind": "bot", "policy": "random"} for seat in range(SEATS)]


def _quiet(command: list[str]) -> list[str]:
    """A worker command of `tabletop run` logging warnings only (its INFO lines would cost the bench)."""
    command = list(command)
    command[command.index("--loglevel") + 1] = "WARNING"
    return command


def _finished(store, game_ids: set[str]) -> set[str]:
    """The games whose last event is the result: one round trip, nothing folded in this process (the
    measuring process must not replay every game beside the workers it measures)."""
    ordered = sorted(game_ids)
    pipe = store.redis.pipeline(transaction=False)
    for game_id in ordered:
        pipe.xrevrange(store.keys(game_id).events, "+", "-", count=1)
    return {game_id for game_id, last in zip(ordered, pipe.execute(), strict=True)
            if last and store.upcast(jsonfast.loads(last[0][1][b"e"]))["type"] == GAME_FINISHED}


def _play_hosted(runtime, seeds, deadline: float) -> set[str]:
    """Create one all-bot game per seed and wait until the workers have finished them (or the deadline
    passed); returns the games left unfinished."""
    remaining = {runtime.service.create_game(players(), {}, seed)["game_id"] for seed in seeds}
    while remaining and time.monotonic() < deadline:
        remaining -= _finished(runtime.store, remaining)
        time.sleep(0.05)
    return remaining


def bench_hosted_games(redis_url: str, games: int) -> dict:
    """Games per second through the workers vs in process (same engine, same policies, same count)."""
    from shared.app.runtime import build_runtime

    engine = load_engine(GAME)
    started = time.perf_counter()
    for seed in range(games):
        play_random_game(engine, players(), {}, seed, check=False, policies=dict.fromkeys(range(SEATS), "random"))
    in_process = games / (time.perf_counter() - started)

    prefix = os.environ["KEY_PREFIX"]  # set by main() before the Celery app was configured
    env = dict(os.environ, REDIS_URL=redis_url, PYTHONPATH=ROOT)
    env.pop("CELERY_BROKER_URL", None)
    config = Config.from_env(env)
    runtime = build_runtime(engine, config)
    workers = [subprocess.Popen(_quiet(command), cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
               for command in worker_commands(2)]
    try:
        # Warm-up games (other seeds) first: each worker process builds its game runtime on its first task
        # (imports, engine, connections); the figure is the steady state, as the in-process one is.
        _play_hosted(runtime, range(games, games + WARM_UP_GAMES), time.monotonic() + 120)
        started = time.perf_counter()
        remaining = _play_hosted(runtime, range(games), time.monotonic() + 600)
        hosted = (games - len(remaining)) / (time.perf_counter() - started)
    finally:
        stop_processes(workers)
        delete_prefix(redis_lib.Redis.from_url(redis_url), prefix)
    return {"hosted_per_s": hosted, "in_process_per_s": in_process, "ratio": hosted / in_process,
            "unfinished": len(remaining)}


def bench_cluster_append(single_url: str, appends: int) -> dict:
    from redis.cluster import RedisCluster

    with tempfile.TemporaryDirectory() as folder:
        cluster = LocalCluster(free_cluster_ports(6), folder)
        processes = cluster.start_processes()
        try:
            client = RedisCluster.from_url(cluster.url)
            prefix = f"bench{uuid.uuid4().hex[:6]}:"
            on_cluster = bench_append(client, prefix, appends)
            single = bench_append(redis_lib.Redis.from_url(single_url), prefix, appends)
            waited = bench_append(client, prefix, appends, replica_acks=1)
        finally:
            for process in processes:
                process.terminate()
            for process in processes:
                process.wait(timeout=10)
    return {"cluster": on_cluster, "single": single, "cluster_wait": waited,
            "cluster_vs_single": on_cluster["ours_per_s"] / single["ours_per_s"],
            "wait_vs_no_wait": waited["ours_per_s"] / on_cluster["ours_per_s"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--appends", type=int, default=2000)
    args = parser.parse_args(argv)
    # Our own key prefix and queues, for this process's Celery app (configured on first import) and the workers.
    os.environ["KEY_PREFIX"] = f"bench{uuid.uuid4().hex[:6]}:"
    redis_url, embedded = ensure_redis(Config.from_env().redis_url)
    try:
        hosted = bench_hosted_games(redis_url, args.games)
        print(f"platform (d) hosted all-bot games ({GAME}, {SEATS} bots, {args.games} games): "
              f"{hosted['hosted_per_s']:.1f} games/s through the workers vs {hosted['in_process_per_s']:.1f} in process"
              f" = {hosted['ratio']:.2f}x (target >= 0.50; {hosted['unfinished']} unfinished)")
        figures = bench_cluster_append(redis_url, args.appends)
        print(f"platform (e) append on the Redis Cluster: {figures['cluster']['ours_per_s']:,.0f}/s vs bare XADD "
              f"{figures['cluster']['bare_per_s']:,.0f}/s = {figures['cluster']['ratio']:.2f}x; vs our append on the "
              f"single Redis {figures['single']['ours_per_s']:,.0f}/s = {figures['cluster_vs_single']:.2f}x")
        print(f"platform (f) append with replica acknowledgement (WAIT 1) on the cluster: "
              f"{figures['cluster_wait']['ours_per_s']:,.0f}/s = {figures['wait_vs_no_wait']:.2f}x of without")
    finally:
        if embedded is not None:
            embedded.terminate()
    return 0 if hosted["ratio"] >= 0.5 else 1


if __name__ == "__main__":
    sys.exit(main())
