from enum import StrEnum


class BuyingStartedEventType(StrEnum):
    BUYING_STARTED = "buying_started"

    def __str__(self) -> str:
        return str(self.value)
