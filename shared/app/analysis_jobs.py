"""The game review's jobs: one per finished game, its progress and its result, kept in the read model.

`POST /v1/games/{id}/analysis` asks for one (`request`): the first request creates the job and queues the
`tabletop.analyse_game` task on the analysis queue (shared.bus.queues: its own worker, so a review never
delays a move, a projection or a webhook); every later request returns the same job. The worker's task
(shared.workers.analysis_tasks, its body shared.audit.game_review) runs shared.audit.analysis over the game's
stored envelopes and records its progress and result here. A job that failed (over its CPU budget, say) is queued again by the next
request.

Stored in one hash under the game's hash tag (shared.store.keys.analysis_key): `job` (the job's JSON) and
`result` (the result document's JSON, once done). Like every read model it can be recomputed: from the
export and the same release, `tabletop analyse` gives the same document.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from shared.app.webhooks import now_ms
from shared.base import jsonfast
from shared.bus import queues
from shared.domain import clock
from shared.store.keys import analysis_key

QUEUED, RUNNING, DONE, FAILED = "queued", "running", "done", "failed"
# The progress channel of the live stream (GET /v1/games/{id}/analysis/stream) polls the job this often.
PROGRESS_EVERY_S = 0.5


def job_id(game_id: str, settings: dict[str, Any], analysis_version: int) -> str:
    """The same id for the same game, settings and analysis version: what makes a request idempotent."""
    basis = jsonfast.dumps({"game_id": game_id, "settings": settings, "analysis": analysis_version})
    return "an_" + hashlib.sha256(basis).hexdigest()[:24]


@dataclass(frozen=True)
class Requested:
    job: dict[str, Any]
    created: bool  # False: the game's job existed (the same one is returned)


class AnalysisJobs:
    def __init__(self, redis, prefix: str, sender=None):
        self.redis = redis
        self.prefix = prefix
        self.sender = sender

    def key(self, game_id: str) -> str:
        return analysis_key(self.prefix, game_id)

    def request(self, game: str, game_id: str, client_id: str | None, settings: dict[str, Any],
                analysis_version: int) -> Requested:
        """The game's job: created and queued on the first request, the same on every later one (a failed
        job is queued again)."""
        job = {"id": job_id(game_id, settings, analysis_version), "game": game, "game_id": game_id,
               "status": QUEUED, "requested_by": client_id, "requested_at": clock.to_iso(now_ms()),
               "settings": settings, "progress": {"done": 0, "total": None}, "error": None}
        created = bool(self.redis.hsetnx(self.key(game_id), "job", jsonfast.dumps(job)))
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
        raw = self.redis.hget(self.key(game_id), "job")
        return jsonfast.loads(raw) if raw else None

    def result(self, game_id: str) -> dict[str, Any] | None:
        raw = self.redis.hget(self.key(game_id), "result")
        return jsonfast.loads(raw) if raw else None

    def progress(self, game_id: str, done: int, total: int) -> None:
        job = self.job(game_id)
        if job is not None:
            self._save(game_id, {**job, "status": RUNNING, "progress": {"done": done, "total": total}})

    def finish(self, game_id: str, result: dict[str, Any]) -> dict[str, Any]:
        job = self.job(game_id) or {}
        total = len(result["decisions"])
        job = {**job, "status": DONE, "progress": {"done": total, "total": total}, "error": None,
               "finished_at": clock.to_iso(now_ms())}
        self.redis.hset(self.key(game_id), mapping={"job": jsonfast.dumps(job), "result": jsonfast.dumps(result)})
        return job

    def fail(self, game_id: str, code: str, message: str) -> dict[str, Any]:
        job = {**(self.job(game_id) or {}), "status": FAILED, "error": {"code": code, "message": message}}
        self._save(game_id, job)
        return job

    def _save(self, game_id: str, job: dict[str, Any]) -> None:
        self.redis.hset(self.key(game_id), "job", jsonfast.dumps(job))
