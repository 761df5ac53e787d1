"""The transparency log's figures (issue 21), measured side by side in one run.

    python -m shared.tools.log_bench [--leaves N] [--sequenced N] [--games N]

(a) leaves sequenced per second (pending -> committed batches -> a signed head), beside the rate at
    which leaves are merely submitted (one XADD each, what a write pays): the ratio is the price of
    the tree;
(b) a log of N generated leaves (10^6 by default): inclusion and consistency proof sizes, and their
    latency served from the stored subtree hashes, beside the same proofs at 10^3 leaves (O(log n):
    the ratio stays near 1);
(c) with the real Celery workers: the delay from a game's end (its result's recorded time) to the
    signed tree head that first covers its leaf, p50 and p99.

On the local Redis (else an embedded one), under a prefix of its own, deleted afterwards.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
import uuid
from datetime import datetime

from shared.store.admin import delete_prefix
from shared.store.connection import connect
from shared.store.log_storage import RedisLogStorage
from shared.store.signing import KeyRing
from shared.store.transparency_log import TransparencyLog, leaf
from shared.tools.bench_cleanup import stop_processes
from shared.tools.bench_report import BenchReport
from shared.tools.cli import ROOT, ensure_redis, worker_commands
from shared.tools.clock_bench import FIXTURE_GAME, pct

GENERATE_BATCH = 10_000
PROOFS = 500


def generated_leaves(start: int, count: int) -> list[dict]:
    return [leaf("game_finished", f"bench{i:09d}", 50, f"{i:064x}") for i in range(start, start + count)]


def new_log(redis, prefix: str) -> TransparencyLog:
    return TransparencyLog(RedisLogStorage(redis, prefix), KeyRing(redis, prefix))


def measure_sequencing(redis, prefix: str, leaves: int) -> dict:
    """(a) Submitting `leaves` leaves, then sequencing them all."""
    log = new_log(redis, prefix)
    log.ensure_head()  # the key is loaded before the clock starts
    batch = generated_leaves(0, leaves)
    started = time.perf_counter()
    for entry in batch:
        log.submit([entry])
    submitted_s = time.perf_counter() - started
    started = time.perf_counter()
    appended = 0
    while log.storage.pending(1):
        appended += log.sequence()
    sequenced_s = time.perf_counter() - started
    assert appended == leaves and log.tree_head()["size"] == leaves
    return {"submit_per_s": leaves / submitted_s, "sequence_per_s": leaves / sequenced_s}


def measure_proofs(redis, prefix: str, size: int, proofs: int = PROOFS) -> dict:
    """(b) A generated log of `size` leaves, then `proofs` random inclusion and consistency proofs."""
    log = new_log(redis, prefix)
    started = time.perf_counter()
    for start in range(0, size, GENERATE_BATCH):
        log.append_generated(generated_leaves(start, min(GENERATE_BATCH, size - start)))
    generate_s = time.perf_counter() - started
    log.ensure_head()
    rng = random.Random(size)
    inclusion_ms, consistency_ms, inclusion_nodes, consistency_nodes = [], [], [], []
    for _ in range(proofs):
        index = rng.randrange(size)
        started = time.perf_counter()
        proof = log.inclusion(f"bench{index:09d}", 50)
        inclusion_ms.append((time.perf_counter() - started) * 1000)
        inclusion_nodes.append(len(proof["audit_path"]))
        first = rng.randrange(1, size)
        started = time.perf_counter()
        consistency = log.consistency(first, size)
        consistency_ms.append((time.perf_counter() - started) * 1000)
        consistency_nodes.append(len(consistency["proof"]))
    return {"generate_per_s": size / generate_s, "inclusion_p50_ms": pct(inclusion_ms, 0.5),
            "inclusion_p99_ms": pct(inclusion_ms, 0.99), "consistency_p50_ms": pct(consistency_ms, 0.5),
            "inclusion_max_bytes": 32 * max(inclusion_nodes), "consistency_max_bytes": 32 * max(consistency_nodes)}


def measure_inclusion_delay(games: int, timeout_s: float = 180.0) -> dict:
    """(c) Run with REDIS_URL, KEY_PREFIX, TABLETOP_EXTRA_GAMES and DISPATCH=celery in the environment,
    the workers running: bot games finish, and each one's delay to its first covering signed head."""
    from shared.app.runtime import build_runtime
    from shared.base.config import Config
    from shared.store.repository import GAME_FINISHED
    from tests.fixture_game import ENGINE

    config = Config.from_env()
    rt = build_runtime(ENGINE, config)
    log = rt.log_feed.log
    ids = [rt.service.create_game([{"name": "bot", "kind": "bot", "policy": "greedy"}], {}, index)["game_id"]
           for index in range(games)]
    delays: dict[str, float] = {}
    until = time.monotonic() + timeout_s
    while len(delays) < games and time.monotonic() < until:
        heads = sorted(log.storage.heads().items())
        for game_id in ids:
            if game_id in delays:
                continue
            last = rt.store.read(game_id, rt.store.version(game_id), rt.store.version(game_id))
            if not last or last[-1]["type"] != GAME_FINISHED:
                continue
            found = log.storage.find(game_id, last[-1]["version"])
            covering = next((head for size, head in heads if found and size > found[0]), None)
            if covering is not None:
                ended_ms = datetime.fromisoformat(last[-1]["time"]).timestamp() * 1000
                delays[game_id] = covering["time"] - ended_ms
        time.sleep(0.2)
    values = list(delays.values())
    return {"games": games, "included": len(values), "p50_ms": pct(values, 0.5), "p99_ms": pct(values, 0.99)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--leaves", type=int, default=1_000_000, help="size of the generated log (b)")
    parser.add_argument("--sequenced", type=int, default=20_000, help="leaves submitted then sequenced (a)")
    parser.add_argument("--games", type=int, default=200, help="games whose inclusion delay is measured (c)")
    args = parser.parse_args(argv)
    redis_url, embedded = ensure_redis(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    redis = connect(redis_url)
    prefix = f"bench:{uuid.uuid4().hex[:8]}:"
    report = BenchReport("transparency_log")
    workers = []
    try:
        a = measure_sequencing(redis, f"{prefix}a:", args.sequenced)
        report.figure("(a) leaves sequenced/s", a["sequence_per_s"], ">=", 2_000, fmt="{:,.0f}",
                      detail=f"batches of 1,000, then a signed head; beside submitting one leaf at a time "
                             f"(one XADD, what a write pays): {a['submit_per_s']:,.0f}/s, "
                             f"ratio {a['sequence_per_s'] / a['submit_per_s']:.1f}x")
        small = measure_proofs(redis, f"{prefix}s:", 1_000)
        big = measure_proofs(redis, f"{prefix}b:", args.leaves)
        report.info(f"(b) generated log of {args.leaves:,} leaves: leaves/s appended", big["generate_per_s"],
                    fmt="{:,.0f}")
        report.figure(f"(b) inclusion proof p50 at {args.leaves:,} leaves", big["inclusion_p50_ms"], "<=", 10.0,
                      fmt="{:.2f} ms", detail=f"p99 {big['inclusion_p99_ms']:.2f} ms; at 1,000 leaves p50 "
                                              f"{small['inclusion_p50_ms']:.2f} ms (ratio "
                                              f"{big['inclusion_p50_ms'] / small['inclusion_p50_ms']:.2f}x)")
        report.figure(f"(b) consistency proof p50 at {args.leaves:,} leaves", big["consistency_p50_ms"], "<=", 20.0,
                      fmt="{:.2f} ms", detail=f"at 1,000 leaves {small['consistency_p50_ms']:.2f} ms")
        report.info("(b) largest inclusion proof", big["inclusion_max_bytes"], fmt="{:,.0f} bytes")
        report.info("(b) largest consistency proof", big["consistency_max_bytes"], fmt="{:,.0f} bytes")
        delete_prefix(redis, prefix)
        extra = ",".join(filter(None, [os.environ.get("TABLETOP_EXTRA_GAMES"), FIXTURE_GAME]))
        os.environ.update(REDIS_URL=redis_url, KEY_PREFIX=f"{prefix}c:", TABLETOP_EXTRA_GAMES=extra,
                          DISPATCH="celery")
        env = dict(os.environ, PYTHONPATH=ROOT)
        os.makedirs(os.path.join(ROOT, ".run"), exist_ok=True)
        workers = [subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL) for command in worker_commands()]
        time.sleep(3)  # the workers connect to the broker
        c = measure_inclusion_delay(args.games)
        report.figure("(c) game end -> covering signed head, p99", c["p99_ms"], "<=", 5_000, fmt="{:,.0f} ms",
                      detail=f"p50 {c['p50_ms']:,.0f} ms; {c['included']} of {c['games']} games, real Celery "
                             f"workers (stated bound: the result's projection plus one queued task; a lost "
                             f"task: the sweep, 30 s)")
        if c["included"] < c["games"]:
            report.info("(c) games never included", c["games"] - c["included"], fmt="{:.0f}")
    finally:
        stop_processes(workers)
        delete_prefix(redis, prefix)
        if embedded:
            embedded.terminate()
    status = report.finish()
    return status if c["included"] == c["games"] else 1


if __name__ == "__main__":
    sys.exit(main())
