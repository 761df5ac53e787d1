from enum import StrEnum


class KeepCardCommandType(StrEnum):
    KEEP_CARD = "keep_card"

    def __str__(self) -> str:
        return str(self.value)
