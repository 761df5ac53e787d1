"""What Redis replies look like to the store's modules, whichever way a client was built.

Nothing here imports the client library: the offline verifier imports store modules that use it.
"""

from __future__ import annotations


def text(value: bytes | str | int) -> str:
    """A Redis reply as str, whether the client decodes responses or not (an integer reply as its digits).

    A missing reply (None) stays None, never the text "None": callers that may get one test for it.
    """
    if isinstance(value, bytes):
        return value.decode()
    return str(value) if isinstance(value, int) else value
