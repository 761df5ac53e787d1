"""Academic Society rules, version 1 (frozen: as released at d8a3084). Version 2 (`rules`) is the Phase 2 fix
of 1 December: here a scholar the same-column rule returns during Phase 2 goes back to hand at once.
`ENGINE` implements shared.domain.engine.Engine."""

from .engine import ENGINE, AcademicSocietyEngine

__all__ = ["ENGINE", "AcademicSocietyEngine"]
