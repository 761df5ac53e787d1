"""Command line: run the whole stack, rebuild projections, audit a game.

    tabletop run                      every game service and the tournament service (gunicorn) + Celery workers
    tabletop rebuild-projections      recreate every read model from the streams alone
    tabletop audit GAME GAME_ID       verify one recorded game (--redis-url, --url, --json)
    tabletop verify FILE|URL          verify an exported history offline: no Redis, no server
    tabletop export [GAME] --url URL  finished games as NDJSON (or --redis-url)
    python -m services.<game> serve   one game service in the foreground
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time

from shared.cli_audit import add_commands as add_audit_commands
from shared.cli_audit import audit, reporting
from shared.config import Config
from shared.registry import available_games, load_engine

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GUNICORN_CONF = os.path.join(ROOT, "deploy", "gunicorn.conf.py")
TOURNAMENTS = "tournaments"  # the tournament service (services/tournaments): not a game, same app factory


def ensure_redis(url: str) -> tuple[str, subprocess.Popen | None]:
    """The Redis to use: the one at `url` if it answers, else an embedded fakeredis server we start."""
    from shared.embedded_redis import answers, free_port  # fakeredis: a server extra, not the verifier's

    if answers(url):
        return url, None
    port = int(os.environ.get("EMBEDDED_REDIS_PORT") or free_port())
    process = subprocess.Popen([sys.executable, "-m", "shared.embedded_redis", "--port", str(port)], cwd=ROOT)
    embedded = f"redis://127.0.0.1:{port}/0"
    for _ in range(100):
        if answers(embedded):
            return embedded, process
        time.sleep(0.1)
    process.terminate()
    raise SystemExit(f"no Redis at {url} and the embedded one did not start on port {port}")


def service_command(game: str, port: int, workers: int = 2) -> list[str]:
    return [
        sys.executable, "-m", "gunicorn", "-c", GUNICORN_CONF, "--bind", f"127.0.0.1:{port}",
        "--workers", str(workers), f"services.{game}.api:create_app()",
    ]


def worker_commands(concurrency: int = 2) -> list[list[str]]:
    """The two Celery workers: projections (a thread per partition) and automated seats
    (processes; -B: it also runs beat, which schedules the periodic sweep)."""
    from shared.workers import AUTOMATED_QUEUE, PARTITIONS, PROJECTIONS_QUEUE

    celery = [sys.executable, "-m", "celery", "-A", "shared.workers:celery_app", "worker", "--loglevel", "INFO"]
    return [
        [*celery, "-Q", PROJECTIONS_QUEUE, "--pool", "threads", "--concurrency", str(PARTITIONS),
         "--hostname", "projections@%h"],
        [*celery, "-Q", f"{AUTOMATED_QUEUE},celery", "--pool", "prefork", "--concurrency", str(concurrency),
         "--hostname", "automated@%h", "-B", "--schedule", os.path.join(ROOT, ".run", "celerybeat-schedule")],
    ]


def run(args) -> int:
    config = Config.from_env()
    redis_url, embedded = ensure_redis(config.redis_url)
    env = dict(os.environ, REDIS_URL=redis_url, PYTHONPATH=ROOT)
    games = available_games()
    os.makedirs(os.path.join(ROOT, ".run"), exist_ok=True)
    processes: list[subprocess.Popen] = [embedded] if embedded else []
    for game in games:
        processes.append(subprocess.Popen(service_command(game, config.ports[game], args.web_workers), cwd=ROOT, env=env))
    processes.append(subprocess.Popen(service_command(TOURNAMENTS, config.ports[TOURNAMENTS], args.web_workers),
                                      cwd=ROOT, env=env))
    for command in worker_commands(args.worker_concurrency):
        processes.append(subprocess.Popen(command, cwd=ROOT, env=env))
    print(f"Redis: {redis_url}{' (embedded fakeredis)' if embedded else ''}")
    for game in [*games, TOURNAMENTS]:
        port = config.ports[game]
        print(f"{game}: http://127.0.0.1:{port}  (play in a browser: http://127.0.0.1:{port}/play/ ;"
              f" OpenAPI: http://127.0.0.1:{port}/v1/openapi.json)")
    if not games:
        print("no game engine is present yet: only the worker runs")
    print("Celery workers started (projections, automated seats + beat). Ctrl-C stops everything.", flush=True)
    stopping = False

    def stop(*_):
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        while not stopping and all(p.poll() is None for p in processes):
            time.sleep(0.2)
    finally:
        for process in reversed(processes):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in processes:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
    failed = [p.args for p in processes if p.returncode not in (0, -signal.SIGTERM, None) and not stopping]
    print("stopped.")
    return 1 if failed else 0


def rebuild(args) -> int:
    from shared.game_results import rating_hook
    from shared.ratings import Ratings
    from shared.runtime import build_runtime

    config = Config.from_env()
    for game in [args.game] if args.game else available_games():
        rt = build_runtime(load_engine(game), config)
        # A rebuild re-records every result for the ratings, applied once in order at the end; it
        # queues no work (tournaments advance from the streams, not from a rebuild).
        rt.projector.finished_hooks = [rating_hook(rt.projector, config, refresh="later")]
        ratings = Ratings(rt.store.redis, config.key_prefix)
        ratings.drop(game)
        print(f"{game}: {rt.projector.rebuild_all()} games projected, {ratings.refresh(game)} rated")
    if not args.game:
        rebuild_tournaments()
    return 0


def rebuild_tournaments() -> int:
    from services.tournaments.service import TournamentService
    from shared.runtime import connect

    config = Config.from_env()
    count = TournamentService(connect(config), config).rebuild_projections()
    print(f"{TOURNAMENTS}: {count} tournaments projected")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tabletop", description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="every game service and a worker")
    run_parser.add_argument("--web-workers", type=int, default=int(os.environ.get("WEB_WORKERS", "1")))
    run_parser.add_argument("--worker-concurrency", type=int, default=int(os.environ.get("WORKER_CONCURRENCY", "2")))
    run_parser.set_defaults(handler=run)
    rebuild_parser = commands.add_parser("rebuild-projections", help="recreate read models from the streams")
    rebuild_parser.add_argument("--game", choices=available_games())
    rebuild_parser.set_defaults(handler=rebuild)
    add_audit_commands(commands)
    args = parser.parse_args(argv)
    return args.handler(args)


def game_main(game: str, argv: list[str]) -> int:
    """`python -m services.<game> ...`: serve this game, rebuild its projections, or audit one of its games."""
    parser = argparse.ArgumentParser(prog=f"python -m services.{game}")
    commands = parser.add_subparsers(dest="command", required=True)
    serve_parser = commands.add_parser("serve")
    serve_parser.add_argument("--port", type=int, default=Config.from_env().ports[game])
    serve_parser.add_argument("--workers", type=int, default=2)
    commands.add_parser("rebuild-projections")
    audit_parser = commands.add_parser("audit")
    audit_parser.add_argument("game_id")
    args = parser.parse_args(argv)
    if args.command == "serve":
        return subprocess.call(service_command(game, args.port, args.workers), cwd=ROOT)
    if args.command == "rebuild-projections":
        return rebuild(argparse.Namespace(game=game))
    return reporting(audit)(argparse.Namespace(command="audit", game=game, game_id=args.game_id, json=True))


if __name__ == "__main__":
    sys.exit(main())
