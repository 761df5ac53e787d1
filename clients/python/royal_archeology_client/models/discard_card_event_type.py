from enum import StrEnum


class DiscardCardEventType(StrEnum):
    DISCARD_CARD = "discard_card"

    def __str__(self) -> str:
        return str(self.value)
