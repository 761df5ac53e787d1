"""A second verifier of the recorded-game format, written from docs/FORMAT.md alone.

Standard library plus `rfc8785`; it imports nothing of the project, on purpose: if the platform's chain code and the published spec ever disagree, this script and the
project's verifier disagree too, and the test comparing them fails.

    python tests/platform/independent_verifier.py EXPORT.ndjson

Checks per game: versions 1..N, prev_hash links, every hash, and the seed commitment (signatures
need an Ed25519 library, outside this script's budget). One verdict line per game; exit 1 on any failure.
"""

import hashlib
import hmac
import json
import sys

import rfc8785


def canonical(body, canon):
    if canon == "jcs":
        return rfc8785.dumps(body)
    # legacy: sorted keys, compact separators, UTF-8 unescaped
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def check_game(lines):
    first = lines[0]
    canon = first["data"].get("canon", "legacy")
    final = lines[-1]
    seed = final["data"].get("seed") or {}
    salt = seed.get("salt")
    if not isinstance(salt, str):
        return "no revealed salt: the game is not finished"
    prev = "0" * 64
    for expected, event in enumerate(lines, start=1):
        if event["version"] != expected or event["game_id"] != first["game_id"]:
            return f"version {event['version']} out of place"
        if event["prev_hash"] != prev:
            return f"prev_hash broken at version {expected}"
        body = {k: v for k, v in event.items() if k != "hash"}
        message = f"{event['game_id']}:{event['version']}".encode("ascii")
        nonce = hmac.new(salt.encode("ascii"), message, hashlib.sha256).hexdigest().encode("ascii") if salt else b""
        digest = hashlib.sha256(prev.encode("ascii") + nonce + canonical(body, canon)).hexdigest()
        if digest != event["hash"]:
            return f"hash mismatch at version {expected}"
        prev = event["hash"]
    commitment = hashlib.sha256(f"{salt}:{seed.get('seed')}".encode()).hexdigest()
    if commitment != first["data"]["seed_commitment"]:
        return "the revealed seed does not open the commitment"
    return None


def main(argv):
    games = {}
    with open(argv[1], "rb") as handle:
        for line in handle:
            if line.strip():
                event = json.loads(line)
                games.setdefault(event["game_id"], []).append(event)
    failed = False
    for game_id, lines in games.items():
        problem = check_game(lines)
        failed = failed or problem is not None
        print(f"{game_id}: {'FAIL ' + problem if problem else 'PASS'}")
    return 1 if failed or not games else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
