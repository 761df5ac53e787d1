"""The clock arithmetic re-derived from the recorded times alone (issue 10): pure, so the server's audit
and the offline verifier run the same code (registered as the "clock" check in shared.audit.verification)."""

from __future__ import annotations

from shared.domain import clock, seats
from shared.domain.engine import Engine
from shared.store.chain import Envelope
from shared.store.repository import PLATFORM_EVENTS, GameRecord, apply_envelope, apply_envelopes

NO_TIME_CONTROL = "no time control"


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
        return True, NO_TIME_CONTROL
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
