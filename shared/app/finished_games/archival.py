"""Archival and retention: a finished game's history moves from Redis to the archive, verified first.

A finished game is put on the due list when its result is projected (`schedule_archival`, a subscriber
of GAME_FINISHED). Once it has been finished for Config.archive_after_s, `archive_due` (the workers'
`tabletop.archive` task, run by beat) takes it through these steps, each safe to repeat:

  1. read the stream from Redis; a game without its `game_finished` event is live: never archived;
  2. verify its hash chain (with the game's salt) and that its read models are at its last version;
  3. copy it to the archive in one transaction (a crash leaves nothing; a second copy writes nothing);
  4. read the copy back: the same bytes, the same count, the chain verified again;
  5. copy its review, if one was asked for (shared.app.finished_games.analysis_jobs: the job and its result), to the
     archive; a review still queued or running holds the game back until the next run;
  6. evict: one script checks the stream is still what was verified, writes the tombstone and deletes
     the stream, its snapshot, idempotency records and per-game read models, its review's among them
     (shared.store.tombstone).

A step that fails leaves the game on the due list for the next run: PostgreSQL down stops at 3, a
Redis restart between 4 and 6 finds the copy already there and evicts then. Nothing is evicted that
was not verified in the archive, and the archive's primary key means nothing is archived twice.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime

from shared.app.finished_games.analysis_jobs import AnalysisJobs, ReviewUnderway
from shared.app.read_models.projections import Projector
from shared.base import jsonfast
from shared.bus.handlers import GameFinished
from shared.store import tombstone
from shared.store.archive import ArchiveConflict, ArchivedGame, ArchiveUnavailable
from shared.store.archive_schedule import ArchiveSchedule, tombstone_stands
from shared.store.chain import verify_chain
from shared.store.connection import StoreUnavailable
from shared.store.eventstore import EventStore
from shared.store.repository import GAME_FINISHED

log = logging.getLogger(__name__)

BATCH = 200  # games per run of the task (the next run takes the rest)

# What archiving one game came to (the task's counts):
ARCHIVED = "archived"  # copied, verified and evicted now
ALREADY = "already"  # a tombstone was there: done before
LIVE = "live"  # no result yet: never archived
BEHIND = "behind"  # its read models are not at its last version yet: next run
REVIEWING = "reviewing"  # its review is queued or running: next run (the review moves with the game)
REFUSED = "refused"  # a broken chain, or the archive holds it with other contents: left in Redis, logged
MOVED = "moved"  # the stream changed between the verification and the eviction: left in Redis, next run
MISSING = "missing"  # no stream and no tombstone (a deleted test game): dropped from the list
FAILED = "failed"  # an unexpected error (logged): stays due, the others go on


def schedule_archival(finished: GameFinished) -> None:
    """Put a finished game on the due list (NX: the first time it finished counts). Only where there
    is an archive: without one, finished games stay in Redis."""
    if finished.config.archive_url:
        ArchiveSchedule(finished.redis, finished.config.key_prefix).mark_due(finished.game, finished.record.game_id,
                                                                             time.time())


def archive_game(projector: Projector, game_id: str) -> str:
    """Move one game to the archive (the steps in the module's docstring); returns what it came to.
    Raises ArchiveUnavailable when the database does not answer (the game stays due)."""
    store: EventStore = projector.service.store
    redis, stream_keys = store.redis, store.keys(game_id)
    if store.archive is None:
        raise ValueError("this runtime has no archive (ARCHIVE_URL)")
    payloads = store.stream_payloads(game_id)
    if not payloads:
        return ALREADY if tombstone_stands(redis, store.prefix, game_id) else MISSING
    envelopes = [jsonfast.loads(payload) for payload in payloads]
    last = store.upcast(envelopes[-1])
    if last["type"] != GAME_FINISHED:
        return LIVE
    salt = store.secret(game_id).get("salt", "")
    ok, why = verify_chain(envelopes, salt)
    if not ok:
        log.error("game %s not archived: its stream does not verify (%s)", game_id, why)
        return REFUSED
    if projector.checkpoint(game_id) < len(envelopes):
        return BEHIND
    game = ArchivedGame(game_id, envelopes[0]["data"]["game"], len(envelopes), envelopes[-1]["hash"], last["time"])
    try:
        store.archive.put(game, payloads)
    except ArchiveConflict:
        log.error("game %s not evicted: the archive holds it with other contents", game_id)
        return REFUSED
    if not _copy_verified(store, game, payloads, salt):
        log.error("game %s not evicted: its copy in the archive does not read back as written", game_id)
        return REFUSED
    reviews = AnalysisJobs(redis, store.prefix, store=store)
    try:
        reviews.archive(game_id)
    except ReviewUnderway:
        return REVIEWING
    others = [stream_keys.idempotency, stream_keys.snapshot, projector.keys.views(game_id), reviews.key(game_id)]
    outcome = tombstone.evict(redis, stream_keys.events, stream_keys.archived, others, game,
                              datetime.now(UTC).isoformat(timespec="milliseconds"))
    projector.repository.forget(game_id)
    return {"evicted": ARCHIVED, "already": ALREADY}.get(outcome, MOVED)


def _copy_verified(store: EventStore, game: ArchivedGame, payloads: list[bytes], salt: str) -> bool:
    """The archive's copy, read back: the row's count and head, the same bytes, and a chain that verifies."""
    copy = store.archive.read(game.game_id)
    held = store.archive.summary(game.game_id)
    return (held is not None and (held.events, held.head) == (game.events, game.head) and copy == payloads
            and verify_chain([jsonfast.loads(payload) for payload in copy], salt)[0])


def archive_due(projector_of: Callable[[str], Projector | None], redis, prefix: str, older_than_s: float,
                limit: int = BATCH) -> Counter:
    """One run over the due list: each game archived (or not, and why). A game leaves the list once
    archived, already archived, missing or refused; the others stay for the next run (a kind this
    process does not host stays too: another deployment's worker may)."""
    counts: Counter = Counter()
    schedule = ArchiveSchedule(redis, prefix)
    for game, game_id in schedule.due(time.time() - older_than_s, limit):
        projector = projector_of(game)
        if projector is None:
            counts["unknown_kind"] += 1
            continue
        try:
            outcome = archive_game(projector, game_id)
        except (ArchiveUnavailable, *StoreUnavailable):
            raise  # a store is away, not this game: the whole run waits for the next
        except Exception as error:  # noqa: BLE001 - one game's failure must not hold up the others
            # The game id and the kind of failure, never its text (it may quote the game's data).
            log.error("archival of %s game %s failed (%s); it stays due", game, game_id, type(error).__name__)
            counts[FAILED] += 1
            continue
        counts[outcome] += 1
        if outcome in (ARCHIVED, ALREADY, MISSING, REFUSED):
            schedule.no_longer_due(game, game_id)
    return counts
