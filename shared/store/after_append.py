"""What the pipeline after an append writes and reads in Redis (shared.app.after_append.pipeline).

- The inline subscribers' writes, carried by the append's own script call (shared.store.append_script.Write)
  so they land atomically with the events: each seat's and the spectator's game document in the game's
  views hash (ProjectionKeys.views: field `version`, `summary`, `spectator`, `0`, `1` ...), the record's
  snapshot (GameRepository.snapshot_key), and the listing's summary and indexes (the effect of the
  listing's write-if-newer script, which the append's version check already makes the newest);
- the same writes run on their own: a follow-up entry written just ahead of its append (Redis Cluster,
  whose follow-up streams live in other slots), the views and snapshot written by a rebuild (the views
  never over newer ones an append wrote meanwhile: shared.store.write_if_newer);
- the listing's write-if-newer script on its own (a follow-up on Redis Cluster, whose lobby keys live in
  another slot than the game's; a rebuild);
- the one read a writer makes per append: the webhook registry's endpoints (keys.webhook_endpoints_key),
  on the held connections of the hot path (shared.store.append_script.lean_call).
"""

from __future__ import annotations

from typing import Any

from shared.store.append_script import Write, lean_call
from shared.store.write_if_newer import IfNewer


def views_write(views_key: str, version: int, summary: bytes, documents: list[tuple[str, bytes]]) -> Write:
    """The game's views at `version`: its summary, then (reader, document) pairs (`spectator`, `0`, `1` ...)."""
    fields: list[Any] = ["version", version, "summary", summary]
    for reader, document in documents:
        fields += [reader, document]
    return Write("HSET", views_key, tuple(fields))


def snapshot_write(snapshot_key: str, record_json: bytes | str) -> Write:
    return Write("SET", snapshot_key, (record_json,))


def listing_writes(listing_keys: list[str], listing_args: list[Any], old_status: str | None) -> list[Write]:
    """The listing's write-if-newer script's effect (its KEYS and ARGV: listing_call's) as plain writes inside
    the append: the summary; the indexes only when the status changes (their scores never do)."""
    summaries, every, *rest = listing_keys
    game_id, _version, summary, status, score, statuses, *names = listing_args
    writes = [Write("HSET", summaries, (game_id, summary))]
    if old_status == status:
        return writes
    by_status, joined = rest[:statuses], rest[statuses:]
    writes.append(Write("ZADD", every, (score, game_id)))
    for name, key in zip(names, by_status, strict=True):
        writes.append(Write("ZADD", key, (score, game_id)) if name == status else Write("ZREM", key, (game_id,)))
    writes += [Write("ZADD", key, (score, game_id)) for key in joined]
    return writes


class AfterAppend:
    """The pipeline's Redis on one client: the writes it runs on their own and its per-append read."""

    def __init__(self, redis):
        self.redis = redis
        self.if_newer = IfNewer(redis)
        self._held = lean_call(redis)  # the hot follow-ups' reads on held connections

    def write_alone(self, write: Write) -> None:
        """One of the append's writes, outside any append."""
        self.redis.execute_command(write.command, write.key, *write.args)

    def write_again(self, write: Write) -> None:
        """A views or snapshot write (views_write, snapshot_write) run again by a rebuild: the views only if
        they move the game's version forward (an append may have written newer ones meanwhile)."""
        if write.command == "HSET":
            _, version, *documents = write.args
            self.if_newer.write_documents(write.key, version, documents)
        else:
            self.write_alone(write)

    def write_listing_if_newer(self, listing_keys: list[str], listing_args: list[Any]) -> None:
        """The listing's summary and indexes (listing_call's KEYS and ARGV), unless a newer one is there."""
        self.if_newer.write_listing(listing_keys, listing_args)

    def endpoint_documents(self, registry_key: str) -> list[bytes]:
        """Every webhook endpoint's JSON document in the registry at `registry_key`, as of now."""
        return self._held(("HVALS", registry_key))
