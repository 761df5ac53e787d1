"""The event store: one Redis stream per game, append-only and hash-chained (docs/FORMAT.md).

Every key of a game carries the game id as a hash tag (`game:{<id>}:...`), so the append script stays
atomic inside one Redis Cluster slot. An event's stream entry id is `<version>-0`: "read from version N"
is one XRANGE, and a live follower resumes from the last version it saw.

Append is one Lua script (shared.store.append_script): the idempotency key, then the expected version,
then every event of one command XADDed, with the writer's inline writes (shared.app.after_append.pipeline). The
sha256 chain is computed here in Python (Redis Lua has no sha256); the version check makes that safe: a
chain computed on a stale head is a conflict, never written. A per-event nonce from the game's secret
salt is mixed into each hash (chain_nonce), so hashes beside redacted events reveal nothing.

Key names come from shared.store.keys; several commands in one call from shared.store.batch; one
function reads the script's reply (`EventStore.write`), so a batch and a single append fail alike.
"""

from __future__ import annotations

import json
import logging
import time
from datetime import UTC, datetime
from typing import Any

from redis.exceptions import BusyLoadingError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from shared.base import jsonfast
from shared.domain.errors import GameNotFound, IdempotencyKeyReused, VersionConflict
from shared.store import tombstone
from shared.store.append_script import (
    AppendResult,
    AppendScript,
    Idempotency,
    Prepared,
    Write,
    encode,
    outcome_unknown,
    script_call,
)
from shared.store.archive import Archive, ArchivedGame
from shared.store.batch import AppendBatch, BatchCommand  # noqa: F401 - BatchCommand: re-exported
from shared.store.chain import (  # noqa: F401 - chain_hash, verify_chain: re-exported, callers import them from here
    GENESIS_HASH,
    Envelope,
    Upcaster,
    canon_of,
    canonicaliser,
    chain_hash,
    legacy_canonical_bytes,
    verify_chain,
)
from shared.store.keys import GameKeys, stream_keys
from shared.store.replies import text
from shared.store.upcasting import PLATFORM_RENAMED_EVENTS, upcast_envelope

log = logging.getLogger(__name__)


def canonical_bytes(value: Any) -> bytes:
    """Compact JSON with sorted keys: command fingerprints (the chain's form is per game, shared.store.chain)."""
    return legacy_canonical_bytes(value)


def canonical_json(value: Any) -> str:
    return canonical_bytes(value).decode()


