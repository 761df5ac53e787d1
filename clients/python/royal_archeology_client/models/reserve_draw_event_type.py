from enum import StrEnum


class ReserveDrawEventType(StrEnum):
    RESERVE_DRAW = "reserve_draw"

    def __str__(self) -> str:
        return str(self.value)
