"""The follow-up streams: what each append leaves for the workers, read in one consumer group.

Keys: one stream per partition of games (keys.follow_up_key, keys.PARTITIONS of them), each entry one
append's follow-up (field `f`: shared.app.after_append.follow_up_entry), read in the consumer group
keys.FOLLOW_UP_GROUP; and the dead letters (keys.follow_up_dead_key): entries set aside after failing too
often, with the stream and id they came from. The appends XADD their entries themselves (in the append's
script call: shared.store.append_script); these are the consumers' operations and the backlog's reads.
"""

from __future__ import annotations

from shared.store import keys
from shared.store.append_script import Write
from shared.store.connection import CommandRefused
from shared.store.replies import text

ENTRY_FIELD = "f"  # an entry's one field: the follow-up, encoded
_ENTRY_FIELD_BYTES = ENTRY_FIELD.encode()



def entry_write(prefix: str, game_id: str, encoded: bytes) -> Write:
    """The XADD of one append's follow-up entry to its game's partition stream (run in the append's script
    call, or just ahead of it). Never trimmed here (a length cap would drop entries nobody followed yet): the
    consumers trim what every one of them has acknowledged (FollowUpStreams.trim_acknowledged)."""
    return Write("XADD", keys.follow_up_key(prefix, keys.partition_of(game_id)), ("*", ENTRY_FIELD, encoded))


def entry_payload(fields: dict):
    """The encoded follow-up of an entry read back (its field's name is bytes or text, by the client)."""
    return fields.get(_ENTRY_FIELD_BYTES, fields.get(ENTRY_FIELD))


def partition_streams(prefix: str) -> list[str]:
    """Every partition's follow-up stream, in partition order."""
    return [keys.follow_up_key(prefix, p) for p in range(keys.PARTITIONS)]


class FollowUpStreams:
    """Every partition's follow-up stream on one client (a consumer's, or a reader of the backlog's)."""

    def __init__(self, redis, prefix: str):
        self.redis = redis
        self.prefix = prefix
        self.streams = partition_streams(prefix)

    def ensure_groups(self) -> None:
        """The consumer group on every stream (the streams made if missing); one that exists is left as is."""
        for stream in self.streams:
            try:
                self.redis.xgroup_create(stream, keys.FOLLOW_UP_GROUP, id="0", mkstream=True)
            except CommandRefused as error:
                if "BUSYGROUP" not in str(error):
                    raise

    def held_entries(self, consumer: str, stream: str, count: int) -> list:
        """The entries of `stream` delivered to `consumer` and not yet acknowledged: [(stream, entries)]."""
        return self.redis.xreadgroup(keys.FOLLOW_UP_GROUP, consumer, {stream: "0"}, count=count) or []

    def claim_stale_entries(self, stream: str, consumer: str, idle_ms: int, count: int) -> list:
        """Entries of `stream` pending at least `idle_ms` (their consumer died or failed), now `consumer`'s."""
        _, entries, *_ = self.redis.xautoclaim(stream, keys.FOLLOW_UP_GROUP, consumer, idle_ms, "0-0", count=count)
        return entries

    def new_entries_of(self, consumer: str, stream: str, count: int) -> list:
        """Entries of one stream never delivered to any consumer, without blocking: [(stream, entries)]."""
        return self.redis.xreadgroup(keys.FOLLOW_UP_GROUP, consumer, {stream: ">"}, count=count) or []

    def wait_for_new_entries(self, consumer: str, count: int, block_ms: int) -> dict:
        """Entries never delivered, from every stream in one read blocking up to `block_ms`: stream -> entries."""
        return dict(self.redis.xreadgroup(keys.FOLLOW_UP_GROUP, consumer, dict.fromkeys(self.streams, ">"),
                                          count=count, block=block_ms) or [])

    def acknowledge(self, stream: str, *entry_ids) -> None:
        self.redis.xack(stream, keys.FOLLOW_UP_GROUP, *entry_ids)

    def set_aside(self, stream: str, entry_id, fields: dict) -> None:
        """Keep an entry in the dead letters, for an operator (the caller acknowledges it)."""
        self.redis.xadd(keys.follow_up_dead_key(self.prefix), {"stream": stream, "id": entry_id, **fields})

    def trim_acknowledged(self, stream: str) -> None:
        """Forget what every consumer has acknowledged: the entries before the oldest still pending (or up to
        the last delivered), never one a consumer has yet to follow."""
        pending = self.redis.xpending(stream, keys.FOLLOW_UP_GROUP)
        if pending and pending.get("pending"):
            oldest = pending["min"]
        else:
            groups = [g for g in self.redis.xinfo_groups(stream) if text(g.get("name")) == keys.FOLLOW_UP_GROUP]
            oldest = text(groups[0].get("last-delivered-id")) if groups else "0-0"
        if text(oldest) != "0-0":
            self.redis.xtrim(stream, minid=text(oldest), approximate=False)

    def backlog(self) -> tuple[int, int]:
        """(entries no consumer has read, entries read and not acknowledged), over every stream."""
        waiting = pending = 0
        for stream in self.streams:
            try:
                groups = [g for g in self.redis.xinfo_groups(stream) if text(g.get("name")) == keys.FOLLOW_UP_GROUP]
            except CommandRefused:  # no such stream yet
                continue
            if not groups:
                waiting += self.redis.xlen(stream)
                continue
            group = groups[0]
            lag = group.get("lag")
            if lag is None:  # a server that cannot tell: what was added after the last delivered entry
                last = text(group.get("last-delivered-id", "0-0"))
                lag = len(self.redis.xrange(stream, f"({last}", "+")) if last != "0-0" else self.redis.xlen(stream)
            waiting += int(lag)
            pending += int(group.get("pending", 0))
        return waiting, pending


def is_missing_group(error: Exception) -> bool:
    """Whether a refused command says the consumer group is gone (Redis came back empty)."""
    return isinstance(error, CommandRefused) and "NOGROUP" in str(error)
