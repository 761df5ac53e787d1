"""The transparency log's Merkle tree: RFC 9162 (Certificate Transparency 2.0) section 2.1, pure.

Standard library only: the offline verifier (`tabletop verify`, the monitor, a witness) runs it on
the base install, and the server builds its proofs with the same functions.

    leaf hash  SHA-256(0x00 || leaf bytes)
    node hash  SHA-256(0x01 || left || right)
    MTH(D[n])  split at k, the largest power of two below n: MTH(D[0:k]) and MTH(D[k:n])

A leaf's bytes are the canonical JSON (RFC 8785) of {"kind", "game_id", "version", "hash"}
(docs/FORMAT.md "The transparency log"). Every range the RFC's proof recursion names is either a
perfect, aligned subtree (2^level leaves starting at a multiple of 2^level) or such a subtree cut
short by the tree's right edge; the latter is a few perfect subtrees combined. The server stores
every perfect subtree's hash as it sequences (shared.store.log_storage), so a proof costs O(log n)
stored hashes and never rehashes the log: `inclusion_ranges` / `consistency_ranges` name the
ranges, `perfect_pieces` the stored subtrees that make each one, `range_hash` combines them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable

EMPTY_ROOT = hashlib.sha256(b"").digest()
LEAF_KINDS = ("game_finished", "game_checkpoint", "tournament_checkpoint", "tournament_finished")
TREE_HEAD_KIND = "tabletop.tree_head.v1"  # what the server signs
COSIGNATURE_KIND = "tabletop.tree_head.cosignature.v1"  # what a witness signs

Node = tuple[int, int]  # (level, index): the perfect subtree of leaves [index << level, (index + 1) << level)


def leaf_bytes(kind: str, game_id: str, version: int, hash_: str) -> bytes:
    """RFC 8785 canonical JSON of a leaf: for string and integer members it is json.dumps with sorted
    keys, no spaces and no ASCII escaping (JCS escapes exactly what JSON must)."""
    return _canonical({"kind": kind, "game_id": game_id, "version": version, "hash": hash_})


def _canonical(value: dict) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def signed_head_message(kind: str, size: int, root: str, time_ms: int) -> bytes:
    """What a tree head's signature covers: TREE_HEAD_KIND for the server's, COSIGNATURE_KIND for a
    witness's (a signature of one kind never passes for the other)."""
    return _canonical({"kind": kind, "size": size, "root": root, "time": time_ms})


def leaf_hash(data: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + data).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def _split(n: int) -> int:
    """k: the largest power of two smaller than n (n > 1)."""
    return 1 << ((n - 1).bit_length() - 1)


def root_of(leaf_hashes: list[bytes]) -> bytes:
    """MTH of a list of leaf hashes, by the RFC's definition (tests and small trees; the server
    combines stored subtrees instead)."""
    if not leaf_hashes:
        return EMPTY_ROOT
    if len(leaf_hashes) == 1:
        return leaf_hashes[0]
    k = _split(len(leaf_hashes))
    return node_hash(root_of(leaf_hashes[:k]), root_of(leaf_hashes[k:]))


# -- proofs as ranges of leaves (RFC 9162 2.1.3.1 PATH and 2.1.4.1 SUBPROOF) ------------------------


def inclusion_ranges(index: int, size: int) -> list[tuple[int, int]]:
    """The ranges [start, end) whose MTHs form the audit path of leaf `index` in a tree of `size`,
    from the leaf upwards."""
    if not 0 <= index < size:
        raise ValueError(f"leaf {index} is not in a tree of {size}")
    path: list[tuple[int, int]] = []
    start, end = 0, size
    while end - start > 1:
        k = _split(end - start)
        if index - start < k:
            path.append((start + k, end))
            end = start + k
        else:
            path.append((start, start + k))
            start += k
    return path[::-1]


