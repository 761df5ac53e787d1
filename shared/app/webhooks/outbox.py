"""The webhook outbox: what happened in a game, derived from its recorded events, turned into deliveries.

Nothing beside the command path writes webhook events: the writer derives each append's happenings from
the events it has just folded (`happenings_of`, the pipeline's `webhooks` subscriber: shared.app.after_append.pipeline)
and the follow-up consumer enqueues them (`enqueue_happening`); a stream read past a cursor
(`StreamOutbox`) serves the other kinds of stream (a tournament's). The happenings of a game:

    game_started    version 1: the players and the time control
    turn_started    a human-controlled seat owes a decision after an append (seat, user, deadline)
    seat_timed_out  / seat_replaced: the platform's seat events, as recorded
    game_finished   the result
    game_happening  an event of the game its declaration names (webhook_happenings: event type -> the
                    happening's name), as a spectator sees it

Payloads hold only what every spectator may see (seats, names, deadlines, the public result) and the
game's version, so a receiver can fetch exactly that state. Each (happening, endpoint) becomes one
delivery with a stable id, enqueued once however often the outbox runs (shared.app.webhooks.delivery).
An endpoint hears of what was recorded after it was created, never of the history before.
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from typing import Any

from shared.app.clients.visibility import delivered_data, happening_tenancy, heard_by
from shared.app.webhooks.delivery import PENDING, enqueue
from shared.app.webhooks.subscriptions import ACTIVE, WebhookRegistry, matches
from shared.base.config import Config
from shared.base.wall_clock import now_ms
from shared.domain import clock, registry, seats
from shared.domain.engine import Engine
from shared.store.eventstore import EventStore
from shared.store.repository import GAME_CREATED, GAME_FINISHED, GameRecord
from shared.store.webhook_outbox import StreamCursors

CACHED_RECORDS = 256


def delivery_id(endpoint_id: str, key: str) -> str:
    """One id per (happening, endpoint), the same every time the outbox derives it (webhook-id)."""
    return "msg_" + hashlib.sha256(f"{endpoint_id}|{key}".encode()).hexdigest()[:32]


def happenings_of(engine: Engine, record: GameRecord, group: list[dict[str, Any]],
                  before: set[int], turns: bool = True) -> list[dict[str, Any]]:
    """What integrators hear of one command group (`group`: its envelopes) already folded into `record`,
    given the human seats that owed a decision before it (`before`); engine: the record's rules engine.
    turns=False: no turn_started (a group followed by others in the same append: `record` is not the state
    right after it)."""
    last = group[-1]
    out: list[dict[str, Any]] = []
    game = registry.declarations().get(record.game)
    declared = game.webhook_happenings if game is not None else {}

    def add(kind: str, extra: dict[str, Any], seat: int | None = None, envelope=last) -> None:
        users = [_user(record, s) for s in range(len(record.players))] if seat is None else [_user(record, seat)]
        data = {"game": record.game, "game_id": record.game_id, "version": envelope["version"],
                "tournament": record.tournament, "table": record.table, **extra}
        out.append({"type": kind, "stream": record.game_id, "version": envelope["version"],
                    "timestamp": envelope["time"], "data": data, "users": users, "tournament": record.tournament,
                    "key": f"{record.game_id}|{envelope['version']}|{kind}|{'' if seat is None else seat}",
                    **happening_tenancy(record.visibility, record.client, record.identities,
                                        [p["name"] for p in record.players])})

    for envelope in group:
        kind, data = envelope["type"], envelope["data"]
        if kind == GAME_CREATED:
            add("game_started", {"players": [{"seat": i, "name": p["name"], "kind": p["kind"]}
                                             for i, p in enumerate(data["players"])],
                                 "clock": clock.public_settings(data["clock"]) if data.get("clock") else None},
                envelope=envelope)
        elif kind == clock.SEAT_TIMED_OUT:
            add("seat_timed_out", {"seat": data["seat"], "user": _user(record, data["seat"]),
                                   "on_timeout": data.get("on_timeout")}, data["seat"], envelope)
        elif kind == clock.SEAT_REPLACED:
            add("seat_replaced", {"seat": data["seat"], "user": _user(record, data["seat"]),
                                  "policy": data.get("policy"), "reason": data.get("reason")}, data["seat"], envelope)
        elif kind == GAME_FINISHED:
            add("game_finished", {"result": data["result"]}, envelope=envelope)
        elif kind in declared:
            public = engine.event_view(envelope, None)
            add("game_happening", {"happening": declared[kind], "event": {"type": kind, "data": public["data"]}},
                envelope=envelope)
    if record.result is None and turns:
        actors = {e.get("actor") for e in group if isinstance(e.get("actor"), int)}
        for seat in sorted(seats.running_seats(engine, record)):
            if seat not in before or seat in actors:
                add("turn_started", {"seat": seat, "user": _user(record, seat), "deadline": _deadline(record, seat)},
                    seat)
    return out


def _user(record: GameRecord, seat: int) -> str:
    """The seat's player: its identity <client>:<user> when the game names one (issue 22), else its name."""
    identity = record.identities[seat] if record.identities else None
    return identity or record.players[seat]["name"]


