"""Read-model writes that never go backwards: each script writes only if it moves the aggregate's
version forward, so a slow worker never overwrites a newer projection with an older one.

Three shapes, shared by the game projections (shared.app.after_append.pipeline) and the tournament service,
each a named write of `IfNewer` (the scripts registered once on a client):

- WRITE_HASH_IF_NEWER: a hash of documents with its own `version` field (a game's views);
- WRITE_DOCUMENT_IF_NEWER: one JSON document that carries its own `version`;
- WRITE_LISTING_IF_NEWER: a listing (one summary per aggregate in a hash, with a `version` and a
  `status`) and its sorted-set indexes (score: the creation time); build its call with listing_call.

Keys: whatever the caller names (shared.store.keys: ProjectionKeys, TournamentKeys, tournament_index_base).

A script's keys must share one hash tag (one slot on Redis Cluster).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

# KEYS: a hash of documents with a `version` field; ARGV: the version, then field, document pairs.
WRITE_HASH_IF_NEWER = """
local unpack = unpack or table.unpack
local current = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if current >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'version', unpack(ARGV))
return 1
"""

# KEYS: the document; ARGV: its version, the document.
WRITE_DOCUMENT_IF_NEWER = """
local old = redis.call('GET', KEYS[1])
if old and tonumber(cjson.decode(old).version) >= tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
return 1
"""

# The indexes change only with the status (their scores are the creation time), so a newer summary
# of the same status leaves them be.
# KEYS: the summaries hash, every aggregate, one index per status (in ARGV's order), then indexes
#       the aggregate only ever joins (a player's games, a tournament's games)
# ARGV: id, version, summary JSON, status, creation score, number of statuses, the status names
WRITE_LISTING_IF_NEWER = """
local old = redis.call('HGET', KEYS[1], ARGV[1])
local stored = old and cjson.decode(old) or nil
if stored and tonumber(stored.version or 0) >= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
if stored and stored.status == ARGV[4] then return 1 end
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[1])
local statuses = tonumber(ARGV[6])
for i = 1, statuses do
  if ARGV[6 + i] == ARGV[4] then redis.call('ZADD', KEYS[2 + i], ARGV[5], ARGV[1])
  else redis.call('ZREM', KEYS[2 + i], ARGV[1]) end
end
for i = 3 + statuses, #KEYS do redis.call('ZADD', KEYS[i], ARGV[5], ARGV[1]) end
return 1
"""


def listing_call(summaries: str, every: str, by_status: dict[str, str] | Iterable[tuple[str, str]],
                 joined: Iterable[str], aggregate_id: str, version: int, summary: bytes, status: str,
                 score: float) -> tuple[list[str], list[Any]]:
    """KEYS and ARGV of WRITE_LISTING_IF_NEWER. by_status: status name -> its index key, or (status name,
    index key) pairs where a status has several indexes (a listing scope's: shared.app.read_models.listings)."""
    pairs = list(by_status.items()) if isinstance(by_status, dict) else list(by_status)
    keys = [summaries, every, *(key for _, key in pairs), *joined]
    args: list[Any] = [aggregate_id, version, summary, status, repr(score), len(pairs), *(name for name, _ in pairs)]
    return keys, args


class IfNewer:
    """The three writes above on one client, each True when it wrote (the aggregate's version moved forward).
    redis-py runs a registered script by EVALSHA, and EVAL once when the server lost it (a restart)."""

    def __init__(self, redis):
        self._hash = redis.register_script(WRITE_HASH_IF_NEWER)
        self._document = redis.register_script(WRITE_DOCUMENT_IF_NEWER)
        self._listing = redis.register_script(WRITE_LISTING_IF_NEWER)

    def write_documents(self, key: str, version: int, documents: list[Any]) -> bool:
        """A hash of documents at `version`; documents: field, document, field, document ..."""
        return bool(self._hash(keys=[key], args=[version, *documents]))

    def write_document(self, key: str, version: int, document: bytes | str) -> bool:
        """One JSON document that carries its own `version`."""
        return bool(self._document(keys=[key], args=[version, document]))

    def write_listing(self, listing_keys: list[str], listing_args: list[Any]) -> bool:
        """A listing's summary and indexes: the KEYS and ARGV listing_call builds."""
        return bool(self._listing(keys=listing_keys, args=listing_args))