class EventStore:
    """The recorder: appends commands' events to a game's stream and reads them back."""

    def __init__(self, redis, prefix: str = "", upcasters: dict[tuple[str, int], Upcaster] | None = None,
                 renamed_types: dict[str, str] | None = None, blocking_redis=None, replica_acks: int = 0,
                 replica_ack_timeout_ms: int = 500, archive: Archive | None = None):
        self.redis = redis
        # Finished games moved out of Redis (shared.store.archive); None: every stream stays in Redis.
        self.archive = archive
        # XREAD BLOCK needs a longer socket timeout than every other command (shared.app.runtime.connect).
        self.blocking_redis = blocking_redis if blocking_redis is not None else redis
        self.prefix = prefix
        self.replica_acks = replica_acks
        self.replica_ack_timeout_ms = replica_ack_timeout_ms
        # (event type, schema version) -> function returning the event one schema version up.
        self.upcasters = dict(upcasters or {})
        # Old event type -> its current name: stored events keep the name they were written
        # (and hashed) under; readers see the current one.
        self.renamed_types = {**PLATFORM_RENAMED_EVENTS, **(renamed_types or {})}
        if set(self.renamed_types) & set(self.renamed_types.values()):
            raise ValueError("an event type cannot be renamed to a name that is itself renamed")
        self._script = AppendScript(redis, replica_acks, replica_ack_timeout_ms)
        # The chain head this process last saw per game: saves a round trip per append.
        self._heads: dict[str, tuple[int, str]] = {}
        self._canons: dict[str, str] = {}
        # Tombstones seen (a game never comes back from the archive): an archived game's reads go
        # straight to the archive, without asking Redis first.
        self._tombstones: dict[str, ArchivedGame] = {}

    def keys(self, game_id: str) -> GameKeys:
        return stream_keys(self.prefix, game_id)

    # -- writing -----------------------------------------------------------------

    def append(self, game_id: str, events: list[dict[str, Any]], expected_version: int, *, actor: int | str = "system",
               command_id: str | None = None, command: dict[str, Any] | None = None,
               idempotency_key: str | None = None, fingerprint: str = "",
               chain_key: str = "", time: str | None = None, signature: str | None = None) -> AppendResult:
        """Append the events of one command at `expected_version` (0 creates the game).

        The chain's canonical JSON is the game's own (its created event's `data.canon`, see
        shared.store.chain). `signature`: the seat's signature of `command`, kept beside it.
        Raises VersionConflict if the game moved on; returns the first result with
        duplicate=True if `idempotency_key` was already used (with the same fingerprint).
        time: the envelopes' time (ISO 8601, milliseconds); now by default. The service passes the
        time its clock arithmetic used, so the recorded time is the one charged.
        """
        prepared = self.prepare(game_id, events, expected_version, actor=actor, command_id=command_id,
                                command=command, idempotency_key=idempotency_key, fingerprint=fingerprint,
                                chain_key=chain_key, time=time, signature=signature)
        return self.commit(prepared)

    def prepare(self, game_id: str, events: list[dict[str, Any]], expected_version: int, *,
                actor: int | str = "system", command_id: str | None = None, command: dict[str, Any] | None = None,
                idempotency_key: str | None = None, fingerprint: str = "", chain_key: str = "",
                time: str | None = None, signature: str | None = None) -> Prepared:
        """One command's append encoded and chained, nothing written yet (`append` is prepare + commit): a
        writer folds `prepared.envelopes` and derives what its inline subscribers write with them first."""
        if not events:
            raise ValueError("a command appends at least one event")
        prev_hash = self._head(game_id, expected_version)
        canonical = self.canonical_form(game_id, expected_version, events[0])
        # What callers get back is what a reader will get (as parsed from the stored bytes), sharing nothing
        # with the engine's objects.
        payloads, envelopes, head = encode(game_id, events, expected_version, prev_hash, canonical, chain_key,
                                           time or _now(), actor, command_id, command, signature)
        idempotency = None
        if idempotency_key:
            record = json.dumps({"fingerprint": fingerprint, "from": expected_version + 1,
                                 "to": expected_version + len(events)})
            idempotency = Idempotency(idempotency_key, record)
        return Prepared(game_id, expected_version, payloads, envelopes, head, idempotency, fingerprint)

    def commit(self, prepared: Prepared, *, writes: list[Write] = ()) -> AppendResult:
        """Write what `prepare` encoded, with `writes` in the same script call."""
        return self.write(prepared.game_id, prepared.expected_version, prepared.payloads, prepared.envelopes,
                          prepared.head, idempotency=prepared.idempotency,
                          fingerprint=prepared.fingerprint, writes=writes)

    def write(self, game_id: str, expected_version: int, payloads: list[bytes], envelopes: list[Envelope],
              head: str, *, idempotency: Idempotency | None = None,
              fingerprint: str = "", writes: list[Write] = ()) -> AppendResult:
        """Run the append script on encoded payloads and say what happened: the one reading of its
        reply, for a single command (`append`) and a batch (shared.store.batch) alike.

        head: the chain's hash after the last payload. A broken connection after the script was sent
        is AppendOutcomeUnknown (it may have run); Redis still loading is re-raised as it is (the
        script did not run); a conflict with our own events is our write whose reply redis-py lost
        and resent; a duplicate idempotency key returns its first result."""
        keys, args = script_call(self.keys(game_id).events, expected_version, payloads,
                                 self.keys(game_id).idempotency, idempotency, writes)
        try:
            status, value = self._script.run(keys, args)
        except BusyLoadingError:
            raise  # refused before the script ran: nothing appended, a plain outage
        except (RedisConnectionError, RedisTimeoutError) as error:
            status, value = self._lost_reply(game_id, expected_version, envelopes, keys, args, idempotency,
                                                      error)
        status = text(status)
        if status == "conflict" and self._already_appended(game_id, expected_version, envelopes):
            status = "ok"  # redis-py resent the script after losing the first reply: this was our write
        last_version = expected_version + len(payloads)
        if status == "ok":
            self._remember_head(game_id, last_version, head)
            if expected_version == 0:  # the created event names the stream's form: its next append needs no read
                self._remember_canon(game_id, canon_of(envelopes[0]))
            return AppendResult(envelopes, last_version)
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

    def _lost_reply(self, game_id: str, expected_version: int, envelopes: list[Envelope], keys: list[str],
                    args: list, idempotency: Idempotency | None, error: Exception) -> list:
        """The script was sent and its reply lost: find out, explicitly (never a silent resend). Our events in
        the stream: it ran. A broken connection whose events are absent: it never ran (a script runs whole
        or not at all, and Redis drops what a closed connection had not delivered), so it is sent once more.
        A timeout whose events are absent, or a second loss: AppendOutcomeUnknown (it may still run)."""
        self._heads.pop(game_id, None)
        unknown = outcome_unknown(game_id, expected_version, idempotency.key if idempotency else None)
        try:
            if self._already_appended(game_id, expected_version, envelopes):
                return ["ok", str(expected_version + len(envelopes))]
            if isinstance(error, RedisTimeoutError):
                raise unknown from error
            return self._script.run(keys, args)
        except (RedisConnectionError, RedisTimeoutError) as again:
            raise unknown from again

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
                     chain_key: str = "", time: str | None = None) -> AppendResult:
        """Append several commands, in order, at `expected_version` in one conditional script call:
        all of them or none (VersionConflict if the game moved on)."""
        batch = self.batch(game_id, expected_version, chain_key=chain_key, time=time)
        for command in commands:
            batch.add(command)
        return batch.commit()

    def head(self, game_id: str, version: int) -> str:
        """The hash of the event at `version` when it is the stream's last (VersionConflict otherwise)."""
        return self._head(game_id, version)

    def canonical_form(self, game_id: str, expected_version: int, first_event: dict[str, Any]):
        """The canonicaliser of the game's chain (the first event appended at version 0 names it)."""
        return canonicaliser(self._canon(game_id, expected_version, first_event))

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

    def import_finished(self, envelopes: list[Envelope]) -> str:
        """Write a finished game's export (its envelopes exactly as stored, versions 1..N) into this
        store, and its secret as the finished event revealed it: a game recorded elsewhere, or by
        an earlier release (the golden corpus), audited by this server. Returns the game id.
        Refuses a game the store already holds; the audit, not this, judges what was imported."""
        game_id = envelopes[0]["game_id"] if envelopes else ""
        if not envelopes or [e.get("version") for e in envelopes] != list(range(1, len(envelopes) + 1)):
            raise ValueError("an export of one game, versions 1..N in order")
        if self.exists(game_id):
            raise ValueError(f"game {game_id} is already in this store")
        revealed = envelopes[-1].get("data", {}).get("seed")
        if not isinstance(revealed, dict):
            raise ValueError("not a finished game: its last event reveals no seed")
        keys = self.keys(game_id)
        pipe = self.redis.pipeline(transaction=False)
        for envelope in envelopes:
            pipe.xadd(keys.events, {"e": jsonfast.dumps(envelope)}, id=f"{envelope['version']}-0")
        pipe.hset(keys.secret, mapping={k: str(v) for k, v in revealed.items()})
        pipe.execute()
        return game_id

    # -- reading -----------------------------------------------------------------

    def version(self, game_id: str) -> int:
        known = self._tombstones.get(game_id)
        if known is not None:
            return known.events
        length = self.redis.xlen(self.keys(game_id).events)
        if length or self.archive is None:
            return length
        archived = self.archived(game_id)
        return archived.events if archived else 0

    def archived(self, game_id: str) -> ArchivedGame | None:
        """The game's tombstone, if its stream has moved to the archive."""
        known = self._tombstones.get(game_id)
        if known is None:
            known = tombstone.read(self.redis, self.keys(game_id).archived)
            if known is not None:
                if len(self._tombstones) >= 100_000:
                    self._tombstones.clear()
                self._tombstones[game_id] = known
        return known

    def exists(self, game_id: str) -> bool:
        return self.version(game_id) > 0

    def read(self, game_id: str, from_version: int = 1, to_version: int | None = None) -> list[Envelope]:
        """Events from `from_version` to `to_version` (inclusive), upcast to their current schema."""
        return [self.upcast(e) for e in self.read_raw(game_id, from_version, to_version)]

    def read_raw(self, game_id: str, from_version: int = 1, to_version: int | None = None) -> list[Envelope]:
        """Events exactly as stored (what the hash chain covers)."""
        envelopes = [jsonfast.loads(payload) for payload in self.read_payloads(game_id, from_version, to_version)]
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

    def read_payloads(self, game_id: str, from_version: int = 1, to_version: int | None = None) -> list[bytes]:
        """The stored bytes of events from_version..to_version: THE read of a stream, from Redis or, once
        the game has moved there, from the archive (the same bytes either way). Everything that reads
        events comes through here (read_raw, then read's upcasting)."""
        if self.archive is not None and game_id in self._tombstones:
            return self.archive.read(game_id, from_version, to_version)
        payloads = self.stream_payloads(game_id, from_version, to_version)
        if payloads or self.archive is None or self.archived(game_id) is None:
            return payloads
        return self.archive.read(game_id, from_version, to_version)

    def stream_payloads(self, game_id: str, from_version: int = 1, to_version: int | None = None) -> list[bytes]:
        """The stored bytes in the game's Redis stream only (the archiver's source; readers use read_payloads)."""
        if to_version is not None and to_version < from_version:
            return []
        end = f"{to_version}-0" if to_version is not None else "+"
        entries = self.redis.xrange(self.keys(game_id).events, f"{max(from_version, 1)}-0", end)
        return [fields.get(b"e", fields.get("e")) for _, fields in entries]

    def follow(self, game_id: str, after_version: int, block_ms: int) -> list[Envelope]:
        """Events after `after_version`, waiting up to `block_ms` for the first one (XREAD BLOCK).
        An archived game's events are all there is: returned at once (nothing is ever appended)."""
        if self.archive is not None and (game_id in self._tombstones or (
                not self.redis.exists(self.keys(game_id).events) and self.archived(game_id) is not None)):
            events = self.read(game_id, after_version + 1)
            if not events:  # nothing will ever come: wait as XREAD BLOCK would, so no caller can spin on it
                time.sleep(block_ms / 1000)
            return events
        reply = self.blocking_redis.xread({self.keys(game_id).events: f"{after_version}-0"}, block=block_ms)
        if not reply:
            return []
        _, entries = reply[0]
        return [self.upcast(_decode_entry(fields)) for _, fields in entries]

    def upcast(self, envelope: Envelope) -> Envelope:
        return upcast_envelope(envelope, self.renamed_types, self.upcasters)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _decode_entry(fields: dict) -> Envelope:
    raw = fields.get(b"e", fields.get("e"))
    return jsonfast.loads(raw)
