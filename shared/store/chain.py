"""The hash chain, canonical JSON and seed commitment, with no server dependency (docs/FORMAT.md).

Pure on purpose: the event store (writing), the server's audit and the offline verifier
(`tabletop verify`, installable without Redis or Flask) all use these functions, so there is
exactly one definition of what a stored event's hash is.

Two canonical JSON forms exist, recorded per game in the created event's `data.canon`:

* `jcs` (RFC 8785, JSON Canonicalization Scheme): every game created since the format was
  published. Any language with a JCS library can recompute the hashes.
* legacy (no `canon` field): orjson with sorted keys, compact. Streams written before JCS
  keep verifying with it; stored events are never rewritten.

Why per game and not per event: one stream is written with one form from its creation to its
end, so a reader learns the form once, from the first event, and a tamperer cannot switch it
for one event (the field is itself covered by the chain).
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Callable, Iterable
from typing import Any

import orjson
import rfc8785

from shared.base import jsonfast
from shared.domain.setup import (
    AUTOMATED_KINDS,  # rng_seed: a game of automated seats only replays from its seed
)

try:  # the writer's compiled chain link (setup.py; `make install` builds it): the Python path is the definition
    from shared.store import _chainlink
except ImportError:  # not built here: the writer takes the Python path, the same bytes
    _chainlink = None
ACCELERATED = _chainlink is not None

GENESIS_HASH = "0" * 64
CANON_JCS = "jcs"
CANON_LEGACY = "legacy"
# The largest integer JCS can carry exactly (it serialises numbers as IEEE-754 doubles).
JCS_MAX_SAFE_INTEGER = 2**53 - 1

Envelope = dict[str, Any]
Upcaster = Callable[[dict[str, Any]], dict[str, Any]]


class NotCanonicalisable(ValueError):
    """A value JCS cannot represent exactly (an integer beyond 2**53 - 1, a NaN)."""


def legacy_canonical_bytes(value: Any) -> bytes:
    """The canonical form before JCS: keys sorted, no whitespace, UTF-8 (orjson)."""
    return jsonfast.dumps(value, sort_keys=True)


def jcs_bytes(value: Any) -> bytes:
    """RFC 8785 canonical JSON of `value`.

    orjson with sorted keys produces exactly the JCS bytes when every key is ASCII (JCS sorts by
    UTF-16 code units, orjson by code points: they agree on ASCII), every number an integer in
    JCS's safe range, and no float is present (number formatting is where the two differ). That
    is nearly every event, and orjson is ~50x faster than the reference encoder, so the append
    path checks those conditions in one walk and falls back to the rfc8785 package otherwise.
    The equivalence is a tested property (tests/platform/test_format.py).
    """
    if _orjson_is_jcs(value):
        return jsonfast.dumps(value, sort_keys=True)
    try:
        encoded = rfc8785.dumps(value)
        # JCS writes an integral float as an integer (1e16 as 10000000000000000), which parses back as an integer:
        # beyond 2**53 - 1 JCS refuses that, so no verifier could recompute the hash of what was stored.
        rfc8785.dumps(jsonfast.loads(encoded))
        return encoded
    except (rfc8785.IntegerDomainError, rfc8785.FloatDomainError) as error:
        raise NotCanonicalisable(str(error)) from error


def _orjson_is_jcs(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is str or item is None or kind is bool:
            continue
        if kind is int:
            if not -JCS_MAX_SAFE_INTEGER <= item <= JCS_MAX_SAFE_INTEGER:
                return False
        elif kind is dict:
            for key in item:
                if type(key) is not str or not key.isascii():
                    return False
            stack.extend(item.values())
        elif kind is list or kind is tuple:
            stack.extend(item)
        else:
            return False  # floats and anything else: the reference encoder decides
    return True


CANONICALISERS: dict[str, Callable[[Any], bytes]] = {CANON_JCS: jcs_bytes, CANON_LEGACY: legacy_canonical_bytes}


def canonicaliser(canon: str | None) -> Callable[[Any], bytes]:
    return CANONICALISERS[canon or CANON_LEGACY]


def canon_of(first_envelope: Envelope) -> str:
    """The canonical form a stream is written in, from its first (created) event."""
    return (first_envelope.get("data") or {}).get("canon") or CANON_LEGACY


def chain_nonce(chain_key: str, game_id: str, version: int) -> bytes:
    """The secret mixed into an event's hash: hex(HMAC-SHA256(chain key, "game_id:version")).

    Without it a redacted event's hash would let anyone try every value of the hidden
    part (a card, a choice) until the hash matched. The chain key is the game's secret
    salt, revealed with the seed when the game ends, so anyone can then verify the chain.
    """
    if not chain_key:
        return b""
    return _hmac_pads(chain_key).nonce(f"{game_id}:{version}".encode())


class _HmacPads:
    """HMAC-SHA256 (RFC 2104) of one key with its padded inner and outer blocks hashed once: each nonce then
    costs two sha256 copies and updates, a third of a one-shot hmac.digest, which re-derives the pads on
    every call (an append chains one nonce per event). The same bytes as hmac.digest (tests/platform/test_format.py)."""

    __slots__ = ("inner", "outer")

    def __init__(self, key: bytes):
        if len(key) > _SHA256_BLOCK:
            key = hashlib.sha256(key).digest()
        key = key.ljust(_SHA256_BLOCK, b"\0")
        self.inner = hashlib.sha256(bytes(b ^ 0x36 for b in key))
        self.outer = hashlib.sha256(bytes(b ^ 0x5C for b in key))

    def nonce(self, message: bytes) -> bytes:
        inner = self.inner.copy()
        inner.update(message)
        outer = self.outer.copy()
        outer.update(inner.digest())
        return outer.hexdigest().encode()


_SHA256_BLOCK = 64


@functools.lru_cache(maxsize=4096)
def _hmac_pads(chain_key: str) -> _HmacPads:
    """A game's pads, kept while its appends come (one chain key per game)."""
    return _HmacPads(chain_key.encode())


