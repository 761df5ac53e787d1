from enum import StrEnum


class ReserveCommandType(StrEnum):
    RESERVE = "reserve"

    def __str__(self) -> str:
        return str(self.value)
