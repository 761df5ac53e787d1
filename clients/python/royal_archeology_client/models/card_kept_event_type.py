from enum import StrEnum


class CardKeptEventType(StrEnum):
    CARD_KEPT = "card_kept"

    def __str__(self) -> str:
        return str(self.value)
