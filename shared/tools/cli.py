"""Command line: run the whole stack, rebuild projections, audit a game.

    tabletop run                      every game service and the tournament service (gunicorn), the Celery
                                      workers (projections, automated, webhooks, analysis) and beat
    tabletop worker KIND              one Celery worker (projections | automated | archive | webhooks | analysis)
    tabletop analyse EXPORT [--json]  review a finished game offline, as GET /v1/games/{id}/analysis serves it
    tabletop beat                     Celery beat (one per deployment)
    tabletop rebuild-projections      recreate every read model from the streams alone
    tabletop audit GAME GAME_ID       verify one recorded game (--redis-url, --url, --json)
    tabletop verify FILE|URL|DUMP     verify an exported history or a public dump offline: no Redis, no server
    tabletop export [GAME] --url URL  finished games as NDJSON (or --redis-url)
    tabletop archive run|dump         finished games to the archive now; a month's signed public dump
    tabletop log monitor|witness URL  watch (and co-sign) the transparency log's tree heads; exit 1 on a fork
    tabletop rules freeze GAME        release the game's rules as its next frozen version (copy, hash, entry, golden game)
    python -m services.<game> serve   one game service in the foreground
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

from shared.base.config import Config
from shared.base.config import run_dir as run_folder
from shared.base.progress import shown
from shared.bus import plugins
from shared.bus.handlers import LATER
from shared.bus.plugins import service_ports
from shared.bus.queues import ANALYSIS, ARCHIVAL, AUTOMATED, PROJECTIONS, WEBHOOKS, queue_name
from shared.domain.registry import available_games, load_engine
from shared.store.keys import PARTITIONS
from shared.tools.analysis_commands import add_commands as add_analysis_commands
from shared.tools.archive_commands import add_commands as add_archive_commands
from shared.tools.audit_commands import add_commands as add_audit_commands
from shared.tools.audit_commands import audit, reporting
from shared.tools.client_commands import add_commands as add_client_commands
from shared.tools.client_commands import development_client
from shared.tools.log_commands import add_commands as add_log_commands
from shared.tools.rules_commands import add_commands as add_rules_commands
from shared.tools.supervisor import Program, Supervisor
from shared.workers.analysis_priority import yield_cpu_to_moves

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GUNICORN_CONF = os.path.join(ROOT, "deploy", "gunicorn.conf.py")
TOURNAMENTS = "tournaments"  # the tournament service (services/tournaments): not a game, same app factory


def embedded_redis_program() -> tuple[str, Program]:
    """An embedded fakeredis server (for machines without Redis), as a program to start or supervise."""
    from shared.store.connection import answers  # redis: a server extra, not the verifier's
    from shared.tools.embedded_redis import free_port  # fakeredis: likewise

    port = int(os.environ.get("EMBEDDED_REDIS_PORT") or free_port())
    url = f"redis://127.0.0.1:{port}/0"
    program = Program("embedded-redis", [sys.executable, "-m", "shared.tools.embedded_redis", "--port", str(port)],
                      ready=lambda: answers(url), ready_timeout_s=10)
    return url, program


def ensure_redis(url: str) -> tuple[str, subprocess.Popen | None]:
    """The Redis to use: the one at `url` if it answers, else an embedded fakeredis server we start."""
    from shared.store.connection import answers  # redis: a server extra, not the verifier's

    if answers(url):
        return url, None
    embedded, program = embedded_redis_program()
    process = subprocess.Popen(program.argv, cwd=ROOT)
    for _ in range(100):
        if program.ready():
            return embedded, process
        time.sleep(0.1)
    process.terminate()
    raise SystemExit(f"no Redis at {url} and the embedded one did not start ({embedded})")


def service_command(game: str, port: int, workers: int = 2) -> list[str]:
    return [
        sys.executable, "-m", "gunicorn", "-c", GUNICORN_CONF, "--bind", f"127.0.0.1:{port}",
        "--workers", str(workers), f"services.{game}.api:create_app()",
    ]


# The worker app, built by the worker (and beat) process on first access: shared.workers.app.
CELERY = [sys.executable, "-m", "celery", "-A", "shared.workers.app:celery_app"]
# Gossip, mingle and the event heartbeat are worker-to-worker broadcasts this platform never uses, and the
# broadcast machinery is what misbehaves around broker reconnects (celery/celery#8030, celery/kombu#582).
WORKER_KINDS = (PROJECTIONS, AUTOMATED, WEBHOOKS, ANALYSIS)
# Webhook threads: each waits on one endpoint at a time (at most Config.webhook_timeout_s per attempt).
WEBHOOK_THREADS = 16
QUIET_WORKER = ["--without-gossip", "--without-mingle", "--without-heartbeat"]


def celery_worker_argv(kind: str, concurrency: int = 2, loglevel: str = "INFO", name: str | None = None) -> list[str]:
    """The Celery command line of one worker: `projections` (a thread per partition) or `automated`
    (processes: bots, the Automa, the sweep). Its queues come from this process's configuration
    (KEY_PREFIX), which is why supervisors start `worker_command` and let it build this in the child."""
    config = Config.from_env()
    if kind == PROJECTIONS:
        pool = ["-Q", queue_name(config, PROJECTIONS), "--pool", "threads", "--concurrency", str(PARTITIONS)]
    elif kind == AUTOMATED:  # and the archive's queue, for deployments without an archiver of their own
        pool = ["-Q", f"{queue_name(config, AUTOMATED)},{queue_name(config, ARCHIVAL)}", "--pool", "prefork",
                "--concurrency", str(concurrency)]
    elif kind == ARCHIVAL:  # copies to the archive, public dumps: I/O-bound
        pool = ["-Q", queue_name(config, ARCHIVAL), "--pool", "threads", "--concurrency", str(concurrency)]
    elif kind == WEBHOOKS:
        pool = ["-Q", queue_name(config, WEBHOOKS), "--pool", "threads", "--concurrency", str(WEBHOOK_THREADS)]
    elif kind == ANALYSIS:  # game reviews: CPU-bound, in processes of their own (never the automated seats')
        pool = ["-Q", queue_name(config, ANALYSIS), "--pool", "prefork", "--concurrency", "1"]
    else:
        raise ValueError(f"unknown worker kind {kind!r}")
    return [*CELERY, "worker", "--loglevel", loglevel, *pool, *QUIET_WORKER, "--hostname", f"{name or kind}@%h"]


def worker_command(kind: str, concurrency: int = 2, loglevel: str = "INFO", name: str | None = None) -> list[str]:
    """`tabletop worker KIND`: what make run, the bench and the drills start (deploy/ runs the same).
    name: the worker's node name where several of one kind run side by side (default: the kind)."""
    return [sys.executable, "-m", "shared.tools.cli", "worker", kind, "--concurrency", str(concurrency),
            "--loglevel", loglevel, *(["--name", name] if name else [])]


