from enum import StrEnum


class CardsDiscardedEventType(StrEnum):
    CARDS_DISCARDED = "cards_discarded"

    def __str__(self) -> str:
        return str(self.value)
