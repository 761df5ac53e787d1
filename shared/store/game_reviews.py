"""A finished game's review in Redis (shared.app.finished_games.analysis_jobs): its job's JSON and, once
done, its result's JSON, in one hash under the game's hash tag.

Keys: shared.store.keys.analysis_key (fields `job`, `result`); it goes with the game's other keys when
the game is archived (shared.store.tombstone).
"""

from __future__ import annotations

from shared.store.keys import analysis_key


class GameReviews:
    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix

    def key(self, game_id: str) -> str:
        return analysis_key(self.prefix, game_id)

    def has_job(self, game_id: str) -> bool:
        return bool(self.redis.hexists(self.key(game_id), "job"))

    def create_job(self, game_id: str, job: bytes) -> bool:
        """Record the game's job unless it has one (True: this call created it)."""
        return bool(self.redis.hsetnx(self.key(game_id), "job", job))

    def job(self, game_id: str) -> bytes | None:
        return self.redis.hget(self.key(game_id), "job")

    def job_and_result(self, game_id: str) -> tuple[bytes | None, bytes | None]:
        job, result = self.redis.hmget(self.key(game_id), ["job", "result"])
        return job, result

    def save_job(self, game_id: str, job: bytes) -> None:
        self.redis.hset(self.key(game_id), "job", job)

    def save_done(self, game_id: str, job: bytes, result: bytes) -> None:
        """The finished job and its result, together."""
        self.redis.hset(self.key(game_id), mapping={"job": job, "result": result})

    def remove(self, game_id: str) -> None:
        self.redis.delete(self.key(game_id))
