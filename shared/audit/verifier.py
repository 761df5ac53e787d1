"""The offline verifier: `tabletop verify FILE|URL` on an NDJSON export, without Redis or a server.

Needs only the base install (`pip install .`: the engines, orjson, cryptography, rfc8785):
nothing here or in what it imports touches Flask, Redis or Celery (a test holds it to that).

The export is what `/v1/games/{id}/events?raw=true` (Accept: application/x-ndjson) or
`/v1/exports/games` give: one stored envelope per line, games one after another. Each game is
audited by shared.audit.verification, the same code the server's /audit runs. Lines that are not
envelopes but objects with a `kind` are documents about the games (a tournament's pairings and
standings, say): each kind is checked by the verifier registered for it in DOCUMENT_VERIFIERS,
and an unknown kind is a failure, never silently ignored.

Public keys (`--keys FILE|URL`, the JSON of GET /v1/keys) let it check the signed transcript
heads and the receipts given with `--receipts FILE` (a JSON list, or one receipt per line).
`--log URL` (or `--inclusion FILE`) checks that each game's last head is in the deployment's
transparency log under a signed tree head (shared.audit.log_proofs).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterable
from typing import Any

from shared.audit import log_proofs
from shared.audit.verification import Check, audit_stream, check, report
from shared.base.progress import Watch, shown, unwatched
from shared.bus import plugins
from shared.domain.registry import is_known, load_engine
from shared.store.repository import GAME_CREATED
from shared.store.signing import keys_by_id
from shared.store.upcasting import upcast_envelope

ENVELOPE_FIELDS = ("game_id", "version", "type", "hash")
PAGE = 10_000  # the largest page /events serves
GZIP_MAGIC = b"\x1f\x8b"

GameReports = dict[str, dict[str, Any]]
DocumentVerifier = Callable[[dict[str, Any], GameReports, dict[str, list[dict[str, Any]]]], dict[str, Check]]
# kind -> verifier of one document line, given the verified games' reports and their streams
# (game id -> envelopes). Plugins add theirs (Plugin.documents), tests with register_document_kind(kind, fn).
DOCUMENT_VERIFIERS: dict[str, DocumentVerifier] = {}


def register_document_kind(kind: str, verify: DocumentVerifier) -> None:
    DOCUMENT_VERIFIERS[kind] = verify


def _load_document_kinds() -> None:
    """The document kinds the plugins add (shared.bus.plugins: pure modules, no server)."""
    for module in plugins.part_modules("documents"):
        for kind, verify in module.DOCUMENT_KINDS.items():
            DOCUMENT_VERIFIERS.setdefault(kind, verify)


class ExportError(Exception):
    """The export cannot be read at all (one line for the user)."""


def verify_export(
    lines: Iterable[bytes | str],
    keys: list[dict[str, Any]] | None = None,
    receipts: Iterable[dict[str, Any]] = (),
    watch: Watch = unwatched,
) -> dict[str, Any]:
    """Every game and document of an export, each with its checks; ok only if all pass. watch: shows the
    games' progress (the command line's bar; silent by default)."""
    _load_document_kinds()
    streams, documents = parse_export(lines)
    by_id = keys_by_id(keys) if keys is not None else None
    receipts_by_game: dict[str, list[dict[str, Any]]] = {}
    stray = []
    for receipt in receipts:
        game_id = receipt.get("game_id") if isinstance(receipt, dict) else None
        if game_id in streams:
            receipts_by_game.setdefault(game_id, []).append(receipt)
        else:
            stray.append(game_id)
    games: GameReports = {}
    for game_id, raw in watch(streams.items(), len(streams)):
        games[game_id] = verify_game(raw, by_id, receipts_by_game.get(game_id, ()))
    checked_documents = []
    for document in documents:
        verify = DOCUMENT_VERIFIERS.get(document.get("kind"))
        if verify is None:
            checks = {"kind": check(False, f"no verifier for documents of kind {document.get('kind')!r}")}
        else:
            checks = verify(document, games, streams)
        checked_documents.append({"kind": document.get("kind"), "ok": all(c["ok"] for c in checks.values()),
                                  "checks": checks})
    problems = []
    if not streams:
        problems.append("the export holds no game")
    if stray:
        problems.append(f"receipts for games not in this export: {', '.join(map(str, stray[:3]))}")
    return {
        "ok": not problems and all(g["ok"] for g in games.values()) and all(d["ok"] for d in checked_documents),
        "problems": problems,
        "games": list(games.values()),
        "documents": checked_documents,
    }


def verify_game(raw: list[dict[str, Any]], keys: dict[str, dict[str, Any]] | None,
                receipts: Iterable[dict[str, Any]] = ()) -> dict[str, Any]:
    try:
        first = upcast_envelope(raw[0])  # a stream stored before the renames names its game too
    except (KeyError, TypeError, AttributeError):
        first = raw[0]  # malformed: the audit below says how
    data = first.get("data")
    game = data.get("game") if first.get("type") == GAME_CREATED and isinstance(data, dict) else None
    if not isinstance(game, str) or not is_known(game):
        checks = {"engine": check(False, f"the first event names no game this install knows ({game!r})")}
        return report(checks, raw, None)
    engine = load_engine(game)
    checks, record = audit_stream(engine, raw, upcasters=getattr(engine, "upcasters", None), keys=keys,
                                  receipts=receipts)
    rules = first.get("data", {}).get("rules") if isinstance(first.get("data"), dict) else None
    return {**report(checks, raw, record), "game": game, "rules": rules}


def parse_export(lines: Iterable[bytes | str]) -> tuple[dict[str, list[dict[str, Any]]], list[dict[str, Any]]]:
    """Envelopes grouped by game (in export order) and the document lines."""
    streams: dict[str, list[dict[str, Any]]] = {}
    documents = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except ValueError as error:
            raise ExportError(f"line {number} is not JSON: {error}") from error
        if not isinstance(item, dict):
            raise ExportError(f"line {number} is not a JSON object")
        if all(field in item for field in ENVELOPE_FIELDS):
            streams.setdefault(str(item["game_id"]), []).append(item)
        elif "kind" in item:
            documents.append(item)
        else:
            raise ExportError(f"line {number} is neither an event envelope nor a document with a kind")
    return streams, documents


# -- reading sources ---------------------------------------------------------------


def read_source(source: str) -> list[bytes]:
    """The lines of an export from a file, '-' (stdin), or a URL (an /events URL is paged to its end)."""
    if source == "-":
        return sys.stdin.buffer.read().splitlines()
    if not source.startswith(("http://", "https://")):
        return _read_file(source).splitlines()
    url = urllib.parse.urlsplit(source)
    if url.path.rstrip("/").endswith("/exports/games"):
        return _export_pages(source)
    if not url.path.rstrip("/").endswith("/events"):
        return fetch(source).splitlines()
    lines: list[bytes] = []
    query = dict(urllib.parse.parse_qsl(url.query))
    query.update(raw="true", limit=str(PAGE))
    from_version = int(query.get("from_version", 1))
    while True:
        query["from_version"] = str(from_version)
        page = fetch(urllib.parse.urlunsplit(url._replace(query=urllib.parse.urlencode(query)))).splitlines()
        lines += page
        if len(page) < PAGE:
            return lines
        from_version += PAGE


def _export_pages(source: str) -> list[bytes]:
    """Every page of a bulk export, following X-Next-Cursor."""
    url = urllib.parse.urlsplit(source)
    query = dict(urllib.parse.parse_qsl(url.query))
    lines: list[bytes] = []
    cursor: str | None = query.get("cursor", "0")
    while cursor is not None:
        query["cursor"] = cursor
        body, headers = fetch_with_headers(urllib.parse.urlunsplit(url._replace(query=urllib.parse.urlencode(query))))
        lines += body.splitlines()
        cursor = headers.get("X-Next-Cursor")
    return lines


def fetch(url: str, accept: str = "application/x-ndjson") -> bytes:
    return fetch_with_headers(url, accept)[0]


# A client's own games (or a private game a party admitted the auditor to) are fetched with its credentials,
# taken from the environment so that no key shows in a process list (docs/frontends/visibility.md).
CREDENTIALS = {"TABLETOP_CLIENT_KEY": "X-Client-Key", "TABLETOP_WATCH_TICKET": "X-Watch-Ticket"}


def credentials() -> dict[str, str]:
    """The headers of the credentials the environment gives (none: an anonymous auditor)."""
    return {header: os.environ[name] for name, header in CREDENTIALS.items() if os.environ.get(name)}


def fetch_with_headers(url: str, accept: str = "application/x-ndjson") -> tuple[bytes, Any]:
    request = urllib.request.Request(url, headers={"Accept": accept, **credentials()})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.read(), response.headers
    except urllib.error.HTTPError as error:
        raise ExportError(f"{url}: HTTP {error.code} {_error_message(error)}") from error
    except (urllib.error.URLError, OSError) as error:
        raise ExportError(f"{url}: unreachable ({getattr(error, 'reason', error)})") from error


def _error_message(error: urllib.error.HTTPError) -> str:
    try:
        return json.loads(error.read())["error"]["message"]
    except (ValueError, KeyError, TypeError):
        return error.reason or ""


def read_keys(source: str) -> list[dict[str, Any]]:
    if source.startswith(("http://", "https://")):
        body = fetch(source, accept="application/json")
    else:
        body = _read_file(source)
    try:
        published = json.loads(body)
        keys = published["keys"] if isinstance(published, dict) else published
        if not all(isinstance(k, dict) and {"key_id", "public_key"} <= k.keys() for k in keys):
            raise TypeError
        return keys
    except (ValueError, KeyError, TypeError) as error:
        raise ExportError(f"{source}: not a key list (the JSON of GET /v1/keys)") from error


def _read_file(source: str) -> bytes:
    """The file's bytes; a gzip file (the public dumps, the golden corpus) is read decompressed."""
    try:
        with open(source, "rb") as handle:
            body = handle.read()
    except OSError as error:
        raise ExportError(f"cannot read {source}: {error.strerror}") from error
    if body.startswith(GZIP_MAGIC):
        try:
            return gzip.decompress(body)
        except (OSError, EOFError) as error:
            raise ExportError(f"{source}: a damaged gzip file ({error})") from error
    return body


