from enum import StrEnum


class DeepenEventType(StrEnum):
    DEEPEN = "deepen"

    def __str__(self) -> str:
        return str(self.value)