def worker_commands(concurrency: int = 2) -> list[list[str]]:
    """Both workers, as `tabletop run` starts them (the bench starts the same)."""
    return [worker_command(kind, concurrency) for kind in WORKER_KINDS]


def beat_command(schedule_dir: str, loglevel: str = "INFO") -> list[str]:
    """Celery beat on its own (never `-B` inside a worker, where it dies silently with that worker's pool)."""
    return [*CELERY, "beat", "--loglevel", loglevel, "--schedule", os.path.join(schedule_dir, "celerybeat-schedule"),
            "--scheduler", "shared.tools.process_health:HeartbeatScheduler"]


def stack_programs(games: list[str], ports: dict[str, int], web_workers: int, worker_concurrency: int,
                   run_dir: str) -> list[Program]:
    """Every process of the stack, in start order: the game services, the tournament service, both workers,
    beat."""
    programs = [Program(name, service_command(name, ports[name], web_workers)) for name in [*games, TOURNAMENTS]]
    programs += [Program(f"worker-{kind}", worker_command(kind, worker_concurrency)) for kind in WORKER_KINDS]
    programs.append(Program("beat", beat_command(run_dir)))
    return programs


def run(args) -> int:
    config = Config.from_env()
    from shared.store.connection import answers

    redis_url, embedded = (config.redis_url, None) if answers(config.redis_url) else embedded_redis_program()
    games = available_games()
    run_dir = run_folder(os.environ)  # TABLETOP_RUN_DIR, else .run: where the archive's default is too
    os.makedirs(run_dir, exist_ok=True)
    bootstrap, key_file = development_client(run_dir)
    # Beside any client the environment configures already (a test suite's).
    configured = ";".join(filter(None, (os.environ.get("BOOTSTRAP_CLIENT"), bootstrap)))
    env = dict(os.environ, REDIS_URL=redis_url, PYTHONPATH=ROOT, BOOTSTRAP_CLIENT=configured)
    ports = service_ports(config)
    programs = ([embedded] if embedded else []) + stack_programs(
        games, ports, args.web_workers, args.worker_concurrency, run_dir)
    supervisor = Supervisor(programs, cwd=ROOT, env=env)
    supervisor.install_signal_handlers()
    supervisor.start()
    print(f"Redis: {redis_url}{' (embedded fakeredis)' if embedded else ''}")
    print(f"Archive: {archive_location(config.archive_url)}")
    for game in [*games, TOURNAMENTS]:
        port = ports[game]
        print(f"{game}: http://127.0.0.1:{port}  (play in a browser: http://127.0.0.1:{port}/play/ ;"
              f" OpenAPI: http://127.0.0.1:{port}/v1/openapi.json)")
    print(f"Development client 'dev' (every scope, admin too): its key is in {key_file} (new at each run). "
          "Send it on client calls: -H \"X-Client-Key: $(cat .run/dev-client.key)\"")
    if not games:
        print("no game engine is present yet: only the workers run")
    print("Celery workers (projections, automated seats, webhooks) and beat started; a process that dies is restarted. "
          "Ctrl-C stops everything.", flush=True)
    supervisor.watch()
    print("stopped.")
    return 0


