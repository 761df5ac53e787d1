"""The review of a finished game, pure: its stored envelopes in, the `result` document out.

The server's analysis job (shared.workers.analysis_tasks) and the offline `tabletop analyse EXPORT --json` run
this same function over the same envelopes, so both give the same document, figure for figure. Every draw comes
from the seed the final event reveals and the analysis' settings (`AnalysisSettings`): anyone with the export and
the same release recomputes it. Nothing here imports Redis, Flask or Celery.

Each recorded decision of a seat (an Automa's are the rulebook's, not reviewed) is valued by the game's review
search (shared.domain.review) on the state the seat decided in, reading only what that seat could see. The
document (docs/ANALYSIS.md):

    release, settings, game, rules, unit, marks
    decisions   per decision: version, seat, command, value (of the command played), best_value, best, loss,
                stake, mark, forced
    seats       per seat: accuracy, decisions, average_loss, loss_share and the count of each mark
    standing    each seat's estimated standing (the game's points, own minus the best other's) before every
                decision and at the end: the advantage chart
    turning_points  the decisions after which another seat leads the standing, the largest swings first
"""

from __future__ import annotations

import random
import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from importlib import metadata
from typing import Any

from shared.domain.engine import Engine, detached
from shared.domain.review import (
    MARK_NAMES,
    DecisionReview,
    ReviewSearch,
    accuracy,
    final_margin,
    loss_share,
    review_decision,
    review_search_of,
)
from shared.domain.rules_versions import UnknownRulesVersion, engine_of
from shared.store.chain import Envelope
from shared.store.repository import (
    GAME_CREATED,
    GAME_FINISHED,
    PLATFORM_EVENTS,
    GameRecord,
    apply_envelope,
    renamed_event_types,
)
from shared.store.upcasting import upcast_envelope

# The analysis' own version: a change in what it computes from the same settings is a new one, and a released
# one stays computable (`analyse(analysis_version=...)`, `tabletop analyse --analysis-version`), so its
# documents still replay. The server computes the newest.
# 1 (not computable since version 2): the best command and the losses read off the same worlds; accuracy from
#    the losses in points.
# 2: the best chosen on `worlds`, the figures read on `check_worlds` others; each decision's stake; accuracy
#    and loss_share from the share of the stakes given up (docs/ANALYSIS.md "Why a share"); the better of the
#    pick and the played command on the check worlds is the best found (a loss is never negative).
# 3: the pick is the best found whatever the check worlds say of the played command: signed losses and stakes,
#    unbiased, so a seat's average loss and loss share are too (docs/ANALYSIS.md "Why signed").
ANALYSIS_VERSION = 3
SIGNED_LOSSES = {2: False, 3: True}  # every version this release computes: whether its losses are signed
PACKAGE = "tabletop-hosting"
TURNING_POINTS = 5
DIGITS = 3  # figures are rounded, so the document reads well and compares exactly
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class AnalysisSettings:
    """The budget, in play-outs (never in time, so the figures replay).

    worlds: determinizations per decision that choose the best command: every candidate (the strong search's
        shortlist and the command played) is played out on each
    check_worlds: other determinizations per decision on which the best, the played and the worst candidate
        are valued: the figures shown
    game_worlds: determinizations (of both kinds) per game at most: a longer game gets fewer of each per
        decision, in the same proportion (at least 1 of each)

    The CPU ceilings of a job (`analyse(cpu_s=..., decision_cpu_ms=...)`: the game's, each decision's) are not
    settings: they never change a figure, they only stop an analysis that would cost too much.
    """

    worlds: int = 3
    check_worlds: int = 3
    game_worlds: int = 3000

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> AnalysisSettings:
        return cls(**{name: int(data[name]) for name in ("worlds", "check_worlds", "game_worlds") if name in data})

    def per_decision(self, decisions: int) -> tuple[int, int]:
        """(worlds, check_worlds) for each of a game's decisions within game_worlds."""
        wanted = self.worlds + self.check_worlds
        if wanted * max(1, decisions) <= self.game_worlds:
            return self.worlds, self.check_worlds
        scale = self.game_worlds / (wanted * decisions)
        return max(1, int(self.worlds * scale)), max(1, int(self.check_worlds * scale))


