"""The server's game review (like game_audit is the server's audit): a queued job's game read from the store,
reviewed by shared.audit.analysis, its progress and result kept by shared.app.finished_games.analysis_jobs, and the asking
client's webhooks told (`analysis_finished`).

The workers' task (shared.workers.analysis_tasks) runs `run_analysis`; under inline dispatch (tests,
DISPATCH=inline) the HTTP route runs it in the request. Idempotent: a job already done is not run again, so a
redelivered task costs one read.
"""

from __future__ import annotations

import logging
from typing import Any

from shared.app.finished_games.analysis_jobs import DONE, FAILED, AnalysisJobs, analysis_version_of
from shared.app.runtime import Runtime
from shared.app.webhooks.outbox import active_endpoints, enqueue_happening
from shared.app.webhooks.subscriptions import WebhookRegistry
from shared.audit.analysis import SIGNED_LOSSES, AnalysisOverBudget, AnalysisSettings, NotAnalysable, analyse
from shared.base import jsonfast
from shared.base.wall_clock import now_ms
from shared.domain import clock
from shared.domain.review import MARK_NAMES

log = logging.getLogger(__name__)
KIND = "analysis_finished"
PROGRESS_STEPS = 50  # the job's progress is written at most this many times (each write: one HSET)


def run_analysis(rt: Runtime, jobs: AnalysisJobs, game_id: str, sender=None) -> str:
    """Review the game of a queued job; the job's status after it."""
    job = jobs.job(game_id)
    if job is None or job["status"] == DONE:
        return job["status"] if job else "missing"
    raw = [jsonfast.loads(payload) for payload in rt.store.read_payloads(game_id)]
    written = [-1]

    def progress(done: int, total: int) -> None:
        step = done * PROGRESS_STEPS // total
        if step != written[0]:
            written[0] = step
            jobs.progress(game_id, done, total)

    analysis_version = analysis_version_of(job, SIGNED_LOSSES)
    if analysis_version is None:
        jobs.fail(game_id, "unknown_analysis_version", "this release does not compute the analysis version the "
                                                       "job was asked for")
        return FAILED
    try:
        result = analyse(rt.engine, raw, AnalysisSettings.from_json(job["settings"]), progress,
                         cpu_s=rt.config.analysis_cpu_s, decision_cpu_ms=rt.config.analysis_decision_cpu_ms,
                         analysis_version=analysis_version)
    except NotAnalysable as error:
        jobs.fail(game_id, error.code, error.message)
        return FAILED
    except AnalysisOverBudget as error:
        log.warning("analysis of %s stopped: %s", game_id, error)
        jobs.fail(game_id, "over_budget", str(error))
        return FAILED
    except Exception:  # a bug: the job says so (and the next request retries it) instead of staying queued
        log.exception("analysis of %s failed", game_id)
        jobs.fail(game_id, "internal_error", "the analysis failed; it is retried on the next request")
        return FAILED
    job = jobs.finish(game_id, result)
    announce(rt, job, result, sender)
    return DONE


def finished_payload(job: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """What `analysis_finished` tells: the job and each seat's accuracy and marks (the rest: GET .../analysis)."""
    seats = [{"seat": s["seat"], "name": s["name"], "accuracy": s["accuracy"], **{m: s[m] for m in MARK_NAMES}}
             for s in result["seats"]]
    return {"game": result["game"], "game_id": result["game_id"], "job_id": job["id"], "status": job["status"],
            "seats": seats}


def announce(rt: Runtime, job: dict[str, Any], result: dict[str, Any], sender=None) -> int:
    """One `analysis_finished` delivery per active endpoint of the client that asked for the review (only it:
    another client never learns who reviews what); how many were new."""
    owner = job.get("requested_by")
    if owner is None:
        return 0
    endpoints = [e for e in active_endpoints(WebhookRegistry(rt.store.redis, rt.config)) if e["owner"] == owner]
    if not endpoints:
        return 0
    game_id = result["game_id"]
    happening = {"type": KIND, "stream": game_id, "version": rt.store.version(game_id),
                 "timestamp": clock.to_iso(now_ms()), "data": finished_payload(job, result), "users": [],
                 "tournament": None, "key": f"{game_id}|{KIND}|{job['id']}"}
    return enqueue_happening(rt.store.redis, rt.config, sender, endpoints, happening)
