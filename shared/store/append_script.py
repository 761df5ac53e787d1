"""The conditional append as one Lua script, and how it is sent to Redis (plain, replicated, clustered).

The script checks the idempotency key, then the expected version, then XADDs every event and runs the
writer's inline writes (shared.app.after_append.pipeline), all atomically. It takes payloads already chained in
Python (Redis Lua has no sha256); the version check makes that safe: a chain computed on a stale
head is refused as a conflict and never written. What the reply means for the caller is decided in
one place, `EventStore.write`, for a single command and a batch alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import NoScriptError, ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError

from shared.domain.errors import AppendOutcomeUnknown, NotRepresentable, ReplicationUnconfirmed
from shared.store.chain import Envelope, NotCanonicalisable, encode_command

APPEND_SCRIPT = """
local unpack = unpack or table.unpack
local WRITABLE = {HSET = true, ZADD = true, ZREM = true, XADD = true, SET = true}
-- KEYS: stream [, idempotency hash] [, the keys of the writes]
-- ARGV: expected_version, options, [idempotency_key, idempotency_record,]
--       [write count, (command, key index, argument count, arguments...) per write,] event_1, ...
-- options: 'i' with an idempotency key, 'w' with writes (only the parts in use are passed).
-- The writes are what the writer's inline subscribers derived from the events (shared.app.after_append.pipeline): the
-- game's views, its listing, its follow-up entry; they land with the events or not at all.
-- The stream is never trimmed, so its length is the game's version.
local options = ARGV[2]
local arg, key = 3, 2
local idem_key, idem_record, idem_hash
if string.find(options, 'i', 1, true) then
  idem_hash, idem_key, idem_record = KEYS[key], ARGV[arg], ARGV[arg + 1]
  arg, key = arg + 2, key + 1
  local prior = redis.call('HGET', idem_hash, idem_key)
  if prior then return {'duplicate', prior} end
end
local version = redis.call('XLEN', KEYS[1])
if version ~= tonumber(ARGV[1]) then
  return {'conflict', tostring(version)}
end
local writes = {}
if string.find(options, 'w', 1, true) then
  local n = tonumber(ARGV[arg])
  arg = arg + 1
  for w = 1, n do
    local command, at, argc = ARGV[arg], tonumber(ARGV[arg + 1]), tonumber(ARGV[arg + 2])
    if not WRITABLE[command] then return redis.error_reply('not a write of the pipeline: ' .. command) end
    writes[w] = {command, KEYS[at], unpack(ARGV, arg + 3, arg + 2 + argc)}
    arg = arg + 3 + argc
  end
end
local count = #ARGV - arg + 1
-- The idempotency record first: should a later write fail (a script error keeps what it already did), a
-- retry with the same key still finds its first append instead of appending it again.
if idem_key then redis.call('HSET', idem_hash, idem_key, idem_record) end
for i = 0, count - 1 do
  redis.call('XADD', KEYS[1], tostring(version + i + 1) .. '-0', 'e', ARGV[arg + i])
end
for _, write in ipairs(writes) do redis.call(unpack(write)) end
return {'ok', tostring(version + count)}
"""


@dataclass(frozen=True)
class Write:
    """One command the append script runs after the events, atomically with them (an inline subscriber's
    output: shared.app.after_append.pipeline). `key` must share the stream's hash tag on Redis Cluster."""

    command: str  # HSET, ZADD, ZREM, XADD or SET
    key: str
    args: tuple


@dataclass(frozen=True)
class AppendResult:
    events: list[Envelope]
    version: int
    duplicate: bool = False


@dataclass(frozen=True)
class Idempotency:
    """An idempotency key and the record stored under it: what its first append wrote."""

    key: str
    record: str


@dataclass(frozen=True)
class Prepared:
    """One command's events encoded and chained, not yet written (EventStore.prepare, then commit)."""

    game_id: str
    expected_version: int
    payloads: list[bytes]
    envelopes: list[Envelope]
    head: str
    idempotency: Idempotency | None
    fingerprint: str


