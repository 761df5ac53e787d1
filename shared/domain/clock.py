"""Time controls: pure clock arithmetic (no I/O, no wall clock: every time is passed in).

Times are integer milliseconds since the epoch, read from the events' envelopes
(`time`, ISO 8601 with milliseconds), so the arithmetic is exact and anyone can
re-check it from a stream. Two kinds (issue 10):

- "fischer": a bank of `base_s` per seat, spent while the seat owes a decision,
  plus `increment_s` after each of its decisions;
- "deadline": correspondence play, `per_decision_s` for every pending decision.

A seat's clock runs while it owes a decision and a human controls it; several
pending seats (simultaneous decisions) run at once. The running seat's deadline
is `since + remaining`; deciding at `now` charges `now - since`.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from typing import Any

# Platform event names, snake_case past tense like every event of the three games (docs/frontends/clocks.md
# lists them). Engines never see these.
CLOCK_CHARGED = "clock_charged"
SEAT_TIMED_OUT = "seat_timed_out"
SEAT_RESIGNED = "seat_resigned"
SEAT_REPLACED = "seat_replaced"
SEAT_RETURNED = "seat_returned"
CLOCK_EVENTS = (CLOCK_CHARGED, SEAT_TIMED_OUT, SEAT_RESIGNED, SEAT_REPLACED, SEAT_RETURNED)

KINDS = ("fischer", "deadline")
ON_TIMEOUT = ("bot", "forfeit")
DEFAULT_TIMEOUT_POLICY = "heuristic"
# Bounds that keep a typo from creating a game nobody can finish or that never times out.
MIN_BANK_S = 1
MAX_BASE_S = 7 * 86_400  # a week in one bank
MAX_INCREMENT_S = 86_400
MAX_PER_DECISION_S = 30 * 86_400  # a month per correspondence move
FIELDS = {
    "fischer": {"kind", "base_s", "increment_s", "on_timeout", "timeout_policy"},
    "deadline": {"kind", "per_decision_s", "on_timeout", "timeout_policy"},
}

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MS = timedelta(milliseconds=1)


class ClockSettingsError(ValueError):
    """Invalid time control; `field` is the offending body field (e.g. "clock.base_s")."""

    def __init__(self, message: str, field: str, allowed: list[str] | None = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.allowed = allowed


def to_ms(iso_time: str) -> int:
    """An envelope's time as integer milliseconds (exact: no float on the way)."""
    return (datetime.fromisoformat(iso_time) - _EPOCH) // _MS


def to_iso(ms: int) -> str:
    """The envelope time format (shared.store.eventstore): ISO 8601, milliseconds, UTC offset."""
    return (_EPOCH + ms * _MS).isoformat(timespec="milliseconds")


def _seconds(raw: dict[str, Any], name: str, low: float, high: float, required: bool, default: float = 0) -> int:
    """A duration field in seconds, returned in milliseconds."""
    if name not in raw:
        if required:
            raise ClockSettingsError(f"{name} is required for a {raw['kind']} clock", f"clock.{name}")
        return int(default * 1000)
    value = raw[name]
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ClockSettingsError(f"{name} must be a number of seconds", f"clock.{name}")
    if not low <= value <= high:
        raise ClockSettingsError(f"{name} must be between {low} and {high} seconds", f"clock.{name}")
    return round(value * 1000)


def parse_settings(raw: Any, players: list[dict[str, Any]], bot_policies: tuple[str, ...]) -> dict[str, Any]:
    """The canonical time control for a game, or ClockSettingsError naming the field.

    players: the seats as created ({"kind": "human"|"bot"|"automa", ...}); a clock on a game
    without a human seat would only ever run for nobody, so it is refused.
    """
    if not isinstance(raw, dict):
        raise ClockSettingsError("clock must be an object", "clock")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise ClockSettingsError(f"unknown clock kind {kind!r}", "clock.kind", list(KINDS))
    unknown = sorted(set(raw) - FIELDS[kind])
    if unknown:
        raise ClockSettingsError(f"{unknown[0]!r} is not a field of a {kind} clock", f"clock.{unknown[0]}",
                                 sorted(FIELDS[kind]))
    if not any(player.get("kind") == "human" for player in players):
        raise ClockSettingsError("a clock needs at least one human seat: automated seats never wait", "clock")
    on_timeout = raw.get("on_timeout", "bot")
    if on_timeout not in ON_TIMEOUT:
        raise ClockSettingsError(f"unknown on_timeout {on_timeout!r}", "clock.on_timeout", list(ON_TIMEOUT))
    policies = takeover_policies(bot_policies)
    policy = raw.get("timeout_policy", default_policy(bot_policies))
    if policy not in policies:
        raise ClockSettingsError(f"unknown timeout_policy {policy!r}", "clock.timeout_policy", list(policies))
    settings: dict[str, Any] = {"kind": kind}
    if kind == "fischer":
        settings["base_ms"] = _seconds(raw, "base_s", MIN_BANK_S, MAX_BASE_S, required=True)
        settings["increment_ms"] = _seconds(raw, "increment_s", 0, MAX_INCREMENT_S, required=False)
    else:
        settings["per_decision_ms"] = _seconds(raw, "per_decision_s", MIN_BANK_S, MAX_PER_DECISION_S, required=True)
    settings["on_timeout"] = on_timeout
    settings["timeout_policy"] = policy
    return settings


def takeover_policies(bot_policies: tuple[str, ...]) -> tuple[str, ...]:
    """Policies that may take over a human seat (the Archeology Automa plays its own seat only)."""
    return tuple(p for p in bot_policies if p != "automa")


