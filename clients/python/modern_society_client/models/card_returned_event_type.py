from enum import StrEnum


class CardReturnedEventType(StrEnum):
    CARD_RETURNED = "card_returned"

    def __str__(self) -> str:
        return str(self.value)