class NotAnalysable(Exception):
    """The game cannot be reviewed (not finished, or its rules version declares no review)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code, self.message = code, message


class AnalysisOverBudget(Exception):
    """The game, or one of its decisions, took more CPU than its budget allows: no partial result is given."""


def release(analysis_version: int = ANALYSIS_VERSION) -> dict[str, Any]:
    """What computed the document: the package's version and the analysis' own."""
    try:
        version = metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        version = "unknown"
    return {"package": PACKAGE, "version": version, "analysis": analysis_version}


@dataclass
class Decision:
    version: int
    seat: int
    command: dict[str, Any]
    state: dict[str, Any]  # the engine state the seat decided in (a copy)


def replayed_decisions(engine: Engine, raw: list[Envelope]) -> tuple[Engine, GameRecord, list[Decision]]:
    """The game's engine (of its rules version), its final record and every seat's decision with its state."""
    renamed = renamed_event_types(engine)
    try:
        events = [upcast_envelope(e, renamed, getattr(engine, "upcasters", None)) for e in raw]
    except (KeyError, TypeError, AttributeError) as error:
        raise NotAnalysable("malformed", f"an event is not a stored envelope: {error!r}") from error
    if not events or events[0].get("type") != GAME_CREATED or not isinstance(events[0].get("data"), dict):
        raise NotAnalysable("not_a_game", "the history does not start with the game's creation")
    try:
        rules = engine_of(engine, engine.name, events[0]["data"].get("rules"))
    except UnknownRulesVersion as error:
        raise NotAnalysable("unknown_rules_version", str(error)) from error
    if events[-1].get("type") != GAME_FINISHED:
        raise NotAnalysable("game_not_finished", "only a finished game is analysed (its seed is revealed at the end)")
    try:
        return rules, *_replayed(engine, events)
    except Exception as error:  # noqa: BLE001 - an export is untrusted input: any failure is a refusal
        raise NotAnalysable("unreplayable", f"the events do not replay: {type(error).__name__}: {error}") from error


def _replayed(engine: Engine, events: list[Envelope]) -> tuple[GameRecord, list[Decision]]:
    record = GameRecord(events[0]["game_id"])
    decisions: list[Decision] = []
    previous_command = None
    for envelope in events:
        command_id = envelope.get("command_id")
        starts = command_id != previous_command
        previous_command = command_id
        actor = envelope.get("actor")
        if (starts and envelope["type"] not in PLATFORM_EVENTS and type(actor) is int
                and isinstance(envelope.get("command"), dict)
                and actor in reviewed_seats(record)):
            decisions.append(Decision(envelope["version"], actor, envelope["command"], detached(record.state)))
        apply_envelope(engine, record, envelope)
    if record.revealed_seed is None:
        raise ValueError("the final event reveals no seed")
    return record, decisions


def analyse(engine: Engine, raw: list[Envelope], settings: AnalysisSettings = AnalysisSettings(),
            progress: Progress | None = None, cpu_s: float | None = None, decision_cpu_ms: float | None = None,
            analysis_version: int = ANALYSIS_VERSION, spent_ms: list[float] | None = None) -> dict[str, Any]:
    """The `result` document of one finished game's stored envelopes (`engine`: the game's newest); cpu_s: the
    CPU seconds it may spend, decision_cpu_ms: the CPU milliseconds any one decision's review may (None: no
    ceiling), past either of which it raises AnalysisOverBudget; analysis_version: one of SIGNED_LOSSES (an older
    one reproduces a document it computed); spent_ms: collects each decision's review CPU ms (the bench)."""
    if analysis_version not in SIGNED_LOSSES:
        raise NotAnalysable("unknown_analysis_version", f"this release computes analysis versions "
                                                        f"{sorted(SIGNED_LOSSES)}, not {analysis_version}")
    rules, record, decisions = replayed_decisions(engine, raw)
    search = review_search_of(rules)
    if search is None:
        version = (record.rules or {}).get("version", 1)
        raise NotAnalysable("analysis_unavailable", f"rules version {version} of {engine.name} declares no review")
    worlds, check_worlds = settings.per_decision(len(decisions))
    seed = record.revealed_seed["seed"]
    started = time.process_time()
    reviewed, standing = [], []
    for done, decision in enumerate(decisions):
        decision_started = time.process_time()
        game_left = None if cpu_s is None else cpu_s - (decision_started - started)
        decision_limit = None if decision_cpu_ms is None else decision_cpu_ms / 1000
        over = (f"the decision at version {decision.version} took over {decision_cpu_ms:g} CPU ms"
                if decision_limit is not None and (game_left is None or decision_limit <= game_left)
                else f"over {cpu_s} CPU s during the decision at version {decision.version}")
        with cpu_ceiling(_least(game_left, decision_limit), over):
            figures = reviewed_decision(rules, search, decision, seed, worlds, check_worlds, analysis_version)
        decision_ms = (time.process_time() - decision_started) * 1000
        if spent_ms is not None:
            spent_ms.append(decision_ms)
        if decision_cpu_ms is not None and decision_ms > decision_cpu_ms:  # where no timer could be armed
            raise AnalysisOverBudget(f"the decision at version {decision.version} took {decision_ms:.0f} CPU ms, "
                                     f"over {decision_cpu_ms:g}")
        loss = _rounded(figures.loss)  # marked as shown: a loss printed 6.0 is a blunder, whatever its 4th digit
        reviewed.append({
            "version": decision.version, "seat": decision.seat, "command": decision.command,
            "value": _rounded(figures.played_value), "best_value": _rounded(figures.best_value), "best": figures.best,
            "loss": loss, "stake": _rounded(figures.stake), "mark": search.marks.of(loss), "forced": figures.forced,
        })
        standing.append({"version": decision.version, "seats": _standing(search, record, decision.state)})
        if cpu_s is not None and time.process_time() - started > cpu_s:
            raise AnalysisOverBudget(f"over {cpu_s} CPU s after {done + 1} of {len(decisions)} decisions")
        if progress is not None:
            progress(done + 1, len(decisions))
    standing.append({"version": record.version, "seats": [
        _rounded(final_margin(rules, record.state, seat)) if seat in reviewed_seats(record) else None
        for seat in range(len(record.players))]})
    return {
        "game_id": record.game_id, "game": record.game, "rules": record.rules, "release": release(analysis_version),
        "settings": {**settings.to_json(), "worlds_per_decision": worlds, "check_worlds_per_decision": check_worlds},
        "unit": search.unit, "marks": search.marks.to_json(),
        "decisions": reviewed,
        "seats": _seat_summaries(record, reviewed),
        "standing": standing,
        "turning_points": _turning_points(standing, reviewed),
    }


