"""The transparency log's storage on Redis (keys: shared.store.keys.LogKeys, one hash tag).

What the log keeps, and the small interface the sequencer and the routes use (LogStorage), so the
same log can be mirrored to the archive later without touching them:

- the pending leaves: a stream; submitting a leaf is one XADD, never a wait for sequencing;
- the hashes of every perfect subtree (shared.domain.merkle), level by level, 32 bytes each,
  LOG_NODES_PER_KEY to a Redis string: a node is one GETRANGE, a proof one pipeline;
- the index: one entry per logged leaf ([id, version, kind] -> the leaf and its index), so a leaf is
  logged once however often it is submitted;
- the signed tree heads by size, the witnesses' co-signatures, the registered witnesses.

A batch is committed by one script that first checks the size it was computed on (a second
sequencer's batch, or a resumed one, is refused and recomputed), then writes the leaves' nodes, the
index, the new size and the pending cursor together: a killed sequencer leaves either the whole
batch or nothing, so a resumed one has no gap and no duplicate.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Protocol

from shared.base import jsonfast
from shared.domain.merkle import Node
from shared.store.keys import LOG_NODES_PER_KEY, LogKeys
from shared.store.replies import text

HASH_BYTES = 32

# KEYS: state, index, pending, node keys...; ARGV: expected size, new size, cursor, the index entries
# (one JSON array of [field, value] pairs: one argument however large the batch), then (offset, bytes)
# per node key.
COMMIT = """
local function later(a, b)
  local am, as = string.match(a, '^(%d+)-(%d+)$')
  local bm, bs = string.match(b, '^(%d+)-(%d+)$')
  am, as, bm, bs = tonumber(am), tonumber(as), tonumber(bm), tonumber(bs)
  return am > bm or (am == bm and as > bs)
end
local size = tonumber(redis.call('HGET', KEYS[1], 'size') or '0')
if size ~= tonumber(ARGV[1]) then return 0 end
for _, pair in ipairs(cjson.decode(ARGV[4])) do
  redis.call('HSET', KEYS[2], pair[1], pair[2])
end
local a = 5
for k = 4, #KEYS do
  redis.call('SETRANGE', KEYS[k], tonumber(ARGV[a]), ARGV[a + 1])
  a = a + 2
end
redis.call('HSET', KEYS[1], 'size', ARGV[2])
local cursor = redis.call('HGET', KEYS[1], 'cursor')
if ARGV[3] ~= '' and (not cursor or later(ARGV[3], cursor)) then
  -- never backwards: a batch re-read after losing a race may end before the winner's
  redis.call('HSET', KEYS[1], 'cursor', ARGV[3])
  redis.call('XTRIM', KEYS[3], 'MINID', ARGV[3])
end
return 1
"""

# KEYS: index; ARGV: a JSON array of index fields. One '1' (logged) or '0' per field.
LOGGED = """
local flags = {}
for i, field in ipairs(cjson.decode(ARGV[1])) do
  flags[i] = redis.call('HEXISTS', KEYS[1], field) == 1 and '1' or '0'
