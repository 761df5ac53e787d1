from enum import StrEnum


class SeatReturnedEventType(StrEnum):
    SEAT_RETURNED = "seat_returned"

    def __str__(self) -> str:
        return str(self.value)
