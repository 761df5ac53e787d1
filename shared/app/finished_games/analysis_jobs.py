"""The game review's jobs: one per finished game, its progress and its result, kept in the read model.

`POST /v1/games/{id}/analysis` asks for one (`request`): the first request creates the job and queues the
`tabletop.analyse_game` task on the analysis queue (shared.bus.queues: its own worker, so a review never
delays a move, a projection or a webhook); every later request returns the same job. The worker's task
(shared.workers.analysis_tasks, its body shared.audit.game_review) runs shared.audit.analysis over the game's
stored envelopes and records its progress and result here. A job that failed (over its CPU budget, say) is queued again by the next
request.

Stored in one hash under the game's hash tag (shared.store.game_reviews): `job` (the job's JSON) and
`result` (the result document's JSON, once done). Like every read model it can be recomputed: from the
export and the same release, `tabletop analyse` gives the same document.

When the game moves to the archive (shared.app.finished_games.archival), its finished or failed review moves with it
(`Archive.put_analysis`) and the hash goes with the game's other Redis keys; an archived game's review is then
read from the archive. A review asked for after archival runs as any other, and its record moves to the archive
as soon as it is done (`finish`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from shared.base import jsonfast
from shared.base.wall_clock import now_ms
from shared.bus import queues
from shared.domain import clock
from shared.store.game_reviews import GameReviews

QUEUED, RUNNING, DONE, FAILED = "queued", "running", "done", "failed"
# The progress channel of the live stream (GET /v1/games/{id}/analysis/stream) polls the job this often.
PROGRESS_EVERY_S = 0.5


def job_id(game_id: str, settings: dict[str, Any], analysis_version: int) -> str:
    """The same id for the same game, settings and analysis version: what makes a request idempotent."""
    basis = jsonfast.dumps({"game_id": game_id, "settings": settings, "analysis": analysis_version})
    return "an_" + hashlib.sha256(basis).hexdigest()[:24]


def _bytes(value: bytes | str) -> bytes:
    return value if isinstance(value, bytes) else value.encode()


def analysis_version_of(job: dict[str, Any], computable: Iterable[int]) -> int | None:
    """The analysis version a job was asked for: recorded in it, or for a job queued before it was, the one of
    `computable` its id was hashed with (a worker of a newer release runs an older job as it was asked);
    None when this release computes none of them."""
    if "analysis_version" in job:
        return job["analysis_version"] if job["analysis_version"] in computable else None
    return next((v for v in sorted(computable, reverse=True)
                 if job_id(job["game_id"], job["settings"], v) == job["id"]), None)


class ReviewUnderway(Exception):
    """The game's review is queued or running: the game is not archived before it ends."""


@dataclass(frozen=True)
class Requested:
    job: dict[str, Any]
    created: bool  # False: the game's job existed (the same one is returned)


class AnalysisJobs:
    def __init__(self, redis, prefix: str, sender=None, store=None):
        self.reviews = GameReviews(redis, prefix)
        self.sender = sender
        # The game's EventStore: where an archived game's review is found (None: Redis only).
        self.store = store

    def key(self, game_id: str) -> str:
        return self.reviews.key(game_id)

    def request(self, game: str, game_id: str, client_id: str | None, settings: dict[str, Any],
                analysis_version: int) -> Requested:
        """The game's job: created and queued on the first request, the same on every later one (a failed
        job is queued again)."""
        job = {"id": job_id(game_id, settings, analysis_version), "game": game, "game_id": game_id,
               "analysis_version": analysis_version, "status": QUEUED, "requested_by": client_id, "requested_at": clock.to_iso(now_ms()),
               "settings": settings, "progress": {"done": 0, "total": None}, "error": None}
        if not self.reviews.has_job(game_id):
            archived = self.archived(game_id)
            if archived is not None and archived[0]["status"] != FAILED:
                return Requested(archived[0], False)
        created = self.reviews.create_job(game_id, jsonfast.dumps(job))
        if not created:
            current = self.job(game_id)
            if current is None or current["status"] != FAILED:
                return Requested(current or job, False)
            job = {**current, "status": QUEUED, "error": None, "progress": {"done": 0, "total": None}}
            self._save(game_id, job)
        if self.sender is not None:
            self.sender.send(queues.ANALYSE_GAME, (game, game_id))
        return Requested(job, True)

    def job(self, game_id: str) -> dict[str, Any] | None:
        raw = self.reviews.job(game_id)
        if raw:
            return jsonfast.loads(raw)
        archived = self.archived(game_id)
        return archived[0] if archived is not None else None

    def result(self, game_id: str) -> dict[str, Any] | None:
        return self.record(game_id)[1]

    def record(self, game_id: str) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
        """The job and its result (None: not done), from Redis or, for an archived game, from the archive."""
        job, result = self.reviews.job_and_result(game_id)
        if job:
            return jsonfast.loads(job), jsonfast.loads(result) if result else None
        return self.archived(game_id) or (None, None)

    def archived(self, game_id: str) -> tuple[dict[str, Any], dict[str, Any] | None] | None:
        """The review an archived game took to the archive (its job, its result or None); None for a game still
        in Redis, or one archived without a review."""
        if self.store is None or self.store.archive is None or self.store.archived(game_id) is None:
            return None
        held = self.store.archive.analysis(game_id)
        if held is None:
            return None
        return jsonfast.loads(held[0]), jsonfast.loads(held[1]) if held[1] is not None else None

    def archive(self, game_id: str) -> bool:
        """Copy the game's review, finished or failed, to the archive (archival calls it before the game's
        Redis keys go, this hash among them); False when there is nothing to copy. A queued or running review
        raises ReviewUnderway: the game waits for it (its result would land in Redis after the eviction)."""
        job, result = self.reviews.job_and_result(game_id)
        if not job:
            return False
        status = jsonfast.loads(job)["status"]
        if status not in (DONE, FAILED):
            raise ReviewUnderway(f"the review of {game_id} is {status}")
        self.store.archive.put_analysis(game_id, _bytes(job), _bytes(result) if result is not None else None)
        return True

    def progress(self, game_id: str, done: int, total: int) -> None:
        job = self.job(game_id)
        if job is not None:
            self._save(game_id, {**job, "status": RUNNING, "progress": {"done": done, "total": total}})

    def finish(self, game_id: str, result: dict[str, Any]) -> dict[str, Any]:
        job = self.job(game_id) or {}
        total = len(result["decisions"])
        job = {**job, "status": DONE, "progress": {"done": total, "total": total}, "error": None,
               "finished_at": clock.to_iso(now_ms())}
        self.reviews.save_done(game_id, jsonfast.dumps(job), jsonfast.dumps(result))
        if self.store is not None and self.store.archive is not None and self.store.archived(game_id) is not None:
            self.archive(game_id)  # the game left Redis before its review was asked for: the review follows it
            self.reviews.remove(game_id)
        return job

    def fail(self, game_id: str, code: str, message: str) -> dict[str, Any]:
        job = {**(self.job(game_id) or {}), "status": FAILED, "error": {"code": code, "message": message}}
        self._save(game_id, job)
        return job

    def _save(self, game_id: str, job: dict[str, Any]) -> None:
        self.reviews.save_job(game_id, jsonfast.dumps(job))
