"""The write path of an event-sourced aggregate: append conditionally, then apply what was appended.

The append is conditional on the version the decision was made at (VersionConflict otherwise:
the caller decides again on the fresh state). Only what the store recorded is applied, to the
in-memory record (a game) or to the read model (a tournament's document and listing), so memory
and projections never hold an event the stream does not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shared.store.eventstore import AppendResult, EventStore


def append_then_apply(store: EventStore, aggregate_id: str, events: list[dict[str, Any]], expected_version: int,
                      apply: Callable[[AppendResult], None], **append_options: Any) -> AppendResult:
    """append_options: EventStore.append's keywords (actor, command_id, mark, chain_key, time ...)."""
    result = store.append(aggregate_id, events, expected_version, **append_options)
    apply(result)
    return result
