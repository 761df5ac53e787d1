from enum import StrEnum


class CardsTakenForChangeEventType(StrEnum):
    CARDS_TAKEN_FOR_CHANGE = "cards_taken_for_change"

    def __str__(self) -> str:
        return str(self.value)
