from enum import StrEnum


class CardStolenEventType(StrEnum):
    CARD_STOLEN = "card_stolen"

    def __str__(self) -> str:
        return str(self.value)
