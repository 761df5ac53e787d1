from enum import StrEnum


class PresentCommandType(StrEnum):
    PRESENT = "present"

    def __str__(self) -> str:
        return str(self.value)
