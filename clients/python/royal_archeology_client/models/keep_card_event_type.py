from enum import StrEnum


class KeepCardEventType(StrEnum):
    KEEP_CARD = "keep_card"

    def __str__(self) -> str:
        return str(self.value)