def link_hash(prev_hash: str, nonce: bytes, body: bytes) -> str:
    digest = _SHA256.copy()  # a copy of an empty context: hashlib.sha256() looks the algorithm up on every call
    digest.update(prev_hash.encode())
    digest.update(nonce)
    digest.update(body)
    return digest.hexdigest()


_SHA256 = hashlib.sha256()


def chain_hash(prev_hash: str, envelope: Envelope, chain_key: str = "", canon: str | None = None) -> str:
    """sha256(prev_hash + nonce + canonical JSON of the envelope without its hash)."""
    body = {k: v for k, v in envelope.items() if k != "hash"}
    nonce = chain_nonce(chain_key, envelope["game_id"], envelope["version"])
    return link_hash(prev_hash, nonce, canonicaliser(canon)(body))


def encode_command(game_id: str, events: list[dict[str, Any]], after_version: int, prev_hash: str,
                   canonical: Callable[[Any], bytes], chain_key: str, time: str, actor: int | str,
                   command_id: str | None, command: dict[str, Any] | None = None,
                   signature: str | None = None) -> tuple[list[bytes], list[Envelope], str]:
    """The stored payloads of one command's events after `after_version`, chained on `prev_hash`, the
    envelopes as a reader of those payloads gets them (equal in value, type and key order to parsing each
    payload: tests/platform/test_format.py), and the new chain head. The command (and the seat's signature
    of it) rides on the first event. Raises NotCanonicalisable if an event has no canonical form."""
    if canonical is jcs_bytes and _chainlink is not None:
        linked = _encode_linked(game_id, events, after_version, prev_hash, chain_key, time, actor, command_id,
                                command, signature)
        if linked is not None:
            return linked
    payloads, envelopes = [], []
    # The envelope's own fields are ours: its keys ASCII, its scalars strings, small integers or None (checked
    # by type once per command), so only an event's type, v, data and the command can make orjson's bytes
    # differ from JCS's (_jcs_fragment decides for those from orjson's own output).
    # The signature is written only beside a command: without one, whatever it is cannot change the bytes.
    jcs = canonical is jcs_bytes and _plain_scalars(actor, command_id, time, prev_hash, game_id,
                                                    signature if command is not None else None)
    command_json = None
    for offset, event in enumerate(events, start=1):
        version = after_version + offset
        kind, v, data = event["type"], event.get("v", 1), event.get("data", {})
        first_with_command = command is not None and offset == 1
        # Built in JCS's key order, so the envelope handed back has the key order of a parsed payload.
        if not first_with_command:
            envelope = {"actor": actor, "command_id": command_id, "data": data, "game_id": game_id,
                        "prev_hash": prev_hash, "time": time, "type": kind, "v": v, "version": version}
        elif signature is None:
            envelope = {"actor": actor, "command": command, "command_id": command_id, "data": data,
                        "game_id": game_id, "prev_hash": prev_hash, "time": time, "type": kind, "v": v,
                        "version": version}
        else:
            envelope = {"actor": actor, "command": command, "command_id": command_id, "data": data,
                        "game_id": game_id, "prev_hash": prev_hash, "signature": signature, "time": time,
                        "type": kind, "v": v, "version": version}
        data_json = _jcs_fragment(data) if jcs and _plain_scalars(kind, v) else None
        if data_json is not None and first_with_command:
            # The command usually rides in its event's data (the same object), whose bytes were just checked.
            inside = type(data) is dict and data.get("command") is command
            command_json = _jcs_bytes_of(command) if inside else _jcs_fragment(command)
            if command_json is None:
                data_json = None
        if data_json is not None:
            # Every part is JCS: the body is the envelope's JCS bytes, and the reader's envelope holds the
            # parsed parts (fresh objects, as a parsed payload's: nothing shared with the engine's).
            envelope["data"] = orjson.Fragment(data_json)
            if first_with_command:
                envelope["command"] = orjson.Fragment(command_json)
            body = orjson.dumps(envelope)
            envelope["data"] = orjson.loads(data_json)
            if first_with_command:
                envelope["command"] = orjson.loads(command_json)
        else:
            body = canonical(envelope)
            envelope = None
        prev_hash = link_hash(prev_hash, chain_nonce(chain_key, game_id, version), body)
        # Stored as the canonical body with the hash appended: one serialisation per event.
        payload = b"%s,\"hash\":\"%s\"}" % (body[:-1], prev_hash.encode())
        payloads.append(payload)
        if envelope is None:
            envelope = jsonfast.loads(payload)
        else:
            envelope["hash"] = prev_hash
        envelopes.append(envelope)
    return payloads, envelopes, prev_hash


