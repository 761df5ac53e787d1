"""A task sender for tests: records what the code under test queues (shared.bus.sender.TaskSender's
interface), instead of sending it to a broker."""

from __future__ import annotations

from services.tournaments.plugin import TOURNAMENT_ADVANCE
from shared.bus import queues

# Each task by the short name the tests' expectations use.
LABELS = {queues.ADVANCE: "advance", queues.ENFORCE_CLOCK: "clock",
          queues.SWEEP: "sweep", queues.RATINGS_REFRESH: "ratings", queues.REBUILD_PROJECTIONS: "rebuild",
          queues.SEQUENCE_LOG: "log", queues.DELIVER_WEBHOOKS: "webhooks", TOURNAMENT_ADVANCE: "tournament",
          queues.FORM_TABLES: "matchmaking", queues.ARCHIVE: "archive"}
TIMED = {queues.ENFORCE_CLOCK, queues.ARCHIVE}  # the tasks whose countdown the tests check (rounded to the ms)


class RecordingSender:
    def __init__(self):
        self.sent: list[tuple] = []

    def send(self, name: str, args: tuple = (), countdown: float | None = None) -> None:
        entry = (LABELS[name], *args)
        self.sent.append((*entry, countdown and round(countdown, 3)) if name in TIMED else entry)
