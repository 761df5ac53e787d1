"""Pages of a listing: the sorted-set indexes a listing write keeps (shared.store.write_if_newer), read
newest first, one pipeline per page. The scopes a reader may list and which indexes make its page are
the listing's decision (shared.app.read_models.listings); here are the reads.

Keys: whatever indexes the caller names (shared.store.keys: ProjectionKeys, listing_scope_key), and the
page's scratch sets (shared.store.keys.listing_scratch_key), made and deleted in the same pipeline. All
under the listing's hash tag, so the same on Redis Cluster.
"""

from __future__ import annotations

from shared.store.replies import text


def filtered_page(redis, index: str, scopes: list[str], scratch: list[str], offset: int,
                  limit: int) -> tuple[list[str], int]:
    """A page of `index` (a player's, a tournament's ...) within the scopes' every-status indexes, and its
    total: `index` intersected with each scope (ZINTERSTORE walks the smaller set), the results united.
    scratch: one key per scope and one for the union (len(scopes) + 1)."""
    pipe = redis.pipeline(transaction=False)
    for key, scope in zip(scratch, scopes, strict=False):
        pipe.zinterstore(key, {index: 1, scope: 0})
    pipe.zunionstore(scratch[-1], scratch[:-1])
    pipe.zcard(scratch[-1])
    pipe.zrevrange(scratch[-1], offset, offset + limit - 1)
    pipe.delete(*scratch)
    *_, total, ids, _ = pipe.execute()
    return [text(i) for i in ids], total


def united_page(redis, indexes: list[str], scratch: str, offset: int, limit: int) -> tuple[list[str], int]:
    """A page of the union of indexes, united in Redis (a deep page), and its total."""
    pipe = redis.pipeline(transaction=False)
    pipe.zunionstore(scratch, indexes)
    pipe.zcard(scratch)
    pipe.zrevrange(scratch, offset, offset + limit - 1)
    pipe.delete(scratch)
    _, total, ids, _ = pipe.execute()
    return [text(i) for i in ids], total


def heads_of(redis, indexes: list[str], start: int, stop: int) -> tuple[list[tuple[float, str]], int]:
    """Each index's entries from `start` to `stop` (newest first, with their scores) back to back, and the
    indexes' total size: what a page of their union is merged from."""
    pipe = redis.pipeline(transaction=False)
    for key in indexes:
        pipe.zcard(key)
        pipe.zrevrange(key, start, stop, withscores=True)
    answers = pipe.execute()
    entries = [(score, text(member)) for page in answers[1::2] for member, score in page]
    return entries, sum(answers[0::2])
