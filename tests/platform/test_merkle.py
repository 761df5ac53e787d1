"""The pure Merkle tree (shared.domain.merkle) against RFC 9162's recursive definitions, written out
here as directly as the RFC states them, for every small tree."""

from __future__ import annotations

import hashlib

import pytest

from shared.domain import merkle


def _leaves(n: int) -> list[bytes]:
    return [merkle.leaf_hash(merkle.leaf_bytes("game_finished", f"g{i}", i + 1, "0" * 64)) for i in range(n)]


def _mth(d: list[bytes]) -> bytes:
    if len(d) == 1:
        return d[0]
    k = 1
    while k * 2 < len(d):
        k *= 2
    return hashlib.sha256(b"\x01" + _mth(d[:k]) + _mth(d[k:])).digest()


def _path(m: int, d: list[bytes]) -> list[bytes]:
    if len(d) == 1:
        return []
    k = 1
    while k * 2 < len(d):
        k *= 2
    if m < k:
        return _path(m, d[:k]) + [_mth(d[k:])]
    return _path(m - k, d[k:]) + [_mth(d[:k])]


def _subproof(m: int, d: list[bytes], b: bool) -> list[bytes]:
    if m == len(d):
        return [] if b else [_mth(d)]
    k = 1
    while k * 2 < len(d):
        k *= 2
    if m <= k:
        return _subproof(m, d[:k], b) + [_mth(d[k:])]
    return _subproof(m - k, d[k:], False) + [_mth(d[:k])]


def _stored(leaves: list[bytes]):
    """Every perfect subtree of the tree, as the server stores them."""
    nodes = {}
    size = 0
    for leaf in leaves:
        nodes.update(merkle.new_nodes(size, [leaf], lambda needed: {n: nodes[n] for n in needed}))
        size += 1
    return nodes


def test_leaf_bytes_are_canonical_json():
    assert merkle.leaf_bytes("game_finished", "abc", 7, "ff") == \
        b'{"game_id":"abc","hash":"ff","kind":"game_finished","version":7}'


@pytest.mark.parametrize("game_id", ["abc", "ü-ß", "a\"b\\c", "tab\there"])
def test_the_servers_leaf_encoding_is_the_published_one(game_id):
    from shared.store.transparency_log import leaf, leaf_hash_of

    entry = leaf("game_checkpoint", game_id, 2**40, "ab" * 32)
    assert leaf_hash_of(entry) == merkle.leaf_hash(merkle.leaf_bytes("game_checkpoint", game_id, 2**40, "ab" * 32))


def test_empty_tree_root_is_sha256_of_nothing():
    assert merkle.root_of([]).hex() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"


@pytest.mark.parametrize("n", range(1, 34))
def test_proofs_match_the_rfc_and_verify(n):
    d = _leaves(n)
    nodes = _stored(d)
    fetch = lambda needed: {node: nodes[node] for node in needed}  # noqa: E731
    root = merkle.resolve([(0, n)], fetch)[0]
    assert root == _mth(d) == merkle.root_of(d)
    for m in range(n):
        path = merkle.resolve(merkle.inclusion_ranges(m, n), fetch)
        assert path == _path(m, d)
        assert merkle.verify_inclusion(d[m], m, n, path, root)
        assert not merkle.verify_inclusion(d[m], m, n, path + [root], root)
        assert not merkle.verify_inclusion(d[m], n, n, path, root)
        if n > 1:
            assert not merkle.verify_inclusion(d[(m + 1) % n], m, n, path, root)
    for m in range(1, n + 1):
        proof = merkle.resolve(merkle.consistency_ranges(m, n), fetch)
        assert proof == (_subproof(m, d, True) if m < n else [])
        assert merkle.verify_consistency(m, n, _mth(d[:m]), root, proof)
        if m < n:
            assert not merkle.verify_consistency(m, n, _mth(d[:m]), _mth(d[:n - 1] + [d[0]]), proof)
            forked = _mth([d[0] if i == m - 1 and m > 1 else h for i, h in enumerate(d[:m])])
            if forked != _mth(d[:m]):
                assert not merkle.verify_consistency(m, n, forked, root, proof)


def test_batched_appends_store_the_same_subtrees_as_single_ones():
    d = _leaves(45)
    nodes: dict = {}
    size = 0
    for batch in (3, 1, 7, 16, 2, 9, 7):
        nodes.update(merkle.new_nodes(size, d[size:size + batch], lambda needed: {n: nodes[n] for n in needed}))
        size += batch
    assert nodes == _stored(d)


def test_ranges_outside_the_tree_are_refused():
    with pytest.raises(ValueError):
        merkle.inclusion_ranges(5, 5)
    with pytest.raises(ValueError):
        merkle.consistency_ranges(6, 5)
    assert not merkle.verify_consistency(6, 5, b"", b"", [])
