"""A finished game's tombstone: what stays in Redis once its stream has moved to the archive.

The eviction is one script on the game's hash tag (one slot on Redis Cluster): it checks that the
stream is still exactly what was copied and verified (its length, and its last entry ending with the
verified head hash), then writes the tombstone and deletes the stream and the given keys, all at once.
A stream that moved (it cannot, once finished, but a failover could have rolled it back) is left alone.
The tombstone (kind, length, head, when it finished, when it was archived) is what tells every reader
to look in the archive (shared.store.eventstore.EventStore.read_payloads); the seat tokens, the secret
and the lobby's summaries stay, so ids, tokens, the lobby and the ratings still resolve.
"""

from __future__ import annotations

from shared.store.archive import ArchivedGame

# KEYS[1]: the stream, KEYS[2]: the tombstone, KEYS[3..]: the other keys to delete.
# ARGV[1]: the verified length, ARGV[2]: the end of its last payload, ARGV[3..]: the tombstone's fields.
EVICT = """
local length = redis.call('XLEN', KEYS[1])
if length == 0 and redis.call('EXISTS', KEYS[2]) == 1 then return 'already' end
if length ~= tonumber(ARGV[1]) then return 'moved' end
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local payload = last[1][2][2]
if string.sub(payload, -string.len(ARGV[2])) ~= ARGV[2] then return 'moved' end
redis.call('HSET', KEYS[2], unpack(ARGV, 3))
redis.call('DEL', KEYS[1], unpack(KEYS, 3))
return 'evicted'
"""

FIELDS = ("game", "events", "head", "finished_at")


def evict(redis, stream: str, tombstone: str, others: list[str], game: ArchivedGame, archived_at: str) -> str:
    """'evicted', 'already' (a tombstone and no stream: done before) or 'moved' (nothing deleted)."""
    fields = {"game": game.game, "events": game.events, "head": game.head, "finished_at": game.finished_at,
              "archived_at": archived_at}
    args = [game.events, f',"hash":"{game.head}"}}', *[part for item in fields.items() for part in item]]
    reply = redis.register_script(EVICT)(keys=[stream, tombstone, *others], args=args)
    return reply.decode() if isinstance(reply, bytes) else reply


def read(redis, tombstone: str) -> ArchivedGame | None:
    raw = redis.hgetall(tombstone)
    if not raw:
        return None
    fields = {(k.decode() if isinstance(k, bytes) else k): (v.decode() if isinstance(v, bytes) else v)
              for k, v in raw.items()}
    return ArchivedGame(tombstone_game_id(tombstone), fields["game"], int(fields["events"]), fields["head"],
                        fields["finished_at"])


def tombstone_game_id(tombstone: str) -> str:
    """The game id inside a tombstone key's hash tag (`...game:{<id>}:archived`)."""
    return tombstone[tombstone.rindex("{") + 1: tombstone.rindex("}")]
