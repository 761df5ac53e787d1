"""Loading a game's state: a cached snapshot plus the tail of its stream.

The platform folds two kinds of events: its own (PLATFORM_EVENTS: `game_created`,
`game_finished`, and the seat and clock facts of shared.domain.seats) into the GameRecord,
and the game's into the engine state. Engines never see platform events.
"""

from __future__ import annotations

import logging
import threading
import zlib
from collections import OrderedDict
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from shared.base import jsonfast
from shared.domain import seats, undo
from shared.domain.clock import CLOCK_CHARGED, CLOCK_EVENTS
from shared.domain.engine import Engine
from shared.domain.errors import GameNotFound
from shared.domain.rules_versions import engine_of
from shared.store.chain import Envelope
from shared.store.upcasting import GAME_CREATED, GAME_FINISHED, PLATFORM_RENAMED_EVENTS  # noqa: F401 - importers use them here

if TYPE_CHECKING:  # the record and replay stay importable without Redis (the offline verifier uses them)
    from shared.store.eventstore import EventStore

log = logging.getLogger(__name__)

SCORE_COMMAND_ID = "score"  # the command group of the game_finished event
# A seat's Ed25519 public key registered with its token after creation: its commands must be signed from then on.
SEAT_KEY_REGISTERED = "seat_key_registered"
PLATFORM_EVENTS = (GAME_CREATED, GAME_FINISHED, SEAT_KEY_REGISTERED, *CLOCK_EVENTS, undo.TURN_UNDONE)
_PLATFORM_EVENT_TYPES = frozenset(PLATFORM_EVENTS)


def renamed_event_types(engine) -> dict[str, str]:
    """Old event type -> current name, the platform's and the engine's (`renamed_events`)."""
    return {**PLATFORM_RENAMED_EVENTS, **getattr(engine, "renamed_events", {})}
LOCK_STRIPES = 256
# Versions between state snapshots (a cold load folds at most about this many events): the projector
# writes one beside its views, a writer after an append that crosses one more multiple of this.
SNAPSHOT_EVERY = 64


@dataclass
class GameRecord:
    game_id: str
    version: int = 0
    game: str = ""
    players: list[dict[str, Any]] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    seed_commitment: str = ""
    created_at: str = ""
    state: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    revealed_seed: dict[str, Any] | None = None
    tournament: str | None = None
    # Who plays each seat now ({"controller", "policy", "status"}), seats that forfeited, and the
    # clock (shared.domain.clock.new_clock) when the game has a time control: see shared.domain.seats.
    seat_control: list[dict[str, Any]] = field(default_factory=list)
    forfeited: list[int] = field(default_factory=list)
    clock: dict[str, Any] | None = None
    # A tournament game's place: {"round", "table", "entrants": [entrant id or None per seat]}.
    table: dict[str, Any] | None = None
    # The player identity (`<client>:<user>`, shared.app.clients.integrators) of each seat, None for a seat without one
    # (bots, guests); None for a game no client created. The creating client's id.
    identities: list[str | None] | None = None
    client: str | None = None
    # Who may see the game (shared.app.clients.visibility: public, unlisted, private); None: recorded without one (public).
    visibility: str | None = None
    # The hash of the last event folded in: a catch-up checks the stream still holds it (see catch_up).
    head: str = ""
    # What the game is played under, from its created event (upcast): {"version", "result"}
    # (shared.domain.rules_versions); every engine call on this record goes to `rules_engine`.
    rules: dict[str, Any] | None = None
    # The open undo window (shared.domain.undo): the state at its start and the decisions since.
    undo: dict[str, Any] | None = None

    def to_json(self) -> bytes:
        # Shallow on purpose: dataclasses.asdict would deep-copy the whole state first.
        return jsonfast.dumps({f.name: getattr(self, f.name) for f in fields(self)})

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        return cls(**jsonfast.loads(text))


def rules_engine(engine: Engine, record: GameRecord) -> Engine:
    """The engine of the rules version the record's stream names (`engine`, the newest, for new games)."""
    return engine_of(engine, record.game, record.rules)


def apply_envelope(engine: Engine, record: GameRecord, envelope: Envelope, rules: Engine | None = None) -> GameRecord:
    """Fold one upcast envelope (shared.store.upcasting) into the record; `engine` is the game's newest,
    the record's own rules version folds its events (`rules`: that engine, when the caller resolved it)."""
    kind = envelope["type"]
    data = envelope["data"]
    if kind not in _PLATFORM_EVENT_TYPES:  # the game's own events: nearly every one
        if rules is None:
            rules = rules_engine(engine, record)
        tracked = undo.before_event(rules, record, envelope)
        record.state = rules.evolve(record.state, {"type": kind, "v": envelope["v"], "data": data})
        if tracked is not None:
            undo.after_event(rules, record, envelope, tracked)
    elif kind == GAME_CREATED:
        record.game = data["game"]
        record.players = data["players"]
        record.options = data["options"]
        record.seed_commitment = data["seed_commitment"]
        record.created_at = envelope["time"]
        record.tournament = data.get("tournament")
        record.table = data.get("table")
        record.rules = data.get("rules")
        record.identities = data.get("identities")
        record.client = data.get("client")
        record.visibility = data.get("visibility")
        record.state = rules_engine(engine, record).initial_state()
        seats.on_created(record, data)
    elif kind == GAME_FINISHED:
        record.result = data["result"]
        record.revealed_seed = data["seed"]
        undo.close(record, envelope["version"], "the game has ended")
    elif kind in CLOCK_EVENTS:
        seats.apply_event(record, kind, data)
        if kind != CLOCK_CHARGED:  # who plays a seat changed: no undo crosses that
            undo.close(record, envelope["version"], f"{kind} at version {envelope['version']}")
    elif kind == SEAT_KEY_REGISTERED:
        record.players[data["seat"]] = {**record.players[data["seat"]], "public_key": data["public_key"]}
    else:  # undo.TURN_UNDONE
        undo.apply_undo(rules_engine(engine, record), record, data)
    record.version = envelope["version"]
    record.head = envelope.get("hash", "")
    return record


