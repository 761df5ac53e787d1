"""The deployment's transparency log of game and tournament heads (docs/FORMAT.md "The transparency log").

One append-only Merkle log (RFC 9162 hashing, shared.domain.merkle) per deployment, shared by every
service on the same Redis. Leaves are submitted without waiting (one XADD: shared.app.after_append.log_feed
decides when) and sequenced in batches by `sequence` (the workers' `tabletop.sequence_log` task,
inline under inline dispatch). After each batch the server signs a tree head (size, root, time)
with its Ed25519 key (shared.store.signing.KeyRing, the receipts' key). Proofs are read from the
stored subtree hashes: O(log n) hashes, one pipeline.

Witnesses (registered keys) co-sign heads they checked against the last one they saw.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from shared.domain import merkle
from shared.domain.errors import Conflict, NotFound, PlatformError, Unauthenticated
from shared.store.chain import jcs_bytes
from shared.store.log_storage import LogStorage
from shared.store.signing import KeyRing, b64encode, key_id, public_key_from_text, signature_valid

BATCH = 1000  # leaves per commit: one script call of ~100 KB
MAX_BATCHES = 100  # per run: a flood is worked off in several runs, each yielding the worker in between


def leaf(kind: str, stream_id: str, version: int, hash_: str) -> dict[str, Any]:
    if kind not in merkle.LEAF_KINDS:
        raise ValueError(f"unknown leaf kind {kind!r}")
    return {"kind": kind, "game_id": stream_id, "version": version, "hash": hash_}


def leaf_hash_of(entry: dict[str, Any]) -> bytes:
    """merkle.leaf_bytes's JCS bytes, through the store's encoder (orjson, with the rfc8785 fallback)."""
    return merkle.leaf_hash(jcs_bytes(entry))


class TransparencyLog:
    def __init__(self, storage: LogStorage, keyring: KeyRing, now_ms: Callable[[], int] | None = None):
        self.storage = storage
        self.keyring = keyring
        self.now_ms = now_ms or (lambda: time.time_ns() // 1_000_000)

    # -- writing ----------------------------------------------------------------------------------

    def submit(self, leaves: list[dict[str, Any]]) -> None:
        """Queue leaves for the sequencer (cheap: never waits for a batch)."""
        if leaves:
            self.storage.submit(leaves)

    def sequence(self, max_batches: int = MAX_BATCHES, batch: int = BATCH) -> int:
        """Append the pending leaves in batches, then sign a head for the new size; returns how many
        leaves were appended. A leaf already logged is skipped (submitted twice, or re-submitted
        by a rebuild); a batch that lost a race with another sequencer is read again."""
        return self.sequence_drained(max_batches, batch)[0]

    def sequence_drained(self, max_batches: int = MAX_BATCHES, batch: int = BATCH) -> tuple[int, bool]:
        """`sequence`, and whether it saw the pending leaves run out (False: it stopped at max_batches,
        a flood the caller continues in another run). A read that comes back short of `batch` is the end:
        a leaf submitted after it queues a run of its own (shared.app.after_append.scheduling.schedule_sequencing), so
        the run does not read the pending stream once more to find it empty."""
        appended, drained = 0, False
        for _ in range(max_batches):
            entries = self.storage.pending(batch)
            if entries:
                appended += self._append_batch([entry for _, entry in entries], entries[-1][0])
            if len(entries) < batch:
                drained = True
                break
        self.ensure_head()
        return appended, drained

    def append_generated(self, leaves: list[dict[str, Any]]) -> int:
        """Append leaves directly, without the pending stream (the bench's generated log)."""
        return self._append_batch(leaves, "")

    def _append_batch(self, entries: list[dict[str, Any]], cursor: str) -> int:
        while True:
            size = self.storage.size()
            fresh, seen = [], set()
            for entry, logged in zip(entries, self.storage.logged(entries), strict=True):
                identity = (entry["game_id"], entry["version"], entry["kind"])
                if not logged and identity not in seen:
                    seen.add(identity)
                    fresh.append(entry)
            nodes = merkle.new_nodes(size, [leaf_hash_of(entry) for entry in fresh], self.storage.nodes)
            if self.storage.commit(size, fresh, nodes, cursor):
                return len(fresh)

    # -- heads ------------------------------------------------------------------------------------

    def root(self, size: int) -> bytes:
        if size == 0:
            return merkle.EMPTY_ROOT
        return merkle.resolve([(0, size)], self.storage.nodes)[0]

    def ensure_head(self) -> dict[str, Any]:
        """The signed head of the current size: signed now unless it exists (a sequencer killed
        between its commit and its signature leaves the next run to sign)."""
        size, latest = self.storage.size_and_head()
        if latest is not None and latest["size"] == size:
            return latest
        signed = self.storage.head(size)
        if signed is None:
            signed = self.sign(size, self.root(size), max(self.now_ms(), latest["time"] if latest else 0))
            self.storage.save_head(signed)
        return signed

    def sign(self, size: int, root: bytes, time_ms: int) -> dict[str, Any]:
        message = merkle.signed_head_message(merkle.TREE_HEAD_KIND, size, root.hex(), time_ms)
        active_id, signature = self.keyring.sign(message)
        return {"size": size, "root": root.hex(), "time": time_ms, "key_id": active_id,
                "signature": b64encode(signature)}

    def tree_head(self, size: int | None = None) -> dict[str, Any]:
        """A signed tree head (the latest, or the one of `size`) with the witnesses' co-signatures."""
        head = self.ensure_head() if size is None else self.storage.head(size)
        if head is None:
            raise NotFound(f"no signed tree head of size {size}", details={"field": "size"})
        cosignatures = self.storage.cosignatures(head["size"])
        return {**head, "cosignatures": [{"key_id": k, "signature": s} for k, s in sorted(cosignatures.items())]}

    # -- proofs -----------------------------------------------------------------------------------

    def inclusion(self, stream_id: str, version: int) -> dict[str, Any]:
        """The leaf of this head, its index and audit path under the latest signed tree head."""
        found = self.storage.find(stream_id, version)
        if found is None:
            raise NotFound(f"the log holds no head of {stream_id!r} at version {version} (yet)",
                           details={"game_id": stream_id, "version": version})
        index, entry = found
        head = self.tree_head()
        if index >= head["size"]:
            raise NotFound("that head is sequenced but no signed tree head covers it yet; retry shortly",
                           details={"game_id": stream_id, "version": version})
        path = merkle.resolve(merkle.inclusion_ranges(index, head["size"]), self.storage.nodes)
        return {"leaf": entry, "leaf_index": index, "tree_size": head["size"],
                "audit_path": [node.hex() for node in path], "tree_head": head}

    def consistency(self, first: int, second: int) -> dict[str, Any]:
        """The consistency proof between two signed tree sizes (second at most the current size)."""
        size = self.storage.size()
        if not 0 <= first <= second <= size:
            raise PlatformError(f"need 0 <= from <= to <= {size} (the log's size)",
                                details={"from": first, "to": second, "size": size}, code="bad_range")
        proof = merkle.resolve(merkle.consistency_ranges(first, second), self.storage.nodes)
        return {"from": first, "to": second, "proof": [node.hex() for node in proof]}

    # -- witnesses --------------------------------------------------------------------------------

    def register_witness(self, public_key: str, name: str) -> dict[str, Any]:
        try:
            public_key_from_text(public_key)
        except ValueError as error:
            raise PlatformError(f"not an Ed25519 public key: {error}", details={"field": "public_key"}) from error
        entry = {"key_id": key_id(public_key), "public_key": public_key, "name": name}
        self.storage.register_witness(entry)
        return entry

    def cosign(self, size: int, root: str, time_ms: int, witness_id: str, signature: str) -> dict[str, Any]:
        """Keep a witness's co-signature of a head this log signed; refused for an unknown witness, a
        bad signature or a head the log never signed."""
        witness = self.storage.witnesses().get(witness_id)
        if witness is None:
            raise Unauthenticated(f"no registered witness {witness_id!r}", details={"field": "key_id"})
        message = merkle.signed_head_message(merkle.COSIGNATURE_KIND, size, root, time_ms)
        if not signature_valid(witness["public_key"], signature, message):
            raise Unauthenticated("the co-signature does not verify with the witness's key",
                                  details={"field": "signature"}, code="bad_signature")
        head = self.storage.head(size)
        if head is None or (head["root"], head["time"]) != (root, time_ms):
            raise Conflict("this log never signed that tree head", details={"size": size}, code="unknown_tree_head")
        self.storage.add_cosignature(size, witness_id, signature)
        return self.tree_head(size)
