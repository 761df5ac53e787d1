"""Academic Society rules engine (pure, stdlib only). `ENGINE` implements shared.domain.engine.Engine."""

from .engine import ENGINE, AcademicSocietyEngine

__all__ = ["ENGINE", "AcademicSocietyEngine"]
