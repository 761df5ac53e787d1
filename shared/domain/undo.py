"""Undo within a turn (docs/UNDO.md): the one platform module that folds and judges `turn_undone`.

A seat may take back its own decisions since the start of its current turn, as long as no hidden
information was revealed, no randomness was drawn and no other seat acted since (BGA's policy, and
boardgame.io's per-turn undo). Nothing is erased: the undo is a platform event, `turn_undone`
{seat, to_version, undone}, that the fold applies as "back to the state at version to_version"
(the seat's own later decisions are dropped; a simultaneous decision another seat took meanwhile,
e.g. a Modern Society face-down card, is kept).

To fold that, the GameRecord keeps the open undo *window*: the engine state at its start (a copy)
and every decision (one append: its engine events) since. A window opens at a decision of a seat a
human plays; it closes at an event the engine declares revealing or random (`UndoPolicy`), when the
hidden information changes (`UndoPolicy.hidden`), when another seat decides (unless both decisions
are declared simultaneous), and at any seat fact (timeout, resignation, takeover) or the result.
Engines never see any of this: a stream without `turn_undone` folds exactly as before.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from shared.domain import seats
from shared.domain.engine import Event, State, detached

TURN_UNDONE = "turn_undone"
POLICY_PASSAGE = "docs/UNDO.md"
NO_POLICY = "this game declares no undo policy"


@dataclass(frozen=True)
class UndoPolicy:
    """What an engine declares about its events, next to its event list (rules/contract.py).

    reveals: event type -> why an undo may not cross it (it reveals information or draws at random).
    draws: whether one event carries a random outcome (for events whose type alone does not say).
    hidden: what is hidden in a state and what of it is shown to someone (sizes of face-down piles,
        a private offer); an event that changes it revealed something, so an undo may not cross it.
    simultaneous: event types a seat decides at the same time as others (face down, until a reveal):
        another seat's such decision does not end a seat's window, and an undo keeps it.
    """

    reveals: Mapping[str, str] = field(default_factory=dict)
    draws: Callable[[Event], bool] | None = None
    hidden: Callable[[State], Any] | None = None
    simultaneous: frozenset[str] = frozenset()


def policy_of(engine) -> UndoPolicy | None:
    return getattr(engine, "undo_policy", None)


def _closed(version: int, reason: str, command_id: str | None = None) -> dict[str, Any]:
    # command_id: the append that closed it (the rest of that append opens no window halfway through it)
    return {"base": None, "base_version": version, "steps": [],
            "closed": {"version": version, "reason": reason, "command_id": command_id}}


def close(record, version: int, reason: str) -> None:
    """A fact no undo may cross (a seat fact, the result)."""
    if record.undo is not None:
        record.undo = _closed(version, reason)


def _human(record, actor: Any) -> bool:
    return type(actor) is int and 0 <= actor < len(record.players) and seats.controller_of(record, actor) == "human"


def before_event(engine, record, envelope) -> tuple | None:
    """Track one engine event about to be folded. Returns what `after_event` needs (None: not tracked)."""
    window = record.undo
    actor = envelope["actor"]
    if window is None and not _human(record, actor):
        return None  # no window is open, and this seat never opens one (a bot, the Automa, the system)
    policy = policy_of(engine)
    if policy is None:
        return None
    if window and window["closed"] and window["closed"]["command_id"] == envelope["command_id"]:
        return None  # the append that closed the window goes on
    if window and window["steps"] and window["steps"][-1]["command_id"] == envelope["command_id"]:
        step = window["steps"][-1]  # the same append goes on
    else:
        simultaneous = envelope["type"] in policy.simultaneous
        steps = window["steps"] if window and window["base"] is not None else None
        continues = steps is not None and (all(s["seat"] == actor for s in steps)
                                           or (simultaneous and all(s["simultaneous"] for s in steps)))
        if not continues:
            if not _human(record, actor):  # a seat that never undoes (a bot, the Automa, the system)
                if steps is not None:
                    record.undo = _closed(record.version, f"seat {actor} acted at version {envelope['version']}",
                                          envelope["command_id"])
                return None
            window = record.undo = {"base": detached(record.state), "base_version": record.version, "steps": [],
                                    "closed": None}
        step = {"seat": actor, "from": record.version, "to": record.version, "command_id": envelope["command_id"],
                "simultaneous": simultaneous, "events": []}
        window["steps"].append(step)
    event = {"type": envelope["type"], "v": envelope["v"], "data": detached(envelope["data"])}
    step["events"].append(event)
    step["to"] = envelope["version"]
    return (event, policy.hidden(record.state) if policy.hidden else None)


def after_event(engine, record, envelope, tracked: tuple) -> None:
    """Close the window if the event just folded revealed information or drew at random."""
    policy = policy_of(engine)
    event, hidden_before = tracked
    reason = policy.reveals.get(event["type"])
    if reason is None and policy.draws is not None and policy.draws(event):
        reason = "a random outcome was drawn"
    if reason is None and policy.hidden is not None and policy.hidden(record.state) != hidden_before:
        reason = "hidden information was revealed"
    if reason is not None:
        record.undo = _closed(envelope["version"], f"{event['type']} at version {envelope['version']}: {reason}",
                              envelope["command_id"])


def _own_steps(record, seat: int) -> list[dict[str, Any]]:
    window = record.undo
    if not window or window["base"] is None:
        return []
    return [s for s in window["steps"] if s["seat"] == seat]


def targets(record, seat: int) -> list[int]:
    """The versions `seat` may go back to: just before each of its decisions in the open window."""
    return sorted({s["from"] for s in _own_steps(record, seat)})


@dataclass
class Refusal:
    code: str
    message: str
    details: dict[str, Any]


def refusal(engine, record, seat: int, to_version: int | None) -> Refusal | None:
    """Why `seat` may not go back to `to_version` now (None: it may). Platform checks (the game is over,
    the seat is a bot's) come first, in the application."""
    if policy_of(engine) is None:
        return Refusal("undo_unavailable", NO_POLICY, {"rule": POLICY_PASSAGE})
    points = targets(record, seat)
    if not points:
        window = record.undo
        reason = (window["closed"]["reason"] if window and window["closed"]
                  else "seat has made no decision since the start of its turn")
        if window and window["base"] is not None and not window["closed"]:
            reason = f"another seat acted since seat {seat}'s last decision"
        return Refusal("undo_unavailable", f"nothing to undo: {reason}",
                       {"rule": POLICY_PASSAGE, "reason": reason, "seat": seat})
    if to_version is not None and to_version not in points:
        return Refusal("undo_target", f"version {to_version} is not a point seat {seat} may go back to",
                       {"rule": POLICY_PASSAGE, "field": "to_version", "to_versions": points})
    return None


def undo_event(record, seat: int, to_version: int | None) -> Event:
    """The event of an undo judged legal (`refusal` returned None)."""
    points = targets(record, seat)
    to = points[-1] if to_version is None else to_version
    undone = [v for s in _own_steps(record, seat) if s["from"] >= to for v in range(s["from"] + 1, s["to"] + 1)]
    return {"type": TURN_UNDONE, "v": 1, "data": {"seat": seat, "to_version": to, "undone": undone}}


def state_after(engine, record, data: dict[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    """The engine state and window steps once `data` (a turn_undone) is applied: the window's start
    with every kept decision folded again (copies: the window stays reusable for a further undo)."""
    seat, to = data["seat"], data["to_version"]
    kept = [s for s in record.undo["steps"] if not (s["seat"] == seat and s["from"] >= to)]
    state = detached(record.undo["base"])
    for step in kept:
        for event in step["events"]:
            state = engine.evolve(state, detached(event))
    return state, kept


def apply_undo(engine, record, data: dict[str, Any]) -> None:
    """Fold a turn_undone (never validates: the service and the audit do, with `refusal`)."""
    record.state, record.undo["steps"] = state_after(engine, record, data)


def availability(engine, record, seat: int | None) -> dict[str, Any]:
    """What /legal says about undo: available or not, to which versions, and why not."""
    if seat is None or engine.is_over(record.state):
        return {"available": False, "to_versions": [], "default_to_version": None,
                "reason": "the game has ended" if seat is not None else "spectators do not undo"}
    if seats.controller_of(record, seat) != "human":
        return {"available": False, "to_versions": [], "default_to_version": None,
                "reason": "a bot plays this seat: bots never undo"}
    refused = refusal(engine, record, seat, None)
    points = targets(record, seat)
    return {"available": refused is None, "to_versions": points if refused is None else [],
            "default_to_version": points[-1] if refused is None else None,
            "reason": None if refused is None else refused.message}
