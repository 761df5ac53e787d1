"""Who plays each seat, and its clock: the platform's seat and clock events folded into the GameRecord.

Engines stay timeless and never see these events. A seat is controlled by a
human, a bot policy or the Automa; a human seat can be handed to a bot when
its clock runs out (`seat_timed_out` + `seat_replaced`), when its player
resigns (`seat_resigned` + `seat_replaced`) or while its player steps away
(`seat_replaced` with reason "away", undone by `seat_returned`). Clock banks
change only through recorded `clock_charged` facts; when a clock starts is
derived from the envelope time of the append that made the seat owe a
decision, so replay, audit and every view agree.
"""

from __future__ import annotations

from typing import Any

from shared.domain import clock, policy_versions
from shared.domain.clock import CLOCK_CHARGED, SEAT_REPLACED, SEAT_RESIGNED, SEAT_RETURNED, SEAT_TIMED_OUT

PLAYING, AWAY, RESIGNED, TIMED_OUT = "playing", "away", "resigned", "timed_out"


def on_created(record, data: dict[str, Any]) -> None:
    versions = data.get("policy_versions") or [_unnamed(p.get("policy")) for p in data["players"]]
    record.seat_control = [{"controller": p["kind"], "policy": p.get("policy"), "status": PLAYING,
                            "policy_version": version} for p, version in zip(data["players"], versions, strict=True)]
    record.forfeited = []
    settings = data.get("clock")
    record.clock = clock.new_clock(settings, len(data["players"])) if settings else None


def _control(record) -> list[dict[str, Any]]:
    if not record.seat_control:  # a record folded before seats had controllers
        record.seat_control = [{"controller": p["kind"], "policy": p.get("policy"), "status": PLAYING,
                                "policy_version": _unnamed(p.get("policy"))} for p in record.players]
    return record.seat_control


def _unnamed(policy: str | None) -> int | None:
    """The policy version of a seat recorded before policy versions: the one that chose its commands then."""
    return policy_versions.UNNAMED if policy else None


def apply_event(record, kind: str, data: dict[str, Any]) -> None:
    """Fold one seat or clock event (never validates: the service and the audit do)."""
    if kind == CLOCK_CHARGED:
        clock.apply_charges(record.clock, data["charges"])
        return
    seat = data["seat"]
    control = _control(record)[seat]
    if kind == SEAT_TIMED_OUT:
        control["status"] = TIMED_OUT
        if data["on_timeout"] == "forfeit":
            _forfeit(record, seat)
        if record.clock is not None:
            record.clock["remaining_ms"][seat] = 0
            record.clock["since_ms"][seat] = None
    elif kind == SEAT_RESIGNED:
        control["status"] = RESIGNED
        _forfeit(record, seat)
    elif kind == SEAT_REPLACED:
        control["controller"], control["policy"] = "bot", data["policy"]
        control["policy_version"] = data["version"] if "version" in data else _unnamed(data["policy"])
        if data["reason"] == AWAY:
            control["status"] = AWAY
    elif kind == SEAT_RETURNED:
        control.update(controller="human", policy=None, status=PLAYING, policy_version=None)


def _forfeit(record, seat: int) -> None:
    if seat not in record.forfeited:
        record.forfeited.append(seat)


def controller_of(record, seat: int) -> str:
    return _control(record)[seat]["controller"]


def policy_of(record, seat: int) -> str | None:
    return _control(record)[seat]["policy"]


def policy_version_of(record, seat: int) -> int | None:
    """The version of the seat's policy its created or replaced event names (shared.domain.policy_versions)."""
    control = _control(record)[seat]
    # A record cached before versions were folded in has none: its seat played the first version.
    return control["policy_version"] if "policy_version" in control else _unnamed(control["policy"])


def replaced_event(engine, seat: int, policy: str, reason: str) -> dict[str, Any]:
    """A bot takes the seat over: the policy and the version of it that plays the seat from now on."""
    return {"type": SEAT_REPLACED, "v": 1, "data": {"seat": seat, "controller": "bot", "policy": policy,
                                                     "version": policy_versions.newest(engine, policy),
                                                     "reason": reason}}


def seat_status(record, seat: int) -> str:
    return _control(record)[seat]["status"]


def running_seats(engine, record, state: dict[str, Any] | None = None) -> set[int]:
    """Seats whose clock runs in `state` (default: the record's): owing a decision, played by a human."""
    state = record.state if state is None else state
    if engine.is_over(state):
        return set()
    return {seat for seat in engine.pending(state) if controller_of(record, seat) == "human"}


def tick(engine, record, iso_time: str) -> None:
    """At the end of an append: start the clocks of seats that now owe a decision, stop the others."""
    now_ms = clock.to_ms(iso_time)
    clock.tick(record.clock, now_ms, running_seats(engine, record))
    record.clock["as_of_ms"] = now_ms


# -- events the service appends ------------------------------------------------------