def consistency_ranges(first: int, second: int) -> list[tuple[int, int]]:
    """The ranges whose MTHs form the consistency proof from a tree of `first` to one of `second`
    leaves (empty when first is 0 or equals second: nothing to prove)."""
    if not 0 <= first <= second:
        raise ValueError(f"no consistency proof from {first} to {second}")
    if first in (0, second):
        return []
    proof: list[tuple[int, int]] = []
    start, end, complete = 0, second, True
    while first != end:
        k = _split(end - start)
        if first <= start + k:
            proof.append((start + k, end))
            end = start + k
        else:
            proof.append((start, start + k))
            start += k
            complete = False
    if not complete:
        proof.append((start, end))
    return proof[::-1]


def perfect_pieces(start: int, end: int) -> list[Node]:
    """The perfect subtrees that make up [start, end), left to right: the range itself when it is
    perfect and aligned, else (a right edge) its binary decomposition."""
    pieces: list[Node] = []
    while start < end:
        level = (end - start).bit_length() - 1
        if start % (1 << level):
            raise ValueError(f"[{start}, {end}) is not a range of the tree")
        pieces.append((level, start >> level))
        start += 1 << level
    return pieces


def range_hash(pieces: list[Node], hashes: dict[Node, bytes]) -> bytes:
    """MTH of a range from its perfect pieces: folded from the right, as the RFC splits."""
    result = hashes[pieces[-1]]
    for piece in reversed(pieces[:-1]):
        result = node_hash(hashes[piece], result)
    return result


def resolve(ranges: Iterable[tuple[int, int]], fetch: Callable[[list[Node]], dict[Node, bytes]]) -> list[bytes]:
    """The MTH of each range, from one fetch of every stored subtree they need."""
    ranges = list(ranges)
    pieces = [perfect_pieces(start, end) for start, end in ranges]
    hashes = fetch(sorted({piece for group in pieces for piece in group}))
    return [range_hash(group, hashes) for group in pieces]


def new_nodes(size: int, leaf_hashes: list[bytes], stored: Callable[[list[Node]], dict[Node, bytes]]) -> dict[Node, bytes]:
    """Every perfect subtree completed by appending `leaf_hashes` to a tree of `size` leaves.

    Level 0 holds the leaves; a node of level L is complete once its 2^L leaves are in. Only the
    left children still open at the old right edge come from `stored` (at most one per level)."""
    created: dict[Node, bytes] = {(0, size + i): h for i, h in enumerate(leaf_hashes)}
    new_size = size + len(leaf_hashes)
    needed = [(level - 1, (size >> level) << 1) for level in range(1, new_size.bit_length())
              if (size >> (level - 1)) & 1 and (size >> level) < (new_size >> level)]
    known = stored(needed) if needed else {}
    level = 1
    while new_size >> level:
        for index in range(size >> level, new_size >> level):
            left, right = (level - 1, index << 1), (level - 1, (index << 1) + 1)
            created[(level, index)] = node_hash(created.get(left) or known[left], created[right])
        level += 1
    return created


# -- verification (RFC 9162 2.1.3.2 and 2.1.4.2) ------------------------------------------------------


def verify_inclusion(leaf: bytes, index: int, size: int, path: list[bytes], root: bytes) -> bool:
    """Whether `path` proves that the leaf hash `leaf` is leaf `index` of the tree of `size` with `root`."""
    if not 0 <= index < size:
        return False
    fn, sn, result = index, size - 1, leaf
    for sibling in path:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            result = node_hash(sibling, result)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            result = node_hash(result, sibling)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and result == root


def verify_consistency(first: int, second: int, first_root: bytes, second_root: bytes, proof: list[bytes]) -> bool:
    """Whether `proof` shows the tree of `second` leaves (`second_root`) extends the one of `first`."""
    if not 0 <= first <= second:
        return False
    if first == second:
        return not proof and first_root == second_root
    if first == 0:
        return not proof  # the empty tree is the prefix of every tree
    if not proof:
        return False
    if first & (first - 1) == 0:  # an exact power of two: its root is the proof's first node
        proof = [first_root, *proof]
    fn, sn = first - 1, second - 1
    while fn & 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = proof[0]
    for node in proof[1:]:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            fr, sr = node_hash(node, fr), node_hash(node, sr)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            sr = node_hash(sr, node)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and fr == first_root and sr == second_root
