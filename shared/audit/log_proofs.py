"""Checking what the transparency log serves, without trusting the server (docs/FORMAT.md "The
transparency log"): signed tree heads, inclusion of a game's head, consistency between two heads.

Pure (the Merkle math of shared.domain.merkle, Ed25519 checks of shared.store.signing): `tabletop
verify --log`, `tabletop log monitor` and `tabletop log witness` run it, and so can anyone.
Each check returns None when it passes, else why it fails, in one line.
"""

from __future__ import annotations

import urllib.parse
from typing import Any

from shared.domain import merkle
from shared.store.signing import signature_valid

HEAD_FIELDS = ("size", "root", "time", "key_id", "signature")


def _hash(text: Any) -> bytes:
    if not isinstance(text, str) or len(text) != 64:
        raise ValueError("not a hex sha256")
    return bytes.fromhex(text)


def check_tree_head(head: Any, keys: dict[str, dict[str, Any]]) -> str | None:
    """Whether `head` is a tree head signed by one of `keys` (key id -> published key)."""
    if not isinstance(head, dict) or any(f not in head for f in HEAD_FIELDS):
        return f"a tree head has {', '.join(HEAD_FIELDS)}"
    published = keys.get(head["key_id"])
    if published is None:
        return f"tree head signed by unknown key {head['key_id']!r}"
    try:
        message = merkle.signed_head_message(merkle.TREE_HEAD_KIND, int(head["size"]), str(head["root"]),
                                             int(head["time"]))
    except (TypeError, ValueError):
        return "tree head fields of the wrong type"
    if not signature_valid(published["public_key"], head["signature"], message):
        return f"bad tree head signature (key {head['key_id']})"
    return None


def cosigners(head: dict[str, Any], witnesses: dict[str, dict[str, Any]]) -> list[str]:
    """The witnesses (key id -> entry with public_key) whose co-signature of `head` verifies."""
    message = merkle.signed_head_message(merkle.COSIGNATURE_KIND, head["size"], head["root"], head["time"])
    return sorted(c["key_id"] for c in head.get("cosignatures", ())
                  if c.get("key_id") in witnesses
                  and signature_valid(witnesses[c["key_id"]]["public_key"], c.get("signature"), message))


def check_inclusion(proof: Any, game_id: str, version: int, hash_: str,
                    keys: dict[str, dict[str, Any]]) -> str | None:
    """Whether `proof` (GET /v1/log/proof/inclusion) shows the head (game_id, version, hash) is a leaf
    under a signed tree head."""
    try:
        entry, head = proof["leaf"], proof["tree_head"]
        if (entry["game_id"], entry["version"], entry["hash"]) != (game_id, version, hash_):
            return (f"the log's leaf for {game_id} at version {version} holds hash {entry['hash']}, "
                    f"not {hash_}: two histories")
        problem = check_tree_head(head, keys)
        if problem:
            return problem
        leaf = merkle.leaf_hash(merkle.leaf_bytes(entry["kind"], game_id, version, hash_))
        path = [_hash(node) for node in proof["audit_path"]]
        if not merkle.verify_inclusion(leaf, int(proof["leaf_index"]), int(head["size"]), path, _hash(head["root"])):
            return f"the audit path does not lead from leaf {proof['leaf_index']} to the root of tree {head['size']}"
    except (KeyError, TypeError, ValueError) as error:
        return f"not an inclusion proof ({error})"
    return None


def check_consistency(old: dict[str, Any], new: dict[str, Any], proof: Any) -> str | None:
    """Whether the tree of head `new` extends the tree of head `old` (both already signature-checked),
    given the proof nodes of GET /v1/log/proof/consistency; a failure is a fork of the log."""
    if new["size"] < old["size"]:
        return f"the log shrank from {old['size']} to {new['size']} leaves"
    if new["size"] == old["size"]:
        return None if new["root"] == old["root"] else f"two different trees of size {new['size']}"
    try:
        nodes = [_hash(node) for node in proof]
        consistent = merkle.verify_consistency(old["size"], new["size"], _hash(old["root"]), _hash(new["root"]), nodes)
    except (TypeError, ValueError) as error:
        return f"not a consistency proof ({error})"
    if not consistent:
        return f"the tree of {new['size']} leaves does not extend the tree of {old['size']} this client saw"
    return None


# -- where a log's pieces are served ------------------------------------------------------------------


def log_url(base: str, path: str, **query: Any) -> str:
    """`/v1/log/<path>` on the service at `base` (any service of the deployment serves the log)."""
    parts = urllib.parse.urlsplit(base)
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, f"/v1/log/{path}",
                                    urllib.parse.urlencode(query), ""))
