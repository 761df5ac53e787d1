"""HTTP: the review of a finished game, move by move (docs/ANALYSIS.md).

    POST /v1/games/{id}/analysis           ask for it (a client with the `analysis:write` scope): 202 with the
                                           job; a second request returns the same job; a game still being
                                           played is a 409 (its review would tell what the seats could not see)
    (a private game the caller may not read is a 404 on every route, as everywhere: shared.http.access)
    GET  /v1/games/{id}/analysis           the job's progress and, once done, the result document (job null:
                                           nobody asked yet)
    GET  /v1/games/{id}/analysis/stream    the progress as Server-Sent Events (`progress`, then `finished` or
                                           `failed`), for a page that shows the review as it comes

The job runs in the workers on a queue of its own (shared.workers.analysis_tasks); under inline dispatch it
runs in the request. The result is exactly what `tabletop analyse EXPORT --json` prints offline.
"""

from __future__ import annotations

import time

from flask import Response, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate

from shared.app.finished_games.analysis_jobs import DONE, FAILED, PROGRESS_EVERY_S, AnalysisJobs
from shared.audit.analysis import ANALYSIS_VERSION, AnalysisSettings
from shared.audit.game_review import run_analysis
from shared.bus.sender import sender_for
from shared.domain.errors import Conflict, NotFound
from shared.domain.review import MARK_NAMES
from shared.http.access import readable_game
from shared.http.client_auth import SECURITY, caller, requires
from shared.http.context import caller_seat, runtime
from shared.http.live_stream import sse_message
from shared.http.schemas import ErrorSchema
from shared.store.repository import GAME_FINISHED

SCOPE = "analysis:write"
STREAM_LIMIT_S = 600.0  # a progress stream closes after this long; EventSource reconnects by itself
HEARTBEAT_S = 15.0

analysis = Blueprint("analysis", __name__, url_prefix="/v1",
                     description="Game review: a finished game analysed move by move by the strong search")


class ProgressSchema(Schema):
    done = fields.Integer(required=True)
    total = fields.Integer(allow_none=True, required=True, metadata={"description": "decisions; null until known"})


class JobErrorSchema(Schema):
    code = fields.String(required=True)
    message = fields.String(required=True)


class AnalysisJobSchema(Schema):
    id = fields.String(required=True, metadata={"description": "the same for the same game, settings and release"})
    game = fields.String(required=True)
    game_id = fields.String(required=True)
    analysis_version = fields.Integer(metadata={
        "description": "the analysis version the job computes (absent on a job queued before it was recorded)"})
    status = fields.String(required=True, validate=validate.OneOf(("queued", "running", "done", "failed")))
    requested_by = fields.String(allow_none=True)
    requested_at = fields.String(required=True)
    finished_at = fields.String()
    settings = fields.Dict(required=True, metadata={"description": "worlds, check_worlds, game_worlds (AnalysisSettings)"})
    progress = fields.Nested(ProgressSchema, required=True)
    error = fields.Nested(JobErrorSchema, allow_none=True)


class ReviewedDecisionSchema(Schema):
    version = fields.Integer(required=True, metadata={"description": "the version of the decision's first event"})
    seat = fields.Integer(required=True)
    command = fields.Dict(required=True, metadata={"description": "the command played"})
    value = fields.Float(allow_none=True, required=True, metadata={"description": "its value (null: forced)"})
    best_value = fields.Float(allow_none=True, required=True)
    best = fields.Dict(required=True, metadata={"description": "the best command the search found"})
    loss = fields.Float(required=True, metadata={"description": "best_value - value, in the game's points "
                                                                "(negative: the command played did better than "
                                                                "the search's pick)"})
    stake = fields.Float(required=True, metadata={"description": "what the choice could make: the spread of the "
                                                                  "values of the best, the played and the worst "
                                                                  "candidate (the loss at most)"})
    mark = fields.String(allow_none=True, required=True, validate=validate.OneOf(MARK_NAMES))
    forced = fields.Boolean(required=True, metadata={"description": "a single legal command: not searched"})


class SeatReviewSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(allow_none=True)
    decisions = fields.Integer(required=True, metadata={"description": "unforced decisions"})
    accuracy = fields.Float(allow_none=True, required=True,
                            metadata={"description": "0-100: 100 * (1 - loss_share), within 0-100"})
    average_loss = fields.Float(allow_none=True, required=True, metadata={"description": "in the game's points"})
    loss_share = fields.Float(allow_none=True, required=True,
                              metadata={"description": "the losses' sum over the stakes' (0: always the best found)"})
    inaccuracy = fields.Integer(required=True)
    mistake = fields.Integer(required=True)
    blunder = fields.Integer(required=True)


class StandingSchema(Schema):
    version = fields.Integer(required=True)
    seats = fields.List(fields.Float(), required=True, metadata={"description": "each seat's estimated standing"})


class TurningPointSchema(Schema):
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    leader_before = fields.Integer(required=True)
    leader_after = fields.Integer(required=True)
    swing = fields.Float(required=True)
    mark = fields.String(allow_none=True, required=True)


