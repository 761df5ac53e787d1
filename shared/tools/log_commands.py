"""`tabletop log ...`: watching the deployment's transparency log from outside (docs/FORMAT.md).

    tabletop log monitor URL --state FILE [--keys FILE] [--watch SECONDS]
        fetch the signed tree head, check it extends the last one seen (kept in FILE); exit 1 on a fork
    tabletop log witness URL --key FILE --state FILE [--keys FILE] [--watch SECONDS]
        the same checks, then co-sign the head (POST /v1/log/witness); never co-signs a fork
    tabletop log witness-key FILE
        a new Ed25519 witness key (PEM, mode 0600); prints its public key for the operator to register
    tabletop log register-witness --name NAME [--redis-url URL] -- PUBLIC_KEY
        (`--` first: a base64url key may begin with `-`, which would read as an option)
        (the operator) accept co-signatures from this key

A monitor or witness trusts the first head it sees (its state file is empty) and, from then on,
only heads that extend it. Exit codes: 0 consistent, 1 a fork or a bad signature, 2 unreachable or
unreadable input. The checks are shared.audit.log_proofs, on the base install.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.request
from typing import Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from shared.audit import log_proofs, verifier
from shared.base.config import Config
from shared.domain import merkle
from shared.store.signing import b64encode, keys_by_id, public_text


class Fork(Exception):
    """The log showed this client something inconsistent with what it saw before (exit 1)."""


def add_commands(commands) -> None:
    log_parser = commands.add_parser("log", help="monitor or witness the transparency log")
    verbs = log_parser.add_subparsers(dest="verb", required=True)
    for verb, help_text in (("monitor", "check each new tree head extends the last one seen"),
                            ("witness", "check, then co-sign, each new tree head")):
        parser = verbs.add_parser(verb, help=help_text)
        parser.add_argument("url", help="any service of the deployment, e.g. http://127.0.0.1:8001")
        parser.add_argument("--state", required=True, help="where the last head seen is kept (JSON)")
        parser.add_argument("--keys", help="the server's keys (JSON of /v1/log/keys or /v1/keys); default: fetched")
        parser.add_argument("--watch", type=float, metavar="SECONDS", help="check again every SECONDS, until a fork")
        if verb == "witness":
            parser.add_argument("--key", required=True, help="the witness's Ed25519 private key (PEM)")
        parser.set_defaults(handler=run_checked(monitor if verb == "monitor" else witness))
    key_parser = verbs.add_parser("witness-key", help="write a new witness key (PEM) and print its public key")
    key_parser.add_argument("file")
    key_parser.set_defaults(handler=new_witness_key)
    register_parser = verbs.add_parser("register-witness", help="(operator) accept this witness's co-signatures")
    register_parser.add_argument("public_key", help="base64url of the raw 32-byte key")
    register_parser.add_argument("--name", required=True)
    register_parser.add_argument("--redis-url", help="the deployment's Redis (default: REDIS_URL)")
    register_parser.set_defaults(handler=register_witness)


def run_checked(check):
    def run(args: argparse.Namespace) -> int:
        try:
            while True:
                print(check(args), flush=True)
                if not args.watch:
                    return 0
                time.sleep(args.watch)
        except Fork as fork:
            print(f"tabletop log {args.verb}: FORK {fork}", file=sys.stderr)
            return 1
        except (verifier.ExportError, OSError, ValueError) as error:
            print(f"tabletop log {args.verb}: {error}", file=sys.stderr)
            return 2

    return run


def checked_head(args: argparse.Namespace) -> dict[str, Any]:
    """The log's current signed head, once it is shown to extend the one in --state (saved after)."""
    keys = verifier.read_keys(args.keys or log_proofs.log_url(args.url, "keys"))
    head = _get_json(log_proofs.log_url(args.url, "tree-head"))
    problem = log_proofs.check_tree_head(head, keys_by_id(keys))
    if problem:
        raise Fork(problem)
    seen = _read_state(args.state)
    if seen is not None:
        proof = []
        if head["size"] > seen["size"]:
            proof = _get_json(log_proofs.log_url(args.url, "proof/consistency", **{"from": seen["size"],
                                                                                 "to": head["size"]}))["proof"]
        problem = log_proofs.check_consistency(seen, head, proof)
        if problem:
            raise Fork(problem)
    return head


def monitor(args: argparse.Namespace) -> str:
    seen = _read_state(args.state)
    head = checked_head(args)
    _write_state(args.state, head)
    return f"consistent: tree of {seen['size'] if seen else 0} -> {head['size']} leaves, root {head['root']}"


def witness(args: argparse.Namespace) -> str:
    private_key = _load_private_key(args.key)
    head = checked_head(args)
    message = merkle.signed_head_message(merkle.COSIGNATURE_KIND, head["size"], head["root"], head["time"])
    body = {"size": head["size"], "root": head["root"], "time": head["time"],
            "key_id": _key_id(private_key), "signature": b64encode(private_key.sign(message))}
    _post_json(log_proofs.log_url(args.url, "witness"), body)
    _write_state(args.state, head)  # only once co-signed: a refused co-signature is checked again next time
    return f"co-signed: tree of {head['size']} leaves, root {head['root']}"


def new_witness_key(args: argparse.Namespace) -> int:
    private_key = Ed25519PrivateKey.generate()
    pem = private_key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                    serialization.NoEncryption())
    descriptor = os.open(args.file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(pem)
    print(public_text(private_key.public_key()))
    return 0


def register_witness(args: argparse.Namespace) -> int:
    from shared.app.after_append.log_feed import (
        transparency_log,  # the server side: Redis, only for this verb
    )
    from shared.app.runtime import connect
    from shared.domain.errors import PlatformError
    from shared.store.signing import KeyRing

    config = Config.from_env()
    if args.redis_url:
        config = Config(**{**config.__dict__, "redis_url": args.redis_url})
    redis = connect(config)
    try:
        entry = transparency_log(redis, config, KeyRing(redis, config.key_prefix)).register_witness(
            args.public_key, args.name)
    except PlatformError as error:
        print(f"tabletop log register-witness: {error.message}", file=sys.stderr)
        return 2
    print(json.dumps(entry))
    return 0


# -- helpers ------------------------------------------------------------------------------------------


def _key_id(private_key: Ed25519PrivateKey) -> str:
    from shared.store.signing import key_id

    return key_id(public_text(private_key.public_key()))


def _load_private_key(path: str) -> Ed25519PrivateKey:
    with open(path, "rb") as handle:
        key = serialization.load_pem_private_key(handle.read(), password=None)
    if not isinstance(key, Ed25519PrivateKey):
        raise ValueError(f"{path}: not an Ed25519 private key")
    return key


def _get_json(url: str) -> Any:
    return json.loads(verifier.fetch(url, accept="application/json"))


def _post_json(url: str, body: dict[str, Any]) -> Any:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", "Accept": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        raise verifier.ExportError(f"{url}: HTTP {error.code} {verifier._error_message(error)}") from error
    except (urllib.error.URLError, OSError) as error:
        raise verifier.ExportError(f"{url}: unreachable ({getattr(error, 'reason', error)})") from error


def _read_state(path: str) -> dict[str, Any] | None:
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return None
    with open(path) as handle:
        return json.load(handle)


def _write_state(path: str, head: dict[str, Any]) -> None:
    temporary = f"{path}.tmp"
    with open(temporary, "w") as handle:
        json.dump({f: head[f] for f in log_proofs.HEAD_FIELDS}, handle)
    os.replace(temporary, path)
