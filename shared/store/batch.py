"""Several commands appended in one conditional script call: all of them or none."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, Protocol

from shared.store.append_script import AppendResult, Write, encode
from shared.store.chain import Envelope


class BatchCommand(NamedTuple):
    """One command of an `append_batch`: its events and who sent it (a command group of its own). A named
    tuple: one is made per automated decision, at a fifth of a frozen dataclass's cost."""

    events: list[dict[str, Any]]
    actor: int | str
    command_id: str
    command: dict[str, Any] | None = None
    time: str | None = None  # when it was decided, if not the batch's time (a clocked game's decisions)


class Writer(Protocol):
    """What a batch needs of the event store (shared.store.eventstore.EventStore)."""

    def head(self, game_id: str, version: int) -> str: ...

    def canonical_form(self, game_id: str, expected_version: int,
                       first_event: dict[str, Any]) -> Callable[[Any], bytes]: ...

    def write(self, game_id: str, expected_version: int, payloads: list[bytes], envelopes: list[Envelope],
              head: str, *, writes: list[Write] = ()) -> AppendResult: ...


class AppendBatch:
    """Several commands appended in one conditional script call: all of them or none.

    Each command keeps its own actor, command_id and command (its own command group), and its
    events are chained exactly as `append` chains them one command after another given the same
    time, so no reader or auditor can tell a batch from the same commands appended one by one.
    `add` returns the command's envelopes as a reader will get them, before anything is written,
    so a writer can fold each into its state and decide the next command on the state it leads to.
    No idempotency keys: batches are the platform's own (automated seats), whose conditional
    version makes a retry harmless. The reply is read exactly as a single append's
    (`EventStore.write`): a lost reply is AppendOutcomeUnknown, a conflict VersionConflict.
    """

    def __init__(self, store: Writer, game_id: str, expected_version: int, chain_key: str, time: str):
        self.store = store
        self.game_id = game_id
        self.expected_version = expected_version
        self.chain_key = chain_key
        self.time = time
        self.head = store.head(game_id, expected_version)
        self.payloads: list[bytes] = []
        self.envelopes: list[Envelope] = []
        self._canonical: Callable[[Any], bytes] | None = None

    @property
    def version(self) -> int:
        """The version the game will be at once the batch is committed."""
        return self.expected_version + len(self.payloads)

    def add(self, command: BatchCommand) -> list[Envelope]:
        if not command.events:
            raise ValueError("a command appends at least one event")
        if self._canonical is None:
            self._canonical = self.store.canonical_form(self.game_id, self.expected_version, command.events[0])
        # The envelopes are what a reader of the stream gets (never the engine's dicts), down to the order of every
        # object's keys (JCS sorts them): a record folded here and one folded from the stream write the same bytes.
        payloads, envelopes, self.head = encode(self.game_id, command.events, self.version, self.head,
                                                self._canonical, self.chain_key, command.time or self.time,
                                                command.actor, command.command_id, command.command)
        self.payloads += payloads
        self.envelopes += envelopes
        return envelopes

    def commit(self, writes: list[Write] = ()) -> AppendResult:
        """Write every command added, with `writes` in the same script call (VersionConflict if the game
        moved on: nothing is written)."""
        if not self.payloads:
            raise ValueError("a batch appends at least one command")
        return self.store.write(self.game_id, self.expected_version, self.payloads, self.envelopes, self.head,
                                writes=writes)
