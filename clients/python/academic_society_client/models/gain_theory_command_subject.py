from enum import StrEnum


class GainTheoryCommandSubject(StrEnum):
    ASTRONOMY = "astronomy"
    CHEMISTRY = "chemistry"
    MATHEMATICS = "mathematics"
    PHYSICS = "physics"

    def __str__(self) -> str:
        return str(self.value)
