"""Ed25519 signatures: the server's receipts and transcript heads, and the seats' signed commands.

Every signed message is the RFC 8785 canonical JSON of an object whose `kind` names what is
signed, so a signature of one kind can never be replayed as another (docs/FORMAT.md):

    receipt     {"kind": "tabletop.receipt.v1", "game_id", "version", "hash"}
    transcript  {"kind": "tabletop.transcript.v1", "game_id", "version", "hash"}
    command     {"kind": "tabletop.command.v1", "game_id", "expected_version", "command"}

Keys and signatures travel as unpadded base64url of their raw bytes (32 and 64 bytes). A key id
is the first 16 hex digits of sha256 of the raw public key.

The verifying half is pure (the offline verifier uses it); KeyRing, the signing half, keeps
its keys in the Redis client it is handed but imports no server package itself.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import logging
import threading
from datetime import UTC, datetime
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from shared.base import jsonfast
from shared.store.chain import jcs_bytes
from shared.store.keys import signing_dev_key, signing_registry_key
from shared.store.replies import text

log = logging.getLogger(__name__)

RECEIPT_KIND = "tabletop.receipt.v1"
TRANSCRIPT_KIND = "tabletop.transcript.v1"
COMMAND_KIND = "tabletop.command.v1"
ALGORITHM = "Ed25519"


def b64encode(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def b64decode(text: str) -> bytes:
    if not isinstance(text, str):
        raise ValueError("expected a base64url string")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as error:
        raise ValueError("not base64url") from error


def public_key_from_text(text: str) -> Ed25519PublicKey:
    """An Ed25519 public key from its base64url raw form; ValueError when it is not one."""
    raw = b64decode(text)
    if len(raw) != 32:
        raise ValueError("an Ed25519 public key is 32 bytes")
    return Ed25519PublicKey.from_public_bytes(raw)


def public_text(public_key: Ed25519PublicKey) -> str:
    return b64encode(public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw))


def key_id(public_key_text: str) -> str:
    return hashlib.sha256(b64decode(public_key_text)).hexdigest()[:16]


def head_message(kind: str, game_id: str, version: int, hash_: str) -> bytes:
    return jcs_bytes({"kind": kind, "game_id": game_id, "version": version, "hash": hash_})


def command_message(game_id: str, expected_version: int, command: dict[str, Any]) -> bytes:
    return jcs_bytes({"kind": COMMAND_KIND, "game_id": game_id, "expected_version": expected_version,
                      "command": command})


def signature_valid(public_key_text: str, signature_text: Any, message: bytes) -> bool:
    """Whether `signature_text` is a valid Ed25519 signature of `message`; False for any malformed input."""
    try:
        public_key_from_text(public_key_text).verify(b64decode(signature_text), message)
    except (InvalidSignature, ValueError, TypeError):
        return False
    return True


def check_signed_head(signed: Any, kind: str, keys: dict[str, dict[str, Any]]) -> str | None:
    """Why a receipt or transcript head does not verify against `keys` (key id -> published key),
    or None when it does."""
    if not isinstance(signed, dict):
        return "not an object"
    missing = [f for f in ("key_id", "game_id", "version", "hash", "signature") if f not in signed]
    if missing:
        return f"missing {', '.join(missing)}"
    published = keys.get(signed["key_id"])
    if published is None:
        return f"unknown key {signed['key_id']!r}"
    try:
        message = head_message(kind, signed["game_id"], signed["version"], signed["hash"])
    except ValueError:
        return "unrepresentable fields"
    if not signature_valid(published["public_key"], signed["signature"], message):
        return f"bad signature (key {signed['key_id']})"
    return None


def private_key_from_config(signing_key: str, signing_key_file: str) -> Ed25519PrivateKey | None:
    """The configured signing key: SIGNING_KEY (base64url of the 32-byte seed) or SIGNING_KEY_FILE (PEM)."""
    if signing_key:
        raw = b64decode(signing_key.strip())
        if len(raw) != 32:
            raise ValueError("SIGNING_KEY must be base64url of a 32-byte Ed25519 seed")
        return Ed25519PrivateKey.from_private_bytes(raw)
    if signing_key_file:
        with open(signing_key_file, "rb") as handle:
            key = serialization.load_pem_private_key(handle.read(), password=None)
        if not isinstance(key, Ed25519PrivateKey):
            raise ValueError("SIGNING_KEY_FILE must hold an Ed25519 private key")
        return key
    return None


class KeyRing:
    """The server's signing key and the published list of every key it ever signed with.

    The list lives in Redis (hash `{prefix}tabletop:signing:keys`, key id -> entry) so every
    process and instance publishes the same list. When the active key changes (a rotation),
    the entries still open get their `valid_until`: old keys stay listed, so receipts they
    signed keep verifying.

    Without a configured key a development key is generated once and kept in Redis (SET NX:
    every worker and instance of the deployment agrees on one, and it survives restarts, so
    receipts stay verifiable against /v1/keys). That key is only as safe as Redis, which
    defeats the point of receipts against an operator: production sets SIGNING_KEY or
    SIGNING_KEY_FILE, and a warning says so. The private key is never logged nor served.
    """

    _signing = None  # (the key, its signing function): see _signer

    def __init__(self, redis, prefix: str = "", private_key: Ed25519PrivateKey | None = None):
        self.redis = redis
        self.registry_key = signing_registry_key(prefix)
        self.dev_key = signing_dev_key(prefix)
        self._configured = private_key
        self._active: tuple[str, Ed25519PrivateKey] | None = None
        self._lock = threading.Lock()

    def active(self) -> tuple[str, Ed25519PrivateKey]:
        if self._active is None:
            with self._lock:
                if self._active is None:
                    self._active = self._load()
        return self._active

    def _load(self) -> tuple[str, Ed25519PrivateKey]:
        private_key = self._configured
        if private_key is None:
            log.warning("no SIGNING_KEY configured: receipts are signed with a development key kept in Redis")
            seed = b64encode(Ed25519PrivateKey.generate().private_bytes(
                serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption()))
            self.redis.set(self.dev_key, seed, nx=True)
            stored = self.redis.get(self.dev_key)
            private_key = Ed25519PrivateKey.from_private_bytes(b64decode(text(stored)))
        public = public_text(private_key.public_key())
        active_id = key_id(public)
        now = datetime.now(UTC).isoformat(timespec="microseconds")
        entry = {"key_id": active_id, "algorithm": ALGORITHM, "public_key": public, "valid_from": now,
                 "valid_until": None}
        self.redis.hsetnx(self.registry_key, active_id, jsonfast.dumps(entry))
        for other_id, raw in self.redis.hgetall(self.registry_key).items():
            other = jsonfast.loads(raw)
            if other["key_id"] != active_id and other["valid_until"] is None:
                other["valid_until"] = now
                self.redis.hset(self.registry_key, text(other_id), jsonfast.dumps(other))
        return active_id, private_key

    def published(self) -> list[dict[str, Any]]:
        """Every key ever used, oldest first, with its validity (valid_until null: the current one)."""
        self.active()  # the current key is listed before anyone can receive a receipt from it
        return self.listed()

    def listed(self) -> list[dict[str, Any]]:
        """The keys listed so far, without making this process's key active (an audit only reads)."""
        entries = [jsonfast.loads(raw) for raw in self.redis.hvals(self.registry_key)]
        return sorted(entries, key=lambda e: (e["valid_from"], e["key_id"]))

    def adopt(self, published: list[dict[str, Any]]) -> None:
        """List keys another deployment (or an earlier release) signed with, as GET /v1/keys gave them, so
        the transcripts of games imported from it (EventStore.import_finished) verify here too. A key
        listed already is left as it is; an adopted key is never made active."""
        for entry in published:
            closed = {**entry, "valid_until": entry.get("valid_until") or entry.get("valid_from")}
            self.redis.hsetnx(self.registry_key, entry["key_id"], jsonfast.dumps(closed))

    def sign_head(self, kind: str, game_id: str, version: int, hash_: str) -> dict[str, Any]:
        active_id, signature = self.sign(head_message(kind, game_id, version, hash_))
        return {"key_id": active_id, "game_id": game_id, "version": version, "hash": hash_,
                "signature": b64encode(signature)}

    def sign(self, message: bytes) -> tuple[str, bytes]:
        """The active key's id and its Ed25519 signature of `message` (receipts, transcripts, the log's tree heads)."""
        active_id, private_key = self.active()
        return active_id, self._signer(private_key)(message)

    def _signer(self, private_key: Ed25519PrivateKey):
        """What signs with the active key: libsodium's Ed25519 where PyNaCl is installed (a server extra), the
        same signatures (Ed25519 is deterministic, RFC 8032) at ~60% of OpenSSL's instructions, which every
        command's receipt pays; cryptography's otherwise (the verifier's base install)."""
        if self._signing is None or self._signing[0] is not private_key:
            try:
                from nacl.bindings import crypto_sign, crypto_sign_BYTES, crypto_sign_seed_keypair
            except ImportError:
                self._signing = (private_key, private_key.sign)
            else:
                seed = private_key.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                                 serialization.NoEncryption())
                _, secret = crypto_sign_seed_keypair(seed)
                # crypto_sign returns the signature followed by the message (libsodium's combined form).
                self._signing = (private_key, lambda message: crypto_sign(message, secret)[:crypto_sign_BYTES])
        return self._signing[1]

    def receipt(self, game_id: str, version: int, hash_: str) -> dict[str, Any]:
        return self.sign_head(RECEIPT_KIND, game_id, version, hash_)

    def transcript(self, game_id: str, version: int, hash_: str) -> dict[str, Any]:
        return self.sign_head(TRANSCRIPT_KIND, game_id, version, hash_)


def keys_by_id(published: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {entry["key_id"]: entry for entry in published}

