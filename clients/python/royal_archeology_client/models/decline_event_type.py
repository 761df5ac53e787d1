from enum import StrEnum


class DeclineEventType(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
