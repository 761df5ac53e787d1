"""Redis key names, built in one place.

Each function takes the deployment's KEY_PREFIX first: every key of a deployment (and of each test)
lives behind it. A key's `{...}` part is its hash tag: keys that one script touches share it, so they
share a slot on Redis Cluster.
"""

from __future__ import annotations

import zlib

# -- the workers and the bus: coalescing flags, projection partitions, automated seats, clocks -----------

# Projection work is coalesced per partition of games (a fixed number of partitions for cross-game
# fan-out): each append marks its game dirty in its partition's sorted set (score = version).
PARTITIONS = 8


def partition_of(game_id: str) -> int:
    return zlib.crc32(game_id.encode()) % PARTITIONS


def flag(prefix: str, task: str, scope: str) -> str:
    """"A task is queued" for (task, scope): set with NX by whoever queues it, so a burst queues one."""
    return f"{prefix}sched:{{{scope}}}:{task}"


def partition_flag(prefix: str, partition: int) -> str:
    return flag(prefix, "project", f"p{partition:02d}")


def dirty_key(prefix: str, partition: int) -> str:
    """The partition's games whose read models are behind (member `<game>:<game_id>`, score = version)."""
    return f"{prefix}proj:dirty:{{p{partition:02d}}}"


def failed_key(prefix: str, partition: int) -> str:
    """The partition's games parked after a failed projection (same hash tag as its dirty set)."""
    return f"{prefix}proj:failed:{{p{partition:02d}}}"


def advance_pending_key(prefix: str) -> str:
    """Games scheduled for `advance` (score = when), until a run finds nothing more to do."""
    return f"{prefix}sched:advance:pending"


def deadlines_key(prefix: str) -> str:
    """Every running clock's next deadline (member `<game>:<game_id>`, score = due time in ms)."""
    return f"{prefix}tabletop:clock:deadlines"


def clock_flag(prefix: str, game_id: str, due_ms: int) -> str:
    """"The task of this deadline is queued" (one per deadline, so a moved deadline gets its own)."""
    return f"{prefix}sched:{{{game_id}}}:clock:{due_ms}"


def task_counts_key(prefix: str) -> str:
    """Celery task events counted by the workers (field `<task>|<outcome>`)."""
    return f"{prefix}tabletop:metrics:tasks"


SWEEP_LAST_KEY = "tabletop:sweep:last"


def sweep_last_key(prefix: str) -> str:
    """Unix time of the last completed sweep (the cross-helper contract names this key)."""
    return f"{prefix}{SWEEP_LAST_KEY}"


# -- tournaments: their streams, tokens, seats and listing --------------------------------------------


def tournament_store_prefix(prefix: str) -> str:
    """The EventStore prefix of tournament streams: `<prefix>tournaments:game:{<id>}:events`, apart from
    the games' streams, so the game projections' rebuild never mistakes a tournament for a game."""
    return f"{prefix}tournaments:"


class TournamentKeys:
    """One tournament's keys beside its stream (all under its `{<id>}` hash tag)."""

    def __init__(self, prefix: str, tournament_id: str):
        base = tournament_store_prefix(prefix)
        meta = f"{base}game:{{{tournament_id}}}:meta"  # the EventStore's meta key of the tournament's stream
        self.tokens = f"{meta}:tokens"  # token digest -> "organiser" | "entrant:<id>"
        self.seats = f"{meta}:seats"  # entrant id -> its current seat (with the game's seat token)
        self.finished_games = f"{meta}:finished"  # game ids whose result was projected (a trigger cache)
        self.lock = f"{meta}:lock"
        self.document = f"{base}proj:{{{tournament_id}}}:document"


def tournament_token_key(prefix: str, digest: str) -> str:
    """One key per token (its own slot on Redis Cluster): which tournament a token belongs to."""
    return f"{tournament_store_prefix(prefix)}token:{digest}"


def tournament_index_base(prefix: str) -> str:
    """The listing of every tournament: one hash tag, so one script updates a summary and its indexes."""
    return f"{tournament_store_prefix(prefix)}proj:index:{{tournaments}}"
