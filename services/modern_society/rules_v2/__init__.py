"""Modern Society: the pure rules engine (stdlib only). `ENGINE` implements shared.domain.engine.Engine."""

from .engine import ModernSocietyEngine

ENGINE = ModernSocietyEngine()

__all__ = ["ENGINE", "ModernSocietyEngine"]
