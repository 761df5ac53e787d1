from enum import StrEnum


class DiscardCommandType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
