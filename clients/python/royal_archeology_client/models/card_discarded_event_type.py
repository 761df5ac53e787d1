from enum import StrEnum


class CardDiscardedEventType(StrEnum):
    CARD_DISCARDED = "card_discarded"

    def __str__(self) -> str:
        return str(self.value)
