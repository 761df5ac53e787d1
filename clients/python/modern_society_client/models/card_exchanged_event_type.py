from enum import StrEnum


class CardExchangedEventType(StrEnum):
    CARD_EXCHANGED = "card_exchanged"

    def __str__(self) -> str:
        return str(self.value)
