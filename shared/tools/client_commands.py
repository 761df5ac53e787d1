"""`tabletop clients create|list|rotate|revoke`: integrator clients on the deployment's Redis (REDIS_URL,
KEY_PREFIX), the same registry the admin API manages (shared.app.clients.integrators). A key is printed once; only its
digest is stored."""

from __future__ import annotations

import argparse
import json
import os

from shared.app.clients.integrators import DEFAULT_QUOTAS, SCOPES, ClientRegistry, configured_client
from shared.base.config import Config
from shared.domain.errors import PlatformError


def registry() -> ClientRegistry:
    # Imported here: the CLI also runs in the verifier's base install, without Redis's client.
    from shared.app.runtime import connect

    config = Config.from_env()
    return ClientRegistry(connect(config), config.key_prefix)


def _quotas(values: list[str]) -> dict[str, str]:
    quotas = {}
    for value in values or []:
        name, _, limit = value.partition("=")
        quotas[name] = limit
    return quotas


def clients(args) -> int:
    clients_registry = registry()
    try:
        if args.action == "create":
            client, key = clients_registry.create(args.client_id, args.name or args.client_id,
                                                  args.scopes.split(",") if args.scopes else None,
                                                  _quotas(args.quota), args.expires_in_days)
            print(json.dumps({**client.public(), "key": key}, indent=1))
            print(f"Send it on every client call: -H 'X-Client-Key: {key}' (shown once; only its digest is kept)")
        elif args.action == "list":
            print(json.dumps([client.public() for client in clients_registry.all()], indent=1))
        elif args.action == "rotate":
            client, key = clients_registry.rotate(args.client_id, args.expires_in_days)
            print(json.dumps({**client.public(), "key": key}, indent=1))
        else:
            print(json.dumps(clients_registry.revoke(args.client_id).public(), indent=1))
    except PlatformError as error:
        print(f"{error.code}: {error.message}")
        return 1
    return 0


def add_commands(commands) -> None:
    parser = commands.add_parser("clients", help="integrator clients: create, list, rotate, revoke",
                                 formatter_class=argparse.RawTextHelpFormatter)
    actions = parser.add_subparsers(dest="action", required=True)
    create = actions.add_parser("create", help="a new client; prints its key once")
    create.add_argument("client_id", help="1-32 lowercase letters, digits, '-'")
    create.add_argument("--name")
    create.add_argument("--scopes", help=f"comma-separated, of {', '.join(SCOPES)} (default: all but admin)")
    create.add_argument("--quota", action="append", metavar="NAME=LIMIT",
                        help=f"e.g. create=60/minute ({', '.join(DEFAULT_QUOTAS)}); repeatable")
    create.add_argument("--expires-in-days", type=float)
    actions.add_parser("list", help="every client (never a key or digest)")
    rotate = actions.add_parser("rotate", help="a new key (printed once); the old one stops working")
    rotate.add_argument("client_id")
    rotate.add_argument("--expires-in-days", type=float)
    revoke = actions.add_parser("revoke", help="the client stops working")
    revoke.add_argument("client_id")
    parser.set_defaults(handler=clients)


def development_client(run_dir: str) -> tuple[str, str]:
    """`make run`'s development client: a new key at each run, written to <run_dir>/dev-client.key (owner
    only) for the walkthroughs (README.md, docs/tournaments.md); the services are given only its digest (Config.bootstrap_client)."""
    setting, key = configured_client("dev")
    path = os.path.join(run_dir, "dev-client.key")
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as key_file:
        key_file.write(key)
    return setting, path