def archive_location(url: str) -> str:
    """Where finished games go, for a person to read (never a password: only the scheme, host and path)."""
    if not url:
        return "off (ARCHIVE_URL=off: finished games stay in Redis)"
    if url.startswith("sqlite://"):
        return f"SQLite {url[len('sqlite://'):]} (embedded; set ARCHIVE_URL=postgresql://... for PostgreSQL)"
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return f"PostgreSQL {parts.hostname}:{parts.port or 5432}{parts.path}"


CLUSTER_BROKER = "amqp://guest:guest@127.0.0.1:5672//"
SECOND_INSTANCE_OFFSET = 100  # the second web instance of each game listens on its port + 100


def broker_answers(url: str, timeout_s: float = 3.0) -> bool:
    from kombu import Connection

    try:
        with Connection(url, connect_timeout=timeout_s) as connection:
            connection.ensure_connection(max_retries=1)
        return True
    except Exception:  # noqa: BLE001 - any failure means "not reachable"
        return False


def cluster_stack_programs(games: list[str], ports: dict[str, int], web_workers: int, worker_concurrency: int,
                           run_dir: str) -> list[Program]:
    """The production shape in miniature: two web instances per game, two automated workers, the
    projections worker, the webhooks worker and beat."""
    programs = []
    for game in [*games, TOURNAMENTS]:
        for port in (ports[game], ports[game] + SECOND_INSTANCE_OFFSET):
            programs.append(Program(f"{game}-{port}", service_command(game, port, web_workers)))
    programs.append(Program("worker-projections", worker_command("projections", worker_concurrency)))
    programs.append(Program("worker-webhooks", worker_command("webhooks", worker_concurrency)))
    for index in (1, 2):
        programs.append(Program(f"worker-automated-{index}",
                                worker_command("automated", worker_concurrency, name=f"automated{index}")))
    programs.append(Program("beat", beat_command(run_dir)))
    return programs


