from enum import StrEnum


class UniversityStudiedEventType(StrEnum):
    UNIVERSITY_STUDIED = "university_studied"

    def __str__(self) -> str:
        return str(self.value)
