"""`tabletop audit | verify | export`: auditing from the command line.

    tabletop audit GAME GAME_ID [--redis-url URL | --url SERVICE_URL] [--json]
        the server-side audit: from the game's Redis, or through a running service's /audit
    tabletop verify FILE|URL|DUMP [--keys FILE|URL] [--receipts FILE] [--log URL | --inclusion FILE] [--json]
        the offline verifier (shared.audit.verifier): no Redis, no server; a dump (its folder or its
        manifest.json, shared.audit.dumps) is checked file by file, game by game, streaming; with --log or
        --inclusion, each game's last head is checked to be in the deployment's transparency log
    tabletop export [GAME] (--url SERVICE_URL | --redis-url URL) [--player P] [--tournament T]
                    [--since ISO] [--until ISO] [-o FILE] [--json]
        finished games as NDJSON, every page, one game at a time

Errors (an unknown game, an unreachable Redis or service) are one line on stderr and exit 2;
a failed check exits 1.
"""

from __future__ import annotations

import argparse
import json
import sys
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime
from typing import Any

from shared.app.clients.visibility import OPERATOR
from shared.audit import dumps, verifier
from shared.base.config import Config
from shared.base.progress import progress, shown
from shared.domain.registry import available_games, is_known, load_engine


class CommandError(Exception):
    """One line for the user."""


def add_commands(commands) -> None:
    audit_parser = commands.add_parser("audit", help="the server-side audit of one recorded game")
    audit_parser.add_argument("game", help=f"the game kind (hosted: {', '.join(available_games())})")
    audit_parser.add_argument("game_id")
    source = audit_parser.add_mutually_exclusive_group()
    source.add_argument("--redis-url", help="the game's Redis (default: REDIS_URL)")
    source.add_argument("--url", help="a running service of this game, e.g. http://127.0.0.1:8001")
    audit_parser.add_argument("--json", action="store_true", help="the report as JSON")
    audit_parser.set_defaults(handler=reporting(audit))

    verify_parser = commands.add_parser("verify", help="verify an exported history offline (no Redis, no server)")
    verifier.add_arguments(verify_parser)
    verify_parser.set_defaults(handler=verify)

    export_parser = commands.add_parser("export", help="finished games as NDJSON")
    export_parser.add_argument("game", nargs="?", help="the game kind (needed with --redis-url)")
    source = export_parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--url", help="a running service, e.g. http://127.0.0.1:8001")
    source.add_argument("--redis-url", help="the games' Redis, read directly")
    export_parser.add_argument("--player")
    export_parser.add_argument("--tournament")
    export_parser.add_argument("--since", type=datetime.fromisoformat, help="created at or after (ISO 8601)")
    export_parser.add_argument("--until", type=datetime.fromisoformat, help="created before (ISO 8601)")
    export_parser.add_argument("-o", "--output", help="write here instead of stdout")
    export_parser.add_argument("--json", action="store_true", help="a JSON summary on stdout (needs -o)")
    export_parser.set_defaults(handler=reporting(export))


def reporting(handler):
    def run(args: argparse.Namespace) -> int:
        try:
            return handler(args)
        except CommandError as error:
            print(f"tabletop {args.command}: {error}", file=sys.stderr)
            return 2

    return run


def verify(args: argparse.Namespace) -> int:
    """An export (shared.audit.verifier.run), or a public dump: 0 passed, 1 a check failed, 2 unreadable."""
    if not dumps.is_dump(args.source):
        return verifier.run(args)
    try:
        verdict = dumps.verify_dump(args.source, verifier.read_keys(args.keys) if args.keys else None,
                                    watch=shown("verify", " games"))
    except verifier.ExportError as error:
        print(f"tabletop verify: {error}", file=sys.stderr)
        return 2
    print(json.dumps(verdict, indent=2) if args.json else dumps.render(verdict))
    return 0 if verdict["ok"] else 1


# -- audit --------------------------------------------------------------------------


