"""The benches' own keys: what a bench writes beside the platform's keys as its yardstick, and deletes.

A part of shared.store.keys, which names every key (see its docstring). It imports nothing, so the instruction
bench's harness loads it by path from its own tree (shared/tools/instruction_counts.py, `_harness`).
"""

from __future__ import annotations


def bare_stream_key(prefix: str, tag: str) -> str:
    """The stream a bench XADDs to bare (shared.store.bench_probes.bare_append: the yardstick an append is held
    against), under its own hash tag."""
    return f"{prefix}bench:{{{tag}}}:bare"
