"""(f) What one human-paced move costs after its append, in Redis's own counters (issue 32).

    python -m shared.tools.followups_bench [--moves N] [--pace-ms MS] [--game GAME]

A private redis-server (its INFO commandstats counts only this bench's commands; the machine's Redis
serves other programs too) is both the event store and Celery's broker, so a broker message shows up in
the same counters. The real workers run as `tabletop run` starts them; the web side is the game
service's Flask app in this process. A game (the first hosted, shared.tools.bench_games) of three human
seats moves every `pace` ms, each move:

    the probe's own reads (which seat owes a decision, its legal commands)  -> counted apart, subtracted
    POST /commands                                                        -> the move and its follow-ups
    the pace's wait, in which the workers do whatever the move asks of them

Then an idle window as long as the moves' is counted and subtracted too (the workers' and broker's own
polling). R: Redis commands per move (those inside scripts included, INFO itself excluded), S: script
calls (EVAL/EVALSHA/FCALL), M: broker messages (Celery's LPUSH onto its queues).
"""

from __future__ import annotations

import argparse
import hashlib
import logging
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid

from shared.app.clients.integrators import DEFAULT_SCOPES, HEADER
from shared.base.config import Config
from shared.store.admin import command_calls
from shared.store.bench_probes import consumer_groups, empty_private_server
from shared.store.connection import answers, connect
from shared.tools.bench_cleanup import stop_processes
from shared.tools.bench_games import add_game_argument, first_game, seats_for
from shared.tools.bench_report import BenchReport
from shared.tools.cli import ROOT, worker_commands

SEATS = 3
WARM_UP_MOVES = 3
TARGETS = {"R": 12, "S": 2, "M": 0.05}
SCRIPT_COMMANDS = ("eval", "evalsha", "eval_ro", "evalsha_ro", "fcall", "fcall_ro")
BROKER_PUSHES = ("lpush", "rpush")
CLIENT_KEY_ENVIRON = "HTTP_" + HEADER.upper().replace("-", "_")  # kombu's Redis transport publishes a message with LPUSH


def command_counts(redis) -> dict[str, int]:
    """Calls per command name since the server started (INFO commandstats), INFO itself left out."""
    return {name.lower(): calls for name, calls in command_calls(redis).items() if name != "info"}


def difference(after: dict[str, int], before: dict[str, int]) -> dict[str, int]:
    return {name: calls - before.get(name, 0) for name, calls in after.items() if calls - before.get(name, 0)}


def add(total: dict[str, int], more: dict[str, int], sign: int = 1) -> None:
    for name, calls in more.items():
        total[name] = total.get(name, 0) + sign * calls


