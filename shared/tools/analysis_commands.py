"""`tabletop analyse EXPORT`: the review of finished games, offline (no Redis, no server).

    tabletop analyse FILE|URL|- [--worlds N] [--check-worlds N] [--game-worlds N] [--analysis-version N] [--json]

The export is what `tabletop verify` reads (one stored envelope per line). Each game is reviewed by
shared.audit.analysis, the code the server's analysis job runs, with the same default settings as the server
(Config: ANALYSIS_WORLDS, ANALYSIS_GAME_WORLDS), so `--json` prints exactly the `result` document that
GET /v1/games/{id}/analysis serves for a game of this release (several games: a JSON list of them).
Errors (an unreadable export, a game that cannot be reviewed) are one line on stderr and exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from shared.audit import verifier
from shared.audit.analysis import ANALYSIS_VERSION, SIGNED_LOSSES, AnalysisSettings, NotAnalysable, analyse
from shared.base.config import Config
from shared.domain.registry import is_known, load_engine
from shared.domain.review import MARK_NAMES
from shared.store.repository import GAME_CREATED


def add_commands(commands) -> None:
    defaults = Config.from_env()
    parser = commands.add_parser("analyse", help="review finished games of an export offline, move by move")
    parser.add_argument("source", help="an NDJSON export: a file, '-' (stdin) or a URL")
    parser.add_argument("--worlds", type=int, default=defaults.analysis_worlds,
                        help="determinizations per decision that choose the best command (default: the server's)")
    parser.add_argument("--check-worlds", type=int, default=defaults.analysis_check_worlds,
                        help="other determinizations per decision that value it and the command played "
                             "(default: the server's)")
    parser.add_argument("--game-worlds", type=int, default=defaults.analysis_game_worlds,
                        help="determinizations per game at most (default: the server's)")
    parser.add_argument("--analysis-version", type=int, choices=sorted(SIGNED_LOSSES), default=ANALYSIS_VERSION,
                        help="the analysis version to compute (default: the newest, the server's); an older one "
                             "recomputes a document it gave (its `release.analysis`)")
    parser.add_argument("--json", action="store_true", help="the result document(s) as JSON")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    try:
        streams, _documents = verifier.parse_export(verifier.read_source(args.source))
    except verifier.ExportError as error:
        print(f"tabletop analyse: {error}", file=sys.stderr)
        return 2
    if not streams:
        print("tabletop analyse: the export holds no game", file=sys.stderr)
        return 2
    settings = AnalysisSettings(worlds=args.worlds, check_worlds=args.check_worlds, game_worlds=args.game_worlds)
    results = []
    for game_id, raw in streams.items():
        data = raw[0].get("data")
        game = data.get("game") if raw[0].get("type") == GAME_CREATED and isinstance(data, dict) else None
        if not isinstance(game, str) or not is_known(game):
            print(f"tabletop analyse: game {game_id}: the first event names no game this install knows",
                  file=sys.stderr)
            return 2
        try:
            results.append(analyse(load_engine(game), raw, settings, analysis_version=args.analysis_version))
        except NotAnalysable as error:
            print(f"tabletop analyse: game {game_id}: {error.message} ({error.code})", file=sys.stderr)
            return 2
    if args.json:
        print(json.dumps(results[0] if len(results) == 1 else results, indent=2))
    else:
        print("\n\n".join(render(result) for result in results))
    return 0


def render(result: dict) -> str:
    """A few lines per game: each seat's accuracy and marks, then its marked decisions."""
    lines = [f"game {result['game_id']} ({result['game']}), losses in {result['unit']}:"]
    for seat in result["seats"]:
        marks = ", ".join(f"{seat[name]} {name}" for name in MARK_NAMES)
        accuracy = "-" if seat["accuracy"] is None else f"{seat['accuracy']:.1f}"
        lines.append(f"  seat {seat['seat']} {seat['name']}: accuracy {accuracy}, {marks}")
    for decision in result["decisions"]:
        if decision["mark"]:
            lines.append(f"  version {decision['version']}: seat {decision['seat']} {decision['mark']} "
                         f"(lost {decision['loss']}): played {json.dumps(decision['command'])}, "
                         f"best {json.dumps(decision['best'])}")
    return "\n".join(lines)
