"""A second verifier of the recorded-game format, written from docs/FORMAT.md alone.

Standard library plus `rfc8785`; it imports nothing of the project, on purpose: if the platform's chain code and the published spec ever disagree, this script and the
project's verifier disagree too, and the test comparing them fails.

    python tests/platform/independent_verifier.py EXPORT.ndjson [KEYS.json]

Checks per game: versions 1..N, prev_hash links, every hash, the seed commitment, and with the
keys (the JSON of GET /v1/keys) the signed transcript head, with Ed25519 verification written
out from RFC 8032 section 5.1.7 (slow, and fine for one signature per game). One verdict line
per game; exit 1 on any failure.
"""

import base64
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


def check_game(lines, keys):
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
    if keys is not None:
        head = final["data"].get("transcript")
        if head is None:
            return "no signed transcript head"
        published = keys.get(head["key_id"])
        if published is None:
            return "transcript signed by an unpublished key"
        message = rfc8785.dumps({"kind": "tabletop.transcript.v1", "game_id": head["game_id"],
                                 "version": head["version"], "hash": head["hash"]})
        if not ed25519_verify(unb64(published["public_key"]), message, unb64(head["signature"])):
            return "transcript signature invalid"
        if head["game_id"] != first["game_id"] or head["version"] != len(lines) - 1 \
                or lines[head["version"] - 1]["hash"] != head["hash"]:
            return "the transcript head is not this chain's"
    return None


def unb64(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


# Ed25519 verification (RFC 8032, 5.1.7), extended homogeneous coordinates (X, Y, Z, T).
P = 2**255 - 19
ORDER = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, P - 2, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)


def point_add(a, b):
    pa = (a[1] - a[0]) * (b[1] - b[0]) % P
    pb = (a[1] + a[0]) * (b[1] + b[0]) % P
    pc = 2 * a[3] * b[3] * D % P
    pd = 2 * a[2] * b[2] % P
    e, f, g, h = pb - pa, pd - pc, pd + pc, pb + pa
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def point_mul(scalar, point):
    result = (0, 1, 1, 0)
    while scalar > 0:
        if scalar & 1:
            result = point_add(result, point)
        point = point_add(point, point)
        scalar >>= 1
    return result


def points_equal(a, b):
    return (a[0] * b[2] - b[0] * a[2]) % P == 0 and (a[1] * b[2] - b[1] * a[2]) % P == 0


def recover_x(y, sign):
    if y >= P:
        return None
    x2 = (y * y - 1) * pow(D * y * y + 1, P - 2, P)
    if x2 % P == 0:
        return None if sign else 0
    x = pow(x2, (P + 3) // 8, P)
    if (x * x - x2) % P != 0:
        x = x * SQRT_M1 % P
    if (x * x - x2) % P != 0:
        return None
    return P - x if (x & 1) != sign else x


def decompress(raw):
    if len(raw) != 32:
        return None
    y = int.from_bytes(raw, "little")
    sign, y = y >> 255, y & ((1 << 255) - 1)
    x = recover_x(y, sign)
    return None if x is None else (x, y, 1, x * y % P)


BASE_Y = 4 * pow(5, P - 2, P) % P
BASE = (recover_x(BASE_Y, 0), BASE_Y, 1, recover_x(BASE_Y, 0) * BASE_Y % P)


def ed25519_verify(public, message, signature):
    if len(signature) != 64:
        return False
    a, r = decompress(public), decompress(signature[:32])
    s = int.from_bytes(signature[32:], "little")
    if a is None or r is None or s >= ORDER:
        return False
    h = int.from_bytes(hashlib.sha512(signature[:32] + public + message).digest(), "little") % ORDER
    return points_equal(point_mul(s, BASE), point_add(r, point_mul(h, a)))


def main(argv):
    games = {}
    with open(argv[1], "rb") as handle:
        for line in handle:
            if line.strip():
                event = json.loads(line)
                games.setdefault(event["game_id"], []).append(event)
    keys = None
    if len(argv) > 2:
        with open(argv[2], "rb") as handle:
            keys = {key["key_id"]: key for key in json.load(handle)["keys"]}
    failed = False
    for game_id, lines in games.items():
        problem = check_game(lines, keys)
        failed = failed or problem is not None
        print(f"{game_id}: {'FAIL ' + problem if problem else 'PASS'}")
    return 1 if failed or not games else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
