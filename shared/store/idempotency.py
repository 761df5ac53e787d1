"""What the first append under an idempotency key wrote, as the append script recorded it.

Key: `StreamKeys.idempotency` (`<prefix>game:{<id>}:idem`), a hash under the stream's hash tag,
idempotency key -> JSON {"fingerprint", "from", "to"} of the first append made with it
(written by shared.store.append_script, in the same script as the events).
"""

from __future__ import annotations

from typing import Any

from shared.base import jsonfast
from shared.store.keys import stream_keys


def first_append(redis, prefix: str, stream_id: str, key: str) -> dict[str, Any] | None:
    """{"fingerprint", "from", "to"} of the first append under `key` on the stream; None if the key is new."""
    raw = redis.hget(stream_keys(prefix, stream_id).idempotency, key)
    return None if raw is None else jsonfast.loads(raw)
