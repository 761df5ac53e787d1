"""`tabletop archive ...`: the archive from the command line (issue 20).

    tabletop archive run [--older-than S] [--backfill]
        move finished games from Redis to the archive now (what beat's `tabletop.archive` task does
        every ARCHIVE_EVERY_S); --backfill first puts every finished game of the lobby on the due list
        (games that finished before the archive was configured)
    tabletop archive dump --month YYYY-MM [--out DIR]
        the month's public dump (shared.audit.dumps): one .ndjson.zst per game kind and a signed
        manifest, under DIR/YYYY-MM/ (default DUMP_DIR); check it with `tabletop verify DIR/YYYY-MM`

The archive is ARCHIVE_URL (default: SQLite in the run folder), Redis is REDIS_URL.
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import replace

from shared.base.config import Config
from shared.base.progress import shown
from shared.domain.registry import available_games


def add_commands(commands) -> None:
    archive_parser = commands.add_parser("archive", help="finished games' history beyond Redis; public dumps")
    verbs = archive_parser.add_subparsers(dest="verb", required=True)
    run_parser = verbs.add_parser("run", help="archive the finished games that are due, now")
    run_parser.add_argument("--older-than", type=float, help="seconds since they finished (default ARCHIVE_AFTER_S)")
    run_parser.add_argument("--backfill", action="store_true", help="first list every finished game as due")
    run_parser.set_defaults(handler=archive_run)
    dump_parser = verbs.add_parser("dump", help="one month's public dump, signed")
    dump_parser.add_argument("--month", required=True, help="YYYY-MM: the games that finished in that month")
    dump_parser.add_argument("--out", help="the dumps' folder (default DUMP_DIR)")
    dump_parser.set_defaults(handler=archive_dump)


def _worker(config: Config):
    # The server packages: the CLI also runs in the verifier's install.
    from shared.workers.worker import Worker

    if not config.archive_url:
        raise SystemExit("tabletop archive: no archive (ARCHIVE_URL=off)")
    return Worker(config)


def archive_run(args: argparse.Namespace) -> int:
    from shared.store.archive_schedule import ArchiveSchedule
    from shared.workers import archive_tasks

    config = Config.from_env()
    worker = _worker(config)
    if args.backfill:
        schedule, listed = ArchiveSchedule(worker.redis(), config.key_prefix), 0
        for game in available_games():
            projector = worker.runtime(game).projector
            for game_id in projector.read_models.every_id_in(projector.keys.lobby("finished")):
                listed += schedule.mark_due(game, game_id, time.time())
        print(f"{listed} finished games listed as due")
    counts = archive_tasks.archive(worker, args.older_than if args.older_than is not None
                                   else (0.0 if args.backfill else None))
    print(json.dumps(counts, sort_keys=True))
    return 1 if counts.get("unavailable") else 0


def archive_dump(args: argparse.Namespace) -> int:
    from shared.audit.dumps import month_bounds
    from shared.store.archive_schedule import ArchiveSchedule
    from shared.workers import archive_tasks

    try:
        month_bounds(args.month)
    except ValueError as error:
        raise SystemExit(f"tabletop archive dump: {error}") from error
    config = Config.from_env()
    if args.out:
        config = replace(config, dump_dir=args.out)
    worker = _worker(config)
    # Asked for explicitly: written again, even if the periodic task already wrote this month.
    ArchiveSchedule(worker.redis(), config.key_prefix).forget_dump(args.month)
    digest = archive_tasks.dump(worker, args.month, watch=shown(f"archive dump {args.month}", " games"))
    print(f"dump {args.month} written under {config.dump_dir}/{args.month} (manifest sha256 {digest})")
    return 0
