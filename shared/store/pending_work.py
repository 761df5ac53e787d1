"""What waits for the workers' tasks, as the schedulers write it and the sweep reads it.

- the games whose automated seats owe a run: the sorted set keys.advance_pending_key (member
  `<game>:<game_id>`, score: when it was last scheduled, unix s), marked with the run's flag (keys.flag) in
  one round trip, and forgotten by a run only if nothing scheduled the game again meanwhile;
- every running clock's next deadline: the sorted set keys.deadlines_key (member `<game>:<game_id>`, score:
  the deadline in unix ms).

The seeks waiting for a matchmaker are shared.store.seek_records' (games_with_seeks, SeekRecords.waiting_count).
"""

from __future__ import annotations

from shared.store import keys
from shared.store.replies import text

# Forget a mark (KEYS[1] member ARGV[1]) only if no newer one (score) came while we worked.
CLEAR_IF_NOT_RESCHEDULED = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) <= tonumber(ARGV[2]) then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 1
end
return 0
"""


# -- automated seats -----------------------------------------------------------------------------------


def mark_advance_pending(redis, prefix: str, member: str, at: float, flag: str, flag_ttl_s: int,
                         exclusive: bool) -> bool:
    """Mark the game as owing a run (at `at`) and take its run's flag, in one round trip (no transaction:
    each write stands alone); whether the flag was taken (exclusive=False: taken over regardless)."""
    pipe = redis.pipeline(transaction=False)
    pipe.zadd(keys.advance_pending_key(prefix), {member: at})
    pipe.set(flag, 1, nx=exclusive, ex=flag_ttl_s)
    _, taken = pipe.execute()
    return bool(taken)


def clear_advance_unless_rescheduled(redis, prefix: str, member: str, since: float) -> None:
    """The run that started at `since` is done: forget the mark, unless the game was scheduled again after."""
    redis.register_script(CLEAR_IF_NOT_RESCHEDULED)(keys=[keys.advance_pending_key(prefix)], args=[member, since])


def advances_pending_count(redis, prefix: str) -> int:
    """Games waiting for a worker to play an automated seat or append the result (one ZCARD; /metrics)."""
    return redis.zcard(keys.advance_pending_key(prefix))


def advances_pending_since(redis, prefix: str, before: float, count: int) -> list[str]:
    """Up to `count` members marked at or before `before`, the oldest first."""
    return [text(raw) for raw in redis.zrangebyscore(keys.advance_pending_key(prefix), "-inf", before, start=0,
                                                      num=count)]


def forget_advance(redis, prefix: str, member: str) -> None:
    redis.zrem(keys.advance_pending_key(prefix), member)


# -- clocks --------------------------------------------------------------------------------------------


def record_deadline(redis, prefix: str, member: str, due_ms: int) -> None:
    redis.zadd(keys.deadlines_key(prefix), {member: due_ms})


def forget_deadline(redis, prefix: str, member: str) -> None:
    redis.zrem(keys.deadlines_key(prefix), member)


def deadlines_due_by(redis, prefix: str, horizon_ms: int, start: int, count: int) -> list[tuple[str, int]]:
    """One page (from `start`, at most `count`) of the deadlines at or before `horizon_ms`: (member, due ms)."""
    page = redis.zrangebyscore(keys.deadlines_key(prefix), "-inf", horizon_ms, start=start, num=count,
                               withscores=True)
    return [(text(raw), int(score)) for raw, score in page]