def default_policy(bot_policies: tuple[str, ...]) -> str:
    policies = takeover_policies(bot_policies)
    return DEFAULT_TIMEOUT_POLICY if DEFAULT_TIMEOUT_POLICY in policies else policies[0]


def public_settings(settings: dict[str, Any]) -> dict[str, Any]:
    """The settings as the creation body spelled them (seconds)."""
    shown = {"kind": settings["kind"]}
    for name, value in settings.items():
        if name.endswith("_ms"):
            shown[name[:-3] + "_s"] = value / 1000
    shown["on_timeout"] = settings["on_timeout"]
    shown["timeout_policy"] = settings["timeout_policy"]
    return shown


def initial_bank(settings: dict[str, Any]) -> int:
    """What a seat has for its first decision."""
    return settings["base_ms"] if settings["kind"] == "fischer" else settings["per_decision_ms"]


def charge(settings: dict[str, Any], remaining_ms: int, used_ms: int, decided: bool) -> int:
    """The bank after a seat's clock stops having run `used_ms`.

    decided: the seat made a decision (Fischer adds the increment); False when the clock
    stops for another reason (the seat stepped away to a bot). A deadline clock starts
    every decision afresh.
    """
    if settings["kind"] == "deadline":
        return settings["per_decision_ms"]
    return remaining_ms - used_ms + (settings["increment_ms"] if decided else 0)


def deadline(since_ms: int | None, remaining_ms: int) -> int | None:
    """When a running clock runs out (None when it is not running)."""
    return None if since_ms is None else since_ms + remaining_ms


def overdue(clock: dict[str, Any], now_ms: int) -> list[int]:
    """Seats whose running clock has run out at `now_ms` (a decision exactly at its deadline is in time)."""
    return [seat for seat, since in enumerate(clock["since_ms"])
            if since is not None and now_ms > since + clock["remaining_ms"][seat]]


def next_deadline(clock: dict[str, Any] | None) -> int | None:
    """The earliest deadline of any running clock, None when none runs."""
    if clock is None:
        return None
    due = [since + clock["remaining_ms"][seat] for seat, since in enumerate(clock["since_ms"]) if since is not None]
    return min(due) if due else None


def new_clock(settings: dict[str, Any], seats: int) -> dict[str, Any]:
    """The clock part of a game record: the settings, each seat's bank and when its clock started."""
    return {"settings": settings, "remaining_ms": [initial_bank(settings)] * seats, "since_ms": [None] * seats}


def tick(clock: dict[str, Any], now_ms: int, running: set[int]) -> None:
    """After an event at `now_ms`: seats in `running` (human-controlled, owing a decision) start
    their clock if it was stopped; every other seat's clock stops (a charge, if one is due, was
    recorded by a clock_charged event of the same append)."""
    since = clock["since_ms"]
    for seat in range(len(since)):
        if seat in running:
            if since[seat] is None:
                since[seat] = now_ms
        else:
            since[seat] = None


def charges_for(clock: dict[str, Any], now_ms: int, actor: int | None, running_after: set[int]) -> list[dict]:
    """The clock_charged entries of an append at `now_ms` by `actor` (a seat, or None for the
    platform): the actor's running clock is charged for its decision; any other running clock
    that stops (its seat no longer owes, or no longer a human plays it) is charged what it ran."""
    charges = []
    for seat, since in enumerate(clock["since_ms"]):
        if since is None:
            continue
        decided = seat == actor
        if not decided and seat in running_after:
            continue  # still owing, still running: charged when it stops
        used = now_ms - since
        remaining = charge(clock["settings"], clock["remaining_ms"][seat], used, decided)
        charges.append({"seat": seat, "used_ms": used, "remaining_ms": remaining, "decided": decided})
    return charges


def running_after(clock: dict[str, Any], charges: list[dict], running: set[int], now_ms: int) -> list[dict]:
    """The clocks that run once an append at `now_ms` with these charges is applied (what `tick`
    will make of it): [{seat, remaining_ms, deadline}], so a stream reader knows every deadline."""
    charged = {entry["seat"]: entry["remaining_ms"] for entry in charges}
    shown = []
    for seat in sorted(running):
        since = clock["since_ms"][seat]
        if since is None or seat in charged:
            since = now_ms  # starts (or restarts after its charge) with this append
        remaining = charged.get(seat, clock["remaining_ms"][seat])
        shown.append({"seat": seat, "remaining_ms": remaining, "deadline": to_iso(since + remaining)})
    return shown


def apply_charges(clock: dict[str, Any], charges: list[dict]) -> None:
    for entry in charges:
        clock["remaining_ms"][entry["seat"]] = entry["remaining_ms"]
        clock["since_ms"][entry["seat"]] = None


def check_charges(clock: dict[str, Any], charges: list[dict], now_ms: int) -> str | None:
    """Re-derive recorded charges from the recorded times; the first discrepancy, or None."""
    for entry in charges:
        seat = entry["seat"]
        since = clock["since_ms"][seat]
        if since is None:
            return f"seat {seat} was charged while its clock was stopped"
        if entry["used_ms"] != now_ms - since:
            return f"seat {seat} was charged {entry['used_ms']} ms, its clock ran {now_ms - since} ms"
        if clock["remaining_ms"][seat] - entry["used_ms"] < 0:
            return f"seat {seat} decided {entry['used_ms'] - clock['remaining_ms'][seat]} ms after its deadline"
        expected = charge(clock["settings"], clock["remaining_ms"][seat], entry["used_ms"], entry["decided"])
        if entry["remaining_ms"] != expected:
            return f"seat {seat}: recorded {entry['remaining_ms']} ms left, the arithmetic gives {expected}"
    return None
