"""Public dumps of the archive: one zstandard-compressed NDJSON file per game kind and month, and a signed
manifest (docs/FORMAT.md "Public dumps"). Anyone can check one offline: `tabletop verify DUMP`.

    <dir>/<YYYY-MM>/<game>-<YYYY-MM>.ndjson.zst   every event of every public game (naming no player
                                                  identity: for_everyone) of that kind that finished
                                                  in the month, as stored (the lines of an export),
                                                  games one after another, oldest first
    <dir>/<YYYY-MM>/manifest.json                 the files (name, game, games, events, bytes, sha256
                                                  of the compressed file) and the server's Ed25519
                                                  signature over the RFC 8785 form of the rest

Writing streams from the archive a game at a time; verifying streams each file through the
decompressor a line at a time and audits each game as soon as its last line is read (the same audit
as `tabletop verify` on an export), so memory holds one game whatever the dump's size. Needs only the
base install (zstandard, cryptography, the engines).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import zstandard

from shared.app.clients.visibility import ANYONE, game_facts, listed
from shared.audit.verification import check
from shared.audit.verifier import ExportError, verify_game
from shared.base.progress import Watch, unwatched
from shared.store.archive import Archive
from shared.store.chain import jcs_bytes
from shared.store.signing import ALGORITHM, b64encode, key_id, keys_by_id, public_text, signature_valid

DUMP_KIND = "tabletop.dump.v1"
MANIFEST = "manifest.json"
LEVEL = 10  # zstandard level: a good ratio at a speed well above the archive's read rate
FAILURES_KEPT = 20  # failing games named in a verdict (the count covers them all)


def month_bounds(period: str) -> tuple[str, str]:
    """`YYYY-MM` -> (its first day, the next month's first day), as the archive's times compare."""
    try:
        start = datetime.strptime(period, "%Y-%m")
    except ValueError as error:
        raise ValueError(f"a period is YYYY-MM, not {period!r}") from error
    following = start.replace(year=start.year + start.month // 12, month=start.month % 12 + 1)
    return start.strftime("%Y-%m-%d"), following.strftime("%Y-%m-%d")


def previous_month(now: datetime | None = None) -> str:
    first = (now or datetime.now(UTC)).replace(day=1)
    return (first.replace(year=first.year - 1, month=12) if first.month == 1
            else first.replace(month=first.month - 1)).strftime("%Y-%m")


class _Hashing(io.RawIOBase):
    """A file wrapper hashing and counting the bytes that pass through it."""

    def __init__(self, handle, reading: bool):
        self.handle, self.sha256, self.size, self.reading = handle, hashlib.sha256(), 0, reading

    def readable(self) -> bool:
        return self.reading

    def writable(self) -> bool:
        return not self.reading

    def readinto(self, buffer) -> int:
        count = self.handle.readinto(buffer)
        self.sha256.update(memoryview(buffer)[:count])
        self.size += count
        return count

    def write(self, data) -> int:
        self.sha256.update(data)
        self.size += len(data)
        return self.handle.write(data)


def manifest_message(manifest: dict[str, Any]) -> bytes:
    """What the signature covers: the manifest without its signature, under the dump kind."""
    return jcs_bytes({"kind": DUMP_KIND, **{k: v for k, v in manifest.items() if k != "signature"}})


def write_dump(archive: Archive, period: str, out_dir: str, signing: tuple[str, Any],
               watch: Watch = unwatched) -> dict[str, Any]:
    """Write the period's dump under out_dir/<period>/ (written beside, then renamed into place) and
    return its manifest. signing: (key id, Ed25519 private key), the server's active key. watch: shows
    each kind's progress (the command line's bar)."""
    since, until = month_bounds(period)
    folder = os.path.join(out_dir, period)
    os.makedirs(folder, exist_ok=True)
    files = []
    for game in archive.kinds():
        name = f"{game}-{period}.ndjson.zst"
        path = os.path.join(folder, name)
        games = events = 0
        with open(path + ".part", "wb") as handle:
            hashing = _Hashing(handle, reading=False)
            with zstandard.ZstdCompressor(level=LEVEL).stream_writer(hashing, closefd=False) as writer:
                for archived in watch(archive.games(game, since, until), archive.count_finished(game, since, until),
                                      game):
                    payloads = archive.read(archived.game_id)
                    if len(payloads) != archived.events:
                        raise ValueError(f"game {archived.game_id}: the archive holds {len(payloads)} of "
                                         f"{archived.events} events")
                    if not for_everyone(payloads[0]):
                        continue
                    writer.write(b"".join(payload + b"\n" for payload in payloads))
                    games, events = games + 1, events + len(payloads)
        if not games:
            os.remove(path + ".part")
            continue
        os.replace(path + ".part", path)
        files.append({"name": name, "game": game, "games": games, "events": events, "bytes": hashing.size,
                      "sha256": hashing.sha256.hexdigest()})
    active_id, private_key = signing
    public = public_text(private_key.public_key())
    manifest: dict[str, Any] = {"format": DUMP_KIND, "period": period, "since": since, "until": until,
                                "created_at": datetime.now(UTC).isoformat(timespec="seconds"), "files": files}
    manifest["signature"] = {"key_id": active_id, "algorithm": ALGORITHM, "public_key": public,
                             "signature": b64encode(private_key.sign(manifest_message(manifest)))}
    with open(os.path.join(folder, MANIFEST + ".part"), "w") as handle:
        json.dump(manifest, handle, indent=2)
    os.replace(os.path.join(folder, MANIFEST + ".part"), os.path.join(folder, MANIFEST))
    return manifest


def for_everyone(created_payload: bytes) -> bool:
    """Whether a game goes into the public dumps: a public game that names no player identity (a client's
    users are shown only to its parties, docs/frontends/visibility.md; masked, an event would no longer verify, so
    such a game is verified from the export a party hands over)."""
    data = json.loads(created_payload)["data"]
    return listed(game_facts(data), ANYONE) and not any(data.get("identities") or ())


def manifest_path(source: str) -> str:
    return os.path.join(source, MANIFEST) if os.path.isdir(source) else source


def is_dump(source: str) -> bool:
    """Whether `tabletop verify` was given a dump (its folder or its manifest) rather than an export."""
    return os.path.isfile(manifest_path(source)) and os.path.basename(manifest_path(source)) == MANIFEST


def verify_dump(source: str, keys: list[dict[str, Any]] | None = None, watch: Watch = unwatched) -> dict[str, Any]:
    """The manifest's signature, then every file (its sha256, size and counts) and every game in it. watch:
    shows each file's progress against the games its manifest entry counts."""
    path = manifest_path(source)
    try:
        with open(path, "rb") as handle:
            manifest = json.loads(handle.read())
        files, signed = manifest["files"], manifest["signature"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ExportError(f"{path}: not a dump manifest ({type(error).__name__})") from error
    checks = {"signature": _signature_check(manifest, signed, keys)}
    reports = [_verify_file(os.path.join(os.path.dirname(path), os.path.basename(entry["name"])), entry, watch)
               for entry in files]
    ok = all(c["ok"] for c in checks.values()) and all(r["ok"] for r in reports)
    return {"ok": ok, "period": manifest.get("period"), "checks": checks, "files": reports}


def _signature_check(manifest: dict[str, Any], signed: dict[str, Any], keys: list[dict[str, Any]] | None):
    public = signed.get("public_key", "")
    try:
        own_id = key_id(public)
    except (ValueError, TypeError):
        return check(False, "the manifest's public key is malformed")
    if own_id != signed.get("key_id"):
        return check(False, "the manifest's key id does not match its public key")
    if not signature_valid(public, signed.get("signature"), manifest_message(manifest)):
        return check(False, f"bad signature (key {own_id})")
    if keys is None:
        return check(True, f"signed by key {own_id} (give --keys to check it is the server's published key)")
    published = keys_by_id(keys).get(own_id)
    if published is None or published.get("public_key") != public:
        return check(False, f"key {own_id} is not among the published keys")
    return check(True, f"signed by the published key {own_id}")


def _verify_file(path: str, entry: dict[str, Any], watch: Watch) -> dict[str, Any]:
    games = events = failed = 0
    failures: list[dict[str, Any]] = []
    try:
        with open(path, "rb") as handle:
            hashing = _Hashing(handle, reading=True)
            counted = entry.get("games") if isinstance(entry.get("games"), int) else None
            for raw in watch(_games(hashing), counted, str(entry.get("name"))):
                report = verify_game(raw, None)
                games, events = games + 1, events + len(raw)
                if not report["ok"] or report.get("game") != entry.get("game"):
                    failed += 1
                    if len(failures) < FAILURES_KEPT:
                        failures.append({"game_id": report["game_id"], "checks": {
                            name: c for name, c in report["checks"].items() if not c["ok"]}})
            remainder = hashing.read(1 << 16)  # anything after the compressed frame still counts in the hash
            while remainder:
                remainder = hashing.read(1 << 16)
    except (OSError, zstandard.ZstdError, ValueError) as error:
        return {"name": entry.get("name"), "ok": False, "problems": [f"unreadable ({type(error).__name__})"]}
    problems = [f"{name}: the manifest says {entry.get(name)}, the file has {value}"
                for name, value in (("sha256", hashing.sha256.hexdigest()), ("bytes", hashing.size),
                                    ("games", games), ("events", events)) if entry.get(name) != value]
    if failed:
        problems.append(f"{failed} game(s) fail their audit")
    return {"name": entry.get("name"), "game": entry.get("game"), "ok": not problems, "games": games,
            "events": events, "problems": problems, "failures": failures}


def _games(raw_file) -> Iterator[list[dict[str, Any]]]:
    """Each game's envelopes, one game at a time, read through the decompressor a line at a time."""
    reader = io.BufferedReader(zstandard.ZstdDecompressor().stream_reader(raw_file, closefd=False))
    current: list[dict[str, Any]] = []
    for line in reader:
        if not line.strip():
            continue
        envelope = json.loads(line)
        if current and envelope.get("game_id") != current[0].get("game_id"):
            yield current
            current = []
        current.append(envelope)
    if current:
        yield current


def render(verdict: dict[str, Any]) -> str:
    lines = [f"dump {verdict['period']}"]
    lines += [f"  {'ok  ' if c['ok'] else 'FAIL'} {name}: {c['detail']}" for name, c in verdict["checks"].items()]
    for report in verdict["files"]:
        lines.append(f"file {report['name']} ({report.get('games', 0)} games, {report.get('events', 0)} events): "
                     f"{'PASS' if report['ok'] else 'FAIL'}")
        lines += [f"  FAIL {problem}" for problem in report["problems"]]
        lines += [f"  FAIL game {f['game_id']}: {', '.join(f['checks'])}" for f in report.get("failures", [])]
    lines.append("verdict: " + ("PASS" if verdict["ok"] else "FAIL"))
    return "\n".join(lines)
