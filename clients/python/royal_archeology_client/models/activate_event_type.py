from enum import StrEnum


class ActivateEventType(StrEnum):
    ACTIVATE = "activate"

    def __str__(self) -> str:
        return str(self.value)
