from enum import StrEnum


class SeatKeyRegisteredEventType(StrEnum):
    SEAT_KEY_REGISTERED = "seat_key_registered"

    def __str__(self) -> str:
        return str(self.value)
