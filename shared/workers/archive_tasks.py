"""The archive's Celery tasks: move finished games out of Redis, and write last month's public dump.

    tabletop.archive       every Config.archive_every_s (beat): shared.app.finished_games.archival.archive_due over
                           every game kind, for games finished Config.archive_after_s ago or more;
                           PostgreSQL away, again every RETRY_S until it answers; and at once in a
                           recovery sweep (shared.workers.recovery)
    tabletop.archive_dump  daily (beat): last month's dump (shared.audit.dumps) into Config.dump_dir,
                           once the month has been over for a day (its last games archived), once per
                           month (the manifests written are kept in Redis: shared.store.archive_schedule)

Both are idempotent: archival is (shared.app.finished_games.archival), and a dump already written is not written again.
Without an archive (ARCHIVE_URL=off) both do nothing.
"""

from __future__ import annotations

import hashlib
import json
import logging
from datetime import UTC, datetime, timedelta

from shared.app.finished_games.archival import archive_due
from shared.audit.dumps import previous_month, write_dump
from shared.base.progress import Watch, unwatched
from shared.bus import queues
from shared.bus.queues import FLAG_TTL_S
from shared.bus.sender import send_once
from shared.store import archive_schedule
from shared.store.archive import ArchiveUnavailable
from shared.store.archive_backends import shared_archive
from shared.store.archive_schedule import ArchiveSchedule
from shared.store.signing import KeyRing, private_key_from_config
from shared.workers.worker import Worker

log = logging.getLogger(__name__)

DUMP_AFTER = timedelta(days=1)  # a month is dumped once it has been over this long
DAY_S = 86_400.0


# A run postponed because PostgreSQL does not answer tries again this soon, until it answers: its return is
# noticed within this, not at beat's next run (archive_every_s). One retry is queued at a time (its flag).
RETRY_S = 1.0


def register(app, worker: Worker) -> None:
    # retry: queued by a postponed run (beat's runs leave a queued retry's flag alone: one chain of retries).
    @app.task(shared=False, name=queues.ARCHIVE)
    def archive_task(retry: bool = False) -> dict[str, int]:
        if retry:
            ArchiveSchedule(worker.redis(), worker.config.key_prefix).allow_another_retry()
        counts = archive(worker)
        if counts.get("unavailable"):
            send_once(worker.redis(), worker.sender, retry_flag(worker.config), queues.ARCHIVE, (True,),
                      countdown=RETRY_S, ttl_s=int(RETRY_S) + FLAG_TTL_S)
        return counts

    @app.task(shared=False, name=queues.ARCHIVE_DUMP)
    def archive_dump_task(period: str | None = None) -> str | None:
        return dump(worker, period)


def retry_flag(config) -> str:
    return archive_schedule.retry_flag(config.key_prefix)


def beat_schedule(config) -> dict[str, dict]:
    if not config.archive_url:
        return {}
    return {"archive": {"task": queues.ARCHIVE, "schedule": config.archive_every_s},
            "archive-dump": {"task": queues.ARCHIVE_DUMP, "schedule": DAY_S}}


def archive(worker: Worker, older_than_s: float | None = None) -> dict[str, int]:
    """One archival run over every game kind; PostgreSQL away: nothing happens, the next run retries."""
    config = worker.config
    if not config.archive_url:
        return {}
    delay = config.archive_after_s if older_than_s is None else older_than_s

    def projector_of(game: str):
        return worker.runtime(game).projector if worker.known_game(game) else None

    try:
        counts = archive_due(projector_of, worker.redis(), config.key_prefix, delay)
    except ArchiveUnavailable as error:
        log.warning("archival postponed: %s", error)
        return {"unavailable": 1}
    if counts:
        log.info("archival: %s", dict(counts))
    return dict(counts)


def dump(worker: Worker, period: str | None = None, now: datetime | None = None,
         watch: Watch = unwatched) -> str | None:
    """Write the period's dump (default: last month, once it has been over DUMP_AFTER); its manifest's
    sha256, or None when there was nothing to do. watch: the command line's progress."""
    config = worker.config
    if not config.archive_url:
        return None
    now = now or datetime.now(UTC)
    if period is None:
        if now - now.replace(day=1, hour=0, minute=0, second=0, microsecond=0) < DUMP_AFTER:
            return None
        period = previous_month(now)
    redis = worker.redis()
    schedule = ArchiveSchedule(redis, config.key_prefix)
    if schedule.dump_written(period):
        return None
    keyring = KeyRing(redis, config.key_prefix, private_key_from_config(config.signing_key, config.signing_key_file))
    manifest = write_dump(shared_archive(config.archive_url), period, config.dump_dir, keyring.active(), watch)
    digest = hashlib.sha256(json.dumps(manifest, sort_keys=True).encode()).hexdigest()
    schedule.record_dump(period, digest)
    log.info("dump %s written: %s files", period, len(manifest["files"]))
    return digest
