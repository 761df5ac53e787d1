from enum import StrEnum


class ConversionsStartedEventType(StrEnum):
    CONVERSIONS_STARTED = "conversions_started"

    def __str__(self) -> str:
        return str(self.value)