def figures(counts: dict[str, int], moves: int) -> dict[str, float]:
    return {"R": sum(counts.values()) / moves,
            "S": sum(counts.get(name, 0) for name in SCRIPT_COMMANDS) / moves,
            "M": sum(counts.get(name, 0) for name in BROKER_PUSHES) / moves}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def private_redis() -> tuple[str, subprocess.Popen] | None:
    """A redis-server of our own on a free port (None when the machine has none)."""
    program = shutil.which("redis-server")
    if program is None:
        return None
    port = free_port()
    process = subprocess.Popen([program, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    for _ in range(100):
        if answers(url, timeout=0.2):
            return url, process
        time.sleep(0.05)
    process.terminate()
    return None


def measure(redis_url: str, moves: int, pace_s: float, game: str | None = None, seed: int = 7) -> dict:
    game = game or first_game()
    secret = uuid.uuid4().hex
    os.environ.update(REDIS_URL=redis_url, KEY_PREFIX=f"benchf{uuid.uuid4().hex[:6]}:",
                      BOOTSTRAP_CLIENT=f"bench:{hashlib.sha256(secret.encode()).hexdigest()}:{','.join(DEFAULT_SCOPES)}")
    os.environ.pop("CELERY_BROKER_URL", None)
    os.environ.pop("DISPATCH", None)
    from shared.http.factory import create_app  # the game's Flask app, as gunicorn builds it

    env = dict(os.environ, PYTHONPATH=ROOT)
    workers = [subprocess.Popen(_quiet(command), cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL) for command in worker_commands(1)]
    redis = connect(redis_url)
    rng = random.Random(seed)
    try:
        client = create_app(game, Config.from_env()).test_client()
        client.environ_base[CLIENT_KEY_ENVIRON] = f"bench.{secret}"  # the bench's integrator client, every call
        created = client.post("/v1/games", json={"players": [{"name": f"p{s}", "kind": "human"}
                                                             for s in range(seats_for(game, SEATS))],
                                                 "seed": seed}).json
        game_id, tokens = created["game_id"], [s["token"] for s in created["seats"]]
        _wait_until_settled(redis, Config.from_env(), game_id, len(workers))
        for _ in range(WARM_UP_MOVES):  # the first moves load scripts and caches: not a move's steady cost
            seat, commands = _owed(client, game_id, tokens)
            client.post(f"/v1/games/{game_id}/commands", json=rng.choice(commands),
                        headers={"Authorization": f"Bearer {tokens[seat]}"})
        time.sleep(1)
        probe: dict[str, int] = {}
        window: dict[str, int] = {}
        made = 0
        started = time.monotonic()
        before_all = command_counts(redis)
        while made < moves:
            before = command_counts(redis)
            seat, commands = _owed(client, game_id, tokens)
            add(probe, difference(command_counts(redis), before))
            if seat is None:
                break  # the game ended
            response = client.post(f"/v1/games/{game_id}/commands", json=rng.choice(commands),
                                   headers={"Authorization": f"Bearer {tokens[seat]}"})
            if response.status_code != 201:
                raise RuntimeError(f"the move was refused: {response.status_code} {response.json}")
            made += 1
            time.sleep(pace_s)
        elapsed = time.monotonic() - started
        add(window, difference(command_counts(redis), before_all))
        before_idle = command_counts(redis)
        time.sleep(elapsed)
        idle = difference(command_counts(redis), before_idle)
    finally:
        stop_processes(workers)
        empty_private_server(redis)  # our private server's only database
    moved = dict(window)
    add(moved, probe, -1)
    add(moved, idle, -1)
    return {"moves": made, "figures": figures(moved, made), "counts": moved, "idle": figures(idle, made)}


def _wait_until_settled(redis, config: Config, game_id: str, workers: int, timeout_s: float = 180) -> None:
    """Until the workers are up and idle: the follow-up consumer has read the creation's entry, every
    worker's start-up sweep has run, and two seconds passed (their start-up is not a move's cost)."""
    from shared.app.after_append.pipeline import follow_up_backlog
    from shared.bus.queues import SWEEP
    from shared.store import keys
    from shared.workers.task_metrics import read_task_counts

    deadline = time.monotonic() + timeout_s
    stream = keys.follow_up_key(config.key_prefix, keys.partition_of(game_id))
    while time.monotonic() < deadline:
        groups = consumer_groups(redis, stream)
        if (groups and groups[0].get("consumers") and follow_up_backlog(redis, config) == (0, 0)
                and read_task_counts(redis, config).get((SWEEP, "succeeded"), 0) >= workers):
            break
        time.sleep(0.2)
    else:
        raise RuntimeError("the workers did not start within the time allowed")
    time.sleep(2)


def _owed(client, game_id: str, tokens: list[str]) -> tuple[int | None, list[dict]]:
    """The seat that owes a decision and its legal commands (the probe's reads)."""
    for seat, token in enumerate(tokens):
        legal = client.get(f"/v1/games/{game_id}/legal", headers={"Authorization": f"Bearer {token}"}).json
        if legal.get("commands"):
            return seat, legal["commands"]
    return None, []


def _quiet(command: list[str]) -> list[str]:
    command = list(command)
    command[command.index("--loglevel") + 1] = "WARNING"
    return command


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--pace-ms", type=float, default=250)
    add_game_argument(parser)
    args = parser.parse_args(argv)
    logging.getLogger("tabletop.access").setLevel(logging.WARNING)  # a line per request would drown the figures
    report = BenchReport("platform")
    server = private_redis()
    if server is None:
        report.line("(f) follow-ups per human-paced move: skipped (no redis-server on this machine: INFO "
                    "commandstats of a shared or embedded server would not count this bench alone)")
        return report.finish()
    url, process = server
    try:
        with tempfile.TemporaryDirectory():
            result = measure(url, args.moves, args.pace_ms / 1000, args.game)
    finally:
        process.terminate()
    f = result["figures"]
    top = sorted(result["counts"].items(), key=lambda item: -item[1])[:24]
    report.line(f"(f) follow-ups per human-paced move ({result['moves']} moves, {SEATS} human seats, one move per "
                f"{args.pace_ms:.0f} ms): Redis commands R {f['R']:.1f}, script calls S {f['S']:.2f}, broker "
                f"messages M {f['M']:.2f}; by command: "
                + ", ".join(f"{name} {calls / result['moves']:.2f}" for name, calls in top))
    for name, fmt in (("R", "{:.1f}"), ("S", "{:.2f}"), ("M", "{:.2f}")):
        report.figure(f"(f) follow-ups per human-paced move: {name}", f[name], "<=", TARGETS[name], fmt=fmt)
    return report.finish()


if __name__ == "__main__":
    sys.exit(main())