def audit(args: argparse.Namespace) -> int:
    if getattr(args, "url", None):
        try:
            body = verifier.fetch(f"{args.url.rstrip('/')}/v1/games/{urllib.parse.quote(args.game_id)}/audit",
                                  accept="application/json")
        except verifier.ExportError as error:
            raise CommandError(str(error)) from error
        report = json.loads(body)
    else:
        report = _audit_from_redis(args.game, args.game_id, getattr(args, "redis_url", None))
    if getattr(args, "json", True):
        print(json.dumps(report, indent=2))
    else:
        print(f"game {args.game_id} ({args.game}, {report['events']} events): {'PASS' if report['ok'] else 'FAIL'}")
        print("\n".join(verifier._check_lines(report["checks"])))
    return 0 if report["ok"] else 1


def _audit_from_redis(game: str, game_id: str, redis_url: str | None) -> dict[str, Any]:
    from shared.audit.game_audit import audit_game
    from shared.domain.errors import GameNotFound
    from shared.store.connection import StoreUnavailable

    config = _config(redis_url)
    try:
        return audit_game(_runtime(game, config), game_id)
    except GameNotFound as error:
        raise CommandError(f"{error.message} in {config.redis_url}") from error
    except StoreUnavailable as error:
        raise CommandError(f"Redis unreachable at {config.redis_url}: {error}") from error


def _config(redis_url: str | None) -> Config:
    config = Config.from_env()
    return Config(**{**config.__dict__, "redis_url": redis_url}) if redis_url else config


def _runtime(game: str | None, config: Config):
    from shared.app.runtime import build_runtime

    if not game or not is_known(game):
        raise CommandError(f"unknown game {game!r}; known: {', '.join(available_games())}")
    return build_runtime(load_engine(game), config)


# -- export -------------------------------------------------------------------------


def export(args: argparse.Namespace) -> int:
    output = open(args.output, "wb") if args.output else sys.stdout.buffer  # noqa: SIM115 - closed below
    try:
        pages = _pages_over_http(args) if args.url else _pages_from_redis(args)
        events = 0
        # Counted in events: neither the pages nor the server say beforehand how many there will be.
        with progress("export", " events") as shown_events:
            for page in pages:
                for line in page:
                    output.write(line)
                    events += 1
                    shown_events.update(1)
    finally:
        if args.output:
            output.close()
    if args.json:
        print(json.dumps({"events": events, "output": args.output}))
    elif args.output:
        print(f"{events} events written to {args.output}", file=sys.stderr)
    return 0


def _query(args: argparse.Namespace) -> dict[str, str]:
    query = {"player": args.player, "tournament": args.tournament,
             "since": args.since.isoformat() if args.since else None,
             "until": args.until.isoformat() if args.until else None}
    return {k: v for k, v in query.items() if v}


def _pages_over_http(args: argparse.Namespace):
    cursor = "0"
    while cursor is not None:
        url = f"{args.url.rstrip('/')}/v1/exports/games?" + urllib.parse.urlencode({**_query(args), "cursor": cursor})
        request = urllib.request.Request(url, headers={"Accept": "application/x-ndjson", **verifier.credentials()})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                cursor = response.headers.get("X-Next-Cursor")
                yield (line for line in response)
        except urllib.error.HTTPError as error:
            raise CommandError(f"{url}: HTTP {error.code} {verifier._error_message(error)}") from error
        except (urllib.error.URLError, OSError) as error:
            raise CommandError(f"{url}: unreachable ({getattr(error, 'reason', error)})") from error


def _pages_from_redis(args: argparse.Namespace):
    from shared.audit.exports import ExportQuery, export_lines, finished_game_ids
    from shared.store.connection import StoreUnavailable

    config = _config(args.redis_url)
    cursor: str | None = "0"
    try:
        rt = _runtime(args.game, config)
        while cursor is not None:
            query = ExportQuery(player=args.player, tournament=args.tournament, since=args.since, until=args.until,
                                cursor=cursor, limit=100, reader=OPERATOR)
            game_ids, cursor = finished_game_ids(rt.projector, query)
            yield export_lines(rt.store, game_ids)
    except StoreUnavailable as error:
        raise CommandError(f"Redis unreachable at {config.redis_url}: {error}") from error

