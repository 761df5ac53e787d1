from enum import StrEnum


class ReputationGainedEventType(StrEnum):
    REPUTATION_GAINED = "reputation_gained"

    def __str__(self) -> str:
        return str(self.value)
