"""Fixed-size tensors from a seat's view (plain JSON of any shape), by feature hashing.

Every leaf of the view is a feature named by its path (list positions included, e.g.
`players.1.theories.physics`): a number (a bool counts 0/1) adds its value to the bucket of its path; a string
adds 1 to the bucket of `path=value`; null adds nothing. A bucket is crc32(name) modulo the tensor's size, so
the encoding is the same on every machine and every run (Python's own `hash` is salted per process). Collisions
are possible and harmless for learning; the string observations are exact.
"""

from __future__ import annotations

import zlib
from typing import Any

import numpy as np

VIEW_FEATURES = 512  # buckets for the seat's current view
HISTORY_FEATURES = 128  # buckets for what the seat has seen happen (the information state's perfect recall)


def bucket(name: str, size: int) -> int:
    return zlib.crc32(name.encode()) % size


def add_features(vector: np.ndarray, data: Any, path: str = "") -> None:
    """Add the leaves of `data` into `vector` (in place)."""
    if isinstance(data, dict):
        for key, value in data.items():
            add_features(vector, value, f"{path}.{key}" if path else str(key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            add_features(vector, value, f"{path}.{index}")
    elif isinstance(data, bool):
        vector[bucket(path, len(vector))] += float(data)
    elif isinstance(data, int | float):
        vector[bucket(path, len(vector))] += float(data)
    elif isinstance(data, str):
        vector[bucket(f"{path}={data}", len(vector))] += 1.0


def encode(data: Any, size: int) -> np.ndarray:
    vector = np.zeros(size, np.float32)
    add_features(vector, data)
    return vector
