"""Verification of a recorded game, from its stream alone (GET /v1/games/{id}/audit).

Checks: the hash chain and gap-free versions; that replaying the events
reproduces the live state and the projection; once the seed is revealed, that
it matches the commitment, re-derives the setup and every decision (so no draw
was rigged); and that the recorded result is the score of the final state,
appended once, last, after the rules ended the game; and, with a time control, the
clock arithmetic re-derived from the recorded times (verify_clock).

What it cannot prove: who sent a command (commands are not signed by players), so
an operator with write access to Redis could forge a command with its events and
re-chain everything after it; the chain proves order and integrity, not authorship.
"""

from __future__ import annotations

import hashlib
from typing import Any

from shared import clock, jsonfast, seats
from shared.engine import Engine, RuleViolation, rng_for
from shared.eventstore import Envelope, verify_chain
from shared.repository import (
    GAME_CREATED,
    GAME_FINISHED,
    PLATFORM_EVENTS,
    GameRecord,
    apply_envelope,
    apply_envelopes,
    replay,
)
from shared.runtime import Runtime
from shared.service import rng_seed, seed_commitment


def _check(ok: bool, detail: str, skipped: bool = False) -> dict[str, Any]:
    return {"ok": ok, "detail": detail, "skipped": skipped}


# A complete audit (every check run) is kept per exact stored content, so re-deciding a whole
# finished game is not something anyone can make the server do on every request; any change to
# any stored byte changes the key, so tampering is never hidden behind the cache.
_complete_audits: dict[tuple[str, str, str], dict[str, Any]] = {}


def audit_game(rt: Runtime, game_id: str) -> dict[str, Any]:
    content = hashlib.sha256(jsonfast.dumps(rt.store.read_raw(game_id))).hexdigest()
    key = (rt.engine.name, game_id, content)
    cached = _complete_audits.get(key)
    if cached is not None:
        return cached
    report = _audit(rt, game_id)
    if not any(c["skipped"] for c in report["checks"].values()):
        if len(_complete_audits) >= 10_000:
            _complete_audits.clear()
        _complete_audits[key] = report
    return report


def _audit(rt: Runtime, game_id: str) -> dict[str, Any]:
    engine = rt.engine
    rt.service.ensure_exists(game_id)
    # The live state first, then the stream up to exactly its version: a move landing
    # meanwhile cannot make an honest game look inconsistent.
    with rt.service.repository.lock(game_id):
        live = rt.service.repository.load(game_id)
        live_version, live_state = live.version, jsonfast.loads(jsonfast.dumps(live.state))
    raw = rt.store.read_raw(game_id, 1, live_version)
    events = [rt.store.upcast(e) for e in raw]
    chain_ok, chain_detail = verify_chain(raw, rt.store.secret(game_id).get("salt", ""))
    record = replay(engine, game_id, events)
    checks = {"hash_chain": _check(chain_ok, chain_detail)}
    if record.clock is not None:
        clock_ok, clock_detail = verify_clock(engine, events)
        checks["clock"] = _check(clock_ok, clock_detail)
    checks["replay"] = _check(
        jsonfast.loads(jsonfast.dumps(record.state)) == live_state,
        f"replayed {len(events)} events to version {record.version}: the live state matches",
    )

    projected = rt.projector.read_view(game_id, None)
    if projected and projected["version"] == record.version:
        expected = jsonfast.loads(jsonfast.dumps(rt.service.game_view(record, None)))
        checks["projection"] = _check(projected == expected, "spectator projection matches the replayed state")
    else:
        checks["projection"] = _check(True, "projection not at this version yet", skipped=True)

    if record.revealed_seed is None:
        waiting = "the game is over, scoring pending" if engine.is_over(record.state) else "game not finished"
        for name in ("seed", "decisions", "rescore"):
            checks[name] = _check(True, f"{waiting}: the seed is still secret", skipped=True)
    else:
        checks.update(_verify_with_seed(rt, game_id, events, record))
    return {"ok": all(c["ok"] for c in checks.values()), "events": len(raw), "version": record.version,
            "checks": checks}


