"""The transparency log's keys: one log per deployment, every key under the `{log}` hash tag.

A part of shared.store.keys, which names every key (see its docstring).
"""

from __future__ import annotations

# How many 32-byte subtree hashes one node key holds (a Redis string of 512 KiB, read with GETRANGE).
LOG_NODES_PER_KEY = 1 << 14


class LogKeys:
    """The transparency log's keys (shared.store.log_storage), all in one Cluster slot: the commit
    script touches several of them."""

    __slots__ = ("base", "pending", "state", "index", "heads", "witnesses")

    def __init__(self, prefix: str):
        self.base = f"{prefix}tlog:{{log}}"
        self.pending = f"{self.base}:pending"  # a stream of leaves waiting to be sequenced
        self.state = f"{self.base}:state"  # size, cursor (the last pending entry sequenced), latest head and its size
        self.index = f"{self.base}:index"  # JSON [id, version, kind] -> {"index", "leaf"}: each leaf once
        self.heads = f"{self.base}:heads"  # tree size -> its signed tree head
        self.witnesses = f"{self.base}:witnesses"  # witness key id -> {"key_id", "public_key", "name"}

    def nodes(self, level: int, chunk: int) -> str:
        """LOG_NODES_PER_KEY hashes of perfect subtrees of 2^level leaves, back to back."""
        return f"{self.base}:nodes:{level}:{chunk}"

    def cosignatures(self, size: int) -> str:
        """The witnesses' co-signatures of the tree head of this size (witness key id -> signature)."""
        return f"{self.base}:cosig:{size}"