def apply_envelopes(engine: Engine, record: GameRecord, envelopes: list[Envelope]) -> GameRecord:
    """Apply whole appends (a read never sees half of one). With a time control, the clocks
    start and stop at the end of each append: an engine's state halfway through the events of
    one command is never asked who is pending, and no time passes inside an append."""
    last = len(envelopes) - 1
    rules = None  # the record's rules engine, resolved once (again after a created event names the rules)
    for index, envelope in enumerate(envelopes):
        if envelope["type"] == GAME_CREATED:
            rules = None
        elif rules is None and envelope["type"] not in _PLATFORM_EVENT_TYPES:  # resolved when a game event needs it
            rules = rules_engine(engine, record)
        apply_envelope(engine, record, envelope, rules)
        if record.clock is not None and (index == last or envelopes[index + 1]["command_id"] != envelope["command_id"]):
            seats.tick(rules if rules is not None else rules_engine(engine, record), record, envelope["time"])
    return record


def replay(engine: Engine, game_id: str, envelopes: list[Envelope]) -> GameRecord:
    return apply_envelopes(engine, GameRecord(game_id), envelopes)


class GameRepository:
    """Game records by id, kept warm in an LRU cache and caught up from the stream on each load.

    Records in the cache are mutated in place by `catch_up`; hold `lock(game_id)`
    while loading and using one.
    """

    def __init__(self, engine: Engine, store: EventStore, cache_size: int = 512):
        self.engine = engine
        self.store = store
        self.cache_size = cache_size
        self._cache: OrderedDict[str, GameRecord] = OrderedDict()
        # Striped: a bounded set of locks however many games a long-lived process sees.
        self._locks = [threading.RLock() for _ in range(LOCK_STRIPES)]

    def lock(self, game_id: str) -> threading.RLock:
        return self._locks[zlib.crc32(game_id.encode()) % LOCK_STRIPES]

    def snapshot_key(self, game_id: str) -> str:
        return self.store.keys(game_id).snapshot

    def load(self, game_id: str, fresh: bool = True, newest: int | None = None) -> GameRecord:
        """The game's record. fresh=False trusts a cached record without reading the stream's tail:
        for writers, whose conditional append detects a stale record anyway. newest: the version the
        stream is known to have reached (a projection's dirty mark); a cached record SNAPSHOT_EVERY or
        more behind it starts from the stored snapshot instead when that is newer (the writer of those
        events saved it: shared.app.games.game_app.dispatch), rather than reading and folding them all again."""
        record = self._cache.get(game_id)
        if record is not None and (not fresh or record.result is not None):
            return record  # nothing is ever appended after the result: a scored record is final
        if record is None:
            record = self._load_snapshot(game_id) or GameRecord(game_id)
        elif newest is not None and newest - record.version >= SNAPSHOT_EVERY:
            snapshot = self._load_snapshot(game_id)
            if snapshot is not None and snapshot.version > record.version:
                record = snapshot  # checked against the stream's head by catch_up, as any snapshot
        record = self.catch_up(record)
        if record.version == 0:
            raise GameNotFound(f"no game {game_id!r}", details={"field": "game_id"})
        self._remember(record)
        return record

    def catch_up(self, record: GameRecord) -> GameRecord:
        """The record brought up to the stream. Read from the record's own last event, to check the stream
        still holds it: after a failover an append this process had already read (acknowledged by the old
        primary, never replicated, answered 503 outcome_unknown) is gone, and a retry may have put other
        events at the same versions. A record that no longer matches is folded again from the stream."""
        if record.version == 0 or not record.head:
            return apply_envelopes(self.engine, record, self.store.read(record.game_id, record.version + 1))
        envelopes = self.store.read(record.game_id, record.version)
        if envelopes and envelopes[0].get("hash") == record.head:
            return apply_envelopes(self.engine, record, envelopes[1:])
        log.warning("game %s: the stream no longer holds version %s as this process folded it (events lost in "
                    "a failover): folding it again", record.game_id, record.version)
        self.store.forget_head(record.game_id)
        return replay(self.engine, record.game_id, self.store.read(record.game_id))

    def apply(self, record: GameRecord, envelopes: list[Envelope]) -> None:
        """Apply events this process just appended (they follow the record's version; consecutive versions, so
        those already folded, if any, lead)."""
        if envelopes and envelopes[0]["version"] <= record.version:
            envelopes = [e for e in envelopes if e["version"] > record.version]
        apply_envelopes(self.engine, record, envelopes)

    def forget(self, game_id: str) -> None:
        self._cache.pop(game_id, None)

    def remember(self, record: GameRecord) -> None:
        """Keep a record this process folded and appended (a new game's, too) for the next load."""
        self._remember(record)

    def _load_snapshot(self, game_id: str) -> GameRecord | None:
        raw = self.store.redis.get(self.snapshot_key(game_id))
        if not raw:
            return None
        record = GameRecord.from_json(raw)
        if record.rules is None and record.version > 0:
            # A snapshot written before records named their rules: the created event says them.
            record.rules = self.store.read(game_id, 1, 1)[0]["data"]["rules"]
        return record

    def _remember(self, record: GameRecord) -> None:
        self._cache[record.game_id] = record
        self._cache.move_to_end(record.game_id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)
