"""What Redis replies look like to the store's modules, whichever way a client was built.

Nothing here imports the client library: the offline verifier imports store modules that use it.
"""

from __future__ import annotations


def text(value: bytes | str | int) -> str:
    """A Redis reply as str, whether the client decodes responses or not (an integer reply as its digits)."""
    return value.decode() if isinstance(value, bytes) else str(value)