def _encode_linked(game_id: str, events: list[dict[str, Any]], after_version: int, prev_hash: str, chain_key: str,
                   time: str, actor: int | str, command_id: str | None, command: dict[str, Any] | None,
                   signature: str | None) -> tuple[list[bytes], list[Envelope], str] | None:
    """encode_command's JCS path with each event's body, nonce, link hash and payload written by the compiled
    _chainlink (the same bytes: tests/platform/test_chainlink.py); None where it cannot write one of the events,
    and the Python path then encodes the whole command. The envelopes are built in JCS's key order around a parse
    of the data's and the command's bytes written, as the Python path builds them."""
    payloads, envelopes = [], []
    try:
        pads = _chainlink_pads(chain_key) if chain_key else None
    except UnicodeEncodeError:  # a key no game has (ours are base64url): the Python path says what it makes of it
        return None
    link, dumps, loads = _chainlink.link, orjson.dumps, orjson.loads
    for offset, event in enumerate(events, start=1):
        version = after_version + offset
        kind, v, data = event["type"], event.get("v", 1), event.get("data", {})
        try:
            data_json = dumps(data, option=_JCS_NATIVE)
        except TypeError:
            return None
        first_with_command = command is not None and offset == 1
        command_json = None
        if first_with_command:
            try:
                command_json = dumps(command, option=_JCS_NATIVE)
            except TypeError:
                return None
        linked = link(pads, prev_hash, actor, command_json, command_id, data_json, game_id,
                      signature if first_with_command else None, time, kind, v, version)
        if linked is None:
            return None
        # The three shapes of encode_command's Python path, in JCS's key order.
        if not first_with_command:
            envelope = {"actor": actor, "command_id": command_id, "data": loads(data_json), "game_id": game_id,
                        "prev_hash": prev_hash, "time": time, "type": kind, "v": v, "version": version}
        elif signature is None:
            envelope = {"actor": actor, "command": loads(command_json), "command_id": command_id,
                        "data": loads(data_json), "game_id": game_id, "prev_hash": prev_hash, "time": time,
                        "type": kind, "v": v, "version": version}
        else:
            envelope = {"actor": actor, "command": loads(command_json), "command_id": command_id,
                        "data": loads(data_json), "game_id": game_id, "prev_hash": prev_hash, "signature": signature,
                        "time": time, "type": kind, "v": v, "version": version}
        payload, prev_hash = linked
        envelope["hash"] = prev_hash
        payloads.append(payload)
        envelopes.append(envelope)
    return payloads, envelopes, prev_hash


@functools.lru_cache(maxsize=4096)
def _chainlink_pads(chain_key: str) -> bytes:
    """A game's HMAC pads for _chainlink, kept while its appends come (one chain key per game)."""
    return _chainlink.pads(chain_key.encode())