class AnalysisResultSchema(Schema):
    game_id = fields.String(required=True)
    game = fields.String(required=True)
    rules = fields.Dict(allow_none=True)
    release = fields.Dict(required=True, metadata={"description": "package, version, analysis"})
    settings = fields.Dict(required=True)
    unit = fields.String(required=True, metadata={"description": "what the game's points are called"})
    marks = fields.Dict(required=True, metadata={"description": "mark -> the smallest loss it takes"})
    decisions = fields.List(fields.Nested(ReviewedDecisionSchema), required=True)
    seats = fields.List(fields.Nested(SeatReviewSchema), required=True)
    standing = fields.List(fields.Nested(StandingSchema), required=True)
    turning_points = fields.List(fields.Nested(TurningPointSchema), required=True)


class AnalysisSchema(Schema):
    job = fields.Nested(AnalysisJobSchema, allow_none=True, required=True,
                        metadata={"description": "null: nobody asked for this game's review yet"})
    result = fields.Nested(AnalysisResultSchema, allow_none=True, required=True,
                           metadata={"description": "null until the job is done"})


def _jobs() -> AnalysisJobs:
    rt = runtime()
    sender = None if rt.config.dispatch == "inline" else sender_for(rt.config)
    return AnalysisJobs(rt.store.redis, rt.config.key_prefix, sender, store=rt.store)


def _readable(game_id: str) -> None:
    """404 for an unknown game, and for a private game the caller may not see (shared.http.access)."""
    readable_game(runtime().store, game_id, caller_seat(game_id, required=False))


def _finished_game(game_id: str) -> None:
    """404 for a game the caller may not read, 409 for one still being played (or being scored)."""
    store = runtime().store
    _readable(game_id)
    version = store.version(game_id)
    last = store.read(game_id, version, version)
    if not last or last[0]["type"] != GAME_FINISHED:
        raise Conflict("only a finished game is analysed: its review would tell what the seats could not see",
                       code="game_not_finished", details={"game_id": game_id, "version": version})


def _document(jobs: AnalysisJobs, game_id: str) -> dict:
    job, result = jobs.record(game_id)
    return {"job": job, "result": result if job is not None and job["status"] == DONE else None}


def _asked(jobs: AnalysisJobs, game_id: str) -> None:
    if jobs.job(game_id) is None:
        raise NotFound("nobody asked for this game's analysis yet: POST it first", code="analysis_not_found",
                       details={"game_id": game_id})


@analysis.route("/games/<game_id>/analysis")
class Analysis(MethodView):
    @requires(SCOPE)
    @analysis.response(202, AnalysisSchema)
    @analysis.alt_response(404, schema=ErrorSchema, description="no such game")
    @analysis.alt_response(409, schema=ErrorSchema, description="the game is not finished")
    @analysis.doc(security=SECURITY)
    def post(self, game_id):
        """Ask for the game's review: the job (the same one on every request), and the result once done."""
        _finished_game(game_id)
        rt = runtime()
        jobs = _jobs()
        settings = AnalysisSettings(worlds=rt.config.analysis_worlds, check_worlds=rt.config.analysis_check_worlds,
                                    game_worlds=rt.config.analysis_game_worlds)
        requested = jobs.request(rt.engine.name, game_id, caller().id, settings.to_json(), ANALYSIS_VERSION)
        if requested.created and rt.config.dispatch == "inline":
            run_analysis(rt, jobs, game_id)
        return _document(jobs, game_id), 202, {"Location": f"/v1/games/{game_id}/analysis"}

    @analysis.response(200, AnalysisSchema)
    @analysis.alt_response(404, schema=ErrorSchema, description="no such game")
    def get(self, game_id):
        """The review's progress and, once done, its result (exactly `tabletop analyse EXPORT --json`)."""
        _readable(game_id)
        return _document(_jobs(), game_id)


@analysis.route("/games/<game_id>/analysis/stream")
class AnalysisStream(MethodView):
    @analysis.response(200, description="text/event-stream: `progress` events (the job), then `finished` or "
                                        "`failed` (the job), and the stream ends")
    @analysis.alt_response(404, schema=ErrorSchema, description="no analysis was asked for")
    def get(self, game_id):
        """The review's progress, live."""
        _readable(game_id)
        jobs = _jobs()
        _asked(jobs, game_id)  # a 404 before the 200 goes out
        return Response(stream_with_context(_progress(jobs, game_id)), mimetype="text/event-stream",
                        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


def _progress(jobs: AnalysisJobs, game_id: str):
    started = last_sent = time.monotonic()
    previous = None
    while time.monotonic() - started < STREAM_LIMIT_S:
        job = jobs.job(game_id)
        if job != previous:
            previous = job
            last_sent = time.monotonic()
            if job["status"] in (DONE, FAILED):
                yield sse_message(job, event="finished" if job["status"] == DONE else "failed")
                return
            yield sse_message(job, event="progress")
        elif time.monotonic() - last_sent > HEARTBEAT_S:
            last_sent = time.monotonic()
            yield ": heartbeat\n\n"
        time.sleep(PROGRESS_EVERY_S)
