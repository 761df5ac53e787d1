"""`make bench`, part by part: each part is one module run as its own process, every figure it reports
collected in one file, and one table of every figure and target printed at the end.

    python -m shared.tools.bench_parts [PART ...] [--profile] [--list]
    make bench                       # every part, side by side in one run
    make bench PART=platform         # one part alone (PART="platform hosted" for several)
    make bench PROFILE=1             # parts that can profile print where their time goes

A part is a module with a `main(argv)`; a part that takes `--profile` lists it in PROFILED. Parts run
in this order, one at a time (never two at once: each measures ratios side by side on this machine).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile

from shared.domain.registry import available_games, declarations
from shared.tools.bench_report import FIGURES_ENV
from shared.tools.bench_report import main as print_table
from shared.tools.cli import ROOT

# part -> (module, what it measures). The order is the order `make bench` runs them in.
PARTS: dict[str, tuple[str, str]] = {
    "platform": ("shared.tools.bench", "append vs bare XADD, HTTP vs bare Flask, projection lag, export/verify"),
    "hosted": ("shared.tools.hosted_bench", "all-bot games through the workers vs in process"),
    "followups": ("shared.tools.followups_bench", "(f) Redis commands, script calls, broker messages per human-paced move"),
    "replay": ("shared.tools.replay_bench", "stepping through a game (at_version) vs reading its final view"),
    "instructions": ("shared.tools.instruction_counts", "instructions per append, HTTP command, hosted decision"),
    "soak": ("shared.tools.soak_bench", "1,000 concurrent human-paced games for 60 s: latency, memory, CPU"),
    "archive": ("shared.tools.archive_bench", "Redis memory before/after archival, archival, archived reads, dumps"),
    "log": ("shared.tools.log_bench", "transparency log: leaves/s, proof sizes and latency at 10^6, end to inclusion"),
    "webhooks": ("shared.tools.webhook_bench", "webhook deliveries/s and the append -> delivery delay"),
    "clock": ("shared.tools.clock_bench", "timeout detection delay"),
    "cluster": ("shared.tools.cluster_bench", "append on a local Redis Cluster, with and without WAIT"),
}
# After each hosted game's own bench (its declaration's, named after the game):
LATER_PARTS: dict[str, tuple[str, str]] = {
    "tournaments": ("services.tournaments.bench", "pairing at scale, tournament round trips"),
    "review": ("shared.tools.review_bench", "game review: CPU per game, policies compared in the same positions, its own queue, moves beside a review"),
}


def all_parts() -> dict[str, tuple[str, str]]:
    """Every part in the order `make bench` runs them."""
    games = {name: (declared.bench, declared.bench_summary) for name, declared in declarations().items()
             if declared.bench and name in available_games()}
    return {**PARTS, **games, **LATER_PARTS}
PROFILED = {"hosted", "platform"}


def run_parts(parts: list[str], profile: bool) -> int:
    status = 0
    with tempfile.NamedTemporaryFile(prefix="bench-figures-", suffix=".jsonl", delete=False) as figures:
        path = figures.name
    env = dict(os.environ, **{FIGURES_ENV: path})
    try:
        for number, part in enumerate(parts, 1):
            module = all_parts()[part][0]
            command = [sys.executable, "-m", module] + (["--profile"] if profile and part in PROFILED else [])
            # Where the run is: the parts take minutes each (their long loops show their own progress).
            print(f"== bench part {part} ({number}/{len(parts)}, {module})", flush=True)
            if subprocess.call(command, cwd=ROOT, env=env) != 0:
                status = 1
        if print_table([path]) != 0:
            status = 1
    finally:
        os.unlink(path)
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("parts", nargs="*", metavar="PART", help="parts to run (default: all); see --list")
    parser.add_argument("--profile", action="store_true", help=f"profile the parts that can ({', '.join(sorted(PROFILED))})")
    parser.add_argument("--list", action="store_true", help="print every part and what it measures")
    args = parser.parse_args(argv)
    if args.list:
        for name, (module, what) in all_parts().items():
            print(f"{name:18} {module:36} {what}")
        return 0
    known = all_parts()
    parts = [p for chunk in args.parts for p in chunk.replace(",", " ").split()] or list(known)
    unknown = [p for p in parts if p not in known]
    if unknown:
        parser.error(f"unknown part(s) {', '.join(unknown)}; known: {', '.join(known)}")
    return run_parts(parts, args.profile)


if __name__ == "__main__":
    sys.exit(main())
