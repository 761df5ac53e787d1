from enum import StrEnum


class ClockOptionsKind(StrEnum):
    DEADLINE = "deadline"
    FISCHER = "fischer"

    def __str__(self) -> str:
        return str(self.value)
