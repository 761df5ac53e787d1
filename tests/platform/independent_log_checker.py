"""A second checker of the transparency log's proofs, written from docs/FORMAT.md ("The transparency
log") and RFC 9162 alone: standard library only, nothing of the project (Ed25519 comes from the
sibling independent_verifier.py, itself written out from RFC 8032). The proofs are checked by
rebuilding the RFC's recursive definitions top-down, not with the RFC's iterative loops the
project uses, so a shared misreading of the RFC would have to be made twice.

    python tests/platform/independent_log_checker.py BUNDLE.json

BUNDLE: {"keys": <GET /v1/log/keys>, "heads": [tree heads], "inclusions": [inclusion proofs],
"consistency": [{"old": head, "new": head, "proof": [hex...]}]}. One line per item; exit 1 on any
failure.
"""

import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from independent_verifier import ed25519_verify, unb64  # noqa: E402


def jcs(value):
    # JCS for objects of strings and integers: sorted keys, no whitespace, UTF-8.
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def node(left, right):
    return hashlib.sha256(b"\x01" + left + right).digest()


def split(n):
    k = 1
    while k * 2 < n:
        k *= 2
    return k


def root_from_path(index, size, leaf, path):
    """PATH(m, D[n]) ends with the sibling of the top split: rebuild the root from the top down."""
    if size == 1:
        if path:
            raise ValueError("path too long")
        return leaf
    if not path:
        raise ValueError("path too short")
    k, sibling, rest = split(size), path[-1], path[:-1]
    if index < k:
        return node(root_from_path(index, k, leaf, rest), sibling)
    return node(sibling, root_from_path(index - k, size - k, leaf, rest))


def roots_from_proof(m, n, proof, whole, old_root):
    """(old subtree root, new subtree root, unused proof) by SUBPROOF(m, D[n], whole)."""
    if m == n:
        if whole:
            return old_root, old_root, proof
        return proof[-1], proof[-1], proof[:-1]
    k, last, rest = split(n), proof[-1], proof[:-1]
    if m <= k:
        old, new, rest = roots_from_proof(m, k, rest, whole, old_root)
        return old, node(new, last), rest
    old, new, rest = roots_from_proof(m - k, n - k, rest, False, old_root)
    return node(last, old), node(last, new), rest


def head_signed(head, keys, kind="tabletop.tree_head.v1"):
    published = keys.get(head["key_id"])
    message = jcs({"kind": kind, "size": head["size"], "root": head["root"], "time": head["time"]})
    return published is not None and ed25519_verify(unb64(published["public_key"]), message,
                                                    unb64(head["signature"]))


def check_inclusion(proof, keys):
    head, leaf = proof["tree_head"], proof["leaf"]
    if not head_signed(head, keys):
        return "tree head signature invalid"
    data = jcs({"kind": leaf["kind"], "game_id": leaf["game_id"], "version": leaf["version"], "hash": leaf["hash"]})
    leaf_hash = hashlib.sha256(b"\x00" + data).digest()
    if not 0 <= proof["leaf_index"] < head["size"]:
        return "leaf index outside the tree"
    try:
        root = root_from_path(proof["leaf_index"], head["size"], leaf_hash, [bytes.fromhex(h) for h in proof["audit_path"]])
    except (ValueError, IndexError) as error:
        return f"bad audit path: {error}"
    return None if root.hex() == head["root"] else "audit path does not lead to the root"


def check_consistency(item, keys):
    old, new = item["old"], item["new"]
    if not (head_signed(old, keys) and head_signed(new, keys)):
        return "tree head signature invalid"
    m, n = old["size"], new["size"]
    proof = [bytes.fromhex(h) for h in item["proof"]]
    if m > n:
        return "the log shrank"
    if m == 0:
        return None if not proof else "a proof from the empty tree must be empty"
    if m == n:
        return None if not proof and old["root"] == new["root"] else "two different trees of one size"
    try:
        got_old, got_new, rest = roots_from_proof(m, n, proof, True, bytes.fromhex(old["root"]))
    except (ValueError, IndexError) as error:
        return f"bad proof: {error}"
    if rest or got_old.hex() != old["root"] or got_new.hex() != new["root"]:
        return "not consistent: a fork"
    return None


def main(path):
    with open(path) as handle:
        bundle = json.load(handle)
    keys = {k["key_id"]: k for k in bundle["keys"]["keys"]}
    witnesses = {w["key_id"]: w for w in bundle["keys"].get("witnesses", [])}
    failed = False
    lines = []
    for head in bundle.get("heads", []):
        problem = None if head_signed(head, keys) else "tree head signature invalid"
        for cosignature in head.get("cosignatures", []):
            signed = {**head, **cosignature}
            if not head_signed(signed, witnesses, "tabletop.tree_head.cosignature.v1"):
                problem = f"co-signature of {cosignature['key_id']} invalid"
        lines.append(("head", head["size"], problem))
    for proof in bundle.get("inclusions", []):
        lines.append(("inclusion", proof["leaf_index"], check_inclusion(proof, keys)))
    for item in bundle.get("consistency", []):
        lines.append(("consistency", f"{item['old']['size']}->{item['new']['size']}", check_consistency(item, keys)))
    for what, which, problem in lines:
        print(f"{what} {which}: {'ok' if problem is None else 'FAIL ' + problem}")
        failed = failed or problem is not None
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
