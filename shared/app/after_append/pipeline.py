"""One pipeline after the append (issue 32): what a game's writer hands on, to whom, and when.

Every writer of a game (a seat's command, the bots' batch, the clocks' and seats' facts, an undo, the
result, the creation) folds its new events into the game's record *before* it writes them, then hands
what it holds (the record as it was, the record folded, the new envelopes) to the subscribers below. This
table is the one place they are declared, in the order they run:

    subscriber  lifecycle   what it does
    views       inline      each seat's and the spectator's game document, and every SNAPSHOT_EVERY
                            versions (and at the end) the record's snapshot
    listing     inline      the lobby summary and its indexes (a follow-up on Redis Cluster, whose lobby
                            keys live in another slot than the game's)
    webhooks    follow-up   the happenings integrators hear of, derived by the writer from its fold;
                            one delivery per matching endpoint (shared.app.webhooks.outbox)
    log         follow-up   transparency-log heads: a checkpoint every Config.log_checkpoint_every
                            versions, the final head when the game ends (shared.app.after_append.log_feed)
    finished    follow-up   the bus's GAME_FINISHED: ratings, archival, every plugin's (tournaments)
    bots        after       the bots' next run: a task when an automated seat is pending

- inline: its writes travel in the append's own script call, atomic with the events (shared.store.
  append_script: a seat reads its own move as soon as the 201 is sent);
- follow-up: the writer puts what it needs into the append's follow-up entry, XADDed in the same script
  call to its partition's stream (never when the entry would be empty; on Redis Cluster, whose partition
  streams live in other slots, just before the append, naming the head the append leaves: see `landed`); the follow-up consumers inside
  the workers (shared.workers.followups) read those streams in a consumer group with blocking reads, run
  these subscribers at least once (every effect is idempotent) and acknowledge. Under inline dispatch
  (tests, DISPATCH=inline) they run in the writer's thread right after the append instead;
- after: runs in the writer once the append returned (a bots' run is a task; its flag coalesces them).

No subscriber reads or folds the stream again: the streams are read for recovery and rebuilds only
(`Projector.project` replays one game through the same derivations).
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from shared.app.after_append import scheduling
from shared.app.after_append.follow_up_entry import FollowUp
from shared.app.clients.visibility import listing_facts
from shared.app.games.queries import game_views, status_of
from shared.app.read_models import listings
from shared.app.webhooks import outbox as webhook_outbox
from shared.app.webhooks.subscriptions import ACTIVE, WebhookRegistry
from shared.base import jsonfast
from shared.base.config import Config
from shared.bus.handlers import GAME_FINISHED, LATER, NOW, WORKER, Bus, GameFinished
from shared.domain import seats
from shared.store import after_append
from shared.store.after_append import AfterAppend
from shared.store.append_script import Write
from shared.store.chain import Envelope
from shared.store.follow_up_streams import FollowUpStreams, entry_write
from shared.store.repository import GAME_FINISHED as GAME_FINISHED_EVENT
from shared.store.repository import SNAPSHOT_EVERY, GameRecord
from shared.store.transparency_log import leaf
from shared.store.write_if_newer import listing_call

log = logging.getLogger(__name__)

INLINE, FOLLOW_UP, AFTER = "inline", "follow-up", "after"
# (name, lifecycle): the table above, checked by tests/platform/test_pipeline.py.
SUBSCRIBERS: tuple[tuple[str, str], ...] = (
    ("views", INLINE), ("listing", INLINE), ("webhooks", FOLLOW_UP), ("log", FOLLOW_UP),
    ("finished", FOLLOW_UP), ("bots", AFTER),
)
GAME_STATUSES = ("active", "finished")


@dataclass(frozen=True)
class Before:
    """What the subscribers need of the record as it was before the fold."""

    version: int
    status: str | None  # the listing's status (None: the append creates the game)
    running: frozenset[int]  # human seats owing a decision (turn_started is news only for the others)
    listening: bool = True  # whether any webhook endpoint may hear of the append (always, but inline)


class GamePipeline:
    """One game kind's pipeline: the inline writes of an append, its follow-up entry, the follow-ups run.

    service: the game's GameService (views, rules engines, the repository); projection_keys: where the
    read models live (shared.app.read_models.projections.ProjectionKeys); bus: the GAME_FINISHED subscribers;
    log_feed: the transparency log's feed; follow_up: NOW (run follow-ups in the writer's thread), WORKER
    (XADD the entry for the consumers) or LATER (a rebuild: queue nothing); sender: where a finished game's
    handlers queue their tasks."""

    def __init__(self, service, projection_keys, config: Config, bus: Bus, log_feed, follow_up: str,
                 sender=None):
        self.service = service
        self.engine = service.engine
        self.keys = projection_keys
        self.config = config
        self.bus = bus
        self.log_feed = log_feed
        self.follow_up = follow_up
        self.sender = sender
        self.cluster = config.redis_cluster
        self.redis = service.store.redis
        self.webhooks = WebhookRegistry(self.redis, config)
        self.storage = AfterAppend(self.redis)
        self._snapshotted: dict[str, int] = {}
        self._local = threading.local()  # per writer thread: follow-ups held for run_follow_ups

    # -- in the writer -----------------------------------------------------------------------------

    def before(self, record: GameRecord) -> Before:
        # Inline (NOW) the follow-ups run at once in this thread: with no endpoint listening, nobody could hear
        # of this append, so its happenings are not derived (the consumers, later, cannot know that now).
        listening = self.follow_up != NOW or bool(self.active_endpoints())
        if record.version == 0:
            return Before(0, None, frozenset(), listening)
        engine = self.service.rules_engine(record)
        running = seats.running_seats(engine, record) if listening and record.result is None else set()
        return Before(record.version, status_of(engine, record), frozenset(running), listening)

    def writes(self, before: Before, record: GameRecord, envelopes: list[Envelope]) -> tuple[list[Write], FollowUp | None]:
        """The inline subscribers' writes for an append folded into `record`, the follow-up entry's XADD
        among them (WORKER), and the follow-up itself (None: nothing follows)."""
        readers = view_readers(record)
        views = game_views(self.service, record, readers)
        summary = self.summary(record, views[0])
        writes = self._views(record, summary, readers, views)
        # The listing's own hash and indexes change with the status only (created, finished): between
        # those, a listing reads each game's live summary from its views (Projector._page).
        listing = None
        if before.status != summary["status"]:
            listing = self._listing_call(summary)
            if not self.cluster:
                writes += after_append.listing_writes(*listing, before.status)
        # The bots subscriber: the one place that decides whether another bots' run follows this append (an
        # automated seat owes a decision, or the result is to be appended); `take_advance` hands it to dispatch.
        advance = self.service.needs_advance(record)
        self._local.advance = (record.game_id, advance)
        follow_up = self._follow_up(before, record, envelopes, advance,
                                    _portable(listing) if listing and self.cluster else None)
        if follow_up is not None and self.follow_up not in (NOW, LATER):
            if self.cluster:
                # Written ahead of the append: a writer dying between the two loses nothing (the entry names the
                # head its append must leave, so the consumers drop it if another append took that version).
                follow_up = replace(follow_up, head=record.head)
                self.storage.write_alone(self.follow_up_write(follow_up))
            else:
                writes.append(self.follow_up_write(follow_up))
        return writes, follow_up

    def follow_up_write(self, follow_up: FollowUp) -> Write:
        return entry_write(self.config.key_prefix, follow_up.game_id, follow_up.encoded())

    def committed(self, follow_up: FollowUp | None) -> None:
        """The append landed (lock held): its follow-up waits for `run_follow_ups`, unless it is already on its
        stream (WORKER: in the append's script call, or ahead of it on Redis Cluster)."""
        if follow_up is None or self.follow_up != NOW:
            return
        pending = getattr(self._local, "pending", None)
        if pending is None:
            pending = self._local.pending = []
        pending.append(follow_up)

    def run_follow_ups(self) -> None:
        """This thread's follow-ups held since the last call under inline dispatch (NOW), run now (the writer
        calls it outside the game's lock)."""
        pending = getattr(self._local, "pending", None)
        if not pending:
            return
        self._local.pending = []
        self.follow(pending)

    def landed(self, entry: FollowUp) -> bool | None:
        """Whether the append an entry written ahead of it (Redis Cluster) follows is stored: True (follow it),
        False (another append took its version: drop it), None (not yet, or the writer died before it)."""
        if entry.head is None:
            return True
        stored = self.service.store.read_raw(entry.game_id, entry.version, entry.version)
        if not stored:
            return None
        return stored[0].get("hash") == entry.head

    def _views(self, record: GameRecord, summary: dict[str, Any], readers: list[int | None],
               views: list[dict[str, Any]]) -> list[Write]:
        """views: each reader's game document (view_readers, queries.game_views)."""
        documents = [("spectator" if seat is None else str(seat), jsonfast.dumps(view))
                     for seat, view in zip(readers, views, strict=True)]
        writes = [after_append.views_write(self.keys.views(record.game_id), record.version, jsonfast.dumps(summary),
                                           documents)]
        done = self._snapshotted.get(record.game_id, 0)
        if record.result is not None or record.version - done >= SNAPSHOT_EVERY:
            writes.append(after_append.snapshot_write(self.service.repository.snapshot_key(record.game_id),
                                                      record.to_json()))
            _remember(self._snapshotted, record.game_id, record.version)
        return writes

    def summary(self, record: GameRecord, spectated: dict[str, Any] | None = None) -> dict[str, Any]:
        """The game's lobby summary; spectated: its spectator document at hand (status and pending from it)."""
        if spectated is None:
            spectated = game_views(self.service, record, [None])[0]
        return {
            "game_id": record.game_id,
            "game": record.game,
            "version": record.version,
            "status": spectated["status"],
            "players": [{"seat": i, "name": p["name"], "kind": p["kind"],
                         **({"identity": record.identities[i]} if record.identities and record.identities[i] else {})}
                        for i, p in enumerate(record.players)],
            "pending": spectated["pending"],
            "created_at": record.created_at,
            "winners": (record.result or {}).get("winners"),
            "tournament": record.tournament,
            "table": record.table,
            **listing_facts(record.visibility, record.client, record.identities),
        }

    def _listing_call(self, summary: dict[str, Any]) -> tuple[list[str], list[Any]]:
        joined = list(dict.fromkeys(self.keys.player_games(p["name"]) for p in summary["players"]))
        joined += [self.keys.identity_games(p["identity"]) for p in summary["players"] if p.get("identity")]
        joined += listings.scope_keys(self.keys.lobby_base(), summary)  # who may list it (shared.app.clients.visibility)
        if summary["tournament"]:
            joined.append(self.keys.tournament_games(summary["tournament"]))
        by_status = [*((status, self.keys.lobby(status)) for status in GAME_STATUSES),
                     *listings.scope_status_keys(self.keys.lobby_base(), summary, GAME_STATUSES)]
        return listing_call(self.keys.summaries(), self.keys.all_games(), by_status, joined,
                            summary["game_id"], summary["version"], jsonfast.dumps(summary), summary["status"],
                            created_score(summary["created_at"]))

    def write_listing(self, listing_keys: list[str], listing_args: list[Any]) -> None:
        """The listing's script on its own (a follow-up on Redis Cluster, a rebuild): never goes backwards."""
        self.storage.write_listing_if_newer(listing_keys, listing_args)

    def take_advance(self, game_id: str) -> bool:
        """Whether this thread's last append to `game_id` asked for the bots' next run (once: it is taken)."""
        decided = getattr(self._local, "advance", None)
        self._local.advance = None
        return decided is not None and decided[0] == game_id and decided[1]

    def _follow_up(self, before: Before, record: GameRecord, envelopes: list[Envelope], advance: bool,
                   listing: list[Any] | None) -> FollowUp | None:
        happenings = self._happenings(before, record, envelopes) if before.listening else []
        finished = any(e["type"] == GAME_FINISHED_EVENT for e in envelopes)
        leaves = []
        if finished:
            leaves.append(leaf("game_finished", record.game_id, record.version, record.head))
        elif self.log_feed.crosses(before.version, record.version):
            leaves.append(leaf("game_checkpoint", record.game_id, record.version, record.head))
        advance = self.follow_up == WORKER and advance
        if not (happenings or leaves or finished or advance or listing):
            return None
        return FollowUp(record.game, record.game_id, record.version, happenings, leaves, finished, advance, listing)

    def _happenings(self, before: Before, record: GameRecord, envelopes: list[Envelope]) -> list[dict[str, Any]]:
        engine = self.service.rules_engine(record)
        groups = webhook_outbox.appends(envelopes)
        # A batch of several decisions goes on only while no human owes one (shared.app.games.automation), so the
        # human seats running before its last group are none, and only the last group starts a turn.
        running = set(before.running) if len(groups) == 1 else set()
        happenings = []
        for index, group in enumerate(groups):
            happenings += webhook_outbox.happenings_of(engine, record, group, running, turns=index == len(groups) - 1)
        return happenings

    def active_endpoints(self) -> list[dict[str, Any]]:
        """The registry's active endpoints, as of now (one read, on the held connections)."""
        return [e for e in map(jsonfast.loads, self.storage.endpoint_documents(self.webhooks.key))
                if e["status"] == ACTIVE]

    # -- the follow-ups (the consumers, or the writer under inline dispatch) ------------------------

    def follow(self, entries: list[FollowUp]) -> None:
        """Run the follow-up subscribers for these entries, in order (at least once: every effect is
        idempotent). Raises if one fails: the consumer leaves the entries unacknowledged for a retry."""
        endpoints = None
        leaves: list[dict[str, Any]] = []
        for entry in entries:
            if entry.listing is not None:
                self.write_listing(*entry.listing)
            if entry.happenings:
                if endpoints is None:  # once per batch: the registry as of now
                    endpoints = self.active_endpoints()
                for happening in entry.happenings:
                    webhook_outbox.enqueue_happening(self.redis, self.config, self.sender, endpoints, happening)
            leaves += entry.leaves
            if entry.finished:
                self.finished(entry.game_id)
            if entry.advance and self.sender is not None:  # flagged: the writer's own request makes it one run
                scheduling.schedule_advance(self.redis, self.sender, self.config, entry.game, entry.game_id)
        if leaves:
            self.log_feed.submit(leaves)

    def finished(self, game_id: str) -> None:
        """The bus's GAME_FINISHED for a finished game (the writer saved its final snapshot with the append)."""
        record = self.service.load(game_id)
        if record.result is None:
            return
        self.bus.publish(GAME_FINISHED, GameFinished(record, self.engine.name, self.redis, self.config,
                                                     self.service.store, self.follow_up, self.sender))

    # -- recovery and rebuilds: one game replayed through the same derivations ---------------------

    def replay(self, record: GameRecord, views: bool = True) -> None:
        """Write the read models of `record` (folded from its stream) as an append would have, and run
        the follow-ups of a finished game (idempotent). views=False: the listing only (archived games)."""
        readers = view_readers(record)
        documents = game_views(self.service, record, readers)
        summary = self.summary(record, documents[0])
        for write in self._views(record, summary, readers, documents) if views else []:
            self.storage.write_again(write)  # the views never over newer ones an append wrote meanwhile
        self.write_listing(*self._listing_call(summary))
        if record.result is not None:
            self.finished(record.game_id)


def view_readers(record: GameRecord) -> list[int | None]:
    """Whose views an append writes: the spectator's, then each seat's a token is issued for (a human's). An
    automated seat's view would be computed and stored with every append for no reader; should one come (a
    token held for it), Projector.read_view serves no document older than the views, and the stream answers."""
    return [None, *(seat for seat, player in enumerate(record.players) if player["kind"] == "human")]


def follow_up_backlog(redis, config) -> tuple[int, int]:
    """(entries no consumer has read, entries read and not acknowledged), over every partition's stream."""
    return FollowUpStreams(redis, config.key_prefix).backlog()


def _portable(listing: tuple[list[str], list[Any]]) -> list[Any]:
    """The listing's script call as JSON can carry it (its summary is bytes) in a follow-up entry."""
    listing_keys, listing_args = listing
    return [listing_keys, [a.decode() if isinstance(a, bytes) else a for a in listing_args]]


def created_score(created_at: str) -> float:
    return datetime.fromisoformat(created_at).timestamp()


def _remember(cache: dict, key: str, value: Any, limit: int = 100_000) -> None:
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value
