"""Take-Away's rules: a pure engine, as every game's rules package (the platform reads ENGINE)."""

from .engine import ENGINE

__all__ = ["ENGINE"]
