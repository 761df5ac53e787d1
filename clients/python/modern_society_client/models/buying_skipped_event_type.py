from enum import StrEnum


class BuyingSkippedEventType(StrEnum):
    BUYING_SKIPPED = "buying_skipped"

    def __str__(self) -> str:
        return str(self.value)
