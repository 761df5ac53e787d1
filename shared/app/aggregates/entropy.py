"""The one module that draws randomness: every id, bearer token, stream ticket, chain salt, default
seed and lock holder of the games and of the tournaments comes from here.

Drawing in one place is what lets a test make the platform reproducible: tests/conftest.py replaces
`secrets` in this module (and a test may replace `uuid`), and every draw follows. The modules that
say what is drawn (shared.app.aggregates.tokens: a token's size; shared.app.aggregates.sealed_seed: a seed's and a salt's)
ask here for the bytes.
"""

from __future__ import annotations

import secrets
import uuid


def new_id() -> str:
    """A fresh stream or command id (32 hex digits)."""
    return uuid.uuid4().hex


def urlsafe(nbytes: int) -> str:
    """nbytes random bytes, base64url without padding (bearer tokens, stream tickets)."""
    return secrets.token_urlsafe(nbytes)


def hex_digits(nbytes: int) -> str:
    """nbytes random bytes as hex (salts, lock holders)."""
    return secrets.token_hex(nbytes)


def bits(k: int) -> int:
    """A random integer of k bits (default seeds)."""
    return secrets.randbits(k)


def raw(nbytes: int) -> bytes:
    """nbytes random bytes (webhook signing secrets, the nonces sealing them)."""
    return bytes.fromhex(secrets.token_hex(nbytes))


def fraction() -> float:
    """A random float in [0, 1) (the jitter of webhook retries)."""
    return int(secrets.token_hex(7), 16) / 2**56