def encode(game_id: str, events: list[dict[str, Any]], after_version: int, prev_hash: str, canonical,
           chain_key: str, time: str, actor: int | str, command_id: str | None, command: dict[str, Any] | None = None,
           signature: str | None = None) -> tuple[list[bytes], list[Envelope], str]:
    """The script's payloads for one command, its envelopes as a reader gets them and the new head
    (shared.store.chain.encode_command); an event with no
    canonical form is the caller's error, refused before anything is sent."""
    try:
        return encode_command(game_id, events, after_version, prev_hash, canonical, chain_key, time, actor,
                              command_id, command, signature)
    except NotCanonicalisable as error:
        raise NotRepresentable(f"this command cannot be recorded: {error}", details={"field": "body"}) from error


def script_call(stream: str, expected_version: int, payloads: list[bytes], idempotency_hash: str,
                idempotency: Idempotency | None, writes: list[Write] = ()) -> tuple[list[str], list[Any]]:
    """The script's KEYS and ARGV (only the optional parts in use are passed)."""
    keys, options, extra = [stream], "", []
    if idempotency is not None:
        keys.append(idempotency_hash)
        options += "i"
        extra += [idempotency.key, idempotency.record]
    if writes:
        options += "w"
        extra.append(len(writes))
        for write in writes:
            keys.append(write.key)
            extra += [write.command, len(keys), len(write.args), *write.args]
    return keys, [expected_version, options, *extra, *payloads]


class AppendScript:
    """Runs the script on a Redis client. With replica_acks, each append is confirmed by WAIT on
    the same connection before it is acknowledged (a failover could otherwise lose it)."""

    def __init__(self, redis, replica_acks: int = 0, replica_ack_timeout_ms: int = 500):
        self.redis = redis
        self.replica_acks = replica_acks
        self.replica_ack_timeout_ms = replica_ack_timeout_ms
        self._script = redis.register_script(APPEND_SCRIPT)
        self._refresh_slots = False
        pool = getattr(redis, "connection_pool", None)
        self._held = HeldConnections(pool) if pool is not None and _sockets_of_redis_py(pool) else None

    def run(self, keys: list[str], args: list) -> list:
        """The script's reply. A reply lost in flight raises (ConnectionError, TimeoutError) and is never
        resent here: EventStore.write resolves it explicitly."""
        if self.replica_acks:
            return self._run_replicated(keys, args)
        if self._held is not None:
            command = ("EVALSHA", self._script.sha, len(keys), *keys, *args)
            try:
                return self._held.call(command)
            except NoScriptError:  # refused before running: load it, then run it
                self._held.call(("SCRIPT", "LOAD", APPEND_SCRIPT))
                return self._held.call(command)
        # EVALSHA directly: redis-py's Script wrapper costs more than the script itself here.
        try:
            return self.redis.evalsha(self._script.sha, len(keys), *keys, *args)
        except NoScriptError:
            return self._script(keys=keys, args=args)  # loads the script, then runs it

    def _run_replicated(self, keys: list[str], args: list) -> list:
        """The script, then WAIT, on one connection: WAIT counts the replicas holding *this connection's*
        writes, so both must travel together. An append the replicas did not confirm in time is not
        acknowledged: a failover could still lose it (503 outcome_unknown; a retry with the same
        idempotency key is safe)."""
        for attempt in range(3):
            client = self._client_for(keys[0])
            pipe = client.pipeline(transaction=False)
            pipe.evalsha(self._script.sha, len(keys), *keys, *args)
            pipe.execute_command("WAIT", self.replica_acks, self.replica_ack_timeout_ms)
            try:
                reply, replicas = pipe.execute()
            except NoScriptError:
                client.script_load(APPEND_SCRIPT)
                continue
            except ResponseError as error:
                if str(error).startswith(("MOVED", "ASK")) and attempt < 2:
                    self._refresh_slots = True  # a failover moved the slot: ask the cluster where it went
                    continue
                raise
            except (RedisConnectionError, RedisTimeoutError):
                self._refresh_slots = True
                raise
            status = reply[0].decode() if isinstance(reply[0], bytes) else reply[0]
            if status == "ok" and int(replicas) < self.replica_acks:
                raise ReplicationUnconfirmed(
                    f"the events reached the primary but only {replicas} of {self.replica_acks} replicas confirmed "
                    f"them within {self.replica_ack_timeout_ms} ms; retry with the same idempotency_key (safe)",
                    details={"replicas": int(replicas), "required": self.replica_acks})
            return reply
        raise ReplicationUnconfirmed("the event store's slots kept moving; retry with the same idempotency_key",
                                     details={"required": self.replica_acks})

    def _client_for(self, key: str):
        """The plain client of the node serving `key` (Redis Cluster), or the client itself."""
        if not hasattr(self.redis, "get_node_from_key"):
            return self.redis
        if self._refresh_slots:
            self._refresh_slots = False
            self.redis.nodes_manager.initialize()
        return self.redis.get_redis_connection(self.redis.get_node_from_key(key))


