from enum import StrEnum


class SeatTimedOutEventType(StrEnum):
    SEAT_TIMED_OUT = "seat_timed_out"

    def __str__(self) -> str:
        return str(self.value)
