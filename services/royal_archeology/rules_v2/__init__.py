"""The Royal Society of Archeology: pure rules engine (stdlib only)."""

from .engine import ENGINE

__all__ = ["ENGINE"]
