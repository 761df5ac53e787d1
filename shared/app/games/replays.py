"""A game as it stood at any version (replays, time travel) in a bounded number of folds.

Folding from version 1 on every `?at_version=N` made a replay slider over a 350-version game re-fold
the game up to 350 times. Instead each process keeps, per game:

- periodic snapshots of the folded record, at command boundaries about every SNAPSHOT_EVERY
  versions, taken as a side effect of the folds it does anyway: any version N is the nearest one at
  or below N plus at most SNAPSHOT_EVERY + (one command's events) folds;
- a cursor: the last record read, when it ended a command, with the events read ahead of it, so a
  slider stepping forwards folds one command per step and reads the stream once per READ_AHEAD.

Snapshots and cursors are taken only where a command's events end: that is where the fold ticks a
clock (shared.store.repository.apply_envelopes), so continuing from one gives exactly the record a
fold from version 1 gives. Snapshots are serialised (GameRecord.to_json: nobody can mutate one); a
cursor is a live record (engines fold in place), owned by one reader at a time: it is taken out of
the cache, folded, rendered and only then put back. Everything is in this process's memory (an LRU
of games): a recorded event never changes, so nothing is ever invalidated, and a restarted process
rebuilds what it needs with its first reads.
"""

from __future__ import annotations

import bisect
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from shared.domain.engine import Engine
from shared.store.eventstore import Envelope, EventStore
from shared.store.repository import GameRecord, apply_envelopes

SNAPSHOT_EVERY = 16
READ_AHEAD = 64
GAMES_KEPT = 256

T = TypeVar("T")


@dataclass
class _Cursor:
    record: GameRecord
    ahead: list[Envelope] = field(default_factory=list)  # the stream's events after record.version, read ahead
    forwards: bool = False  # continued from the last read: a slider moving forwards (worth reading ahead)


class ReplayCache:
    def __init__(self, store: EventStore, every: int = SNAPSHOT_EVERY, games: int = GAMES_KEPT):
        self.store = store
        self.every = every
        self.games = games
        # game -> (sorted versions, version -> serialised record)
        self._snapshots: OrderedDict[str, tuple[list[int], dict[int, bytes]]] = OrderedDict()
        self._cursors: OrderedDict[str, _Cursor] = OrderedDict()
        self._lock = threading.Lock()
        self.folds = 0  # events folded by this cache (the bench and the tests read it)

    def read_at(self, engine: Engine, game_id: str, version: int, render: Callable[[GameRecord], T]) -> T:
        """render(the record after event `version`), 1 <= version <= the stream's version. The record is
        this call's alone until render returns; render must not keep it."""
        cursor = self._start(game_id, version)
        record = cursor.record
        events = self._events(game_id, cursor, version + 1)  # one past `version`: does it end a command?
        upto = [e for e in events if e["version"] <= version]
        following = events[len(upto)] if len(events) > len(upto) else None
        self._fold(engine, game_id, record, upto)
        result = render(record)
        ends_command = following is None or not upto or following["command_id"] != upto[-1]["command_id"]
        if ends_command:
            if record.version - self._last_periodic(game_id, record.version) >= self.every:
                self._keep(game_id, record)
            self._put_cursor(game_id, _Cursor(record, [e for e in events if e["version"] > version]))
        return result

    def _start(self, game_id: str, version: int) -> _Cursor:
        """The cursor when it is at or below `version` and no farther than the nearest snapshot, else
        the nearest snapshot (or nothing: version 0)."""
        with self._lock:
            cursor = self._cursors.pop(game_id, None)
            best, data = 0, None
            entry = self._snapshots.get(game_id)
            if entry is not None:
                self._snapshots.move_to_end(game_id)
                versions, records = entry
                index = bisect.bisect_right(versions, version) - 1
                if index >= 0:
                    best, data = versions[index], records[versions[index]]
        if cursor is not None and best <= cursor.record.version <= version:
            cursor.forwards = True
            return cursor
        return _Cursor(GameRecord.from_json(data) if data is not None else GameRecord(game_id))

    def _events(self, game_id: str, cursor: _Cursor, last: int) -> list[Envelope]:
        """The events after the cursor's record up to `last` (fewer at the stream's end), from what it
        read ahead, then from the stream, reading READ_AHEAD more."""
        have = cursor.ahead
        start = cursor.record.version + 1
        if not have or have[0]["version"] != start:
            have = []
        if not have or have[-1]["version"] < last:
            frm = have[-1]["version"] + 1 if have else start
            # Read ahead only when the cursor is moving forwards (a slider); a jump reads what it needs.
            ahead = READ_AHEAD - 1 if cursor.forwards else 0
            have = have + self.store.read(game_id, frm, max(last, frm + ahead))
        return have

    def _fold(self, engine: Engine, game_id: str, record: GameRecord, envelopes: list[Envelope]) -> None:
        """Fold `envelopes` command by command (the same grouping as one fold from version 1), taking a
        snapshot at each command boundary at least `every` versions past the last one (not at the
        end: whether the last event ends its command is the caller's to say)."""
        last_snapshot = self._last_periodic(game_id, record.version)
        group: list[Envelope] = []
        for index, envelope in enumerate(envelopes):
            group.append(envelope)
            if index < len(envelopes) - 1 and envelopes[index + 1]["command_id"] == envelope["command_id"]:
                continue
            apply_envelopes(engine, record, group)
            self.folds += len(group)
            group = []
            if record.version - last_snapshot >= self.every and index < len(envelopes) - 1:
                self._keep(game_id, record)
                last_snapshot = record.version

    def _last_periodic(self, game_id: str, version: int) -> int:
        """The version of the last periodic snapshot at or below `version` (0: none)."""
        with self._lock:
            entry = self._snapshots.get(game_id)
            if entry is None:
                return 0
            index = bisect.bisect_right(entry[0], version) - 1
            return entry[0][index] if index >= 0 else 0

    def _keep(self, game_id: str, record: GameRecord) -> None:
        data = record.to_json()
        with self._lock:
            versions, records = self._snapshots.setdefault(game_id, ([], {}))
            self._snapshots.move_to_end(game_id)
            if record.version not in records:
                bisect.insort(versions, record.version)
                records[record.version] = data
            while len(self._snapshots) > self.games:
                evicted, _ = self._snapshots.popitem(last=False)
                self._cursors.pop(evicted, None)

    def _put_cursor(self, game_id: str, cursor: _Cursor) -> None:
        with self._lock:
            self._cursors[game_id] = cursor
            self._cursors.move_to_end(game_id)
            while len(self._cursors) > self.games:
                self._cursors.popitem(last=False)
