from enum import StrEnum


class ChangeCommandType(StrEnum):
    CHANGE = "change"

    def __str__(self) -> str:
        return str(self.value)
