from enum import StrEnum


class ClockChargedEventType(StrEnum):
    CLOCK_CHARGED = "clock_charged"

    def __str__(self) -> str:
        return str(self.value)