end
return table.concat(flags)
"""

# KEYS: state, heads; ARGV: size, signed head JSON. The latest head (state's `head`) only ever grows.
SAVE_HEAD = """
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
local latest = tonumber(redis.call('HGET', KEYS[1], 'latest') or '-1')
if tonumber(ARGV[1]) > latest then redis.call('HSET', KEYS[1], 'latest', ARGV[1], 'head', ARGV[2]) end
return 1
"""


# A head's leaves by preference when asked for (id, version): its end over a checkpoint at the same version.
FIND_ORDER = ("game_finished", "tournament_finished", "game_checkpoint", "tournament_checkpoint")


def index_field(stream_id: str, version: int, kind: str) -> str:
    return jsonfast.dumps([stream_id, version, kind]).decode()


class LogStorage(Protocol):
    """What the transparency log needs of its storage (Redis now; the archive may mirror it)."""

    def submit(self, leaves: list[dict[str, Any]]) -> None: ...
    def pending(self, count: int) -> list[tuple[str, dict[str, Any]]]: ...
    def size(self) -> int: ...
    def size_and_head(self) -> tuple[int, dict[str, Any] | None]: ...
    def nodes(self, wanted: list[Node]) -> dict[Node, bytes]: ...
    def logged(self, leaves: list[dict[str, Any]]) -> list[bool]: ...
    def commit(self, size: int, leaves: list[dict[str, Any]], nodes: dict[Node, bytes], cursor: str) -> bool: ...
    def find(self, stream_id: str, version: int) -> tuple[int, dict[str, Any]] | None: ...
    def save_head(self, head: dict[str, Any]) -> None: ...
    def head(self, size: int | None = None) -> dict[str, Any] | None: ...
    def add_cosignature(self, size: int, key_id: str, signature: str) -> None: ...
    def cosignatures(self, size: int) -> dict[str, str]: ...
    def register_witness(self, entry: dict[str, Any]) -> None: ...
    def witnesses(self) -> dict[str, dict[str, Any]]: ...


class RedisLogStorage:
    def __init__(self, redis, prefix: str = ""):
        self.redis = redis
        self.keys = LogKeys(prefix)
        self._commit = redis.register_script(COMMIT)
        self._save_head = redis.register_script(SAVE_HEAD)
        self._logged = redis.register_script(LOGGED)

    # -- leaves waiting -------------------------------------------------------------------------------

    def submit(self, leaves: list[dict[str, Any]]) -> None:
        pipe = self.redis.pipeline(transaction=False)
        for leaf in leaves:
            pipe.xadd(self.keys.pending, {"leaf": jsonfast.dumps(leaf)})
        pipe.execute()

    def pending(self, count: int) -> list[tuple[str, dict[str, Any]]]:
        """Up to `count` leaves after the last one sequenced, oldest first, with their entry ids."""
        cursor = text(self.redis.hget(self.keys.state, "cursor") or b"")
        start = f"({cursor}" if cursor else "-"
        return [(text(entry_id), jsonfast.loads(fields[b"leaf"] if b"leaf" in fields else fields["leaf"]))
                for entry_id, fields in self.redis.xrange(self.keys.pending, start, "+", count=count)]

    # -- the tree -------------------------------------------------------------------------------------

    def size(self) -> int:
        return int(self.redis.hget(self.keys.state, "size") or 0)

    def nodes(self, wanted: list[Node]) -> dict[Node, bytes]:
        pipe = self.redis.pipeline(transaction=False)
        for level, index in wanted:
            chunk, slot = divmod(index, LOG_NODES_PER_KEY)
            pipe.getrange(self.keys.nodes(level, chunk), slot * HASH_BYTES, slot * HASH_BYTES + HASH_BYTES - 1)
        found = dict(zip(wanted, pipe.execute(), strict=True))
        missing = [node for node, value in found.items() if len(value) != HASH_BYTES]
        if missing:
            raise LookupError(f"the log holds no subtree {missing[0]}")
        return found

    def logged(self, leaves: list[dict[str, Any]]) -> list[bool]:
        if not leaves:
            return []
        fields = [index_field(leaf["game_id"], leaf["version"], leaf["kind"]) for leaf in leaves]
        flags = self._logged(keys=[self.keys.index], args=[jsonfast.dumps(fields)])
        return [flag == ord("1") for flag in flags] if isinstance(flags, bytes) else [f == "1" for f in flags]

    def commit(self, size: int, leaves: list[dict[str, Any]], nodes: dict[Node, bytes], cursor: str) -> bool:
        """Write a batch computed on a tree of `size` leaves; False (nothing written) if the tree has
        moved on meanwhile."""
        pairs = [(index_field(leaf["game_id"], leaf["version"], leaf["kind"]),
                  jsonfast.dumps({"index": size + offset, "leaf": leaf}).decode()) for offset, leaf in enumerate(leaves)]
        runs: dict[str, list[tuple[int, bytes]]] = defaultdict(list)
        for (level, index), value in sorted(nodes.items()):
            chunk, slot = divmod(index, LOG_NODES_PER_KEY)
            runs[self.keys.nodes(level, chunk)].append((slot, value))
        node_keys, writes = [], []
        for key, slots in runs.items():
            node_keys.append(key)
            writes += [slots[0][0] * HASH_BYTES, b"".join(value for _, value in slots)]
        args = [size, size + len(leaves), cursor, jsonfast.dumps(pairs), *writes]
        return bool(self._commit(keys=[self.keys.state, self.keys.index, self.keys.pending, *node_keys], args=args))

    def find(self, stream_id: str, version: int) -> tuple[int, dict[str, Any]] | None:
        found = self.redis.hmget(self.keys.index, [index_field(stream_id, version, kind) for kind in FIND_ORDER])
        raw = next((value for value in found if value is not None), None)
        if raw is None:
            return None
        entry = jsonfast.loads(raw)
        return entry["index"], entry["leaf"]

    # -- heads and witnesses --------------------------------------------------------------------------

    def save_head(self, head: dict[str, Any]) -> None:
        self._save_head(keys=[self.keys.state, self.keys.heads], args=[head["size"], jsonfast.dumps(head)])

    def heads(self) -> dict[int, dict[str, Any]]:
        """Every signed head kept, by size."""
        return {int(size): jsonfast.loads(raw) for size, raw in self.redis.hgetall(self.keys.heads).items()}

    def head(self, size: int | None = None) -> dict[str, Any] | None:
        """The signed tree head of this size (None: the latest one)."""
        raw = self.redis.hget(self.keys.state, "head") if size is None else self.redis.hget(self.keys.heads, size)
        return jsonfast.loads(raw) if raw is not None else None

    def size_and_head(self) -> tuple[int, dict[str, Any] | None]:
        """The tree's size and its latest signed head, in one round trip."""
        size, raw = self.redis.hmget(self.keys.state, ["size", "head"])
        return int(size or 0), (jsonfast.loads(raw) if raw is not None else None)

    def add_cosignature(self, size: int, key_id: str, signature: str) -> None:
        self.redis.hset(self.keys.cosignatures(size), key_id, signature)

    def cosignatures(self, size: int) -> dict[str, str]:
        return {text(k): text(v) for k, v in self.redis.hgetall(self.keys.cosignatures(size)).items()}

    def register_witness(self, entry: dict[str, Any]) -> None:
        self.redis.hset(self.keys.witnesses, entry["key_id"], jsonfast.dumps(entry))

    def witnesses(self) -> dict[str, dict[str, Any]]:
        return {text(k): jsonfast.loads(v) for k, v in self.redis.hgetall(self.keys.witnesses).items()}

