"""Where heads enter the transparency log (shared.store.transparency_log), and when it sequences them.

- a finished game: its final head, once its result is projected (a subscriber on the bus);
- a live game or tournament: its head every Config.log_checkpoint_every versions (the event store's
  after-write hook), so the window in which a live history could be shown two ways is bounded;
- a tournament: its head at every round's end and when it finishes (the same hook, by event type,
  which the tournament service names).

Submitting is one XADD; sequencing waits for the follow-up: inline dispatch sequences at once, the
workers get one coalesced `tabletop.sequence_log` task (queued at once: leaves submitted before it
runs join its batch), a rebuild or a feed without a sender only submits (the sweep sequences). Delay from a game's end to its
inclusion: the time to project its result plus one queued task; when a task is lost, the sweep's
period (SWEEP_EVERY_S) bounds it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shared.app.after_append import scheduling
from shared.base.config import Config
from shared.bus.handlers import NOW, WORKER, GameFinished
from shared.store.eventstore import Envelope
from shared.store.log_storage import RedisLogStorage
from shared.store.signing import KeyRing
from shared.store.transparency_log import TransparencyLog, leaf

WrittenHook = Callable[[str, int, int, list[Envelope], str], None]


def transparency_log(redis, config: Config, keyring: KeyRing) -> TransparencyLog:
    """The deployment's one log (every service on this Redis and KEY_PREFIX shares it)."""
    return TransparencyLog(RedisLogStorage(redis, config.key_prefix), keyring)


class LogFeed:
    def __init__(self, log: TransparencyLog, config: Config, follow_up: str, sender=None):
        self.log = log
        self.config = config
        self.follow_up = follow_up
        self.sender = sender

    def submit(self, leaves: list[dict[str, Any]], sequence: bool = True) -> None:
        """sequence=False: submit only, for leaves a run about to follow sequences anyway (see heads_hook)."""
        if not leaves:
            return
        self.log.submit(leaves)
        if not sequence:
            return
        if self.follow_up == NOW:
            self.log.sequence()
        elif self.follow_up == WORKER and self.sender is not None:
            scheduling.schedule_sequencing(self.log.storage.redis, self.sender, self.config)

    def game_finished(self, finished: GameFinished) -> None:
        """A bus subscriber: the finished game's final head (idempotent: a head is logged once)."""
        record = finished.record
        self.submit([leaf("game_finished", record.game_id, record.version, record.head)])

    def heads_hook(self, checkpoint_kind: str, kinds_by_type: dict[str, str] | None = None,
                   sequenced_after: str | None = None) -> WrittenHook:
        """An after-write hook for an event store: a `checkpoint_kind` leaf when a write crosses a
        multiple of N versions, and the kind `kinds_by_type` names for a write holding one of those event
        types (a tournament's round end, its end: the last such event of the write decides).

        sequenced_after: an event type whose projection submits a leaf of its own (a game's result: the
        game_finished head, game_finished above): a checkpoint leaf of a write holding it is only submitted,
        and joins that leaf's run instead of queueing one of its own (one sequencer run per finished bot
        game, not two). If that projection is lost, the sweep sequences whatever waits (sweep_log)."""
        kinds_by_type = dict(kinds_by_type or {})

        def written(stream_id: str, before: int, after: int, envelopes: list[Envelope], head: str) -> None:
            named = [kinds_by_type[e["type"]] for e in envelopes if e["type"] in kinds_by_type]
            if named:
                self.submit([leaf(named[-1], stream_id, after, head)])
            elif self.crosses(before, after):
                follows = sequenced_after is not None and any(e["type"] == sequenced_after for e in envelopes)
                self.submit([leaf(checkpoint_kind, stream_id, after, head)], sequence=not follows)

        return written

    def crosses(self, before: int, after: int) -> bool:
        """Whether versions before..after cross a multiple of the checkpoint period."""
        every = self.config.log_checkpoint_every
        return every > 0 and after // every > before // every
