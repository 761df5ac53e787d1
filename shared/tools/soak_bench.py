"""A soak on one machine (issue 24, item 5): many concurrent games played at a human pace through the
whole stack, and what each live game and each command costs.

    python -m shared.tools.soak_bench [--games 1000] [--seconds 60] [--max-decisions 40] [--game GAME]

The stack is `make run`'s for one game kind (the first hosted, shared.tools.bench_games: gunicorn with
the deploy settings, both Celery workers) on a Redis of its own (a private redis-server when one is
installed, so its memory and CPU figures are this soak's alone; else the embedded one). Each game has two human seats, played
by clients in LOAD_PROCESSES processes (loopback only, at nice 10 like the other benches): a seat that
owes a decision reads /legal and posts one of its commands, then waits 1-3 s (seeded) before its
game's next decision; each game stops after --max-decisions decisions or when it ends, and the soak
after --seconds.

Reports: commands/s, p50/p99 command latency, Redis memory per live game (used_memory after the games
were created and at the end, against before), Redis CPU per live game (`INFO cpu` over the window),
web CPU per command (the gunicorn workers' /proc CPU time over the window).
"""

from __future__ import annotations

import argparse
import heapq
import http.client
import multiprocessing
import os
import random
import shutil
import subprocess
import sys
import threading
import time

from shared.app.clients.integrators import HEADER, configured_client
from shared.store.admin import delete_prefix, server_info
from shared.store.connection import answers, connect
from shared.tools.bench import LOAD_PROCESSES, pct, request_json, start_gunicorn, wait_up
from shared.tools.bench_cleanup import stop_processes
from shared.tools.bench_games import add_game_argument, first_game, seats_for
from shared.tools.bench_report import BenchReport
from shared.tools.cli import ROOT, ensure_redis, worker_commands
from shared.tools.embedded_redis import free_port