class HeldConnections:
    """The hot path's lean transport (issue 32): raw connections of the client's pool, held in a small stack
    of our own, each command packed, sent and read back on one of them, without the client's per-call work
    (a pool checkout with its readiness poll, the retry wrapper, the reply callbacks): about a quarter of
    the instructions of a client call. Nothing is ever resent after it was sent whole: a connection that
    fails while reading is dropped and the error raised (the caller knows what the command was and decides);
    a connection found dead while *sending* (Redis restarted, paused, or closed it while idle) is reconnected
    under the connection's retry policy, since Redis runs no command it did not receive whole."""

    def __init__(self, pool):
        self.pool = pool
        self._idle: list = []

    def call(self, command: tuple, idempotent: bool = False):
        """The command's reply. idempotent: a read, sent once more on a fresh connection when the held one
        turns out dead while reading (Redis restarted since it was last used); a write is never resent."""
        try:
            return self._call(command)
        except (RedisConnectionError, RedisTimeoutError):
            if not idempotent:
                raise
            return self._call(command)

    def _call(self, command: tuple):
        connection = self._take()
        try:
            packed = connection.pack_command(*command)

            def send() -> None:
                if connection._sock is None:
                    connection.connect()
                connection.send_packed_command(packed, check_health=False)

            # Until the command is sent whole nothing ran: the connection's own retry policy (redis-py's backoff,
            # which rides out a paused or restarting server) may try again; after that, never.
            connection.retry.call_with_retry(send, lambda _error: connection.disconnect())
            reply = connection.read_response()
        except ResponseError:
            self._idle.append(connection)  # an error reply leaves the connection as good as it was
            raise
        except BaseException:
            connection.disconnect()
            raise
        self._idle.append(connection)
        return reply

    def _take(self):
        try:
            return self._idle.pop()
        except IndexError:
            return self.pool.make_connection()


def lean_call(redis):
    """A function sending one read (a tuple) on the client's held connections (HeldConnections), or through
    the client itself where its connections are not redis-py's sockets (Redis Cluster, a test double)."""
    pool = getattr(redis, "connection_pool", None)
    if pool is not None and _sockets_of_redis_py(pool):
        held = HeldConnections(pool)
        return lambda command: held.call(command, idempotent=True)
    return lambda command: redis.execute_command(*command)


def _sockets_of_redis_py(pool) -> bool:
    """Whether the pool's connections are redis-py's own sockets (not an embedded test double's)."""
    return getattr(pool, "connection_class", type(None)).__module__.startswith("redis.")


def outcome_unknown(game_id: str, expected_version: int, idempotency_key: str | None) -> AppendOutcomeUnknown:
    """The connection broke after the script was sent: it may or may not have run."""
    if idempotency_key:
        advice = "retrying with the same idempotency_key is safe: it returns the first result or appends once"
    else:
        advice = (f"read the game's events from version {expected_version + 1} to find out, or retry with "
                  "expected_version (a conflict then means it was appended)")
    return AppendOutcomeUnknown(
        "the connection to the event store failed after the command was sent: it may or may not have been "
        "appended; " + advice,
        details={"game_id": game_id, "expected_version": expected_version,
                 "idempotency_key_safe": bool(idempotency_key)},
    )
