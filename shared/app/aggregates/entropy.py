"""The one module that draws randomness: every id, bearer token, stream ticket, chain salt, default
seed and lock holder of the games and of the tournaments comes from here.

Drawing in one place is what lets a test make the platform reproducible: tests/conftest.py replaces
`secrets` in this module (and a test may replace `uuid`), and every draw follows. The modules that
say what is drawn (shared.app.aggregates.tokens: a token's size; shared.app.aggregates.sealed_seed: a seed's and a salt's)
ask here for the bytes.
"""

from __future__ import annotations

import itertools
import os
import secrets
import uuid


def new_id() -> str:
    """A fresh stream id (32 hex digits): a game's, a seek's, a tournament's; random, so one names nothing else."""
    return uuid.uuid4().hex


class CommandIds:
    """The command ids of one process (32 hex digits): 64 random bits drawn at its first id, then a counter.

    A command id tells a command's events apart within a stream and is no secret (every event shows it), so it
    need not be random in full: a uuid4 per automated decision cost about 16,000 instructions (issue 32), a
    counter a twentieth of that. Ids stay unique across processes (a forked child draws its own prefix) unless
    two processes drew the same 64 bits."""

    def __init__(self):
        self._prefix: str | None = None
        self._count = itertools.count(1)

    def next(self) -> str:
        if self._prefix is None:
            self._prefix = uuid.uuid4().hex[:16]
        return f"{self._prefix}{next(self._count):016x}"


command_ids = CommandIds()


def _draw_again_in_the_child() -> None:
    global command_ids
    command_ids = CommandIds()


os.register_at_fork(after_in_child=_draw_again_in_the_child)


def new_command_id() -> str:
    """A fresh command id (CommandIds)."""
    return command_ids.next()


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
