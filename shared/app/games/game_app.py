"""The games' application: the application base bound to one engine, its repository and its dispatcher.

Everything the game modules share lives here (loading under the lock, the clock's now, the follow-up
dispatch after an append, whether a worker has work); each kind of operation has its module:
creation, commands, clocks_and_seats, scoring, automation, queries. shared.app.games.service puts them
behind one facade, GameService.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from shared.app.aggregates.base import Application
from shared.app.games.replays import ReplayCache
from shared.domain import seats
from shared.domain.engine import Engine
from shared.domain.errors import GameNotFound
from shared.domain.rules_versions import engine_of
from shared.store import signing
from shared.store.append_script import AppendResult, Write
from shared.store.eventstore import Envelope, EventStore
from shared.store.repository import GameRecord, GameRepository, rules_engine

log = logging.getLogger(__name__)


class Dispatcher(Protocol):
    """The pipeline's `after` lifecycle (shared.app.after_append.pipeline): the bots' next run after an append."""

    def after_append(self, game_id: str, version: int, needs_advance: bool) -> None:
        """needs_advance: an automated seat owes a decision, or the result is to be appended (as the pipeline's
        bots subscriber decided it)."""


@dataclass
class CommandResult:
    version: int
    events: list[Envelope]
    duplicate: bool = False
    finished: bool = False


class GameApplication(Application):
    def __init__(self, engine: Engine, store: EventStore, repository: GameRepository, dispatcher: Dispatcher,
                 keyring: signing.KeyRing | None = None):
        super().__init__(store, repository.lock, "game")
        self.engine = engine
        self.repository = repository
        self.dispatcher = dispatcher
        # Signs receipts and the final transcript head (None: nothing is signed).
        self.keyring = keyring
        self._token_seats: dict[tuple[str, str], int] = {}
        # Snapshots for `?at_version=` reads (a bounded number of folds per version).
        self.replays = ReplayCache(store)
        self._game_rules: dict[str, dict[str, Any]] = {}
        # What follows every append (shared.app.after_append.pipeline.GamePipeline): set by the runtime.
        self.pipeline = None

    def rules_engine(self, record: GameRecord) -> Engine:
        """The engine of the rules version the game's stream names: every engine call on an existing game
        goes through it (self.engine, the newest, creates new games)."""
        return rules_engine(self.engine, record)

    def rules_engine_of(self, game_id: str) -> Engine:
        """rules_engine for a game whose record is not at hand: its created event names the rules (cached:
        they never change)."""
        rules = self._game_rules.get(game_id)
        if rules is None:
            if len(self._game_rules) > 100_000:
                self._game_rules.clear()
            rules = self._game_rules[game_id] = self.store.read(game_id, 1, 1)[0]["data"]["rules"]
        return engine_of(self.engine, self.engine.name, rules)

    def load(self, game_id: str) -> GameRecord:
        with self.repository.lock(game_id):
            return self.repository.load(game_id)

    def ensure_exists(self, game_id: str) -> None:
        if not self.store.exists(game_id):
            raise GameNotFound(f"no game {game_id!r}", details={"field": "game_id"})

    def now_for(self, record: GameRecord) -> int:
        """Now, never before the game's last recorded time (another host's clock may run ahead)."""
        now = self.now_ms()
        if record.clock is not None and record.clock.get("as_of_ms") is not None:
            return max(now, record.clock["as_of_ms"])
        return now

    def chain_key(self, game_id: str) -> str:
        """The key of the game's chain nonces: its secret salt."""
        return self.secret(game_id)["salt"]

    def needs_advance(self, record: GameRecord) -> bool:
        """Whether a worker has something to do: an automated seat to play or a result to append."""
        engine = self.rules_engine(record)
        if engine.is_over(record.state):
            return record.result is None
        return any(automated(record, s) for s in engine.pending(record.state))

    # -- writing through the pipeline (shared.app.after_append.pipeline) ----------------------------------------

    def append_game(self, record: GameRecord, events: list[dict[str, Any]], **options: Any) -> AppendResult:
        """Append one command's events to a game at the version of `record` (its cached record, lock
        held), folded into the record first and written with the pipeline's inline writes in one script
        call. options: EventStore.prepare's keywords. VersionConflict if the game moved on; on that or any
        failure the cached record is dropped (the next load folds the stream as it really is)."""
        before = self.pipeline.before(record)
        try:
            prepared = self.store.prepare(record.game_id, events, record.version, **options)
            self.repository.apply(record, prepared.envelopes)
        except BaseException:
            self.repository.forget(record.game_id)
            raise
        return self.write_folded(record, before, prepared.envelopes,
                                 lambda writes: self.store.commit(prepared, writes=writes))

    def write_folded(self, record: GameRecord, before: Any, envelopes: list[Envelope],
                     commit: Callable[[list[Write]], AppendResult]) -> AppendResult:
        """Commit `envelopes`, already folded into `record` (which was `before`: the pipeline's Before), with
        the pipeline's inline
        writes; the follow-ups wait for `dispatch`, outside the game's lock."""
        try:
            writes, follow_up = self.pipeline.writes(before, record, envelopes)
            appended = commit(writes)
        except BaseException:
            self.repository.forget(record.game_id)
            raise
        if appended.duplicate:  # an idempotent retry: nothing of ours was written
            self.repository.forget(record.game_id)
        else:
            self.repository.remember(record)
            self.pipeline.committed(follow_up)
        return appended

    def dispatch(self, game_id: str, version: int, continuing: bool = False) -> None:
        """What follows a committed append outside the game's lock: the follow-ups the pipeline holds for
        this thread (inline dispatch), then the bots' next run if the pipeline's bots subscriber asked for one
        (continuing: the caller is a bots' run that plays on itself). A failure here must not turn a stored
        move into an error (the client would retry it as a new move): it is logged, and the consumers
        (claiming what a dead one left) or the sweep pick the game up."""
        needs_advance = self.pipeline.take_advance(game_id) and not continuing
        try:
            self.pipeline.run_follow_ups()
        except Exception:  # noqa: BLE001 - the append is committed whatever happens here
            log.exception("the follow-ups of game %s at version %s failed", game_id, version)
        try:
            self.dispatcher.after_append(game_id, version, needs_advance)
        except Exception:  # noqa: BLE001 - the append is committed whatever happens here
            log.exception("dispatch after append failed for game %s at version %s", game_id, version)

    def schedule_deadline(self, game_id: str, due_ms: int | None) -> None:
        """Tell the workers when this game's next clock runs out (None: no clock runs)."""
        schedule = getattr(self.dispatcher, "schedule_deadline", None)
        if schedule is None:
            return
        try:
            schedule(game_id, due_ms)
        except Exception:  # noqa: BLE001 - the append is committed; the sweep finds due clocks anyway
            log.exception("scheduling the deadline of game %s failed", game_id)

    def remember_token_seat(self, game_id: str, digest: str, seat: int) -> None:
        if len(self._token_seats) > 100_000:
            self._token_seats.clear()
        self._token_seats[(game_id, digest)] = seat

    def known_token_seat(self, game_id: str, digest: str) -> int | None:
        return self._token_seats.get((game_id, digest))  # a seat's token never changes


def automated(record: GameRecord, seat: int) -> bool:
    """Whether a worker plays the seat now (a bot policy or the Automa, not its human)."""
    return seats.controller_of(record, seat) != "human"
