from enum import StrEnum


class ReserveEventType(StrEnum):
    RESERVE = "reserve"

    def __str__(self) -> str:
        return str(self.value)
