"""A second check of the clock arithmetic, written from docs/FORMAT.md ("Clocks") alone.

Standard library only, plus the game's engine object, which the caller passes in (the section
names its pure protocol: initial_state, evolve, pending, is_over). It imports nothing of the
project on purpose: if the server's clock code (shared/domain/clock.py, shared/domain/seats.py,
shared/audit/clock_audit.py) and the published spec ever disagree, this check and the server's
audit disagree, and the suite fails.

    check_clocks(engine, envelopes) -> None when the clocks were kept as the spec says, else the
    first discrepancy (a string naming the version).
"""

from datetime import UTC, datetime, timedelta

PLATFORM_TYPES = {"game_created", "game_finished", "seat_key_registered", "clock_charged", "seat_timed_out",
                  "seat_resigned", "seat_replaced", "seat_returned"}
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def millis(text):
    """An envelope time as integer milliseconds since the epoch."""
    delta = datetime.fromisoformat(text) - EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1000 + delta.microseconds // 1000


def iso(ms):
    """YYYY-MM-DDTHH:MM:SS.mmm+00:00"""
    moment = EPOCH + timedelta(milliseconds=ms)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}+00:00"


def appends(envelopes):
    runs = []
    for envelope in envelopes:
        if runs and runs[-1][0]["command_id"] == envelope["command_id"]:
            runs[-1].append(envelope)
        else:
            runs.append([envelope])
    return runs


class Clocks:
    def __init__(self, engine, created):
        self.engine = engine
        self.settings = created["data"]["clock"]
        players = created["data"]["players"]
        self.controller = [p["kind"] for p in players]
        first = self.settings["base_ms"] if self.settings["kind"] == "fischer" else self.settings["per_decision_ms"]
        self.bank = [first] * len(players)
        self.started = [None] * len(players)
        self.state = engine.initial_state()

    def fold(self, envelope):
        kind, data = envelope["type"], envelope["data"]
        if kind == "seat_replaced":
            self.controller[data["seat"]] = "bot"
        elif kind == "seat_returned":
            self.controller[data["seat"]] = "human"
        elif kind not in PLATFORM_TYPES:
            self.state = self.engine.evolve(self.state, {"type": kind, "v": envelope["v"], "data": data})

    def running_now(self):
        if self.engine.is_over(self.state):
            return set()
        return {s for s in self.engine.pending(self.state) if self.controller[s] == "human"}

    def charge(self, seat, used, decided):
        if self.settings["kind"] == "fischer":
            return self.bank[seat] - used + (self.settings["increment_ms"] if decided else 0)
        return self.settings["per_decision_ms"]


def check_clocks(engine, envelopes):
    created = envelopes[0]
    if created["type"] != "game_created" or not created["data"].get("clock"):
        return None  # no time control: nothing to check
    clocks = Clocks(engine, created)
    previous = None
    for number, run in enumerate(appends(envelopes)):
        where = f"version {run[0]['version']}"
        now = millis(run[0]["time"])
        if any(millis(e["time"]) != now for e in run):
            return f"{where}: one append, several times"
        if previous is not None and now < previous:
            return f"{where}: time goes backwards"
        previous = now
        problem = None if number == 0 else check_append(clocks, run, now)
        if problem:
            return f"{where}: {problem}"
        if number == 0:
            for envelope in run:
                clocks.fold(envelope)
            if any(e["type"] == "clock_charged" for e in run):
                return f"{where}: the creation records a clock charge"
        for seat in clocks.running_now():  # the start rule, at the end of every append
            if clocks.started[seat] is None:
                clocks.started[seat] = now
    # A finished game runs no clock: its last decision's append stopped (and charged) every clock by rule 2.
    return None


def check_append(clocks, run, now):
    # 1. Timeouts: exactly the overdue seats, each stopping spent.
    overdue = {s for s, since in enumerate(clocks.started) if since is not None and now > since + clocks.bank[s]}
    timed_out = [e["data"] for e in run if e["type"] == "seat_timed_out"]
    if {t["seat"] for t in timed_out} != overdue:
        return f"timed out {sorted(t['seat'] for t in timed_out)}, overdue {sorted(overdue)}"
    for fact in timed_out:
        seat = fact["seat"]
        due = clocks.started[seat] + clocks.bank[seat]
        expected = {"seat": seat, "deadline": iso(due), "late_ms": now - due, "on_timeout": clocks.settings["on_timeout"]}
        if fact != expected:
            return f"seat_timed_out {fact} is not {expected}"
    charged_events = [e for e in run if e["type"] == "clock_charged"]
    if len(charged_events) > 1 or (charged_events and run[-1] is not charged_events[0]):
        return "an append holds a clock_charged that is not its one last event"
    first = run[0]
    decider = first["actor"] if first["type"] not in PLATFORM_TYPES and isinstance(first["actor"], int) else None
    for envelope in run:
        clocks.fold(envelope)
    for fact in timed_out:
        clocks.bank[fact["seat"]] = 0
        clocks.started[fact["seat"]] = None
    after = clocks.running_now()
    # 2. Charges: every running clock of a seat that decided or stops.
    expected_charges = []
    for seat, since in enumerate(clocks.started):
        if since is None or (seat != decider and seat in after):
            continue
        used = now - since
        decided = seat == decider
        expected_charges.append({"seat": seat, "used_ms": used, "remaining_ms": clocks.charge(seat, used, decided),
                                 "decided": decided})
    recorded = charged_events[0]["data"] if charged_events else {"charges": [], "running": []}
    if sorted(recorded["charges"], key=lambda c: c["seat"]) != expected_charges:
        return f"charges {recorded['charges']}, the spec gives {expected_charges}"
    for entry in expected_charges:
        clocks.bank[entry["seat"]] = entry["remaining_ms"]
        clocks.started[entry["seat"]] = None
    # 3. Running: the clocks that run after the append, with their deadlines.
    for seat in after:
        if clocks.started[seat] is None:
            clocks.started[seat] = now
    stopped = [s for s, since in enumerate(clocks.started) if since is not None and s not in after]
    if stopped:
        return f"the clock of seat {stopped[0]} stopped without a charge"
    running = [{"seat": s, "remaining_ms": clocks.bank[s], "deadline": iso(clocks.started[s] + clocks.bank[s])}
               for s in sorted(after)]
    if not charged_events:
        return "clocks run or were charged but the append has no clock_charged" if running or expected_charges else None
    if recorded["running"] != running:
        return f"running {recorded['running']}, the spec gives {running}"
    return None
