from enum import StrEnum


class DeclineCommandType(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