def read_receipts(source: str) -> list[dict[str, Any]]:
    body = _read_file(source)
    try:
        loaded = json.loads(body)
        return loaded if isinstance(loaded, list) else [loaded]
    except ValueError:
        try:
            return [json.loads(line) for line in body.splitlines() if line.strip()]
        except ValueError as error:
            raise ExportError(f"{source}: not JSON receipts") from error


def keys_url_beside(source: str) -> str | None:
    """GET /v1/keys on the server an export URL comes from."""
    if not source.startswith(("http://", "https://")):
        return None
    url = urllib.parse.urlsplit(source)
    return urllib.parse.urlunsplit((url.scheme, url.netloc, "/v1/keys", "", ""))


# -- the command ---------------------------------------------------------------------


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", help="an NDJSON export: a file, '-' for stdin, or a URL (/events or "
                                       "/exports/games: every page is fetched)")
    parser.add_argument("--keys", help="the public keys (JSON of GET /v1/keys): a file or URL; "
                                       "default with a URL source: /v1/keys of that server")
    parser.add_argument("--receipts", help="receipts to check against the export (JSON list or NDJSON)")
    parser.add_argument("--log", metavar="URL", help="a service of the deployment: check each game's last head is "
                                                     "in its transparency log under a signed tree head")
    parser.add_argument("--inclusion", metavar="FILE", help="the same from saved proofs (the JSON of "
                                                            "/v1/log/proof/inclusion, one or a list)")
    parser.add_argument("--json", action="store_true", help="the whole verdict as JSON")


