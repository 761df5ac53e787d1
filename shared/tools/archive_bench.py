"""The archive's figures (issue 20), measured side by side in one run:

    python -m shared.tools.archive_bench [--games N] [--reads N] [--game GAME]

(e) Redis memory per 1,000 finished games, before and after archival (every key the games wrote under
    the bench's prefix, MEMORY USAGE summed, read models and ratings included): target >= 20x less;
(f) archival throughput (copy, read back, verify, evict), games/s;
(g) GET /v1/games/{id}/events of one finished game served from the archive against the same game
    served from Redis (a copy of its stream under a second prefix), interleaved: p50/p99, target
    p99 ratio <= 2;
(h) the month's public dump written, then verified (shared.audit.dumps), games/s.

The games are bot games of the first hosted game (or --game's, shared.tools.bench_games), played to
their end beforehand (not timed). The archive is PostgreSQL when one answers at ARCHIVE_BENCH_PG (a database of the bench's own, dropped
afterwards), else SQLite in a temporary folder; Redis is REDIS_URL's, else an embedded one.
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime

from shared.app.finished_games.archival import archive_due
from shared.app.runtime import build_runtime
from shared.audit.dumps import verify_dump, write_dump
from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.http.factory import create_app
from shared.store.admin import delete_prefix
from shared.store.archive_backends import close_shared_archive
from shared.store.bench_probes import copy_stream_and_hash, memory_of
from shared.store.connection import connect
from shared.tools.bench import pct
from shared.tools.bench_games import add_game_argument, first_game, seats_for
from shared.tools.bench_report import BenchReport
from shared.tools.cli import ensure_redis

PG_ADMIN = os.environ.get("ARCHIVE_BENCH_PG", "postgresql://postgres@127.0.0.1:5432/postgres")


def open_bench_archive() -> tuple[str, str, Callable[[], None]]:
    """(archive URL, what it is, cleanup): a database of our own on PostgreSQL, else SQLite."""
    try:
        import psycopg

        name = f"tabletop_bench_{uuid.uuid4().hex[:10]}"
        with psycopg.connect(PG_ADMIN, autocommit=True, connect_timeout=2) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')

        def drop() -> None:
            with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
                admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

        return PG_ADMIN.rsplit("/", 1)[0] + f"/{name}", "PostgreSQL", drop
    except Exception:  # noqa: BLE001 - no PostgreSQL here: the embedded default
        folder = tempfile.mkdtemp(prefix="tabletop-archive-bench-")
        return f"sqlite://{folder}/archive.sqlite3", "SQLite", lambda: shutil.rmtree(folder, ignore_errors=True)


def timed_reads(clients: list, path: str, reads: int) -> list[list[float]]:
    """Each client's latencies (ms) of `reads` GETs of path, interleaved so both see the same noise."""
    latencies: list[list[float]] = [[] for _ in clients]
    for _ in range(reads):
        for index, client in enumerate(clients):
            start = time.perf_counter()
            response = client.get(path)
            latencies[index].append((time.perf_counter() - start) * 1000)
            if response.status_code != 200:
                raise SystemExit(f"archive bench: {path} answered {response.status_code}")
    return latencies


def copy_game(redis, source, target, game_id: str) -> None:
    """The game's stream and secret under another prefix (the same game, kept in Redis)."""
    copy_stream_and_hash(redis, source.keys(game_id).events, target.keys(game_id).events,
                         source.keys(game_id).secret, target.keys(game_id).secret)


