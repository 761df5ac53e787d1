from enum import StrEnum


class ExpertiseRaisedEventType(StrEnum):
    EXPERTISE_RAISED = "expertise_raised"

    def __str__(self) -> str:
        return str(self.value)
