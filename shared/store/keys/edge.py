"""The HTTP edge's keys: request limits and open streams per client.

A part of shared.store.keys, which names every key (see its docstring).
"""

from __future__ import annotations


def rate_limits_base(prefix: str) -> str:
    """Where Flask-Limiter keeps its per-route counters (its key_prefix; it spells the rest itself)."""
    return f"{prefix}tabletop:ratelimit"


def command_rate_key(prefix: str, scope: str, who: str, window_start: int) -> str:
    """The commands' fixed-window counter of one limit (scope), one caller (a token digest, an address) and
    one window (its start, in windows since the epoch): it expires with its window."""
    return f"{rate_limits_base(prefix)}:{scope}:{who}:{window_start}"


def stream_leases_key(prefix: str, client: str) -> str:
    """A client address's open SSE streams: a sorted set of leases (member = one stream, score = expiry)."""
    return f"{prefix}tabletop:streams:{client}"