def _verify_with_seed(rt: Runtime, game_id: str, events: list[dict], final: GameRecord) -> dict[str, Any]:
    engine = rt.engine
    revealed = final.revealed_seed
    seed, salt = revealed["seed"], revealed["salt"]
    rng = revealed.get("rng") or seed
    expected_rng = rng_seed(seed, salt, final.players)
    checks = {
        "seed": _check(
            seed_commitment(salt, seed) == final.seed_commitment and rng == expected_rng,
            "sha256(salt:seed) equals the commitment and the draws derive from it as the seats require",
        )
    }
    commands: dict[str, list[dict]] = {}
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
        elif first["type"] in PLATFORM_EVENTS:
            pass  # seat and clock facts, no command: verify_clock re-checks them
        else:
            # A decision's own events; the clock charge appended with them is verify_clock's.
            recorded = [r for r in recorded if r["type"] not in PLATFORM_EVENTS]
            try:
                again = _normalise(engine.decide(record.state, first["actor"], first.get("command") or {},
                                                 rng_for(rng, first["version"] - 1)))
            except RuleViolation:
                again = None  # the rules refuse, on the replayed state, a command that was recorded
            if again != recorded:
                mismatches.append(f"command {command_id} (version {first['version']})")
        for envelope in group:
            apply_envelope(engine, record, envelope)
    checks["decisions"] = _check(
        not mismatches,
        "every draw re-derived from the revealed seed" if not mismatches else f"differs: {', '.join(mismatches[:5])}",
    )
    once_last_after_end = finished_at == [(final.version, True)]
    rescored = seats.final_result(engine.score(final.state), final)
    checks["rescore"] = _check(
        once_last_after_end and final.result == rescored,
        "the result is the score of the final state, recorded once, last, after the game ended",
    )
    return checks


def _normalise(events: list[dict]) -> list[dict]:
    """Events as they read back from the store (through JSON)."""
    return jsonfast.loads(
        jsonfast.dumps([{"type": e["type"], "v": e.get("v", 1), "data": e.get("data", {})} for e in events])
    )


def verify_clock(engine: Engine, envelopes: list[Envelope]) -> tuple[bool, str]:
    """Re-check a game's clocks from the recorded times alone (pure: the offline verifier calls it too).

    envelopes: the game's events in order (upcast). Per append: times never go backwards; no
    append lands while a running clock has run out, unless it is the timeout of exactly those
    seats (and a timeout only once the deadline has passed); every human decision made while
    its clock ran is charged in the same append; every charge equals the time the clock ran,
    leaves no negative bank and adds the increment as the settings say; no clock stops uncharged.
    Returns (ok, detail).
    """
    record = GameRecord("verify")
    last_time = None
    appends = 0
    for group in _appends(envelopes):
        now_ms = clock.to_ms(group[0]["time"])
        if last_time is not None and now_ms < last_time:
            return False, f"time goes backwards at version {group[0]['version']}"
        last_time = now_ms
        if record.clock is None:
            apply_envelopes(engine, record, group)
            continue
        appends += 1
        where = f"version {group[0]['version']}"
        problem = _check_append(engine, record, group, now_ms)
        if problem:
            return False, f"{where}: {problem}"
        for envelope in group:
            apply_envelope(engine, record, envelope)
        stopped = [s for s, since in enumerate(record.clock["since_ms"])
                   if since is not None and s not in seats.running_seats(engine, record)]
        if stopped:
            return False, f"{where}: the clock of seat {stopped[0]} stopped without being charged"
        seats.tick(engine, record, group[-1]["time"])
        shown = [e["data"].get("running") for e in group if e["type"] == clock.CLOCK_CHARGED]
        derived = clock.running_after(record.clock, [], seats.running_seats(engine, record), now_ms)
        if shown and shown[-1] != derived:
            return False, f"{where}: the running clocks recorded differ from those the stream implies"
    if record.clock is None:
        return True, "no time control"
    return True, f"clock arithmetic re-derived over {appends} appends"


def _appends(envelopes: list[Envelope]) -> list[list[Envelope]]:
    groups: list[list[Envelope]] = []
    for envelope in envelopes:
        if groups and groups[-1][0]["command_id"] == envelope["command_id"]:
            groups[-1].append(envelope)
        else:
            groups.append([envelope])
    return groups


def _check_append(engine: Engine, record: GameRecord, group: list[Envelope], now_ms: int) -> str | None:
    state = record.clock
    if any(e["time"] != group[0]["time"] for e in group):
        return "the events of one append carry different times"
    due = set(clock.overdue(state, now_ms))
    timed_out = {e["data"]["seat"] for e in group if e["type"] == clock.SEAT_TIMED_OUT}
    if timed_out - due:
        return f"seat {min(timed_out - due)} timed out before its deadline"
    if due - timed_out:
        return f"an append landed after seat {min(due - timed_out)}'s clock ran out, without timing it out"
    charges = [c for e in group if e["type"] == clock.CLOCK_CHARGED for c in e["data"]["charges"]]
    problem = clock.check_charges(state, charges, now_ms)
    if problem:
        return problem
    actor = group[0]["actor"]
    decision = group[0]["type"] not in PLATFORM_EVENTS and isinstance(actor, int)
    if decision and state["since_ms"][actor] is not None and not any(
            c["seat"] == actor and c["decided"] for c in charges):
        return f"seat {actor} decided with its clock running, uncharged"
    if any(c["decided"] and not (decision and c["seat"] == actor) for c in charges):
        return "a charge counts a decision the append does not hold"
    return None
