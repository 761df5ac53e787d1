"""The game review's task (`tabletop.analyse_game`, on the analysis queue): the body is
shared.audit.game_review.run_analysis (one finished game reviewed, its progress and result recorded, the asking
client's webhooks told)."""

from __future__ import annotations

from shared.app.finished_games.analysis_jobs import AnalysisJobs
from shared.audit.game_review import run_analysis
from shared.bus import queues
from shared.workers.worker import Worker


def register(app, worker: Worker) -> None:
    @app.task(shared=False, name=queues.ANALYSE_GAME)
    def analyse_game_task(game: str, game_id: str) -> str:
        rt = worker.runtime(game)
        jobs = AnalysisJobs(worker.redis(), worker.config.key_prefix, store=rt.store)
        return run_analysis(rt, jobs, game_id, worker.sender)