# orjson writes exactly JCS's bytes for JSON whose keys are ASCII (orjson sorts by code point, JCS by UTF-16
# code unit: the same order on ASCII), whose integers JCS carries exactly (OPT_STRICT_INTEGER refuses the
# others) and which holds no float (the two format numbers differently). Subclasses, dataclasses and datetimes
# are passed through to an error and take the reference path, as before. Three types orjson writes natively
# where the reference encoder refused them: an Enum member and a UUID are stored as their JSON value (the
# stored bytes are the JCS of what the fold and every reader parse, so the chain verifies), and an
# orjson.Fragment verbatim (raw JSON an engine would have to build on purpose; engines emit plain JSON values).
_JCS_NATIVE = (orjson.OPT_SORT_KEYS | orjson.OPT_STRICT_INTEGER | orjson.OPT_PASSTHROUGH_SUBCLASS
               | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME)
# A digit followed by a fraction or an exponent: in every float orjson writes (a string holding one only sends
# its value down the slower path).
_FLOAT_DIGITS = re.compile(rb"[0-9][.eE]").search


def _jcs_bytes_of(value: Any) -> bytes | None:
    try:
        return orjson.dumps(value, option=_JCS_NATIVE)
    except TypeError:
        return None


def _jcs_fragment(value: Any) -> bytes | None:
    """`value`'s JCS bytes from orjson, or None when orjson's may differ: a non-ASCII byte (a key may sort
    differently), a float, or a null (orjson writes NaN and the infinities as null, which JCS refuses:
    _orjson_is_jcs and the reference encoder decide those)."""
    encoded = _jcs_bytes_of(value)
    if encoded is None or not encoded.isascii() or encoded.find(b"null") >= 0 or _FLOAT_DIGITS(encoded) is not None:
        return None
    return encoded


def _plain_scalars(*values: Any) -> bool:
    """Whether each value is a string, None or an integer JCS carries exactly (what _orjson_is_jcs accepts of
    a scalar), checked by type without a walk."""
    for value in values:
        kind = type(value)
        if not (kind is str or value is None or (kind is int and -JCS_MAX_SAFE_INTEGER <= value <= JCS_MAX_SAFE_INTEGER)):
            return False
    return True


def verify_chain(envelopes: Iterable[Envelope], chain_key: str = "", canon: str | None = None) -> tuple[bool, str]:
    """Check versions 1, 2, 3 ... without gaps and every hash against its predecessor.

    canon=None reads the form from the first event (what an auditor does)."""
    prev = GENESIS_HASH
    expected_version = 1
    for envelope in envelopes:
        if envelope.get("version") != expected_version:
            return False, f"version {envelope.get('version')} where {expected_version} was expected"
        if canon is None:
            canon = canon_of(envelope)
        try:
            recomputed = chain_hash(prev, envelope, chain_key, canon)
        except (NotCanonicalisable, KeyError, TypeError):
            recomputed = None
        if envelope.get("prev_hash") != prev or recomputed != envelope.get("hash"):
            return False, f"hash chain broken at version {expected_version}"
        prev = envelope["hash"]
        expected_version += 1
    return True, f"{expected_version - 1} events chained"


def seed_commitment(salt: str, seed: int | str) -> str:
    """sha256 of "salt:seed": published at creation, opened by the revealed seed at the end."""
    return hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()


def rng_seed(seed: int | str, salt: str, players: list[dict[str, Any]]) -> str:
    """What every draw of the game derives from (shared.domain.engine.rng_for).

    A seed given at creation reproduces a game exactly only when every seat is automated
    (tests, bot tournaments). With a human seat it is mixed with the secret salt: whoever
    knows the seed (the creator, or anyone guessing a small one) must not know the cards.
    Both are revealed at the end, so the draws are re-derivable by anyone then.
    """
    if all(player["kind"] in AUTOMATED_KINDS for player in players):
        return str(seed)
    return f"{salt}:{seed}"


def upcast(upcasters: dict[tuple[str, int], Upcaster], envelope: Envelope,
           renamed: dict[str, str] | None = None) -> Envelope:
    """The envelope under its current type name (`renamed`: old name -> new) with its data lifted to
    the current schema version (a copy if anything changes). The hash chain covers the stored form."""
    new_name = renamed.get(envelope["type"]) if renamed else None
    if new_name is not None:
        envelope = {**envelope, "type": new_name}
    upcaster = upcasters.get((envelope["type"], envelope["v"]))
    if upcaster is None:
        return envelope
    envelope = dict(envelope)
    while upcaster is not None:
        envelope["data"] = upcaster(envelope["data"])
        envelope["v"] += 1
        upcaster = upcasters.get((envelope["type"], envelope["v"]))
    return envelope