def _deadline(record: GameRecord, seat: int) -> str | None:
    if record.clock is None:
        return None
    due = clock.deadline(record.clock["since_ms"][seat], record.clock["remaining_ms"][seat])
    return clock.to_iso(due) if due is not None else None


def appends(envelopes: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The envelopes grouped by the append (command) that wrote them."""
    groups: list[list[dict[str, Any]]] = []
    for envelope in envelopes:
        if groups and groups[-1][-1]["command_id"] == envelope["command_id"]:
            groups[-1].append(envelope)
        else:
            groups.append([envelope])
    return groups


class StreamOutbox(ABC):
    """The outbox of one kind of stream: `collect` enqueues the deliveries of what was recorded past the
    stream's cursor. A subclass says what a stream's new events mean (`happenings`)."""

    def __init__(self, store: EventStore, config: Config, sender=None):
        self.store = store
        self.redis = store.redis
        self.config = config
        self.sender = sender
        self.registry = WebhookRegistry(self.redis, config)
        self.cursors = StreamCursors(self.redis, store.prefix)

    @abstractmethod
    def happenings(self, stream_id: str, cursor: int) -> tuple[list[dict[str, Any]], int]:
        """What integrators hear of the stream's events after `cursor`, and the version read up to."""

    def collect(self, stream_id: str) -> int:
        """Enqueue the deliveries of the stream's events past the cursor; returns how many were new.

        Without an active endpoint nothing is read (one round trip per projection): an endpoint hears only
        of what was recorded after it was created, so the cursor may lag until one exists."""
        endpoints = active_endpoints(self.registry)
        if not endpoints:
            return 0
        cursor = self.cursors.read_up_to(stream_id)
        if self.store.version(stream_id) <= cursor:
            return 0
        created = 0
        found, version = self.happenings(stream_id, cursor)
        for happening in found:
            created += enqueue_happening(self.redis, self.config, self.sender, endpoints, happening)
        self.cursors.move_to(stream_id, version)
        return created


def active_endpoints(registry: WebhookRegistry) -> list[dict[str, Any]]:
    return [e for e in registry.all() if e["status"] == ACTIVE]


def enqueue_happening(redis, config: Config, sender, endpoints: list[dict[str, Any]],
                      happening: dict[str, Any]) -> int:
    """One delivery of `happening` per matching endpoint created before it; how many were new."""
    created = 0
    at = clock.to_ms(happening["timestamp"])
    for endpoint in endpoints:
        if at < endpoint["created_at"] or not heard_by(endpoint, happening) or not matches(
                endpoint, happening["type"], happening["stream"], happening["tournament"], happening["users"],
                happening["data"].get("happening")):
            continue
        delivery = {"id": delivery_id(endpoint["id"], happening["key"]), "type": happening["type"],
                    "stream": happening["stream"], "version": happening["version"],
                    "timestamp": happening["timestamp"], "data": delivered_data(endpoint, happening),
                    "status": PENDING, "attempts": 0, "next_at": now_ms(), "created_at": now_ms(), "log": []}
        created += enqueue(redis, config, endpoint["id"], delivery, sender)
    return created
