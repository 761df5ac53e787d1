from enum import StrEnum


class ExchangingStartedEventType(StrEnum):
    EXCHANGING_STARTED = "exchanging_started"

    def __str__(self) -> str:
        return str(self.value)