THREADS_PER_PROCESS = 32
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def private_redis() -> tuple[str, subprocess.Popen | None]:
    """A redis-server of the soak's own (nothing else's keys, memory or CPU in its INFO), or the shared one."""
    if shutil.which("redis-server") is None:
        return ensure_redis(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    port = free_port()
    process = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    for _ in range(100):
        if answers(url):
            return url, process
        time.sleep(0.05)
    process.terminate()
    raise RuntimeError("the soak's redis-server did not start")


def cpu_seconds(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime
        except OSError:
            continue
    return total / CLOCK_TICKS


def children(pid: int) -> list[int]:
    found = subprocess.run(["ps", "--ppid", str(pid), "-o", "pid="], capture_output=True, text=True).stdout.split()
    return [int(p) for p in found]


def create_games(port: int, games: int, client_key: str, seats: int = 2) -> list[tuple[str, list[str]]]:
    created: list[tuple[str, list[str]]] = []
    lock = threading.Lock()

    def create(indices):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        for index in indices:
            status, game = request_json(conn, "POST", "/v1/games", {
                "players": [{"name": f"h{index}{chr(ord('a') + seat)}", "kind": "human"} for seat in range(seats)],
                "seed": index}, {HEADER: client_key})
            if status != 201:
                raise RuntimeError(f"creation refused: {status} {game}")
            with lock:
                created.append((game["game_id"], [seat["token"] for seat in game["seats"]]))

    threads = [threading.Thread(target=create, args=(range(i, games, 8),)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return created


def _play(port, games, seconds, max_decisions, seed, results) -> None:
    """One load process: its games on a schedule (a heap of due times), THREADS_PER_PROCESS threads."""
    os.nice(10)
    rng = random.Random(seed)
    due = [(time.monotonic() + rng.uniform(0, 2), index) for index in range(len(games))]
    heapq.heapify(due)
    decisions = [0] * len(games)
    latencies: list[float] = []
    errors: list = []
    lock = threading.Lock()
    end = time.monotonic() + seconds

    def player():
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        mine = random.Random(rng.random())
        while True:
            with lock:
                if not due:
                    return
                at, index = heapq.heappop(due)
            if at > end:
                return
            time.sleep(max(0.0, at - time.monotonic()))
            game_id, tokens = games[index]
            played = False
            for token in tokens:
                headers = {"Authorization": f"Bearer {token}"}
                status, legal = request_json(conn, "GET", f"/v1/games/{game_id}/legal", None, headers)
                if status != 200 or not legal["commands"]:
                    continue
                command = dict(mine.choice(legal["commands"]), expected_version=legal["version"])
                started = time.perf_counter()
                status, reply = request_json(conn, "POST", f"/v1/games/{game_id}/commands", command, headers)
                took = time.perf_counter() - started
                with lock:
                    if status == 201:
                        latencies.append(took)
                        decisions[index] += 1
                    elif status != 409:  # a conflict is a client's stale read: normal under load
                        errors.append((status, reply))
                played = True
                break
            with lock:
                if played and decisions[index] < max_decisions:
                    heapq.heappush(due, (time.monotonic() + mine.uniform(1.0, 3.0), index))

    threads = [threading.Thread(target=player) for _ in range(THREADS_PER_PROCESS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    results.put((latencies, errors[:5], sum(decisions)))


def soak(games: int, seconds: float, max_decisions: int, game: str | None = None) -> dict:
    game = game or first_game()
    redis_url, redis_process = private_redis()
    redis = connect(redis_url)
    soak_client, client_key = configured_client("soak", ("games:write",))  # the services know its digest only
    env = dict(os.environ, BOOTSTRAP_CLIENT=soak_client, REDIS_URL=redis_url, KEY_PREFIX="soak:", PYTHONPATH=ROOT,
               RATE_LIMITS="off",
               ACCESS_LOG=os.devnull, WEB_WORKERS=os.environ.get("WEB_WORKERS", "2"))
    env.pop("CELERY_BROKER_URL", None)
    port = free_port()
    web = start_gunicorn(f"shared.http.factory:create_app({game!r})", port, env)
    workers = [subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
               for command in worker_commands()]
    try:
        wait_up(port)
        time.sleep(2.0)  # the workers' start-up
        memory_before = server_info(redis, "memory")["used_memory"]
        created = create_games(port, games, client_key, seats_for(game, 2))
        time.sleep(2.0)  # their projections
        memory_created = server_info(redis, "memory")["used_memory"]
        cpu = server_info(redis, "cpu")
        redis_cpu_before = cpu["used_cpu_sys"] + cpu["used_cpu_user"]
        web_pids = children(web.pid)
        web_cpu_before = cpu_seconds(web_pids)
        context = multiprocessing.get_context("fork")
        results = context.Queue()
        shares = [created[i::LOAD_PROCESSES] for i in range(LOAD_PROCESSES)]
        started = time.monotonic()
        processes = [context.Process(target=_play, args=(port, share, seconds, max_decisions, i, results))
                     for i, share in enumerate(shares)]
        for process in processes:
            process.start()
        latencies: list[float] = []
        errors: list = []
        for _ in processes:
            mine, my_errors, _decided = results.get(timeout=seconds + 300)
            latencies += mine
            errors += my_errors
        for process in processes:
            process.join(timeout=30)
        window = time.monotonic() - started
        web_cpu = cpu_seconds(web_pids) - web_cpu_before
        cpu = server_info(redis, "cpu")
        redis_cpu = cpu["used_cpu_sys"] + cpu["used_cpu_user"] - redis_cpu_before
        memory_end = server_info(redis, "memory")["used_memory"]
    finally:
        stop_processes([web, *workers])
        if redis_process is not None:
            redis_process.terminate()
        else:
            delete_prefix(redis, "soak:")
    if errors:
        raise RuntimeError(f"soak errors: {errors[:3]}")
    commands = len(latencies)
    return {"games": len(created), "window_s": window, "commands": commands, "per_s": commands / window,
            "p50_ms": pct(latencies, 0.5) * 1000, "p99_ms": pct(latencies, 0.99) * 1000,
            "memory_per_game_created": (memory_created - memory_before) / len(created),
            "memory_per_game_end": (memory_end - memory_before) / len(created),
            "redis_cpu_ms_per_game_s": redis_cpu / len(created) / window * 1000,
            "redis_cpu_ms_per_command": redis_cpu / max(commands, 1) * 1000,
            "web_cpu_ms_per_command": web_cpu / max(commands, 1) * 1000,
            "private_redis": redis_process is not None}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--max-decisions", type=int, default=40)
    add_game_argument(parser)
    args = parser.parse_args(argv)
    report = BenchReport("platform")
    s = soak(args.games, args.seconds, args.max_decisions, args.game)
    report.line(f"(i) soak: {s['games']} concurrent {args.game} games, two human-paced seats each (a decision every "
                f"1-3 s), {s['window_s']:.0f} s, {s['commands']:,} commands "
                f"({'a private redis-server' if s['private_redis'] else 'the shared Redis'})")
    report.info("(i) soak commands/s", s["per_s"], fmt="{:,.0f}")
    report.info("(i) soak command latency p99", s["p99_ms"], fmt="{:.1f} ms", detail=f"p50 {s['p50_ms']:.1f} ms")
    report.info("(i) soak Redis memory per live game", s["memory_per_game_end"] / 1024, fmt="{:,.1f} KB",
                detail=f"{s['memory_per_game_created'] / 1024:,.1f} KB just created")
    report.info("(i) soak Redis CPU per live game", s["redis_cpu_ms_per_game_s"], fmt="{:.3f} ms/s",
                detail=f"{s['redis_cpu_ms_per_command']:.3f} ms per command")
    report.info("(i) soak web CPU per decision", s["web_cpu_ms_per_command"], fmt="{:.2f} ms",
                detail="the gunicorn workers' CPU over the window per command posted, with the /legal reads "
                       "(one or two) the client made before it")
    return report.finish()


if __name__ == "__main__":
    sys.exit(main())
