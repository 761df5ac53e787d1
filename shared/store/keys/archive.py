"""The archive's keys: finished games waiting to leave Redis, and the public dumps written.

A part of shared.store.keys, which names every key (see its docstring).
"""

from __future__ import annotations


def archive_due_key(prefix: str) -> str:
    """Finished games waiting for archival (member `<game>:<game_id>`, score = when they finished, unix s)."""
    return f"{prefix}tabletop:archive:due"


def archive_dumps_key(prefix: str) -> str:
    """The public dumps written (field: the period, `YYYY-MM`; value: the manifest's sha256)."""
    return f"{prefix}tabletop:archive:dumps"