def clock_event(record, now_ms: int, actor: int | None, running: set[int],
                timed_out: frozenset[int] = frozenset()) -> list[dict[str, Any]]:
    """The clock_charged closing an append at `now_ms` of a game with a time control: the charges
    (`actor`'s decision, and every other running clock that stops) and the clocks that run after
    it with their deadlines. `running`: the seats whose clock runs once the append is applied;
    `timed_out`: seats whose clock stops spent (seat_timed_out), not charged. None when no clock
    ran before or runs after."""
    if record.clock is None:
        return []
    charges = [c for c in clock.charges_for(record.clock, now_ms, actor, running) if c["seat"] not in timed_out]
    after = clock.running_after(record.clock, charges, running, now_ms)
    if not charges and not after:
        return []
    return [{"type": CLOCK_CHARGED, "v": 1, "data": {"charges": charges, "running": after}}]


def timeout_events(engine, record, seats: list[int], now_ms: int) -> list[dict[str, Any]]:
    settings = record.clock["settings"]
    events = []
    for seat in seats:
        due = clock.deadline(record.clock["since_ms"][seat], record.clock["remaining_ms"][seat])
        events.append({"type": SEAT_TIMED_OUT, "v": 1, "data": {
            "seat": seat, "deadline": clock.to_iso(due), "late_ms": now_ms - due, "on_timeout": settings["on_timeout"]}})
        events.append(replaced_event(engine, seat, settings["timeout_policy"], TIMED_OUT))
    # The timed-out clocks stop without a charge (their bank is spent); the others run on.
    running = running_seats(engine, record) - set(seats)
    return [*events, *clock_event(record, now_ms, None, running, frozenset(seats))]


def resign_events(engine, record, seat: int, policy: str, now_ms: int) -> list[dict[str, Any]]:
    return [
        {"type": SEAT_RESIGNED, "v": 1, "data": {"seat": seat}},
        replaced_event(engine, seat, policy, RESIGNED),
        *clock_event(record, now_ms, None, running_seats(engine, record) - {seat}),
    ]


def away_events(engine, record, seat: int, policy: str, now_ms: int) -> list[dict[str, Any]]:
    return [
        replaced_event(engine, seat, policy, AWAY),
        *clock_event(record, now_ms, None, running_seats(engine, record) - {seat}),
    ]


def return_events(engine, record, seat: int, now_ms: int) -> list[dict[str, Any]]:
    owes = not engine.is_over(record.state) and seat in engine.pending(record.state)
    running = running_seats(engine, record) | ({seat} if owes else set())
    return [{"type": SEAT_RETURNED, "v": 1, "data": {"seat": seat}}, *clock_event(record, now_ms, None, running)]


def decision_events(engine, record, seat: int, after_state: dict[str, Any], now_ms: int) -> list[dict[str, Any]]:
    """The clock_charged that goes into the same append as `seat`'s decision."""
    return clock_event(record, now_ms, seat, running_seats(engine, record, after_state))


# -- what readers see ----------------------------------------------------------------------


def seat_documents(record) -> list[dict[str, Any]]:
    """Each seat's current controller and status (for the game document's players)."""
    return [dict(control) for control in _control(record)]


def clock_document(record) -> dict[str, Any] | None:
    """The game document's top-level "clock" (docs/frontends/clocks.md): null without a time control.

    A running seat's `remaining_s` is its bank when the clock started (a projection is not
    live); `deadline` is when it runs out, so a client counts down to it.
    """
    if record.clock is None:
        return None
    state = record.clock
    seats = []
    for seat, control in enumerate(_control(record)):
        since = state["since_ms"][seat]
        due = clock.deadline(since, state["remaining_ms"][seat])
        seats.append({
            "seat": seat,
            "remaining_s": state["remaining_ms"][seat] / 1000,
            "running": since is not None,
            "running_since": clock.to_iso(since) if since is not None else None,
            "deadline": clock.to_iso(due) if due is not None else None,
            "controller": control["controller"],
            "policy": control["policy"],
            "status": control["status"],
        })
    as_of = state.get("as_of_ms")
    return {**clock.public_settings(state["settings"]), "as_of": clock.to_iso(as_of) if as_of else None,
            "seats": seats}


def final_result(result: dict[str, Any], record) -> dict[str, Any]:
    """The engine's score with the platform's facts: forfeited (timed out with "forfeit", or resigned)
    seats are marked and ranked last; the winners are the best of those who did not forfeit."""
    forfeited = set(record.forfeited or ())
    if not forfeited:
        return result
    resigned = {seat for seat, c in enumerate(_control(record)) if c["status"] == RESIGNED}
    ranking = [s for s in result["ranking"] if s not in forfeited] + [s for s in result["ranking"] if s in forfeited]
    winners = [s for s in result["winners"] if s not in forfeited]
    if not winners and ranking[0] not in forfeited:
        best = _standing(result, ranking[0])
        winners = [s for s in ranking if s not in forfeited and _standing(result, s) == best]
    position = {seat: index + 1 for index, seat in enumerate(ranking)}
    players = [{**p, "forfeited": p["seat"] in forfeited, "resigned": p["seat"] in resigned,
                # The rank follows the new order (shared.domain.results: every winner is 1st).
                **({"rank": 1 if p["seat"] in winners else position[p["seat"]]} if "rank" in p else {})}
               for p in result["players"]]
    return {**result, "ranking": ranking, "winners": winners, "players": players}


def _standing(result: dict[str, Any], seat: int) -> tuple:
    player = next(p for p in result["players"] if p["seat"] == seat)
    return player["total"], tuple(player.get("tiebreak") or ())
