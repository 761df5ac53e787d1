from enum import StrEnum


class SeatReplacedEventType(StrEnum):
    SEAT_REPLACED = "seat_replaced"

    def __str__(self) -> str:
        return str(self.value)