def bench(redis, archive_url: str, games: int, reads: int, game: str | None = None) -> dict:
    game = game or first_game()
    prefix, hot_prefix = f"bench:{uuid.uuid4().hex[:8]}:", f"bench:{uuid.uuid4().hex[:8]}:"
    quiet = dict(dispatch="inline", access_log="off", rate_limits_enabled=False)
    config = Config(key_prefix=prefix, archive_url=archive_url, archive_after_s=0, **quiet)
    hot_config = Config(key_prefix=hot_prefix, **quiet)
    try:
        rt = build_runtime(load_engine(game), config, redis=redis)
        others = [{"name": "q" * seat, "kind": "bot"} for seat in range(1, seats_for(game, 2))]
        ids = [rt.service.create_game([{"name": f"p{seed % 7}", "kind": "bot"}, *others], {}, seed)["game_id"]
               for seed in range(games)]
        app, hot_app = create_app(game, config, redis=redis), create_app(game, hot_config, redis=redis)
        sample = ids[0]
        copy_game(redis, rt.store, hot_app.extensions["tabletop"].store, sample)
        hot_app.extensions["tabletop"].projector.project(sample)
        before, measured = memory_of(redis, prefix)
        start = time.perf_counter()
        counts = archive_due(lambda kind: rt.projector if kind == game else None, redis, prefix, 0, limit=games)
        archived_s = time.perf_counter() - start
        if counts.get("archived") != games:
            raise SystemExit(f"archive bench: archival came to {dict(counts)}")
        after, _ = memory_of(redis, prefix)
        cold, hot = timed_reads([app.test_client(), hot_app.test_client()], f"/v1/games/{sample}/events", reads)
        month = datetime.now(UTC).strftime("%Y-%m")
        folder = tempfile.mkdtemp(prefix="tabletop-dump-bench-")
        try:
            start = time.perf_counter()
            manifest = write_dump(rt.store.archive, month, folder, rt.service.keyring.active())
            dumped_s = time.perf_counter() - start
            start = time.perf_counter()
            verdict = verify_dump(os.path.join(folder, month))
            verified_s = time.perf_counter() - start
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        dumped = sum(entry["games"] for entry in manifest["files"])
        if not verdict["ok"] or dumped != games:
            raise SystemExit(f"archive bench: the dump holds {dumped} games, verified ok={verdict['ok']}")
        return {"before_per_1000": before / games * 1000, "after_per_1000": after / games * 1000,
                "archived_per_s": games / archived_s, "cold_p50": pct(cold, 0.5), "cold_p99": pct(cold, 0.99),
                "hot_p50": pct(hot, 0.5), "hot_p99": pct(hot, 0.99), "dumped_per_s": games / dumped_s,
                "verified_per_s": games / verified_s, "events": rt.store.version(sample), "measured": measured}
    finally:
        delete_prefix(redis, prefix)
        delete_prefix(redis, hot_prefix)
        close_shared_archive(archive_url)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m shared.tools.archive_bench")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--reads", type=int, default=300)
    add_game_argument(parser)
    args = parser.parse_args(argv)
    report = BenchReport("archive")
    redis_url, embedded = ensure_redis(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    archive_url, kind, cleanup = open_bench_archive()
    try:
        figures = bench(connect(redis_url), archive_url, args.games, args.reads, args.game)
    finally:
        cleanup()
        if embedded is not None:
            embedded.terminate()
    mb = "{:,.1f} MB"
    report.info("(e) Redis memory per 1,000 finished games, in Redis", figures["before_per_1000"] / 1e6, fmt=mb,
                detail=f"{args.games} bot games of {args.game}, every key under the bench's prefix, {figures['measured']}")
    report.info("(e) Redis memory per 1,000 finished games, archived", figures["after_per_1000"] / 1e6, fmt=mb,
                detail="tombstones, secrets, the lobby and the ratings")
    report.figure("(e) Redis memory saved by archival (before / after)",
                  figures["before_per_1000"] / figures["after_per_1000"], ">=", 20.0, fmt="{:,.1f}x")
    report.info("(f) archival: copy, read back, verify, evict", figures["archived_per_s"], fmt="{:,.1f} games/s",
                detail=f"archive on {kind}")
    report.info("(g) /events p50 archived vs Redis", figures["cold_p50"] / figures["hot_p50"], fmt="{:.2f}x",
                detail=f"{figures['cold_p50']:.2f} ms vs {figures['hot_p50']:.2f} ms, {figures['events']} events, "
                       f"{args.reads} reads each, interleaved")
    report.figure("(g) /events p99 archived vs Redis", figures["cold_p99"] / figures["hot_p99"], "<=", 2.0,
                  fmt="{:.2f}x", detail=f"{figures['cold_p99']:.2f} ms vs {figures['hot_p99']:.2f} ms")
    report.info("(h) public dump written", figures["dumped_per_s"], fmt="{:,.1f} games/s", detail="zstandard level 10")
    report.info("(h) public dump verified offline", figures["verified_per_s"], fmt="{:,.1f} games/s",
                detail="signature, sha256, and every game's full audit, streaming")
    return report.finish()


if __name__ == "__main__":
    raise SystemExit(main())