def _least(*limits: float | None) -> float | None:
    given = [limit for limit in limits if limit is not None]
    return min(given) if given else None


@contextmanager
def cpu_ceiling(seconds: float | None, message: str) -> Iterator[None]:
    """Stop the block with AnalysisOverBudget(message) once the process has spent `seconds` of CPU in it (an
    ITIMER_PROF timer and its SIGPROF), so a ceiling bounds a decision's search while it runs, not only after.
    Armed only around the review's own computing (nothing there writes anywhere) and only where a signal can be
    handled: the main thread (a Celery pool process, the command line); elsewhere (a web request's thread, with
    inline dispatch) the checks after each decision stand alone. None: no ceiling."""
    if seconds is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    if seconds <= 0:
        raise AnalysisOverBudget(message)

    def expired(_signum, _frame):
        raise AnalysisOverBudget(message)

    previous = signal.signal(signal.SIGPROF, expired)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def reviewed_decision(rules: Engine, search: ReviewSearch, decision: Decision, seed: str, worlds: int,
                      check_worlds: int, analysis_version: int = ANALYSIS_VERSION) -> DecisionReview:
    """One decision of the game whose revealed seed is `seed`, reviewed as `analysis_version` reviews it."""
    return review_decision(rules, search, decision.state, decision.seat, decision.command,
                           decision_rng(seed, decision.version, analysis_version), worlds, check_worlds,
                           signed=SIGNED_LOSSES[analysis_version])


def decision_rng(seed: str, version: int, analysis_version: int = ANALYSIS_VERSION) -> random.Random:
    """The draws that review the decision at `version` of the game whose revealed seed is `seed`."""
    return random.Random(f"{seed}:analysis:{analysis_version}:{version}")


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, DIGITS)


def reviewed_seats(record: GameRecord) -> list[int]:
    """The seats whose decisions are reviewed: every seat but an Automa's (the rulebook plays it)."""
    return [seat for seat, player in enumerate(record.players) if player.get("kind") != "automa"]


def _standing(search: ReviewSearch, record: GameRecord, state: dict[str, Any]) -> list[float | None]:
    """Every reviewed seat's estimate on the real state (the game is over: nothing in it is secret any more);
    None for a seat not reviewed."""
    seats = reviewed_seats(record)
    return [_rounded(search.standing(state, seat)) if seat in seats else None for seat in range(len(record.players))]


def _seat_summaries(record: GameRecord, reviewed: list[dict[str, Any]]) -> list[dict]:
    summaries = []
    for seat in reviewed_seats(record):
        player = record.players[seat]
        mine = [d for d in reviewed if d["seat"] == seat and not d["forced"]]
        losses, stakes = [d["loss"] for d in mine], [d["stake"] for d in mine]
        summary = {"seat": seat, "name": player.get("name"), "decisions": len(mine),
                   "accuracy": _rounded(accuracy(losses, stakes)),
                   "average_loss": _rounded(sum(losses) / len(losses)) if losses else None,
                   "loss_share": _rounded(loss_share(losses, stakes))}
        summary.update({name: sum(1 for d in mine if d["mark"] == name) for name in MARK_NAMES})
        summaries.append(summary)
    return summaries


def _leader(seats: list[float | None]) -> int:
    return max((s for s in range(len(seats)) if seats[s] is not None), key=lambda s: seats[s])


def _turning_points(standing: list[dict[str, Any]], reviewed: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Decisions after which another seat leads the estimated standing, the largest swings (the change of
    the deciding seat's standing) first, at most TURNING_POINTS."""
    points = []
    for index, decision in enumerate(reviewed):
        before, after = standing[index]["seats"], standing[index + 1]["seats"]
        if sum(1 for v in before if v is not None) < 2 or _leader(before) == _leader(after):
            continue
        seat = decision["seat"]
        points.append({"version": decision["version"], "seat": seat, "leader_before": _leader(before),
                       "leader_after": _leader(after), "swing": _rounded(after[seat] - before[seat]),
                       "mark": decision["mark"]})
    points.sort(key=lambda p: (-abs(p["swing"]), p["version"]))
    return sorted(points[:TURNING_POINTS], key=lambda p: p["version"])
