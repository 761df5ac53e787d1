"""The event store: one Redis stream per game (DESIGN.md "The event store").

Every key of a game carries the game id as a hash tag (`game:{<id>}:...`) so
the append script stays atomic inside one Redis Cluster slot. The stream entry
id of an event is `<version>-0`, so "read from version N" is one XRANGE and a
live follower resumes from the last version it saw.

Append is one Lua script: it checks the idempotency key, then the expected
version, then XADDs every event of one command and moves the version and the
chain head forward. The sha256 chain (`hash = sha256(prev_hash + canonical
JSON)`) is computed here in Python, because Redis Lua has no sha256; the
version check makes that safe: a chain computed on a stale head is refused as
a conflict and never written. A per-event nonce derived from the game's secret salt
is mixed into each hash (see chain_nonce), so hashes shown beside redacted events
reveal nothing; the salt is revealed when the game ends.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from redis.exceptions import BusyLoadingError, NoScriptError, ResponseError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from shared.base import jsonfast
from shared.domain.errors import (
    AppendOutcomeUnknown,
    GameNotFound,
    IdempotencyKeyReused,
    NotRepresentable,
    ReplicationUnconfirmed,
    VersionConflict,
)
from shared.store.chain import (  # noqa: F401 - chain_hash, verify_chain: re-exported, callers import them from here
    GENESIS_HASH,
    Envelope,
    NotCanonicalisable,
    Upcaster,
    canon_of,
    canonicaliser,
    chain_hash,
    chain_nonce,
    legacy_canonical_bytes,
    link_hash,
    upcast,
    verify_chain,
)

APPEND_SCRIPT = """
-- KEYS: stream [, idempotency hash] [, mark sorted set, mark flag]
-- ARGV: expected_version, options, [idempotency_key, idempotency_record,] [mark_member, mark_ttl,] event_1, ...
-- options: 'i' with an idempotency key, 'm' with a mark (only the parts in use are passed).
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
local mark_member, mark_ttl
if string.find(options, 'm', 1, true) then
  mark_member, mark_ttl = ARGV[arg], tonumber(ARGV[arg + 1])
  arg = arg + 2
end
local count = #ARGV - arg + 1
for i = 0, count - 1 do
  redis.call('XADD', KEYS[1], tostring(version + i + 1) .. '-0', 'e', ARGV[arg + i])
end
if idem_key then redis.call('HSET', idem_hash, idem_key, idem_record) end
local marked = 0
if mark_member then
  redis.call('ZADD', KEYS[key], 'GT', version + count, mark_member)
  if redis.call('SET', KEYS[key + 1], 1, 'NX', 'EX', mark_ttl) then marked = 1 end
