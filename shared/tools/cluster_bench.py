"""Scale-out figures, each a ratio measured side by side in one run (issue 15; part of `make bench`).

    python -m shared.tools.cluster_bench [--appends N]

(e) our append on a local 6-node Redis Cluster (3 primaries, 3 replicas) against a bare XADD of the same
    payload on that cluster, and against our append on the single Redis;
(f) the same with replica acknowledgement on (WAIT 1 on the append's connection), against it off.

Needs redis-server. (The hosted all-bot games figure, (d), is its own part: shared.tools.hosted_bench.)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import uuid

from shared.base.config import Config
from shared.store.connection import connect
from shared.tools.append_bench import bench_append
from shared.tools.bench_report import BenchReport
from shared.tools.cli import ensure_redis
from shared.tools.cluster import LocalCluster, free_cluster_ports


def bench_cluster_append(single_url: str, appends: int) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        cluster = LocalCluster(free_cluster_ports(6), folder)
        processes = cluster.start_processes()
        try:
            client = connect(cluster.url, cluster=True)
            prefix = f"bench{uuid.uuid4().hex[:6]}:"
            on_cluster = bench_append(client, prefix, appends)
            single = bench_append(connect(single_url), prefix, appends)
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
    parser.add_argument("--appends", type=int, default=2000)
    args = parser.parse_args(argv)
    redis_url, embedded = ensure_redis(Config.from_env().redis_url)
    report = BenchReport("platform")
    try:
        figures = bench_cluster_append(redis_url, args.appends)
        report.line(f"(e) append on the Redis Cluster: {figures['cluster']['ours_per_s']:,.0f}/s vs bare XADD "
                    f"{figures['cluster']['bare_per_s']:,.0f}/s = {figures['cluster']['ratio']:.2f}x; vs our append on "
                    f"the single Redis {figures['single']['ours_per_s']:,.0f}/s = {figures['cluster_vs_single']:.2f}x")
        report.info("(e) append on the Redis Cluster vs bare XADD there", figures["cluster"]["ratio"], fmt="{:.2f}x")
        report.line(f"(f) append with replica acknowledgement (WAIT 1) on the cluster: "
                    f"{figures['cluster_wait']['ours_per_s']:,.0f}/s = {figures['wait_vs_no_wait']:.2f}x of without")
        report.info("(f) append with WAIT 1 vs without, on the cluster", figures["wait_vs_no_wait"], fmt="{:.2f}x")
    finally:
        if embedded is not None:
            embedded.terminate()
    return report.finish()


if __name__ == "__main__":
    sys.exit(main())
