from enum import StrEnum


class TheoryGainedEventType(StrEnum):
    THEORY_GAINED = "theory_gained"

    def __str__(self) -> str:
        return str(self.value)
