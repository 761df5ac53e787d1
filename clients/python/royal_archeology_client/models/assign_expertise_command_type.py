from enum import StrEnum


class AssignExpertiseCommandType(StrEnum):
    ASSIGN_EXPERTISE = "assign_expertise"

    def __str__(self) -> str:
        return str(self.value)