def run(args: argparse.Namespace) -> int:
    """0: every check passed; 1: a check failed; 2: the export or keys could not be read."""
    try:
        keys_source = args.keys or keys_url_beside(args.source)
        keys = read_keys(keys_source) if keys_source else None
        receipts = read_receipts(args.receipts) if args.receipts else []
        lines = read_source(args.source)
        verdict = verify_export(lines, keys, receipts, watch=shown("verify", " games"))
        if args.log or args.inclusion:
            log_keys = keys if args.keys or not args.log else read_keys(log_proofs.log_url(args.log, "keys"))
            verdict = with_inclusion(verdict, parse_export(lines)[0], log_keys or [], args.log, args.inclusion)
    except ExportError as error:
        print(f"tabletop verify: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(verdict, indent=2))
    else:
        print(render(verdict))
    return 0 if verdict["ok"] else 1


def with_inclusion(verdict: dict[str, Any], streams: dict[str, list[dict[str, Any]]], keys: list[dict[str, Any]],
                   log: str | None, inclusion_file: str | None) -> dict[str, Any]:
    """The verdict, with whether each game's last head (as the export shows it) is a leaf of the
    deployment's transparency log under a tree head signed by `keys` (shared.audit.log_proofs)."""
    saved: dict[tuple[str, int], Any] = {}
    if inclusion_file:
        loaded = json.loads(_read_file(inclusion_file))
        for proof in loaded if isinstance(loaded, list) else [loaded]:
            leaf = proof.get("leaf", {}) if isinstance(proof, dict) else {}
            saved[(leaf.get("game_id"), leaf.get("version"))] = proof
    results = []
    for game_id, envelopes in streams.items():
        version, hash_ = envelopes[-1]["version"], envelopes[-1]["hash"]
        proof = saved.get((game_id, version))
        problem = None
        if proof is None and log:
            try:
                proof = json.loads(fetch(log_proofs.log_url(log, "proof/inclusion", game_id=game_id, version=version),
                                         accept="application/json"))
            except ExportError as error:
                problem = str(error)
        if problem is None:
            problem = "no inclusion proof" if proof is None else log_proofs.check_inclusion(
                proof, game_id, version, hash_, keys_by_id(keys))
        results.append({"game_id": game_id, "version": version, "ok": problem is None, "detail": problem or "included"})
    return {**verdict, "ok": verdict["ok"] and all(r["ok"] for r in results), "log": results}


def render(verdict: dict[str, Any]) -> str:
    lines = []
    for game in verdict["games"]:
        rules = game.get("rules") or {}
        lines.append(f"game {game['game_id']} ({game.get('game', '?')} rules v{rules.get('version', '?')}, "
                     f"{game['events']} events): "
                     f"{'PASS' if game['ok'] else 'FAIL'}")
        lines += _check_lines(game["checks"])
    for document in verdict["documents"]:
        lines.append(f"document {document['kind']}: {'PASS' if document['ok'] else 'FAIL'}")
        lines += _check_lines(document["checks"])
    for inclusion in verdict.get("log", ()):
        lines.append(f"log: {inclusion['game_id']} at version {inclusion['version']}: "
                     + ("included" if inclusion["ok"] else f"FAIL {inclusion['detail']}"))
    lines += [f"FAIL {problem}" for problem in verdict["problems"]]
    lines.append("verdict: " + ("PASS" if verdict["ok"] else "FAIL"))
    return "\n".join(lines)


def _check_lines(checks: dict[str, Check]) -> list[str]:
    return [f"  {'skip' if c['skipped'] else 'ok  ' if c['ok'] else 'FAIL'} {name}: {c['detail']}"
            for name, c in checks.items()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tabletop verify", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