def run_cluster(args) -> int:
    """`make run-cluster`: a local 6-node Redis Cluster (3 primaries, 3 replicas) for the event store and read
    models, Celery on RabbitMQ (quorum queues, publisher confirms), two web instances per game, two automated
    workers: every process supervised, as under `make run`."""
    from shared.tools.cluster import DEFAULT_FIRST_PORT, LocalCluster

    config = Config.from_env()
    broker = os.environ.get("CELERY_BROKER_URL") or CLUSTER_BROKER
    if not broker_answers(broker):
        print(f"run-cluster needs RabbitMQ at {broker} (set CELERY_BROKER_URL)", file=sys.stderr)
        return 2
    first = int(os.environ.get("CLUSTER_FIRST_PORT", DEFAULT_FIRST_PORT))
    run_dir = os.environ.get("TABLETOP_RUN_DIR") or os.path.join(ROOT, ".run")
    os.makedirs(run_dir, exist_ok=True)
    cluster = LocalCluster(list(range(first, first + 6)), os.path.join(run_dir, "cluster"),
                           appendfsync=os.environ.get("CLUSTER_APPENDFSYNC", "everysec"))
    cluster.wipe()  # a fresh cluster each run, as `make run`'s Redis keeps nothing on disk either
    bootstrap, key_file = development_client(run_dir)
    env = dict(os.environ, REDIS_URL=cluster.url, REDIS_CLUSTER="1", CELERY_BROKER_URL=broker, PYTHONPATH=ROOT,
               REDIS_WAIT_REPLICAS=os.environ.get("REDIS_WAIT_REPLICAS", "1"),
               BOOTSTRAP_CLIENT=";".join(filter(None, (os.environ.get("BOOTSTRAP_CLIENT"), bootstrap))))
    games = available_games()
    ports = service_ports(config)
    programs = cluster.programs() + cluster_stack_programs(games, ports, args.web_workers,
                                                           args.worker_concurrency, run_dir)
    supervisor = Supervisor(programs, cwd=ROOT, env=env)
    supervisor.install_signal_handlers()
    supervisor.start()
    print(f"Redis Cluster: {', '.join(f'127.0.0.1:{p}' for p in cluster.ports)} (3 primaries, 3 replicas; "
          f"acknowledged after {env['REDIS_WAIT_REPLICAS']} replica(s))")
    print(f"Development client 'dev': its key is in {key_file} (send it as X-Client-Key)")
    print(f"Celery broker: {broker.split('@')[-1]} (quorum queues)")
    for game in games:
        port = ports[game]
        print(f"{game}: http://127.0.0.1:{port} and http://127.0.0.1:{port + SECOND_INSTANCE_OFFSET}"
              f"  (play in a browser: http://127.0.0.1:{port}/play/)")
    print("Two automated workers, the projections worker and beat started; a process that dies is restarted. "
          "Ctrl-C stops everything.", flush=True)
    supervisor.watch()
    print("stopped.")
    return 0


def worker(args) -> int:
    """`tabletop worker KIND`: become that Celery worker (exec: signals reach Celery directly, and its pid is
    the worker's main process)."""
    command = celery_worker_argv(args.kind, args.concurrency, args.loglevel, args.name)
    if args.kind == ANALYSIS:  # reviews take only the CPU that moves, projections and webhooks leave
        yield_cpu_to_moves()
    os.execv(command[0], command)


def beat(args) -> int:
    command = beat_command(args.schedule_dir, args.loglevel)
    os.execv(command[0], command)


