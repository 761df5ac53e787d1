from enum import StrEnum


class DiscardCardCommandType(StrEnum):
    DISCARD_CARD = "discard_card"

    def __str__(self) -> str:
        return str(self.value)
