"""The audit of one game's stream, pure: envelopes and an engine in, a verdict per check out.

One implementation for both auditors: the server's GET /v1/games/{id}/audit (shared.audit.game_audit,
which adds what only the server can compare: the live state and the projection) and the
offline verifier (`tabletop verify`, shared.audit.verifier), which has only an export file and the
public keys. Nothing here imports Redis, Flask or Celery.

Checks, in order (each {"ok", "detail", "skipped"}):

    hash_chain   versions 1..N without gaps, one game id, every hash recomputed (docs/FORMAT.md)
    replay       the events fold into a state without error
    seed         the revealed seed opens the commitment and the draws derive from it
    decisions    every command decided again on the replayed state with its re-derived
                 randomness gives exactly the recorded events (no draw was rigged)
    rescore      the result is the score of the final state, recorded once, last, after the end
    authorship   every command of a seat that registered a key carries that seat's valid signature
    transcript   the final event's signed transcript head matches the chain (needs the public keys)
    receipts     every receipt given is signed by a published key and matches the chain
    + EXTRA_CHECKS (registered by name: clock arithmetic, undo, bots: every bot command chosen again by its
      recorded policy version, shared.audit.bot_audit)

What it cannot prove: who sent a command of a seat without a key; and without the public
keys (or receipts), that the operator did not rewrite the whole stream and re-chain it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from shared.audit.bot_audit import verify_bots
from shared.audit.clock_audit import verify_clock
from shared.audit.undo_audit import verify_undos
from shared.base import jsonfast
from shared.domain import clock, guards, seats
from shared.domain.engine import Engine, RuleViolation, rng_for
from shared.domain.rules_versions import UnknownRulesVersion, engine_of, result_in_schema, result_schema
from shared.store.chain import (
    CANON_JCS,
    Envelope,
    Upcaster,
    canon_of,
    rng_seed,
    seed_commitment,
    verify_chain,
)
from shared.store.repository import (
    GAME_CREATED,
    GAME_FINISHED,
    PLATFORM_EVENTS,
    SEAT_KEY_REGISTERED,
    GameRecord,
    apply_envelope,
    apply_envelopes,
    renamed_event_types,
)
from shared.store.signing import (
    RECEIPT_KIND,
    TRANSCRIPT_KIND,
    check_signed_head,
    command_message,
    signature_valid,
)
from shared.store.upcasting import recorded_result_schema, upcast_envelope

Check = dict[str, Any]
# Platform events: folded into the record, never decided by the engine.
PLATFORM_EVENT_TYPES = PLATFORM_EVENTS


def check(ok: bool, detail: str, skipped: bool = False) -> Check:
    return {"ok": ok, "detail": detail, "skipped": skipped}


@dataclass
class Evidence:
    """What an extra check is given: the stream as stored and upcast, the replayed record."""

    engine: Engine
    game_id: str
    raw: list[Envelope]
    events: list[Envelope]
    record: GameRecord | None
    keys: dict[str, dict[str, Any]] | None
    receipts: list[dict[str, Any]] = field(default_factory=list)


ExtraCheck = Callable[[Evidence], Check]
# The hook for checks written elsewhere (e.g. the clock arithmetic of shared/domain/clock.py):
# register_check("clock", fn) and every audit, server or offline, runs it after the others.
EXTRA_CHECKS: dict[str, ExtraCheck] = {}


def register_check(name: str, run: ExtraCheck) -> None:
    EXTRA_CHECKS[name] = run


def audit_stream(
    engine: Engine,
    raw: list[Envelope],
    *,
    upcasters: dict[tuple[str, int], Upcaster] | None = None,
    chain_key: str | None = None,
    keys: dict[str, dict[str, Any]] | None = None,
    receipts: Iterable[dict[str, Any]] = (),
) -> tuple[dict[str, Check], GameRecord | None]:
    """Every check on one game's stream as stored; returns the checks and the replayed record
    (None if the events do not replay).

    chain_key: the game's salt when the caller knows it (the server); None takes the one the
    final event reveals. keys: key id -> published key (GET /v1/keys); None skips what needs them.
    """
    game_id = raw[0].get("game_id", "") if raw else ""
    receipts = list(receipts)
    malformed = _malformed(raw)
    if malformed:
        checks = {"hash_chain": check(False, malformed)}
        for name in CHECKS_AFTER_CHAIN + tuple(EXTRA_CHECKS):
            checks[name] = check(False, "not checked: the stream is malformed")
        return checks, None
    renamed = renamed_event_types(engine)
    events = [upcast_envelope(e, renamed, upcasters) for e in raw]
    finished = next((e for e in reversed(events) if e.get("type") == GAME_FINISHED), None)
    revealed = (finished or {}).get("data", {}).get("seed") if finished else None
    checks: dict[str, Check] = {"hash_chain": _chain_check(raw, game_id, chain_key, revealed)}
    try:  # judged under the rules the stream names, or not at all (docs/FORMAT.md, "Versions")
        engine = engine_of(engine, engine.name, events[0]["data"].get("rules") if events[0]["type"] == GAME_CREATED
                           else None)
    except UnknownRulesVersion as error:
        checks["rules"] = check(False, str(error))
        for name in CHECKS_AFTER_CHAIN + tuple(EXTRA_CHECKS):
            checks[name] = check(False, "not checked: the game's rules version is unknown to this verifier")
        return checks, None

    record: GameRecord | None = None
    try:
        record = apply_envelopes(engine, GameRecord(game_id), events)
        checks["replay"] = check(True, f"replayed {len(events)} events to version {record.version}")
    except Exception as error:  # noqa: BLE001 - an export is untrusted input: any failure is a verdict
        record = None
        checks["replay"] = check(False, f"the events do not replay: {type(error).__name__}: {error}")

    if record is None:
        for name in ("seed", "decisions", "rescore"):
            checks[name] = check(False, "the events do not replay")
    elif record.revealed_seed is None:
        waiting = "the game is over, scoring pending" if engine.is_over(record.state) else "game not finished"
        for name in ("seed", "decisions", "rescore"):
            checks[name] = check(True, f"{waiting}: the seed is still secret", skipped=True)
    else:
        checks.update(_guarded(lambda: _verify_with_seed(engine, game_id, events, record, raw),
                               ("seed", "decisions", "rescore")))
    checks["authorship"] = _guarded_one(lambda: _authorship(game_id, events))
    checks["transcript"] = _guarded_one(lambda: _transcript(raw, finished, keys))
    checks["receipts"] = _guarded_one(lambda: _receipts(game_id, raw, receipts, keys))
    evidence = Evidence(engine, game_id, raw, events, record, keys, receipts)
    for name, run in EXTRA_CHECKS.items():
        checks[name] = _guarded_one(lambda run=run: run(evidence))
    return checks, record


CHECKS_AFTER_CHAIN = ("replay", "seed", "decisions", "rescore", "authorship", "transcript", "receipts")
# Every envelope field the checks read, with the types the format allows (docs/FORMAT.md).
ENVELOPE_TYPES: dict[str, tuple[type, ...]] = {
    "game_id": (str,), "version": (int,), "type": (str,), "v": (int,), "data": (dict,),
    "actor": (int, str), "command_id": (str, type(None)), "prev_hash": (str,), "hash": (str,),
}


def _malformed(raw: list[Envelope]) -> str | None:
    """Why the stream is not one of well-formed envelopes (None when it is), before any check reads it."""
    if not raw:
        return "no events"
    for index, envelope in enumerate(raw, start=1):
        if not isinstance(envelope, dict):
            return f"event {index} is not an object"
        for name, types in ENVELOPE_TYPES.items():
            value = envelope.get(name)
            if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
                return f"event {index}: field {name!r} is missing or of the wrong type"
        if "command" in envelope and not isinstance(envelope["command"], dict | type(None)):
            return f"event {index}: field 'command' is of the wrong type"
    return None


def report(checks: dict[str, Check], raw: list[Envelope], record: GameRecord | None) -> dict[str, Any]:
    return {
        "ok": all(c["ok"] for c in checks.values()),
        "game_id": raw[0].get("game_id") if raw else None,
        "events": len(raw),
        "version": record.version if record else None,
        "checks": checks,
    }


def _guarded(run: Callable[[], dict[str, Check]], names: tuple[str, ...]) -> dict[str, Check]:
    try:
        return run()
    except Exception as error:  # noqa: BLE001 - tampered data may break any assumption: a failed check
        return {name: check(False, f"{type(error).__name__}: {error}") for name in names}


def _guarded_one(run: Callable[[], Check]) -> Check:
    return _guarded(lambda: {"check": run()}, ("check",))["check"]


def _chain_check(raw: list[Envelope], game_id: str, chain_key: str | None, revealed: Any) -> Check:
    if not raw:
        return check(False, "no events")
    if chain_key is None:
        if not isinstance(revealed, dict) or not isinstance(revealed.get("salt"), str):
            return check(False, "the chain key (the game's salt) is revealed only when the game ends, "
                                "and this stream has no final event revealing it")
        chain_key = revealed["salt"]
    strangers = sorted({str(e.get("game_id")) for e in raw if e.get("game_id") != game_id})
    if strangers:
        return check(False, f"events of other games mixed in: {', '.join(strangers[:3])}")
    ok, detail = verify_chain(raw, chain_key)
    return check(ok, f"{detail} ({canon_of(raw[0])} canonical JSON)" if ok else detail)


def _verify_with_seed(engine: Engine, game_id: str, events: list[Envelope], final: GameRecord,
                      raw: list[Envelope]) -> dict[str, Check]:
    revealed = final.revealed_seed
    seed, salt = revealed["seed"], revealed["salt"]
    rng = revealed.get("rng") or seed
    expected_rng = rng_seed(seed, salt, final.players)
    checks = {
        "seed": check(
            seed_commitment(salt, seed) == final.seed_commitment and rng == expected_rng,
            "sha256(salt:seed) equals the commitment and the draws derive from it as the seats require",
        )
    }
    commands: dict[str, list[Envelope]] = {}
    for envelope in events:
        commands.setdefault(envelope["command_id"], []).append(envelope)

    record = GameRecord(game_id)
    mismatches = []
    finished_at = []
    for command_id, group in commands.items():
        first = group[0]
        recorded = [{"type": e["type"], "v": e["v"], "data": e["data"]} for e in group]
        if first["type"] == GAME_CREATED:
            setup = engine.new_game(first["data"]["players"], first["data"]["options"], rng_for(rng, 0))
            if _normalise(setup) != recorded[1:]:
                mismatches.append(f"setup (version {first['version']})")
        elif first["type"] == GAME_FINISHED:
            finished_at.append((first["version"], engine.is_over(record.state)))
        elif first["type"] not in PLATFORM_EVENT_TYPES:
            # A decision's own events; the clock charge appended with them is the clock check's.
            recorded = [r for r in recorded if r["type"] not in PLATFORM_EVENT_TYPES]
            try:
                again = _normalise(guards.decide(engine, record.state, first["actor"], first.get("command") or {},
                                                 rng_for(rng, first["version"] - 1)))
            except RuleViolation:
                again = None  # the rules refuse, on the replayed state, a command that was recorded
            if again != recorded:
                mismatches.append(f"command {command_id} (version {first['version']})")
        for envelope in group:
            apply_envelope(engine, record, envelope)
    checks["decisions"] = check(
        not mismatches,
        "every draw re-derived from the revealed seed" if not mismatches else f"differs: {', '.join(mismatches[:5])}",
    )
    once_last_after_end = finished_at == [(final.version, True)]
    # Like with like: the score under the game's rules, in the schema the result was recorded in,
    # against the result as stored (not the upcast copy readers see).
    stored = raw[final.version - 1] if once_last_after_end else None
    schema = recorded_result_schema(stored) if stored else 2
    scored_in = result_schema(engine.name, (final.rules or {}).get("version", 1))
    same = stored is not None and stored["data"].get("result") == result_in_schema(
        engine.name, seats.final_result(engine.score(final.state), final), schema, scored_in)
    checks["rescore"] = check(
        same,
        f"the result is the score of the final state (rules version {(final.rules or {}).get('version', 1)}, "
        f"result schema {schema}), recorded once, last, after the game ended",
    )
    return checks


def _authorship(game_id: str, events: list[Envelope]) -> Check:
    """Each seat's key as the stream establishes it (at creation, or registered later), and every
    command of that seat afterwards signed with it over (game id, expected version, command)."""
    seat_keys: dict[int, str] = {}
    played_by_bot: set[int] = set()  # seats handed to a bot (timed out, resigned, away): the platform moves them
    verified, problems = 0, []
    for envelope in events:
        kind, data = envelope["type"], envelope["data"]
        if kind == GAME_CREATED:
            seat_keys = {i: p["public_key"] for i, p in enumerate(data["players"]) if p.get("public_key")}
        elif kind == SEAT_KEY_REGISTERED:
            seat_keys[data["seat"]] = data["public_key"]
        elif kind == clock.SEAT_REPLACED:
            played_by_bot.add(data["seat"])
        elif kind == clock.SEAT_RETURNED:
            played_by_bot.discard(data["seat"])
        elif "command" in envelope and envelope.get("actor") in seat_keys and envelope["actor"] not in played_by_bot:
            message = command_message(game_id, envelope["version"] - 1, envelope["command"])
            if signature_valid(seat_keys[envelope["actor"]], envelope.get("signature"), message):
                verified += 1
            else:
                state = "unsigned" if envelope.get("signature") is None else "wrongly signed"
                problems.append(f"version {envelope['version']} ({state}, seat {envelope['actor']})")
    if problems:
        return check(False, f"commands not signed by their seat's key: {', '.join(problems[:5])}")
    if not seat_keys:
        return check(True, "no seat registered a key: authorship rests on the server's word", skipped=True)
    return check(True, f"{verified} signed commands of {len(seat_keys)} seats with keys verified")


def _transcript(raw: list[Envelope], finished: Envelope | None, keys: dict[str, dict[str, Any]] | None) -> Check:
    if finished is None:
        return check(True, "game not finished: no transcript head yet", skipped=True)
    head = finished["data"].get("transcript")
    if head is None:
        if raw and canon_of(raw[0]) == CANON_JCS:
            return check(False, "the final event carries no signed transcript head")
        return check(True, "recorded before transcript heads were signed", skipped=True)
    if keys is None:
        return check(True, "no public keys given: the transcript head's signature is not checked", skipped=True)
    problem = check_signed_head(head, TRANSCRIPT_KIND, keys)
    before = finished["version"] - 1
    if problem is None and not (head["game_id"] == finished["game_id"] and head["version"] == before
                                and 1 <= before <= len(raw) and raw[before - 1].get("hash") == head["hash"]):
        problem = f"it does not match the chain at version {before}"
    if problem:
        return check(False, f"transcript head: {problem}")
    return check(True, f"the server signed the transcript up to version {before} (key {head['key_id']})")


def _receipts(game_id: str, raw: list[Envelope], receipts: list[dict[str, Any]],
              keys: dict[str, dict[str, Any]] | None) -> Check:
    if not receipts:
        return check(True, "no receipts given", skipped=True)
    if keys is None:
        return check(False, "receipts given but no public keys to check them with")
    problems = []
    for index, receipt in enumerate(receipts):
        problem = check_signed_head(receipt, RECEIPT_KIND, keys)
        if problem is None:
            version = receipt["version"]
            if receipt["game_id"] != game_id:
                problem = f"for game {receipt['game_id']!r}"
            elif not (isinstance(version, int) and 1 <= version <= len(raw)):
                problem = f"version {version} is not in this stream"
            elif raw[version - 1].get("hash") != receipt["hash"]:
                problem = f"the stream's hash at version {version} differs"
        if problem:
            problems.append(f"receipt {index + 1}: {problem}")
    if problems:
        return check(False, "; ".join(problems[:5]))
    return check(True, f"{len(receipts)} receipts signed by published keys and present in the chain")


def _normalise(events: list[dict]) -> list[dict]:
    """Events as they read back from the store (through JSON)."""
    return jsonfast.loads(
        jsonfast.dumps([{"type": e["type"], "v": e.get("v", 1), "data": e.get("data", {})} for e in events])
    )


def _clock_check(evidence: Evidence) -> Check:
    ok, detail = verify_clock(evidence.engine, evidence.events)
    return check(ok, detail)


def _undo_check(evidence: Evidence) -> Check:
    ok, detail = verify_undos(evidence.engine, evidence.events)
    return check(ok, detail)


def _bots_check(evidence: Evidence) -> Check:
    ok, detail, skipped = verify_bots(evidence.engine, evidence.events)
    return check(ok, detail, skipped)


register_check("clock", _clock_check)
register_check("undo", _undo_check)
register_check("bots", _bots_check)