end
return {'ok', tostring(version + count), marked}
"""


@dataclass(frozen=True)
class Mark:
    """Set in the append script itself (saving a round trip): `member` scored with the new version
    in the sorted set `zset`, and `flag` set if absent (the result says whether it was).
    Only for a single Redis: on Redis Cluster these keys live in other slots."""

    zset: str
    member: str
    flag: str
    ttl_s: int


def canonical_bytes(value: Any) -> bytes:
    """Compact JSON with sorted keys: command fingerprints (the chain's form is per game, shared.store.chain)."""
    return legacy_canonical_bytes(value)


def canonical_json(value: Any) -> str:
    return canonical_bytes(value).decode()


@dataclass(frozen=True)
class BatchCommand:
    """One command of an `append_batch`: its events and who sent it (a command group of its own)."""

    events: list[dict[str, Any]]
    actor: int | str
    command_id: str
    command: dict[str, Any] | None = None


@dataclass(frozen=True)
class AppendResult:
    events: list[Envelope]
    version: int
    duplicate: bool = False
    # With a Mark: whether its flag was newly set by this append (None without a Mark).
    flag_set: bool | None = None


class GameKeys:
    """Key names of one game; all share the `{game_id}` hash tag (one cluster slot)."""

    def __init__(self, prefix: str, game_id: str):
        base = f"{prefix}game:{{{game_id}}}"
        self.events = f"{base}:events"
        self.meta = f"{base}:meta"
        self.idempotency = f"{base}:idem"
        self.secret = f"{base}:secret"


@functools.lru_cache(maxsize=4096)
def _game_keys(prefix: str, game_id: str) -> GameKeys:
    return GameKeys(prefix, game_id)


class EventStore:
    def __init__(
        self,
        redis,
        prefix: str = "",
        upcasters: dict[tuple[str, int], Upcaster] | None = None,
        renamed_types: dict[str, str] | None = None,
        blocking_redis=None,
        replica_acks: int = 0,
        replica_ack_timeout_ms: int = 500,
    ):
        self.redis = redis
        # XREAD BLOCK needs a longer socket timeout than every other command (shared.app.runtime.connect).
        self.blocking_redis = blocking_redis if blocking_redis is not None else redis
        self.prefix = prefix
        self.replica_acks = replica_acks
        self.replica_ack_timeout_ms = replica_ack_timeout_ms
        self._refresh_slots = False
        # (event type, schema version) -> function returning the event one schema version up.
        self.upcasters = dict(upcasters or {})
        # Old event type -> its current name: stored events keep the name they were written
        # (and hashed) under; readers see the current one.
        self.renamed_types = dict(renamed_types or {})
        if set(self.renamed_types) & set(self.renamed_types.values()):
            raise ValueError("an event type cannot be renamed to a name that is itself renamed")
        self._append = redis.register_script(APPEND_SCRIPT)
        # The chain head this process last saw per game: saves a round trip per append.
        self._heads: dict[str, tuple[int, str]] = {}
        self._canons: dict[str, str] = {}

    def keys(self, game_id: str) -> GameKeys:
        return _game_keys(self.prefix, game_id)

    # -- writing -----------------------------------------------------------------

    def append(
        self,
        game_id: str,
        events: list[dict[str, Any]],
        expected_version: int,
        *,
        actor: int | str = "system",
        command_id: str | None = None,
        command: dict[str, Any] | None = None,
        idempotency_key: str | None = None,
        fingerprint: str = "",
        mark: Mark | None = None,
        chain_key: str = "",
        time: str | None = None,
        signature: dict[str, Any] | None = None,
    ) -> AppendResult:
        """Append the events of one command at `expected_version` (0 creates the game).

        The chain's canonical JSON is the game's own (its created event's `data.canon`, see
        shared.store.chain). `signature`: the seat's signature of `command`, kept beside it.
        Raises VersionConflict if the game moved on; returns the first result with
        duplicate=True if `idempotency_key` was already used (with the same fingerprint).
        time: the envelopes' time (ISO 8601, milliseconds); now by default. The service passes the
        time its clock arithmetic used, so the recorded time is the one charged.
        """
        if not events:
            raise ValueError("a command appends at least one event")
        keys = self.keys(game_id)
        prev_hash = self._head(game_id, expected_version)
        canonical = canonicaliser(self._canon(game_id, expected_version, events[0]))
        payloads, prev_hash = self._encode(game_id, events, expected_version, prev_hash, canonical, chain_key,
                                           time or _now(), actor, command_id, command, signature)
        # What callers get back is what a reader will get: parsed from the stored bytes, sharing
        # nothing with the engine's objects.
        envelopes = [jsonfast.loads(payload) for payload in payloads]
        last_version = expected_version + len(events)
        script_keys, options, extra = [keys.events], "", []
        if idempotency_key:
            record = json.dumps({"fingerprint": fingerprint, "from": expected_version + 1, "to": last_version})
            script_keys.append(keys.idempotency)
            options += "i"
            extra += [idempotency_key, record]
        if mark is not None:
            script_keys += [mark.zset, mark.flag]
            options += "m"
            extra += [mark.member, mark.ttl_s]
        try:
            status, value, *marked = self._run_append(script_keys, [expected_version, options, *extra, *payloads])
        except BusyLoadingError:
            raise  # refused before the script ran: nothing appended, a plain outage
        except (RedisConnectionError, RedisTimeoutError) as error:
            self._heads.pop(game_id, None)
            raise _outcome_unknown(game_id, expected_version, idempotency_key) from error
        status = status.decode() if isinstance(status, bytes) else status
        if status == "conflict" and self._already_appended(game_id, expected_version, envelopes):
            status = "ok"  # redis-py resent the script after losing the first reply: this was our write
            marked = [0] if mark is not None else []
        if status == "ok":
            self._remember_head(game_id, last_version, prev_hash)
            return AppendResult(envelopes, last_version, flag_set=bool(marked[0]) if mark is not None else None)
        if status == "duplicate":
            prior = json.loads(value)
            if prior["fingerprint"] != fingerprint:
                raise IdempotencyKeyReused(
                    "this idempotency_key was already used for a different command",
                    details={"field": "idempotency_key"},
                )
            return AppendResult(self.read(game_id, prior["from"], prior["to"]), prior["to"], duplicate=True)
        self._heads.pop(game_id, None)
        raise VersionConflict(expected_version, int(value))

    def _already_appended(self, game_id: str, expected_version: int, envelopes: list[Envelope]) -> bool:
        """Whether the events right after `expected_version` are exactly these (same hashes: same
        content, time and chain). redis-py retries a command whose connection broke, so a script that
        ran but whose reply was lost comes back as a conflict with our own events."""
        stored = self.read_raw(game_id, expected_version + 1, expected_version + len(envelopes))
        return [e.get("hash") for e in stored] == [e["hash"] for e in envelopes]
    def batch(self, game_id: str, expected_version: int, *, chain_key: str = "", time: str | None = None) -> AppendBatch:
        """A batch of commands to append at `expected_version` in ONE conditional script call
        (`AppendBatch.add` each command in order, then `commit`)."""
        return AppendBatch(self, game_id, expected_version, chain_key, time or _now())

    def append_batch(self, game_id: str, commands: list[BatchCommand], expected_version: int, *,
                     mark: Mark | None = None, chain_key: str = "", time: str | None = None) -> AppendResult:
        """Append several commands, in order, at `expected_version` in one conditional script call:
        all of them or none (VersionConflict if the game moved on)."""
        batch = self.batch(game_id, expected_version, chain_key=chain_key, time=time)
        for command in commands:
            batch.add(command)
        return batch.commit(mark)

    def _encode(self, game_id: str, events: list[dict[str, Any]], expected_version: int, prev_hash: str,
                canonical, chain_key: str, now: str, actor: int | str, command_id: str | None,
                command: dict[str, Any] | None, signature: dict[str, Any] | None) -> tuple[list[bytes], str]:
        """The stored payloads of one command's events after `expected_version`, and the new chain head."""
        payloads = []
        for offset, event in enumerate(events, start=1):
            envelope = {
                "game_id": game_id,
                "version": expected_version + offset,
                "type": event["type"],
                "v": event.get("v", 1),
                "data": event.get("data", {}),
                "actor": actor,
                "command_id": command_id,
                "time": now,
                "prev_hash": prev_hash,
            }
            if command is not None and offset == 1:
                envelope["command"] = command
                if signature is not None:
                    envelope["signature"] = signature
            try:
                body = canonical(envelope)
            except NotCanonicalisable as error:
                raise NotRepresentable(f"this command cannot be recorded: {error}", details={"field": "body"}) from error
            nonce = chain_nonce(chain_key, game_id, envelope["version"])
            prev_hash = link_hash(prev_hash, nonce, body)
            # Stored as the canonical body with the hash appended: one serialisation per event.
            payloads.append(b"%s,\"hash\":\"%s\"}" % (body[:-1], prev_hash.encode()))
        return payloads, prev_hash

    def _run_append(self, keys: list[str], args: list) -> list:
        if self.replica_acks:
            return self._run_append_replicated(keys, args)
        # EVALSHA directly: redis-py's Script wrapper costs more than the script itself here.
        try:
            return self.redis.evalsha(self._append.sha, len(keys), *keys, *args)
        except NoScriptError:
            return self._append(keys=keys, args=args)  # loads the script, then runs it

    def head(self, game_id: str, version: int) -> str:
        """The hash of the event at `version` when it is the stream's last (VersionConflict otherwise)."""
        return self._head(game_id, version)

    def _run_append_replicated(self, keys: list[str], args: list) -> list:
        """The script, then WAIT, on one connection: WAIT counts the replicas holding *this connection's*
        writes, so both must travel together. An append the replicas did not confirm in time is not
        acknowledged: a failover could still lose it (503 outcome_unknown; a retry with the same
        idempotency key is safe)."""
        for attempt in range(3):
            client = self._client_for(keys[0])
            pipe = client.pipeline(transaction=False)
            pipe.evalsha(self._append.sha, len(keys), *keys, *args)
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

    def _head(self, game_id: str, version: int) -> str:
        if version == 0:
            return GENESIS_HASH
        cached = self._heads.get(game_id)
        if cached and cached[0] == version:
            return cached[1]
        last = self.redis.xrevrange(self.keys(game_id).events, "+", "-", count=1)
        if not last:
            raise GameNotFound(f"no game {game_id!r}")
        head = _decode_entry(last[0][1])
        if head["version"] != version:
            raise VersionConflict(version, head["version"])
        self._remember_head(game_id, version, head["hash"])
        return head["hash"]

    def _canon(self, game_id: str, expected_version: int, first_event: dict[str, Any]) -> str:
        """The game's canonical form: from the created event being appended, else from the stream's first."""
        if expected_version == 0:
            return canon_of(first_event)
        canon = self._canons.get(game_id)
        if canon is None:
            first = self.read_raw(game_id, 1, 1)
            if not first:
                raise GameNotFound(f"no game {game_id!r}")
            canon = canon_of(first[0])
            self._remember_canon(game_id, canon)
        return canon

    def _remember_canon(self, game_id: str, canon: str) -> None:
        if len(self._canons) >= 100_000:
            self._canons.clear()
        self._canons[game_id] = canon  # a stream's form never changes

    def forget_head(self, game_id: str) -> None:
        """Drop the chain head this process remembers for the game (it may be one a failover lost)."""
        self._heads.pop(game_id, None)

    def _remember_head(self, game_id: str, version: int, head: str) -> None:
        if len(self._heads) >= 100_000:
            self._heads.clear()
        self._heads[game_id] = (version, head)

    def put_secret(self, game_id: str, secret: dict[str, str]) -> None:
        self.redis.hset(self.keys(game_id).secret, mapping=secret)

    def secret(self, game_id: str) -> dict[str, str]:
        raw = self.redis.hgetall(self.keys(game_id).secret)
        return {text(k): text(v) for k, v in raw.items()}

    # -- reading -----------------------------------------------------------------

    def version(self, game_id: str) -> int:
        return self.redis.xlen(self.keys(game_id).events)

    def exists(self, game_id: str) -> bool:
        return self.version(game_id) > 0

    def read(self, game_id: str, from_version: int = 1, to_version: int | None = None) -> list[Envelope]:
        """Events from `from_version` to `to_version` (inclusive), upcast to their current schema."""
        return [self.upcast(e) for e in self.read_raw(game_id, from_version, to_version)]

    def read_raw(self, game_id: str, from_version: int = 1, to_version: int | None = None) -> list[Envelope]:
        """Events exactly as stored (what the hash chain covers)."""
        end = f"{to_version}-0" if to_version is not None else "+"
        entries = self.redis.xrange(self.keys(game_id).events, f"{max(from_version, 1)}-0", end)
        envelopes = [_decode_entry(fields) for _, fields in entries]
        if envelopes:
            # What a read shows stays true (the stream is append-only): the next append needs
            # no round trip for the game's canonical form or for the chain head it read.
            if envelopes[0]["version"] == 1 and game_id not in self._canons:
                self._remember_canon(game_id, canon_of(envelopes[0]))
            last = envelopes[-1]
            cached = self._heads.get(game_id)
            if cached is None or cached[0] < last["version"]:
                self._remember_head(game_id, last["version"], last["hash"])
        return envelopes

    def follow(self, game_id: str, after_version: int, block_ms: int) -> list[Envelope]:
        """Events after `after_version`, waiting up to `block_ms` for the first one (XREAD BLOCK)."""
        reply = self.blocking_redis.xread({self.keys(game_id).events: f"{after_version}-0"}, block=block_ms)
        if not reply:
            return []
        _, entries = reply[0]
        return [self.upcast(_decode_entry(fields)) for _, fields in entries]

    def upcast(self, envelope: Envelope) -> Envelope:
        return upcast(self.upcasters, envelope, self.renamed_types)


def _outcome_unknown(game_id: str, expected_version: int, idempotency_key: str | None) -> AppendOutcomeUnknown:
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
class AppendBatch:
    """Several commands appended in one conditional script call: all of them or none.

    Each command keeps its own actor, command_id and command (its own command group), and its
    events are chained exactly as `append` chains them one command after another given the same
    time, so no reader or auditor can tell a batch from the same commands appended one by one.
    `add` returns the command's envelopes as a reader will get them, before anything is written,
    so a writer can fold each into its state and decide the next command on the state it leads to.
    No idempotency keys: batches are the platform's own (automated seats), whose conditional
    version makes a retry harmless.
    """

    def __init__(self, store: EventStore, game_id: str, expected_version: int, chain_key: str, time: str):
        self.store = store
        self.game_id = game_id
        self.expected_version = expected_version
        self.chain_key = chain_key
        self.time = time
        self.head = store._head(game_id, expected_version)
        self.payloads: list[bytes] = []
        self.envelopes: list[Envelope] = []
        self._canonical = None

    @property
    def version(self) -> int:
        """The version the game will be at once the batch is committed."""
        return self.expected_version + len(self.payloads)

    def add(self, command: BatchCommand) -> list[Envelope]:
        if not command.events:
            raise ValueError("a command appends at least one event")
        if self._canonical is None:
            self._canonical = canonicaliser(self.store._canon(self.game_id, self.expected_version, command.events[0]))
        payloads, self.head = self.store._encode(
            self.game_id, command.events, self.version, self.head, self._canonical, self.chain_key, self.time,
            command.actor, command.command_id, command.command, None)
        envelopes = [jsonfast.loads(payload) for payload in payloads]
        self.payloads += payloads
        self.envelopes += envelopes
        return envelopes

    def commit(self, mark: Mark | None = None) -> AppendResult:
        """Write every command added (VersionConflict if the game moved on: nothing is written)."""
        if not self.payloads:
            raise ValueError("a batch appends at least one command")
        store = self.store
        script_keys, options, extra = [store.keys(self.game_id).events], "", []
        if mark is not None:
            script_keys += [mark.zset, mark.flag]
            options += "m"
            extra += [mark.member, mark.ttl_s]
        status, value, *marked = store._run_append(script_keys,
                                                   [self.expected_version, options, *extra, *self.payloads])
        status = status.decode() if isinstance(status, bytes) else status
        if status == "ok":
            store._remember_head(self.game_id, self.version, self.head)
            return AppendResult(self.envelopes, self.version, flag_set=bool(marked[0]) if mark is not None else None)
        store._heads.pop(self.game_id, None)
        raise VersionConflict(self.expected_version, int(value))


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def text(value: bytes | str) -> str:
    """A Redis reply as str, whether the client decodes responses or not."""
    return value.decode() if isinstance(value, bytes) else value


def _decode_entry(fields: dict) -> Envelope:
    raw = fields.get(b"e", fields.get("e"))
    return jsonfast.loads(raw)
