"""One registry of handlers for the platform's happenings.

A runtime builds its bus (shared.app.runtime): the ratings subscribe, then every plugin's handlers
module (shared.bus.plugins). The projector publishes GAME_FINISHED once it has written a finished
game's read models. Handlers must be idempotent: a projection may run twice, and a failing handler
leaves the game to be projected (and published) again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from shared.base.config import Config
from shared.store.repository import GameRecord

GAME_FINISHED = "game_finished"

# What a handler does about a happening (the runtime's dispatch decides):
NOW = "now"  # inline dispatch: the follow-up runs at once, in this thread
WORKER = "worker"  # the workers: a coalesced task is queued
LATER = "later"  # a rebuild: record what the read models need, queue nothing (the caller finishes up)
FOLLOW_UPS = (NOW, WORKER, LATER)


@dataclass(frozen=True)
class GameFinished:
    """A finished game whose read models are written, and where it was published from."""

    record: GameRecord
    game: str  # the game kind
    redis: Any
    config: Config
    store: Any  # the game kind's EventStore (the result's own event, for its time)
    follow_up: str  # NOW, WORKER or LATER
    sender: Any = None  # shared.bus.sender.TaskSender under WORKER: queues tasks by name


Handler = Callable[[Any], None]


class Bus:
    def __init__(self) -> None:
        self._handlers: dict[str, list[Handler]] = {}

    def subscribe(self, topic: str, handler: Handler) -> None:
        handlers = self._handlers.setdefault(topic, [])
        if handler not in handlers:  # a plugin subscribed twice is told once
            handlers.append(handler)

    def handlers(self, topic: str) -> list[Handler]:
        return list(self._handlers.get(topic, ()))

    def publish(self, topic: str, happening: Any) -> None:
        """Every handler of the topic, in subscription order; the first failure propagates (the
        publisher retries the whole happening, which the handlers' idempotency makes safe)."""
        for handler in self._handlers.get(topic, ()):
            handler(happening)
