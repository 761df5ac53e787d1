from enum import StrEnum


class ExpertiseAssignedEventType(StrEnum):
    EXPERTISE_ASSIGNED = "expertise_assigned"

    def __str__(self) -> str:
        return str(self.value)
