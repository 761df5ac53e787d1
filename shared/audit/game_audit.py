"""The server's audit of a recorded game (GET /v1/games/{id}/audit, `tabletop audit`).

Every check on the stream itself is shared.audit.verification's, the same code the offline verifier
runs on an export; the server adds what only it can compare: that the replayed state is the
live state, and that the spectator projection matches it. The server knows the game's salt, so
the chain verifies before the game ends too.
"""

from __future__ import annotations

import hashlib
from typing import Any

from shared.app.runtime import Runtime
from shared.audit.verification import audit_stream, check, report
from shared.base import jsonfast
from shared.store.signing import keys_by_id

# A complete audit (every check run) is kept per exact stored content, so re-deciding a whole
# finished game is not something anyone can make the server do on every request; any change to
# any stored byte changes the key, so tampering is never hidden behind the cache.
_complete_audits: dict[tuple[str, str, str], dict[str, Any]] = {}
# The checks that are skipped until the game is over and projected (the others may stay skipped for good).
COMPLETE_WHEN_RUN = ("projection", "seed", "decisions", "rescore")


def audit_game(rt: Runtime, game_id: str) -> dict[str, Any]:
    content = hashlib.sha256(jsonfast.dumps(rt.store.read_raw(game_id))).hexdigest()
    key = (rt.engine.name, game_id, content)
    cached = _complete_audits.get(key)
    if cached is not None:
        return cached
    audited = _audit(rt, game_id)
    if not any(audited["checks"][name]["skipped"] for name in COMPLETE_WHEN_RUN):
        if len(_complete_audits) >= 10_000:
            _complete_audits.clear()
        _complete_audits[key] = audited
    return audited


def _audit(rt: Runtime, game_id: str) -> dict[str, Any]:
    engine = rt.engine
    rt.service.ensure_exists(game_id)
    # The live state first, then the stream up to exactly its version: a move landing
    # meanwhile cannot make an honest game look inconsistent.
    with rt.service.repository.lock(game_id):
        live = rt.service.repository.load(game_id)
        live_version, live_state = live.version, jsonfast.loads(jsonfast.dumps(live.state))
    raw = rt.store.read_raw(game_id, 1, live_version)
    keyring = rt.service.keyring
    checks, record = audit_stream(
        engine, raw, upcasters=rt.store.upcasters, chain_key=rt.store.secret(game_id).get("salt", ""),
        keys=keys_by_id(keyring.listed()) if keyring else None,
    )
    if record is not None:
        checks["replay"] = check(
            jsonfast.loads(jsonfast.dumps(record.state)) == live_state,
            f"replayed {len(raw)} events to version {record.version}: the live state matches",
        )
    projected = rt.projector.read_view(game_id, None)
    if record is not None and projected and projected["version"] == record.version:
        expected = jsonfast.loads(jsonfast.dumps(rt.service.game_view(record, None)))
        projection = check(projected == expected, "spectator projection matches the replayed state")
    else:
        projection = check(True, "projection not at this version yet", skipped=True)
    checks = {**dict(list(checks.items())[:2]), "projection": projection, **dict(list(checks.items())[2:])}
    # Receipts are the caller's to give: the server's own audit has none to check.
    checks.pop("receipts")
    return report(checks, raw, record)
