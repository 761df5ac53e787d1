"""python -m services.tournaments [serve [--port P] [--workers N] | rebuild-projections]: the tournament
service's CLI entry (`tabletop run` starts it with the game services)."""

import argparse
import subprocess
import sys

from shared.base.config import Config
from shared.bus.plugins import service_ports
from shared.tools.cli import ROOT, TOURNAMENTS, rebuild_tournaments, service_command


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m services.tournaments")
    commands = parser.add_subparsers(dest="command", required=True)
    serve_parser = commands.add_parser("serve")
    serve_parser.add_argument("--port", type=int, default=service_ports(Config.from_env())[TOURNAMENTS])
    serve_parser.add_argument("--workers", type=int, default=2)
    commands.add_parser("rebuild-projections")
    args = parser.parse_args(argv)
    if args.command == "serve":
        return subprocess.call(service_command(TOURNAMENTS, args.port, args.workers), cwd=ROOT)
    return rebuild_tournaments()


sys.exit(main(sys.argv[1:]))