def rebuild(args) -> int:
    # Redis-bound: imported by the commands that use them (the CLI also runs in the verifier's base install).
    from shared.app.matchmaking.ratings import Ratings
    from shared.app.runtime import build_runtime

    config = Config.from_env()
    for game in [args.game] if args.game else available_games():
        # A rebuild re-records every result for the ratings, applied once in order at the end; it
        # queues no work (tournaments advance from the streams, not from a rebuild).
        rt = build_runtime(load_engine(game), config, follow_up=LATER)
        ratings = Ratings(rt.store.redis, config.key_prefix)
        ratings.drop(game)
        projected = rt.projector.rebuild_all(shown("rebuild-projections", " games"))
        print(f"{game}: {projected} games projected, {ratings.refresh(game)} rated")
    if not args.game:
        rebuild_tournaments()
    return 0


def rebuild_tournaments() -> int:
    """Every plugin's read models (the tournament service's), from their streams."""
    from shared.app.runtime import connect  # Redis-bound: see rebuild

    config = Config.from_env()
    redis = connect(config)
    for plugin, module in plugins.parts("rebuild"):
        rebuilt = module.rebuild_projections(redis, config, shown(f"rebuild-projections {plugin.name}", f" {plugin.name}"))
        print(f"{plugin.name}: {rebuilt}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tabletop", description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="every game service and a worker")
    run_parser.add_argument("--web-workers", type=int, default=int(os.environ.get("WEB_WORKERS", "1")))
    run_parser.add_argument("--worker-concurrency", type=int, default=int(os.environ.get("WORKER_CONCURRENCY", "2")))
    run_parser.set_defaults(handler=run)
    cluster_parser = commands.add_parser("run-cluster", help="the production shape: Redis Cluster + RabbitMQ")
    cluster_parser.add_argument("--web-workers", type=int, default=int(os.environ.get("WEB_WORKERS", "1")))
    cluster_parser.add_argument("--worker-concurrency", type=int,
                                default=int(os.environ.get("WORKER_CONCURRENCY", "2")))
    cluster_parser.set_defaults(handler=run_cluster)
    worker_parser = commands.add_parser("worker", help="one Celery worker with this deployment's queues")
    worker_parser.add_argument("kind", choices=(*WORKER_KINDS, ARCHIVAL))
    worker_parser.add_argument("--concurrency", type=int, default=int(os.environ.get("WORKER_CONCURRENCY", "2")))
    worker_parser.add_argument("--loglevel", default="INFO")
    worker_parser.add_argument("--name", help="the node name, where several workers of one kind run on one host")
    worker_parser.set_defaults(handler=worker)
    beat_parser = commands.add_parser("beat", help="Celery beat (one per deployment): schedules the sweep")
    beat_parser.add_argument("--schedule-dir", default=os.environ.get("BEAT_SCHEDULE_DIR", "/tmp"))
    beat_parser.add_argument("--loglevel", default="INFO")
    beat_parser.set_defaults(handler=beat)
    rebuild_parser = commands.add_parser("rebuild-projections", help="recreate read models from the streams")
    rebuild_parser.add_argument("--game", choices=available_games())
    rebuild_parser.set_defaults(handler=rebuild)
    add_audit_commands(commands)
    add_analysis_commands(commands)
    add_archive_commands(commands)
    add_log_commands(commands)
    add_client_commands(commands)
    add_rules_commands(commands)
    args = parser.parse_args(argv)
    return args.handler(args)


def game_main(game: str, argv: list[str]) -> int:
    """`python -m services.<game> ...`: serve this game, rebuild its projections, or audit one of its games."""
    parser = argparse.ArgumentParser(prog=f"python -m services.{game}")
    commands = parser.add_subparsers(dest="command", required=True)
    serve_parser = commands.add_parser("serve")
    serve_parser.add_argument("--port", type=int, default=service_ports(Config.from_env()).get(game))
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
