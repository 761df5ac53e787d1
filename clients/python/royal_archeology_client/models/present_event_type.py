from enum import StrEnum


class PresentEventType(StrEnum):
    PRESENT = "present"

    def __str__(self) -> str:
        return str(self.value)
