from enum import StrEnum


class AssignExpertiseEventType(StrEnum):
    ASSIGN_EXPERTISE = "assign_expertise"

    def __str__(self) -> str:
        return str(self.value)
