"""JSON through orjson, falling back to the standard library for what orjson refuses
(integers beyond 64 bits): same compact form, never a crash on odd input."""

from __future__ import annotations

import json
from typing import Any

import orjson

_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(value: Any, *, sort_keys: bool = False) -> bytes:
    try:
        return orjson.dumps(value, option=_OPTIONS | (orjson.OPT_SORT_KEYS if sort_keys else 0))
    except TypeError:
        return json.dumps(value, sort_keys=sort_keys, separators=(",", ":"), ensure_ascii=False).encode()


loads = orjson.loads
